import type { Logger } from "pino";
import type { DatabaseHandle } from "../db/client.server";
import type { FileStorage } from "../files/file-storage.server";

/**
 * A backup copies the files after its database snapshot. A file deleted in between (its row
 * deleted after the snapshot) would be named by the archive's rows and missing from its files. So
 * while a backup runs, deletions of stored files wait: they are kept in a list and done when the
 * backup ends (or, in another instance, at the next try). Nothing else is held back: uploads go
 * on, and a file added after the snapshot is harmless (no row of the archive names it).
 *
 * Across processes (several instances, or `npm run backup` beside a server on PostgreSQL) the
 * fence is a PostgreSQL advisory lock: the backup holds it exclusively, a deletion takes it shared
 * for a moment or, when it cannot, waits in the list. The embedded database has one process, whose
 * own counter is enough.
 */
export interface DeletionFence {
  /** The storage the services use: the same, with deletions held back while a backup runs. */
  guard<Storage extends FileStorage>(files: Storage): Storage;
  /** Held from before the snapshot until every file is copied; answers the release. */
  hold(): Promise<() => Promise<void>>;
}

/** A key of our own for pg_advisory_lock (two int4: "dsa" and "backup"). */
const FENCE_LOCK = "5456993, 1";
const RETRY_MS = 30_000;

export function createDeletionFence(database: DatabaseHandle, logger?: Pick<Logger, "warn">): DeletionFence {
  let backupsHere = 0;
  const waiting = new Map<string, FileStorage>();
  let retryTimer: NodeJS.Timeout | null = null;

  /** True when no backup runs anywhere; `run` then happens while the shared lock is held. */
  async function whenNoBackup(run: () => Promise<void>): Promise<boolean> {
    if (backupsHere > 0) return false;
    if (database.driver.kind !== "postgres") {
      await run();
      return true;
    }
    const client = await database.driver.pool.connect();
    try {
      await client.query("begin");
      const [{ free }] = (
        await client.query<{ free: boolean }>(`select pg_try_advisory_xact_lock_shared(${FENCE_LOCK}) as free`)
      ).rows as [{ free: boolean }];
      if (free) await run();
      await client.query("commit");
      return free;
    } catch (error) {
      await client.query("rollback").catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async function deleteWaiting(): Promise<void> {
    for (const [key, files] of [...waiting]) {
      try {
        const done = await whenNoBackup(async () => void (await files.delete(key)));
        if (!done) break;
        waiting.delete(key);
      } catch (error) {
        waiting.delete(key);
        logger?.warn({ err: error, key }, "could not delete a file a backup held back; it is no longer used");
      }
    }
    scheduleRetry();
  }

  function scheduleRetry(): void {
    if (waiting.size === 0 || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void deleteWaiting();
    }, RETRY_MS);
    retryTimer.unref();
  }

  return {
    guard<Storage extends FileStorage>(files: Storage): Storage {
      return {
        ...files,
        put: (source, options) => files.put(source, options),
        putAt: (key, source) => files.putAt(key, source),
        openRead: (key) => files.openRead(key),
        stat: (key) => files.stat(key),
        list: (area) => files.list(area),
        async delete(key) {
          let existed = false;
          if (await whenNoBackup(async () => void (existed = await files.delete(key)))) return existed;
          // Said to be gone: no row names it any more, and it goes as soon as the backup ends.
          waiting.set(key, files);
          scheduleRetry();
          return (await files.stat(key)) !== null;
        },
      } as Storage;
    },

    async hold() {
      backupsHere++;
      let client: import("pg").PoolClient | null = null;
      try {
        if (database.driver.kind === "postgres") {
          client = await database.driver.pool.connect();
          await client.query(`select pg_advisory_lock(${FENCE_LOCK})`);
        }
      } catch (error) {
        client?.release();
        backupsHere--;
        throw error;
      }
      let released = false;
      return async () => {
        if (released) return;
        released = true;
        try {
          if (client) await client.query(`select pg_advisory_unlock(${FENCE_LOCK})`);
        } finally {
          client?.release();
          backupsHere--;
          await deleteWaiting();
        }
      };
    },
  };
}
