import { describe, expect, it } from "vitest";
import { can, permissions, rolePermissions, rolesAssignableBy } from "~server/auth/permissions";
import { staffRoles } from "~server/vocabulary/staff";

describe("the permission map", () => {
  it("gives the owner everything", () => {
    for (const permission of permissions) expect(can({ role: "owner" }, permission)).toBe(true);
  });

  it("gives an admin everything but managing staff accounts, the sign-in rules, the mail server and backups", () => {
    const refused = permissions.filter((permission) => !can({ role: "admin" }, permission));
    expect(refused.sort()).toEqual(["backup:manage", "mail:manage", "security:manage", "user:manage"]);
  });

  it("gives an editor the website's content and no leads, analytics, users or tokens", () => {
    const editor = { role: "editor" } as const;
    for (const permission of [
      "post:write",
      "post:publish",
      "media:write",
      "deal:write",
      "popup:write",
      "settings:write",
    ] as const) {
      expect(can(editor, permission), permission).toBe(true);
    }
    for (const permission of permissions.filter((p) => p.startsWith("lead:"))) {
      expect(can(editor, permission), permission).toBe(false);
    }
    for (const permission of ["analytics:read", "user:manage", "token:manage", "audit:read"] as const) {
      expect(can(editor, permission), permission).toBe(false);
    }
  });

  it("lets a viewer read the dashboard, leads and analytics, and change nothing", () => {
    expect([...rolePermissions.viewer].sort()).toEqual(["analytics:read", "dashboard:read", "lead:read"]);
    for (const permission of permissions.filter((p) => !p.endsWith(":read"))) {
      expect(can({ role: "viewer" }, permission), permission).toBe(false);
    }
  });

  it("refuses everything to nobody and to an unknown role", () => {
    expect(can(null, "dashboard:read")).toBe(false);
    expect(can(undefined, "lead:read")).toBe(false);
    expect(can({ role: "superuser" as never }, "lead:read")).toBe(false);
  });

  it("lets only owners hand out the owner role (API tokens cannot escalate)", () => {
    expect(rolesAssignableBy({ role: "owner" })).toEqual([...staffRoles]);
    expect(rolesAssignableBy({ role: "admin" })).not.toContain("owner");
    expect(rolesAssignableBy({ role: "editor" })).toEqual([]);
    expect(rolesAssignableBy({ role: "viewer" })).toEqual([]);
  });
});
