import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffRole } from "~server/vocabulary/staff";
import { auditLog, leads, notificationOutbox, users } from "~server/db/schema";
import { istDateString } from "~server/formats/ist";
import type { LeadDetail, LeadList } from "~server/leads/lead-workbench.schema";
import { backends, createTestApp, type TestApp } from "../support/test-app";
import { ownerEnv, staffApi, tokensForEveryRole } from "../support/staff";

let referenceCounter = 0;
/** References look like the real ones (LN- and six characters of the reading-safe alphabet). */
function nextReference(): string {
  referenceCounter++;
  return `LN-T${String(referenceCounter).padStart(5, "0")}`;
}

describe.each(backends)("the leads workbench API on %s", (backend) => {
  let app: TestApp;
  const tokens = {} as Record<StaffRole, string>;
  const userIds = {} as Record<StaffRole, number>;
  let inactiveId = 0;
  const fixture = {} as Record<"a" | "b" | "c" | "d" | "e", { id: number; reference: string }>;

  const db = () => app.services.database.db;
  const api = staffApi(() => app, tokens);
  const list = async (query: string, role: StaffRole = "owner") => {
    const res = await api(role, `/leads?${query}`);
    expect(res.status, query).toBe(200);
    return (await res.json()) as LeadList;
  };
  const referencesOf = async (query: string, role: StaffRole = "owner") =>
    (await list(query, role)).items.map((item) => item.reference).sort();
  const detail = async (id: number, role: StaffRole = "owner") => {
    const res = await api(role, `/leads/${id}`);
    expect(res.status).toBe(200);
    return (await res.json()) as LeadDetail;
  };
  const patch = (id: number, json: Record<string, unknown>, role: StaffRole = "admin") =>
    api(role, `/leads/${id}`, { method: "PATCH", json });

  async function insertLead(values: Partial<typeof leads.$inferInsert> = {}) {
    const [row] = await db()
      .insert(leads)
      .values({
        reference: nextReference(),
        kind: "loan_enquiry",
        serviceSlug: "home-loans",
        name: "Test Person",
        mobile: "+919400000000",
        consentNoticeVersion: "2026-11-22",
        consentLanguage: "en",
        consentPurpose: "Contact me about this loan enquiry",
        consentedAt: new Date("2026-11-01T04:00:00Z"),
        createdAt: new Date("2026-11-01T04:00:00Z"),
        ...values,
      })
      .returning();
    return row!;
  }

  beforeAll(async () => {
    app = await createTestApp(backend, ownerEnv);
    const everyone = await tokensForEveryRole(app);
    Object.assign(tokens, everyone.tokens);
    Object.assign(userIds, everyone.userIds);
    const [inactive] = await db()
      .insert(users)
      .values({ email: "gone@example.in", displayName: "Gone", role: "admin", isActive: false })
      .returning({ id: users.id });
    inactiveId = inactive!.id;

    // Five leads the read-only tests below filter, search and sort (written before any other).
    const a = await insertLead({
      reference: "LN-AB2345",
      name: "Anjali Menon",
      mobile: "+919847012345",
      loanAmount: 2_500_000,
      utmSource: "google",
      utmMedium: "cpc",
      referrer: "https://www.google.com/",
      landingPage: "/loan-services/home-loans?utm_source=google",
      createdAt: new Date("2026-11-10T05:00:00Z"),
    });
    const b = await insertLead({
      reference: "LN-BC3456",
      name: "Biju Thomas",
      mobile: "+919847099999",
      serviceSlug: "personal-loan",
      loanAmount: 500_000,
      status: "contacted",
      assignedToId: userIds.admin,
      firstContactedAt: new Date("2026-11-12T06:00:00Z"),
      referrer: "https://www.facebook.com/groups/kochi?ref=1",
      createdAt: new Date("2026-11-12T05:00:00Z"),
    });
    const c = await insertLead({
      reference: "CT-CD4567",
      kind: "contact_message",
      serviceSlug: null,
      name: "Chitra Nair",
      mobile: "+917012345678",
      status: "closed",
      assignedToId: userIds.owner,
      // 00:10 on 22/11 in Kerala, still the 21st in UTC.
      createdAt: new Date("2026-11-21T18:40:00Z"),
    });
    const d = await insertLead({
      reference: "LN-DE5678",
      name: "anjali menon",
      mobile: "+919847012345",
      loanAmount: 2_500_000,
      utmSource: "Google",
      duplicateOfId: a.id,
      followUpAt: new Date("2026-11-16T05:00:00Z"),
      createdAt: new Date("2026-11-15T05:00:00Z"),
    });
    const e = await insertLead({
      reference: "LN-EF6789",
      name: "Spam Bot",
      mobile: "+919000000001",
      loanAmount: 100_000,
      status: "spam",
      followUpAt: new Date("2026-11-02T05:00:00Z"),
      createdAt: new Date("2026-11-01T05:00:00Z"),
    });
    Object.assign(fixture, { a, b, c, d, e });
    // The staff alert of A: sent (its payload never reaches the timeline).
    await db()
      .insert(notificationOutbox)
      .values({
        topic: "lead.created",
        leadId: a.id,
        payload: { reference: a.reference, name: "Anjali Menon", mobile: "+919847012345" },
        status: "sent",
        attempts: 1,
        createdAt: new Date("2026-11-10T05:00:00Z"),
        sentAt: new Date("2026-11-10T05:00:05Z"),
      });
    await db()
      .insert(notificationOutbox)
      .values({
        topic: "lead.created",
        leadId: d.id,
        payload: { reference: d.reference },
        status: "failed",
        attempts: 12,
        createdAt: new Date("2026-11-15T05:00:00Z"),
      });
  });
  afterAll(async () => {
    await app?.close();
  });

  describe("the list", () => {
    it("answers every lead with its list fields", async () => {
      const all = await list("");
      expect(all.total).toBe(5);
      const a = all.items.find((item) => item.reference === "LN-AB2345")!;
      expect(a).toMatchObject({
        name: "Anjali Menon",
        mobile: "+919847012345",
        kind: "loan_enquiry",
        serviceSlug: "home-loans",
        serviceName: expect.any(String),
        loanAmount: 2_500_000,
        status: "new",
        assignee: null,
        source: "google",
        utmMedium: "cpc",
        createdAt: "2026-11-10T05:00:00.000Z",
        firstContactedAt: null,
        isRepeat: false,
        erased: false,
      });
      expect(a.waitingMinutes).toBeGreaterThan(60);
      const b = all.items.find((item) => item.reference === "LN-BC3456")!;
      expect(b).toMatchObject({ assignee: { id: userIds.admin, displayName: "The admin" }, waitingMinutes: null });
      // Newest first by default.
      expect(all.items.map((item) => item.reference)).toEqual([
        "CT-CD4567",
        "LN-DE5678",
        "LN-BC3456",
        "LN-AB2345",
        "LN-EF6789",
      ]);
    });

    it("filters by status, several statuses, and open", async () => {
      expect(await referencesOf("status=new")).toEqual(["LN-AB2345", "LN-DE5678"]);
      expect(await referencesOf("status=new,contacted")).toEqual(["LN-AB2345", "LN-BC3456", "LN-DE5678"]);
      expect(await referencesOf("status=open")).toEqual(["LN-AB2345", "LN-BC3456", "LN-DE5678"]);
      expect(await referencesOf("status=spam,closed")).toEqual(["CT-CD4567", "LN-EF6789"]);
    });

    it("filters by kind, service and assignee (mine, unassigned, someone)", async () => {
      expect(await referencesOf("kind=contact_message")).toEqual(["CT-CD4567"]);
      expect(await referencesOf("service=home-loans")).toEqual(["LN-AB2345", "LN-DE5678", "LN-EF6789"]);
      expect(await referencesOf("assignee=mine")).toEqual(["CT-CD4567"]);
      expect(await referencesOf("assignee=mine", "admin")).toEqual(["LN-BC3456"]);
      expect(await referencesOf("assignee=unassigned")).toEqual(["LN-AB2345", "LN-DE5678", "LN-EF6789"]);
      expect(await referencesOf(`assignee=${userIds.admin}`)).toEqual(["LN-BC3456"]);
    });

    it("filters by IST calendar days, both ends included", async () => {
      expect(await referencesOf("from=2026-11-22&to=2026-11-22")).toEqual(["CT-CD4567"]);
      expect(await referencesOf("from=2026-11-21&to=2026-11-21")).toEqual([]);
      expect(await referencesOf("from=2026-11-10&to=2026-11-12")).toEqual(["LN-AB2345", "LN-BC3456"]);
      expect(await referencesOf("to=2026-11-09")).toEqual(["LN-EF6789"]);
    });

    it("filters by source: UTM source, else the referrer's host without www., else direct", async () => {
      expect(await referencesOf("source=google")).toEqual(["LN-AB2345", "LN-DE5678"]);
      expect(await referencesOf("source=facebook.com")).toEqual(["LN-BC3456"]);
      expect(await referencesOf("source=direct")).toEqual(["CT-CD4567", "LN-EF6789"]);
      const options = await (await api("viewer", "/leads/options")).json();
      expect(options.sources).toEqual([
        { source: "direct", count: 2 },
        { source: "google", count: 2 },
        { source: "facebook.com", count: 1 },
      ]);
      expect(options.services).toContainEqual({ slug: "home-loans", name: expect.any(String) });
      // Assignable: active staff whose role works leads (not the editor, viewer or a deactivated admin).
      expect(options.staff.map((s: { id: number }) => s.id).sort()).toEqual([userIds.owner, userIds.admin].sort());
    });

    it("shows or hides repeat enquiries, and the overdue follow-ups of open leads", async () => {
      expect(await referencesOf("repeats=only")).toEqual(["LN-DE5678"]);
      expect(await referencesOf("repeats=hide")).toEqual(["CT-CD4567", "LN-AB2345", "LN-BC3456", "LN-EF6789"]);
      // E's follow-up is past too, but a spam lead is not waiting for anyone.
      expect(await referencesOf("overdue=true")).toEqual(["LN-DE5678"]);
    });

    it.each([
      "+91 98470 12345",
      "+91-98470-12345",
      "098470-12345",
      "98470 12345",
      "9847012345",
      "919847012345",
      "47012",
      "7012",
    ])("finds a mobile number typed as %s", async (typed) => {
      const found = await referencesOf(`search=${encodeURIComponent(typed)}`);
      // Four digits are a part of a number: they also find the one lead with them elsewhere.
      if (typed === "7012") expect(found).toEqual(["CT-CD4567", "LN-AB2345", "LN-DE5678"]);
      else expect(found).toEqual(["LN-AB2345", "LN-DE5678"]);
    });

    it("finds a name in any case and a reference with or without the dash", async () => {
      expect(await referencesOf("search=ANJALI")).toEqual(["LN-AB2345", "LN-DE5678"]);
      expect(await referencesOf("search=nair")).toEqual(["CT-CD4567"]);
      expect(await referencesOf("search=ln-ab2345")).toEqual(["LN-AB2345"]);
      expect(await referencesOf("search=lnab2345")).toEqual(["LN-AB2345"]);
      expect(await referencesOf(`search=${encodeURIComponent("100%_")}`)).toEqual([]);
    });

    it("sorts on the server and pages", async () => {
      const byAmount = await list("sort=amount&dir=asc");
      expect(byAmount.items.map((item) => item.reference)).toEqual([
        "LN-EF6789",
        "LN-BC3456",
        "LN-AB2345",
        "LN-DE5678",
        "CT-CD4567",
      ]);
      const byName = await list("sort=name&dir=asc");
      expect(byName.items.map((item) => item.name)).toEqual([
        "Anjali Menon",
        "anjali menon",
        "Biju Thomas",
        "Chitra Nair",
        "Spam Bot",
      ]);
      const waiting = await list("sort=waiting&dir=desc");
      // Longest wait first; the contacted lead last.
      expect(waiting.items.map((item) => item.reference)).toEqual([
        "LN-EF6789",
        "LN-AB2345",
        "LN-DE5678",
        "CT-CD4567",
        "LN-BC3456",
      ]);
      const byStatus = await list("sort=status&dir=asc");
      expect(byStatus.items.map((item) => item.status)).toEqual(["new", "new", "contacted", "closed", "spam"]);
      const page2 = await list("pageSize=10&page=2");
      expect(page2).toEqual({ items: [], total: 5 });
      expect((await list("pageSize=10&page=1")).items).toHaveLength(5);
    });

    it("answers 400 with a field message to a filter that does not exist, never a 500", async () => {
      for (const [query, field] of [
        ["status=won", "status"],
        ["assignee=bob", "assignee"],
        ["pageSize=30", "pageSize"],
        ["page=0", "page"],
        ["from=2026-02-30", "from"],
        ["from=2026-11-22&to=2026-11-01", "to"],
        ["sort=price", "sort"],
        ["dir=up", "dir"],
        ["kind=loan", "kind"],
        ["service=Home%20Loans", "service"],
        ["repeats=yes", "repeats"],
        ["overdue=1", "overdue"],
        ["search=%00abc", "search"],
        ["source=%00", "source"],
      ] as const) {
        const res = await api("owner", `/leads?${query}`);
        expect(res.status, query).toBe(400);
        const body = await res.json();
        expect(body.error.fields[field], query).toEqual(expect.any(String));
      }
    });
  });

  describe("one lead", () => {
    it("answers every field, consent, attribution, repeats and the timeline", async () => {
      const a = await detail(fixture.a.id);
      expect(a).toMatchObject({
        reference: "LN-AB2345",
        consent: { noticeVersion: "2026-11-22", language: "en", purpose: "Contact me about this loan enquiry" },
        attribution: { utmSource: "google", landingPage: "/loan-services/home-loans?utm_source=google" },
        allowedStatuses: ["contacted", "not_interested", "not_eligible", "duplicate", "spam"],
        repeats: [{ id: fixture.d.id, reference: "LN-DE5678", status: "new", isOriginal: false }],
        telUrl: "tel:+919847012345",
      });
      expect(a.whatsappUrl).toMatch(/^https:\/\/wa\.me\/919847012345\?text=/);
      expect(a.whatsappMessage).toContain("Namaste Anjali");
      expect(a.whatsappMessage).toContain("this is Owner from");
      expect(a.timeline.map((item) => item.type)).toEqual(["alert_sent", "created"]);
      expect(a.timeline[0]).toMatchObject({ at: "2026-11-10T05:00:05.000Z", data: { attempts: 1 } });
      expect(JSON.stringify(a.timeline)).not.toContain("+919847012345");
      // The repeat lists its original.
      const d = await detail(fixture.d.id);
      expect(d.repeats).toEqual([expect.objectContaining({ id: fixture.a.id, isOriginal: true })]);
      expect(d.timeline[0]).toMatchObject({ type: "alert_failed", data: { attempts: 12 } });
    });

    it("answers 404 for an unknown lead and 400 for an id that is not a number", async () => {
      expect((await api("owner", "/leads/999999")).status).toBe(404);
      expect((await api("owner", "/leads/abc")).status).toBe(400);
    });
  });

  describe("changes", () => {
    it("lists and sorts a disbursed lead by what was paid out, not by what was asked", async () => {
      const paid = await insertLead({ name: "Amount Paidout", loanAmount: 2_500_000 });
      await insertLead({ name: "Amount Asker", loanAmount: 250_000 });
      let version = paid.version;
      for (const stage of [
        { status: "contacted" },
        { status: "documents_pending" },
        { status: "submitted_to_lender", lenderName: "Federal Bank", submittedOn: "2026-11-02" },
        { status: "sanctioned", sanctionedAmount: 300_000, sanctionedOn: "2026-11-05" },
        { status: "disbursed", disbursedAmount: 200_000, disbursedOn: "2026-11-09" },
      ]) {
        const res = await patch(paid.id, { version, ...stage });
        expect(res.status, JSON.stringify(stage)).toBe(200);
        version = ((await res.json()) as LeadDetail).version;
      }
      const sorted = await list("search=amount&sort=amount&dir=asc");
      expect(
        sorted.items.map((item) => [item.name, item.loanAmount, item.sanctionedAmount, item.disbursedAmount]),
      ).toEqual([
        ["Amount Paidout", 2_500_000, 300_000, 200_000],
        ["Amount Asker", 250_000, null, null],
      ]);
    });

    it("moves a lead through the pipeline to disbursed, each step on the timeline", async () => {
      const lead = await insertLead({ name: "Pipeline Person", loanAmount: 3_000_000 });
      let version = lead.version;
      const step = async (json: Record<string, unknown>) => {
        const res = await patch(lead.id, { version, ...json });
        expect(res.status, JSON.stringify(json)).toBe(200);
        const body = (await res.json()) as LeadDetail;
        version = body.version;
        return body;
      };
      // An impossible jump is refused and names the possible moves.
      const jump = await patch(lead.id, {
        version,
        status: "disbursed",
        disbursedAmount: 1,
        disbursedOn: "2026-01-01",
      });
      expect(jump.status).toBe(400);
      expect((await jump.json()).error.fields.status).toBe(
        "A lead cannot go from New to Disbursed. From New it can go to: Contacted, Not interested, Not eligible, Duplicate, Spam.",
      );
      const contacted = await step({ status: "contacted" });
      expect(contacted.firstContactedAt).not.toBeNull();
      expect(contacted.statusChangedAt).not.toBeNull();
      expect(contacted.waitingMinutes).toBeNull();
      await step({ status: "documents_pending" });
      // What a stage records is required, and no date is in the future.
      const missing = await patch(lead.id, { version, status: "submitted_to_lender" });
      expect(missing.status).toBe(400);
      expect(Object.keys((await missing.json()).error.fields).sort()).toEqual(["lenderName", "submittedOn"]);
      const tomorrow = istDateString(new Date(Date.now() + 36 * 60 * 60 * 1000));
      const future = await patch(lead.id, {
        version,
        status: "submitted_to_lender",
        lenderName: "SBI",
        submittedOn: tomorrow,
      });
      expect((await future.json()).error.fields.submittedOn).toBe("The date of submission cannot be in the future.");
      await step({
        status: "submitted_to_lender",
        lenderName: "State Bank of India",
        lenderApplicationId: "HL/2026/77",
        submittedOn: "2026-01-05",
      });
      await step({ status: "sanctioned", sanctionedAmount: 2_800_000, sanctionedOn: "2026-01-20" });
      const over = await patch(lead.id, {
        version,
        status: "disbursed",
        disbursedAmount: 2_800_001,
        disbursedOn: "2026-02-01",
      });
      expect((await over.json()).error.fields.disbursedAmount).toBe(
        "The disbursed amount cannot be more than the sanctioned amount.",
      );
      const done = await step({ status: "disbursed", disbursedAmount: 2_800_000, disbursedOn: "2026-02-01" });
      expect(done).toMatchObject({
        status: "disbursed",
        lenderName: "State Bank of India",
        lenderApplicationId: "HL/2026/77",
        submittedOn: "2026-01-05",
        sanctionedAmount: 2_800_000,
        sanctionedOn: "2026-01-20",
        disbursedAmount: 2_800_000,
        disbursedOn: "2026-02-01",
        allowedStatuses: ["closed", "sanctioned"],
      });
      const changes = done.timeline.filter((item) => item.type === "status_changed");
      expect(changes.map((item) => item.data.to)).toEqual([
        "disbursed",
        "sanctioned",
        "submitted_to_lender",
        "documents_pending",
        "contacted",
      ]);
      expect(changes[0]).toMatchObject({
        actorLabel: "The admin",
        data: { from: "sanctioned", details: { disbursedAmount: 2_800_000 } },
      });
      const audits = await db()
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, String(lead.id)));
      expect(audits.filter((row) => row.action === "lead.update")).toHaveLength(5);
    });

    it("answers 409 to a change made from a stale screen", async () => {
      const lead = await insertLead({ name: "Stale Screen" });
      expect((await patch(lead.id, { version: lead.version, status: "contacted" })).status).toBe(200);
      const stale = await patch(lead.id, { version: lead.version, followUpAt: "2026-12-01T04:30:00.000Z" });
      expect(stale.status).toBe(409);
      expect((await stale.json()).error.message).toContain("Reload");
    });

    it("assigns to an active colleague who works leads, refuses others, and unassigns", async () => {
      const lead = await insertLead({ name: "Assign Me" });
      const toEditor = await patch(lead.id, { version: 1, assigneeId: userIds.editor });
      expect(toEditor.status).toBe(400);
      expect((await toEditor.json()).error.fields.assigneeId).toEqual(expect.any(String));
      expect((await patch(lead.id, { version: 1, assigneeId: inactiveId })).status).toBe(400);
      expect((await patch(lead.id, { version: 1, assigneeId: 999_999 })).status).toBe(400);
      const assigned = (await (await patch(lead.id, { version: 1, assigneeId: userIds.owner })).json()) as LeadDetail;
      expect(assigned.assignee).toEqual({ id: userIds.owner, displayName: "Owner" });
      expect(assigned.timeline[0]).toMatchObject({
        type: "assigned",
        data: { toUserId: userIds.owner, toLabel: "Owner" },
      });
      const unassigned = (await (await patch(lead.id, { version: 2, assigneeId: null })).json()) as LeadDetail;
      expect(unassigned.assignee).toBeNull();
      const followUp = (await (
        await patch(lead.id, { version: 3, followUpAt: "2026-11-30T10:00:00+05:30" })
      ).json()) as LeadDetail;
      expect(followUp.followUpAt).toBe("2026-11-30T04:30:00.000Z");
      expect(followUp.timeline[0]).toMatchObject({ type: "follow_up_set", data: { at: "2026-11-30T04:30:00.000Z" } });
    });

    it("changes many leads at once, reporting the ones the rules refuse", async () => {
      const fresh = await insertLead({ name: "Bulk One" });
      const contacted = await insertLead({ name: "Bulk Two", status: "contacted" });
      const closed = await insertLead({ name: "Bulk Three", status: "closed" });
      const res = await api("admin", "/leads/bulk", {
        json: { ids: [fresh.id, contacted.id, closed.id, 999_999], action: "status", status: "contacted" },
      });
      expect(res.status).toBe(200);
      const result = await res.json();
      expect(result.updated).toEqual([fresh.id]);
      expect(result.failed).toEqual([
        { id: contacted.id, reference: contacted.reference, message: "The lead is already contacted." },
        { id: closed.id, reference: closed.reference, message: "A closed lead cannot change status." },
        { id: 999_999, reference: null, message: expect.stringContaining("No lead") },
      ]);
      const assign = await (
        await api("owner", "/leads/bulk", {
          json: { ids: [fresh.id, contacted.id], action: "assign", assigneeId: userIds.admin },
        })
      ).json();
      expect(assign).toEqual({ updated: [fresh.id, contacted.id], failed: [] });
      expect(await referencesOf(`assignee=${userIds.admin}&search=bulk`)).toEqual(
        [fresh.reference, contacted.reference].sort(),
      );
      const toViewer = await (
        await api("owner", "/leads/bulk", { json: { ids: [fresh.id], action: "assign", assigneeId: userIds.viewer } })
      ).json();
      expect(toViewer.failed[0].message).toContain("member of staff who works leads");
      for (const json of [
        { ids: [], action: "assign", assigneeId: 1 },
        { ids: Array.from({ length: 501 }, (_, i) => i + 1), action: "assign", assigneeId: 1 },
        { ids: [1], action: "status" },
        { ids: [1], action: "delete" },
        { ids: ["x"], action: "assign", assigneeId: 1 },
      ]) {
        expect((await api("owner", "/leads/bulk", { json })).status, JSON.stringify(json).slice(0, 60)).toBe(400);
      }
    });

    it("adds notes and logs calls and WhatsApp messages without touching the status", async () => {
      const lead = await insertLead({ name: "Notes Person" });
      const noted = await api("admin", `/leads/${lead.id}/notes`, {
        json: { text: "Asked for salary slips.\nCall Monday." },
      });
      expect(noted.status).toBe(201);
      const afterNote = (await noted.json()) as LeadDetail;
      expect(afterNote.timeline[0]).toMatchObject({
        type: "note_added",
        actorLabel: "The admin",
        data: { text: "Asked for salary slips.\nCall Monday." },
      });
      expect(afterNote.version).toBe(lead.version);
      const called = (await (
        await api("admin", `/leads/${lead.id}/contacts`, { json: { channel: "call", outcome: "No answer" } })
      ).json()) as LeadDetail;
      expect(called.status).toBe("new");
      expect(called.firstContactedAt).not.toBeNull();
      expect(called.timeline[0]).toMatchObject({ type: "call_logged", data: { outcome: "No answer" } });
      const messaged = (await (
        await api("admin", `/leads/${lead.id}/contacts`, { json: { channel: "whatsapp" } })
      ).json()) as LeadDetail;
      expect(messaged.firstContactedAt).toBe(called.firstContactedAt);
      expect(messaged.timeline[0]!.type).toBe("whatsapp_logged");
      for (const [path, json, field] of [
        ["notes", { text: "   " }, "text"],
        ["notes", { text: "x".repeat(2001) }, "text"],
        ["notes", { text: "bell\u0007" }, "text"],
        ["notes", {}, "text"],
        ["contacts", { channel: "sms" }, "channel"],
      ] as const) {
        const res = await api("admin", `/leads/${lead.id}/${path}`, { json });
        expect(res.status, JSON.stringify(json).slice(0, 40)).toBe(400);
        expect((await res.json()).error.fields[field]).toEqual(expect.any(String));
      }
      const audits = await db()
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, String(lead.id)));
      expect(audits.map((row) => row.action).sort()).toEqual(["lead.contact_log", "lead.contact_log", "lead.note_add"]);
    });

    it("keeps erased leads in the list but refuses notes and contacts on them", async () => {
      const erased = await insertLead({
        name: "Erased",
        mobile: "erased",
        erasedAt: new Date(),
        status: "closed",
        loanAmount: 900_000,
      });
      const row = (await list("search=erased")).items.find((item) => item.id === erased.id)!;
      expect(row).toMatchObject({ erased: true, status: "closed", loanAmount: 900_000 });
      const note = await api("admin", `/leads/${erased.id}/notes`, { json: { text: "hello" } });
      expect(note.status).toBe(400);
      expect((await note.json()).error.message).toContain("erased");
      expect((await api("admin", `/leads/${erased.id}/contacts`, { json: { channel: "call" } })).status).toBe(400);
      const one = await detail(erased.id);
      expect(one).toMatchObject({ whatsappUrl: null, telUrl: null });
    });

    it("shows and records commission for owners and admins only, once disbursed", async () => {
      const lead = await insertLead({
        name: "Commission Person",
        status: "sanctioned",
        sanctionedAmount: 1_000_000,
        sanctionedOn: "2026-01-10",
      });
      const early = await patch(lead.id, { version: 1, commissionExpected: 10_000 });
      expect(early.status).toBe(400);
      expect((await early.json()).error.fields.commissionExpected).toBe(
        "Record commission once the loan is disbursed.",
      );
      // Disbursed and commission in one change.
      const res = await patch(lead.id, {
        version: 1,
        status: "disbursed",
        disbursedAmount: 1_000_000,
        disbursedOn: "2026-01-15",
        commissionExpected: 10_000,
      });
      expect(res.status).toBe(200);
      expect(((await res.json()) as LeadDetail).commission).toEqual({ expected: 10_000, received: null });
      const received = await patch(lead.id, { version: 2, commissionReceived: 9_500 }, "owner");
      expect(((await received.json()) as LeadDetail).commission).toEqual({ expected: 10_000, received: 9_500 });
      expect((await patch(lead.id, { version: 3, commissionReceived: -1 }, "owner")).status).toBe(400);
      expect((await detail(lead.id, "viewer")).commission).toBeUndefined();
      expect((await detail(lead.id, "admin")).commission).toEqual({ expected: 10_000, received: 9_500 });
      // Not through the timeline either: the viewer sees that it changed, not the amounts.
      const seen = await detail(lead.id, "viewer");
      expect(JSON.stringify(seen)).not.toContain("9500");
      expect(seen.timeline[0]).toMatchObject({ type: "commission_updated", data: {} });
    });

    it("answers 400, never 500, to bodies that are not a change", async () => {
      const lead = await insertLead({ name: "Bad Bodies" });
      for (const json of [
        {},
        { version: 1 },
        { status: "contacted" },
        { version: "one", status: "contacted" },
        { version: 1, status: "won" },
        { version: 1, assigneeId: "me" },
        { version: 1, followUpAt: "tomorrow" },
        { version: 1, status: "contacted", lenderName: "\u0000" },
        { version: 1, status: "contacted", submittedOn: "2026-13-45" },
        { version: 1, commissionExpected: 1.5 },
      ]) {
        const res = await patch(lead.id, json, "owner");
        expect(res.status, JSON.stringify(json)).toBe(400);
      }
    });
  });

  describe("permissions", () => {
    it("lets a viewer read but not change leads, and keeps editors out", async () => {
      expect((await api("viewer", "/leads")).status).toBe(200);
      expect((await api("viewer", `/leads/${fixture.a.id}`)).status).toBe(200);
      expect((await patch(fixture.a.id, { version: 1, status: "contacted" }, "viewer")).status).toBe(403);
      expect((await api("viewer", `/leads/${fixture.a.id}/notes`, { json: { text: "hi" } })).status).toBe(403);
      expect(
        (await api("viewer", "/leads/bulk", { json: { ids: [1], action: "assign", assigneeId: null } })).status,
      ).toBe(403);
      for (const path of ["/leads", `/leads/${fixture.a.id}`, "/leads/options", "/leads/settings"]) {
        expect((await api("editor", path)).status, path).toBe(403);
      }
    });

    it("lets owners and admins change the lead settings, with dotted field paths for mistakes", async () => {
      expect((await (await api("viewer", "/leads/settings")).json()).retentionMonths).toBe(24);
      expect((await api("viewer", "/leads/settings", { method: "PATCH", json: { retentionMonths: 12 } })).status).toBe(
        403,
      );
      const saved = await api("admin", "/leads/settings", { method: "PATCH", json: { retentionMonths: 12 } });
      expect(saved.status).toBe(200);
      expect((await saved.json()).retentionMonths).toBe(12);
      const bad = await api("owner", "/leads/settings", {
        method: "PATCH",
        json: { workingHours: { days: [1], start: "18:00", end: "09:00" } },
      });
      expect(bad.status).toBe(400);
      expect((await bad.json()).error.fields["workingHours.end"]).toBe("The office must close after it opens.");
      const template = await api("owner", "/leads/settings", {
        method: "PATCH",
        json: {
          whatsappTemplates: {
            en: "Hi {name}, {staffName} here from {businessName}.",
            ml: "നമസ്കാരം {name}, {businessName}-ൽ നിന്ന് {staffName}.",
            hi: "नमस्ते {name} जी, {businessName} से {staffName}।",
          },
        },
      });
      expect(template.status).toBe(200);
      expect((await detail(fixture.a.id)).whatsappMessage).toMatch(/^Hi Anjali, Owner here from .+\.$/);
    });
  });
});
