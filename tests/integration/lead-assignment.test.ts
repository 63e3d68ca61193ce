import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { leadEvents, leads, notificationOutbox, users } from "~server/db/schema";
import { createLogger } from "~server/logger.server";
import { createOutboxWorker } from "~server/notifications/outbox-worker.server";
import { consent } from "../support/lead-inputs";
import { startSmtpTestServer, type SmtpTestServer } from "../support/smtp-test-server";
import { backends, createTestApp, type TestApp } from "../support/test-app";

const OFFICE = "leads@dsa-example.in";

let mobileCounter = 0;
function nextMobile(): string {
  mobileCounter++;
  return `7${String(300000000 + mobileCounter).slice(-9)}`;
}

describe.each(backends)("assignment of new leads on %s", (backend) => {
  let app: TestApp;
  let smtp: SmtpTestServer;
  let ip = 0;
  /** The three colleagues new leads are shared between, and one who cannot work leads. */
  const staff: Record<"asha" | "biju" | "chitra" | "editor", number> = { asha: 0, biju: 0, chitra: 0, editor: 0 };

  const db = () => app.services.database.db;
  const post = async (body: Record<string, unknown>) => {
    const res = await app.request("/api/leads", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": `10.7.${Math.floor(++ip / 250)}.${ip % 250}` },
      body: JSON.stringify({
        kind: "loan_enquiry",
        serviceSlug: "home-loans",
        name: "Suresh Kumar",
        mobile: nextMobile(),
        consent,
        ...body,
      }),
    });
    expect(res.status).toBe(201);
    const { reference } = (await res.json()) as { reference: string };
    return (await db().select().from(leads).where(eq(leads.reference, reference)))[0]!;
  };

  async function addUser(name: string, role: "admin" | "editor" | "viewer" | "owner") {
    const [row] = await db()
      .insert(users)
      .values({ email: `${name}@dsa-example.in`, displayName: name.charAt(0).toUpperCase() + name.slice(1), role })
      .returning({ id: users.id });
    return row!.id;
  }

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    app = await createTestApp(backend, {
      TRUST_PROXY: "true",
      LEAD_RATE_LIMIT_PER_IP: "100",
      SMTP_URL: smtp.url(),
      LEAD_NOTIFY_EMAIL: OFFICE,
    });
    staff.asha = await addUser("asha", "admin");
    staff.biju = await addUser("biju", "owner");
    staff.chitra = await addUser("chitra", "admin");
    staff.editor = await addUser("editor", "editor");
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.stop();
  });
  beforeEach(async () => {
    await db()
      .update(users)
      .set({ isActive: true })
      .where(inArray(users.id, Object.values(staff)));
    await app.services.settings.updateLeads({
      assignment: { mode: "round_robin", staffIds: [staff.asha, staff.biju, staff.editor, staff.chitra] },
    });
  });

  it("leaves new leads unassigned in manual mode", async () => {
    await app.services.settings.updateLeads({ assignment: { mode: "manual", staffIds: [] } });
    const lead = await post({});
    expect(lead.assignedToId).toBeNull();
    expect(await db().select().from(leadEvents).where(eq(leadEvents.leadId, lead.id))).toEqual([]);
  });

  it("in manual mode, gives a repeat to whoever staff gave the first enquiry, and alerts the office about the first only", async () => {
    await app.services.settings.updateLeads({ assignment: { mode: "manual", staffIds: [] } });
    const mobile = nextMobile();
    const first = await post({ mobile });
    await db().update(leads).set({ assignedToId: staff.chitra }).where(eq(leads.id, first.id));
    const repeat = await post({ mobile, name: "Suresh K" });
    expect(repeat).toMatchObject({ duplicateOfId: first.id, assignedToId: staff.chitra });
    const events = await db().select().from(leadEvents).where(eq(leadEvents.leadId, repeat.id));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: "assigned",
      actorUserId: null,
      actorLabel: "Automatic assignment",
      data: { fromUserId: null, toUserId: staff.chitra, toLabel: "Chitra", auto: true },
    });
    const alerts = await db()
      .select()
      .from(notificationOutbox)
      .where(inArray(notificationOutbox.leadId, [first.id, repeat.id]));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ leadId: first.id, topic: "lead.created", status: "pending" });
    // The alert says when the lead arrived, to the millisecond the database stored.
    expect(alerts[0]!.payload).toMatchObject({
      reference: first.reference,
      mobile: first.mobile,
      serviceName: "Home Loans",
      createdAt: first.createdAt.toISOString(),
    });
    expect(alerts[0]!.payload).not.toHaveProperty("assigneeName");
  });

  it("in manual mode, leaves a repeat unassigned when the first enquiry's colleague is deactivated or cannot work leads", async () => {
    await app.services.settings.updateLeads({ assignment: { mode: "manual", staffIds: [] } });
    for (const [assignee, deactivate] of [
      [staff.asha, true],
      [staff.editor, false],
    ] as const) {
      const mobile = nextMobile();
      const first = await post({ mobile });
      await db().update(leads).set({ assignedToId: assignee }).where(eq(leads.id, first.id));
      if (deactivate) await db().update(users).set({ isActive: false }).where(eq(users.id, assignee));
      const repeat = await post({ mobile });
      expect(repeat).toMatchObject({ duplicateOfId: first.id, assignedToId: null });
      expect(await db().select().from(leadEvents).where(eq(leadEvents.leadId, repeat.id))).toEqual([]);
    }
  });

  it("shares six leads sent at once two each between three colleagues, skipping one who cannot work leads", async () => {
    const created = await Promise.all(Array.from({ length: 6 }, () => post({})));
    const counts = new Map<number | null, number>();
    for (const lead of created) counts.set(lead.assignedToId, (counts.get(lead.assignedToId) ?? 0) + 1);
    expect(Object.fromEntries(counts)).toEqual({ [staff.asha]: 2, [staff.biju]: 2, [staff.chitra]: 2 });
    // Each assignment is on the lead's timeline, marked automatic.
    const events = await db()
      .select()
      .from(leadEvents)
      .where(
        inArray(
          leadEvents.leadId,
          created.map((lead) => lead.id),
        ),
      );
    expect(events).toHaveLength(6);
    for (const event of events) {
      const lead = created.find((l) => l.id === event.leadId)!;
      expect(event).toMatchObject({
        type: "assigned",
        actorUserId: null,
        data: { fromUserId: null, toUserId: lead.assignedToId, auto: true },
      });
    }
  });

  it("skips a deactivated account", async () => {
    await db().update(users).set({ isActive: false }).where(eq(users.id, staff.biju));
    const created = [];
    for (let i = 0; i < 4; i++) created.push(await post({}));
    const assignees = created.map((lead) => lead.assignedToId);
    expect(assignees).not.toContain(staff.biju);
    expect(assignees.filter((id) => id === staff.asha)).toHaveLength(2);
    expect(assignees.filter((id) => id === staff.chitra)).toHaveLength(2);
  });

  it("gives a repeat to whoever has the first enquiry, and does not move the turn", async () => {
    const mobile = nextMobile();
    const first = await post({ mobile });
    const repeat = await post({ mobile, name: "Suresh K" });
    expect(repeat.duplicateOfId).toBe(first.id);
    expect(repeat.assignedToId).toBe(first.assignedToId);
    const next = await post({});
    expect(next.assignedToId).not.toBe(first.assignedToId);
    const [event] = await db()
      .select()
      .from(leadEvents)
      .where(and(eq(leadEvents.leadId, repeat.id), eq(leadEvents.type, "assigned")));
    expect(event!.data).toMatchObject({ toUserId: first.assignedToId, auto: true });
  });

  it("assigns nobody for a filled honeypot (nothing is stored)", async () => {
    const before = await db().select({ id: leads.id }).from(leads);
    const res = await app.request("/api/leads", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": "10.7.99.1" },
      body: JSON.stringify({
        kind: "loan_enquiry",
        serviceSlug: "home-loans",
        name: "Bot",
        mobile: nextMobile(),
        consent,
        website: "x",
      }),
    });
    expect(res.status).toBe(201);
    expect(await db().select({ id: leads.id }).from(leads)).toHaveLength(before.length);
  });

  it("sends the new-lead alert to the assignee as well as to LEAD_NOTIFY_EMAIL", async () => {
    const worker = createOutboxWorker({
      db: db(),
      logger: createLogger("silent"),
      smtpUrl: smtp.url(),
      notifyEmail: OFFICE,
    });
    try {
      // The alerts of the earlier tests are not this test's business.
      await db().update(notificationOutbox).set({ status: "sent" }).where(eq(notificationOutbox.status, "pending"));
      smtp.clear();
      const lead = await post({});
      const [assignee] = await db().select().from(users).where(eq(users.id, lead.assignedToId!));
      expect((await worker.runOnce()).sent).toBe(1);
      const [message] = smtp.messages;
      expect(message!.to).toEqual([OFFICE, assignee!.email]);
      expect(message!.text).toMatch(new RegExp(`Assigned to:\\s+${assignee!.displayName}`));
    } finally {
      await worker.stop();
    }
  });
});
