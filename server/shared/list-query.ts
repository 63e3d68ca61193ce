import { z } from "@hono/zod-openapi";
import { hasControlCharacters } from "../formats/control-characters";
import { addDays, istDayStart } from "../formats/ist";
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from "./page-sizes";

export { DEFAULT_PAGE_SIZE, PAGE_SIZES };

/** `page` (from 1) and `pageSize` of a server-paged staff list, as query parameters. */
export const pageQuery = {
  page: z.coerce
    .number({ error: "Use a page number from 1" })
    .int("Use a page number from 1")
    .min(1, "Use a page number from 1")
    .max(100_000, "Use a page number of at most 100,000")
    .default(1)
    .openapi({ param: { name: "page", in: "query" }, example: 1 }),
  pageSize: z.coerce
    .number()
    .pipe(
      z.union(
        PAGE_SIZES.map((size) => z.literal(size)),
        { error: `Use a page size of ${PAGE_SIZES.join(", ")}` },
      ),
    )
    .default(DEFAULT_PAGE_SIZE)
    .openapi({ param: { name: "pageSize", in: "query" }, example: DEFAULT_PAGE_SIZE }),
};

/**
 * A `YYYY-MM-DD` day in IST as a query parameter, read as the instant that day begins, or with
 * `endOfDay` the instant it ends (so a range's last day is included whole).
 */
export function istDayParam(name: string, description: string, options: { endOfDay?: boolean } = {}) {
  return z
    .string()
    .transform((value, ctx) => {
      const start = istDayStart(value);
      if (start) return options.endOfDay ? addDays(start, 1) : start;
      ctx.addIssue({ code: "custom", message: "Use a date such as 2026-11-22" });
      return z.NEVER;
    })
    .optional()
    .openapi({ param: { name, in: "query" }, description, example: "2026-11-22" });
}

/** The answer of a staff list: one page of items and the total over all pages. */
export function listOf<T extends z.ZodType>(item: T, name: string) {
  return z.object({ items: z.array(item), total: z.number().int() }).openapi(name);
}

/** Lists' search boxes: trimmed, blank means no search; no control characters (the database refuses NUL). */
export const searchParam = z
  .string()
  .max(200, "Search for at most 200 characters")
  .refine((value) => !hasControlCharacters(value), "Remove the invisible characters (such as tabs) from the search")
  .transform((value) => value.trim() || undefined)
  .optional()
  .openapi({ param: { name: "search", in: "query" } });
