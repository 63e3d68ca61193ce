import { Inbox } from "lucide-react";
import { useState } from "react";
import { useLocation } from "react-router";
import { DataTable } from "~/components/admin/data-table";
import { EmptyState, FilteredEmptyState } from "~/components/admin/empty-state";
import { IgnoredParamsNotice } from "~/components/admin/ignored-params-notice";
import { BulkBar } from "~/components/admin/leads/bulk-bar";
import {
  ExportButton,
  ExportProgress,
  exportHref,
  LEADS_EXPORT_PATH,
  useLeadExport,
} from "~/components/admin/leads/export-button";
import { LeadListNow, leadListColumns } from "~/components/admin/leads/list-columns";
import { NewLeadNotifications } from "~/components/admin/leads/new-lead-notifications";
import { LEAD_FILTERS, LeadFilters, leadParamLabels, LeadViews } from "~/components/admin/leads/list-filters";
import { parseListParams } from "~/components/admin/list-params";
import { PageHeader } from "~/components/admin/page-header";
import { Pagination } from "~/components/admin/pagination";
import { StaffScreenError } from "~/components/admin/staff-error";
import { staffMeta, type StaffHandle } from "~/components/admin/staff-meta";
import { can } from "~server/auth/permissions";
import { requireStaff } from "~server/auth/require-staff.server";
import { formatIndianNumber } from "~server/formats/rupees";
import { LeadListQuerySchema } from "~server/leads/lead-workbench.schema";
import type { Route } from "./+types/leads";

export const handle: StaffHandle = { breadcrumb: "Leads" };
export const meta: Route.MetaFunction = () => staffMeta("Leads");

export async function loader({ request, context }: Route.LoaderArgs) {
  const principal = await requireStaff(request, context, "lead:read");
  const { leadWorkbench } = context.services;
  const { query, ignored } = parseListParams(LeadListQuerySchema, new URL(request.url).searchParams);
  const [list, options] = await Promise.all([
    leadWorkbench.list(query, { userId: principal.user.id }),
    leadWorkbench.options(),
  ]);
  return {
    items: list.items,
    total: list.total,
    page: query.page,
    pageSize: query.pageSize,
    sort: { column: query.sort, dir: query.dir },
    filtered: LEAD_FILTERS.some((name) => query[name] !== undefined),
    ignored,
    options,
    canUpdate: can(principal.user, "lead:update"),
    canExport: can(principal.user, "lead:export"),
    // Relative times and waits are worked out from the moment the page was made.
    now: new Date().toISOString(),
  };
}

export default function Leads({ loaderData }: Route.ComponentProps) {
  const { items, total, filtered, canUpdate, canExport } = loaderData;
  const location = useLocation();
  const exporter = useLeadExport();
  // The selection belongs to the list as shown: another page, filter or order starts afresh.
  const [picked, setPicked] = useState<{ search: string; ids: ReadonlySet<string> }>({
    search: location.search,
    ids: new Set(),
  });
  const selected = picked.search === location.search ? picked.ids : new Set<string>();
  const selectedIds = items.filter((lead) => selected.has(String(lead.id))).map((lead) => lead.id);
  const selectable = canUpdate || canExport;

  const exportFiltered = () =>
    void exporter.start(
      exportHref(location.search),
      filtered ? `Exporting the ${formatIndianNumber(total)} leads these filters show` : "Exporting every lead",
    );
  const exportSelection = () =>
    void exporter.start(
      `${LEADS_EXPORT_PATH}?ids=${selectedIds.join(",")}`,
      `Exporting ${formatIndianNumber(selectedIds.length)} selected ${selectedIds.length === 1 ? "lead" : "leads"}`,
      selectedIds.length,
    );

  return (
    <LeadListNow.Provider value={loaderData.now}>
      <PageHeader
        title="Leads"
        description="Every enquiry, contact message and partner application from the website. A first call within the hour makes a lead far likelier to take the loan."
        actions={
          <>
            <NewLeadNotifications />
            {canExport && total > 0 && <ExportButton onClick={exportFiltered} disabled={exporter.running} />}
          </>
        }
      />
      <LeadViews />
      <IgnoredParamsNotice ignored={loaderData.ignored} labels={leadParamLabels} />
      <LeadFilters options={loaderData.options} />
      <ExportProgress state={exporter.state} onCancel={exporter.cancel} />
      {selectable && (
        <BulkBar
          selectedIds={selectedIds}
          staff={loaderData.options.staff}
          canUpdate={canUpdate}
          canExport={canExport}
          onClear={() => setPicked({ search: location.search, ids: new Set() })}
          onExport={exportSelection}
          exporting={exporter.running}
        />
      )}
      <DataTable
        caption="Leads, newest first unless sorted otherwise"
        columns={leadListColumns}
        data={items}
        stackBelow="4xl"
        cardSort="compact"
        density="compact"
        getRowId={(lead) => String(lead.id)}
        sort={loaderData.sort}
        total={total}
        page={loaderData.page}
        selection={
          selectable
            ? {
                selected,
                onChange: (ids) => setPicked({ search: location.search, ids }),
                rowLabel: (lead) => `Select ${lead.reference}`,
                pageLabel: "Select every lead on this page",
              }
            : undefined
        }
        empty={
          filtered ? (
            <FilteredEmptyState title="No leads match these filters">
              Try another name, reference or mobile number, a longer date range or fewer filters.
            </FilteredEmptyState>
          ) : (
            <EmptyState icon={Inbox} title="No leads yet">
              Enquiries from the loan pages, contact messages and partner applications appear here as soon as they are
              sent, with an alert to the office.
            </EmptyState>
          )
        }
      />
      <Pagination
        page={loaderData.page}
        pageSize={loaderData.pageSize}
        total={total}
        noun={{ one: "lead", other: "leads" }}
        label="Pages of the leads"
      />
    </LeadListNow.Provider>
  );
}

export const ErrorBoundary = StaffScreenError;
