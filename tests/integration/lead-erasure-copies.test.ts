// The app first: it loads @hono/zod-openapi before any schema module that extends plain zod.
import { backends, createTestApp, type TestApp } from "../support/test-app";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, leadEvents, leads, notificationOutbox } from "~server/db/schema";
import { createLogger } from "~server/logger.server";
import { createOutboxWorker } from "~server/notifications/outbox-worker.server";
import { runMaintenance } from "~server/maintenance.server";
import { rowsContaining } from "../support/database-scan";
import { loanEnquiryBody } from "../support/lead-inputs";
import { startSmtpTestServer, type SmtpTestServer } from "../support/smtp-test-server";
import { ownerEnv, signIn, withCookies, type CookieJar } from "../support/staff";

// Issue 23, item 5: after "erase personal data" the audit log still held the note text, the call
// outcome and the reasons staff typed, an export's search still held the mobile number, and a
// failed alert's error still quoted the person. These tests work a lead the way staff do, erase
// it, and then look for the person's words in every table of the database.

const OFFICE = "leads@dsa-example.in";
const MARK = "[erased]";

type LeadRow = typeof leads.$inferSelect;

describe.each(backends)("erasure reaches every copy of a person's data on %s", (backend) => {
  let app: TestApp;
  let smtp: SmtpTestServer;
  let owner: CookieJar;
  let ip = 0;

  const db = () => app.services.database.db;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    app = await createTestApp(backend, {
      ...ownerEnv,
      TRUST_PROXY: "true",
      SMTP_URL: smtp.url(),
      LEAD_NOTIFY_EMAIL: OFFICE,
    });
    owner = (await signIn(app)).jar;
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.stop();
  });

  /** An enquiry sent through the public API, as the visitor's browser sends it. */
  async function enquire(body: Record<string, unknown>): Promise<LeadRow> {
    const res = await app.request("/api/leads", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": `10.23.5.${++ip}` },
      body: JSON.stringify(loanEnquiryBody(body)),
    });
    expect(res.status).toBe(201);
    const { reference } = (await res.json()) as { reference: string };
    return (await db().select().from(leads).where(eq(leads.reference, reference)))[0]!;
  }

  const staff = async (path: string, init: { method?: string; json?: unknown } = {}) => {
    const method = init.method ?? (init.json !== undefined ? "POST" : "GET");
    const res = await app.request(`/api/admin${path}`, withCookies(owner, { method, json: init.json }));
    expect(res.ok, `${method} ${path}: ${res.status}`).toBe(true);
    return res;
  };
  const version = async (id: number) =>
    (await db().select({ version: leads.version }).from(leads).where(eq(leads.id, id)))[0]!.version;
  const patch = async (id: number, json: Record<string, unknown>) =>
    staff(`/leads/${id}`, { method: "PATCH", json: { version: await version(id), ...json } });
  /** An export downloaded to the end, with a search typed in the list's search box. */
  const exportSearch = async (search: string) => {
    const res = await staff(`/leads/export?search=${encodeURIComponent(search)}`);
    await res.text();
  };

  const eventsOf = async (id: number) =>
    (await db().select().from(leadEvents).where(eq(leadEvents.leadId, id)).orderBy(asc(leadEvents.id))).map((event) => [
      event.type,
      event.data,
    ]);
  const auditOf = async (id: number) =>
    (
      await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, "lead"), eq(auditLog.entityId, String(id))))
        .orderBy(asc(auditLog.id))
    ).map((entry) => [entry.action, entry.changes, entry.actorLabel]);
  const exportSearches = async () =>
    (
      await db()
        .select({ changes: auditLog.changes })
        .from(auditLog)
        .where(eq(auditLog.action, "lead.export"))
        .orderBy(asc(auditLog.id))
    ).map((entry) => (entry.changes as { filters: { search?: string } }).filters.search);

  it("erasing a person on request leaves none of their words in any table, and keeps the trail of who did what", async () => {
    const person = {
      name: "Sreelakshmi Kottarathil",
      mobile: "+91 98470 12345",
      email: "sreelakshmi.k@example.in",
      city: "Perumbavoor",
      message: "Please call after 6 pm on 98470-12345",
    };
    // Everything that names her, as people type it, and every staff text written about her.
    const needles = [
      "Sreelakshmi",
      "Kottarathil",
      "9847012345",
      "98470 12345",
      "98470-12345",
      "Perumbavoor",
      "Infopark",
      "Thodupuzha plot",
      "second ring",
      "prefers evenings",
      "Muthoot",
      "still interested",
      "papers by Monday",
    ];

    // Her first enquiry's alert is refused by the mail server, which quotes her in its answer:
    // the failed row is kept (for staff to see) with that error.
    const home = await enquire(person);
    smtp.rejectWith({ code: 554, message: `5.7.1 Message from ${person.name} <${person.email}> rejected as spam` });
    const worker = createOutboxWorker({
      db: db(),
      logger: createLogger("silent"),
      smtpUrl: smtp.url(),
      notifyEmail: OFFICE,
      maxAttempts: 1,
    });
    expect(await worker.runOnce()).toMatchObject({ failed: 1 });
    await worker.stop();
    smtp.rejectWith(null);
    // Her second enquiry (another service: not a repeat) has its alert still waiting.
    const gold = await enquire({ ...person, serviceSlug: "gold-loan" });

    // Staff work the first enquiry.
    await staff(`/leads/${home.id}/notes`, {
      json: { text: `${person.name.split(" ")[0]}'s husband works at Infopark, call him on ${person.mobile}` },
    });
    await staff(`/leads/${home.id}/contacts`, {
      json: { channel: "call", outcome: `Spoke to ${person.name}: mail the Thodupuzha plot papers to ${person.email}` },
    });
    await patch(home.id, { status: "contacted", reason: "Sreelakshmi answered at the second ring" });
    await patch(home.id, { followUpAt: new Date(Date.now() + 2 * 86_400_000).toISOString() });
    await staff(`/leads/${home.id}/notes`, { json: { text: "Follow-up: Sreelakshmi prefers evenings" } });
    await patch(home.id, { status: "not_interested", reason: "Sreelakshmi took a gold loan from Muthoot" });
    await patch(home.id, { status: "contacted", reason: "Sreelakshmi called back, still interested" });
    const bulk = await staff("/leads/bulk", {
      json: {
        ids: [home.id],
        action: "status",
        status: "documents_pending",
        details: { reason: "Sreelakshmi sends the papers by Monday" },
      },
    });
    expect((await bulk.json()).updated).toEqual([home.id]);
    await staff(`/leads/${gold.id}/notes`, { json: { text: "Sreelakshmi wants the gold loan too" } });

    // Exports searched by her mobile, her name and her e-mail, and one about somebody else.
    await exportSearch("+91 98470 12345");
    await exportSearch("Sreelakshmi");
    await exportSearch(person.email);
    await exportSearch("Raghavan Pillai");

    // The scan sees her where she is (or it would prove nothing below).
    const before = new Set((await rowsContaining(db(), needles)).map((found) => found.table));
    for (const table of ["public.leads", "public.lead_events", "public.audit_log", "public.notification_outbox"]) {
      expect(before, table).toContain(table);
    }
    const leadBefore = (await db().select().from(leads).where(eq(leads.id, home.id)))[0]!;

    const res = await staff("/leads/person/erase", { json: { mobile: "98470 12345", confirm: true } });
    expect(await res.json()).toEqual({ erased: 2, references: [home.reference, gold.reference] });

    expect(await rowsContaining(db(), needles)).toEqual([]);

    // The leads: personal fields gone, the business record kept.
    const leadAfter = (await db().select().from(leads).where(eq(leads.id, home.id)))[0]!;
    expect(leadAfter).toMatchObject({
      name: "Erased",
      email: null,
      city: null,
      message: null,
      reference: home.reference,
      serviceSlug: "home-loans",
      status: "documents_pending",
      loanAmount: leadBefore.loanAmount,
      createdAt: leadBefore.createdAt,
      followUpAt: leadBefore.followUpAt,
    });

    // The timeline: every entry still there, with who and when; staff words replaced.
    expect(await eventsOf(home.id)).toEqual([
      ["note_added", { text: MARK }],
      ["call_logged", { outcome: MARK }],
      ["status_changed", { from: "new", to: "contacted", details: { reason: MARK } }],
      ["follow_up_set", { at: leadBefore.followUpAt!.toISOString() }],
      ["note_added", { text: MARK }],
      ["status_changed", { from: "contacted", to: "not_interested", details: { reason: MARK } }],
      ["status_changed", { from: "not_interested", to: "contacted", details: { reason: MARK } }],
      ["status_changed", { from: "contacted", to: "documents_pending", details: { reason: MARK } }],
      ["erased", { reason: "request" }],
    ]);
    expect(await eventsOf(gold.id)).toEqual([
      ["note_added", { text: MARK }],
      ["erased", { reason: "request" }],
    ]);

    // The audit log: every entry kept with its action, actor and the fields it changed; the
    // words staff typed about her replaced.
    const by = "owner@example.in";
    expect(await auditOf(home.id)).toEqual([
      ["lead.note_add", { text: MARK }, by],
      ["lead.contact_log", { outcome: MARK, firstContact: true }, by],
      ["lead.update", { status: { from: "new", to: "contacted" }, reason: { from: null, to: MARK } }, by],
      ["lead.update", { followUpAt: { from: null, to: leadBefore.followUpAt!.toISOString() } }, by],
      ["lead.note_add", { text: MARK }, by],
      ["lead.update", { status: { from: "contacted", to: "not_interested" }, reason: { from: null, to: MARK } }, by],
      ["lead.update", { status: { from: "not_interested", to: "contacted" }, reason: { from: MARK, to: MARK } }, by],
      [
        "lead.update",
        { status: { from: "contacted", to: "documents_pending" }, reason: { from: null, to: MARK }, bulk: true },
        by,
      ],
    ]);
    expect(await auditOf(gold.id)).toEqual([["lead.note_add", { text: MARK }, by]]);
    // Exports: the searches that found or named her are replaced, the other one stays.
    expect(await exportSearches()).toEqual([MARK, MARK, MARK, "Raghavan Pillai"]);

    // The outbox: both rows kept (the timeline still shows the alert failed), nothing of her in them.
    const alerts = await db()
      .select()
      .from(notificationOutbox)
      .where(inArray(notificationOutbox.leadId, [home.id, gold.id]))
      .orderBy(asc(notificationOutbox.id));
    expect(alerts.map((alert) => [alert.leadId, alert.status, alert.payload])).toEqual([
      [home.id, "failed", { erased: true, reference: home.reference }],
      [gold.id, "cancelled", { erased: true, reference: gold.reference }],
    ]);
    expect(alerts[0]!.lastError).toMatch(/554 5\.7\.1 .*\[erased\].* rejected as spam/);
  });

  it("the retention job erases the same copies as a request", async () => {
    const person = {
      name: "Thankamma Pulikkottil",
      mobile: "94470 56789",
      email: "thankamma.p@example.in",
      city: "Kothamangalam",
    };
    const needles = [
      "Thankamma",
      "Pulikkottil",
      "9447056789",
      "94470 56789",
      "Kothamangalam",
      "moved to Dubai",
      "asked for the EMI",
      "wrong number twice",
    ];
    const lead = await enquire(person);
    await staff(`/leads/${lead.id}/notes`, { json: { text: "Thankamma asked for the EMI on 30 lakh" } });
    await staff(`/leads/${lead.id}/contacts`, { json: { channel: "call", outcome: "Thankamma: wrong number twice" } });
    await patch(lead.id, { status: "contacted" });
    await patch(lead.id, { status: "not_interested", reason: "Thankamma Pulikkottil moved to Dubai" });
    await exportSearch("9447056789");
    expect((await rowsContaining(db(), needles)).length).toBeGreaterThan(0);

    // Finished longer ago than the retention period (24 months by default).
    await db()
      .update(leads)
      .set({ statusChangedAt: sql`now() - interval '25 months'` })
      .where(eq(leads.id, lead.id));
    const { leadsErased } = await runMaintenance(app.services);
    expect(leadsErased).toBe(1);

    expect(await rowsContaining(db(), needles)).toEqual([]);
    const after = (await db().select().from(leads).where(eq(leads.id, lead.id)))[0]!;
    expect(after).toMatchObject({ name: "Erased", status: "not_interested", exitReason: MARK });
    expect(await eventsOf(lead.id)).toEqual([
      ["note_added", { text: MARK }],
      ["call_logged", { outcome: MARK }],
      ["status_changed", { from: "new", to: "contacted" }],
      ["status_changed", { from: "contacted", to: "not_interested", details: { reason: MARK } }],
      ["erased", { reason: "retention" }],
    ]);
    const by = "owner@example.in";
    expect(await auditOf(lead.id)).toEqual([
      ["lead.note_add", { text: MARK }, by],
      ["lead.contact_log", { outcome: MARK, firstContact: true }, by],
      ["lead.update", { status: { from: "new", to: "contacted" } }, by],
      ["lead.update", { status: { from: "contacted", to: "not_interested" }, reason: { from: null, to: MARK } }, by],
    ]);
    expect((await exportSearches()).at(-1)).toBe(MARK);
    const [alert] = await db().select().from(notificationOutbox).where(eq(notificationOutbox.leadId, lead.id));
    expect(alert).toMatchObject({ status: "cancelled", payload: { erased: true, reference: lead.reference } });
  });
});
