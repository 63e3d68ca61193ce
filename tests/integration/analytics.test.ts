import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAnalyticsService } from "~server/analytics/analytics.server";
import type { StaffRole } from "~server/vocabulary/staff";
import { istDateString } from "~server/formats/ist";
import { shiftDay } from "~server/analytics/analytics-range";
import { backends, createTestApp, type TestApp } from "../support/test-app";
import { loanEnquiryBody } from "../support/lead-inputs";
import { type CookieJar, ownerEnv, tokensForEveryRole } from "../support/staff";

const CHROME_ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const FIREFOX_DESKTOP = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const RATE_LIMIT = 8;

type Rows = { rows: Record<string, unknown>[] };

describe.each(backends)("first-party analytics on %s", (backend) => {
  let app: TestApp;
  const tokens = {} as Record<StaffRole, string>;
  let ownerJar: CookieJar;
  let address = 0;

  /** A batch from a fresh address (each test its own, so the rate limit of one does not touch another). */
  function post(body: unknown, options: { ua?: string; from?: string; raw?: string; type?: string } = {}) {
    return app.request("/api/events", {
      method: "POST",
      headers: {
        "Content-Type": options.type ?? "application/json",
        "User-Agent": options.ua ?? CHROME_ANDROID,
        "X-Forwarded-For": options.from ?? `203.0.113.${++address}`,
      },
      body: options.raw ?? JSON.stringify(body),
    });
  }

  const rows = async (query: ReturnType<typeof sql>) =>
    ((await app.services.database.db.execute(query)) as unknown as Rows).rows;

  const report = async (query = "range=7d", role: StaffRole | null = "owner") =>
    app.request(`/api/admin/analytics?${query}`, {
      headers: role ? { Authorization: `Bearer ${tokens[role]}` } : {},
    });

  beforeAll(async () => {
    app = await createTestApp(
      backend,
      { ...ownerEnv, TRUST_PROXY: "1", ANALYTICS_RATE_LIMIT_PER_IP: String(RATE_LIMIT) },
      { pages: true },
    );
    const roles = await tokensForEveryRole(app);
    Object.assign(tokens, roles.tokens);
    ownerJar = roles.jar;
  });
  afterAll(async () => {
    await app?.close();
  });

  it("answers 204 to a batch, stores only the documented fields, and sets no cookie", async () => {
    const res = await post({
      events: [
        {
          type: "pageview",
          path: "/loan-services/home-loans",
          visitStart: true,
          referrer: "www.google.com",
          utmSource: "google",
          utmMedium: "cpc",
          utmCampaign: "onam",
        },
        { type: "service_view", path: "/loan-services/home-loans", detail: "home-loans" },
      ],
    });
    expect(res.status).toBe(204);
    expect(res.headers.get("set-cookie")).toBeNull();
    const stored = await rows(sql`select * from analytics_events where utm_campaign = 'onam' order by id`);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      type: "pageview",
      path: "/loan-services/home-loans",
      referrer_domain: "www.google.com",
      utm_source: "google",
      device: "mobile",
      browser: "Chrome",
      consented: false,
      visitor_hash: null,
    });
    // Nothing about the requester but the device class and browser family: no address, no agent string.
    const text = JSON.stringify(await rows(sql`select * from analytics_events`));
    expect(text).not.toContain("203.0.113.");
    expect(text).not.toContain("Pixel 8");
  });

  it("refuses garbage with 400 JSON and field messages, never a 5xx", async () => {
    const bad: { body?: unknown; raw?: string; field?: string }[] = [
      { raw: "{not json" },
      { raw: "null" },
      { body: [] },
      { body: { events: [] }, field: "events" },
      { body: { events: "pageview" }, field: "events" },
      { body: { events: [{ type: "purchase", path: "/" }] }, field: "events.0.type" },
      { body: { events: [{ type: "pageview", path: "https://evil.example/" }] }, field: "events.0.path" },
      { body: { events: [{ type: "pageview", path: "/?utm_source=x" }] }, field: "events.0.path" },
      { body: { events: [{ type: "pageview", path: "/", ip: "1.2.3.4" }] } },
      { body: { events: [{ type: "consent", path: "/", detail: "maybe" }] }, field: "events.0.detail" },
      {
        body: { events: [{ type: "pageview", path: "/", referrer: "https://x.example/a" }] },
        field: "events.0.referrer",
      },
      { body: { events: Array.from({ length: 21 }, () => ({ type: "pageview", path: "/" })) }, field: "events" },
      { body: { events: [{ type: "pageview", path: "/" }], visitorId: "abc" } },
    ];
    for (const { body, raw, field } of bad) {
      const res = await post(body, raw === undefined ? {} : { raw });
      expect(res.status, raw ?? JSON.stringify(body)).toBe(400);
      const answer = (await res.json()) as { error: { code: string; fields?: Record<string, string> } };
      expect(answer.error.code).toBeTruthy();
      if (field) expect(answer.error.fields?.[field], JSON.stringify(answer)).toBeTruthy();
    }
    expect((await post(null, { raw: "type=pageview", type: "text/plain" })).status).toBe(415);
  });

  it("drops bots and requests without a browser's User-Agent (answering 204)", async () => {
    const before = await rows(sql`select count(*)::int as n from analytics_events`);
    for (const ua of [GOOGLEBOT, "curl/8.5.0", "", "python-requests/2.32"]) {
      const res = await post({ events: [{ type: "pageview", path: "/bot-visit" }] }, { ua });
      expect(res.status, ua).toBe(204);
    }
    const after = await rows(sql`select count(*)::int as n from analytics_events`);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it("rate limits batches per address", async () => {
    const from = "198.51.100.7";
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMIT; i++) {
      statuses.push((await post({ events: [{ type: "pageview", path: "/limited" }] }, { from })).status);
    }
    expect(statuses.slice(0, RATE_LIMIT).every((status) => status === 204)).toBe(true);
    const last = await post({ events: [{ type: "pageview", path: "/limited" }] }, { from });
    expect(last.status).toBe(429);
    expect(Number(last.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await post({ events: [{ type: "pageview", path: "/limited" }] })).status).toBe(204);
  });

  it("keeps a daily hash only for visitors who accepted tracking, and the hash changes with the day", async () => {
    const from = "192.0.2.44";
    await post({ consent: true, events: [{ type: "pageview", path: "/consented" }] }, { from, ua: FIREFOX_DESKTOP });
    await post({ consent: true, events: [{ type: "pageview", path: "/consented" }] }, { from, ua: FIREFOX_DESKTOP });
    await post({ consent: false, events: [{ type: "pageview", path: "/consented" }] }, { from, ua: FIREFOX_DESKTOP });
    const stored = await rows(
      sql`select visitor_hash, consented, device, browser from analytics_events where path = '/consented'`,
    );
    const hashes = stored.map((row) => row.visitor_hash);
    expect(hashes.filter((hash) => hash === null)).toHaveLength(1);
    const kept = hashes.filter((hash): hash is string => typeof hash === "string");
    expect(kept).toHaveLength(2);
    expect(kept[0]).toBe(kept[1]);
    expect(kept[0]).not.toContain(from);
    expect(stored[0]).toMatchObject({ device: "desktop", browser: "Firefox" });

    // A service whose clock is tomorrow: another salt, another hash for the same person.
    let clock = new Date();
    const service = createAnalyticsService({ db: app.services.database.db, rawRetentionDays: 30, now: () => clock });
    const today = istDateString(clock);
    const tomorrow = shiftDay(today, 1);
    const requester = { address: from, userAgent: FIREFOX_DESKTOP };
    const hashToday = await service.visitorHash(today, requester);
    expect(hashToday).toBe(kept[0]);
    const hashTomorrow = await service.visitorHash(tomorrow, requester);
    expect(hashTomorrow).not.toBe(hashToday);
    // Once tomorrow has come, today's salt is deleted by the job: nobody can recompute today's hashes.
    clock = new Date(clock.getTime() + 24 * 60 * 60 * 1000);
    await service.runJobs();
    const salts = await rows(sql`select day::text as day from analytics_salts`);
    expect(salts.map((row) => row.day)).toEqual([tomorrow]);
  });

  it("rolls raw events up into daily counts that match them, however often it runs", async () => {
    const day = istDateString(new Date());
    await post({
      events: [
        { type: "pageview", path: "/", visitStart: true, referrer: "www.facebook.com" },
        { type: "pageview", path: "/about", visitContinued: true },
        { type: "pageview", path: "/contact" },
        { type: "contact_interaction", path: "/contact", detail: "whatsapp" },
      ],
    });
    await post({ events: [{ type: "pageview", path: "/", visitStart: true, utmSource: "Newsletter" }] });
    await app.services.analytics.runJobs();
    const first = await rows(sql`select * from analytics_daily where day = ${day} order by dimension, key`);
    await app.services.analytics.runJobs();
    const second = await rows(sql`select * from analytics_daily where day = ${day} order by dimension, key`);
    expect(second).toEqual(first);

    const [raw] = await rows(sql`
      select count(*) filter (where type = 'pageview')::int as views,
        count(*) filter (where visit_start)::int as visits,
        (count(*) filter (where visit_start) - count(*) filter (where visit_continued))::int as bounces,
        count(distinct visitor_hash)::int as visitors,
        count(*) filter (where type <> 'pageview')::int as events
      from analytics_events where day = ${day}`);
    const total = first.find((row) => row.dimension === "total")!;
    expect({
      views: total.views,
      visits: total.visits,
      bounces: total.bounces,
      visitors: total.visitors,
      events: total.events,
    }).toEqual(raw);
    const pageViews = first.filter((row) => row.dimension === "page").reduce((sum, row) => sum + Number(row.views), 0);
    expect(pageViews).toBe(raw!.views);
    const sources = Object.fromEntries(
      first.filter((row) => row.dimension === "source").map((row) => [row.key, Number(row.visits)]),
    );
    expect(sources["facebook.com"]).toBeGreaterThanOrEqual(1);
    expect(sources.newsletter).toBeGreaterThanOrEqual(1);
    expect(first.some((row) => row.dimension === "event_detail" && row.key === "contact_interaction:whatsapp")).toBe(
      true,
    );
  });

  it("lists every event on the report, those sent without a detail too (a lead form shown)", async () => {
    await post({
      events: [
        { type: "lead_form_opened", path: "/contact" },
        { type: "lead_form_opened", path: "/contact", detail: "contact_message" },
        { type: "lead_form_opened", path: "/loan-services/home-loans", detail: "loan_enquiry" },
      ],
    });
    const body = await (await report("range=today")).json();
    const shown = (body.events as { type: string; detail: string; count: number }[]).filter(
      (event) => event.type === "lead_form_opened",
    );
    const raw = await rows(sql`
      select coalesce(detail, '') as detail, count(*)::int as count from analytics_events
      where type = 'lead_form_opened' and day = ${istDateString(new Date())} group by 1`);
    expect(shown.sort((a, b) => a.detail.localeCompare(b.detail))).toEqual(
      raw
        .map((row) => ({ type: "lead_form_opened", detail: row.detail, count: row.count }))
        .sort((a, b) => String(a.detail).localeCompare(String(b.detail))),
    );
    expect(shown.map((event) => event.detail)).toEqual(expect.arrayContaining(["", "contact_message", "loan_enquiry"]));
  });

  it("reads one day's visits consistently: views per visit, bounce rate and consent accepted come from the same visits", async () => {
    // A day of its own (long ago, so no other test's events are on it), through a service whose clock is there.
    const day = shiftDay(istDateString(new Date()), -200);
    const clock = new Date(`${day}T10:00:00+05:30`);
    const service = createAnalyticsService({ db: app.services.database.db, rawRetentionDays: 30, now: () => clock });
    const visitor = { address: "192.0.2.91", userAgent: CHROME_ANDROID };
    // Visit one, as the collector sends it after Accept All: the page before the reload (with the
    // choice), then two more pages; the reloaded page itself is not a view.
    await service.ingest(
      {
        consent: true,
        events: [
          { type: "pageview", path: "/", visitStart: true },
          { type: "consent", path: "/", detail: "accepted" },
        ],
      },
      visitor,
    );
    await service.ingest(
      {
        consent: true,
        events: [
          { type: "pageview", path: "/about", visitContinued: true },
          { type: "lead_form_opened", path: "/contact", detail: "contact_message" },
          { type: "pageview", path: "/contact" },
        ],
      },
      visitor,
    );
    // Visit two: one page, and a decline.
    await service.ingest(
      {
        events: [
          { type: "pageview", path: "/blog", visitStart: true, referrer: "www.google.com" },
          { type: "consent", path: "/blog", detail: "declined" },
        ],
      },
      { address: "192.0.2.92", userAgent: FIREFOX_DESKTOP },
    );
    await service.rollUpDay(day);
    const resolved = { name: "custom" as const, current: { from: day, to: day, days: 1 } };
    const result = await service.report({
      ...resolved,
      previous: { from: shiftDay(day, -1), to: shiftDay(day, -1), days: 1 },
    });
    expect(result.kpis.current).toMatchObject({
      views: 4,
      visits: 2,
      viewsPerVisit: 2,
      bounceRate: 0.5,
      consentChoices: 2,
      consentAccepted: 1,
      consentRate: 0.5,
    });
    expect(result.pages.find((row) => row.key === "/")).toMatchObject({ views: 1, visits: 1 });
    expect(result.events).toEqual(
      expect.arrayContaining([
        { type: "lead_form_opened", detail: "contact_message", count: 1 },
        { type: "consent", detail: "accepted", count: 1 },
        { type: "consent", detail: "declined", count: 1 },
      ]),
    );
  });

  it("deletes raw events past retention and keeps their daily counts", async () => {
    const old = shiftDay(istDateString(new Date()), -31);
    await app.services.database.db.execute(sql`
      insert into analytics_events (day, type, path, device, browser) values (${old}, 'pageview', '/old', 'mobile', 'Chrome')`);
    await app.services.analytics.rollUpDay(old);
    const result = await app.services.analytics.runJobs();
    expect(result.rawDeleted).toBeGreaterThanOrEqual(1);
    expect(await rows(sql`select 1 from analytics_events where day = ${old}`)).toHaveLength(0);
    const kept = await rows(
      sql`select views from analytics_daily where day = ${old} and dimension = 'page' and key = '/old'`,
    );
    expect(kept).toEqual([{ views: 1 }]);
  });

  it("reports views, visits, leads by source and the funnel, with the previous period, to owners, admins and viewers", async () => {
    const lead = await app.request("/api/leads", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": "192.0.2.200" },
      body: JSON.stringify(loanEnquiryBody({ utm: { source: "report-test", medium: "email", campaign: "diwali" } })),
    });
    expect(lead.status).toBe(201);
    await post({ events: [{ type: "pageview", path: "/report-page", visitStart: true, utmSource: "report-test" }] });

    const res = await report("range=today");
    expect(res.status).toBe(200);
    const body = await res.json();
    const [raw] = await rows(sql`
      select count(*) filter (where type = 'pageview')::int as views, count(*) filter (where visit_start)::int as visits
      from analytics_events where day = ${istDateString(new Date())}`);
    expect(body.kpis.current.views).toBe(raw!.views);
    expect(body.kpis.current.visits).toBe(raw!.visits);
    expect(body.kpis.current.leads).toBeGreaterThanOrEqual(1);
    expect(body.range.previous.days).toBe(1);
    expect(body.pages.some((row: { key: string }) => row.key === "/report-page")).toBe(true);
    const source = body.leadsBySource.find((row: { key: string }) => row.key === "report-test");
    expect(source).toMatchObject({ leads: 1, base: 1, conversionRate: 1 });
    expect(body.funnel.leads).toBe(body.kpis.current.leads);
    expect(body.daily).toHaveLength(1);

    expect((await report("range=30d", "admin")).status).toBe(200);
    expect((await report("range=7d", "editor")).status).toBe(403);
    expect((await report("range=7d", "viewer")).status).toBe(200);
    expect((await report("range=7d", null)).status).toBe(401);
    const bad = await report("range=custom&from=2026-11-20&to=2026-11-01");
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields.to).toMatch(/before the first day/);
    expect((await report("range=yesterday")).status).toBe(400);

    const custom = await (await report("range=custom&from=2026-10-01&to=2026-10-31")).json();
    expect(custom.range.previous).toEqual({ from: "2026-08-31", to: "2026-09-30", days: 31 });
  });

  it("splits visits, leads and conversion by the site's language", async () => {
    const before = await (await report("range=today")).json();
    const lead = await app.request("/api/leads", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": "192.0.2.201" },
      body: JSON.stringify(loanEnquiryBody({ utm: { source: "language-test" } })),
    });
    expect(lead.status).toBe(201);
    const { reference } = (await lead.json()) as { reference: string };
    // The form's language is the page's: here the lead came from a Malayalam page.
    await rows(sql`update leads set consent_language = 'ml' where reference = ${reference}`);
    await post({
      events: [
        { type: "pageview", path: "/ml/loan-services/home-loans", visitStart: true },
        { type: "pageview", path: "/ml", visitStart: false },
      ],
    });
    await post({ events: [{ type: "pageview", path: "/hi/about", visitStart: true }] });
    await post({ events: [{ type: "pageview", path: "/mlx", visitStart: true }] });

    const body = await (await report("range=today")).json();
    const byKey = (rows: { key: string }[]) => new Map(rows.map((row) => [row.key, row]));
    const after = byKey(body.leadsByLanguage);
    const earlier = byKey(before.leadsByLanguage);
    expect(body.leadsByLanguage.map((row: { key: string; label: string }) => [row.key, row.label])).toEqual([
      ["en", "English"],
      ["ml", "Malayalam"],
      ["hi", "Hindi"],
    ]);
    const figure = (rows: Map<string, { key: string }>, key: string, field: "base" | "leads") =>
      (rows.get(key) as unknown as Record<string, number>)[field]!;
    const grew = (key: string, field: "base" | "leads") => figure(after, key, field) - figure(earlier, key, field);
    expect(grew("ml", "base")).toBe(1);
    expect(grew("ml", "leads")).toBe(1);
    expect(grew("hi", "base")).toBe(1);
    expect(grew("hi", "leads")).toBe(0);
    // "/mlx" is an English address that happens to start with the letters.
    expect(grew("en", "base")).toBe(1);
    const ml = after.get("ml") as unknown as { leads: number; base: number; conversionRate: number };
    expect(ml.conversionRate).toBeCloseTo(ml.leads / ml.base, 4);

    const csv = await app.request("/api/admin/analytics/export/leads-by-language?range=today", {
      headers: { Authorization: `Bearer ${tokens.owner}` },
    });
    const text = new TextDecoder().decode(new Uint8Array(await csv.arrayBuffer()));
    expect(text.split("\r\n")[0]).toBe("Language,Leads,Sanctioned,Disbursed,Visits,Conversion (%)");
    expect(text).toContain("Malayalam,");
  });

  it("exports a table as CSV", async () => {
    const res = await app.request("/api/admin/analytics/export/leads-by-source?range=today", {
      headers: { Authorization: `Bearer ${tokens.owner}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.headers.get("content-disposition")).toMatch(/analytics-leads-by-source-.*\.csv/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    // The byte-order mark first, so Excel reads UTF-8.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.split("\r\n")[0]).toBe("Source,Leads,Sanctioned,Disbursed,Visits,Conversion (%)");
    expect(text).toContain("report-test,1,0,0,1,100");
    const unknown = await app.request("/api/admin/analytics/export/secrets", {
      headers: { Authorization: `Bearer ${tokens.owner}` },
    });
    expect(unknown.status).toBe(400);
  });

  it("shows the screen to the owner, with a link to Google Analytics once a GA4 id is set", async () => {
    const screen = async () => {
      const res = await app.request("/admin/analytics?range=today", { headers: { Cookie: ownerJar.header() } });
      expect(res.status).toBe(200);
      return res.text();
    };
    const before = await screen();
    expect(before).toContain("Leads by source");
    expect(before).toContain("report-test");
    expect(before).not.toContain("Open Google Analytics");
    const saved = await app.request("/api/admin/settings", {
      method: "PATCH",
      headers: { Authorization: `Bearer ${tokens.owner}`, "Content-Type": "application/json" },
      body: JSON.stringify({ ga4MeasurementId: "G-DEMO2026AB" }),
    });
    expect(saved.status).toBe(200);
    // React separates text and a value with a comment in server HTML.
    expect(await screen()).toMatch(/Open Google Analytics \((<!-- -->)?G-DEMO2026AB/);
  });
});
