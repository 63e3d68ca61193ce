import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { can, type Permission } from "../../server/auth/permissions";
import { staffRoles, type StaffRole } from "../../server/vocabulary/staff";
import { OWN_ACCOUNT_PERMISSION } from "../../server/http/api/admin/staff-route";
import { backends, createTestApp, type TestApp } from "../support/test-app";
import { ownerEnv, tokensForEveryRole } from "../support/staff";

interface Operation {
  method: string;
  path: string;
  /** Absent: anyone may call it (sign-in itself); otherwise the permission, or "any signed-in staff". */
  permission: string | null;
}

/** Every /api/admin operation the OpenAPI document lists, so operations added later are covered too. */
async function staffOperations(app: TestApp): Promise<Operation[]> {
  const doc = (await (await app.request("/api/openapi.json")).json()) as {
    servers: { url: string }[];
    paths: Record<string, Record<string, { security?: unknown[]; "x-permission"?: string }>>;
  };
  const base = doc.servers[0]!.url;
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    if (!path.startsWith("/admin/")) continue;
    for (const [method, operation] of Object.entries(item)) {
      const open = Array.isArray(operation.security) && operation.security.length === 0;
      operations.push({
        method: method.toUpperCase(),
        path: `${base}${path.replace(/\{[^}]+\}/g, "999999")}`,
        permission: open ? null : (operation["x-permission"] ?? "missing"),
      });
    }
  }
  return operations;
}

function call(app: TestApp, operation: Operation, headers: Record<string, string> = {}) {
  const hasBody = operation.method !== "GET" && operation.method !== "DELETE";
  return app.request(operation.path, {
    method: operation.method,
    headers: { ...(hasBody ? { "Content-Type": "application/json" } : {}), ...headers },
    ...(hasBody ? { body: "{}" } : {}),
  });
}

describe.each(backends)("staff API guard on %s", (backend) => {
  let app: TestApp;
  let operations: Operation[];
  const tokens = {} as Record<StaffRole, string>;

  beforeAll(async () => {
    app = await createTestApp(backend, ownerEnv);
    operations = await staffOperations(app);
    // One account per role, each with an API token acting as it (tokens skip the set-up steps).
    Object.assign(tokens, (await tokensForEveryRole(app)).tokens);
  });
  afterAll(async () => {
    await app?.close();
  });

  it("declares a permission on every staff operation but the ways in", () => {
    expect(operations.length).toBeGreaterThan(20);
    const open = operations.filter((operation) => operation.permission === null).map((o) => `${o.method} ${o.path}`);
    expect(open.sort()).toEqual([
      "POST /api/admin/auth/login",
      "POST /api/admin/auth/set-password",
      "POST /api/admin/auth/two-factor",
    ]);
    expect(operations.filter((operation) => operation.permission === "missing")).toEqual([]);
    // Every operation on one's own account is declared as such.
    const own = operations.filter((operation) => operation.path.startsWith("/api/admin/account"));
    expect(own.length).toBeGreaterThanOrEqual(10);
    for (const operation of own) expect(operation.permission, operation.path).toBe(OWN_ACCOUNT_PERMISSION);
  });

  it("answers 401 JSON to every staff operation without credentials", async () => {
    for (const operation of operations.filter((o) => o.permission !== null)) {
      const res = await call(app, operation);
      expect(res.status, `${operation.method} ${operation.path}`).toBe(401);
      expect(res.headers.get("content-type")).toContain("application/json");
      expect((await res.json()).error.code).toBe("unauthorized");
    }
  });

  it("answers 401 to a made-up or malformed bearer token", async () => {
    const me = operations.find((o) => o.path === "/api/admin/auth/me")!;
    for (const value of [
      "Bearer dsa_made-up-token-000000000000000000000000000000",
      "Bearer",
      "Basic b3duZXI6cGFzcw==",
    ]) {
      const res = await call(app, me, { Authorization: value });
      expect(res.status, value).toBe(401);
    }
  });

  it.each(staffRoles)("lets the %s call exactly what its role allows (403 otherwise)", async (role) => {
    for (const operation of operations.filter((o) => o.permission !== null)) {
      const res = await call(app, operation, { Authorization: `Bearer ${tokens[role]}` });
      const label = `${role}: ${operation.method} ${operation.path} (${operation.permission})`;
      if (operation.permission === OWN_ACCOUNT_PERMISSION) {
        // One's own sign-in is changed in a browser session only, whatever the role (issue 23).
        expect(res.status, label).toBe(403);
        expect((await res.json()).error.code, label).toBe("session_required");
        continue;
      }
      const allowed =
        operation.permission === "any signed-in staff" || can({ role }, operation.permission as Permission);
      if (allowed) {
        expect([401, 403], label).not.toContain(res.status);
        expect(res.status, label).toBeLessThan(500);
      } else {
        expect(res.status, label).toBe(403);
        expect((await res.json()).error.code, label).toBe("forbidden");
      }
    }
  });
});
