import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loanServices } from "~server/db/schema";
import { loanServiceSeed } from "~server/seed/loan-services.seed";
import { seedDatabase } from "~server/seed/seed.server";
import { backends, createTestApp, type TestApp } from "../support/test-app";

const seededSlugs = [
  "home-loans",
  "personal-loan",
  "business-loans",
  "gold-loan",
  "two-wheeler-loans",
  "loan-against-property",
  "rooftop-solar-finance",
  "outward-remittance-forex",
];

describe.each(backends)("loan services API on %s", (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(backend);
  });
  afterAll(async () => {
    await app?.close();
  });

  it("lists the active services in display order with the fields of spec section 3", async () => {
    const res = await app.request("/api/loan-services");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    const body = (await res.json()) as Record<string, unknown>[];
    expect(body.map((s) => s.slug)).toEqual(seededSlugs);
    for (const service of body) {
      expect(Object.keys(service).sort()).toEqual(["color", "description", "icon", "id", "name", "slug"]);
      expect(typeof service.id).toBe("number");
    }
    expect(body[0]).toMatchObject({ name: "Home Loans", icon: "home", color: "blue" });
  });

  it("answers one service with everything its page needs", async () => {
    const res = await app.request("/api/loan-services/gold-loan");
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ slug: "gold-loan", name: "Gold Loan", icon: "coins" });
    expect((body.features as string[]).length).toBeGreaterThan(3);
    expect((body.faqs as unknown[]).length).toBeGreaterThan(3);
    expect(body.seoTitle).toEqual(expect.any(String));
    // What its enquiry form asks for: no income or employment questions for a gold loan.
    expect(body.enquiryFields).toEqual({
      loanAmount: true,
      monthlyIncome: false,
      employmentType: false,
      city: true,
      pincode: true,
      amountLabel: "Loan amount (₹)",
      amountMessage: "Enter the loan amount you need",
    });
  });

  it("seeding fills the enquiry fields of a database from before them, and keeps a staff choice", async () => {
    const { db } = app.services.database;
    // Through the service: the rows are changed behind its back, which the API's answer cache and
    // the service's own cache cannot see (a write through the service clears both).
    const enquiryFieldsOf = async (slug: string) => {
      app.services.loanServices.clearCache();
      return (await app.services.loanServices.getActiveBySlug(slug))?.enquiryFields;
    };
    const seeded = await enquiryFieldsOf("rooftop-solar-finance");
    const staffChoice = { loanAmount: true, monthlyIncome: true, employmentType: false, city: true, pincode: true };
    // What the migration leaves in existing rows (the column default), and a choice staff made.
    await db.update(loanServices).set({ enquiryFields: {} }).where(eq(loanServices.slug, "rooftop-solar-finance"));
    await db.update(loanServices).set({ enquiryFields: staffChoice }).where(eq(loanServices.slug, "gold-loan"));
    expect(await enquiryFieldsOf("rooftop-solar-finance")).toMatchObject({ city: true, pincode: false });

    await seedDatabase(app.services);
    await seedDatabase(app.services);
    expect(await enquiryFieldsOf("rooftop-solar-finance")).toEqual(seeded);
    expect(await enquiryFieldsOf("rooftop-solar-finance")).toMatchObject({
      amountLabel: "Cost of the solar system (₹)",
      amountMessage: "Enter the cost of the solar system",
    });
    expect(await enquiryFieldsOf("gold-loan")).toMatchObject(staffChoice);
  });

  it("gives each calculator its service's own ranges (a gold loan runs 3 to 12 months), also in an older database", async () => {
    const emiDefaultsOf = async (slug: string) => {
      app.services.loanServices.clearCache();
      return (await app.services.loanServices.getActiveBySlug(slug))?.emiDefaults;
    };
    // The seed's own figures and ranges, read from the seed module: tests/support/enquiry-fields.ts
    // would create the vocabulary's schemas before @hono/zod-openapi extends zod.
    expect(await emiDefaultsOf("gold-loan")).toEqual(
      loanServiceSeed.find((service) => service.slug === "gold-loan")!.emiDefaults,
    );
    expect(await emiDefaultsOf("gold-loan")).toMatchObject({ amountMax: 10_000_000, tenureMaxMonths: 12 });
    const api = (await (await app.request("/api/loan-services/home-loans")).json()) as { emiDefaults: object };
    expect(api.emiDefaults).toMatchObject({ tenureMinMonths: 12, tenureMaxMonths: 360 });

    // A database seeded before the ranges holds the starting figures alone; the seed adds them once.
    const { db } = app.services.database;
    await db
      .update(loanServices)
      .set({ emiDefaults: { amount: 200_000, ratePercent: 9.5, tenureMonths: 12 } })
      .where(eq(loanServices.slug, "gold-loan"));
    await seedDatabase(app.services);
    expect(await emiDefaultsOf("gold-loan")).toMatchObject({ tenureMinMonths: 3, tenureMaxMonths: 12 });
    // A service without a calculator stays without one.
    expect(await emiDefaultsOf("outward-remittance-forex")).toBeNull();
  });

  it("answers 404 in the API error shape for an unknown slug", async () => {
    const res = await app.request("/api/loan-services/no-such-loan");
    expect(res.status).toBe(404);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("not_found");
    expect(body.error.message).toContain("no-such-loan");
  });

  it("hides a service once staff deactivate it", async () => {
    await app.services.loanServices.update("two-wheeler-loans", { isActive: false });
    const list = (await (await app.request("/api/loan-services")).json()) as { slug: string }[];
    expect(list.map((s) => s.slug)).not.toContain("two-wheeler-loans");
    expect((await app.request("/api/loan-services/two-wheeler-loans")).status).toBe(404);
    await app.services.loanServices.update("two-wheeler-loans", { isActive: true });
    expect((await app.request("/api/loan-services/two-wheeler-loans")).status).toBe(200);
  });

  it("seeding again never duplicates content", async () => {
    const again = await seedDatabase(app.services);
    expect(again).toEqual({ loanServicesCreated: 0, settingsCreated: false });
    const list = (await (await app.request("/api/loan-services")).json()) as unknown[];
    expect(list).toHaveLength(seededSlugs.length);
  });

  it("reads the site settings from the database", async () => {
    const settings = await app.services.settings.getSite();
    expect(settings.rating).toEqual({ value: 4.8, count: 1250 });
    expect(settings.trustBadgeCount).toBe("5,000+");
    expect(Object.keys(settings.socialLinks)).toHaveLength(9);
    expect(settings.address.state).toBe("Kerala");
    const updated = await app.services.settings.updateSite({ tagline: "Loans for every family in Kerala" });
    expect((await app.services.settings.getSite()).tagline).toBe(updated.tagline);
  });
});

describe.each(backends)("API conventions on %s", (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(backend);
  });
  afterAll(async () => {
    await app?.close();
  });

  it("answers 404 JSON for an unknown API path", async () => {
    const res = await app.request("/api/definitely-not-here");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      error: { code: "not_found", message: "No API route GET /api/definitely-not-here" },
    });
  });

  it("reports the database state on /healthz", async () => {
    const res = await app.request("/healthz");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });

  it("describes its routes in /api/openapi.json", async () => {
    const res = await app.request("/api/openapi.json");
    expect(res.status).toBe(200);
    const doc = (await res.json()) as {
      openapi: string;
      paths: Record<string, unknown>;
      components: { schemas: Record<string, unknown> };
    };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(["/loan-services", "/loan-services/{slug}"]));
    expect(doc.components.schemas).toHaveProperty("LoanServiceSummary");
    expect(doc.components.schemas).toHaveProperty("ApiError");
  });

  it("rejects an oversized body with 413 and the error shape", async () => {
    const res = await app.request("/api/loan-services", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ padding: "x".repeat(2 * 1024 * 1024) }),
    });
    expect(res.status).toBe(413);
    const body = (await res.json()) as { error: { code: string } };
    expect(body.error.code).toBe("payload_too_large");
  });

  it("refuses state-changing requests from another site", async () => {
    const res = await app.request("/api/loan-services", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
      body: "{}",
    });
    expect(res.status).toBe(403);
  });

  it("sends security headers and no x-powered-by", async () => {
    const res = await app.request("/api/loan-services");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-powered-by")).toBeNull();
  });

  it("compresses JSON for clients that accept brotli or gzip", async () => {
    const br = await app.request("/api/loan-services", { headers: { "Accept-Encoding": "gzip, br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    const gz = await app.request("/api/loan-services", { headers: { "Accept-Encoding": "gzip" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
  });
});

describe.each(backends)("health check on %s", (backend) => {
  it("answers 503 once the database stops answering", async () => {
    const app = await createTestApp(backend);
    expect((await app.request("/healthz")).status).toBe(200);
    await app.close();
    const res = await app.request("/healthz");
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: "unavailable" });
  });
});
