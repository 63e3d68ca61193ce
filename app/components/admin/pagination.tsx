import { ChevronLeft, ChevronRight } from "lucide-react";
import { useId } from "react";
import { Form, Link, useLocation, useSubmit } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { PAGE_SIZES } from "~server/shared/page-sizes";
import { formatIndianNumber } from "~server/formats/rupees";
import { pageHref, paramsNamed } from "./list-params";

/**
 * Where a server-paged list is: "Page 3 of 12 · 287 staff", Previous and Next, and how many rows
 * a page shows. All links and a GET form, so paging works before the scripts load; every other
 * parameter of the address (filters, sort) is kept, and a new page size starts at page 1.
 */
export function Pagination({
  page,
  pageSize,
  total,
  noun,
  label = "Pages of the list",
}: {
  page: number;
  pageSize: number;
  total: number;
  /** What the list counts, e.g. `{ one: "staff member", other: "staff" }`. */
  noun: { one: string; other: string };
  /** The navigation landmark's name (unique on the screen). */
  label?: string;
}) {
  const location = useLocation();
  const submit = useSubmit();
  const hydrated = useHydrated();
  const sizeId = useId();
  if (total === 0) return null;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const previous = page > 1 ? Math.min(page - 1, pageCount) : null;
  const next = page < pageCount ? page + 1 : null;
  const params = new URLSearchParams(location.search);
  const others = paramsNamed(
    params,
    [...params.keys()].filter((name) => name !== "page" && name !== "pageSize"),
  );
  const linkClasses = cn(buttonVariants({ variant: "outline", size: "sm" }), "h-11 min-w-11 px-3 sm:h-9");

  return (
    <nav
      aria-label={label}
      className="mt-4 flex flex-col gap-3 text-sm text-slate-700 sm:flex-row sm:items-center sm:justify-between"
    >
      <p>
        Page {formatIndianNumber(Math.min(page, pageCount))} of {formatIndianNumber(pageCount)} ·{" "}
        {formatIndianNumber(total)} {total === 1 ? noun.one : noun.other}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Form method="get" action={location.pathname} preventScrollReset className="flex items-center gap-2">
          {others.map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <label htmlFor={sizeId}>Per page</label>
          <select
            id={sizeId}
            name="pageSize"
            defaultValue={String(pageSize)}
            key={pageSize}
            onChange={(event) => void submit(event.currentTarget.form, { preventScrollReset: true })}
            className="h-11 cursor-pointer rounded-md border border-slate-400 bg-white px-2 text-base text-slate-900 sm:h-9 sm:text-sm"
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
          {/* Before the scripts run, choosing a size needs a button to send it. */}
          {!hydrated && (
            <button type="submit" className={linkClasses}>
              Show
            </button>
          )}
        </Form>
        <div className="flex gap-2">
          {previous ? (
            <Link to={pageHref(location, previous)} rel="prev" className={linkClasses}>
              <ChevronLeft aria-hidden="true" />
              Previous<span className="sr-only"> page</span>
            </Link>
          ) : (
            <span aria-disabled="true" className={linkClasses}>
              <ChevronLeft aria-hidden="true" />
              Previous<span className="sr-only"> page</span>
            </span>
          )}
          {next ? (
            <Link to={pageHref(location, next)} rel="next" className={linkClasses}>
              Next<span className="sr-only"> page</span>
              <ChevronRight aria-hidden="true" />
            </Link>
          ) : (
            <span aria-disabled="true" className={linkClasses}>
              Next<span className="sr-only"> page</span>
              <ChevronRight aria-hidden="true" />
            </span>
          )}
        </div>
      </div>
    </nav>
  );
}
