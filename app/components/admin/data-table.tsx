import {
  FlexRender,
  createColumnHelper,
  metaHelper,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type Cell,
  type ColumnDef,
  type Header,
  type RowData,
  type SortingState,
} from "@tanstack/react-table";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { useMemo, type ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { cn } from "~/lib/cn";
import { pageHref, sortHref, type ListLocation, type ListSort, type SortDirection } from "./list-params";

/** What a column of a staff list says about itself, beyond TanStack Table's own definition. */
export interface DataColumnMeta {
  /** The phone card's title: shown first and larger, without its label; a row header in the table. */
  primary?: boolean;
  /**
   * The label on phone cards when the header is not plain text; `false` shows the value alone,
   * beside the card's title (row actions).
   */
  cardLabel?: string | false;
  /** Classes of the column's header and cells (width, alignment). */
  className?: string;
  /** A sortable column's two orders in words, e.g. `{ asc: "oldest first", desc: "newest first" }`. */
  sortLabels?: Record<SortDirection, string>;
}

/**
 * The table features every staff list uses: sorting state (the server sorts; the table only
 * knows which column is sorted which way, for `aria-sort` and the next link) and typed column
 * meta. Rows arrive sorted and paged from the loader.
 */
const features = tableFeatures({ rowSortingFeature, columnMeta: metaHelper<DataColumnMeta>() });
export type DataTableFeatures = typeof features;

/**
 * Column definitions of a staff list, typed by its row. Define them at module scope (stable
 * references); mark a column sortable with `enableSorting: true` (its id is the `sort` value).
 *
 * @example
 * const column = dataColumns<AuditRow>();
 * const columns = column.columns([
 *   column.accessor("createdAt", { header: "Time", enableSorting: true, cell: (c) => formatDateTimeIST(c.getValue()) }),
 *   column.display({ id: "actions", header: "Actions", meta: { cardLabel: false }, cell: ({ row }) => … }),
 * ]);
 */
export const dataColumns = <TData extends RowData>() => createColumnHelper<DataTableFeatures, TData>();

// The column helper's own array type: each column keeps its value type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type DataColumns<TData extends RowData> = ReadonlyArray<ColumnDef<DataTableFeatures, TData, any>>;

export interface DataTableProps<TData extends RowData> {
  /** Names the table for screen readers (a sr-only caption) and the phone list. */
  caption: string;
  columns: DataColumns<TData>;
  /** One page of rows, as the loader answered them. */
  data: readonly TData[];
  getRowId: (row: TData) => string;
  /** The order the rows are in (from the URL, or the list's default); null when unsorted. */
  sort?: ListSort | null;
  /** Shown instead of the table when the list has no rows at all (an EmptyState). */
  empty: ReactNode;
  /** Rows over all pages: with none on this page but some elsewhere, it offers the first page. */
  total?: number;
  /** The 1-based page shown. */
  page?: number;
  /**
   * Below which width of the list's own container rows become cards: "2xl" 42rem, "3xl" 48rem
   * (the default), "4xl" 56rem for a table with many or wide columns.
   */
  stackBelow?: StackBelow;
  /**
   * Checkboxes to pick rows (for bulk actions): a first column with one per row and one in the
   * header for the whole page; on cards, one beside the title. The screen keeps the selection.
   */
  selection?: RowSelection<TData>;
  /**
   * How cards say the order: "lines" (one line per sortable column, the default) or "compact"
   * (one line of links, for lists with several sortable columns).
   */
  cardSort?: "lines" | "compact";
  /** "compact": less padding in the table's cells, for lists with many columns. */
  density?: "normal" | "compact";
}

/** The selected rows of a page, by row id, and how to change them. */
export interface RowSelection<TData extends RowData> {
  selected: ReadonlySet<string>;
  onChange: (selected: Set<string>) => void;
  /** The checkbox's accessible name for a row, e.g. "Select HL-7Q2K9M". */
  rowLabel: (row: TData) => string;
  /** The header checkbox's accessible name, e.g. "Select every lead on this page". */
  pageLabel: string;
}

type StackBelow = "2xl" | "3xl" | "4xl";
// Whole class names, so that Tailwind finds them in this file.
const tableFrom: Record<StackBelow, string> = { "2xl": "@2xl:block", "3xl": "@3xl:block", "4xl": "@4xl:block" };
const cardsUntil: Record<StackBelow, string> = { "2xl": "@2xl:hidden", "3xl": "@3xl:hidden", "4xl": "@4xl:hidden" };

const noSortingChange = () => {};

/**
 * A server-paged staff list. At widths where its columns fit it is a real table (caption, column
 * headers with `scope`, sortable headers as links with `aria-sort`); narrower (a phone, measured
 * on the list's own container) each row is a card: the primary column as its title, the other
 * columns as label/value pairs, the actions underneath. Paging and sorting are links, so they
 * work before the scripts load.
 */
export function DataTable<TData extends RowData>({
  caption,
  columns,
  data,
  getRowId,
  sort = null,
  empty,
  total,
  page = 1,
  stackBelow = "3xl",
  selection,
  cardSort = "lines",
  density = "normal",
}: DataTableProps<TData>) {
  const pad = density === "compact" ? "px-2 py-2.5 first:pl-3 last:pr-3" : "px-3 py-3";
  const location = useLocation();
  const sorting = useMemo<SortingState>(() => (sort ? [{ id: sort.column, desc: sort.dir === "desc" }] : []), [sort]);
  const table = useTable({
    features,
    // The table reads them only; its options are typed as mutable arrays.
    columns: columns as DataColumns<TData>[number][],
    data: data as TData[],
    getRowId,
    manualSorting: true,
    enableSortingRemoval: false,
    // Only the columns that say so are sortable: the server sorts, and only by what it knows.
    defaultColumn: { enableSorting: false },
    state: { sorting },
    onSortingChange: noSortingChange,
  });

  if (data.length === 0) {
    if (total && total > 0) {
      return (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700">
          There is nothing on page {page}: the list is shorter now.{" "}
          <Link to={pageHref(location, 1)} className="font-semibold text-brand-700 underline underline-offset-4">
            Go to the first page
          </Link>
        </p>
      );
    }
    return <>{empty}</>;
  }

  const headers = table.getHeaderGroups().at(-1)?.headers ?? [];
  const rows = table.getRowModel().rows;
  const sortable = headers.filter((header) => header.column.getCanSort());
  const pageIds = rows.map((row) => row.id);
  const selectedOnPage = selection ? pageIds.filter((id) => selection.selected.has(id)).length : 0;
  const toggleRow = (id: string, on: boolean) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (on) next.add(id);
    else next.delete(id);
    selection.onChange(next);
  };
  const togglePage = (on: boolean) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    for (const id of pageIds) {
      if (on) next.add(id);
      else next.delete(id);
    }
    selection.onChange(next);
  };

  return (
    <div className="@container">
      <div className={cn("hidden overflow-x-auto rounded-xl border border-slate-200 bg-white", tableFrom[stackBelow])}>
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-slate-200 bg-slate-50">
            <tr>
              {selection && (
                <th scope="col" className={cn("w-0", pad, "pr-0")}>
                  <SelectBox
                    label={selection.pageLabel}
                    checked={pageIds.length > 0 && selectedOnPage === pageIds.length}
                    indeterminate={selectedOnPage > 0 && selectedOnPage < pageIds.length}
                    onChange={togglePage}
                  />
                </th>
              )}
              {headers.map((header) => (
                <HeaderCell key={header.id} header={header} location={location} pad={pad} />
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr
                key={row.id}
                className={cn(
                  "align-top hover:bg-slate-50/60",
                  selection?.selected.has(row.id) && "bg-brand-50/60 hover:bg-brand-50",
                )}
              >
                {selection && (
                  <td className={cn("w-0", pad, "pr-0")}>
                    <SelectBox
                      // Level with the first line of the row's text (the box keeps its 44px target).
                      className="-my-3"
                      label={selection.rowLabel(row.original)}
                      checked={selection.selected.has(row.id)}
                      onChange={(on) => toggleRow(row.id, on)}
                    />
                  </td>
                )}
                {row.getAllCells().map((cell) => {
                  const meta = cell.column.columnDef.meta;
                  const Tag = meta?.primary ? "th" : "td";
                  return (
                    <Tag
                      key={cell.id}
                      scope={meta?.primary ? "row" : undefined}
                      className={cn(pad, "text-slate-800", meta?.primary && "font-normal", meta?.className)}
                    >
                      <table.FlexRender cell={cell} />
                    </Tag>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <div className={cardsUntil[stackBelow]}>
        {cardSort === "compact" && sortable.length > 0 ? (
          <CardSortLinks headers={sortable} location={location} />
        ) : (
          sortable.map((header) => <CardSortLink key={header.id} header={header} location={location} />)
        )}
        {selection && pageIds.length > 0 && (
          <div className="mb-3">
            <SelectBox
              label={selection.pageLabel}
              visibleLabel
              checked={selectedOnPage === pageIds.length}
              indeterminate={selectedOnPage > 0 && selectedOnPage < pageIds.length}
              onChange={togglePage}
            />
          </div>
        )}
        <ul aria-label={caption} className="grid gap-3 @xl:grid-cols-2">
          {rows.map((row) => {
            const cells = row.getAllCells();
            const primary = cells.find((cell) => cell.column.columnDef.meta?.primary);
            const labelled = cells.filter(
              (cell) => cell !== primary && cell.column.columnDef.meta?.cardLabel !== false,
            );
            const bare = cells.filter((cell) => cell !== primary && cell.column.columnDef.meta?.cardLabel === false);
            return (
              <li
                key={row.id}
                className={cn(
                  "rounded-xl border bg-white p-4",
                  selection?.selected.has(row.id) ? "border-brand-600 ring-1 ring-brand-600" : "border-slate-200",
                )}
              >
                {(primary || bare.length > 0 || selection) && (
                  <div className="mb-3 flex items-start justify-between gap-3">
                    {selection && (
                      <div className="-my-2 -ml-1 shrink-0">
                        <SelectBox
                          label={selection.rowLabel(row.original)}
                          checked={selection.selected.has(row.id)}
                          onChange={(on) => toggleRow(row.id, on)}
                        />
                      </div>
                    )}
                    {primary && (
                      <div className="min-w-0 flex-1 text-base text-slate-900">
                        <table.FlexRender cell={primary} />
                      </div>
                    )}
                    {bare.map((cell) => (
                      <div key={cell.id} className="shrink-0">
                        <table.FlexRender cell={cell} />
                      </div>
                    ))}
                  </div>
                )}
                <dl className="grid grid-cols-[minmax(6rem,auto)_1fr] gap-x-4 gap-y-1.5 text-sm">
                  {labelled.map((cell) => (
                    <div key={cell.id} className="contents">
                      <dt className="text-slate-600">{cardLabelOf(cell)}</dt>
                      <dd className="min-w-0 text-slate-800">
                        <table.FlexRender cell={cell} />
                      </dd>
                    </div>
                  ))}
                </dl>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}

/** A row's (or the page's) checkbox, with a 44px target; "some rows" shows as indeterminate. */
function SelectBox({
  label,
  checked,
  indeterminate = false,
  visibleLabel = false,
  className,
  onChange,
}: {
  label: string;
  checked: boolean;
  indeterminate?: boolean;
  visibleLabel?: boolean;
  className?: string;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label
      className={cn(
        "inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center gap-2 text-sm font-medium text-slate-800",
        className,
      )}
    >
      <input
        type="checkbox"
        checked={checked}
        // The DOM property alone: there is no attribute for it.
        ref={(input) => {
          if (input) input.indeterminate = indeterminate;
        }}
        aria-label={visibleLabel ? undefined : label}
        onChange={(event) => onChange(event.currentTarget.checked)}
        className="size-5 cursor-pointer rounded border-slate-400 accent-brand-700"
      />
      {visibleLabel && <span>{label}</span>}
    </label>
  );
}

function cardLabelOf<TData extends RowData>(cell: Cell<DataTableFeatures, TData, unknown>): string {
  const { cardLabel } = cell.column.columnDef.meta ?? {};
  if (typeof cardLabel === "string") return cardLabel;
  const header = cell.column.columnDef.header;
  return typeof header === "string" ? header : cell.column.id;
}

function headerText<TData extends RowData>(header: Header<DataTableFeatures, TData, unknown>): string {
  const text = header.column.columnDef.header;
  return typeof text === "string" ? text : header.column.id;
}

/** The order a click on a sortable column asks for: the other way when sorted, else its first way. */
function nextDirection<TData extends RowData>(header: Header<DataTableFeatures, TData, unknown>): SortDirection {
  return header.column.getNextSortingOrder() || header.column.getFirstSortDir();
}

function sortWords<TData extends RowData>(
  header: Header<DataTableFeatures, TData, unknown>,
  dir: SortDirection,
): string {
  return header.column.columnDef.meta?.sortLabels?.[dir] ?? (dir === "asc" ? "ascending" : "descending");
}

function HeaderCell<TData extends RowData>({
  header,
  location,
  pad,
}: {
  header: Header<DataTableFeatures, TData, unknown>;
  location: ListLocation;
  pad: string;
}) {
  const column = header.column;
  const meta = column.columnDef.meta;
  const classes = cn(
    pad,
    "text-xs font-semibold tracking-wide whitespace-nowrap text-slate-700 uppercase",
    meta?.className,
  );
  if (!column.getCanSort()) {
    return (
      <th scope="col" className={classes}>
        {header.isPlaceholder ? null : <FlexRender header={header} />}
      </th>
    );
  }
  const sorted = column.getIsSorted();
  const next = nextDirection(header);
  const Icon = sorted === "asc" ? ArrowUp : sorted === "desc" ? ArrowDown : ArrowUpDown;
  return (
    <th
      scope="col"
      aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : "none"}
      className={classes}
    >
      {/* Named by the column alone (it names the column's cells too); aria-sort says the order. */}
      <Link
        to={sortHref(location, { column: column.id, dir: next })}
        preventScrollReset
        title={`Sort ${sortWords(header, next)}`}
        className="-mx-1 inline-flex min-h-8 items-center gap-1.5 rounded px-1 uppercase hover:text-slate-900 hover:underline"
      >
        <FlexRender header={header} />
        <Icon aria-hidden="true" className={cn("size-3.5", sorted ? "text-brand-700" : "text-slate-400")} />
      </Link>
    </th>
  );
}

/** Cards of a list with several sortable columns: one line of links, the current order marked. */
function CardSortLinks<TData extends RowData>({
  headers,
  location,
}: {
  headers: Header<DataTableFeatures, TData, unknown>[];
  location: ListLocation;
}) {
  const current = headers.find((header) => header.column.getIsSorted());
  const sorted = current?.column.getIsSorted();
  return (
    <nav aria-label="Sort the list" className="mb-3 text-sm text-slate-700">
      <p>
        Sorted by{" "}
        {current && sorted ? `${headerText(current).toLowerCase()}, ${sortWords(current, sorted)}` : "nothing"}
      </p>
      <ul className="flex flex-wrap gap-x-3">
        {headers.map((header) => {
          const next = nextDirection(header);
          return (
            <li key={header.id}>
              <Link
                to={sortHref(location, { column: header.column.id, dir: next })}
                preventScrollReset
                className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 underline-offset-4 hover:underline"
              >
                <ArrowUpDown aria-hidden="true" className="size-4" />
                {headerText(header)}
                <span className="sr-only">, {sortWords(header, next)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** On phones there is no header row: the order is said in words, with a link to the other one. */
function CardSortLink<TData extends RowData>({
  header,
  location,
}: {
  header: Header<DataTableFeatures, TData, unknown>;
  location: ListLocation;
}) {
  const sorted = header.column.getIsSorted();
  const next = nextDirection(header);
  return (
    <p className="mb-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
      <span>
        {headerText(header)}: {sorted ? sortWords(header, sorted) : "not sorted"}
      </span>
      <Link
        to={sortHref(location, { column: header.column.id, dir: next })}
        preventScrollReset
        className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        <ArrowUpDown aria-hidden="true" className="size-4" />
        Show {sortWords(header, next)}
      </Link>
    </p>
  );
}
