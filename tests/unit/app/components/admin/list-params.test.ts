import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  activeFilterCount,
  clearedHref,
  filledParams,
  hrefWith,
  pageHref,
  paramsNamed,
  parseListParams,
  readSort,
  sortHref,
} from "~/components/admin/list-params";
import { AuditQuerySchema } from "~server/audit/audit.schema";
import { UserListQuerySchema } from "~server/users/user-list.schema";

const at = (search: string) => ({ pathname: "/admin/activity", search });

describe("page links", () => {
  it("keep the filters, sort and page size", () => {
    expect(pageHref(at("?search=anita&pageSize=50&sort=time&dir=asc"), 3)).toBe(
      "/admin/activity?search=anita&pageSize=50&sort=time&dir=asc&page=3",
    );
  });

  it("replace the page rather than adding a second one", () => {
    expect(pageHref(at("?page=2&action=user.update"), 3)).toBe("/admin/activity?page=3&action=user.update");
  });

  it("leave page 1 out of the address", () => {
    expect(pageHref(at("?page=4&role=admin"), 1)).toBe("/admin/activity?role=admin");
    expect(pageHref(at("?page=2"), 1)).toBe("/admin/activity");
  });

  it("encode what they keep", () => {
    expect(pageHref(at("?search=a%26b+c"), 2)).toBe("/admin/activity?search=a%26b+c&page=2");
  });
});

describe("sort links", () => {
  it("set column and direction, keep the filters and go back to page 1", () => {
    expect(sortHref(at("?actorUserId=3&page=5&pageSize=10"), { column: "time", dir: "asc" })).toBe(
      "/admin/activity?actorUserId=3&pageSize=10&sort=time&dir=asc",
    );
  });

  it("replace an earlier sort", () => {
    expect(sortHref(at("?sort=time&dir=asc&search=x"), { column: "time", dir: "desc" })).toBe(
      "/admin/activity?sort=time&dir=desc&search=x",
    );
  });
});

describe("reading the sort", () => {
  const newest = { column: "time", dir: "desc" } as const;

  it("takes a sortable column and its direction", () => {
    expect(readSort("?sort=time&dir=asc", ["time"], newest)).toEqual({ column: "time", dir: "asc" });
  });

  it("falls back for an unknown column or no sort", () => {
    expect(readSort("?sort=password&dir=asc", ["time"], newest)).toEqual(newest);
    expect(readSort("", ["time"], newest)).toEqual(newest);
    expect(readSort("", ["time"])).toBeNull();
  });

  it("reads a missing or odd direction as the fallback's", () => {
    expect(readSort("?sort=time&dir=sideways", ["time"], newest)).toEqual(newest);
    expect(readSort("?sort=name", ["name"])).toEqual({ column: "name", dir: "asc" });
  });
});

describe("filters", () => {
  it("clearing keeps only page size and sort", () => {
    expect(
      clearedHref(at("?search=x&role=admin&page=3&pageSize=50&sort=time&dir=asc"), ["pageSize", "sort", "dir"]),
    ).toBe("/admin/activity?pageSize=50&sort=time&dir=asc");
    expect(clearedHref(at("?search=x"), ["pageSize"])).toBe("/admin/activity");
  });

  it("counts the filters that have a value", () => {
    expect(activeFilterCount("?search=&role=admin&status=active&page=2", ["search", "role", "status"])).toBe(2);
  });

  it("lists the kept parameters for hidden inputs", () => {
    expect(paramsNamed("?dir=asc&pageSize=10&search=x", ["pageSize", "sort", "dir"])).toEqual([
      ["pageSize", "10"],
      ["dir", "asc"],
    ]);
  });

  it("hrefWith sets and removes several parameters at once", () => {
    expect(hrefWith(at("?a=1&b=2"), { a: null, b: 3, c: "x", d: "" })).toBe("/admin/activity?b=3&c=x");
  });

  it("empty fields of a GET form mean no filter", () => {
    expect(filledParams("?search=&role=admin&status=%20")).toEqual({ role: "admin" });
  });
});

describe("reading a list's address with its API schema", () => {
  it("parses good parameters", () => {
    const { query, ignored } = parseListParams(UserListQuerySchema, "?role=editor&status=active&page=2&pageSize=10");
    expect(query).toMatchObject({ role: "editor", status: "active", page: 2, pageSize: 10 });
    expect(ignored).toEqual([]);
  });

  it("leaves out a bad parameter and keeps the rest", () => {
    const { query, ignored } = parseListParams(UserListQuerySchema, "?role=king&status=active&pageSize=7");
    expect(query).toMatchObject({ status: "active", page: 1, pageSize: 25 });
    expect(query.role).toBeUndefined();
    expect(ignored.sort()).toEqual(["pageSize", "role"]);
  });

  it("drops a date range that ends before it starts (the last day)", () => {
    const { query, ignored } = parseListParams(AuditQuerySchema, "?from=2026-11-22&to=2026-11-01");
    expect(query.from).toBeInstanceOf(Date);
    expect(query.to).toBeUndefined();
    expect(ignored).toEqual(["to"]);
  });

  it("falls back to the defaults when an issue names no parameter", () => {
    const schema = z
      .object({ a: z.string().optional(), b: z.string().optional() })
      .refine((value) => !(value.a && value.b), { message: "not both" });
    expect(parseListParams(schema, "?a=1&b=2")).toEqual({ query: {}, ignored: ["a", "b"] });
  });
});
