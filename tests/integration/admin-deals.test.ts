import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffRole } from "~server/vocabulary/staff";
import { leads } from "~server/db/schema";
import { seedDatabase } from "~server/seed/seed.server";
import type { Deal, DealList, PublicDeal } from "~server/deals/deal.schema";
import { loanEnquiryBody } from "../support/lead-inputs";
import { lastAudit as lastAuditOf } from "../support/audit";
import { backends, createTestApp, type TestApp } from "../support/test-app";
import { ownerEnv, tokensForEveryRole } from "../support/staff";

const HOUR = 60 * 60 * 1000;

describe.each(backends)("deals on %s", (backend) => {
  let app: TestApp;
  const tokens = {} as Record<StaffRole, string>;

  async function call(method: string, path: string, role: StaffRole | null = "editor", json?: unknown) {
    const res = await app.request(path, {
      method,
      headers: {
        ...(role ? { Authorization: `Bearer ${tokens[role]}` } : {}),
        ...(json !== undefined ? { "Content-Type": "application/json" } : {}),
      },
      ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
    });
    const text = await res.text();
    const body = text ? JSON.parse(text) : null;
    return { status: res.status, body, fields: (body?.error?.fields ?? {}) as Record<string, string> };
  }

  const deal = (overrides: Record<string, unknown> = {}) => ({
    title: "Monsoon personal loan offer",
    lender: "Test Bank (fictional)",
    summary: "For salaried people in Kerala.",
    offerTerms: ["Rate from 10.5% p.a.", "Processing fee waived"],
    rateFromPercent: 10.5,
    serviceSlug: "personal-loan",
    ctaKind: "lead",
    isActive: true,
    ...overrides,
  });

  const create = async (overrides: Record<string, unknown> = {}, role: StaffRole = "editor") =>
    call("POST", "/api/admin/deals", role, deal(overrides));

  const liveTitles = async () => ((await call("GET", "/api/deals", null)).body as PublicDeal[]).map((d) => d.title);

  const lastAudit = (action: string) => lastAuditOf(app, action);

  beforeAll(async () => {
    // pages: true, so /deals renders from the build, through the page cache.
    app = await createTestApp(backend, ownerEnv, { pages: true });
    Object.assign(tokens, (await tokensForEveryRole(app)).tokens);
  });
  afterAll(async () => {
    await app?.close();
  });

  it("starts with the seed's fictional demo deals, live on GET /api/deals, and seeds them once", async () => {
    const live = (await call("GET", "/api/deals", null)).body as PublicDeal[];
    expect(live.length).toBeGreaterThanOrEqual(2);
    for (const item of live) expect(item.lender).toContain("(fictional)");
    await seedDatabase(app.services);
    expect(((await call("GET", "/api/deals", null)).body as PublicDeal[]).length).toBe(live.length);
  });

  it("lets owners, admins and editors create deals; viewers get 403 and strangers 401", async () => {
    expect((await call("GET", "/api/admin/deals", "viewer")).status).toBe(403);
    expect((await call("GET", "/api/admin/deals", null)).status).toBe(401);
    expect((await create({}, "viewer")).status).toBe(403);
    for (const role of ["owner", "admin", "editor"] as const) {
      const made = await create({ title: `Offer made by the ${role}`, isActive: false }, role);
      expect(made.status, role).toBe(201);
      expect(made.body).toMatchObject({ title: `Offer made by the ${role}`, state: "inactive", rateFromPercent: 10.5 });
    }
    const audit = await lastAudit("deal.create");
    expect(audit?.actorLabel).toBe("editor@example.in (API token “editor token” made by owner@example.in)");
  });

  it("refuses bad addresses, dates, rates, services and missing pieces with a message per field", async () => {
    const bad = await create({
      title: "x",
      imageUrl: "javascript:alert(1)",
      rateFromPercent: 55,
      offerTerms: ["1", "2", "3", "4", "5", "6", "7"].map((n) => `Term ${n}`),
      validFrom: "2026-12-10T10:00:00+05:30",
      validUntil: "2026-12-01T10:00:00+05:30",
    });
    expect(bad.status).toBe(400);
    expect(bad.fields).toMatchObject({
      title: expect.stringMatching(/^Enter the deal's title/),
      imageUrl: expect.stringMatching(/https:\/\//),
      rateFromPercent: expect.stringMatching(/from 0 to 40/),
      offerTerms: expect.stringMatching(/up to 6/),
    });
    const dates = await create({ validFrom: "2026-12-10T10:00:00+05:30", validUntil: "2026-12-01T10:00:00+05:30" });
    expect(dates.fields).toEqual({ validUntil: "Make the end later than the start" });
    const notADate = await create({ validUntil: "31/12/2026" });
    expect(notADate.fields.validUntil).toMatch(/date and time/);
    const alt = await create({ imageUrl: "https://cdn.example.in/offer.jpg" });
    expect(alt.fields).toEqual({ imageAlt: expect.stringMatching(/^Describe the image/) });
    const noService = await create({ serviceSlug: null });
    expect(noService.fields).toEqual({ serviceSlug: expect.stringMatching(/loan service/) });
    const unknownService = await create({ serviceSlug: "space-loans" });
    expect(unknownService.status).toBe(400);
    expect(unknownService.fields).toEqual({ serviceSlug: "Choose one of the loan services listed on the site" });
    const link = await create({ ctaKind: "link", ctaUrl: "http://lender.example.com/offer" });
    expect(link.fields.ctaUrl).toMatch(/https:\/\//);
    const noLink = await create({ ctaKind: "link" });
    expect(noLink.fields.ctaUrl).toMatch(/^Enter the page the button opens/);
    const sneaky = await create({ ctaKind: "link", ctaUrl: "//evil.example.com" });
    expect(sneaky.fields.ctaUrl).toBeDefined();
    const extra = await create({ sortOrder: 3 });
    expect(extra.status).toBe(400);
    // Ids in paths.
    expect((await call("GET", "/api/admin/deals/abc")).status).toBe(400);
    expect((await call("GET", "/api/admin/deals/999999")).status).toBe(404);
    expect((await call("PATCH", "/api/admin/deals/999999", "editor", { title: "Nothing here" })).status).toBe(404);
  });

  it("gets, edits (merged, checked whole, 409 when stale), duplicates and deletes, each audited", async () => {
    const made = (await create({ title: "Editable offer" })).body as Deal;
    const got = await call("GET", `/api/admin/deals/${made.id}`);
    expect(got.body).toMatchObject({ id: made.id, title: "Editable offer", state: "live" });

    const edited = await call("PATCH", `/api/admin/deals/${made.id}`, "editor", {
      title: "Edited offer",
      updatedAt: made.updatedAt,
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      title: "Edited offer",
      lender: "Test Bank (fictional)",
      serviceSlug: "personal-loan",
    });
    const audit = await lastAudit("deal.update");
    expect(audit?.changes).toEqual({ title: { from: "Editable offer", to: "Edited offer" } });

    const stale = await call("PATCH", `/api/admin/deals/${made.id}`, "editor", {
      title: "Late",
      updatedAt: made.updatedAt,
    });
    expect(stale.status).toBe(409);

    // The merged deal is checked: a lead button without its service is refused.
    const merged = await call("PATCH", `/api/admin/deals/${made.id}`, "editor", { serviceSlug: "" });
    expect(merged.fields).toEqual({ serviceSlug: expect.stringMatching(/loan service/) });
    const switched = await call("PATCH", `/api/admin/deals/${made.id}`, "editor", {
      ctaKind: "link",
      ctaUrl: "https://lender.example.com/offer",
      serviceSlug: null,
    });
    expect(switched.body).toMatchObject({ ctaKind: "link", ctaUrl: "https://lender.example.com/offer" });
    expect((await call("PATCH", `/api/admin/deals/${made.id}`, "viewer", { title: "No" })).status).toBe(403);

    const copy = await call("POST", `/api/admin/deals/${made.id}/duplicate`);
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({
      title: "Copy of Edited offer",
      isActive: false,
      state: "inactive",
      ctaKind: "link",
    });
    expect((await lastAudit("deal.duplicate"))?.entityId).toBe(String(copy.body.id));

    expect((await call("DELETE", `/api/admin/deals/${copy.body.id}`, "viewer")).status).toBe(403);
    expect((await call("DELETE", `/api/admin/deals/${copy.body.id}`)).status).toBe(204);
    expect((await call("GET", `/api/admin/deals/${copy.body.id}`)).status).toBe(404);
    expect((await call("DELETE", `/api/admin/deals/${copy.body.id}`)).status).toBe(404);
    expect((await lastAudit("deal.delete"))?.changes).toMatchObject({ title: "Copy of Edited offer" });
  });

  it("reorders by the whole list or one place up or down, and /api/deals follows the order", async () => {
    const all = async () => ((await call("GET", "/api/admin/deals?pageSize=100")).body as DealList).items;
    const before = await all();
    const ids = before.map((d) => d.id);
    expect(before.map((d) => d.position)).toEqual(ids.map((_, index) => index + 1));

    const reversed = await call("POST", "/api/admin/deals/reorder", "editor", { ids: [...ids].reverse() });
    expect(reversed.status).toBe(200);
    expect((await all()).map((d) => d.id)).toEqual([...ids].reverse());
    expect((await lastAudit("deal.reorder"))?.changes).toMatchObject({ order: { to: [...ids].reverse() } });

    const last = ids[0]!;
    const up = await call("POST", "/api/admin/deals/reorder", "editor", { id: last, direction: "up" });
    expect(up.status).toBe(200);
    const after = (await all()).map((d) => d.id);
    expect(after.at(-2)).toBe(last);

    const live = (await call("GET", "/api/deals", null)).body as PublicDeal[];
    const order = new Map(after.map((id, index) => [id, index]));
    const positions = live.map((d) => order.get(d.id)!);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));

    const missing = await call("POST", "/api/admin/deals/reorder", "editor", { ids: ids.slice(1) });
    expect(missing.fields.ids).toMatch(/^Give all \d+ deals' ids/);
    const unknown = await call("POST", "/api/admin/deals/reorder", "editor", { ids: [...ids, 999999] });
    expect(unknown.fields.ids).toMatch(/999999/);
    expect((await call("POST", "/api/admin/deals/reorder", "editor", { id: 999999, direction: "up" })).status).toBe(
      404,
    );
    expect((await call("POST", "/api/admin/deals/reorder", "editor", { id: last, direction: "sideways" })).status).toBe(
      400,
    );
    expect((await call("POST", "/api/admin/deals/reorder", "viewer", { id: last, direction: "up" })).status).toBe(403);
  });

  it("shows only active deals within their dates publicly, filters the staff list by state, and knows the next boundary", async () => {
    const now = Date.now();
    const past = (await create({ title: "Ended offer", validUntil: new Date(now - HOUR).toISOString() })).body as Deal;
    const future = (await create({ title: "Coming offer", validFrom: new Date(now + 2 * HOUR).toISOString() }))
      .body as Deal;
    const current = (
      await create({
        title: "Current offer",
        validFrom: new Date(now - HOUR).toISOString(),
        validUntil: new Date(now + HOUR).toISOString(),
      })
    ).body as Deal;
    const off = (await create({ title: "Switched-off offer", isActive: false })).body as Deal;
    expect([past.state, future.state, current.state, off.state]).toEqual(["expired", "scheduled", "live", "inactive"]);

    const titles = await liveTitles();
    expect(titles).toContain("Current offer");
    for (const hidden of ["Ended offer", "Coming offer", "Switched-off offer"]) expect(titles).not.toContain(hidden);

    const byState = async (state: string) =>
      ((await call("GET", `/api/admin/deals?state=${state}&pageSize=100`)).body as DealList).items.map((d) => d.title);
    expect(await byState("expired")).toContain("Ended offer");
    expect(await byState("scheduled")).toEqual(["Coming offer"]);
    expect(await byState("live")).toContain("Current offer");
    expect(await byState("live")).not.toContain("Ended offer");
    expect(await byState("inactive")).toContain("Switched-off offer");
    const searched = (await call("GET", "/api/admin/deals?search=COMING")).body as DealList;
    expect(searched.items.map((d) => d.title)).toEqual(["Coming offer"]);
    expect((await call("GET", "/api/admin/deals?state=forgotten")).status).toBe(400);
    const paged = (await call("GET", "/api/admin/deals?pageSize=10&page=2")).body as DealList;
    expect(paged.total).toBeGreaterThan(10);
    expect(paged.items.length).toBe(Math.min(10, paged.total - 10));

    // The next start or end after now is the current offer's end (the page cache is cleared then).
    const next = await app.services.deals.nextBoundaryAfter(new Date(now));
    expect(next?.toISOString()).toBe(current.validUntil);
    // Activating the ended one changes nothing visible; deactivating the current one hides it at once.
    await call("PATCH", `/api/admin/deals/${current.id}`, "editor", { isActive: false });
    expect(await liveTitles()).not.toContain("Current offer");
  });

  it("records the deal on a lead from its button, and never refuses a lead whose deal vanished", async () => {
    const made = (await create({ title: "Lead magnet offer", serviceSlug: "home-loans" })).body as Deal;
    const post = (body: Record<string, unknown>) =>
      app.request("/api/leads", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });

    const withDeal = await post(loanEnquiryBody({ dealId: made.id, mobile: "98470 11111" }));
    expect(withDeal.status).toBe(201);
    const { reference } = await withDeal.json();
    const [row] = await app.services.database.db.select().from(leads).where(eq(leads.reference, reference));
    expect(row).toMatchObject({ dealId: made.id, dealTitle: "Lead magnet offer" });
    const detail = await call("GET", `/api/admin/leads/${row!.id}`, "owner");
    expect(detail.body).toMatchObject({ dealId: made.id, dealTitle: "Lead magnet offer" });

    // A deal deleted meanwhile: the lead is stored without it; earlier leads keep the title.
    expect((await call("DELETE", `/api/admin/deals/${made.id}`)).status).toBe(204);
    const vanished = await post(loanEnquiryBody({ dealId: made.id, mobile: "98470 22222" }));
    expect(vanished.status).toBe(201);
    const [late] = await app.services.database.db
      .select()
      .from(leads)
      .where(and(eq(leads.reference, (await vanished.json()).reference)));
    expect(late).toMatchObject({ dealId: null, dealTitle: null });
    const [kept] = await app.services.database.db.select().from(leads).where(eq(leads.reference, reference));
    expect(kept).toMatchObject({ dealId: null, dealTitle: "Lead magnet offer" });

    const malformed = await post(loanEnquiryBody({ dealId: "the best one", mobile: "98470 33333" }));
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).error.fields.dealId).toMatch(/deal's id/);
  });

  it("renders /deals with each live deal, its Offer JSON-LD and canonical, and an honest empty state without any", async () => {
    const page = async () => {
      const res = await app.request("/deals");
      expect(res.status).toBe(200);
      return res.text();
    };
    const html = await page();
    const live = (await call("GET", "/api/deals", null)).body as PublicDeal[];
    expect(live.length).toBeGreaterThan(0);
    for (const item of live) expect(html).toContain(item.title.replace(/&/g, "&amp;"));
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/deals"/);
    expect(html).toContain('"@type":"Offer"');
    expect(html).toContain("not a lender");

    // Everything switched off: the next request says so and points to the services and contact.
    for (const item of live) await call("PATCH", `/api/admin/deals/${item.id}`, "editor", { isActive: false });
    const empty = await page();
    expect(empty).toContain("No offers running just now");
    expect(empty).toContain('href="/services"');
    expect(empty).toContain('href="/contact"');
    expect(empty).not.toContain('"@type":"Offer"');
  });
});
