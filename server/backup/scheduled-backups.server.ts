// The server's own backups (issue 28): every day at the owner's time (IST) one instance makes a
// backup (writeBackupFile) into DATA_DIR/backups or the S3 bucket, keeps the newest N, records
// each run in backup_runs, and tells the owners once per problem when one fails or none succeeded
// for 36 hours. "Back up now" runs the same job at once.
import path from "node:path";
import type { Readable } from "node:stream";
import { and, asc, eq, min } from "drizzle-orm";
import type { Logger } from "pino";
import { recordAudit, type Actor } from "../audit/audit.server";
import type { Database } from "../db/client.server";
import { backupWarnings, notificationOutbox, siteSettings, users } from "../db/schema";
import { ConflictError, NotFoundError } from "../domain-errors";
import { formatDateTimeIST, istDateString, istDayStart } from "../formats/ist";
import { BACKUP_OVERDUE_HOURS, BACKUP_WARNING_TOPIC, type BackupWarningPayload } from "../notifications/backup-warning";
import { editSettingsParts } from "../settings/settings-document.server";
import type { BackupProblem } from "../vocabulary/backups";
import { backupFileName, writeBackupFile, type BackupSources } from "./backup.server";
import { BackupError } from "./backup-errors";
import { unusedName, type BackupStore } from "./backup-destination.server";
import { createBackupRuns } from "./backup-runs.server";
import {
  BackupSettingsEditSchema,
  BackupSettingsSchema,
  defaultBackupSettings,
  storedBackupSettings,
  type BackupSettings,
} from "./backup-settings";
import type { BackupHealth, BackupRun, BackupsView } from "./scheduled-backups.schema";

/** The settings' own row in site_settings. */
export const BACKUP_SETTINGS_KEY = "backups";

const CHECK_EVERY_MS = 60_000;
const HEARTBEAT_MS = 30_000;
/** How long a stopping server waits for a backup under way before it closes the database. */
const STOP_WAIT_MS = 15_000;
const RECENT_RUNS = 30;
const HOUR_MS = 60 * 60 * 1000;

export interface ScheduledBackupsDeps {
  db: Database;
  /** What a backup reads (AppServices.backupSources). */
  sources: BackupSources;
  /** Where backups go (backupStoreOf: DATA_DIR/backups or the bucket). */
  store: BackupStore;
  /** BACKUP_PASSPHRASE: the backups are age-encrypted with it when set. */
  passphrase?: string;
  /** This server process (one per start). */
  instanceId: string;
  /** The embedded database: one process per DATA_DIR, so no other instance can be running a backup. */
  singleInstance: boolean;
  logger: Pick<Logger, "info" | "warn" | "error">;
  /** The owners' e-mails, through the outbox. */
  warnings: {
    /** Whether e-mail goes out at all (a mail server is set up): nothing is queued otherwise. */
    enabled: () => Promise<boolean>;
    businessName: () => Promise<string | null>;
    /** PUBLIC_URL, for a whole link in the e-mail. */
    siteUrl: string | null;
    /** A warning was committed: the outbox may send it now. */
    onQueued(): void;
  };
}

/** The IST date whose backup is due at `now`, or null: off, or today's time has not come yet. */
export function dueSlot(now: Date, settings: BackupSettings): string | null {
  if (!settings.enabled) return null;
  const day = istDateString(now);
  const [hour = 0, minute = 0] = settings.time.split(":").map(Number);
  const at = istDayStart(day)!.getTime() + (hour * 60 + minute) * 60_000;
  return now.getTime() >= at ? day : null;
}

/** What a failed backup says to the owner: what happened and what to do, in place of an errno. */
export function describeBackupFailure(error: unknown, folder: string, store: BackupStore): string {
  const errno = (error instanceof BackupError && error.cause ? error.cause : error) as NodeJS.ErrnoException;
  const code = typeof errno?.code === "string" ? errno.code : "";
  if (code === "ENOSPC" || code === "EDQUOT")
    return `The disk holding ${folder} is full, so the backup was not written (nothing was left behind). Free some space on the server, keep fewer backups, or keep them in an S3 bucket (S3_BUCKET), then click “Back up now”.`;
  if (code === "EACCES" || code === "EPERM" || code === "EROFS")
    return `The server may not write in ${folder}. Give the user the site runs as the right to write there (e.g. chown that user on the folder), then click “Back up now”.`;
  if (code === "ENOTDIR" || code === "EEXIST")
    return `${folder} must be a folder for the backups, but a file of that name is in the way. Move the file elsewhere, then click “Back up now”.`;
  if (error instanceof BackupError) return oneLine(error.message);
  if (store.kind === "s3" && isServiceError(error))
    return `The S3 bucket (${store.where}) did not take the backup: ${oneLine((error as Error).message)}. Check S3_BUCKET, S3_ENDPOINT and that the access key may write, read and delete under backups/, then click “Back up now”.`;
  return `The backup stopped with an unexpected error: ${oneLine(error instanceof Error ? error.message : String(error))}. The server's log has the details; click “Back up now” to try again.`;
}

function isServiceError(error: unknown): boolean {
  return Boolean(error && typeof error === "object" && "$metadata" in error);
}

function oneLine(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > 500 ? `${line.slice(0, 499)}…` : line;
}

export function createScheduledBackups(deps: ScheduledBackupsDeps) {
  const { db, store, logger } = deps;
  const runs = createBackupRuns({ db, instanceId: deps.instanceId, singleInstance: deps.singleInstance });

  /** The backup this process is making (or claiming), if any: one at a time per process. */
  let active: Promise<void> | null = null;
  let activeRunId: number | null = null;

  async function readSettings(): Promise<BackupSettings> {
    const rows = await db
      .select({ value: siteSettings.value })
      .from(siteSettings)
      .where(eq(siteSettings.key, BACKUP_SETTINGS_KEY))
      .limit(1);
    return storedBackupSettings(rows[0]);
  }

  /** Makes the backup of a claimed run, records how it went, keeps the newest `keep`. */
  async function perform(run: BackupRun): Promise<BackupRun> {
    const started = performance.now();
    activeRunId = run.id;
    const heartbeat = setInterval(() => {
      runs
        .beat(run.id)
        .catch((error: unknown) => logger.warn({ err: error, runId: run.id }, "backup heartbeat failed"));
    }, HEARTBEAT_MS);
    heartbeat.unref();
    let folder = store.where;
    try {
      let finished: BackupRun;
      try {
        folder = await store.writingFolder();
        const taken = new Set((await store.list()).map((stored) => stored.name));
        const name = unusedName(backupFileName(new Date(), Boolean(deps.passphrase)), taken);
        const written = await writeBackupFile(deps.sources, path.join(folder, name), { passphrase: deps.passphrase });
        await store.keep(written.file, name, written.bytes);
        finished = await runs.succeeded(run.id, name, written.bytes);
      } catch (error) {
        const message = describeBackupFailure(error, folder, store);
        logger.error({ runId: run.id, trigger: run.trigger, destination: store.kind, err: error }, "backup failed");
        finished = await runs.failed(run.id, message);
        await warnOwners().catch((warnError: unknown) =>
          logger.error({ err: warnError }, "could not queue the owners' backup warning"),
        );
        return finished;
      }
      const removed = await keepNewest().catch((error: unknown) => {
        logger.error({ err: error, destination: store.kind }, "could not remove old backups");
        return [] as string[];
      });
      logger.info(
        {
          runId: run.id,
          trigger: run.trigger,
          destination: store.kind,
          file: finished.fileName,
          bytes: finished.bytes,
          ms: Math.round(performance.now() - started),
          removed: removed.length,
        },
        "backup made",
      );
      return finished;
    } finally {
      clearInterval(heartbeat);
      activeRunId = null;
    }
  }

  /** Removes the oldest backups beyond the setting (only files with a backup's name); answers their names. */
  async function keepNewest(): Promise<string[]> {
    const { keep } = await readSettings();
    const extra = (await store.list()).slice(keep).map((stored) => stored.name);
    const removed: string[] = [];
    for (const name of extra) {
      await store.remove(name);
      removed.push(name);
    }
    await runs.removed(store.kind, removed);
    return removed;
  }

  /**
   * This process's turn to make a backup, or null while it makes one: one at a time per process
   * (the claim then refuses one under way on another instance). Answers the release.
   */
  function takeTurn(): (() => void) | null {
    if (active) return null;
    let release!: () => void;
    active = new Promise<void>((resolve) => (release = resolve));
    return () => {
      active = null;
      release();
    };
  }

  const busyMessage = (run: BackupRun) =>
    `A backup is already running (${run.trigger === "schedule" ? "the daily one" : "started with “Back up now”"}, since ${formatDateTimeIST(run.startedAt)} IST). Wait until it finishes: it shows in the list below.`;

  async function health(now: Date = new Date()): Promise<BackupHealth> {
    const [settings, lastRun, lastSuccess, lastFinished] = await Promise.all([
      readSettings(),
      runs.recent(1).then((rows) => rows[0] ?? null),
      runs.newestSuccess(),
      runs.newestFinished(),
    ]);
    const problems = await problemsAt(now, settings, lastSuccess, lastFinished);
    const problem = problems[0] ?? (settings.enabled ? null : "off");
    const failure = lastFinished?.status === "failed" ? lastFinished : null;
    return { enabled: settings.enabled, lastRun, lastSuccess, failure, problem };
  }

  /** The problems to warn of at `now`, the most pressing first. */
  async function problemsAt(
    now: Date,
    settings: BackupSettings,
    lastSuccess: BackupRun | null,
    lastFinished: BackupRun | null,
  ): Promise<BackupProblem[]> {
    const problems: BackupProblem[] = [];
    if (lastFinished?.status === "failed") problems.push("failed");
    if (settings.enabled) {
      const since = lastSuccess ? new Date(lastSuccess.finishedAt!) : await siteStartedAt();
      if (since && now.getTime() - since.getTime() > BACKUP_OVERDUE_HOURS * HOUR_MS) problems.push("overdue");
    }
    return problems;
  }

  /** When the site began: its first staff account, made at its first start. */
  async function siteStartedAt(): Promise<Date | null> {
    const [row] = await db.select({ first: min(users.createdAt) }).from(users);
    return row?.first ? new Date(row.first) : null;
  }

  /**
   * Queues the owners' e-mail of each problem once: backup_warnings' key (problem, newest
   * successful run) goes in with the outbox row in one transaction, so whichever instance gets
   * there first sends it and a success starts the count again. Without a mail server nothing is
   * queued (and nothing recorded): the warning goes once one is set up, if the problem lasts.
   */
  async function warnOwners(now: Date = new Date()): Promise<BackupProblem[]> {
    const [settings, lastSuccess, lastFinished] = await Promise.all([
      readSettings(),
      runs.newestSuccess(),
      runs.newestFinished(),
    ]);
    const problems = await problemsAt(now, settings, lastSuccess, lastFinished);
    if (problems.length === 0) return [];
    const afterRunId = lastSuccess?.id ?? 0;
    const sent = await db
      .select({ problem: backupWarnings.problem })
      .from(backupWarnings)
      .where(eq(backupWarnings.afterRunId, afterRunId));
    const unsent = problems.filter((problem) => !sent.some((row) => row.problem === problem));
    if (unsent.length === 0 || !(await deps.warnings.enabled())) return [];
    const owners = await db
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.role, "owner"), eq(users.isActive, true)))
      .orderBy(asc(users.id));
    if (owners.length === 0) return [];
    // Read before the transaction: the embedded database's one connection is the transaction's.
    const businessName = await deps.warnings.businessName().catch(() => null);
    const queued: BackupProblem[] = [];
    for (const problem of unsent) {
      const payload: BackupWarningPayload = {
        to: owners.map((owner) => owner.email),
        problem,
        failedAt: problem === "failed" ? (lastFinished?.startedAt ?? null) : null,
        error: problem === "failed" ? (lastFinished?.errorMessage ?? null) : null,
        lastSuccessAt: lastSuccess?.finishedAt ?? null,
        businessName,
        siteUrl: deps.warnings.siteUrl,
      };
      const inserted = await db.transaction(async (tx) => {
        const rows = await tx
          .insert(backupWarnings)
          .values({ problem, afterRunId })
          .onConflictDoNothing()
          .returning({ problem: backupWarnings.problem });
        if (rows.length === 0) return false;
        await tx
          .insert(notificationOutbox)
          .values({ topic: BACKUP_WARNING_TOPIC, leadId: null, payload: { ...payload } });
        return true;
      });
      if (inserted) queued.push(problem);
    }
    if (queued.length > 0) {
      deps.warnings.onQueued();
      logger.warn({ problems: queued }, "the owners were e-mailed about the backups");
    }
    return queued;
  }

  const service = {
    /** The settings; the defaults until an owner first saves them. */
    settings: readSettings,

    /** An owner's change (PATCH /api/admin/backups/settings): checked whole, audited with each change. */
    async editSettings(actor: Actor, input: unknown): Promise<BackupSettings> {
      const { next } = await editSettingsParts(db, input, {
        key: BACKUP_SETTINGS_KEY,
        defaults: defaultBackupSettings,
        stored: storedBackupSettings,
        editSchema: BackupSettingsEditSchema,
        schema: BackupSettingsSchema,
        actor,
        action: "backup_settings.update",
      });
      return next;
    },

    health,

    /** The Backups screen: settings, health, the newest runs, where the backups go. */
    async view(now: Date = new Date()): Promise<BackupsView> {
      const [settings, healthNow, recent] = await Promise.all([readSettings(), health(now), runs.recent(RECENT_RUNS)]);
      return {
        settings,
        health: healthNow,
        runs: recent,
        destination: { kind: store.kind, where: store.where },
        encrypted: Boolean(deps.passphrase),
      };
    },

    /**
     * "Back up now": claims a run (audited with it) and makes the backup in the background;
     * answers the run as it starts. A ConflictError while one runs, here or on another instance.
     */
    async runNow(actor: Actor): Promise<BackupRun> {
      const release = takeTurn();
      if (!release) {
        const [current] = await runs.recent(1);
        throw new ConflictError(
          current?.status === "running"
            ? busyMessage(current)
            : "A backup is starting. Wait a moment: it shows in the list below.",
        );
      }
      try {
        const claim = await runs.claim("manual", null, store.kind, (tx, run) =>
          recordAudit(tx, actor, { action: "backup.run", entity: "backup", entityId: run.id }),
        );
        if ("busy" in claim) throw new ConflictError(busyMessage(claim.busy));
        if (!("claimed" in claim)) throw new Error("a run without a slot cannot have been made already");
        // The answer is the run as it starts; the backup goes on after it.
        perform(claim.claimed)
          .catch((error: unknown) => logger.error({ err: error, runId: claim.claimed.id }, "could not record a backup"))
          .finally(release);
        return claim.claimed;
      } catch (error) {
        release();
        throw error;
      }
    },

    /**
     * One look at the schedule: when today's (IST) backup is due and no instance has claimed it,
     * claim it and make it. Answers the run it made, or null.
     */
    async runDue(now: Date = new Date()): Promise<BackupRun | null> {
      const slot = dueSlot(now, await readSettings());
      if (!slot || active || (await runs.slotTaken(slot))) return null;
      const release = takeTurn();
      if (!release) return null;
      try {
        const claim = await runs.claim("schedule", slot, store.kind);
        if (!("claimed" in claim)) return null;
        logger.info({ runId: claim.claimed.id, slot }, "daily backup started");
        return await perform(claim.claimed);
      } finally {
        release();
      }
    },

    /** The schedule's minute: the due backup, dead runs marked interrupted, then the owners' warnings. */
    async tick(now: Date = new Date()): Promise<void> {
      await service.runDue(now);
      if (!active) await runs.reapDead(activeRunId);
      await warnOwners(now);
    },

    warnOwners,

    /** Resolves when no backup is under way in this process. */
    async idle(): Promise<void> {
      while (active) await active;
    },

    /**
     * The newest backup's file to download (owner), audited as backup.download: its name, size
     * and a stream of its bytes. NotFoundError when there is none, or its file is gone.
     */
    async openNewest(actor: Actor): Promise<{ fileName: string; bytes: number; stream: Readable }> {
      const newest = await runs.newestSuccess(true);
      if (!newest?.fileName)
        throw new NotFoundError("There is no backup to download yet: click “Back up now” to make one.");
      if (newest.destination !== store.kind)
        throw new NotFoundError(
          `The newest backup, ${newest.fileName}, was kept ${newest.destination === "s3" ? "in the S3 bucket" : "on the server"}, where backups no longer go: click “Back up now” to make one here.`,
        );
      const opened = await store.open(newest.fileName);
      if (!opened)
        throw new NotFoundError(
          `The newest backup, ${newest.fileName}, is no longer in ${store.where}: click “Back up now” to make one.`,
        );
      await recordAudit(db, actor, {
        action: "backup.download",
        entity: "backup",
        entityId: newest.id,
        changes: { fileName: newest.fileName, bytes: opened.bytes },
      });
      return { fileName: newest.fileName, ...opened };
    },

    /**
     * Looks at the schedule every minute (an unref'd timer); answers the stop, which waits a
     * little for a backup under way.
     */
    start(): () => Promise<void> {
      let stopped = false;
      let ticking = false;
      const timer = setInterval(() => {
        if (stopped || ticking) return;
        ticking = true;
        service
          .tick()
          .catch((error: unknown) =>
            logger.error({ err: error }, "the backup schedule's check failed; it runs again in a minute"),
          )
          .finally(() => {
            ticking = false;
          });
      }, CHECK_EVERY_MS);
      timer.unref();
      return async () => {
        stopped = true;
        clearInterval(timer);
        if (!active) return;
        let wait: NodeJS.Timeout | undefined;
        await Promise.race([active, new Promise((resolve) => (wait = setTimeout(resolve, STOP_WAIT_MS)))]);
        clearTimeout(wait);
      };
    },
  };
  return service;
}

export type ScheduledBackups = ReturnType<typeof createScheduledBackups>;
