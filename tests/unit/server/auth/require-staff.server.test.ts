import { describe, expect, it } from "vitest";
import { loginPathFor, pagePathOf } from "~server/auth/require-staff.server";

describe("where sign-in may send a person back to", () => {
  it("sends a signed-out request to the login page naming the page it wanted, not its data URL", () => {
    expect(pagePathOf(new Request("http://x/admin/users.data?role=viewer&_routes=routes%2Fadmin%2Fusers"))).toBe(
      "/admin/users?role=viewer",
    );
    expect(loginPathFor(new Request("http://x/admin/activity?page=2"))).toBe(
      "/admin/login?redirectTo=%2Fadmin%2Factivity%3Fpage%3D2",
    );
  });
});
