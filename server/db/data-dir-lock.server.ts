import fs from "node:fs";
import path from "node:path";

/**
 * PGlite corrupts its files silently when two processes open one directory (docs/decisions/0002-database.md), so the
 * embedded database is guarded by a lock file holding the owner's pid. A lock left behind by a
 * process that no longer runs (kill -9, power loss) is taken over; a live owner is refused.
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly lockFile: string,
    readonly ownerPid: number,
  ) {
    super(
      `The data directory is in use by another running process (pid ${ownerPid}). ` +
        `Only one server may use an embedded database directory at a time: stop that process, ` +
        `use a different DATA_DIR, or set DATABASE_URL to use PostgreSQL. Lock file: ${lockFile}`,
    );
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export interface DataDirLock {
  release(): void;
}

export function acquireDataDirLock(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, "server.lock");
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: "wx" });
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          try {
            if (fs.readFileSync(lockFile, "utf8").trim() === String(process.pid)) fs.unlinkSync(lockFile);
          } catch {
            // Already gone: nothing to release.
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const ownerPid = Number.parseInt(fs.readFileSync(lockFile, "utf8").trim(), 10);
      if (Number.isInteger(ownerPid) && ownerPid > 0 && ownerPid !== process.pid && isAlive(ownerPid)) {
        throw new DataDirLockedError(lockFile, ownerPid);
      }
      // Stale lock (owner gone or unreadable): remove it and try again.
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not acquire the data directory lock ${lockFile}`);
}
