import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, createTestApp, type TestApp } from "../support/test-app";
import { addStaffMember, CookieJar, OWNER_EMAIL, OWNER_PASSWORD, ownerEnv, signIn } from "../support/staff";

/** Every staff screen of spec section 2 (aliases included), plus users, account and activity. */
const staffPages = [
  "/admin/dashboard",
  "/admin/blog-posts",
  "/admin/blog/create",
  "/admin/blog-editor",
  // The first seed post.
  "/admin/blog/edit/1",
  "/admin/social-settings",
  "/admin/popups",
  "/admin/popup-manager",
  "/admin/media",
  "/admin/analytics",
  "/admin/leads",
  "/admin/deals",
  "/admin/pages",
  "/admin/pages/home",
  "/admin/users",
  "/admin/api-tokens",
  "/admin/activity",
  "/admin/account",
  "/admin/mail-server",
  "/admin/backups",
];

const form = (fields: Record<string, string>, headers: Record<string, string> = {}): RequestInit => ({
  method: "POST",
  headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://localhost", ...headers },
  body: new URLSearchParams(fields).toString(),
  redirect: "manual",
});

describe.each(backends)("staff pages on %s", (backend) => {
  let app: TestApp;
  let owner: CookieJar;
  beforeAll(async () => {
    app = await createTestApp(backend, ownerEnv, { pages: true });
    owner = (await signIn(app)).jar;
  });
  afterAll(async () => {
    await app?.close();
  });

  const page = (path: string, jar?: CookieJar, init: RequestInit = {}) =>
    app.request(path, { redirect: "manual", ...init, headers: { ...(jar ? { Cookie: jar.header() } : {}) } });

  it("keeps staff code out of what public pages load", async () => {
    for (const publicPath of ["/", "/loan-services/home-loans", "/contact"]) {
      const html = await (await page(publicPath)).text();
      // Every script the page may load: preload links, and the list the first-paint loader adds later.
      const scripts = [...new Set([...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!))];
      expect(scripts.length, publicPath).toBeGreaterThan(3);
      for (const script of scripts) {
        const code = fs.readFileSync(path.join("build/client", script), "utf8");
        // The route manifest names every route (staff ones included) to let client navigation find them; names are not code.
        const markers = ["Open the staff menu", "Turn on two-factor sign-in", "Staff sign-in"];
        if (!/\/manifest-[\w-]+\.js$/.test(script)) markers.push("staff-area");
        for (const marker of markers) {
          expect(code.includes(marker), `${publicPath} loads ${script}, which holds "${marker}"`).toBe(false);
        }
      }
      expect(html).not.toMatch(/admin-[\w-]+\.css/);
    }
  });

  it("shows the login screen at /admin and /admin/login, with Email and Password fields", async () => {
    for (const path of ["/admin", "/admin/login"]) {
      const res = await page(path);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toMatch(/<label[^>]*>Email<\/label>/);
      expect(html).toMatch(/<label[^>]*>Password<\/label>/);
      expect(html).toContain('name="robots" content="noindex, nofollow"');
    }
  });

  it("sends every other staff path to the login page with redirectTo when nobody is signed in", async () => {
    for (const path of [...staffPages, "/admin/no-such-screen"]) {
      const res = await page(path);
      expect(res.status, path).toBe(302);
      expect(res.headers.get("location"), path).toBe(`/admin/login?redirectTo=${encodeURIComponent(path)}`);
    }
    // Client navigations ask for route data: the same guard answers them.
    const data = await page("/admin/users.data");
    expect([202, 204, 302]).toContain(data.status);
    expect(await data.text()).toContain("/admin/login?redirectTo=%2Fadmin%2Fusers");
  });

  it("shows every staff screen to the owner, privately and never indexed, without the public site's trackers", async () => {
    for (const path of staffPages) {
      const res = await page(path, owner);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("cache-control"), path).toBe("private, no-store");
      expect(res.headers.get("x-robots-tag"), path).toBe("noindex, nofollow");
      const html = await res.text();
      expect(html, path).not.toContain("googletagmanager");
      expect(html, path).not.toContain('id="site-css"');
      expect(html, path).toMatch(/href="\/assets\/admin-[^"]+\.css"/);
    }
    expect((await page("/admin/no-such-screen", owner)).status).toBe(404);
    expect((await page("/admin/blog/edit/999999", owner)).status).toBe(404);
  });

  it("refuses screens a role may not use with a 403 page, and hides them from its menu", async () => {
    const viewer = (
      await signIn(
        app,
        ...(Object.values(await addStaffMember(app, "viewer@example.in", "viewer")) as [string, string]),
      )
    ).jar;
    const editor = (
      await signIn(
        app,
        ...(Object.values(await addStaffMember(app, "editor@example.in", "editor")) as [string, string]),
      )
    ).jar;
    for (const [jar, refused, allowed] of [
      [
        viewer,
        [
          "/admin/users",
          "/admin/popups",
          "/admin/blog-posts",
          "/admin/activity",
          "/admin/api-tokens",
          "/admin/mail-server",
          "/admin/pages",
        ],
        ["/admin/leads", "/admin/dashboard"],
      ],
      [
        editor,
        ["/admin/leads", "/admin/users", "/admin/analytics", "/admin/activity", "/admin/mail-server"],
        ["/admin/popups", "/admin/blog/create", "/admin/social-settings", "/admin/pages"],
      ],
    ] as const) {
      for (const path of refused) {
        const res = await page(path, jar);
        expect(res.status, path).toBe(403);
        expect(await res.text()).toContain("You do not have access to this screen");
      }
      for (const path of allowed) expect((await page(path, jar)).status, path).toBe(200);
    }
    const viewerMenu = await (await page("/admin/dashboard", viewer)).text();
    expect(viewerMenu).toContain('href="/admin/leads"');
    expect(viewerMenu).not.toContain('href="/admin/users"');
    // An editor's dashboard has no lead figures.
    const editorDashboard = await (await page("/admin/dashboard", editor)).text();
    expect(editorDashboard).not.toContain("Newest leads");
    expect(editorDashboard).toContain("Website content");
  });

  it("signs in with the login form without JavaScript and goes back to redirectTo", async () => {
    const res = await app.request(
      "/admin/login?redirectTo=%2Fadmin%2Fusers%3Fpage%3D1",
      form({ intent: "password", email: OWNER_EMAIL, password: OWNER_PASSWORD }),
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/admin/users?page=1");
    const jar = new CookieJar().take(res);
    expect((await page("/admin/users", jar)).status).toBe(200);
  });

  /** redirectTo values that normalise to another origin ("//evil.example…"), as typed in the address. */
  const offSiteRedirects = [
    "redirectTo=%2F.%2F%2Fevil.example%2Fadmin%2Flogin",
    "redirectTo=/.//evil.example",
    "redirectTo=/..//evil.example",
    "redirectTo=/a/..//evil.example",
    "redirectTo=/%2e//evil.example",
    "redirectTo=%2F%252e%2F%2Fevil.example",
    "redirectTo=/%2E%2E//evil.example",
    "redirectTo=/admin/%2e%2e//evil.example",
    "redirectTo=/.%2F%2Fevil.example",
    "redirectTo=/./%5Cevil.example",
    "redirectTo=/%5C%5Cevil.example",
    `redirectTo=${encodeURIComponent("//evil.example/admin")}`,
    `redirectTo=${encodeURIComponent("https://evil.example/")}`,
    `redirectTo=${encodeURIComponent("/\\evil.example")}`,
    `redirectTo=${encodeURIComponent("javascript:alert(1)")}`,
  ];

  it("never redirects to another site after signing in", async () => {
    for (const query of offSiteRedirects) {
      const res = await app.request(
        `/admin/login?${query}`,
        form({ intent: "password", email: OWNER_EMAIL, password: OWNER_PASSWORD }),
      );
      expect(res.status, query).toBe(302);
      const location = res.headers.get("location")!;
      expect(new URL(location, "http://localhost").origin, `${query} → ${location}`).toBe("http://localhost");
      expect(location, query).toMatch(/^\/(?![/\\])/);
    }
  });

  it("never sends a signed-in visitor of the login page to another site", async () => {
    for (const query of offSiteRedirects) {
      const res = await page(`/admin/login?${query}`, owner);
      expect(res.status, query).toBe(302);
      expect(res.headers.get("location"), query).toBe("/admin/dashboard");
    }
  });

  it("shows one message for a wrong password or an unknown e-mail, and keeps the typed e-mail", async () => {
    const wrong = await app.request(
      "/admin/login",
      form({ intent: "password", email: OWNER_EMAIL, password: "wrong password here" }),
    );
    const unknown = await app.request(
      "/admin/login",
      form({ intent: "password", email: "who@example.in", password: "wrong password here" }),
    );
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const [a, b] = [await wrong.text(), await unknown.text()];
    expect(a).toContain("That e-mail and password do not match an active account");
    expect(b).toContain("That e-mail and password do not match an active account");
    expect(b).toContain('value="who@example.in"');
    await app.services.database.db.execute(sql`delete from login_lockouts`);
  });

  it("refuses an oversized form post to a staff page without reading it all", async () => {
    const res = await app.request(
      "/admin/login",
      form({ intent: "password", email: "x".repeat(40_000), password: "y" }),
    );
    expect(res.status).toBe(413);
    expect(await res.text()).toContain("too large");
  });

  it("refuses a sign-in form posted from another site", async () => {
    const res = await app.request(
      "/admin/login",
      form({ intent: "password", email: OWNER_EMAIL, password: OWNER_PASSWORD }, { Origin: "https://evil.example" }),
    );
    expect(res.status).toBe(403);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it("signing out with the form ends the session, even for a copy of the cookie", async () => {
    const { jar } = await signIn(app);
    const copy = jar.header();
    const res = await app.request("/admin/login", {
      ...form({ intent: "logout" }),
      headers: { ...form({}).headers, Cookie: copy },
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/admin/login?notice=signed-out");
    const replay = await app.request("/admin/dashboard", { redirect: "manual", headers: { Cookie: copy } });
    expect(replay.status).toBe(302);
  });

  it("sends an account with a temporary password to its account page until it chooses its own", async () => {
    const created = await app.request("/api/admin/users", {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: owner.header() },
      body: JSON.stringify({
        email: "temp@example.in",
        displayName: "Temp",
        role: "viewer",
        access: "temporary_password",
      }),
    });
    const { temporaryPassword } = await created.json();
    const { res, jar } = await signIn(app, "temp@example.in", temporaryPassword);
    expect((await res.json()).setupStep).toBe("change_password");
    const dashboard = await page("/admin/dashboard", jar);
    expect(dashboard.status).toBe(302);
    expect(dashboard.headers.get("location")).toBe("/admin/account?setup=change_password");
    expect((await page("/admin/account", jar)).status).toBe(200);
  });
});
