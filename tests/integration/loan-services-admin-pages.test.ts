import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffLoanService } from "~server/loan-services/loan-service-admin.schema";
import type { StaffRole } from "~server/vocabulary/staff";
import type { CookieJar } from "../support/staff";
import { ownerEnv, staffApi, tokensForEveryRole, withCookies } from "../support/staff";
import { backends, createTestApp, type TestApp } from "../support/test-app";
import { educationLoan } from "../support/loan-service-inputs";

/** What visitors meet after staff change the loan services: the next request shows it, old addresses move. */
describe.each(backends)("loan services on the public site after a staff change, on %s", (backend) => {
  let app: TestApp;
  let jar: CookieJar;
  const tokens = {} as Record<StaffRole, string>;
  const api = staffApi(() => app, tokens);

  const page = async (path: string) => {
    const res = await app.request(path, { redirect: "manual" });
    return { res, html: await res.text() };
  };
  const services = async () =>
    ((await (await api("editor", "/loan-services")).json()) as { items: { id: number; slug: string }[] }).items;
  const service = async (slug: string) => {
    const id = (await services()).find((item) => item.slug === slug)!.id;
    return (await (await api("editor", `/loan-services/${id}`)).json()) as StaffLoanService;
  };
  const change = async (slug: string, json: Record<string, unknown>) => {
    const current = await service(slug);
    const res = await api("editor", `/loan-services/${current.id}`, {
      method: "PATCH",
      json: { version: current.version, ...json },
    });
    expect(res.status).toBe(200);
    return (await res.json()) as StaffLoanService;
  };
  const publicSlugs = async () =>
    ((await (await app.request("/api/loan-services")).json()) as { slug: string }[]).map((s) => s.slug);

  beforeAll(async () => {
    app = await createTestApp(backend, ownerEnv, { pages: true });
    const made = await tokensForEveryRole(app);
    Object.assign(tokens, made.tokens);
    jar = made.jar;
  });
  afterAll(async () => {
    await app?.close();
  });

  it("shows a changed rate on the next request of a cached page", async () => {
    await page("/loan-services/home-loans");
    const cached = await page("/loan-services/home-loans");
    expect(cached.res.headers.get("x-page-cache")).toBe("hit");
    expect(cached.html).not.toContain("From 7.99% p.a. (staff test)");

    await change("home-loans", { interestRate: "From 7.99% p.a. (staff test)" });

    const after = await page("/loan-services/home-loans");
    expect(after.res.status).toBe(200);
    expect(after.res.headers.get("x-page-cache")).toBe("miss");
    expect(after.html).toContain("From 7.99% p.a. (staff test)");
    expect((await page("/home-loans")).html).toContain("From 7.99% p.a. (staff test)");
  });

  it("puts a new active service on /services, in the sitemap, on /api/loan-services and at its own page", async () => {
    await page("/services");
    await page("/sitemap.xml");
    const created = await api("editor", "/loan-services", { json: educationLoan({ isActive: true }) });
    expect(created.status).toBe(201);
    expect((await page("/services")).html).toContain("Education Loan");
    expect((await page("/sitemap.xml")).html).toContain("/loan-services/education-loan</loc>");
    expect(await publicSlugs()).toContain("education-loan");
    const own = await page("/loan-services/education-loan");
    expect(own.res.status).toBe(200);
    expect(own.html).toContain("Loans for studies in India and abroad");
    expect(own.html).toContain("Is collateral needed?");
  });

  it("answers 410 for a switched-off service and drops it from every list, and brings it back when switched on", async () => {
    const other = (await page("/loan-services/gold-loan")).html;
    expect(other).toContain('href="/loan-services/education-loan"');
    await change("education-loan", { isActive: false });

    for (const path of ["/loan-services/education-loan", "/loans/education-loan", "/services/education-loan"]) {
      const gone = await page(path);
      expect(gone.res.status, path).toBe(410);
      expect(gone.html).toContain("We no longer offer Education Loan here");
      expect(gone.html).toContain('href="/services"');
      expect(gone.html).toContain('href="/contact"');
      expect(gone.html).toMatch(/<meta name="robots" content="noindex"/);
    }
    expect((await page("/services")).html).not.toContain("Education Loan");
    expect((await page("/sitemap.xml")).html).not.toContain("education-loan");
    expect(await publicSlugs()).not.toContain("education-loan");
    expect((await page("/loan-services/gold-loan")).html).not.toContain('href="/loan-services/education-loan"');
    expect((await app.request("/api/loan-services/education-loan")).status).toBe(404);

    await change("education-loan", { isActive: true });
    expect((await page("/loan-services/education-loan")).res.status).toBe(200);
    expect((await page("/services")).html).toContain("Education Loan");
    expect(await publicSlugs()).toContain("education-loan");
  });

  it("answers 301 from an old address on all four prefixes to the new one, keeping the query", async () => {
    await change("education-loan", { slug: "student-loans" });
    for (const prefix of ["/loan-services/", "/loan-service/", "/services/", "/loans/"]) {
      const moved = await page(`${prefix}education-loan?utm_source=newsletter`);
      expect(moved.res.status, prefix).toBe(301);
      expect(moved.res.headers.get("location"), prefix).toBe("/loan-services/student-loans?utm_source=newsletter");
    }
    expect((await page("/loan-services/student-loans")).res.status).toBe(200);
    // Renamed again: the first address goes straight to the newest one.
    await change("student-loans", { slug: "education-loans" });
    expect((await page("/loans/education-loan")).res.headers.get("location")).toBe("/loan-services/education-loans");
    expect((await page("/loans/student-loans")).res.headers.get("location")).toBe("/loan-services/education-loans");
    // An address nobody had is still not found.
    expect((await page("/loan-services/space-travel-loans")).res.status).toBe(404);
  });

  it("answers 301 from a fixed path whose service staff renamed", async () => {
    await change("home-loans", { slug: "housing-loans" });
    const moved = await page("/home-loans");
    expect(moved.res.status).toBe(301);
    expect(moved.res.headers.get("location")).toBe("/loan-services/housing-loans");
    expect((await page("/loan-services/home-loans")).res.headers.get("location")).toBe("/loan-services/housing-loans");
    await change("housing-loans", { slug: "home-loans" });
    expect((await page("/home-loans")).res.status).toBe(200);
  });

  it("follows a new order on /api/loan-services and the home page's first six", async () => {
    const before = await publicSlugs();
    const last = (await services()).at(-1)!;
    expect(before.slice(0, 6)).not.toContain(last.slug);
    const all = (await services()).map((item) => item.id);
    const res = await api("editor", "/loan-services/reorder", { json: { ids: [last.id, ...all.slice(0, -1)] } });
    expect(res.status).toBe(200);
    const after = await publicSlugs();
    expect(after[0]).toBe(last.slug);
    const home = (await page("/")).html;
    const firstCard = home.indexOf(`href="/loan-services/${last.slug}"`);
    expect(firstCard).toBeGreaterThan(0);
    // The old sixth is no longer among the home page's cards.
    expect(home).not.toContain(`href="/loan-services/${before[5]}"`);
  });

  it("shows staff the preview of any service, never cached or indexed; others are sent to sign in", async () => {
    const off = await change("gold-loan", { isActive: false });
    const preview = await app.request(`/loan-services/preview/${off.id}`, withCookies(jar));
    expect(preview.status).toBe(200);
    expect(preview.headers.get("cache-control")).toContain("no-store");
    expect(preview.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    const html = await preview.text();
    expect(html).toContain("Gold Loan");
    expect(html).toContain("Preview");
    expect((await app.request("/loan-services/preview/new", withCookies(jar))).status).toBe(200);
    expect((await app.request("/loan-services/preview/99999", withCookies(jar))).status).toBe(404);
    const stranger = await app.request(`/loan-services/preview/${off.id}`, { redirect: "manual" });
    expect([302, 303]).toContain(stranger.status);
    expect(stranger.headers.get("location")).toMatch(/^\/admin\/login/);
    await change("gold-loan", { isActive: true });
  });
});
