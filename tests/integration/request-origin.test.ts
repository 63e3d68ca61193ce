import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { json, OWNER_EMAIL, OWNER_PASSWORD, ownerEnv } from "../support/staff";
import { createTestApp, type TestApp } from "../support/test-app";

/** The CSRF check's idea of "our own pages": PUBLIC_URL's origin when set, else the request's own. */
describe.each([
  { publicUrl: "https://www.example.in", own: "https://www.example.in", foreign: "http://localhost" },
  { publicUrl: undefined, own: "http://localhost", foreign: "https://www.example.in" },
])("Origin of state-changing requests with PUBLIC_URL $publicUrl", ({ publicUrl, own, foreign }) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(
      "pglite",
      { ...ownerEnv, ...(publicUrl ? { PUBLIC_URL: publicUrl } : {}) },
      { pages: true },
    );
  });
  afterAll(async () => {
    await app?.close();
  });

  const signIn = (origin: string) =>
    app.request("/api/admin/auth/login", json({ email: OWNER_EMAIL, password: OWNER_PASSWORD }, { Origin: origin }));
  const signInForm = (origin: string, path = "/admin/login") =>
    app.request(path, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
      body: new URLSearchParams({ email: OWNER_EMAIL, password: OWNER_PASSWORD }).toString(),
      redirect: "manual",
    });

  it("accepts requests from the site's own origin", async () => {
    expect((await signIn(own)).status).toBe(200);
    expect((await signInForm(own)).status).toBe(302);
    // A form sent by the router in the browser: route data, answered 202 with the redirect in it.
    expect((await signInForm(own, "/admin/login.data")).status).toBe(202);
  });

  it("refuses any other origin, the Host the request was sent to included", async () => {
    // app.request sends to http://localhost: with PUBLIC_URL set, that Host is not ours (a
    // rebound DNS name, a proxy passing the wrong Host).
    expect((await signIn(foreign)).status).toBe(403);
    expect((await signInForm(foreign)).status).toBe(403);
    expect((await signInForm(foreign, "/admin/login.data")).status).toBe(403);
  });
});
