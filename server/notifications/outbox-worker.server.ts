import { sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { Logger } from "pino";
import type { Database } from "../db/client.server";
import { LEAD_ALERT_TOPIC, type LeadAlertPayload } from "./lead-alert";
import { formatLeadAlertEmail, singleLine } from "./lead-alert-email";
import {
  formatRecipientsChangedEmail,
  isRecipientsChangedPayload,
  RECIPIENTS_CHANGED_TOPIC,
} from "./recipients-notice";

export { formatLeadAlertEmail, type LeadAlertEmail } from "./lead-alert-email";

export interface OutboxWorkerOptions {
  db: Database;
  logger: Logger;
  /** smtp://user:pass@host:587 or smtps://user:pass@host:465 */
  smtpUrl: string;
  /** LEAD_NOTIFY_EMAIL: one address or a comma-separated list. */
  notifyEmail: string;
  /**
   * Further recipients staff set in the lead settings (lead alert recipients), read for each alert
   * so a change applies to the next one. Default: none.
   */
  settingsRecipients?: () => Promise<readonly string[]>;
  /** Default: "Website leads <no-reply@{domain of the first notifyEmail address}>". */
  fromEmail?: string;
  /** How often to look for due rows. Default 15 s. */
  pollIntervalMs?: number;
  /** Delay after the first failure, doubling with each further failure. Default 30 s. */
  retryBaseMs?: number;
  /** Longest delay between two attempts. Default 1 hour. */
  retryMaxMs?: number;
  /** Attempts before a row is given up (status 'failed', kept for staff to see). Default 12. */
  maxAttempts?: number;
  /** How long a claimed row is reserved for this worker before another may retry it. Default 2 min. */
  leaseMs?: number;
  /** Rows claimed per pass. Default 10. */
  batchSize?: number;
}

export interface OutboxPassResult {
  sent: number;
  /** Rows given up in this pass (status 'failed'). */
  failed: number;
  /** Rows that failed and were scheduled for another attempt. */
  retried: number;
}

export interface OutboxWorker {
  /** Begins polling (on an unref'd timer, so it never keeps the process alive) and runs a pass at once. */
  start(): void;
  /** Runs a pass soon, e.g. right after a lead was committed. Does nothing unless started. */
  kick(): void;
  /** Runs one pass now (after any pass in flight) and reports what it did. Rejects on a database error. */
  runOnce(): Promise<OutboxPassResult>;
  /** Stops polling, waits for a pass in flight (unsent claimed rows are released) and closes the transport. */
  stop(): Promise<void>;
}

interface ClaimedRow {
  id: number;
  topic: string;
  payload: unknown;
  attempts: number;
}

const ERROR_MAX = 300;

/** Delay before the next attempt after `attempts` failed attempts: base × 2^(attempts−1), capped. */
export function retryDelayMs(attempts: number, baseMs: number, maxMs: number): number {
  const exponent = Math.min(Math.max(attempts - 1, 0), 40);
  return Math.min(baseMs * 2 ** exponent, maxMs);
}

/** What `db.execute` resolves to differs by driver: node-postgres and PGlite both give `{ rows }`. */
function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  const rows = (result as { rows?: unknown } | null)?.rows;
  return Array.isArray(rows) ? (rows as T[]) : [];
}

function parseAddresses(list: string): string[] {
  return list
    .split(/[,;]/)
    .map((address) => singleLine(address, 254))
    .filter(Boolean);
}

/** Strings that must never reach a log line or the database: the SMTP URL and its credentials. */
function secretsOf(smtpUrl: string): string[] {
  const secrets = new Set<string>([smtpUrl]);
  try {
    const url = new URL(smtpUrl);
    if (url.password) {
      secrets.add(url.password);
      try {
        secrets.add(decodeURIComponent(url.password));
      } catch {
        // a malformed escape: the raw form is already covered
      }
    }
  } catch {
    // not a parseable URL: only the whole string is known to be secret
  }
  // Longest first, so the URL is replaced before the password inside it.
  return [...secrets].filter((secret) => secret.length >= 3).sort((a, b) => b.length - a.length);
}

function describeServer(smtpUrl: string): string {
  try {
    const url = new URL(smtpUrl);
    return `${url.protocol}//${url.hostname}${url.port ? `:${url.port}` : ""}`;
  } catch {
    return "(unparseable SMTP_URL)";
  }
}

const PLAIN_ADDRESS = /^[^\s@,;<>"'()]+@[^\s@,;<>"'()]+\.[^\s@,;<>"'()]+$/;

/**
 * Who gets one alert: the office's LEAD_NOTIFY_EMAIL addresses, the lead alert recipients of the
 * lead settings and the lead's assignee, once each.
 * The office list stays the condition for alerts at all (start.server.ts starts this worker only
 * with SMTP_URL and LEAD_NOTIFY_EMAIL): without it, leads that nobody is assigned to (manual
 * mode, an assignee deactivated meanwhile) would arrive silently while others were announced,
 * and the dashboard's "alerts are off" would be half true. The assignee is an addition to the
 * office inbox, never its replacement.
 */
export function recipientsFor(
  office: readonly string[],
  payload: LeadAlertPayload,
  fromSettings: readonly string[] = [],
): string[] {
  // The settings' recipients are an addition to the office list, like the assignee (the worker
  // runs only with LEAD_NOTIFY_EMAIL set).
  return appendAddresses([...office], [...fromSettings, payload.assigneeEmail]);
}

/** `list` with each plain address of `candidates` that it lacks (compared without case) added. */
function appendAddresses(list: string[], candidates: readonly Parameters<typeof singleLine>[0][]): string[] {
  for (const candidate of candidates) {
    const address = singleLine(candidate, 254);
    if (PLAIN_ADDRESS.test(address) && !list.some((known) => known.toLowerCase() === address.toLowerCase()))
      list.push(address);
  }
  return list;
}

/** One e-mail as the worker sends it; `logged` is what its log line may name (never personal data). */
interface OutgoingMessage {
  to: string[];
  subject: string;
  text: string;
  replyTo?: string;
  headers?: Record<string, string>;
  logged: Record<string, string>;
}

function isLeadAlertPayload(payload: unknown): payload is LeadAlertPayload {
  if (!payload || typeof payload !== "object") return false;
  const p = payload as Record<string, unknown>;
  return typeof p.reference === "string" && typeof p.name === "string" && typeof p.mobile === "string";
}

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, smtpUrl } = options;
  const pollIntervalMs = options.pollIntervalMs ?? 15_000;
  const retryBaseMs = options.retryBaseMs ?? 30_000;
  const retryMaxMs = options.retryMaxMs ?? 3_600_000;
  const maxAttempts = Math.max(1, options.maxAttempts ?? 12);
  const leaseMs = options.leaseMs ?? 120_000;
  const batchSize = Math.max(1, Math.floor(options.batchSize ?? 10));
  const recipients = parseAddresses(options.notifyEmail);
  const recipientDomain = recipients[0]?.split("@")[1] ?? "localhost";
  const from = options.fromEmail ? singleLine(options.fromEmail, 254) : `Website leads <no-reply@${recipientDomain}>`;
  const secrets = secretsOf(smtpUrl);
  const logger = options.logger.child({ component: "outbox", smtp: describeServer(smtpUrl) });

  /** The settings' recipients; an unreadable settings document must not hold up the office's alert. */
  async function settingsRecipients(): Promise<readonly string[]> {
    if (!options.settingsRecipients) return [];
    try {
      return await options.settingsRecipients();
    } catch (error) {
      logger.warn({ error: describeError(error) }, "could not read the lead alert recipients of the lead settings");
      return [];
    }
  }

  // One pooled connection, reused for the alerts of a burst and closed soon after it: a new
  // connection per message (greeting, TLS, sign-in) held a burst to ~10 alerts/s even against a
  // local server, and a provider's sign-in costs far more. One connection because the worker sends
  // one message at a time and providers limit parallel sessions. The timeouts stay well inside
  // the lease, so a hung server cannot make a claimed row look abandoned while we wait.
  const socketTimeout = Math.min(60_000, Math.max(1_000, leaseMs / 4));
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 1,
    maxMessages: 100,
    idleTimeout: Math.min(20_000, socketTimeout / 2),
    connectionTimeout: Math.min(30_000, Math.max(1_000, leaseMs / 6)),
    greetingTimeout: Math.min(30_000, Math.max(1_000, leaseMs / 6)),
    socketTimeout,
    logger: false,
    debug: false,
  });
  // A pooled connection can fail while idle (the server hangs up): the next message opens a new
  // one. An unhandled 'error' event would end the process.
  transport.on("error", (error) => {
    logger.warn({ error: describeError(error) }, "the mail server connection failed while idle");
  });

  // Passes of one worker never overlap: each waits for the previous one.
  let tail: Promise<void> = Promise.resolve();
  let active = 0;
  let rerun = false;
  let started = false;
  let stopped = false;
  let stopping: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let timerDue = 0;

  /** A short, single-line description of an error, with every secret masked. */
  function describeError(error: unknown): string {
    let text: string;
    if (error instanceof Error) {
      // drizzle wraps driver errors in "Failed query: <sql>": the driver's reason says more.
      const reason = error.message.startsWith("Failed query") && error.cause instanceof Error ? error.cause : error;
      const code = (reason as { code?: unknown }).code;
      text = `${typeof code === "string" && !reason.message.includes(code) ? `${code}: ` : ""}${reason.message}`;
    } else {
      text = String(error);
    }
    for (const secret of secrets) text = text.split(secret).join("***");
    return singleLine(text, ERROR_MAX) || "unknown error";
  }

  const interval = (ms: number) => sql`make_interval(secs => ${ms / 1000}::double precision)`;

  async function claim(): Promise<ClaimedRow[]> {
    const result = await db.execute(sql`
      UPDATE notification_outbox
      SET next_attempt_at = now() + ${interval(leaseMs)}, attempts = attempts + 1
      WHERE id IN (
        SELECT id FROM notification_outbox
        WHERE status = 'pending' AND next_attempt_at <= now()
        ORDER BY id
        LIMIT ${batchSize}::integer
        FOR UPDATE SKIP LOCKED
      )
      RETURNING id, topic, payload, attempts`);
    return rowsOf<Record<string, unknown>>(result)
      .map((row) => ({
        id: Number(row.id),
        topic: String(row.topic),
        payload: typeof row.payload === "string" ? safeJson(row.payload) : row.payload,
        attempts: Number(row.attempts),
      }))
      .sort((a, b) => a.id - b.id);
  }

  // The failure and release updates are guarded by `attempts = <our claim's count>`: if our lease
  // ran out and another worker claimed the row since, it is theirs now and we leave it alone. A
  // message that did go out is always recorded as sent.
  async function markSent(row: ClaimedRow): Promise<void> {
    await db.execute(sql`
      UPDATE notification_outbox SET status = 'sent', sent_at = now(), last_error = NULL
      WHERE id = ${row.id} AND status = 'pending'`);
  }

  async function markFailed(row: ClaimedRow, message: string): Promise<void> {
    await db.execute(sql`
      UPDATE notification_outbox SET status = 'failed', last_error = ${message}
      WHERE id = ${row.id} AND status = 'pending' AND attempts = ${row.attempts}::integer`);
  }

  async function scheduleRetry(row: ClaimedRow, message: string, delayMs: number): Promise<void> {
    await db.execute(sql`
      UPDATE notification_outbox SET last_error = ${message}, next_attempt_at = now() + ${interval(delayMs)}
      WHERE id = ${row.id} AND status = 'pending' AND attempts = ${row.attempts}::integer`);
  }

  /** Gives claimed but unsent rows back at once, without counting the attempt. */
  async function release(rows: ClaimedRow[]): Promise<void> {
    for (const row of rows) {
      await db.execute(sql`
        UPDATE notification_outbox SET attempts = attempts - 1, next_attempt_at = now()
        WHERE id = ${row.id} AND status = 'pending' AND attempts = ${row.attempts}::integer`);
    }
  }

  async function giveUp(row: ClaimedRow, message: string, result: OutboxPassResult): Promise<void> {
    await markFailed(row, message);
    result.failed++;
    logger.error(
      { outboxId: row.id, topic: row.topic, attempts: row.attempts, error: message },
      "notification given up",
    );
  }

  /** The e-mail a row stands for, or why it cannot be sent at all. */
  async function messageOf(row: ClaimedRow): Promise<OutgoingMessage | { problem: string }> {
    if (row.topic === LEAD_ALERT_TOPIC) {
      if (!isLeadAlertPayload(row.payload))
        return { problem: "invalid payload for lead.created (reference, name and mobile are required)" };
      const to = recipientsFor(recipients, row.payload, await settingsRecipients());
      if (to.length === 0) return { problem: "no recipient: LEAD_NOTIFY_EMAIL is empty" };
      const replyTo = singleLine(row.payload.email, 254);
      return {
        to,
        ...formatLeadAlertEmail(row.payload),
        ...(PLAIN_ADDRESS.test(replyTo) ? { replyTo } : {}),
        headers: { "X-Lead-Reference": singleLine(row.payload.reference, 40) },
        logged: { reference: row.payload.reference },
      };
    }
    if (row.topic === RECIPIENTS_CHANGED_TOPIC) {
      if (!isRecipientsChangedPayload(row.payload))
        return {
          problem: `invalid payload for ${RECIPIENTS_CHANGED_TOPIC} (to, changedBy, changedAt, added, removed)`,
        };
      // To the owners alone: the office list may be the very inbox someone meant to add.
      const to = appendAddresses([], row.payload.to);
      if (to.length === 0) return { problem: "no recipient: no active owner account had an e-mail address" };
      return { to, ...formatRecipientsChangedEmail(row.payload), logged: {} };
    }
    return { problem: `unknown topic "${singleLine(row.topic, 60)}": no sender for it` };
  }

  async function deliver(row: ClaimedRow, result: OutboxPassResult): Promise<void> {
    const message = await messageOf(row);
    if ("problem" in message) {
      await giveUp(row, message.problem, result);
      return;
    }
    try {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        ...(message.headers ? { headers: message.headers } : {}),
        disableFileAccess: true,
        disableUrlAccess: true,
      });
    } catch (error) {
      const problem = describeError(error);
      if (row.attempts >= maxAttempts) {
        await giveUp(row, problem, result);
        return;
      }
      const delayMs = retryDelayMs(row.attempts, retryBaseMs, retryMaxMs);
      await scheduleRetry(row, problem, delayMs);
      result.retried++;
      logger.warn(
        { outboxId: row.id, attempts: row.attempts, maxAttempts, retryInMs: delayMs, error: problem },
        "sending a notification failed, will retry",
      );
      return;
    }
    await markSent(row);
    result.sent++;
    logger.info(
      { outboxId: row.id, topic: row.topic, ...message.logged, attempts: row.attempts },
      row.topic === LEAD_ALERT_TOPIC ? "lead alert sent" : "notification sent",
    );
  }

  async function pass(): Promise<OutboxPassResult & { claimed: number }> {
    const result: OutboxPassResult = { sent: 0, failed: 0, retried: 0 };
    const claimedAt = Date.now();
    const rows = await claim();
    for (let i = 0; i < rows.length; i++) {
      // Past half the lease (a slow server) or stopping: hand the rest back rather than risk
      // sending a row another worker may claim once our lease runs out.
      if (stopped || Date.now() - claimedAt > leaseMs / 2) {
        await release(rows.slice(i));
        break;
      }
      await deliver(rows[i]!, result);
    }
    return { ...result, claimed: rows.length };
  }

  function runPass(): Promise<OutboxPassResult & { claimed: number }> {
    active++;
    const run = tail.then(pass);
    tail = run.then(
      () => undefined,
      () => undefined,
    );
    void tail.then(() => {
      active--;
      if (rerun && active === 0) {
        rerun = false;
        schedule(0);
      }
    });
    return run;
  }

  /** Arms the timer, unless it is already due sooner. */
  function schedule(delayMs: number): void {
    if (!started || stopped) return;
    const due = Date.now() + delayMs;
    if (timer && timerDue <= due) return;
    clearTimeout(timer);
    timerDue = due;
    timer = setTimeout(tick, delayMs);
    timer.unref();
  }

  function tick(): void {
    timer = undefined;
    if (stopped) return;
    if (active > 0) {
      rerun = true;
      return;
    }
    runPass().then(
      // A full batch suggests more rows are due: go again at once.
      (result) => schedule(result.claimed >= batchSize ? 0 : pollIntervalMs),
      (error: unknown) => {
        try {
          logger.error({ error: describeError(error) }, "outbox pass failed, will try again");
        } catch {
          // logging must not stop the loop
        }
        schedule(pollIntervalMs);
      },
    );
  }

  return {
    start() {
      if (started || stopped) return;
      started = true;
      schedule(0);
    },
    kick() {
      schedule(0);
    },
    async runOnce() {
      if (stopped) throw new Error("the outbox worker is stopped");
      const { sent, failed, retried } = await runPass();
      return { sent, failed, retried };
    },
    stop() {
      stopping ??= (async () => {
        stopped = true;
        clearTimeout(timer);
        timer = undefined;
        await tail;
        transport.close();
      })();
      return stopping;
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
