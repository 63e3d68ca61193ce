import { History } from "lucide-react";
import { createContext, useContext, useMemo } from "react";
import {
  auditActionOptions,
  describeAction,
  describeActor,
  describeChanges,
  describeEntity,
} from "~/components/admin/audit-words";
import { DataTable, dataColumns } from "~/components/admin/data-table";
import { EmptyState, FilteredEmptyState } from "~/components/admin/empty-state";
import { FilterBar, FilterSelect, FilterText } from "~/components/admin/filter-bar";
import { IgnoredParamsNotice } from "~/components/admin/ignored-params-notice";
import { parseListParams } from "~/components/admin/list-params";
import { PageHeader } from "~/components/admin/page-header";
import { Pagination } from "~/components/admin/pagination";
import { StaffScreenError } from "~/components/admin/staff-error";
import { staffMeta, type StaffHandle } from "~/components/admin/staff-meta";
import { AuditQuerySchema } from "~server/audit/audit.schema";
import { requireStaff } from "~server/auth/require-staff.server";
import { formatDateTimeIST } from "~server/formats/ist";
import type { Route } from "./+types/activity";

export const handle: StaffHandle = { breadcrumb: "Activity" };
export const meta: Route.MetaFunction = () => staffMeta("Activity");

const FILTERS = ["actorUserId", "action", "from", "to", "search"] as const;

/** The filters' names in the notice about parameters the address got wrong. */
const filterLabels: Record<string, string> = {
  actorUserId: "who",
  action: "action",
  from: "from",
  to: "to",
  search: "search",
  page: "page",
  pageSize: "rows per page",
  sort: "sort",
  dir: "order",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "audit:read");
  const { audit, users } = context.services;
  const { query, ignored } = parseListParams(AuditQuerySchema, new URL(request.url).searchParams);
  const [list, actions, staff] = await Promise.all([
    audit.list(query),
    audit.actions(),
    // A small office: every account, the deactivated too (what they did stays in the log).
    users.list({ page: 1, pageSize: 100 }),
  ]);
  return {
    items: list.items.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total: list.total,
    page: query.page,
    pageSize: query.pageSize,
    dir: query.dir,
    filtered: FILTERS.some((name) => query[name] !== undefined),
    ignored,
    actions,
    staff: staff.items.map(({ id, displayName, email }) => ({ id, displayName, email })),
  };
}

type Entry = Route.ComponentProps["loaderData"]["items"][number];

/** Account names by id, for "Staff account: Anita Thomas" rather than "#3". */
const StaffNames = createContext<ReadonlyMap<string, string>>(new Map());

const column = dataColumns<Entry>();
const columns = column.columns([
  column.accessor("createdAt", {
    header: "Time",
    enableSorting: true,
    sortDescFirst: true,
    meta: {
      primary: true,
      className: "whitespace-nowrap",
      sortLabels: { asc: "oldest first", desc: "newest first" },
    },
    cell: (cell) => <time dateTime={cell.getValue()}>{formatDateTimeIST(cell.getValue())}</time>,
  }),
  column.accessor("actorLabel", {
    header: "Who",
    meta: { className: "min-w-44" },
    cell: ({ row }) => <Who entry={row.original} />,
  }),
  column.accessor("action", {
    header: "What",
    meta: { className: "min-w-44" },
    cell: ({ row }) => <What entry={row.original} />,
  }),
  column.accessor("changes", {
    header: "Changes",
    meta: { className: "min-w-52" },
    cell: (cell) => <Changes changes={cell.getValue()} />,
  }),
  column.accessor("ip", {
    header: "IP address",
    cell: (cell) => <span className="font-mono text-xs break-all text-slate-700">{cell.getValue() ?? "—"}</span>,
  }),
]);

export default function Activity({ loaderData }: Route.ComponentProps) {
  const names = useMemo(
    () => new Map(loaderData.staff.map((user) => [String(user.id), user.displayName])),
    [loaderData.staff],
  );
  const actionOptions = useMemo(() => auditActionOptions(loaderData.actions), [loaderData.actions]);
  return (
    <StaffNames.Provider value={names}>
      <PageHeader
        title="Activity"
        description="Every sign-in and every change made in the staff area: who, what and when (IST). Kept for a year."
      />
      <IgnoredParamsNotice ignored={loaderData.ignored} labels={filterLabels} />
      <FilterBar filters={FILTERS} label="Filter the activity">
        <FilterSelect
          label="Who"
          name="actorUserId"
          placeholder="Everyone"
          options={loaderData.staff.map((user) => ({ value: String(user.id), label: user.displayName }))}
        />
        <FilterSelect label="Action" name="action" placeholder="Any action" options={actionOptions} />
        <FilterText label="From day" name="from" type="date" />
        <FilterText label="To day (included)" name="to" type="date" />
        <FilterText label="E-mail or action" name="search" type="search" />
      </FilterBar>
      <DataTable
        caption="Activity, one entry per row"
        columns={columns}
        data={loaderData.items}
        stackBelow="4xl"
        getRowId={(entry) => String(entry.id)}
        sort={{ column: "createdAt", dir: loaderData.dir }}
        total={loaderData.total}
        page={loaderData.page}
        empty={
          loaderData.filtered ? (
            <FilteredEmptyState title="Nothing matches these filters">
              Try a longer date range or fewer filters.
            </FilteredEmptyState>
          ) : (
            <EmptyState icon={History} title="No activity yet">
              Sign-ins and changes appear here as they happen.
            </EmptyState>
          )
        }
      />
      <Pagination
        page={loaderData.page}
        pageSize={loaderData.pageSize}
        total={loaderData.total}
        noun={{ one: "entry", other: "entries" }}
        label="Pages of the activity"
      />
    </StaffNames.Provider>
  );
}

function Who({ entry }: { entry: Entry }) {
  const names = useContext(StaffNames);
  const actor = describeActor(entry);
  const name = entry.actorUserId !== null && entry.via !== "anonymous" ? names.get(String(entry.actorUserId)) : null;
  return (
    <>
      {/* Typed at the sign-in form by anyone: React renders it as text. */}
      <span className="block [overflow-wrap:anywhere] text-slate-900">{name ?? actor.name}</span>
      {name && <span className="block text-xs [overflow-wrap:anywhere] text-slate-600">{actor.name}</span>}
      {actor.note && <span className="block text-xs text-slate-600">{actor.note}</span>}
    </>
  );
}

function What({ entry }: { entry: Entry }) {
  const names = useContext(StaffNames);
  const about = describeEntity(entry.entity, entry.entityId, names);
  return (
    <>
      <span className="block font-semibold text-slate-900">{describeAction(entry.action)}</span>
      {about && <span className="block text-xs [overflow-wrap:anywhere] text-slate-600">{about}</span>}
    </>
  );
}

function Changes({ changes }: { changes: Record<string, unknown> | null }) {
  const lines = describeChanges(changes);
  if (lines.length === 0) return <span className="text-slate-500">—</span>;
  return (
    <ul className="flex flex-col gap-0.5 text-xs text-slate-700">
      {lines.map((line, index) => (
        // A value may be one long word (a visitor's name in an export's filters, a web address):
        // "anywhere" lets the table shrink the column too, where break-words would widen it.
        <li key={index} className="[overflow-wrap:anywhere]">
          {line}
        </li>
      ))}
    </ul>
  );
}

export const ErrorBoundary = StaffScreenError;
