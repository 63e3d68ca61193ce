import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueFor } from "~/i18n/messages";
import { createTranslator } from "~/i18n/translator";
import type { StaffRole } from "~server/vocabulary/staff";
import { lenderOffers, loanServices } from "~server/db/schema";
import { istDateString } from "~server/formats/ist";
import { formatDay, shiftDay } from "~server/loan-services/lender-offer-rules";
import type { LenderOffer, LenderOfferList, StaleOffers } from "~server/loan-services/lender-offer.schema";
import { seedDatabase } from "~server/seed/seed.server";
import { lastAudit as lastAuditOf } from "../support/audit";
import { backends, createTestApp, type TestApp } from "../support/test-app";
import { addStaffMember, ownerEnv, signIn, staffApi, tokensForEveryRole, withCookies } from "../support/staff";

const DEMO_BANK = "Demo Bank of Kerala (fictional)";
const OFFERS_HEADING = 'id="lender-offers-heading"';
/** A day as the English pages write it. */
const englishDate = (day: string) => createTranslator("en", catalogueFor("en")).date(day);
const SAMPLE_BANK = "Sample Small Finance Bank (fictional)";
const HOUSING = "Example Housing Finance Ltd (fictional)";

describe.each(backends)("lenders' offers on %s", (backend) => {
  let app: TestApp;
  const tokens = {} as Record<StaffRole, string>;
  const serviceIds = {} as Record<string, number>;
  const today = istDateString(new Date());
  const daysAgo = (n: number) => shiftDay(today, -n);

  const staff = staffApi(() => app, tokens);
  async function call(role: StaffRole | null, path: string, init: { method?: string; json?: unknown } = {}) {
    const res = await staff(role, path, init);
    const text = await res.text();
    const body = text ? JSON.parse(text) : null;
    return { status: res.status, body, fields: (body?.error?.fields ?? {}) as Record<string, string> };
  }
  const offersPath = (slug: string) => `/loan-services/${serviceIds[slug]}/offers`;
  const offer = (overrides: Record<string, unknown> = {}) => ({
    lenderName: DEMO_BANK,
    rateFrom: 8.6,
    rateTo: 9.9,
    rateType: "floating",
    processingFee: "0.5% of the loan + GST",
    maxAmount: 20_000_000,
    maxTenureMonths: 240,
    asOf: daysAgo(1),
    linkUrl: "https://demo-bank.example.com/kfs.pdf",
    notes: "",
    ...overrides,
  });
  const create = (slug: string, overrides: Record<string, unknown> = {}, role: StaffRole = "editor") =>
    call(role, offersPath(slug), { json: offer(overrides) });
  const list = async (slug: string) => (await call("editor", offersPath(slug))).body as LenderOfferList;
  const page = async (slug: string) => (await app.request(`/loan-services/${slug}`)).text();

  const lastAudit = (action: string, entityId?: string) => lastAuditOf(app, action, entityId);

  beforeAll(async () => {
    // pages: true, so loan pages render from the build through the page cache.
    app = await createTestApp(backend, ownerEnv, { pages: true });
    Object.assign(tokens, (await tokensForEveryRole(app)).tokens);
    for (const row of await app.services.database.db
      .select({ id: loanServices.id, slug: loanServices.slug })
      .from(loanServices))
      serviceIds[row.slug] = row.id;
  });
  afterAll(async () => {
    await app?.close();
  });

  it("starts with the fictional demo offers on the home loan page and seeds them once per database", async () => {
    const home = await list("home-loans");
    expect(home.service).toMatchObject({ id: serviceIds["home-loans"], name: "Home Loans", slug: "home-loans" });
    expect(home.items.length).toBeGreaterThanOrEqual(2);
    for (const item of home.items) {
      expect(item.lenderName).toContain("(fictional)");
      expect(item.state).toBe("current");
    }
    const html = await page("home-loans");
    expect(html).toContain(OFFERS_HEADING);
    expect(html).toContain(home.items[0]!.lenderName);

    const before = await app.services.database.db.select({ id: lenderOffers.id }).from(lenderOffers);
    await seedDatabase(app.services);
    const after = await app.services.database.db.select({ id: lenderOffers.id }).from(lenderOffers);
    expect(after.length).toBe(before.length);
  });

  it("lets owners, admins and editors keep offers; viewers get 403 and strangers 401", async () => {
    for (const [method, path, json] of [
      ["GET", offersPath("gold-loan"), undefined],
      ["POST", offersPath("gold-loan"), offer()],
      ["PATCH", `${offersPath("gold-loan")}/1`, { version: 1, rateFrom: 9 }],
      ["DELETE", `${offersPath("gold-loan")}/1`, undefined],
      ["GET", "/lender-offers/settings", undefined],
      ["PATCH", "/lender-offers/settings", { flagAfterDays: 30 }],
    ] as const) {
      expect((await call("viewer", path, { method, json })).status, `${method} ${path}`).toBe(403);
      expect((await call(null, path, { method, json })).status, `${method} ${path}`).toBe(401);
    }
    for (const role of ["owner", "admin", "editor"] as const) {
      const made = await create("gold-loan", { processingFee: `Made by the ${role}` }, role);
      expect(made.status, role).toBe(201);
      expect(made.body).toMatchObject({
        serviceId: serviceIds["gold-loan"],
        lenderName: DEMO_BANK,
        rateFrom: 8.6,
        rateTo: 9.9,
        processingFee: `Made by the ${role}`,
        version: 1,
        state: "current",
      });
    }
    const audit = await lastAudit("lender_offer.create");
    expect(audit?.actorLabel).toBe("editor@example.in (API token “editor token” made by owner@example.in)");
    expect(audit?.changes).toMatchObject({ serviceId: serviceIds["gold-loan"], processingFee: "Made by the editor" });
  });

  it("refuses every bad field with a message of its own and saves nothing", async () => {
    const count = (await list("personal-loan")).items.length;
    const expectField = async (overrides: Record<string, unknown>, field: string, message: RegExp) => {
      const res = await create("personal-loan", overrides);
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect(res.fields[field], JSON.stringify(res.fields)).toMatch(message);
    };
    await expectField(
      { lenderName: "Real Big Bank" },
      "lenderName",
      /^Choose one of the lenders on the Disclosures screen/,
    );
    await expectField({ lenderName: "" }, "lenderName", /^Choose the lender/);
    await expectField(
      { rateFrom: 10, rateTo: 9.5 },
      "rateTo",
      /^Make the highest rate at least the lowest rate \(10\.00%\)/,
    );
    await expectField({ rateFrom: 55, rateTo: 60 }, "rateFrom", /from 0 to 50/);
    await expectField({ rateFrom: -1 }, "rateFrom", /from 0 to 50/);
    await expectField({ rateTo: 50.5 }, "rateTo", /from 0 to 50/);
    await expectField({ rateFrom: 8.125 }, "rateFrom", /two decimals/);
    await expectField({ rateFrom: "eight" }, "rateFrom", /as a number/);
    await expectField({ rateType: "teaser" }, "rateType", /fixed or floating/);
    await expectField(
      { asOf: shiftDay(today, 1) },
      "asOf",
      new RegExp(`cannot be after today \\(${formatDay(today)}\\)`),
    );
    await expectField({ asOf: "31/12/2026" }, "asOf", /as a date/);
    await expectField({ asOf: "2026-02-30" }, "asOf", /as a date/);
    await expectField({ asOf: "1999-12-31" }, "asOf", /years ago/);
    await expectField({ linkUrl: "http://demo-bank.example.com/kfs.pdf" }, "linkUrl", /https:\/\//);
    await expectField({ linkUrl: "javascript:alert(1)" }, "linkUrl", /https:\/\//);
    await expectField({ processingFee: "<b>Nil</b>" }, "processingFee", /plain text/);
    await expectField({ processingFee: "" }, "processingFee", /^Enter the processing fee/);
    await expectField({ notes: "Call <a href='x'>us</a>" }, "notes", /plain text/);
    await expectField({ maxAmount: 0 }, "maxAmount", /from ₹10,000 to ₹100 crore/);
    await expectField({ maxAmount: 5_000_000_000 }, "maxAmount", /from ₹10,000 to ₹100 crore/);
    await expectField({ maxAmount: 150000.5 }, "maxAmount", /whole rupees/);
    await expectField({ maxTenureMonths: 0 }, "maxTenureMonths", /from 1 to 480 months/);
    await expectField({ maxTenureMonths: 600 }, "maxTenureMonths", /from 1 to 480 months/);
    const extra = await create("personal-loan", { sortOrder: 2 });
    expect(extra.status).toBe(400);
    expect(Object.values(extra.fields).join(" ")).toMatch(/sortOrder/);
    const notAnObject = await call("editor", `${offersPath("personal-loan")}/1`, { method: "PATCH", json: [1] });
    expect(notAnObject.status).toBe(400);
    // Several at once: each on its own field.
    const many = await create("personal-loan", { rateFrom: 12, rateTo: 11, linkUrl: "ftp://x", asOf: "2099-01-01" });
    expect(Object.keys(many.fields).sort()).toEqual(["asOf", "linkUrl", "rateTo"]);
    expect((await list("personal-loan")).items.length).toBe(count);
    // Blank optional fields are "not stated".
    const blank = await create("personal-loan", { maxAmount: "", maxTenureMonths: null, linkUrl: "" });
    expect(blank.status).toBe(201);
    expect(blank.body).toMatchObject({ maxAmount: null, maxTenureMonths: null, linkUrl: null });
    // Paths: a service or an offer that does not exist, an offer of another service.
    expect((await call("editor", "/loan-services/999999/offers")).status).toBe(404);
    expect((await create("personal-loan", {}, "editor")).status).toBe(201);
    const other = (blank.body as LenderOffer).id;
    expect(
      (
        await call("editor", `${offersPath("gold-loan")}/${other}`, {
          method: "PATCH",
          json: { version: 1, notes: "x" },
        })
      ).status,
    ).toBe(404);
    expect((await call("editor", `${offersPath("gold-loan")}/${other}`, { method: "DELETE" })).status).toBe(404);
    expect((await call("editor", "/loan-services/abc/offers")).status).toBe(400);
  });

  it("edits with the version it read (409 when stale), deletes, and audits both", async () => {
    const made = (await create("business-loans", { processingFee: "1% + GST" })).body as LenderOffer;
    const path = `${offersPath("business-loans")}/${made.id}`;
    const edited = await call("editor", path, {
      method: "PATCH",
      json: { version: 1, rateTo: 12.5, rateType: "fixed" },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ rateFrom: 8.6, rateTo: 12.5, rateType: "fixed", version: 2 });
    expect((await lastAudit("lender_offer.update", String(made.id)))?.changes).toEqual({
      rateTo: { from: 9.9, to: 12.5 },
      rateType: { from: "floating", to: "fixed" },
    });
    // The merged offer is checked whole.
    const inverted = await call("editor", path, { method: "PATCH", json: { version: 2, rateFrom: 13 } });
    expect(inverted.fields).toEqual({ rateTo: "Make the highest rate at least the lowest rate (13.00%)" });

    const stale = await call("editor", path, { method: "PATCH", json: { version: 1, notes: "Too late" } });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toMatch(/Reload the offers/);
    const noVersion = await call("editor", path, { method: "PATCH", json: { notes: "No version" } });
    expect(noVersion.fields.version).toMatch(/version/);
    expect((await list("business-loans")).items.find((item) => item.id === made.id)?.notes).toBe("");

    expect((await call("editor", path, { method: "DELETE" })).status).toBe(204);
    expect((await lastAudit("lender_offer.delete", String(made.id)))?.changes).toMatchObject({
      lenderName: DEMO_BANK,
      rateFrom: 8.6,
      rateTo: 12.5,
    });
    expect((await call("editor", path, { method: "DELETE" })).status).toBe(404);
  });

  it("shows a new offer on the next request of /loan-services/home-loans with its date, lowest rate first", async () => {
    const before = await page("home-loans"); // warms the page cache
    const asOf = daysAgo(2);
    const lowest = await create("home-loans", {
      lenderName: HOUSING,
      rateFrom: 7.15,
      rateTo: 8.05,
      processingFee: "Nil for this test (a7)",
      asOf,
      linkUrl: "https://example-housing.example.com/loans",
    });
    expect(lowest.status).toBe(201);
    // Same lowest rate, a higher top rate: after it; same rates: by the lender's name.
    await create("home-loans", { lenderName: SAMPLE_BANK, rateFrom: 7.15, rateTo: 8.5, processingFee: "Tie (b)" });
    await create("home-loans", { lenderName: DEMO_BANK, rateFrom: 7.15, rateTo: 8.5, processingFee: "Tie (a)" });
    expect(before).not.toContain("Nil for this test (a7)");

    const html = await page("home-loans");
    expect(html).toContain("Nil for this test (a7)");
    // Visitors read dates as the page's language writes them (issue 27: "25 November 2026").
    expect(html).toContain(englishDate(asOf));
    expect(html).toContain("Lowest rate first");
    // The line names the oldest "as of" day among the offers shown.
    const shown = (await list("home-loans")).items.filter((item) => item.state !== "hidden");
    const oldest = shown.map((item) => item.asOf).sort()[0]!;
    expect(html).toContain(`Rates as of ${englishDate(oldest)}, set by each lender; our help is free.`);
    // Order in the table: 7.15–8.05, then the two ties by lender name, then the rest.
    const table = html.slice(html.indexOf("<table"), html.indexOf("</table>"));
    const order = [HOUSING, DEMO_BANK, SAMPLE_BANK].map((name) => table.indexOf(name));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(table.indexOf("Tie (a)")).toBeLessThan(table.indexOf("Tie (b)"));
    // Each lender's link: a new tab that cannot reach back, named for what it is.
    expect(table).toMatch(
      /href="https:\/\/example-housing\.example\.com\/loans" target="_blank" rel="noopener noreferrer"[^>]*>Lender’s page/,
    );
    expect(table).toMatch(/href="https:\/\/demo-bank\.example\.com\/kfs\.pdf"[^>]*>Key Fact Statement/);
    // The calculator starts from the lowest current rate; the structured data claims no rate.
    expect(html).toContain("7.15% a year, reducing balance");
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map((m) => m[1]);
    expect(jsonLd.length).toBeGreaterThan(0);
    expect(jsonLd.join("\n")).not.toMatch(/interestRate|annualPercentageRate|LoanOrCredit|7\.15/);
  });

  it("starts the calculator from the service's own rate and shows no section without current offers", async () => {
    const before = await page("personal-loan");
    // Personal loans have offers from the validation test; remove them all.
    for (const item of (await list("personal-loan")).items)
      await call("editor", `${offersPath("personal-loan")}/${item.id}`, { method: "DELETE" });
    const none = await page("personal-loan");
    // The section by its heading: the words are in every page's data too, with the page's messages.
    expect(before).toContain(OFFERS_HEADING);
    expect(none).not.toContain(OFFERS_HEADING);
    expect(none).toContain("12.5% a year, reducing balance");

    const made = (await create("personal-loan", { rateFrom: 10.75, rateTo: 14 })).body as LenderOffer;
    const one = await page("personal-loan");
    expect(one).toContain(OFFERS_HEADING);
    expect(one).toContain("10.75% a year, reducing balance");

    // Checked long ago: hidden, and no longer the calculator's start.
    const hidden = await call("editor", `${offersPath("personal-loan")}/${made.id}`, {
      method: "PATCH",
      json: { version: 1, asOf: daysAgo(91) },
    });
    expect(hidden.body.state).toBe("hidden");
    const gone = await page("personal-loan");
    expect(gone).not.toContain(OFFERS_HEADING);
    expect(gone).toContain("12.5% a year, reducing balance");
  });

  it("flags offers older than “flag after” on the dashboard and hides those older than “hide after”", async () => {
    const stale = (
      await create("gold-loan", { lenderName: SAMPLE_BANK, asOf: daysAgo(46), processingFee: "Stale one (s1)" })
    ).body as LenderOffer;
    const edge = (
      await create("gold-loan", { lenderName: SAMPLE_BANK, asOf: daysAgo(45), processingFee: "Edge one (e1)" })
    ).body as LenderOffer;
    const old = (await create("gold-loan", { lenderName: HOUSING, asOf: daysAgo(91), processingFee: "Old one (o1)" }))
      .body as LenderOffer;
    expect([stale.state, edge.state, old.state]).toEqual(["stale", "current", "hidden"]);

    const html = await page("gold-loan");
    expect(html).toContain("Stale one (s1)");
    expect(html).toContain("Edge one (e1)");
    expect(html).not.toContain("Old one (o1)");

    const dashboard = (await call("editor", "/dashboard")).body as { staleOffers: StaleOffers };
    expect(dashboard.staleOffers.freshness).toEqual({ flagAfterDays: 45, hideAfterDays: 90 });
    const flagged = dashboard.staleOffers.items.filter((item) => item.serviceName === "Gold Loan");
    expect(flagged).toEqual([
      {
        offerId: old.id,
        serviceId: serviceIds["gold-loan"],
        serviceName: "Gold Loan",
        lenderName: HOUSING,
        asOf: daysAgo(91),
        state: "hidden",
      },
      {
        offerId: stale.id,
        serviceId: serviceIds["gold-loan"],
        serviceName: "Gold Loan",
        lenderName: SAMPLE_BANK,
        asOf: daysAgo(46),
        state: "stale",
      },
    ]);
    expect(dashboard.staleOffers.total).toBeGreaterThanOrEqual(2);
    // Viewers keep no loan services: no list for them.
    expect(((await call("viewer", "/dashboard")).body as { staleOffers: unknown }).staleOffers).toBeNull();

    // The settings: shorter periods flag and hide sooner, at the next request.
    expect((await call("editor", "/lender-offers/settings")).body).toEqual({ flagAfterDays: 45, hideAfterDays: 90 });
    const shorter = await call("editor", "/lender-offers/settings", {
      method: "PATCH",
      json: { flagAfterDays: 30, hideAfterDays: 45 },
    });
    expect(shorter.status).toBe(200);
    expect(shorter.body).toEqual({ flagAfterDays: 30, hideAfterDays: 45 });
    expect((await lastAudit("settings.update", "lender-offers"))?.changes).toEqual({
      flagAfterDays: { from: 45, to: 30 },
      hideAfterDays: { from: 90, to: 45 },
    });
    const after = await page("gold-loan");
    expect(after).not.toContain("Stale one (s1)");
    expect(after).toContain("Edge one (e1)");
    const states = new Map((await list("gold-loan")).items.map((item) => [item.id, item.state]));
    expect([states.get(stale.id), states.get(edge.id), states.get(old.id)]).toEqual(["hidden", "stale", "hidden"]);

    // Bad values: a message per field, nothing saved.
    const bad = await call("editor", "/lender-offers/settings", { method: "PATCH", json: { hideAfterDays: 20 } });
    expect(bad.status).toBe(400);
    expect(bad.fields).toEqual({ hideAfterDays: "Hide offers later than you flag them: more than 30 days" });
    const zero = await call("editor", "/lender-offers/settings", { method: "PATCH", json: { flagAfterDays: 0 } });
    expect(zero.fields.flagAfterDays).toMatch(/from 1 to 365 days/);
    const unknown = await call("editor", "/lender-offers/settings", { method: "PATCH", json: { staleAfter: 3 } });
    expect(unknown.status).toBe(400);
    expect((await call("editor", "/lender-offers/settings")).body).toEqual({ flagAfterDays: 30, hideAfterDays: 45 });

    await call("editor", "/lender-offers/settings", {
      method: "PATCH",
      json: { flagAfterDays: 45, hideAfterDays: 90 },
    });
    expect(await page("gold-loan")).toContain("Stale one (s1)");
  });

  it("tells the content schedule when the next shown offer leaves the pages (IST midnight)", async () => {
    const moment = new Date();
    const next = await app.services.lenderOffers.nextBoundaryAfter(moment);
    // The oldest shown offer is the gold loan's 46 days old one: hidden once 91 days old.
    const rows = await app.services.database.db.select({ asOf: lenderOffers.asOf }).from(lenderOffers);
    const oldestShown = rows
      .map((row) => row.asOf)
      .filter((day) => day >= daysAgo(90))
      .sort()[0]!;
    expect(istDateString(next!)).toBe(shiftDay(oldestShown, 91));
    expect(next!.getTime()).toBeGreaterThan(moment.getTime());
    expect(next!.toISOString()).toMatch(/T18:30:00\.000Z$/);
  });

  it("shows the offers screen to editors, the 403 screen to viewers, and 404 for a service that does not exist", async () => {
    const screen = async (role: "editor" | "viewer", path: string) => {
      const { email, password } = await addStaffMember(app, `offers.${role}.${Date.now()}@example.in`, role);
      const { jar } = await signIn(app, email, password);
      return app.request(path, withCookies(jar));
    };
    const editor = await screen("editor", `/admin/loan-services/${serviceIds["home-loans"]}/offers`);
    expect(editor.status).toBe(200);
    const html = await editor.text();
    expect(html).toContain("Lenders’ offers: Home Loans");
    expect(html).toContain("How long rates stay current (all services)");
    expect(html).toContain(HOUSING);
    expect((await screen("viewer", `/admin/loan-services/${serviceIds["home-loans"]}/offers`)).status).toBe(403);
    expect((await screen("editor", "/admin/loan-services/999999/offers")).status).toBe(404);
    expect((await screen("editor", "/admin/loan-services/abc/offers")).status).toBe(404);
  });

  it("does not bring the demo offers back once staff removed them all", async () => {
    await app.services.database.db.delete(lenderOffers);
    await seedDatabase(app.services);
    expect(await app.services.database.db.select({ id: lenderOffers.id }).from(lenderOffers)).toEqual([]);
  });
});
