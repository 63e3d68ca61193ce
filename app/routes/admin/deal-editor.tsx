import { ArrowLeft } from "lucide-react";
import { data, Link } from "react-router";
import { DealStateBadge } from "~/components/admin/deals/deal-state-badge";
import { DealForm } from "~/components/admin/deals/deal-form";
import { PageHeader } from "~/components/admin/page-header";
import { StaffScreenError } from "~/components/admin/staff-error";
import { staffMeta, type StaffHandle } from "~/components/admin/staff-meta";
import { TranslationsLink } from "~/components/admin/translations/translations-link";
import { buttonVariants } from "~/components/ui/button";
import { can } from "~server/auth/permissions";
import { requireStaff } from "~server/auth/require-staff.server";
import { isNotFoundError } from "~server/domain-errors";
import type { Route } from "./+types/deal-editor";

export const handle: StaffHandle = { breadcrumb: "Deal" };
export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffMeta(loaderData?.deal ? `Deal: ${loaderData.deal.title}` : "New deal");

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const principal = await requireStaff(request, context, "deal:read");
  const canChange = can(principal.user, "deal:write");
  let deal = null;
  if (params.id !== undefined) {
    const id = Number(params.id);
    if (!/^\d{1,9}$/.test(params.id) || id < 1) throw data("No such deal", { status: 404 });
    try {
      deal = await context.services.deals.get(id);
    } catch (error) {
      if (isNotFoundError(error)) throw data("No such deal", { status: 404 });
      throw error;
    }
  } else if (!canChange) {
    throw data("Viewers cannot create deals", { status: 403 });
  }
  const services = (await context.services.loanServices.listActive()).map(({ slug, name }) => ({ slug, name }));
  return { deal, services, canChange };
}

export default function DealEditor({ loaderData }: Route.ComponentProps) {
  const { deal, services, canChange } = loaderData;
  return (
    <>
      <Link to="/admin/deals" className={buttonVariants({ variant: "ghost", size: "sm", className: "mb-2 -ml-3" })}>
        <ArrowLeft aria-hidden="true" />
        All deals
      </Link>
      <PageHeader
        title={deal ? deal.title : "New deal"}
        description={
          deal ? (
            <span className="flex flex-wrap items-center gap-2">
              <DealStateBadge state={deal.state} />
              <span>{deal.lender}</span>
            </span>
          ) : (
            "A new deal goes last in the order; move it up on the list of deals."
          )
        }
      />
      {!canChange && (
        <p className="mb-6 rounded-lg border border-slate-200 bg-white p-4 text-slate-700">
          You can see this deal; an owner, admin or editor can change it.
        </p>
      )}
      {deal && <TranslationsLink kind="deal" entryId={deal.id} />}
      {/* A saved deal comes back with a new version: a fresh form. */}
      <DealForm key={deal?.updatedAt ?? "new"} deal={deal} services={services} canChange={canChange} />
    </>
  );
}

export const ErrorBoundary = StaffScreenError;
