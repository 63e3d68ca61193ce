import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "~server/shared/same-site-path";

describe("where sign-in may send a person back to", () => {
  it("keeps same-origin paths with their query", () => {
    expect(safeRedirectPath("/admin/users?role=viewer&page=2")).toBe("/admin/users?role=viewer&page=2");
    expect(safeRedirectPath("/admin/./leads/../users")).toBe("/admin/users");
    // An encoded slash stays encoded: the browser asks this site for "/%2F%2Fevil.example".
    expect(safeRedirectPath("/%2F%2Fevil.example")).toBe("/%2F%2Fevil.example");
    expect(safeRedirectPath("/admin/leads#top")).toBe("/admin/leads#top");
  });

  it("refuses other origins and the tricks that reach them", () => {
    for (const target of [
      "https://evil.example/",
      "//evil.example/admin",
      "/\\evil.example",
      "/\\/evil.example",
      "javascript:alert(1)",
      "admin/users",
      "/admin\n/users",
      // Normalised, each of these becomes "//evil.example…", another origin.
      "/.//evil.example/admin/login",
      "/..//evil.example",
      "/a/..//evil.example",
      "/%2e//evil.example",
      "/%2E%2e//evil.example",
      "/admin/%2e%2e//evil.example",
      "/.%2F%2Fevil.example/..//evil.example",
      "/./\\evil.example",
      "/%5c%5cevil.example/../..//evil.example",
      "/\u007f/evil.example",
      "",
      null,
      undefined,
    ]) {
      expect(safeRedirectPath(target), String(target)).toBeNull();
    }
  });
});
