import { Landmark, Plus } from "lucide-react";
import { Link } from "react-router";
import { DataTable } from "~/components/admin/data-table";
import { EmptyState } from "~/components/admin/empty-state";
import { PageHeader } from "~/components/admin/page-header";
import { SchemeListContext, schemeListColumns, type SchemeListRow } from "~/components/admin/schemes/scheme-list";
import { StaffScreenError } from "~/components/admin/staff-error";
import { staffMeta, type StaffHandle } from "~/components/admin/staff-meta";
import { buttonVariants } from "~/components/ui/button";
import { can } from "~server/auth/permissions";
import { requireStaff } from "~server/auth/require-staff.server";
import { schemeGroupLabels, schemeGroups } from "~server/vocabulary/content";
import type { Route } from "./+types/schemes";

export const handle: StaffHandle = { breadcrumb: "Government schemes" };
export const meta: Route.MetaFunction = () => staffMeta("Government schemes");

export async function loader({ request, context }: Route.LoaderArgs) {
  const principal = await requireStaff(request, context, "scheme:read");
  const { schemeManager } = context.services;
  const [list, services] = await Promise.all([schemeManager.list(), schemeManager.serviceChoices()]);
  return { schemes: list.items, services, canChange: can(principal.user, "scheme:write") };
}

export default function Schemes({ loaderData }: Route.ComponentProps) {
  const { schemes, services, canChange } = loaderData;
  const newButton = canChange && (
    <Link to="/admin/schemes/new" className={buttonVariants({ variant: "default" })}>
      <Plus aria-hidden="true" />
      New scheme
    </Link>
  );
  return (
    <SchemeListContext.Provider value={{ canChange, services: new Map(services.map((s) => [s.id, s])) }}>
      <PageHeader
        title="Government schemes"
        description="The schemes /govt-schemes explains, national first and then Kerala, each in this order, with a page of its own. A switched-off scheme leaves the site, its page and the sitemap at once."
        actions={newButton}
      />
      {schemes.length === 0 ? (
        <EmptyState icon={Landmark} title="No schemes yet" actions={newButton}>
          Add the schemes borrowers ask you about: each gets a page with the enquiry form of its loan service.
        </EmptyState>
      ) : (
        <div className="flex flex-col gap-8">
          {schemeGroups.map((group) => {
            const inGroup = schemes.filter((scheme) => scheme.schemeGroup === group);
            const rows: SchemeListRow[] = inGroup.map((scheme, index) => ({
              ...scheme,
              position: index + 1,
              groupSize: inGroup.length,
            }));
            return (
              <section key={group} aria-labelledby={`schemes-${group}`}>
                <h2 id={`schemes-${group}`} className="mb-3 text-lg font-semibold text-slate-900">
                  {schemeGroupLabels[group]}
                </h2>
                <DataTable
                  caption={`${schemeGroupLabels[group]}, in the order /govt-schemes shows them`}
                  columns={schemeListColumns}
                  data={rows}
                  getRowId={(scheme) => String(scheme.id)}
                  empty={
                    <p className="rounded-lg border border-slate-200 bg-white p-4 text-slate-700">
                      None yet: /govt-schemes leaves this group out until one is switched on.
                    </p>
                  }
                />
              </section>
            );
          })}
        </div>
      )}
    </SchemeListContext.Provider>
  );
}

export const ErrorBoundary = StaffScreenError;
