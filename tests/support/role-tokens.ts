import { expect } from "vitest";
import type { StaffRole } from "~server/auth/permissions";
import { signIn, withCookies } from "./staff";
import type { TestApp } from "./test-app";

/**
 * An API token for each staff role: the owner's own, and one for a new account of every other
 * role (e-mail `<prefix>.<role>@example.in`, display name `The <role>`).
 */
export async function roleTokens(app: TestApp, prefix: string): Promise<Record<StaffRole, string>> {
  const tokens = {} as Record<StaffRole, string>;
  const { jar } = await signIn(app);
  for (const role of ["owner", "admin", "editor", "viewer"] as const) {
    let userId: number;
    if (role === "owner") {
      userId = (await (await app.request("/api/admin/auth/me", withCookies(jar))).json()).user.id;
    } else {
      const created = await app.request(
        "/api/admin/users",
        withCookies(jar, {
          method: "POST",
          json: { email: `${prefix}.${role}@example.in`, displayName: `The ${role}`, role, access: "setup_link" },
        }),
      );
      expect(created.status).toBe(201);
      userId = (await created.json()).user.id;
    }
    const token = await app.request(
      "/api/admin/tokens",
      withCookies(jar, { method: "POST", json: { name: `${role} token`, userId } }),
    );
    expect(token.status).toBe(201);
    tokens[role] = (await token.json()).token;
  }
  return tokens;
}
