// The address of a server-paged staff list: its filters, page, page size and sort live in the
// URL's search parameters, so a list can be bookmarked, reloaded, shared and paged without
// JavaScript. These helpers build the next address from the current one, keeping every other
// parameter as it is. Isomorphic and pure.
import type { z } from "zod";

export type SortDirection = "asc" | "desc";

/** A list's order: `?sort=<column>&dir=asc|desc`. */
export interface ListSort {
  column: string;
  dir: SortDirection;
}

/** The part of a location these helpers read (React Router's `useLocation()` fits). */
export interface ListLocation {
  pathname: string;
  search: string;
}

export type ParamChanges = Record<string, string | number | null | undefined>;

function paramsOf(search: string | URLSearchParams): URLSearchParams {
  return new URLSearchParams(typeof search === "string" ? search : search.toString());
}

/**
 * `location` with `changes` applied: a value sets its parameter, null, undefined or "" removes it.
 * Other parameters keep their values and order.
 */
export function hrefWith(location: ListLocation, changes: ParamChanges): string {
  const params = paramsOf(location.search);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || value === undefined || value === "") params.delete(name);
    else params.set(name, String(value));
  }
  const search = params.toString();
  return `${location.pathname}${search ? `?${search}` : ""}`;
}

/** The address of page `page` (page 1 is the address without `page`). */
export function pageHref(location: ListLocation, page: number): string {
  return hrefWith(location, { page: page > 1 ? page : null });
}

/** The address sorted by `sort`, from page 1 (the order changed, so the old page means nothing). */
export function sortHref(location: ListLocation, sort: ListSort): string {
  return hrefWith(location, { sort: sort.column, dir: sort.dir, page: null });
}

/** The order the address asks for, when it names a column of `sortable`; otherwise `fallback`. */
export function readSort(
  search: string | URLSearchParams,
  sortable: readonly string[],
  fallback: ListSort | null = null,
): ListSort | null {
  const params = paramsOf(search);
  const column = params.get("sort");
  if (!column || !sortable.includes(column)) return fallback;
  const dir = params.get("dir");
  return { column, dir: dir === "desc" ? "desc" : dir === "asc" ? "asc" : (fallback?.dir ?? "asc") };
}

/** The parameters among `names` that have a value, as name/value pairs (hidden inputs of a form). */
export function paramsNamed(search: string | URLSearchParams, names: readonly string[]): [string, string][] {
  const params = paramsOf(search);
  return names.flatMap((name) => {
    const value = params.get(name);
    return value ? [[name, value] as [string, string]] : [];
  });
}

/** The address without its filters: only the parameters of `keep` (page size, sort) stay. */
export function clearedHref(location: ListLocation, keep: readonly string[]): string {
  const params = new URLSearchParams(paramsNamed(location.search, keep));
  const search = params.toString();
  return `${location.pathname}${search ? `?${search}` : ""}`;
}

/** How many of the filters `names` have a value in the address. */
export function activeFilterCount(search: string | URLSearchParams, names: readonly string[]): number {
  return paramsNamed(search, names).length;
}

/**
 * The parameters that have a value, as an object for a zod schema: an empty field of a GET form
 * (`?role=`) means "any", not "a role called nothing".
 */
export function filledParams(search: string | URLSearchParams): Record<string, string> {
  const filled: Record<string, string> = {};
  for (const [name, value] of paramsOf(search)) {
    if (value.trim() !== "" && !(name in filled)) filled[name] = value;
  }
  return filled;
}

/**
 * Reads a list's address with the schema its API uses. A parameter the schema refuses (an edited
 * or outdated link) is left out rather than failing the screen; `ignored` names them so the
 * screen can say so.
 */
export function parseListParams<T extends z.ZodType>(
  schema: T,
  search: string | URLSearchParams,
): { query: z.output<T>; ignored: string[] } {
  const input = filledParams(search);
  const ignored: string[] = [];
  for (;;) {
    const result = schema.safeParse(input);
    if (result.success) return { query: result.data, ignored };
    const refused = [...new Set(result.error.issues.map((issue) => String(issue.path[0] ?? "")))].filter(
      (name) => name in input,
    );
    // An issue not tied to a parameter we were given: start again from nothing.
    if (refused.length === 0) {
      return { query: schema.parse({}), ignored: [...ignored, ...Object.keys(input)] };
    }
    for (const name of refused) {
      delete input[name];
      ignored.push(name);
    }
  }
}
