import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { openDatabase, type Database, type DatabaseHandle } from "~server/db/client.server";
import { leads, notificationOutbox } from "~server/db/schema";
import { createLogger } from "~server/logger.server";
import type { LeadAlertPayload } from "~server/notifications/lead-alert";
import { enqueueLeadAlert } from "~server/notifications/outbox.server";
import {
  createOutboxWorker,
  type OutboxWorker,
  type OutboxWorkerOptions,
} from "~server/notifications/outbox-worker.server";
import { createTestDatabase } from "../support/postgres-server";
import { startSmtpTestServer, type SmtpTestServer } from "../support/smtp-test-server";
import { backends, type Backend } from "../support/test-app";

const NOTIFY_EMAIL = "leads@dsa-example.in";
const SMTP_USER = "mailer";
const SMTP_PASSWORD = "s3cret-Pa55word";

function payload(overrides: Partial<LeadAlertPayload> = {}): LeadAlertPayload {
  return {
    reference: "LN-24K7Q9",
    kind: "loan_enquiry",
    serviceSlug: "home-loans",
    serviceName: "Home Loans",
    name: "Asha Menon",
    mobile: "+919876543210",
    email: "asha@example.com",
    city: "Kochi",
    pincode: "682001",
    loanAmount: 500000,
    monthlyIncome: 85000,
    employmentType: "salaried",
    message: "Please call after 6 pm.",
    details: {},
    landingPage: "https://example.in/loans/home-loans",
    referrer: "https://www.google.com/",
    utm: { source: "google", medium: "cpc", campaign: "home-loan-kochi" },
    createdAt: "2025-03-12T09:34:00.000Z",
    ...overrides,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function openFreshDatabase(backend: Backend): Promise<{ handle: DatabaseHandle; close(): Promise<void> }> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "dsa-outbox-"));
  const databaseUrl =
    backend === "postgres"
      ? await createTestDatabase(
          inject("postgresUrl"),
          `outbox_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`,
        )
      : undefined;
  const handle = await openDatabase({ databaseUrl, dataDir: tmp });
  return {
    handle,
    async close() {
      await handle.close();
      fs.rmSync(tmp, { recursive: true, force: true });
    },
  };
}

describe.each(backends)("lead alert outbox on %s", (backend) => {
  let database: { handle: DatabaseHandle; close(): Promise<void> };
  let db: Database;
  let smtp: SmtpTestServer;
  let logLines: string[];
  const workers: OutboxWorker[] = [];

  beforeAll(async () => {
    database = await openFreshDatabase(backend);
    db = database.handle.db;
    smtp = await startSmtpTestServer();
  });

  afterAll(async () => {
    await smtp?.stop();
    await database?.close();
  });

  beforeEach(async () => {
    await db.delete(notificationOutbox);
    await db.delete(leads);
    await smtp.start();
    smtp.rejectWith(null);
    smtp.clear();
    logLines = [];
  });

  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
  });

  function worker(overrides: Partial<OutboxWorkerOptions> = {}): OutboxWorker {
    const logger = createLogger("debug", { write: (line: string) => void logLines.push(line) });
    const instance = createOutboxWorker({
      db,
      logger,
      smtpUrl: smtp.url({ user: SMTP_USER, pass: SMTP_PASSWORD }),
      notifyEmail: NOTIFY_EMAIL,
      retryBaseMs: 60_000,
      ...overrides,
    });
    workers.push(instance);
    return instance;
  }

  async function outboxRow(id: number) {
    const [row] = await db.select().from(notificationOutbox).where(eq(notificationOutbox.id, id));
    if (!row) throw new Error(`outbox row ${id} not found`);
    return row;
  }

  /** Seconds until the row's next attempt, by the database clock. */
  async function secondsUntilNextAttempt(id: number): Promise<number> {
    const result = await db.execute(
      sql`select extract(epoch from (next_attempt_at - now()))::float8 as seconds from notification_outbox where id = ${id}`,
    );
    return Number((result as unknown as { rows: Array<{ seconds: number }> }).rows[0]!.seconds);
  }

  /** Lets the time pass: the row's next attempt is due now. */
  async function makeDue(id: number) {
    await db
      .update(notificationOutbox)
      .set({ nextAttemptAt: sql`now() - interval '1 second'` })
      .where(eq(notificationOutbox.id, id));
  }

  it("delivers a pending alert once to LEAD_NOTIFY_EMAIL and marks the row sent", async () => {
    const id = await enqueueLeadAlert(db, null, payload());
    const w = worker();

    expect(await w.runOnce()).toEqual({ sent: 1, failed: 0, retried: 0 });
    expect(smtp.messages).toHaveLength(1);
    const [message] = smtp.messages;
    expect(message!.to).toEqual([NOTIFY_EMAIL]);
    expect(message!.from).toBe("no-reply@dsa-example.in");
    expect(message!.header("from")).toBe("Website leads <no-reply@dsa-example.in>");
    expect(message!.header("reply-to")).toBe("asha@example.com");
    expect(message!.subject).toBe("New loan enquiry LN-24K7Q9: Home Loans, Asha Menon (Kochi)");
    expect(message!.header("content-type")).toMatch(/^text\/plain/);
    expect(message!.text).toMatch(/^Reference: +LN-24K7Q9$/m);
    expect(message!.text).toMatch(/^Name: +Asha Menon$/m);
    expect(message!.text).toMatch(/^Mobile: +\+919876543210 \(tel:\+919876543210\)$/m);
    expect(message!.text).toMatch(/^Loan amount: +₹5,00,000 \(5 lakh\)$/m);
    expect(message!.text).toMatch(/^Monthly income: +₹85,000$/m);
    expect(message!.text).toMatch(/^UTM campaign: +home-loan-kochi$/m);
    expect(message!.text).toContain("Please call after 6 pm.");
    expect(smtp.logins).toEqual([{ username: SMTP_USER, password: SMTP_PASSWORD }]);

    const row = await outboxRow(id);
    expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null, topic: "lead.created" });
    expect(row.sentAt).toBeInstanceOf(Date);

    expect(await w.runOnce()).toEqual({ sent: 0, failed: 0, retried: 0 });
    expect(smtp.messages).toHaveLength(1);
  });

  it("sends to each address of a comma-separated LEAD_NOTIFY_EMAIL", async () => {
    await enqueueLeadAlert(db, null, payload());
    await worker({ notifyEmail: "owner@dsa-example.in, desk@dsa-example.in" }).runOnce();
    expect(smtp.messages.map((m) => m.to)).toEqual([["owner@dsa-example.in", "desk@dsa-example.in"]]);
  });

  it("queues the alert inside the transaction that inserts the lead, and not at all if it rolls back", async () => {
    const insertLead = (tx: Database, reference: string) =>
      tx
        .insert(leads)
        .values({
          reference,
          kind: "loan_enquiry",
          serviceSlug: "home-loans",
          name: "Asha Menon",
          mobile: "+919876543210",
          consentNoticeVersion: "test",
          consentLanguage: "en",
          consentPurpose: "test",
          consentedAt: new Date(),
        })
        .returning({ id: leads.id });

    const committed = await db.transaction(async (tx) => {
      const [lead] = await insertLead(tx as unknown as Database, "LN-COMMIT");
      await enqueueLeadAlert(tx as unknown as Database, lead!.id, payload({ reference: "LN-COMMIT" }));
      return lead!.id;
    });
    await expect(
      db.transaction(async (tx) => {
        const [lead] = await insertLead(tx as unknown as Database, "LN-ROLLBK");
        await enqueueLeadAlert(tx as unknown as Database, lead!.id, payload({ reference: "LN-ROLLBK" }));
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");

    const rows = await db.select().from(notificationOutbox);
    expect(rows.map((r) => [r.leadId, (r.payload as { reference: string }).reference])).toEqual([
      [committed, "LN-COMMIT"],
    ]);
    expect(await worker().runOnce()).toEqual({ sent: 1, failed: 0, retried: 0 });
    expect(smtp.messages[0]!.subject).toContain("LN-COMMIT");
  });

  it("keeps the alert while the mail server is down and delivers it once when it is back", async () => {
    const id = await enqueueLeadAlert(db, null, payload());
    const w = worker();
    await smtp.stop();

    expect(await w.runOnce()).toEqual({ sent: 0, failed: 0, retried: 1 });
    const failed = await outboxRow(id);
    expect(failed).toMatchObject({ status: "pending", attempts: 1, sentAt: null });
    expect(failed.lastError).toMatch(/ECONNREFUSED/);
    expect(failed.lastError!.length).toBeLessThanOrEqual(300);
    const wait = await secondsUntilNextAttempt(id);
    expect(wait).toBeGreaterThan(55);
    expect(wait).toBeLessThanOrEqual(60);

    // No secret in the database or the logs.
    expect(failed.lastError).not.toContain(SMTP_PASSWORD);
    expect(logLines.join("\n")).not.toContain(SMTP_PASSWORD);
    const warning = logLines.map((line) => JSON.parse(line) as Record<string, unknown>).find((l) => l.level === 40);
    expect(warning).toMatchObject({ outboxId: id, attempts: 1, retryInMs: 60_000 });

    await smtp.start(); // same port
    // Not due yet: the back-off holds it.
    expect(await w.runOnce()).toEqual({ sent: 0, failed: 0, retried: 0 });
    expect(smtp.messages).toHaveLength(0);

    await makeDue(id);
    expect(await w.runOnce()).toEqual({ sent: 1, failed: 0, retried: 0 });
    expect(await w.runOnce()).toEqual({ sent: 0, failed: 0, retried: 0 });
    expect(smtp.messages).toHaveLength(1);
    expect(await outboxRow(id)).toMatchObject({ status: "sent", attempts: 2, lastError: null });
  });

  it("sends a burst of alerts over one SMTP connection and opens a new one after the server hung up", async () => {
    for (let i = 1; i <= 12; i++) await enqueueLeadAlert(db, null, payload({ reference: `LN-BURST${i}` }));
    const w = worker();

    expect(await w.runOnce()).toEqual({ sent: 10, failed: 0, retried: 0 });
    expect(await w.runOnce()).toEqual({ sent: 2, failed: 0, retried: 0 });
    expect(smtp.messages.map((m) => m.subject.match(/LN-BURST\d+/)?.[0])).toEqual(
      Array.from({ length: 12 }, (_, i) => `LN-BURST${i + 1}`),
    );
    expect(smtp.connectionCount).toBe(1);
    expect(smtp.logins).toHaveLength(1);

    // The mail server restarts, ending the idle connection: the next alert goes out on a new one.
    await smtp.stop();
    await smtp.start();
    await enqueueLeadAlert(db, null, payload({ reference: "LN-AFTER" }));
    expect(await w.runOnce()).toEqual({ sent: 1, failed: 0, retried: 0 });
    expect(smtp.messages.at(-1)!.subject).toContain("LN-AFTER");
    expect(smtp.connectionCount).toBe(2);
  });

  it("retries on its own timer after a short back-off once the server is back", async () => {
    const id = await enqueueLeadAlert(db, null, payload());
    await smtp.stop();
    const w = worker({ retryBaseMs: 100, pollIntervalMs: 50 });
    w.start();
    await expect.poll(async () => (await outboxRow(id)).attempts, { timeout: 5_000 }).toBeGreaterThanOrEqual(1);
    expect(smtp.messages).toHaveLength(0);

    await smtp.start();
    await smtp.waitForMessages(1, 10_000);
    await expect.poll(async () => (await outboxRow(id)).status, { timeout: 5_000 }).toBe("sent");
    await sleep(300);
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]!.subject).toContain("LN-24K7Q9");
  });

  it("counts a 451 answer as a failure, backs off doubling, and gives up after maxAttempts", async () => {
    const id = await enqueueLeadAlert(db, null, payload());
    smtp.rejectWith({ code: 451, message: "4.3.0 Mailbox temporarily unavailable" });
    const w = worker({ maxAttempts: 3 });

    expect(await w.runOnce()).toEqual({ sent: 0, failed: 0, retried: 1 });
    let row = await outboxRow(id);
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row.lastError).toContain("451");
    expect(await secondsUntilNextAttempt(id)).toBeGreaterThan(55);

    await makeDue(id);
    expect(await w.runOnce()).toEqual({ sent: 0, failed: 0, retried: 1 });
    expect(await outboxRow(id)).toMatchObject({ status: "pending", attempts: 2 });
    const secondWait = await secondsUntilNextAttempt(id);
    expect(secondWait).toBeGreaterThan(115);
    expect(secondWait).toBeLessThanOrEqual(120);

    await makeDue(id);
    expect(await w.runOnce()).toEqual({ sent: 0, failed: 1, retried: 0 });
    row = await outboxRow(id);
    expect(row).toMatchObject({ status: "failed", attempts: 3, sentAt: null });
    expect(row.lastError).toContain("451");
    expect(smtp.rejectedCount).toBe(3);
    expect(smtp.messages).toHaveLength(0);
    const given = logLines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((l) => l.level === 50);
    expect(given).toHaveLength(1);
    expect(given[0]).toMatchObject({ outboxId: id, attempts: 3, msg: "notification given up" });

    // A failed row stays for staff to see and is never tried again.
    await makeDue(id);
    smtp.rejectWith(null);
    expect(await w.runOnce()).toEqual({ sent: 0, failed: 0, retried: 0 });
    expect(smtp.messages).toHaveLength(0);
  });

  it("marks an unknown topic failed with a clear error and sends nothing", async () => {
    const [row] = await db
      .insert(notificationOutbox)
      .values({ topic: "invoice.created", payload: { anything: true } })
      .returning({ id: notificationOutbox.id });
    expect(await worker().runOnce()).toEqual({ sent: 0, failed: 1, retried: 0 });
    const stored = await outboxRow(row!.id);
    expect(stored.status).toBe("failed");
    expect(stored.lastError).toContain('unknown topic "invoice.created"');
    expect(smtp.messages).toHaveLength(0);
  });

  it("leaves a row claimed by a worker that crashed alone until its lease ends, then retries it", async () => {
    const id = await enqueueLeadAlert(db, null, payload());
    // What a crash between claiming and sending leaves behind: attempts counted, lease running.
    await db
      .update(notificationOutbox)
      .set({ attempts: 1, nextAttemptAt: sql`now() + interval '2 minutes'` })
      .where(eq(notificationOutbox.id, id));
    const w = worker();
    expect(await w.runOnce()).toEqual({ sent: 0, failed: 0, retried: 0 });
    await makeDue(id); // the lease ran out
    expect(await w.runOnce()).toEqual({ sent: 1, failed: 0, retried: 0 });
    expect(await outboxRow(id)).toMatchObject({ status: "sent", attempts: 2 });
    expect(smtp.messages).toHaveLength(1);
  });

  it("lets two workers running passes at the same time deliver each of 20 rows exactly once", async () => {
    const references = Array.from({ length: 20 }, (_, i) => `LN-PAR${String(i).padStart(3, "0")}`);
    for (const reference of references) await enqueueLeadAlert(db, null, payload({ reference }));
    const a = worker({ batchSize: 3 });
    const b = worker({ batchSize: 3 });

    const drain = async (w: OutboxWorker) => {
      let sent = 0;
      for (let round = 0; round < 200; round++) {
        const result = await w.runOnce();
        expect(result.failed + result.retried).toBe(0);
        sent += result.sent;
        if (result.sent === 0) {
          const [{ pending } = { pending: 0 }] = await db
            .select({ pending: sql<number>`count(*)::int` })
            .from(notificationOutbox)
            .where(eq(notificationOutbox.status, "pending"));
          if (pending === 0) return sent;
          await sleep(5);
        }
      }
      throw new Error("the outbox did not drain");
    };
    const [sentByA, sentByB] = await Promise.all([drain(a), drain(b)]);

    expect(sentByA + sentByB).toBe(20);
    expect(smtp.messages).toHaveLength(20);
    const received = smtp.messages.map((m) => /LN-PAR\d{3}/.exec(m.subject)?.[0]).sort();
    expect(received).toEqual(references);
    const rows = await db.select().from(notificationOutbox).orderBy(asc(notificationOutbox.id));
    // Each row was claimed exactly once.
    expect(rows.map((r) => [r.status, r.attempts])).toEqual(references.map(() => ["sent", 1]));
  });

  // PGlite has a single connection, so no other transaction can hold row locks there.
  it.runIf(backend === "postgres")("skips rows another instance is claiming instead of waiting for them", async () => {
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) ids.push(await enqueueLeadAlert(db, null, payload({ reference: `LN-LCK00${i}` })));
    let lockTaken!: () => void;
    let releaseLock!: () => void;
    const taken = new Promise<void>((resolve) => (lockTaken = resolve));
    const released = new Promise<void>((resolve) => (releaseLock = resolve));
    // Another instance in the middle of its claim: the first three rows are locked.
    const other = db.transaction(async (tx) => {
      await tx.execute(sql`select id from notification_outbox where id <= ${ids[2]!} for update`);
      lockTaken();
      await released;
    });
    await taken;
    try {
      const outcome = await Promise.race([worker().runOnce(), sleep(5_000).then(() => "blocked" as const)]);
      expect(outcome).toEqual({ sent: 3, failed: 0, retried: 0 });
    } finally {
      releaseLock();
      await other;
    }
    expect(smtp.messages.map((m) => m.header("x-lead-reference")).sort()).toEqual([
      "LN-LCK003",
      "LN-LCK004",
      "LN-LCK005",
    ]);
    const rows = await db.select().from(notificationOutbox).orderBy(asc(notificationOutbox.id));
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ["pending", 0],
      ["pending", 0],
      ["pending", 0],
      ["sent", 1],
      ["sent", 1],
      ["sent", 1],
    ]);
  });

  it("does not let CR/LF in visitor text inject header lines", async () => {
    await enqueueLeadAlert(
      db,
      null,
      payload({
        name: "Asha\r\nBcc: victim@example.com\r\nX-Injected: yes",
        city: "Kochi\n\nbody-start",
        email: "asha@example.com\r\nCc: other@example.com",
        reference: "LN-INJ\r\nX-Ref: 1",
      }),
    );
    expect(await worker().runOnce()).toEqual({ sent: 1, failed: 0, retried: 0 });
    expect(smtp.messages).toHaveLength(1);
    const [message] = smtp.messages;
    expect(message!.to).toEqual([NOTIFY_EMAIL]);
    const names = message!.headers.map(([name]) => name.toLowerCase());
    expect(names).not.toContain("bcc");
    expect(names).not.toContain("cc");
    expect(names).not.toContain("x-injected");
    expect(names).not.toContain("x-ref");
    expect(names).not.toContain("reply-to"); // not a plain address any more
    expect(message!.raw).not.toMatch(/^(Bcc|Cc|X-Injected|X-Ref):/im);
    expect(message!.subject).toBe(
      "New loan enquiry LN-INJ X-Ref: 1: Home Loans, Asha Bcc: victim@example.com X-Injected: yes (Kochi body-start)",
    );
    expect(message!.text).toMatch(/^Name: +Asha Bcc: victim@example\.com X-Injected: yes$/m);
  });

  it("sends right away when kicked after a lead is committed, without waiting for the poll", async () => {
    const w = worker({ pollIntervalMs: 60_000 });
    w.start();
    await sleep(100); // the first pass ran and found nothing
    await enqueueLeadAlert(db, null, payload({ reference: "LN-KICK01" }));
    w.kick();
    const [message] = await smtp.waitForMessages(1, 5_000);
    expect(message!.subject).toContain("LN-KICK01");
  });

  it("survives a database error in a pass and tries again on the next one", async () => {
    const w = worker({ pollIntervalMs: 50, db: brokenOnce(db) });
    await enqueueLeadAlert(db, null, payload({ reference: "LN-DBERR1" }));
    w.start();
    const [message] = await smtp.waitForMessages(1, 5_000);
    expect(message!.subject).toContain("LN-DBERR1");
    const errors = logLines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((l) => l.level === 50);
    expect(errors[0]).toMatchObject({ msg: "outbox pass failed, will try again" });
    expect(String(errors[0]!.error)).toContain("database unavailable");
  });
});

/** A database whose first execute() fails, as when the connection drops for a moment. */
function brokenOnce(db: Database): Database {
  let failed = false;
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property === "execute" && !failed) {
        return () => {
          failed = true;
          return Promise.reject(new Error("database unavailable"));
        };
      }
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
