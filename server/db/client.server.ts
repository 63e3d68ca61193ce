import { execFile } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import * as schema from "./schema";
import { acquireDataDirLock, type DataDirLock } from "./data-dir-lock.server";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The driver under Drizzle, for what Drizzle does not do: a backup's snapshot, a restore's load. */
export type DatabaseDriver =
  | { kind: "pglite"; client: import("@electric-sql/pglite").PGlite; dataDir: string }
  | { kind: "postgres"; pool: import("pg").Pool; url: string };

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  driver: DatabaseDriver;
  /** Answers true when the database responds to a trivial query. */
  ping(): Promise<boolean>;
  /**
   * Tells every process listening on `channel` (PostgreSQL NOTIFY). The embedded database has one
   * process by construction (the DATA_DIR lock), so there it does nothing.
   */
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Hears `notify` from every process on the same database, this one included. `onGap` runs after a
   * lost connection comes back: messages sent meanwhile are gone, so listeners must assume anything
   * changed. Answers a function that stops listening.
   */
  listen(channel: string, onMessage: (payload: string) => void, onGap: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Migrations live beside the schema in the source tree; the bundled server (build/app-server)
 * finds them through MIGRATIONS_DIR set by the build, or relative to this file in development.
 */
export function migrationsFolder(): string {
  return process.env.MIGRATIONS_DIR ?? path.resolve(here, "migrations");
}

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  /**
   * Where the migrations come from (default: migrationsFolder()). Tests give a folder holding only
   * an earlier release's migrations, to make a database as that release left it.
   */
  migrationsFolder?: string;
  /** false: open the database as it is, without migrating it (a backup must not change what it copies). */
  migrate?: boolean;
  /**
   * The embedded database only: whether a commit is on the disk before it returns (default true).
   * false (EMBEDDED_DB_FSYNC=off) is for tests and benchmarks whose data is thrown away.
   */
  durableCommits?: boolean;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const migrations = options.migrate === false ? null : (options.migrationsFolder ?? migrationsFolder());
  if (options.databaseUrl) return openPostgres(options.databaseUrl, migrations);
  return openPglite(options.dataDir, migrations, options.durableCommits ?? true);
}

async function openPostgres(databaseUrl: string, migrations: string | null): Promise<DatabaseHandle> {
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // An idle client losing its connection must not crash the process.
  pool.on("error", () => undefined);
  const db = drizzle(pool, { schema });
  if (migrations) await migrate(db, { migrationsFolder: migrations });
  const stopListeners = new Set<() => Promise<void>>();
  return {
    db: db as unknown as Database,
    kind: "postgres",
    driver: { kind: "postgres", pool, url: databaseUrl },
    ping: () => ping(db as unknown as Database),
    async notify(channel, payload) {
      await pool.query("select pg_notify($1, $2)", [channel, payload]);
    },
    async listen(channel, onMessage, onGap) {
      const stop = await listenPostgres(pg, databaseUrl, channel, onMessage, onGap);
      stopListeners.add(stop);
      return async () => {
        stopListeners.delete(stop);
        await stop();
      };
    },
    async close() {
      await Promise.all([...stopListeners].map((stop) => stop()));
      await pool.end();
    },
  };
}

const LISTEN_RETRY_MAX_MS = 30_000;

/** LISTEN on a connection of its own (a pooled one would be handed to queries), reconnecting. */
async function listenPostgres(
  pg: typeof import("pg").default,
  databaseUrl: string,
  channel: string,
  onMessage: (payload: string) => void,
  onGap: () => void,
): Promise<() => Promise<void>> {
  let client: import("pg").Client | null = null;
  let stopped = false;
  let retryMs = 500;
  let retryTimer: NodeJS.Timeout | null = null;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on("notification", (message) => {
      if (message.channel === channel) onMessage(message.payload ?? "");
    });
    // Only the connection in use may start a reconnect (a failed attempt is cleaned up below).
    const onLost = () => {
      if (client === next) reconnect();
    };
    next.on("error", onLost);
    next.on("end", onLost);
    try {
      await next.connect();
      await next.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
    } catch (error) {
      await retire(next);
      throw error;
    }
    if (stopped) {
      await retire(next);
      return;
    }
    client = next;
  };

  const reconnect = () => {
    if (stopped || retryTimer) return;
    const lost = client;
    client = null;
    if (lost) void retire(lost);
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connect().then(
        () => {
          retryMs = 500;
          onGap();
        },
        () => {
          retryMs = Math.min(retryMs * 2, LISTEN_RETRY_MAX_MS);
          reconnect();
        },
      );
    }, retryMs);
    retryTimer.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    if (retryTimer) clearTimeout(retryTimer);
    const current = client;
    client = null;
    if (current) await retire(current);
  };
}

/** Closes a connection we no longer use; a late socket error on it must not crash the process. */
async function retire(client: import("pg").Client): Promise<void> {
  client.removeAllListeners();
  client.on("error", () => undefined);
  await client.end().catch(() => undefined);
}

/**
 * PostgreSQL's memory sized for one small site: the embedded database lives in this process's
 * WebAssembly memory, which never shrinks, so the defaults (128 MB of shared buffers) showed as
 * RSS for good. The pages a site works on (the newest leads, its content) fit in 16 MB of
 * buffers; the operating system caches the files for the rest, and full scans of a large table
 * use a small ring of buffers whatever this is (ADR 0027).
 */
export const PGLITE_SETTINGS = ["shared_buffers=16MB", "work_mem=4MB", "maintenance_work_mem=16MB"];

/**
 * Creates the embedded database's files in a short-lived process of its own when they do not
 * exist yet. Creating them (initdb) grows the WebAssembly memory of the process that does it to
 * ~700 MiB, which it then keeps; a new process opening the finished files stays near 200 MiB.
 * The caller holds the DATA_DIR lock, so no other process opens the files meanwhile.
 */
export async function initialisePgliteDataDir(pgdata: string): Promise<void> {
  if (fs.existsSync(path.join(pgdata, "PG_VERSION"))) return;
  const pglite = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  const script = `const { PGlite } = require(process.argv[1]);
PGlite.create(process.argv[2]).then((db) => db.close()).catch((error) => { console.error(error); process.exit(1); });`;
  await new Promise<void>((resolve, reject) => {
    execFile(process.execPath, ["-e", script, pglite, pgdata], { timeout: 120_000 }, (error, _stdout, stderr) => {
      if (error)
        reject(new Error(`could not create the embedded database in ${pgdata}: ${stderr.trim() || error.message}`));
      else resolve();
    });
  });
  // initdb wrote these files with fsync off: on the disk before the first commit is acknowledged.
  await syncTreeToDisk(pgdata);
}

/** fsync(2) on every file and folder under `root`, then on `root` and its parent (their entries). */
export async function syncTreeToDisk(root: string): Promise<void> {
  const syncPath = async (target: string) => {
    const handle = await fs.promises.open(target, "r");
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  };
  const paths = fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() || entry.isDirectory())
    .map((entry) => path.join(entry.parentPath, entry.name));
  // A few at a time: the file system commits concurrent syncs together (a third of the time of
  // one by one for initdb's ~1,000 files), and a bounded number stays far from the open-file limit.
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < paths.length; index = next++) await syncPath(paths[index]!);
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  await syncPath(root);
  await syncPath(path.dirname(root));
}

/**
 * What makes a commit on the embedded database reach the disk before it is answered (ADR 0039).
 * PGlite starts PostgreSQL with `-F` (fsync off), which outranks postgresql.conf: `fsync=on` there
 * is ignored, so it goes among the start parameters, after PGlite's own. Inside the WebAssembly,
 * fdatasync() does nothing at all, so the WAL is flushed with fsync() (wal_sync_method). The rest
 * are PostgreSQL's defaults, stated so that a PGlite release changing them cannot weaken commits.
 */
const DURABLE_START_PARAMETERS = [
  "-c",
  "fsync=on",
  "-c",
  "wal_sync_method=fsync",
  "-c",
  "synchronous_commit=on",
  "-c",
  "full_page_writes=on",
];

/** The parts of Emscripten's NODEFS (PGlite's file system on Node) that durableNodeFs touches. */
interface EmscriptenNodeFs {
  stream_ops?: { fsync?: (stream: { nfd?: number }) => number };
  tryFSOperation?: (operation: () => number) => number;
}

/**
 * PGlite's Node file system, with an fsync that reaches the operating system. PostgreSQL's fsync()
 * calls (the WAL at each commit, the data files and pg_control at a checkpoint, folders after a
 * new file) end in the file's stream operations, and Emscripten's NODEFS has no fsync there: without
 * this each of them silently does nothing, whatever the `fsync` setting says. The operation is
 * added before PostgreSQL starts, so crash recovery's own syncs reach the disk too.
 */
async function durableNodeFs(pgdata: string) {
  const { NodeFS } = await import("@electric-sql/pglite/nodefs");
  class NodeFsWithFsync extends NodeFS {
    override async init(...args: Parameters<InstanceType<typeof NodeFS>["init"]>) {
      const { emscriptenOpts } = await super.init(...args);
      const giveNodefsAnFsync = (mod: { NODEFS: unknown }) => {
        const nodefs = mod.NODEFS as EmscriptenNodeFs;
        const { stream_ops: streamOps, tryFSOperation } = nodefs;
        if (!streamOps || !tryFSOperation) {
          throw new Error("this PGlite's NODEFS has no stream_ops or tryFSOperation: commits cannot be made durable");
        }
        // tryFSOperation turns a failed fsync (EIO) into the errno PostgreSQL expects, which it
        // then treats as PostgreSQL does (a PANIC for a data file, never a silent success).
        streamOps.fsync = (stream) =>
          tryFSOperation.call(nodefs, () => {
            fs.fsyncSync(stream.nfd as number);
            return 0;
          });
      };
      return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), giveNodefsAnFsync] } };
    }
  }
  return new NodeFsWithFsync(pgdata);
}

/**
 * PGlite runs each query to its end on this thread, and queries waiting for it follow one another
 * as promise continuations: while any are waiting, Node reads no socket. A burst of analytics
 * batches held cached pages, which need no database at all, back for seconds (issue 14). Each
 * query, batch or transaction now starts in a macrotask of its own, after Node has handled the
 * sockets that are ready. PGlite's own methods never call these public ones, so a transaction's
 * inner queries (its `tx` object) do not wait for the turn their transaction holds.
 */
function takeTurnsWithTheEventLoop(client: import("@electric-sql/pglite").PGlite): void {
  let tail: Promise<unknown> = Promise.resolve();
  const nextMacrotask = () => new Promise<void>((resolve) => setImmediate(resolve));
  function inTurn<Args extends unknown[], Result>(run: (...args: Args) => Promise<Result>) {
    return (...args: Args): Promise<Result> => {
      const result = tail.then(nextMacrotask).then(() => run(...args));
      tail = result.catch(() => undefined);
      return result;
    };
  }
  client.query = inTurn(client.query.bind(client)) as typeof client.query;
  client.exec = inTurn(client.exec.bind(client)) as typeof client.exec;
  client.transaction = inTurn(client.transaction.bind(client)) as typeof client.transaction;
}

async function openPglite(
  dataDir: string,
  migrations: string | null,
  durableCommits: boolean,
): Promise<DatabaseHandle> {
  const lock: DataDirLock = acquireDataDirLock(dataDir);
  try {
    const { PGlite } = await import("@electric-sql/pglite");
    const { drizzle } = await import("drizzle-orm/pglite");
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    const pgdata = path.join(path.resolve(dataDir), "pgdata");
    await initialisePgliteDataDir(pgdata);
    const client = await PGlite.create({
      dataDir: pgdata,
      postgresqlconf: PGLITE_SETTINGS,
      ...(durableCommits
        ? { fs: await durableNodeFs(pgdata), startParams: [...PGlite.defaultStartParams, ...DURABLE_START_PARAMETERS] }
        : {}),
    });
    takeTurnsWithTheEventLoop(client);
    const db = drizzle(client, { schema });
    if (migrations) await migrate(db, { migrationsFolder: migrations });
    let closed = false;
    return {
      db: db as unknown as Database,
      kind: "pglite",
      driver: { kind: "pglite", client, dataDir: path.resolve(dataDir) },
      ping: () => ping(db as unknown as Database),
      notify: async () => undefined,
      listen: async () => async () => undefined,
      async close() {
        if (closed) return;
        closed = true;
        try {
          await client.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
