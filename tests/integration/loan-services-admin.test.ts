import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyticsDaily, analyticsEvents, auditLog, leads } from "~server/db/schema";
import { istDateString } from "~server/formats/ist";
import { shiftDay } from "~server/analytics/analytics-range";
import type { LoanServiceList, StaffLoanService } from "~server/loan-services/loan-service-admin.schema";
import type { StaffRole } from "~server/vocabulary/staff";
import { loanEnquiryBody } from "../support/lead-inputs";
import { educationLoan } from "../support/loan-service-inputs";
import { ownerEnv, staffApi, tokensForEveryRole } from "../support/staff";
import { backends, createTestApp, type TestApp } from "../support/test-app";

describe.each(backends)("loan services manager on %s", (backend) => {
  let app: TestApp;
  const tokens = {} as Record<StaffRole, string>;
  const api = staffApi(() => app, tokens);

  async function call(role: StaffRole | null, path: string, init: { method?: string; json?: unknown } = {}) {
    const res = await api(role, path, init);
    const text = await res.text();
    const body = text ? JSON.parse(text) : null;
    return { status: res.status, body, fields: (body?.error?.fields ?? {}) as Record<string, string> };
  }
  const create = (overrides: Record<string, unknown> = {}, role: StaffRole = "editor") =>
    call(role, "/loan-services", { json: educationLoan(overrides) });
  const patch = (id: number, json: Record<string, unknown>, role: StaffRole = "editor") =>
    call(role, `/loan-services/${id}`, { method: "PATCH", json });
  const list = async () => (await call("editor", "/loan-services")).body as LoanServiceList;
  const idOf = async (slug: string) => (await list()).items.find((item) => item.slug === slug)!.id;
  const get = async (id: number) => (await call("editor", `/loan-services/${id}`)).body as StaffLoanService;
  const publicSlugs = async () =>
    ((await (await app.request("/api/loan-services")).json()) as { slug: string }[]).map((s) => s.slug);

  async function lastAudit(action: string, entityId: number) {
    const [row] = await app.services.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(entityId))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    return row;
  }

  beforeAll(async () => {
    app = await createTestApp(backend, ownerEnv);
    Object.assign(tokens, (await tokensForEveryRole(app)).tokens);
  });
  afterAll(async () => {
    await app?.close();
  });

  it("lets owners, admins and editors read and write; viewers get 403 and strangers 401", async () => {
    expect((await call("viewer", "/loan-services")).status).toBe(403);
    expect((await call(null, "/loan-services")).status).toBe(401);
    const home = await idOf("home-loans");
    expect((await call("viewer", `/loan-services/${home}`)).status).toBe(403);
    expect((await call("viewer", `/loan-services/${home}/revisions`)).status).toBe(403);
    expect((await create({}, "viewer")).status).toBe(403);
    expect((await patch(home, { version: 1, name: "Viewer's loans" }, "viewer")).status).toBe(403);
    expect((await call("viewer", `/loan-services/${home}`, { method: "DELETE" })).status).toBe(403);
    expect((await call(null, `/loan-services/${home}`, { method: "PATCH", json: { version: 1 } })).status).toBe(401);
    for (const role of ["owner", "admin", "editor"] as const) {
      const made = await create({ name: `Loan made by the ${role}`, slug: `made-by-${role}` }, role);
      expect(made.status, role).toBe(201);
      expect((await call(role, `/loan-services/${made.body.id}`, { method: "DELETE" })).status, role).toBe(204);
    }
  });

  it("lists every service in display order with its state, leads and page views of the last 30 days", async () => {
    const before = await list();
    expect(before.items.map((item) => item.slug)).toEqual(await publicSlugs());
    expect(before.items.map((item) => item.position)).toEqual(before.items.map((_, index) => index + 1));
    const gold = before.items.find((item) => item.slug === "gold-loan")!;
    expect(gold).toMatchObject({ isActive: true, name: "Gold Loan", leads30Days: 0, pageViews30Days: 0 });

    // Two enquiries, one of them marked spam, and an old one from two months ago.
    const { db } = app.services.database;
    for (const mobile of ["9812345601", "9812345602", "9812345603"]) {
      const sent = await app.request("/api/leads", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(loanEnquiryBody({ serviceSlug: "gold-loan", mobile })),
      });
      expect(sent.status).toBe(201);
    }
    const golds = await db.select({ id: leads.id }).from(leads).where(eq(leads.serviceSlug, "gold-loan"));
    await db.update(leads).set({ status: "spam" }).where(eq(leads.id, golds[0]!.id));
    await db
      .update(leads)
      .set({ createdAt: new Date(Date.now() - 60 * 86_400_000) })
      .where(eq(leads.id, golds[1]!.id));
    // Page views: yesterday's roll-up on two of its addresses, today's raw events on its fixed path
    // and another prefix; an old roll-up (40 days ago) and another page do not count.
    const today = istDateString(new Date());
    const day = (key: string, views: number, on = shiftDay(today, -1)) => ({ day: on, dimension: "page", key, views });
    await db
      .insert(analyticsDaily)
      .values([
        day("/loan-services/gold-loan", 5),
        day("/loans/gold-loan", 2),
        day("/loan-services/gold-loan", 50, shiftDay(today, -40)),
        day("/loan-services/home-loans", 7),
      ]);
    const event = (path: string) => ({ day: today, type: "pageview", path, device: "mobile", browser: "Chrome" });
    await db.insert(analyticsEvents).values([event("/services/gold-loan"), event("/home-loans"), event("/home-loans")]);

    const after = await list();
    expect(after.items.find((item) => item.slug === "gold-loan")).toMatchObject({
      leadCount: 3,
      leads30Days: 1,
      pageViews30Days: 8,
    });
    expect(after.items.find((item) => item.slug === "home-loans")).toMatchObject({ pageViews30Days: 9 });
  });

  it("creates a service with the default icon and colour, switched off unless sent active, with a revision and an audit entry", async () => {
    const made = await create();
    expect(made.status).toBe(201);
    const service = made.body as StaffLoanService;
    expect(service).toMatchObject({ icon: "building", color: "blue", isActive: false, version: 1, leadCount: 0 });
    expect(service.enquiryFields).toMatchObject({ loanAmount: true, city: true, amountLabel: "Loan amount (₹)" });
    expect((await list()).items.at(-1)!.slug).toBe("education-loan");
    expect(await publicSlugs()).not.toContain("education-loan");
    const revisions = await call("editor", `/loan-services/${service.id}/revisions`);
    expect(revisions.body).toMatchObject({
      total: 1,
      items: [{ version: 1, reason: "create", title: "Education Loan" }],
    });
    const audit = await lastAudit("loan_service.create", service.id);
    expect(audit?.actorLabel).toContain("editor@example.in");
    expect(audit?.changes).toMatchObject({ name: "Education Loan", slug: "education-loan" });

    const active = await create({ slug: "education-loan-abroad", name: "Study Abroad Loan", isActive: true });
    expect(active.body).toMatchObject({ isActive: true });
    expect(await publicSlugs()).toContain("education-loan-abroad");
    await call("editor", `/loan-services/${active.body.id}`, { method: "DELETE" });
  });

  it("refuses bad input with a message per field and saves nothing", async () => {
    const count = (await list()).total;
    const bad = await create({
      name: "<b>Education</b> Loan",
      slug: "blog",
      icon: "rocket",
      color: "pink",
      description: "Too short",
      features: ["Fine feature", "<script>alert(1)</script>"],
      faqs: [{ question: "Why <i>us</i>?", answer: "Yes." }],
      seoTitle: "Short",
      emiDefaults: { amount: 500000, ratePercent: 75, tenureMonths: 60, tenureMinMonths: 120, tenureMaxMonths: 12 },
      enquiryFields: { aadhaar: true },
    });
    expect(bad.status).toBe(400);
    expect(bad.fields).toMatchObject({
      name: "Write the service's name as plain text, without HTML tags such as <b>",
      slug: "This address is used by the site itself: choose another, e.g. add the loan's kind",
      icon: expect.stringMatching(/^Choose one of the icons: building, home/),
      color: expect.stringMatching(/^Choose one of the colours: blue, green/),
      description: "Enter the short description (at least 20 characters)",
      "features.1": expect.stringMatching(/plain text/),
      "faqs.0.question": expect.stringMatching(/plain text/),
      "faqs.0.answer": "Enter the answer (at least 5 characters)",
      seoTitle: "Enter the SEO title (at least 10 characters)",
      "emiDefaults.ratePercent": "Enter a rate of at most 60 % a year",
      "emiDefaults.tenureMinMonths": "Give both ends of the tenure range, the smaller first",
      enquiryFields: expect.stringMatching(/^The enquiry form has no field aadhaar/),
    });
    const duplicate = await create({ slug: "gold-loan" });
    expect(duplicate.status).toBe(400);
    expect(duplicate.fields).toEqual({ slug: expect.stringMatching(/^“Gold Loan” already has the address gold-loan/) });
    const badSlug = await create({ slug: "Education Loan!" });
    expect(badSlug.fields.slug).toMatch(/lower-case letters, digits and single hyphens/);
    const unknown = await create({ rating: 5 });
    expect(unknown.status).toBe(400);
    const emiStart = await create({
      emiDefaults: { amount: 100, ratePercent: 9, tenureMonths: 60, amountMin: 50000, amountMax: 900000 },
    });
    expect(emiStart.fields).toEqual({ "emiDefaults.amount": "Start within the amount range: 50000 to 900000" });
    const enquiryLabel = await create({ enquiryFields: { pincode: true, amountLabel: "<em>Fees</em>" } });
    expect(enquiryLabel.fields).toEqual({ "enquiryFields.amountLabel": expect.stringMatching(/plain text/) });
    expect((await list()).total).toBe(count);
    // A change is checked the same way, whole.
    const gold = await get(await idOf("gold-loan"));
    const change = await patch(gold.id, { version: gold.version, tenure: "<p>3 months</p>" });
    expect(change.fields).toEqual({ tenure: expect.stringMatching(/plain text/) });
    const taken = await patch(gold.id, { version: gold.version, slug: "home-loans" });
    expect(taken.fields).toEqual({ slug: expect.stringMatching(/^“Home Loans” already has the address/) });
    expect((await patch(gold.id, { name: "No version" })).fields).toEqual({
      version: "Send the version of the service you changed (reload it if unsure)",
    });
    expect((await get(gold.id)).version).toBe(gold.version);
  });

  it("answers 409 to a change from a stale version, and writes nothing", async () => {
    const personal = await get(await idOf("personal-loan"));
    const first = await patch(personal.id, { version: personal.version, interestRate: "From 10.25% p.a." });
    expect(first.status).toBe(200);
    expect(first.body.version).toBe(personal.version + 1);
    const stale = await patch(personal.id, { version: personal.version, interestRate: "From 9.99% p.a." });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toMatch(/Reload it to see their change/);
    expect((await get(personal.id)).interestRate).toBe("From 10.25% p.a.");
    // Nothing changed: no new version.
    const same = await patch(personal.id, { version: personal.version + 1, interestRate: "From 10.25% p.a." });
    expect(same.body.version).toBe(personal.version + 1);
    const audit = await lastAudit("loan_service.update", personal.id);
    expect(audit?.changes).toEqual({ interestRate: { from: personal.interestRate, to: "From 10.25% p.a." } });
  });

  it("keeps a revision of every save and restores one as a new version, keeping the address and the switch", async () => {
    const id = await idOf("business-loans");
    const start = await get(id);
    const renamed = await patch(id, { version: start.version, name: "MSME Business Loans", features: ["Only this"] });
    const moved = await patch(id, { version: renamed.body.version, slug: "msme-loans", isActive: false });
    expect(moved.status).toBe(200);
    const page = await call("editor", `/loan-services/${id}/revisions?page=1&pageSize=10`);
    expect(page.body.items.map((row: { reason: string }) => row.reason)).toEqual(["save", "save"]);
    expect(page.body.items[1]).toMatchObject({ title: "MSME Business Loans", version: start.version + 1 });
    // The seed wrote no revision: the first save's is the oldest. Restore the state before the move.
    const whole = await call("editor", `/loan-services/${id}/revisions/${page.body.items[1].id}`);
    expect(whole.body.snapshot).toMatchObject({ name: "MSME Business Loans", features: ["Only this"] });
    const wrongEntry = await call(
      "editor",
      `/loan-services/${await idOf("gold-loan")}/revisions/${page.body.items[1].id}`,
    );
    expect(wrongEntry.status).toBe(404);

    // Restore the first save's revision after changing the name again.
    const named = await patch(id, { version: moved.body.version, name: "Loans for Business" });
    const stale = await call("editor", `/loan-services/${id}/revisions/${page.body.items[1].id}/restore`, {
      json: { version: moved.body.version },
    });
    expect(stale.status).toBe(409);
    const restored = await call("editor", `/loan-services/${id}/revisions/${page.body.items[1].id}/restore`, {
      json: { version: named.body.version },
    });
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({
      name: "MSME Business Loans",
      features: ["Only this"],
      slug: "msme-loans",
      isActive: false,
      version: named.body.version + 1,
    });
    const after = await call("editor", `/loan-services/${id}/revisions`);
    expect(after.body.items[0]).toMatchObject({ reason: "restore", version: named.body.version + 1 });
    expect((await lastAudit("loan_service.restore", id))?.changes).toMatchObject({
      name: { from: "Loans for Business", to: "MSME Business Loans" },
    });
    await patch(id, { version: restored.body.version, isActive: true });
  });

  it("duplicates a service as a switched-off copy at a free address", async () => {
    const gold = await idOf("gold-loan");
    const first = await call("editor", `/loan-services/${gold}/duplicate`, { method: "POST" });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ name: "Gold Loan (copy)", slug: "gold-loan-copy", isActive: false, version: 1 });
    const second = await call("editor", `/loan-services/${gold}/duplicate`, { method: "POST" });
    expect(second.body).toMatchObject({ slug: "gold-loan-copy-2" });
    expect(second.body.features).toEqual((await get(gold)).features);
    expect(await publicSlugs()).not.toContain("gold-loan-copy");
    expect((await lastAudit("loan_service.duplicate", first.body.id))?.changes).toMatchObject({ copyOf: gold });
    for (const copy of [first.body, second.body])
      expect((await call("editor", `/loan-services/${copy.id}`, { method: "DELETE" })).status).toBe(204);
  });

  it("reorders the services, and GET /api/loan-services follows at once", async () => {
    const before = await publicSlugs();
    const gold = await idOf("gold-loan");
    const up = await call("editor", "/loan-services/reorder", { json: { id: gold, direction: "up" } });
    expect(up.status).toBe(200);
    const index = before.indexOf("gold-loan");
    const expected = [...before];
    [expected[index - 1], expected[index]] = [expected[index]!, expected[index - 1]!];
    expect(await publicSlugs()).toEqual(expected);
    expect((await lastAudit("loan_service.reorder", gold))?.changes).toMatchObject({ order: expect.any(Object) });
    const all = (await list()).items.map((item) => item.id);
    const reversed = await call("editor", "/loan-services/reorder", { json: { ids: [...all].reverse() } });
    expect((reversed.body as LoanServiceList).items.map((item) => item.id)).toEqual([...all].reverse());
    const missing = await call("editor", "/loan-services/reorder", { json: { ids: all.slice(1) } });
    expect(missing.fields.ids).toMatch(/Give each of the/);
    await call("editor", "/loan-services/reorder", { json: { ids: all } });
  });

  it("deletes a service only while no lead names it", async () => {
    const made = (await create({ slug: "short-lived-loan", isActive: true })).body as StaffLoanService;
    const lead = await app.request("/api/leads", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(loanEnquiryBody({ serviceSlug: "short-lived-loan", mobile: "9812345610" })),
    });
    expect(lead.status).toBe(201);
    expect((await get(made.id)).leadCount).toBe(1);
    const refused = await call("editor", `/loan-services/${made.id}`, { method: "DELETE" });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(
      "A lead names “Education Loan”: switch it off instead, so it keeps their service and the page leaves the site.",
    );
    const off = await patch(made.id, { version: made.version, isActive: false });
    expect(off.body.isActive).toBe(false);
    // Switched off, it still names its lead on the leads workbench.
    const { reference } = (await lead.json()) as { reference: string };
    const found = await call("owner", `/leads?search=${reference}`);
    expect(found.body.items).toMatchObject([{ serviceSlug: "short-lived-loan", serviceName: "Education Loan" }]);

    const unused = await idOf("education-loan");
    expect((await call("editor", `/loan-services/${unused}`, { method: "DELETE" })).status).toBe(204);
    expect((await call("editor", `/loan-services/${unused}`)).status).toBe(404);
    expect((await lastAudit("loan_service.delete", unused))?.changes).toMatchObject({ slug: "education-loan" });
  });

  it("moves the leads, posts and deals of a renamed service to its new address", async () => {
    const { db } = app.services.database;
    const id = await idOf("gold-loan");
    const before = await get(id);
    const goldLeads = await db.select({ id: leads.id }).from(leads).where(eq(leads.serviceSlug, "gold-loan"));
    expect(goldLeads.length).toBeGreaterThan(0);
    const renamed = await patch(id, { version: before.version, slug: "gold-loans-kerala" });
    expect(renamed.body).toMatchObject({ slug: "gold-loans-kerala", leadCount: goldLeads.length });
    expect(await db.select({ id: leads.id }).from(leads).where(eq(leads.serviceSlug, "gold-loan"))).toEqual([]);
    expect((await list()).items.find((item) => item.id === id)).toMatchObject({ leadCount: goldLeads.length });
    // The leads workbench still names the service of those leads.
    const workbench = await call("owner", `/leads?pageSize=100`);
    const named = (workbench.body.items as { id: number; serviceName: string | null }[]).filter((item) =>
      goldLeads.some((lead) => lead.id === item.id),
    );
    expect(named.map((item) => item.serviceName)).toEqual(goldLeads.map(() => "Gold Loan"));
    await patch(id, { version: renamed.body.version, slug: "gold-loan" });
  });
});
