import { Plus, Tag } from "lucide-react";
import { Link } from "react-router";
import { DataTable } from "~/components/admin/data-table";
import { DEAL_FILTERS, DealFilters, DealListContext, dealListColumns } from "~/components/admin/deals/deal-list";
import { EmptyState, FilteredEmptyState } from "~/components/admin/empty-state";
import { IgnoredParamsNotice } from "~/components/admin/ignored-params-notice";
import { parseListParams } from "~/components/admin/list-params";
import { PageHeader } from "~/components/admin/page-header";
import { Pagination } from "~/components/admin/pagination";
import { StaffScreenError } from "~/components/admin/staff-error";
import { staffMeta, type StaffHandle } from "~/components/admin/staff-meta";
import { buttonVariants } from "~/components/ui/button";
import { can } from "~server/auth/permissions";
import { requireStaff } from "~server/auth/require-staff.server";
import { DealListQuerySchema } from "~server/deals/deal-list.schema";
import type { Route } from "./+types/deals";

export const handle: StaffHandle = { breadcrumb: "Deals" };
export const meta: Route.MetaFunction = () => staffMeta("Deals");

export async function loader({ request, context }: Route.LoaderArgs) {
  const principal = await requireStaff(request, context, "deal:read");
  const { query, ignored } = parseListParams(DealListQuerySchema, new URL(request.url).searchParams);
  const [list, all] = await Promise.all([
    context.services.deals.list(query),
    // How many deals there are in all: the last one cannot move down.
    query.state || query.search ? context.services.deals.list({ page: 1, pageSize: 10 }) : null,
  ]);
  return {
    items: list.items,
    total: list.total,
    count: all ? all.total : list.total,
    page: query.page,
    pageSize: query.pageSize,
    filtered: DEAL_FILTERS.some((name) => query[name] !== undefined),
    ignored,
    canChange: can(principal.user, "deal:write"),
  };
}

export default function Deals({ loaderData }: Route.ComponentProps) {
  const { items, total, filtered, canChange } = loaderData;
  return (
    <DealListContext.Provider value={{ canChange, count: loaderData.count }}>
      <PageHeader
        title="Deals"
        description="Offers of the lenders you work with, shown on /deals in this order while they are active and within their dates. A deal disappears from the site at its end time by itself."
        actions={
          canChange && (
            <Link to="/admin/deals/new" className={buttonVariants({ variant: "default" })}>
              <Plus aria-hidden="true" />
              New deal
            </Link>
          )
        }
      />
      <IgnoredParamsNotice ignored={loaderData.ignored} labels={{ state: "State", search: "Search" }} />
      <DealFilters />
      <DataTable
        caption="Deals, in the order /deals shows them"
        columns={dealListColumns}
        data={items}
        getRowId={(deal) => String(deal.id)}
        total={total}
        page={loaderData.page}
        empty={
          filtered ? (
            <FilteredEmptyState title="No deals match these filters">
              Try another word of the title or lender, or another state.
            </FilteredEmptyState>
          ) : (
            <EmptyState
              icon={Tag}
              title="No deals yet"
              actions={
                canChange && (
                  <Link to="/admin/deals/new" className={buttonVariants({ variant: "default" })}>
                    <Plus aria-hidden="true" />
                    New deal
                  </Link>
                )
              }
            >
              Add the current offers of your lenders: /deals shows them with a button to your enquiry form. Until then
              /deals says there are no offers and points to your loan services.
            </EmptyState>
          )
        }
      />
      <Pagination
        page={loaderData.page}
        pageSize={loaderData.pageSize}
        total={total}
        noun={{ one: "deal", other: "deals" }}
        label="Pages of the deals"
      />
    </DealListContext.Provider>
  );
}

export const ErrorBoundary = StaffScreenError;
