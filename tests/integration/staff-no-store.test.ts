// The app first: it loads @hono/zod-openapi before any schema module that extends plain zod.
import { backends, createTestApp, type TestApp } from "../support/test-app";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leads } from "~server/db/schema";
import { addStaffMember, ownerEnv, signIn, withCookies, type CookieJar } from "../support/staff";

// Issue 25: after signing out, nothing a member of staff saw may be kept by the browser (its
// cache, or its back/forward cache) for the next person at the same computer. Every staff page,
// its route data and every staff API answer, whatever its status, says `no-store`.

/** The staff screens of app/routes.ts, with an id where the path needs one. */
const staffScreens = (leadId: number) => [
  "/admin/dashboard",
  "/admin/leads",
  `/admin/leads/${leadId}`,
  "/admin/lead-settings",
  "/admin/backups",
  "/admin/blog-posts",
  "/admin/blog/create",
  "/admin/blog/edit/1",
  "/admin/media",
  "/admin/deals",
  "/admin/deals/new",
  "/admin/schemes",
  "/admin/schemes/new",
  "/admin/downloads",
  "/admin/popups",
  "/admin/popups/new",
  "/admin/social-settings",
  "/admin/disclosures",
  "/admin/loan-services/1/offers",
  "/admin/analytics",
  "/admin/users",
  "/admin/api-tokens",
  "/admin/activity",
  "/admin/account",
];

const noStore = (res: Response) => res.headers.get("cache-control") ?? "(none)";

describe.each(backends)("staff answers are never stored, on %s", (backend) => {
  let app: TestApp;
  /** A lead whose page and API answers are asked for. */
  let leadId: number;
  let owner: CookieJar;
  let viewer: CookieJar;

  beforeAll(async () => {
    app = await createTestApp(backend, ownerEnv, { pages: true });
    const [lead] = await app.services.database.db
      .insert(leads)
      .values({
        reference: "CT-NOSTORE",
        kind: "contact_message",
        name: "Meera Pillai",
        mobile: "+919847055555",
        message: "Please call me about a gold loan.",
        consentNoticeVersion: "2026-11-22",
        consentLanguage: "en",
        consentPurpose: "contact_message",
        consentedAt: new Date(),
      })
      .returning({ id: leads.id });
    leadId = lead!.id;
    owner = (await signIn(app)).jar;
    const { email, password } = await addStaffMember(app, "viewer.nostore@example.in", "viewer");
    viewer = (await signIn(app, email, password)).jar;
  });
  afterAll(async () => {
    await app?.close();
  });

  it("answers every staff page and its route data with no-store, errors and redirects included", async () => {
    const requests: [string, CookieJar | null][] = [
      ...staffScreens(leadId).flatMap((path): [string, CookieJar][] => [
        [path, owner],
        [`${path}.data`, owner],
      ]),
      // Refused, missing, signed out, and the sign-in page itself.
      ["/admin/users", viewer],
      ["/admin/users.data", viewer],
      ["/admin/leads/999999", owner],
      ["/admin/no-such-screen", owner],
      [`/admin/leads/${leadId}`, null],
      [`/admin/leads/${leadId}.data`, null],
      ["/admin/login", null],
      ["/admin", null],
    ];
    for (const [path, jar] of requests) {
      const res = await app.request(path, jar ? withCookies(jar, { redirect: "manual" }) : { redirect: "manual" });
      await res.arrayBuffer();
      expect(noStore(res), `${path} (${res.status})`).toMatch(/\bno-store\b/);
    }
  });

  it("answers every staff API operation with no-store, whatever the status", async () => {
    const openapi = (await (await app.request("/api/openapi.json")).json()) as {
      servers: { url: string }[];
      paths: Record<string, Record<string, unknown>>;
    };
    // Every staff read the document lists (paths relative to its server, /api), ids filled in.
    const reads = Object.entries(openapi.paths)
      .filter(([path, operations]) => path.startsWith("/admin/") && "get" in operations)
      .map(([path]) => `${openapi.servers[0]!.url}${path}`.replace("{id}", String(leadId)))
      .filter((path) => !path.includes("{"));
    expect(reads.length).toBeGreaterThan(15);
    for (const path of reads) {
      const res = await app.request(path, withCookies(owner));
      // The live lead stream never ends by itself: its headers are what counts, then it is let go.
      if (res.headers.get("content-type")?.startsWith("text/event-stream")) await res.body?.cancel();
      else await res.arrayBuffer();
      expect(noStore(res), `GET ${path} (${res.status})`).toMatch(/\bno-store\b/);
    }
    const others: [string, RequestInit][] = [
      ["/api/admin/leads", {}],
      ["/api/admin/leads?sort=sideways", withCookies(owner)],
      ["/api/admin/leads/999999", withCookies(owner)],
      ["/api/admin/users", withCookies(viewer)],
      [`/api/admin/leads/${leadId}/notes`, withCookies(owner, { method: "POST", json: { text: "Called back" } })],
      ["/api/admin/leads/export", withCookies(owner)],
      ["/api/admin/auth/me", withCookies(owner)],
    ];
    for (const [path, init] of others) {
      const res = await app.request(path, init);
      await res.arrayBuffer();
      expect(noStore(res), `${init.method ?? "GET"} ${path} (${res.status})`).toMatch(/\bno-store\b/);
    }
  });
});
