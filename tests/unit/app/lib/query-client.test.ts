import { describe, expect, it } from "vitest";
import { createQueryClient, retryDelay } from "~/lib/query-client";

describe("query client defaults (spec section 4)", () => {
  const defaults = createQueryClient().getDefaultOptions();

  it("does not retry queries or mutations", () => {
    expect(defaults.queries?.retry).toBe(false);
    expect(defaults.mutations?.retry).toBe(false);
  });

  it("does not refetch on focus or poll", () => {
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
    expect(defaults.queries?.refetchInterval).toBe(false);
  });

  it("never marks data stale and keeps unused data for 5 minutes", () => {
    expect(defaults.queries?.staleTime).toBe(Number.POSITIVE_INFINITY);
    expect(defaults.queries?.gcTime).toBe(5 * 60 * 1000);
  });

  it("has a default query function", () => {
    expect(typeof defaults.queries?.queryFn).toBe("function");
  });

  it("backs off from 1 s, doubling, capped at 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
