import http from "node:http";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { pageMethods } from "~server/http/page-methods.server";
import { startListeningServer } from "../support/listening-server";
import { OWNER_EMAIL, ownerEnv } from "../support/staff";
import { createTestApp, loadServerBuild, type TestApp } from "../support/test-app";

const form = (method: string, fields: Record<string, string> = {}): RequestInit => ({
  method,
  headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://localhost" },
  body: new URLSearchParams(fields).toString(),
  redirect: "manual",
});

describe("methods on pages", () => {
  let app: TestApp;
  const errors = vi.spyOn(console, "error");
  beforeAll(async () => {
    app = await createTestApp("pglite", ownerEnv, { pages: true });
  });
  afterAll(async () => {
    await app?.close();
  });
  afterEach(() => errors.mockClear());

  it("answers other methods on public pages with a short 405 and Allow, before any render, logging nothing", async () => {
    for (const path of ["/", "/about", "/loan-services/gold-loan", "/no-such-page", "/about.data", "/favicon.svg"]) {
      for (const method of ["OPTIONS", "POST", "PUT", "DELETE", "PATCH"]) {
        const res = await app.request(path, method === "OPTIONS" ? { method } : form(method, { name: "x" }));
        expect(res.status, `${method} ${path}`).toBe(405);
        expect(res.headers.get("allow"), `${method} ${path}`).toBe("GET, HEAD");
        expect(res.headers.get("content-type"), `${method} ${path}`).toMatch(/^text\/plain/);
        const body = await res.text();
        expect(body.length).toBeLessThan(200);
        expect(body).not.toMatch(/notified|action|<html/i);
      }
    }
    expect(errors).not.toHaveBeenCalled();
  });

  it("keeps the staff form posts working, documents and route data alike", async () => {
    // Sign-in with wrong details: the login action answers 401 with its message.
    const login = await app.request("/admin/login", form("POST", { email: OWNER_EMAIL, password: "not the password" }));
    expect(login.status).toBe(401);
    expect(await login.text()).toContain("Staff sign-in");
    const data = await app.request("/admin/login.data", form("POST", { email: OWNER_EMAIL, password: "wrong one" }));
    expect(data.status).toBe(401);
    // The index of /admin is the login screen; a form on it posts with ?index, as React Router does.
    const index = await app.request("/admin?index", form("POST", { intent: "cancel" }));
    expect(index.status).toBe(302);
    expect((await app.request("/admin.data?index", form("POST", { intent: "cancel" }))).status).toBe(202);
    const setPassword = await app.request(
      "/admin/set-password",
      form("POST", { token: "x", password: "one long passphrase", repeat: "another one" }),
    );
    expect(setPassword.status).toBe(400);
    expect(await setPassword.text()).toContain("The two passwords are not the same");
  });

  it("tells which methods a staff route takes", async () => {
    for (const [method, path, allow] of [
      ["PUT", "/admin/login", "GET, HEAD, POST"],
      ["DELETE", "/admin/set-password", "GET, HEAD, POST"],
      ["POST", "/admin", "GET, HEAD"],
      ["POST", "/admin/dashboard", "GET, HEAD"],
      ["POST", "/admin/no-such-screen", "GET, HEAD"],
    ] as const) {
      const res = await app.request(path, form(method));
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.get("allow"), `${method} ${path}`).toBe(allow);
    }
    expect(errors).not.toHaveBeenCalled();
  });

  it("reads the routes that take posts from the build: every route module with an action", async () => {
    const build = await loadServerBuild();
    const withAction = Object.values(build.routes)
      .filter((route) => route?.module.action)
      .map((route) => route!.id)
      .sort();
    expect(withAction).toEqual(["admin-index", "admin-login", "routes/admin/set-password"]);
    const allows = (url: string) => pageMethods(build, new URL(url, "http://x")).includes("POST");
    expect(allows("/admin/login")).toBe(true);
    expect(allows("/admin/login.data")).toBe(true);
    expect(allows("/admin/set-password?token=abc")).toBe(true);
    expect(allows("/admin?index")).toBe(true);
    expect(allows("/admin")).toBe(false);
    expect(allows("/")).toBe(false);
    expect(allows("/_root.data")).toBe(false);
    expect(allows("/contact")).toBe(false);
  });
});

describe("methods fetch() cannot send, on the listening server", () => {
  let server: Awaited<ReturnType<typeof startListeningServer>>;
  beforeAll(async () => {
    server = await startListeningServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it("answers TRACE on a page with 405 and Allow", async () => {
    const answer = await new Promise<{ status?: number; allow?: string; body: string }>((resolve, reject) => {
      const req = http.request({ host: "127.0.0.1", port: server.port, method: "TRACE", path: "/about" }, (res) => {
        let body = "";
        res.on("data", (chunk: Buffer) => (body += chunk.toString()));
        res.on("end", () => resolve({ status: res.statusCode, allow: res.headers.allow, body }));
      });
      req.on("error", reject);
      req.end();
    });
    expect(answer.status).toBe(405);
    expect(answer.allow).toBe("GET, HEAD");
    expect(answer.body).not.toContain("<html");
  });
});
