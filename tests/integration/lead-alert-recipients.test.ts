import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { StaffRole } from "~server/vocabulary/staff";
import { auditLog, siteSettings, users } from "~server/db/schema";
import { siteSettingsSeed } from "~server/seed/site-settings.seed";
import { formatDateIST } from "~server/formats/ist";
import { createLogger } from "~server/logger.server";
import { createOutboxWorker, type OutboxWorker } from "~server/notifications/outbox-worker.server";
import { databaseBeforeMigration } from "../support/database-before-migration";
import { loanEnquiryBody } from "../support/lead-inputs";
import { startSmtpTestServer, type SmtpTestServer } from "../support/smtp-test-server";
import { backends, createTestApp, type TestApp } from "../support/test-app";
import {
  addStaffMember,
  OWNER_EMAIL,
  ownerEnv,
  signIn,
  staffApi,
  tokensForEveryRole,
  withCookies,
  type CookieJar,
} from "../support/staff";

/** LEAD_NOTIFY_EMAIL of these apps: alerts are on. */
const OFFICE = "leads@dsa-example.in";
const SECOND_OWNER = "second.owner@example.in";
const FORMER_OWNER = "former.owner@example.in";
const ADMIN = "anita.admin@example.in";

interface LeadSettingsBody {
  leadAlertRecipients: string[];
  retentionMonths: number | null;
  error?: { fields: Record<string, string> };
}

let mobiles = 0;
/** A mobile number of its own per lead: a repeat of an earlier enquiry gets no alert of its own. */
const nextMobile = () => `98470${String(10_000 + mobiles++).padStart(5, "0")}`;

describe.each(backends)("lead alert recipients on %s", (backend) => {
  let app: TestApp;
  let smtp: SmtpTestServer;
  let worker: OutboxWorker;
  let adminJar: CookieJar;
  const tokens = {} as Record<StaffRole, string>;
  const call = staffApi(() => app, tokens);

  async function leadSettings(role: StaffRole, json?: unknown) {
    const res = await call(role, "/leads/settings", json !== undefined ? { method: "PATCH", json } : {});
    const body = (await res.json()) as LeadSettingsBody;
    return { status: res.status, body, fields: body.error?.fields ?? {} };
  }

  /** Changes the lead settings as the admin, signed in (as on the Lead settings screen). */
  async function changeAsAdmin(json: unknown) {
    const res = await app.request("/api/admin/leads/settings", withCookies(adminJar, { method: "PATCH", json }));
    return { status: res.status, body: (await res.json()) as LeadSettingsBody };
  }

  /** Sends what the outbox holds (as the server's worker does) and answers the e-mails that went out. */
  async function mailSent() {
    const before = smtp.messages.length;
    await worker.runOnce();
    return smtp.messages.slice(before);
  }

  async function postLead(name: string) {
    const res = await app.request("/api/leads", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(loanEnquiryBody({ name, mobile: nextMobile() })),
    });
    expect(res.status, await res.clone().text()).toBe(201);
  }

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    app = await createTestApp(backend, { ...ownerEnv, SMTP_URL: smtp.url(), LEAD_NOTIFY_EMAIL: OFFICE });
    Object.assign(tokens, (await tokensForEveryRole(app)).tokens);
    await addStaffMember(app, SECOND_OWNER, "owner");
    await addStaffMember(app, FORMER_OWNER, "owner");
    await app.services.database.db.update(users).set({ isActive: false }).where(eq(users.email, FORMER_OWNER));
    await addStaffMember(app, ADMIN, "admin");
    adminJar = (await signIn(app, ADMIN, "backwaters-houseboat-9")).jar;
    // Wired as start.server.ts wires it: the recipients are read from the lead settings for each alert.
    worker = createOutboxWorker({
      db: app.services.database.db,
      logger: createLogger("silent"),
      smtpUrl: smtp.url(),
      notifyEmail: OFFICE,
      settingsRecipients: async () => (await app.services.settings.getLeads()).leadAlertRecipients,
    });
  });
  afterAll(async () => {
    await worker?.stop();
    await smtp?.stop();
    await app?.close();
  });
  beforeEach(async () => {
    // Each test starts from an empty outbox and no recipients.
    expect((await leadSettings("owner", { leadAlertRecipients: [] })).status).toBe(200);
    await mailSent();
  });

  it("are no site setting any more: a PATCH with them is refused with where they went, and nothing changes", async () => {
    const siteBefore = await (await call("owner", "/settings")).json();
    expect(siteBefore).not.toHaveProperty("leadAlertRecipients");
    for (const role of ["editor", "admin", "owner"] as const) {
      const res = await call(role, "/settings", {
        method: "PATCH",
        json: { contactEmail: "hello@keralam-demo.in", leadAlertRecipients: ["attacker@evil.example"] },
      });
      expect(res.status, role).toBe(400);
      const { error } = (await res.json()) as { error: { fields: Record<string, string> } };
      expect(error.fields.leadAlertRecipients, role).toMatch(/moved to Lead settings \(owner and admin\)/);
    }
    expect(await (await call("owner", "/settings")).json()).toEqual(siteBefore);
    expect((await leadSettings("owner")).body.leadAlertRecipients).toEqual([]);

    // The next lead's alert goes to the office alone.
    await postLead("Asha Menon");
    const sent = await mailSent();
    expect(sent.map((message) => message.to)).toEqual([[OFFICE]]);
  });

  it("are changed by owners and admins only: editors get 403, viewers read them", async () => {
    expect((await leadSettings("editor", { leadAlertRecipients: ["attacker@evil.example"] })).status).toBe(403);
    expect((await leadSettings("viewer", { leadAlertRecipients: ["attacker@evil.example"] })).status).toBe(403);
    expect((await leadSettings("editor")).status).toBe(403);
    const read = await leadSettings("viewer");
    expect(read.status).toBe(200);
    expect(read.body.leadAlertRecipients).toEqual([]);
    expect(await mailSent()).toEqual([]);
  });

  it("are saved as an admin sends them, audited, and every active owner is e-mailed once about the change", async () => {
    await postLead("Lakshmi Pillai");
    await mailSent(); // that lead's own alert
    const saved = await changeAsAdmin({
      leadAlertRecipients: [" Partner@Example.in ", "partner@example.in", "manager@example.in"],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.leadAlertRecipients).toEqual(["partner@example.in", "manager@example.in"]);
    expect((await leadSettings("viewer")).body.leadAlertRecipients).toEqual([
      "partner@example.in",
      "manager@example.in",
    ]);

    const [entry] = await app.services.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "lead_settings.update"))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      actorLabel: ADMIN,
      via: "session",
      entityId: "leads",
      changes: { leadAlertRecipients: { from: [], to: ["partner@example.in", "manager@example.in"] } },
    });

    const today = formatDateIST(new Date());
    const sent = await mailSent();
    expect(sent).toHaveLength(1);
    const [notice] = sent;
    expect(notice!.to.sort()).toEqual([OWNER_EMAIL, SECOND_OWNER].sort());
    expect(notice!.subject).toMatch(/lead alert recipients changed/i);
    expect(notice!.text).toMatch(/Changed by:\s+anita\.admin \(Admin, anita\.admin@example\.in\)/);
    expect(notice!.text).toMatch(new RegExp(`When:\\s+${today.replace(/\//g, "\\/")}, \\d{1,2}:\\d{2} [ap]m IST`));
    expect(notice!.text).toMatch(/Added:\s+partner@example\.in, manager@example\.in/);
    expect(notice!.text).toMatch(/Removed:\s+none/);
    expect(notice!.text).toContain("/admin/activity");
    expect(notice!.text).toContain("Lead settings");
    expect(notice!.text).toMatch(/sign .+ out|Reset access/i);
    // About the setting, never about a lead.
    expect(notice!.text).not.toContain("Lakshmi");
    expect(notice!.text).not.toMatch(/98470/);
  });

  it("names the API token that made a change, and tells what it added and removed", async () => {
    expect((await leadSettings("owner", { leadAlertRecipients: ["partner@example.in"] })).status).toBe(200);
    await mailSent();
    const changed = await leadSettings("admin", { leadAlertRecipients: ["attacker@evil.example"] });
    expect(changed.status).toBe(200);
    const sent = await mailSent();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toMatch(
      /Changed by:\s+API token “admin token” made by owner@example\.in, acting as The admin \(Admin, admin@example\.in\)/,
    );
    expect(sent[0]!.text).toMatch(/Added:\s+attacker@evil\.example/);
    expect(sent[0]!.text).toMatch(/Removed:\s+partner@example\.in/);
    expect(sent[0]!.text).toMatch(/revoke/i);

    const [entry] = await app.services.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "lead_settings.update"), eq(auditLog.via, "token")))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      actorLabel: "admin@example.in (API token “admin token” made by owner@example.in)",
      changes: { leadAlertRecipients: { from: ["partner@example.in"], to: ["attacker@evil.example"] } },
    });
  });

  it("e-mails the owners once per change, and not for a save that leaves the recipients as they were", async () => {
    expect((await leadSettings("owner", { leadAlertRecipients: ["partner@example.in"] })).status).toBe(200);
    await mailSent();
    expect((await leadSettings("admin", { retentionMonths: 36 })).status).toBe(200);
    expect((await leadSettings("admin", { leadAlertRecipients: ["Partner@Example.in"] })).status).toBe(200);
    expect(
      (await leadSettings("admin", { leadAlertRecipients: ["partner@example.in", "manager@example.in"] })).status,
    ).toBe(200);
    const sent = await mailSent();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toMatch(/Added:\s+manager@example\.in\n/);
    expect(sent[0]!.text).toMatch(/Removed:\s+none/);
    expect((await leadSettings("admin", { retentionMonths: 24 })).status).toBe(200);
  });

  it("refuses bad addresses with a message per address, and more than ten, changing nothing", async () => {
    const bad = await leadSettings("owner", { leadAlertRecipients: ["office@example.in", "not-an-address"] });
    expect(bad.status).toBe(400);
    expect(bad.fields["leadAlertRecipients.1"]).toMatch(/“not-an-address” is not an e-mail address/);
    const tooMany = await leadSettings("owner", {
      leadAlertRecipients: Array.from({ length: 11 }, (_, i) => `person${i}@example.in`),
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.fields.leadAlertRecipients).toMatch(/Up to 10 addresses/);
    expect((await leadSettings("owner")).body.leadAlertRecipients).toEqual([]);
    expect(await mailSent()).toEqual([]);
  });

  it("send each new lead's alert to the lead settings' recipients as well as LEAD_NOTIFY_EMAIL, from the next alert on", async () => {
    expect(
      (await leadSettings("admin", { leadAlertRecipients: ["partner@dsa-example.in", "LEADS@dsa-example.in"] })).status,
    ).toBe(200);
    await mailSent(); // the owners' notice
    await postLead("Asha Menon");
    expect((await mailSent()).map((message) => message.to)).toEqual([[OFFICE, "partner@dsa-example.in"]]);

    expect((await leadSettings("admin", { leadAlertRecipients: [] })).status).toBe(200);
    await mailSent();
    await postLead("Ravi Kumar");
    expect((await mailSent()).map((message) => message.to)).toEqual([[OFFICE]]);
  });
});

describe.each(backends)("the move of the alert recipients to the lead settings (migration 0011) on %s", (backend) => {
  /**
   * A database as an installation from before the move has it: the recipients in the site
   * settings, the lead settings as staff saved them (or never), and migration 0011 not yet run.
   */
  const installationBeforeTheMove = (savedLeadSettings: Record<string, unknown> | null) =>
    databaseBeforeMigration(backend, "0011_", async (db) => {
      await db.insert(siteSettings).values({
        key: "site",
        value: { ...siteSettingsSeed, leadAlertRecipients: ["partner@example.in", "manager@example.in"] },
      });
      if (savedLeadSettings) await db.insert(siteSettings).values({ key: "leads", value: savedLeadSettings });
    });

  for (const [label, saved] of [
    ["lead settings never saved", null],
    [
      "lead settings saved by staff",
      {
        assignment: { mode: "manual", staffIds: [] },
        whatsappTemplate: "Hello {name}",
        workingHours: { days: [1, 2, 3, 4, 5], start: "10:00", end: "17:00" },
        retentionMonths: 36,
      },
    ],
  ] as const) {
    it(`keeps the recipients an installation had saved (${label})`, async () => {
      const before = await installationBeforeTheMove(saved);
      const app = await createTestApp(backend, ownerEnv, before);
      try {
        const { jar } = await signIn(app);
        const lead = (await (await app.request("/api/admin/leads/settings", withCookies(jar))).json()) as Record<
          string,
          unknown
        >;
        expect(lead.leadAlertRecipients).toEqual(["partner@example.in", "manager@example.in"]);
        if (saved) {
          // The single WhatsApp message of before is the English one now (issue 27).
          const { whatsappTemplate, ...rest } = saved;
          expect(lead).toMatchObject({
            ...rest,
            whatsappTemplates: { en: whatsappTemplate },
            leadAlertRecipients: expect.any(Array),
          });
        }
        const site = (await (await app.request("/api/admin/settings", withCookies(jar))).json()) as Record<
          string,
          unknown
        >;
        expect(site).not.toHaveProperty("leadAlertRecipients");
        expect(site.businessName).toBe(siteSettingsSeed.businessName);
      } finally {
        await app.close();
        before.remove();
      }
    });
  }
});
