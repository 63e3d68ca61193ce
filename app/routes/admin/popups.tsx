import { MessageSquarePlus } from "lucide-react";
import { useMemo } from "react";
import { Link } from "react-router";
import { DataTable } from "~/components/admin/data-table";
import { EmptyState, FilteredEmptyState } from "~/components/admin/empty-state";
import { IgnoredParamsNotice } from "~/components/admin/ignored-params-notice";
import { parseListParams } from "~/components/admin/list-params";
import { PageHeader } from "~/components/admin/page-header";
import { Pagination } from "~/components/admin/pagination";
import { PopupFilters, POPUP_FILTERS, popupParamLabels } from "~/components/admin/popups/popup-filters";
import { popupListColumns } from "~/components/admin/popups/popup-list-columns";
import { StaffScreenError } from "~/components/admin/staff-error";
import { staffMeta, type StaffHandle } from "~/components/admin/staff-meta";
import { buttonVariants } from "~/components/ui/button";
import { can } from "~server/auth/permissions";
import { requireStaff } from "~server/auth/require-staff.server";
import { PopupListQuerySchema } from "~server/popups/popup-admin.schema";
import type { Route } from "./+types/popups";

// One screen for /admin/popups and /admin/popup-manager (spec section 2).
export const handle: StaffHandle = { breadcrumb: "Popups" };
export const meta: Route.MetaFunction = () => staffMeta("Popups");

export async function loader({ request, context }: Route.LoaderArgs) {
  const principal = await requireStaff(request, context, "popup:read");
  const { query, ignored } = parseListParams(PopupListQuerySchema, new URL(request.url).searchParams);
  const list = await context.services.popupManager.list(query);
  return {
    items: list.items,
    total: list.total,
    page: query.page,
    pageSize: query.pageSize,
    filtered: POPUP_FILTERS.some((name) => query[name] !== undefined),
    ignored,
    canWrite: can(principal.user, "popup:write"),
  };
}

export default function Popups({ loaderData }: Route.ComponentProps) {
  const { items, total, filtered, canWrite } = loaderData;
  const columns = useMemo(() => popupListColumns(canWrite), [canWrite]);
  const newPopup = canWrite && (
    <Link to="/admin/popups/new" className={buttonVariants()}>
      <MessageSquarePlus aria-hidden="true" />
      New popup
    </Link>
  );

  return (
    <>
      <PageHeader
        title="Popups"
        description="Messages shown over the public pages they name, such as an offer on the gold loan page. The highest priority popup of a page shows after its delay; each visitor sees it until they close it. Counts are anonymous: no cookies, nothing about the visitor."
        actions={newPopup}
      />
      <IgnoredParamsNotice ignored={loaderData.ignored} labels={popupParamLabels} />
      <PopupFilters />
      <DataTable
        caption="Popups, highest priority first"
        columns={columns}
        data={items}
        stackBelow="4xl"
        density="compact"
        getRowId={(popup) => String(popup.id)}
        total={total}
        page={loaderData.page}
        empty={
          filtered ? (
            <FilteredEmptyState title="No popups match these filters">
              Try another title or page name, or another state.
            </FilteredEmptyState>
          ) : (
            <EmptyState icon={MessageSquarePlus} title="No popups yet" actions={newPopup}>
              A popup can announce an offer or a new service on the pages you choose, for the dates you choose.
            </EmptyState>
          )
        }
      />
      <Pagination
        page={loaderData.page}
        pageSize={loaderData.pageSize}
        total={total}
        noun={{ one: "popup", other: "popups" }}
        label="Pages of the popups"
      />
    </>
  );
}

export const ErrorBoundary = StaffScreenError;
