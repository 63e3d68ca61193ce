import { describe, expect, it } from "vitest";
import { loginPathFor, pagePathOf, safeRedirectPath } from "../../../server/auth/require-staff.server";

describe("where sign-in may send a person back to", () => {
  it("keeps same-origin paths with their query", () => {
    expect(safeRedirectPath("/admin/users?role=viewer&page=2")).toBe("/admin/users?role=viewer&page=2");
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
      "",
      null,
      undefined,
    ]) {
      expect(safeRedirectPath(target), String(target)).toBeNull();
    }
  });

  it("sends a signed-out request to the login page naming the page it wanted, not its data URL", () => {
    expect(pagePathOf(new Request("http://x/admin/users.data?role=viewer&_routes=routes%2Fadmin%2Fusers"))).toBe(
      "/admin/users?role=viewer",
    );
    expect(loginPathFor(new Request("http://x/admin/activity?page=2"))).toBe(
      "/admin/login?redirectTo=%2Fadmin%2Factivity%3Fpage%3D2",
    );
  });
});
