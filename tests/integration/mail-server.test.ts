import net from "node:net";
import { desc, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { auditLog, notificationOutbox, siteSettings } from "~server/db/schema";
import { createLogger } from "~server/logger.server";
import { createOutboxWorker, type OutboxWorker } from "~server/notifications/outbox-worker.server";
import type { MailServerView, MailTestResult } from "~server/notifications/mail-server.schema";
import type { StaffRole } from "~server/vocabulary/staff";
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

const ACCOUNT = { user: "leads@dsa-example.in", pass: "Pa55-word-of-the-mail-account" };
const SENDER = "leads@dsa-example.in";
const OFFICE = "office@dsa-example.in";

let mobiles = 0;
const nextMobile = () => `98472${String(10_000 + mobiles++).padStart(5, "0")}`;

/** A port on this machine that nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function serverOf(smtp: SmtpTestServer, overrides: Record<string, unknown> = {}) {
  return {
    host: smtp.host,
    port: smtp.port,
    security: "none",
    user: ACCOUNT.user,
    password: ACCOUNT.pass,
    fromName: "Website leads",
    fromAddress: SENDER,
    ...overrides,
  };
}

describe.each(backends)("the mail server screen's API on %s", (backend) => {
  let app: TestApp;
  let smtp: SmtpTestServer;
  let jar: CookieJar;
  const logLines: string[] = [];
  const tokens = {} as Record<StaffRole, string>;
  const call = staffApi(() => app, tokens);
  const workers: OutboxWorker[] = [];

  /** Calls /api/admin/mail-server… as the signed-in owner (as the screen does). */
  async function asOwner(path: string, init: { method?: string; json?: unknown } = {}) {
    const res = await app.request(
      `/api/admin/mail-server${path}`,
      withCookies(jar, { method: init.method ?? (init.json ? "POST" : "GET"), json: init.json }),
    );
    const text = await res.text();
    return {
      status: res.status,
      text,
      body: JSON.parse(text) as MailServerView &
        MailTestResult & { error?: { code: string; message: string; fields?: Record<string, string> } },
    };
  }

  beforeAll(async () => {
    smtp = await startSmtpTestServer({ account: ACCOUNT, onlySender: SENDER });
    app = await createTestApp(backend, ownerEnv, {
      logger: createLogger("debug", { write: (line: string) => void logLines.push(line) }),
    });
    jar = (await signIn(app)).jar;
    Object.assign(tokens, (await tokensForEveryRole(app)).tokens);
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
  });
  afterAll(async () => {
    await smtp?.stop();
    await app?.close();
  });

  it("is the owner's alone: admin, editor and viewer get 403 on every operation", async () => {
    for (const role of ["admin", "editor", "viewer"] as const) {
      for (const [method, path, json] of [
        ["GET", "/mail-server", undefined],
        ["PUT", "/mail-server", serverOf(smtp)],
        ["DELETE", "/mail-server", undefined],
        ["POST", "/mail-server/test", {}],
      ] as const) {
        const res = await call(role, path, { method, json });
        expect(res.status, `${role} ${method} ${path}`).toBe(403);
      }
    }
    expect((await call(null, "/mail-server")).status).toBe(401);
    expect((await call("owner", "/mail-server")).status).toBe(200);
  });

  it("starts with no server and alerts off, and says so", async () => {
    const { status, body } = await asOwner("");
    expect(status).toBe(200);
    expect(body).toMatchObject({
      inForce: "none",
      environment: { server: null, recipients: [], from: null },
      saved: null,
      alerts: { enabled: false, offReason: "no_server", recipients: [] },
    });
  });

  it("saves the server with its password sealed: never answered, kept when left empty, removed on request", async () => {
    const saved = await asOwner("", { method: "PUT", json: serverOf(smtp) });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.inForce).toBe("settings");
    expect(saved.body.saved).toMatchObject({
      host: smtp.host,
      port: smtp.port,
      user: ACCOUNT.user,
      password: "set",
      passwordProblem: null,
    });
    expect(saved.text).not.toContain(ACCOUNT.pass);
    expect((await asOwner("")).text).not.toContain(ACCOUNT.pass);

    // In the row: sealed, not the password.
    const readRaw = async () => {
      const result = await app.services.database.db.execute(
        sql`select value::text as value from site_settings where key = 'mail_server'`,
      );
      return String((result as unknown as { rows: Array<{ value: string }> }).rows[0]!.value);
    };
    const raw = await readRaw();
    expect(raw).not.toContain(ACCOUNT.pass);
    expect(raw).toMatch(/"passwordSealed": ?"v1\.[\w-]+\./);

    // An empty password keeps the stored one (the row's sealed value stays as it was).
    const renamed = await asOwner("", {
      method: "PUT",
      json: serverOf(smtp, { password: "", fromName: "Leads desk" }),
    });
    expect(renamed.body.saved).toMatchObject({ fromName: "Leads desk", password: "set" });
    expect(await readRaw()).toContain(JSON.parse(raw).passwordSealed);

    // The audit names what changed, never the password.
    const entries = await app.services.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, "mail_server"))
      .orderBy(desc(auditLog.id));
    expect(entries.map((entry) => entry.action)).toEqual(["mail_server.update", "mail_server.update"]);
    expect(entries[0]!.changes).toEqual({ fromName: { from: "Website leads", to: "Leads desk" } });
    expect(entries[1]!.changes).toMatchObject({
      host: { from: null, to: smtp.host },
      password: { from: "not set", to: "set" },
    });
    expect(JSON.stringify(entries)).not.toContain(ACCOUNT.pass);

    // An explicit clear removes it.
    const cleared = await asOwner("", {
      method: "PUT",
      json: serverOf(smtp, { password: undefined, clearPassword: true }),
    });
    expect(cleared.body.saved).toMatchObject({ password: "not_set" });
    expect(JSON.parse(await readRaw()).passwordSealed).toBeNull();

    // Put back for the tests that follow.
    expect((await asOwner("", { method: "PUT", json: serverOf(smtp, { fromName: "Website leads" }) })).status).toBe(
      200,
    );
    expect(logLines.join("\n")).not.toContain(ACCOUNT.pass);
  });

  it("refuses fields it cannot use, with a message on each", async () => {
    const { status, body } = await asOwner("", {
      method: "PUT",
      json: serverOf(smtp, { host: "smtp://mail.example.in:587", port: 70000, fromAddress: "leads" }),
    });
    expect(status).toBe(400);
    expect(body.error!.fields).toEqual({
      host: expect.stringMatching(/host name alone/),
      port: expect.stringMatching(/between 1 and 65535/),
      fromAddress: expect.stringMatching(/sender's e-mail address/),
    });
    const noUser = await asOwner("", { method: "PUT", json: serverOf(smtp, { user: "", password: "x" }) });
    expect(noUser.status).toBe(400);
    expect(noUser.body.error!.fields).toEqual({ user: expect.stringMatching(/user name that goes with the password/) });
    expect((await asOwner("")).body.saved).toMatchObject({ host: smtp.host, user: ACCOUNT.user, password: "set" });
  });

  it("sends a test e-mail with the form's values to the signed-in owner, and says where it went", async () => {
    smtp.clear();
    const { status, body } = await asOwner("/test", { json: { server: serverOf(smtp, { password: "" }) } });
    expect(status).toBe(200);
    expect(body).toMatchObject({ sent: true, to: OWNER_EMAIL, problem: null });
    expect(body.message).toContain(`took the test e-mail for ${OWNER_EMAIL}`);
    const [message] = await smtp.waitForMessages(1);
    expect(message!.to).toEqual([OWNER_EMAIL]);
    expect(message!.from).toBe(SENDER);
    expect(message!.header("from")).toBe("Website leads <leads@dsa-example.in>");
    // The empty password field used the stored one.
    expect(smtp.logins.at(-1)).toEqual({ username: ACCOUNT.user, password: ACCOUNT.pass });
  });

  it("names exactly what failed: a wrong password, a closed port, a refused sender", async () => {
    const wrong = await asOwner("/test", {
      json: { to: "someone@example.in", server: serverOf(smtp, { password: "not-the-password" }) },
    });
    expect(wrong.body).toMatchObject({ sent: false, to: "someone@example.in", problem: "auth" });
    expect(wrong.body.message).toMatch(/^The mail server refused the user name or password\./);
    expect(wrong.text).not.toContain("not-the-password");

    const port = await closedPort();
    const closed = await asOwner("/test", { json: { server: serverOf(smtp, { port }) } });
    expect(closed.body).toMatchObject({ sent: false, problem: "unreachable" });
    expect(closed.body.message).toMatch(new RegExp(`^Cannot reach 127\\.0\\.0\\.1 on port ${port}:`));

    const sender = await asOwner("/test", {
      json: { server: serverOf(smtp, { fromAddress: "someone.else@example.in" }) },
    });
    expect(sender.body).toMatchObject({ sent: false, problem: "sender_refused" });
    expect(sender.body.message).toMatch(/refused the sender address someone\.else@example\.in/);
    for (const result of [wrong, closed, sender]) expect(result.body.message).not.toMatch(/\n|at .*\.js/);
  });

  it("limits the tests per person: the eleventh in ten minutes is refused with when to try again", async () => {
    const other = await addStaffMember(app, "second.owner@example.in", "owner");
    const otherJar = (await signIn(app, other.email, other.password)).jar;
    const port = await closedPort();
    const test = () =>
      app.request(
        "/api/admin/mail-server/test",
        withCookies(otherJar, { method: "POST", json: { server: serverOf(smtp, { port }) } }),
      );
    for (let i = 0; i < 10; i++) expect((await test()).status).toBe(200);
    const refused = await test();
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect((await refused.json()).error.message).toMatch(/Try again in \d+ minutes?/);
  });

  it("turns lead alerts on once saved, and the running outbox delivers through the new server without a restart", async () => {
    // The outbox as start.server.ts wires it: the server in force is read before every pass.
    const worker = createOutboxWorker({
      db: app.services.database.db,
      logger: createLogger("silent"),
      delivery: () => app.services.mailServer.delivery(),
    });
    workers.push(worker);
    await app.services.database.db.delete(notificationOutbox);
    const postLead = async () => {
      const res = await app.request("/api/leads", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(loanEnquiryBody({ mobile: nextMobile() })),
      });
      expect(res.status).toBe(201);
    };

    // A server but nobody to send to: alerts stay off, nothing is queued.
    const noRecipients = await asOwner("");
    expect(noRecipients.body.alerts).toMatchObject({ enabled: false, offReason: "no_recipients" });
    await postLead();
    expect(await app.services.database.db.select().from(notificationOutbox)).toHaveLength(0);

    // Recipients in the lead settings: on.
    const recipients = await app.request(
      "/api/admin/leads/settings",
      withCookies(jar, { method: "PATCH", json: { leadAlertRecipients: [OFFICE] } }),
    );
    expect(recipients.status).toBe(200);
    expect((await asOwner("")).body.alerts).toEqual({ enabled: true, offReason: null, recipients: [OFFICE] });
    const dashboard = await (await app.request("/api/admin/dashboard", withCookies(jar))).json();
    expect(dashboard.alerts).toMatchObject({ alertsEnabled: true, alertsOffReason: null });

    smtp.clear();
    await postLead();
    const passes = await worker.runOnce();
    // The owners' notice of the new recipients goes out with the alert.
    expect(passes.sent).toBe(2);
    const alert = smtp.messages.find((message) => message.to.includes(OFFICE))!;
    expect(alert.subject).toMatch(/^New loan enquiry LN-/);
    expect(alert.from).toBe(SENDER);

    // Another server saved: the same worker sends the next alert there.
    const other = await startSmtpTestServer({ account: ACCOUNT, onlySender: SENDER });
    try {
      expect((await asOwner("", { method: "PUT", json: serverOf(other, { password: "" }) })).status).toBe(200);
      await postLead();
      expect(await worker.runOnce()).toMatchObject({ sent: 1 });
      expect(other.messages.map((message) => message.to)).toEqual([[OFFICE]]);
    } finally {
      await other.stop();
    }

    // Removed: alerts off again, nothing queued, nothing sent.
    const removed = await asOwner("", { method: "DELETE" });
    expect(removed.body).toMatchObject({
      inForce: "none",
      saved: null,
      alerts: { enabled: false, offReason: "no_server" },
    });
    const before = await app.services.database.db.select().from(notificationOutbox);
    await postLead();
    expect(await app.services.database.db.select().from(notificationOutbox)).toHaveLength(before.length);
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0, retried: 0 });
    const audit = await app.services.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entity, "mail_server"))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit[0]!.action).toBe("mail_server.remove");
    expect(
      await app.services.database.db.select().from(siteSettings).where(eq(siteSettings.key, "mail_server")),
    ).toHaveLength(0);
  });
});

describe.each(backends)("the environment's mail server on %s", (backend) => {
  let app: TestApp;
  let smtp: SmtpTestServer;
  let jar: CookieJar;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    app = await createTestApp(backend, {
      ...ownerEnv,
      SMTP_URL: smtp.url({ user: "envuser", pass: "env-secret-password" }),
      LEAD_NOTIFY_EMAIL: "desk@dsa-example.in, boss@dsa-example.in",
    });
    jar = (await signIn(app)).jar;
  });
  afterAll(async () => {
    await smtp?.stop();
    await app?.close();
  });

  it("wins: shown in force without its password, the saved settings refused, the test sent through it", async () => {
    const res = await app.request("/api/admin/mail-server", withCookies(jar));
    const text = await res.text();
    expect(text).not.toContain("env-secret-password");
    expect(JSON.parse(text)).toMatchObject({
      inForce: "environment",
      environment: {
        server: { host: "127.0.0.1", port: smtp.port, security: "starttls_if_offered", user: "envuser" },
        recipients: ["desk@dsa-example.in", "boss@dsa-example.in"],
        from: "Website leads <no-reply@dsa-example.in>",
      },
      alerts: { enabled: true, recipients: ["desk@dsa-example.in", "boss@dsa-example.in"] },
    });

    const put = await app.request(
      "/api/admin/mail-server",
      withCookies(jar, {
        method: "PUT",
        json: {
          host: "smtp.example.in",
          port: 587,
          security: "starttls",
          user: "",
          fromName: "",
          fromAddress: "a@example.in",
        },
      }),
    );
    expect(put.status).toBe(409);
    expect((await put.json()).error.message).toMatch(/SMTP_URL/);

    smtp.clear();
    const test = await app.request("/api/admin/mail-server/test", withCookies(jar, { method: "POST", json: {} }));
    expect(await test.json()).toMatchObject({ sent: true, to: OWNER_EMAIL });
    expect((await smtp.waitForMessages(1))[0]!.to).toEqual([OWNER_EMAIL]);
    expect(smtp.logins.at(-1)).toEqual({ username: "envuser", password: "env-secret-password" });
  });
});
