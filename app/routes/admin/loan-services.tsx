import { Landmark, Plus } from "lucide-react";
import { Link } from "react-router";
import { DataTable } from "~/components/admin/data-table";
import { EmptyState } from "~/components/admin/empty-state";
import { LoanServiceListContext, loanServiceListColumns } from "~/components/admin/loan-services/loan-service-list";
import { PageHeader } from "~/components/admin/page-header";
import { StaffScreenError } from "~/components/admin/staff-error";
import { staffMeta, type StaffHandle } from "~/components/admin/staff-meta";
import { buttonVariants } from "~/components/ui/button";
import { can } from "~server/auth/permissions";
import { requireStaff } from "~server/auth/require-staff.server";
import type { Route } from "./+types/loan-services";

export const handle: StaffHandle = { breadcrumb: "Loan services" };
export const meta: Route.MetaFunction = () => staffMeta("Loan services");

export async function loader({ request, context }: Route.LoaderArgs) {
  const principal = await requireStaff(request, context, "service:read");
  const { items } = await context.services.loanServiceManager.list();
  return { items, canChange: can(principal.user, "service:write") };
}

export default function LoanServices({ loaderData }: Route.ComponentProps) {
  const { items, canChange } = loaderData;
  const newService = canChange && (
    <Link to="/admin/loan-services/new" className={buttonVariants({ variant: "default" })}>
      <Plus aria-hidden="true" />
      New loan service
    </Link>
  );
  return (
    <LoanServiceListContext.Provider value={{ canChange, count: items.length }}>
      <PageHeader
        title="Loan services"
        description="The loans the site offers, in the order /services, the home page (its first six) and the menus show them. A switched-off service leaves every list and the sitemap at once; its leads keep it."
        actions={newService}
      />
      <DataTable
        caption="Loan services, in the order the site shows them"
        columns={loanServiceListColumns}
        data={items}
        getRowId={(service) => String(service.id)}
        stackBelow="4xl"
        empty={
          <EmptyState icon={Landmark} title="No loan services yet" actions={newService}>
            Add the loans you arrange: each gets its page, a card on /services and a place in the sitemap.
          </EmptyState>
        }
      />
      <p className="mt-4 text-sm text-slate-700">
        Leads leave spam out. Page views count every address of a service (/loan-services/…, /loan-service/…,
        /services/…, /loans/…, its fixed path and its old addresses), from visitors' browsers (ad blockers hide some).
      </p>
    </LoanServiceListContext.Provider>
  );
}

export const ErrorBoundary = StaffScreenError;
