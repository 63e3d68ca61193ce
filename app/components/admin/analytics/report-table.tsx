import { Download } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

export interface ReportColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Figures are right-aligned. */
  numeric?: boolean;
}

/**
 * One table of the analytics report in a card: a title, the rows (scrolling sideways on a phone),
 * and a button that downloads the whole table (up to 1,000 rows) as CSV from the staff API.
 */
export function ReportTable<Row>({
  title,
  description,
  columns,
  rows,
  rowKey,
  csvHref,
  empty,
  className,
}: {
  title: string;
  description?: string;
  columns: ReportColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  csvHref: string;
  empty: string;
  className?: string;
}) {
  const id = `table-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <section aria-labelledby={id} className={cn("min-w-0 rounded-xl border border-slate-200 bg-white p-4", className)}>
      <div className="mb-3 flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={id} className="text-base font-semibold text-slate-900">
            {title}
          </h2>
          {description && <p className="text-sm text-slate-600">{description}</p>}
        </div>
        <a
          href={csvHref}
          download
          className="inline-flex items-center gap-1.5 rounded-md border border-slate-300 px-2.5 py-1 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <Download aria-hidden="true" className="size-4" />
          CSV<span className="sr-only"> of {title.toLowerCase()}</span>
        </a>
      </div>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-700">{empty}</p>
      ) : (
        // Focusable, so a keyboard can scroll a table wider than a phone.
        <div className="overflow-x-auto" tabIndex={0} role="group" aria-labelledby={id}>
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b border-slate-200 text-left text-slate-700">
                {columns.map((column) => (
                  <th
                    key={column.header}
                    scope="col"
                    className={cn("py-1.5 pr-3 font-semibold last:pr-0", column.numeric && "text-right")}
                  >
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={rowKey(row)} className="border-b border-slate-100 last:border-0">
                  {columns.map((column, index) => (
                    <td
                      key={column.header}
                      className={cn(
                        "py-1.5 pr-3 text-slate-800 last:pr-0",
                        column.numeric ? "text-right tabular-nums whitespace-nowrap" : "max-w-64 break-words",
                        index === 0 && "font-medium",
                      )}
                    >
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
