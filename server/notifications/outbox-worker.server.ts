import { sql } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import type { Logger } from "pino";
import type { Database } from "../db/client.server";
import { LEAD_ALERT_TOPIC, type LeadAlertPayload } from "./lead-alert";
import { formatLeadAlertEmail, singleLine } from "./lead-alert-email";
import {
  appendAddresses,
  deliveryFromUrl,
  isPlainAddress,
  parseAddresses,
  type MailDelivery,
} from "./mail-transport.server";
import { BACKUP_WARNING_TOPIC, formatBackupWarningEmail, isBackupWarningPayload } from "./backup-warning";
import {
  DOCUMENT_LINK_EMAIL_TOPIC,
  DOCUMENT_LINK_LOCKED_TOPIC,
  DOCUMENTS_RECEIVED_TOPIC,
  formatDocumentLinkLockedEmail,
  formatDocumentsReceivedEmail,
  isDocumentLinkEmailPayload,
  isDocumentsStaffPayload,
} from "./documents-notice";
import {
  formatRecipientsChangedEmail,
  isRecipientsChangedPayload,
  RECIPIENTS_CHANGED_TOPIC,
} from "./recipients-notice";

export { formatLeadAlertEmail, type LeadAlertEmail } from "./lead-alert-email";

/**
 * Where the worker sends: `delivery`, read before every pass (the server's mail settings: a change
 * of server, sender or recipients applies to the next pass, and null sends nothing), or one fixed
 * server given as its URL and recipients.
 */
export type OutboxMailSource =
  | {
      /** The mail server in force now (mail-server-settings.server.ts), or null: none is set up. */
      delivery: () => Promise<MailDelivery | null>;
    }
  | {
      /** smtp://user:pass@host:587 or smtps://user:pass@host:465 */
      smtpUrl: string;
      /** LEAD_NOTIFY_EMAIL: one address or a comma-separated list. */
      notifyEmail: string;
      /** Further recipients staff set in the lead settings (lead alert recipients). Default: none. */
      settingsRecipients?: () => Promise<readonly string[]>;
      /** Default: "Website leads <no-reply@{domain of the first notifyEmail address}>". */
      fromEmail?: string;
    };

export type OutboxWorkerOptions = OutboxMailSource & {
  db: Database;
  logger: Logger;
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
};

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

/**
 * Who gets one alert: the office's addresses (LEAD_NOTIFY_EMAIL and the lead alert recipients of
 * the lead settings) and the lead's assignee, once each.
 * An office list (LEAD_NOTIFY_EMAIL or the lead settings' recipients) stays the condition for
 * alerts at all (mail-server-settings.server.ts, `alerts`): without it, leads that nobody is
 * assigned to (manual mode, an assignee deactivated meanwhile) would arrive silently while others
 * were announced, and the dashboard's "alerts are off" would be half true. The assignee is an
 * addition to the office inbox, never its replacement.
 */
export function recipientsFor(
  office: readonly string[],
  payload: LeadAlertPayload,
  fromSettings: readonly string[] = [],
): string[] {
  // The settings' recipients are an addition to the office list, like the assignee.
  return appendAddresses([...office], [...fromSettings, payload.assigneeEmail]);
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

/** The worker's mail source as one function read before each pass. */
function deliverySourceOf(
  options: OutboxMailSource,
  warn: (error: unknown) => void,
): () => Promise<MailDelivery | null> {
  if ("delivery" in options) return options.delivery;
  const { smtpUrl, notifyEmail, settingsRecipients, fromEmail } = options;
  const office = parseAddresses(notifyEmail);
  return async () => {
    let fromSettings: readonly string[] = [];
    // An unreadable settings document must not hold up the office's alert.
    if (settingsRecipients)
      fromSettings = await settingsRecipients().catch((error: unknown) => {
        warn(error);
        return [];
      });
    return deliveryFromUrl(smtpUrl, appendAddresses([...office], fromSettings), fromEmail);
  };
}

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db } = options;
  const pollIntervalMs = options.pollIntervalMs ?? 15_000;
  const retryBaseMs = options.retryBaseMs ?? 30_000;
  const retryMaxMs = options.retryMaxMs ?? 3_600_000;
  const maxAttempts = Math.max(1, options.maxAttempts ?? 12);
  const leaseMs = options.leaseMs ?? 120_000;
  const batchSize = Math.max(1, Math.floor(options.batchSize ?? 10));
  const baseLogger = options.logger.child({ component: "outbox" });
  let logger = baseLogger;
  /** Every secret of every server used so far: an idle connection's late error may quote an old one. */
  const secrets = new Set<string>();
  const readDelivery = deliverySourceOf(options, (error) =>
    logger.warn({ error: describeError(error) }, "could not read the lead alert recipients of the lead settings"),
  );

  // One pooled connection, reused for the alerts of a burst and closed soon after it: a new
  // connection per message (greeting, TLS, sign-in) held a burst to ~10 alerts/s even against a
  // local server, and a provider's sign-in costs far more. One connection because the worker sends
  // one message at a time and providers limit parallel sessions. The timeouts stay well inside
  // the lease, so a hung server cannot make a claimed row look abandoned while we wait. A change of
  // the mail server (its settings saved on any instance) closes it and opens one to the new server.
  const socketTimeout = Math.min(60_000, Math.max(1_000, leaseMs / 4));
  let connection: { server: string; transport: Transporter } | null = null;

  function transportFor(delivery: MailDelivery): Transporter {
    const server = JSON.stringify(delivery.server);
    if (connection?.server === server) return connection.transport;
    closeTransport();
    const transport = nodemailer.createTransport({
      ...delivery.server,
      pool: true,
      maxConnections: 1,
      maxMessages: 100,
      idleTimeout: Math.min(20_000, socketTimeout / 2),
      connectionTimeout: Math.min(30_000, Math.max(1_000, leaseMs / 6)),
      greetingTimeout: Math.min(30_000, Math.max(1_000, leaseMs / 6)),
      socketTimeout,
      logger: false,
      debug: false,
    } as Parameters<typeof nodemailer.createTransport>[0]);
    // A pooled connection can fail while idle (the server hangs up): the next message opens a new
    // one. An unhandled 'error' event would end the process.
    transport.on("error", (error) => {
      logger.warn({ error: describeError(error) }, "the mail server connection failed while idle");
    });
    connection = { server, transport };
    return transport;
  }

  function closeTransport(): void {
    connection?.transport.close();
    connection = null;
  }

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
    // Longest first, so a URL is masked before the password inside it.
    for (const secret of [...secrets].sort((a, b) => b.length - a.length)) text = text.split(secret).join("***");
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
  async function messageOf(row: ClaimedRow, delivery: MailDelivery): Promise<OutgoingMessage | { problem: string }> {
    if (row.topic === LEAD_ALERT_TOPIC) {
      if (!isLeadAlertPayload(row.payload))
        return { problem: "invalid payload for lead.created (reference, name and mobile are required)" };
      const to = recipientsFor(delivery.recipients, row.payload);
      if (to.length === 0)
        return { problem: "no recipient: neither LEAD_NOTIFY_EMAIL nor the lead settings name an address" };
      const replyTo = singleLine(row.payload.email, 254);
      return {
        to,
        ...formatLeadAlertEmail(row.payload),
        ...(isPlainAddress(replyTo) ? { replyTo } : {}),
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
    if (row.topic === BACKUP_WARNING_TOPIC) {
      if (!isBackupWarningPayload(row.payload))
        return { problem: `invalid payload for ${BACKUP_WARNING_TOPIC} (to, problem)` };
      const to = appendAddresses([], row.payload.to);
      if (to.length === 0) return { problem: "no recipient: no active owner account had an e-mail address" };
      return { to, ...formatBackupWarningEmail(row.payload), logged: { problem: row.payload.problem } };
    }
    if (row.topic === DOCUMENTS_RECEIVED_TOPIC || row.topic === DOCUMENT_LINK_LOCKED_TOPIC) {
      if (!isDocumentsStaffPayload(row.payload))
        return { problem: `invalid payload for ${row.topic} (to, reference, leadId)` };
      // The assignee; without one, the office's lead inbox, which hears of every lead anyway.
      const to = appendAddresses([], row.payload.to.length > 0 ? row.payload.to : delivery.recipients);
      if (to.length === 0) return { problem: "no recipient: the lead has no assignee and no office address is set" };
      const email =
        row.topic === DOCUMENTS_RECEIVED_TOPIC
          ? formatDocumentsReceivedEmail(row.payload as Parameters<typeof formatDocumentsReceivedEmail>[0])
          : formatDocumentLinkLockedEmail(row.payload as Parameters<typeof formatDocumentLinkLockedEmail>[0]);
      return { to, ...email, logged: { reference: row.payload.reference } };
    }
    if (row.topic === DOCUMENT_LINK_EMAIL_TOPIC) {
      if (!isDocumentLinkEmailPayload(row.payload))
        return { problem: `invalid payload for ${DOCUMENT_LINK_EMAIL_TOPIC} (to, subject, text)` };
      const to = appendAddresses([], row.payload.to);
      if (to.length === 0) return { problem: "no recipient: the lead has no e-mail address" };
      return {
        to,
        subject: singleLine(row.payload.subject, 200),
        text: row.payload.text,
        logged: { reference: row.payload.reference },
      };
    }
    return { problem: `unknown topic "${singleLine(row.topic, 60)}": no sender for it` };
  }

  async function deliver(row: ClaimedRow, delivery: MailDelivery, result: OutboxPassResult): Promise<void> {
    const message = await messageOf(row, delivery);
    if ("problem" in message) {
      await giveUp(row, message.problem, result);
      return;
    }
    try {
      await transportFor(delivery).sendMail({
        from: delivery.from,
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
    // The server in force now: none set up (or no longer) leaves every row waiting, unclaimed.
    const delivery = await readDelivery();
    if (!delivery) {
      closeTransport();
      return { ...result, claimed: 0 };
    }
    for (const secret of delivery.secrets) secrets.add(secret);
    logger = baseLogger.child({ smtp: delivery.label });
    const claimedAt = Date.now();
    const rows = await claim();
    for (let i = 0; i < rows.length; i++) {
      // Past half the lease (a slow server) or stopping: hand the rest back rather than risk
      // sending a row another worker may claim once our lease runs out.
      if (stopped || Date.now() - claimedAt > leaseMs / 2) {
        await release(rows.slice(i));
        break;
      }
      await deliver(rows[i]!, delivery, result);
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
        closeTransport();
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
