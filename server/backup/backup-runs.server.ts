import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { backupRuns } from "../db/schema";
import type { BackupDestination, BackupTrigger } from "../vocabulary/backups";
import type { BackupRun } from "./scheduled-backups.schema";

/** A running backup whose instance has not moved its heartbeat for this long is taken for dead. */
export const DEAD_AFTER_MINUTES = 10;
/** A key of our own for pg_advisory_xact_lock, beside the deletion fence's "5456993, 1". */
const RUN_CLAIM_LOCK = sql.raw("5456993, 2");

export const INTERRUPTED_MESSAGE =
  "The server making this backup stopped before it finished (a restart, a shutdown or a crash), or this database was restored from the very backup it was making. Nothing of it was kept here.";

type RunRow = typeof backupRuns.$inferSelect;

export function toBackupRun(row: RunRow): BackupRun {
  return {
    id: row.id,
    trigger: row.trigger,
    status: row.status,
    slot: row.slot,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    destination: row.destination,
    fileName: row.fileName,
    bytes: row.bytes,
    errorMessage: row.errorMessage,
    removedAt: row.removedAt?.toISOString() ?? null,
  };
}

export type RunClaim =
  | { claimed: BackupRun }
  /** Another backup runs (on this instance or another). */
  | { busy: BackupRun }
  /** The slot's backup was made (or tried) already. */
  | { done: true };

/**
 * The backup_runs rows of one server process. Which runs are alive: a run of this process while
 * it runs (`current`); another instance's while it beats its heartbeat. On the embedded database
 * there is no other instance (one process per DATA_DIR), so a run of another is one a stopped
 * server left behind, or one a restored backup recorded as it was being made.
 */
export function createBackupRuns({
  db,
  instanceId,
  singleInstance,
}: {
  db: Database;
  instanceId: string;
  singleInstance: boolean;
}) {
  /** The running rows no process is working on (SQL over backup_runs' own columns). */
  const dead = (current: number | null) => sql`(${backupRuns.status} = 'running' and (
      (${backupRuns.instance} = ${instanceId} and ${backupRuns.id} <> ${current ?? 0}::integer)
      or (${backupRuns.instance} <> ${instanceId} and (${singleInstance}::boolean
        or ${backupRuns.heartbeatAt} < now() - make_interval(mins => ${DEAD_AFTER_MINUTES}::integer)))))`;

  return {
    /**
     * Claims a run, one at a time across every instance: under a transaction-wide advisory lock,
     * a live run makes it `busy`; runs whose instance died are marked interrupted; then the row goes
     * in. A scheduled run takes its IST date's `slot` (unique): ON CONFLICT it takes over only a
     * dead run of the same slot, else the slot is `done`. `alsoInTransaction` writes what must
     * commit with the claim (the audit entry of "Back up now").
     */
    async claim(
      trigger: BackupTrigger,
      slot: string | null,
      destination: BackupDestination,
      alsoInTransaction?: (tx: Database, run: BackupRun) => Promise<void>,
    ): Promise<RunClaim> {
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        await tx.execute(sql`select pg_advisory_xact_lock(${RUN_CLAIM_LOCK})`);
        const [live] = await tx
          .select()
          .from(backupRuns)
          .where(and(eq(backupRuns.status, "running"), sql`not ${dead(null)}`))
          .limit(1);
        if (live) return { busy: toBackupRun(live) };
        await tx
          .update(backupRuns)
          .set({ status: "interrupted", finishedAt: sql`now()`, errorMessage: INTERRUPTED_MESSAGE })
          .where(and(dead(null), slot === null ? undefined : sql`${backupRuns.slot} is distinct from ${slot}::date`));
        const [row] = await tx
          .insert(backupRuns)
          .values({ slot, trigger, instance: instanceId, destination })
          .onConflictDoUpdate({
            target: backupRuns.slot,
            set: {
              instance: instanceId,
              status: "running",
              startedAt: sql`now()`,
              heartbeatAt: sql`now()`,
              finishedAt: null,
              destination,
              fileName: null,
              bytes: null,
              errorMessage: null,
              removedAt: null,
            },
            setWhere: dead(null),
          })
          .returning();
        if (!row) return { done: true };
        const claimed = toBackupRun(row);
        await alsoInTransaction?.(tx, claimed);
        return { claimed };
      });
    },

    /**
     * Whether the slot's backup was made, tried, or is being made (not by a dead instance): the
     * minute's cheap look, before any claim (which would use up an id of the sequence each time).
     */
    async slotTaken(slot: string): Promise<boolean> {
      const [row] = await db
        .select({ id: backupRuns.id })
        .from(backupRuns)
        .where(and(eq(backupRuns.slot, slot), sql`not ${dead(null)}`))
        .limit(1);
      return Boolean(row);
    },

    /** Marks a run of this process as still going. */
    async beat(id: number): Promise<void> {
      await db
        .update(backupRuns)
        .set({ heartbeatAt: sql`now()` })
        .where(and(eq(backupRuns.id, id), eq(backupRuns.status, "running")));
    },

    async succeeded(id: number, fileName: string, bytes: number): Promise<BackupRun> {
      const [row] = await db
        .update(backupRuns)
        .set({ status: "succeeded", finishedAt: sql`now()`, fileName, bytes })
        .where(eq(backupRuns.id, id))
        .returning();
      return toBackupRun(row!);
    },

    async failed(id: number, errorMessage: string): Promise<BackupRun> {
      const [row] = await db
        .update(backupRuns)
        .set({ status: "failed", finishedAt: sql`now()`, errorMessage })
        .where(eq(backupRuns.id, id))
        .returning();
      return toBackupRun(row!);
    },

    /** Runs no process works on any more, marked interrupted (the screens must not show them running). */
    async reapDead(current: number | null): Promise<number> {
      const rows = await db
        .update(backupRuns)
        .set({ status: "interrupted", finishedAt: sql`now()`, errorMessage: INTERRUPTED_MESSAGE })
        .where(dead(current))
        .returning({ id: backupRuns.id });
      return rows.length;
    },

    /** Records that keeping only the newest backups removed these files. */
    async removed(destination: BackupDestination, fileNames: string[]): Promise<void> {
      if (fileNames.length === 0) return;
      await db
        .update(backupRuns)
        .set({ removedAt: sql`now()` })
        .where(
          and(
            eq(backupRuns.destination, destination),
            inArray(backupRuns.fileName, fileNames),
            isNull(backupRuns.removedAt),
          ),
        );
    },

    /** The newest runs first. */
    async recent(limit: number): Promise<BackupRun[]> {
      const rows = await db
        .select()
        .from(backupRuns)
        .orderBy(desc(backupRuns.startedAt), desc(backupRuns.id))
        .limit(limit);
      return rows.map(toBackupRun);
    },

    /** The newest run that succeeded; with `present`, only one whose file was not removed since. */
    async newestSuccess(present = false): Promise<BackupRun | null> {
      const [row] = await db
        .select()
        .from(backupRuns)
        .where(and(eq(backupRuns.status, "succeeded"), present ? isNull(backupRuns.removedAt) : undefined))
        .orderBy(desc(backupRuns.finishedAt), desc(backupRuns.id))
        .limit(1);
      return row ? toBackupRun(row) : null;
    },

    /** The newest run that succeeded or failed (an interrupted one says nothing of the backups' health). */
    async newestFinished(): Promise<BackupRun | null> {
      const [row] = await db
        .select()
        .from(backupRuns)
        .where(inArray(backupRuns.status, ["succeeded", "failed"]))
        .orderBy(desc(backupRuns.finishedAt), desc(backupRuns.id))
        .limit(1);
      return row ? toBackupRun(row) : null;
    },
  };
}

export type BackupRuns = ReturnType<typeof createBackupRuns>;
