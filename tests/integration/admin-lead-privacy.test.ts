// The app first: it loads @hono/zod-openapi before any schema module that extends plain zod.
import { backends, createTestApp, type TestApp } from "../support/test-app";
import { and, asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, leadEvents, leads, notificationOutbox } from "../../server/db/schema";
import { ERASED_MOBILE } from "../../server/leads/lead-privacy.server";
import { runMaintenance } from "../../server/maintenance.server";
import { addStaffMember, ownerEnv, signIn, withCookies, type CookieJar } from "../support/staff";

type NewLead = typeof leads.$inferInsert;

let counter = 0;
function leadValues(values: Partial<NewLead> = {}): NewLead {
  counter += 1;
  return {
    reference: `PR-${String(counter).padStart(6, "0")}`,
    kind: "loan_enquiry",
    serviceSlug: "home-loans",
    name: `Lead ${counter}`,
    mobile: "+919000000001",
    consentNoticeVersion: "2026-11-01",
    consentLanguage: "en",
    consentPurpose: "loan_enquiry",
    consentedAt: new Date("2026-11-01T06:00:00Z"),
    createdAt: new Date("2026-11-01T06:00:00Z"),
    ...values,
  };
}

const monthsAgo = (months: number, from = new Date()) => {
  const date = new Date(from);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date;
};

describe.each(backends)("DPDP rights on leads on %s", (backend) => {
  let app: TestApp;
  let owner: CookieJar;
  let viewer: CookieJar;
  let editor: CookieJar;

  beforeAll(async () => {
    app = await createTestApp(backend, ownerEnv);
    for (const role of ["viewer", "editor"] as const) await addStaffMember(app, `${role}@example.in`, role);
    owner = (await signIn(app)).jar;
    viewer = (await signIn(app, "viewer@example.in", "backwaters-houseboat-9")).jar;
    editor = (await signIn(app, "editor@example.in", "backwaters-houseboat-9")).jar;
  });
  afterAll(async () => {
    await app?.close();
  });

  const insert = async (...values: Partial<NewLead>[]) =>
    (await app.services.database.db.insert(leads).values(values.map(leadValues)).returning()).map((row) => row.id);
  const row = async (id: number) => (await app.services.database.db.select().from(leads).where(eq(leads.id, id)))[0]!;
  const person = (jar: CookieJar, query: string) => app.request(`/api/admin/leads/person?${query}`, withCookies(jar));

  it("finds every lead of a person by the mobile in any form people type it, and by e-mail in any case", async () => {
    await insert(
      { reference: "PR-ANU-1", name: "Anu Thomas", mobile: "+919847012345", email: "anu.thomas@example.in" },
      { reference: "PR-ANU-2", name: "Anu T", mobile: "+919847012345", serviceSlug: "gold-loan" },
      { reference: "PR-OTHER", name: "Someone Else", mobile: "+919847099999", email: "other@example.in" },
    );
    for (const typed of [
      "9847012345",
      "98470 12345",
      "+91 98470 12345",
      "+91-98470-12345",
      "098470 12345",
      "0091 98470 12345",
      "919847012345",
      "(+91) 98470-12345",
    ]) {
      const res = await person(owner, `mobile=${encodeURIComponent(typed)}`);
      expect(res.status, typed).toBe(200);
      const body = await res.json();
      expect(body.items.map((item: { reference: string }) => item.reference).sort(), typed).toEqual([
        "PR-ANU-1",
        "PR-ANU-2",
      ]);
    }
    const byEmail = await person(owner, `email=${encodeURIComponent("  Anu.Thomas@EXAMPLE.in ")}`);
    expect(byEmail.status).toBe(200);
    const body = await byEmail.json();
    expect(body.total).toBe(1);
    const [lead] = body.items;
    expect(lead).toMatchObject({
      reference: "PR-ANU-1",
      name: "Anu Thomas",
      mobile: "+919847012345",
      email: "anu.thomas@example.in",
      consent: {
        noticeVersion: "2026-11-01",
        language: "en",
        purpose: "loan_enquiry",
        consentedAt: "2026-11-01T06:00:00.000Z",
      },
      createdAt: "2026-11-01T06:00:00.000Z",
      events: [],
    });
    expect(lead).toHaveProperty("commission");
    expect(lead).not.toHaveProperty("enrichmentTokenHash");
  });

  it("lets a viewer look a person up (without commission), refuses an editor, and explains bad input", async () => {
    const res = await person(viewer, "mobile=9847012345");
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.total).toBe(2);
    expect(body.items[0]).not.toHaveProperty("commission");
    expect((await person(editor, "mobile=9847012345")).status).toBe(403);

    const neither = await person(owner, "");
    expect(neither.status).toBe(400);
    expect(Object.values((await neither.json()).error.fields).join(" ")).toMatch(/mobile number or their e-mail/);
    const both = await person(owner, "mobile=9847012345&email=a%40example.in");
    expect(both.status).toBe(400);
    const landline = await person(owner, "mobile=0484%202345678");
    expect(landline.status).toBe(400);
    expect((await landline.json()).error.fields.mobile).toMatch(/10-digit Indian mobile/);
    const badEmail = await person(owner, "email=not-an-email");
    expect(badEmail.status).toBe(400);
    expect((await badEmail.json()).error.fields.email).toMatch(/e-mail address/);
  });

  it("erases one lead: personal fields gone, business record kept, notes and the waiting alert scrubbed", async () => {
    const db = app.services.database.db;
    const [id] = await insert({
      reference: "PR-ERASE",
      name: "Meera Nair",
      mobile: "+919895011111",
      email: "meera@example.in",
      city: "Thrissur",
      pincode: "680001",
      loanAmount: 3_000_000,
      monthlyIncome: 90_000,
      employmentType: "salaried",
      message: "Call me after 6",
      details: { subject: "home loan" },
      landingPage: "/loan-services/home-loans",
      referrer: "https://www.google.com/",
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "kerala-home",
      utmTerm: "home loan thrissur",
      utmContent: "ad-1",
      enrichmentTokenHash: "abc123",
      enrichmentExpiresAt: new Date(Date.now() + 3_600_000),
      status: "sanctioned",
      statusChangedAt: new Date("2026-11-10T06:00:00Z"),
      lenderName: "Federal Bank",
      lenderApplicationId: "FB-778",
      submittedOn: "2026-11-05",
      sanctionedAmount: 2_800_000,
      sanctionedOn: "2026-11-10",
      commissionExpected: 28_000,
    });
    await db.insert(leadEvents).values([
      { leadId: id!, type: "note_added", actorLabel: "Owner", data: { text: "Meera's husband works at Infopark" } },
      { leadId: id!, type: "call_logged", actorLabel: "Owner", data: { outcome: "Asked for Meera, she was out" } },
      { leadId: id!, type: "status_changed", actorLabel: "Owner", data: { from: "new", to: "contacted" } },
    ]);
    await db.insert(notificationOutbox).values({
      topic: "lead.created",
      leadId: id!,
      payload: { reference: "PR-ERASE", name: "Meera Nair", mobile: "+919895011111", email: "meera@example.in" },
      status: "pending",
    });
    const before = await row(id!);

    expect((await app.request(`/api/admin/leads/${id}/erase`, withCookies(viewer, { method: "POST" }))).status).toBe(
      403,
    );
    expect((await app.request(`/api/admin/leads/${id}/erase`, withCookies(editor, { method: "POST" }))).status).toBe(
      403,
    );
    expect((await row(id!)).erasedAt).toBeNull();

    const res = await app.request(`/api/admin/leads/${id}/erase`, withCookies(owner, { method: "POST" }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ erased: 1, references: ["PR-ERASE"] });

    const after = await row(id!);
    expect(after).toMatchObject({
      name: "Erased",
      mobile: ERASED_MOBILE,
      email: null,
      city: null,
      pincode: null,
      monthlyIncome: null,
      employmentType: null,
      message: null,
      details: {},
      landingPage: null,
      referrer: null,
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
      utmTerm: null,
      utmContent: null,
      enrichmentTokenHash: null,
      enrichmentExpiresAt: null,
      // Kept: the business record.
      reference: "PR-ERASE",
      kind: "loan_enquiry",
      serviceSlug: "home-loans",
      status: "sanctioned",
      loanAmount: 3_000_000,
      lenderName: "Federal Bank",
      lenderApplicationId: "FB-778",
      submittedOn: "2026-11-05",
      sanctionedAmount: 2_800_000,
      sanctionedOn: "2026-11-10",
      commissionExpected: 28_000,
      consentNoticeVersion: "2026-11-01",
      consentedAt: before.consentedAt,
      createdAt: before.createdAt,
      version: before.version + 1,
    });
    expect(after.erasedAt).toBeInstanceOf(Date);

    const events = await db.select().from(leadEvents).where(eq(leadEvents.leadId, id!)).orderBy(asc(leadEvents.id));
    expect(events.map((event) => [event.type, event.data])).toEqual([
      ["note_added", { text: "[erased]" }],
      ["call_logged", { outcome: "[erased]" }],
      ["status_changed", { from: "new", to: "contacted" }],
      ["erased", { reason: "request" }],
    ]);
    expect(events.at(-1)!.actorUserId).not.toBeNull();
    expect(events.at(-1)!.actorLabel).toBeTruthy();
    expect(after.details).toEqual({});

    const [alert] = await db.select().from(notificationOutbox).where(eq(notificationOutbox.leadId, id!));
    expect(alert!.status).toBe("cancelled");
    expect(JSON.stringify(alert!.payload)).not.toMatch(/Meera|9895011111|meera@/);

    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "lead.erase"), eq(auditLog.entityId, String(id))));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.actorLabel).toBe("owner@example.in");
    expect(JSON.stringify(audits[0]!.changes)).not.toMatch(/Meera|9895011111/);

    // Again: nothing more changes.
    const again = await app.request(`/api/admin/leads/${id}/erase`, withCookies(owner, { method: "POST" }));
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ erased: 0, references: [] });
    expect(await row(id!)).toEqual(after);
    expect(await db.select().from(leadEvents).where(eq(leadEvents.leadId, id!))).toHaveLength(4);

    // The person can no longer be found by the old number.
    expect((await (await person(owner, "mobile=9895011111")).json()).total).toBe(0);
    expect((await app.request("/api/admin/leads/999999/erase", withCookies(owner, { method: "POST" }))).status).toBe(
      404,
    );
  });

  it("erases every lead of a person on a confirmed request", async () => {
    const ids = await insert(
      { reference: "PR-SAJ-1", name: "Saji", mobile: "+917012345678", email: "saji@example.in" },
      { reference: "PR-SAJ-2", name: "Saji K", mobile: "+917012345678", serviceSlug: "gold-loan" },
      { reference: "PR-KEEP", name: "Not Saji", mobile: "+917012345679" },
    );
    const erase = (body: unknown, jar = owner) =>
      app.request("/api/admin/leads/person/erase", withCookies(jar, { method: "POST", json: body }));

    const unconfirmed = await erase({ mobile: "70123 45678" });
    expect(unconfirmed.status).toBe(400);
    expect((await unconfirmed.json()).error.fields.confirm).toMatch(/confirm: true/);
    expect((await erase({ mobile: "70123 45678", confirm: true }, viewer)).status).toBe(403);

    const res = await erase({ mobile: "+91 70123-45678", confirm: true });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ erased: 2, references: ["PR-SAJ-1", "PR-SAJ-2"] });
    expect((await row(ids[0]!)).name).toBe("Erased");
    expect((await row(ids[1]!)).email).toBeNull();
    expect((await row(ids[2]!)).name).toBe("Not Saji");

    const repeat = await erase({ mobile: "7012345678", confirm: true });
    expect(await repeat.json()).toEqual({ erased: 0, references: [] });
  });

  it("retention erases only final leads unchanged for longer than the setting, once", async () => {
    const db = app.services.database.db;
    await app.services.settings.updateLeads({ retentionMonths: 12 });
    const [closedOld, closedRecent, openOld, spamOld, rejectedOld] = await insert(
      { reference: "RT-CLOSED-OLD", status: "closed", statusChangedAt: monthsAgo(13) },
      { reference: "RT-CLOSED-NEW", status: "closed", statusChangedAt: monthsAgo(11) },
      { reference: "RT-OPEN-OLD", status: "sanctioned", statusChangedAt: monthsAgo(30) },
      { reference: "RT-SPAM-OLD", status: "spam", statusChangedAt: monthsAgo(25) },
      { reference: "RT-REJ-OLD", status: "rejected_by_lender", statusChangedAt: monthsAgo(14) },
    );
    // A final lead whose status date is unknown is kept (nothing says when it finished).
    const [noDate] = await insert({ reference: "RT-NO-DATE", status: "closed", statusChangedAt: null });
    const auditsBefore = await db.select().from(auditLog).where(eq(auditLog.action, "lead.erase"));

    const first = await app.services.leadPrivacy.runRetention();
    const erasedIds = [closedOld!, spamOld!, rejectedOld!];
    expect(first).toEqual({ erased: 3 });

    for (const id of erasedIds) {
      const lead = await row(id);
      expect(lead.name).toBe("Erased");
      expect(lead.status).not.toBe("new");
    }
    for (const id of [closedRecent!, openOld!, noDate!]) expect((await row(id)).erasedAt).toBeNull();

    const events = await db
      .select()
      .from(leadEvents)
      .where(and(inArray(leadEvents.leadId, erasedIds), eq(leadEvents.type, "erased")));
    expect(events).toHaveLength(erasedIds.length);
    expect(events.every((event) => (event.data as { reason: string }).reason === "retention")).toBe(true);

    const auditsAfter = await db.select().from(auditLog).where(eq(auditLog.action, "lead.erase"));
    expect(auditsAfter.length - auditsBefore.length).toBe(1);
    const entry = auditsAfter.find((audit) => !auditsBefore.some((old) => old.id === audit.id))!;
    expect(entry).toMatchObject({ via: "system", actorLabel: "system" });
    expect(entry.changes).toMatchObject({ reason: "retention", count: erasedIds.length, retentionMonths: 12 });

    // A second run finds nothing and writes nothing.
    expect(await app.services.leadPrivacy.runRetention()).toEqual({ erased: 0 });
    expect(await db.select().from(auditLog).where(eq(auditLog.action, "lead.erase"))).toHaveLength(auditsAfter.length);

    // Retention off: even very old finished leads stay.
    await app.services.settings.updateLeads({ retentionMonths: null });
    await insert({ reference: "RT-ANCIENT", status: "closed", statusChangedAt: monthsAgo(100) });
    expect(await app.services.leadPrivacy.runRetention()).toEqual({ erased: 0 });
  });

  it("two retention runs at once erase each lead exactly once", async () => {
    await app.services.settings.updateLeads({ retentionMonths: 6 });
    const ids = await insert(
      ...Array.from({ length: 30 }, (_, i) => ({
        reference: `RT-RACE-${i}`,
        status: "not_interested" as const,
        statusChangedAt: monthsAgo(7),
      })),
    );
    const [a, b] = await Promise.all([
      app.services.leadPrivacy.runRetention(),
      app.services.leadPrivacy.runRetention(),
    ]);
    expect(a.erased + b.erased).toBeGreaterThanOrEqual(30);
    const events = await app.services.database.db
      .select()
      .from(leadEvents)
      .where(and(inArray(leadEvents.leadId, ids), eq(leadEvents.type, "erased")));
    expect(events).toHaveLength(30);
  });

  it("runs in the hourly housekeeping", async () => {
    await app.services.settings.updateLeads({ retentionMonths: 24 });
    const [old] = await insert({ reference: "RT-HOUSEKEEPING", status: "duplicate", statusChangedAt: monthsAgo(30) });
    const result = await runMaintenance(app.services);
    expect(result.leadsErased).toBeGreaterThanOrEqual(1);
    expect((await row(old!)).name).toBe("Erased");
  });
});
