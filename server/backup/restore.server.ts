import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Readable } from "node:stream";
import { readMigrationFiles } from "drizzle-orm/migrator";
import {
  initialisePgliteDataDir,
  migrationsFolder as defaultMigrationsFolder,
  PGLITE_SETTINGS,
  syncTreeToDisk,
} from "../db/client.server";
import { acquireDataDirLock } from "../db/data-dir-lock.server";
import { FileExistsError, type FileStorage } from "../files/file-storage.server";
import { readArchive } from "./backup-archive.server";
import { BackupError } from "./backup-errors";
import type { BackupManifest } from "./backup-manifest";
import { qualified, quoteIdentifier, tablesOf } from "./database-dump.server";
import { checkRestorable, currentSchemaVersion, type SqlSession } from "./schema-version.server";
import { SqlStatementSplitter } from "./sql-statements";
import { verifyArchive } from "./verify-archive.server";

/** Where a backup goes: the embedded database of a DATA_DIR, or a PostgreSQL database; and a file store. */
export type RestoreTarget =
  { kind: "pglite"; dataDir: string; files: FileStorage } | { kind: "postgres"; url: string; files: FileStorage };

export interface RestoreOptions {
  file: string;
  passphrase?: string;
  /** Replace a database or file store that holds data (else such a target is refused). */
  force?: boolean;
  migrationsFolder?: string;
  /** Progress, a line at a time (the command prints it). */
  log?: (line: string) => void;
}

export interface RestoreSummary {
  manifest: BackupManifest;
  /** Rows per table as restored (before the newer migrations, if any, ran). */
  tables: Record<string, number>;
  files: { count: number; bytes: number };
  schemaBefore: string;
  schemaAfter: string;
  /** What --force replaced, when it did. */
  replaced: TargetInventory | null;
}

export interface TargetInventory {
  /** Rows per table that has any. */
  tables: Record<string, number>;
  files: number;
}

/**
 * Restores a backup into an empty database and file store: checks the whole file first (every
 * checksum, the manifest, the schema), refuses a target that holds data unless forced, recreates
 * the backup's schema from the migrations, loads the rows, checks every table's count, runs the
 * migrations that came after the backup's release, and only then keeps the result: one
 * transaction on PostgreSQL, a new data folder swapped in for the embedded database. Files the
 * restore added are removed again when it fails; a forced restore removes the old ones when it
 * succeeds. Stop the server first: the embedded database's lock refuses a running one.
 */
export async function restoreBackup(target: RestoreTarget, options: RestoreOptions): Promise<RestoreSummary> {
  const log = options.log ?? (() => undefined);
  const migrations = options.migrationsFolder ?? defaultMigrationsFolder();
  const lock = target.kind === "pglite" ? acquireDataDirLock(target.dataDir) : null;
  try {
    log(`Checking ${options.file}…`);
    const manifest = await verifyArchive(options.file, options.passphrase);
    checkRestorable(manifest.database.schema, migrations);
    const inventory = await inspectTarget(target);
    const holdsData = Object.keys(inventory.tables).length > 0 || inventory.files > 0;
    if (holdsData && !options.force)
      throw new BackupError(
        `The target is not empty: ${describeInventory(inventory)}. Restore into an empty DATA_DIR or database, ` +
          `or run the restore again with --force to replace all of that with the backup.`,
      );
    if (holdsData) log(`--force: replacing ${describeInventory(inventory)}.`);
    log(
      `Restoring the backup of ${manifest.createdAtIst} (release ${manifest.productVersion}, ` +
        `${manifest.files.length} files) into ${target.kind === "pglite" ? `the embedded database in ${target.dataDir}` : "PostgreSQL"}…`,
    );
    const result = await load(target, manifest, { ...options, force: holdsData, migrationsFolder: migrations });
    return { ...result, manifest, replaced: holdsData ? inventory : null };
  } finally {
    lock?.release();
  }
}

export function describeInventory(inventory: TargetInventory): string {
  const tables = Object.entries(inventory.tables).map(([table, rows]) => `${table} ${rows.toLocaleString("en-IN")}`);
  const parts = [];
  if (tables.length > 0) parts.push(`a database with rows in ${tables.length} tables (${tables.join(", ")})`);
  else parts.push("an empty database");
  parts.push(`${inventory.files} stored files`);
  return parts.join(" and ");
}

async function inspectTarget(target: RestoreTarget): Promise<TargetInventory> {
  let files = 0;
  for await (const _file of target.files.list()) files++;
  const tables: Record<string, number> = {};
  await withTargetSession(target, null, async (session) => {
    for (const table of await tablesOf(session)) {
      const [row] = await session.query<{ count: number }>(
        `select count(*)::int as count from ${qualified(table.name)}`,
      );
      if (Number(row?.count) > 0) tables[table.name] = Number(row?.count);
    }
    // Tables without rows still make a database that is not empty (a schema of its own).
    const [schema] = await session.query<{ present: boolean }>(
      "select exists (select 1 from pg_namespace where nspname = 'drizzle') or exists (select 1 from pg_tables where schemaname = 'public') as present",
    );
    if (schema?.present && Object.keys(tables).length === 0) tables["(tables without rows)"] = 0;
    if (target.kind === "postgres") {
      // A server still connected would go on writing into what the restore replaces.
      const [others] = await session.query<{ count: number; applications: string | null }>(
        `select count(*)::int as count, string_agg(distinct nullif(application_name, ''), ', ') as applications
         from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
      );
      if (Number(others?.count) > 0)
        throw new BackupError(
          `${others!.count} other connections use this database${others!.applications ? ` (${others!.applications})` : ""}: ` +
            "stop every server of the site (and anything else connected to it) before restoring into it.",
        );
    }
  });
  return { tables, files };
}

/**
 * Opens a session on the target: PostgreSQL's database, or the embedded database in `pgdata`
 * (default DATA_DIR/pgdata; nothing to inspect when it does not exist yet).
 */
async function withTargetSession(
  target: RestoreTarget,
  pgdata: string | null,
  run: (session: SqlSession) => Promise<void>,
): Promise<void> {
  if (target.kind === "postgres") {
    const { default: pg } = await import("pg");
    const client = new pg.Client({ connectionString: target.url });
    client.on("error", () => undefined);
    await client.connect();
    try {
      await run({
        query: async <Row>(text: string) => (await client.query(text)).rows as Row[],
        exec: async (text) => void (await client.query(text)),
      });
    } finally {
      await client.end().catch(() => undefined);
    }
    return;
  }
  const folder = pgdata ?? path.join(path.resolve(target.dataDir), "pgdata");
  if (!pgdata && !fs.existsSync(path.join(folder, "PG_VERSION"))) return;
  if (pgdata) {
    fs.mkdirSync(path.dirname(folder), { recursive: true });
    await initialisePgliteDataDir(folder);
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const client = await PGlite.create(folder, { postgresqlconf: PGLITE_SETTINGS });
  try {
    await run({
      query: async <Row>(text: string) => (await client.query<Row>(text)).rows,
      exec: async (text) => void (await client.exec(text)),
    });
  } finally {
    await client.close();
  }
}

async function load(
  target: RestoreTarget,
  manifest: BackupManifest,
  options: RestoreOptions & { force: boolean; migrationsFolder: string },
): Promise<Omit<RestoreSummary, "manifest" | "replaced">> {
  const log = options.log ?? (() => undefined);
  const wanted = new Map([...manifest.database.dump, ...manifest.files].map((entry) => [entry.name, entry]));
  const added: string[] = [];
  const restoredKeys = new Set<string>();
  let fileBytes = 0;
  const staging =
    target.kind === "pglite"
      ? path.join(path.resolve(target.dataDir), `.restore-${randomBytes(6).toString("hex")}`)
      : null;
  const migrationList = readMigrationFiles({ migrationsFolder: options.migrationsFolder });
  const backupMigrations = manifest.database.schema.migrations;
  let tables: Record<string, number> = {};

  try {
    await withTargetSession(target, staging && path.join(staging, "pgdata"), async (session) => {
      await session.exec("begin");
      try {
        if (target.kind === "postgres" && options.force) await dropEverything(session);
        await applyMigrations(session, migrationList.slice(0, backupMigrations));
        const foreignKeys = await dropForeignKeys(session);
        const splitter = new SqlStatementSplitter();
        const batch = new StatementBatch(session);

        await readArchive(options.file, options.passphrase, async (entry, content) => {
          if (entry.name.startsWith("database/")) {
            for await (const chunk of content as AsyncIterable<Buffer>)
              for (const statement of splitter.push(chunk)) await batch.add(statement);
          } else if (entry.name.startsWith("files/")) {
            const key = entry.name.slice("files/".length);
            fileBytes += await restoreFile(
              target.files,
              key,
              content,
              wanted.get(entry.name)!.sha256,
              options.force,
              added,
            );
            restoredKeys.add(key);
          } else content.resume();
        });
        splitter.end();
        await batch.flush();

        await restoreForeignKeys(session, foreignKeys);
        tables = await checkRowCounts(session, manifest.database.tables);
        log(
          `Loaded ${Object.values(tables)
            .reduce((sum, n) => sum + n, 0)
            .toLocaleString("en-IN")} rows and ${restoredKeys.size} files.`,
        );
        if (backupMigrations < migrationList.length) {
          log(`Migrating from schema ${backupMigrations} to ${migrationList.length}…`);
          await applyMigrations(session, migrationList.slice(backupMigrations));
        }
        await session.exec("commit");
      } catch (error) {
        await session.exec("rollback").catch(() => undefined);
        throw error;
      }
    });
    if (staging) {
      // Loaded without a sync per statement (one transaction): on the disk, every file, before it
      // becomes the site's database and the restore says it is done.
      await syncTreeToDisk(path.join(staging, "pgdata"));
      swapInPgdata(target.kind === "pglite" ? target.dataDir : "", staging);
      await syncFolder(path.resolve(target.kind === "pglite" ? target.dataDir : ""));
    }
  } catch (error) {
    for (const key of added) await target.files.delete(key).catch(() => undefined);
    throw error;
  } finally {
    if (staging) fs.rmSync(staging, { recursive: true, force: true });
  }

  if (options.force) {
    // The old files no row of the restored database can name: removed only now that it is in place.
    for await (const file of target.files.list())
      if (!restoredKeys.has(file.key)) await target.files.delete(file.key).catch(() => undefined);
  }
  return {
    tables,
    files: { count: restoredKeys.size, bytes: fileBytes },
    schemaBefore: `${backupMigrations} (${manifest.database.schema.last})`,
    schemaAfter: `${currentSchemaVersion(options.migrationsFolder).migrations} (${currentSchemaVersion(options.migrationsFolder).last})`,
  };
}

/** fsync(2) on a folder: its entries (a rename into it) survive a power cut. */
async function syncFolder(folder: string): Promise<void> {
  const handle = await fs.promises.open(folder, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** The new data folder takes the place of the old one (kept until the new one is there). */
function swapInPgdata(dataDir: string, staging: string): void {
  const live = path.join(path.resolve(dataDir), "pgdata");
  const old = path.join(staging, "replaced-pgdata");
  if (fs.existsSync(live)) fs.renameSync(live, old);
  fs.renameSync(path.join(staging, "pgdata"), live);
}

async function restoreFile(
  files: FileStorage,
  key: string,
  content: Readable,
  sha256: string,
  force: boolean,
  added: string[],
): Promise<number> {
  try {
    const stored = await files.putAt(key, content);
    added.push(key);
    if (stored.sha256 !== sha256) throw new BackupError(`The backup's copy of ${key} changed while it was restored.`);
    return stored.byteSize;
  } catch (error) {
    // Keys are random and a stored file never changes: one already there under the key (a forced
    // restore over the same site) holds the same bytes.
    if (!(error instanceof FileExistsError) || !force) throw error;
    content.resume();
    return (await files.stat(key))?.byteSize ?? 0;
  }
}

type Migration = ReturnType<typeof readMigrationFiles>[number];

/** Runs migrations inside the restore's transaction, keeping the migrator's own record of them. */
async function applyMigrations(session: SqlSession, migrations: Migration[]): Promise<void> {
  await session.exec(
    "create schema if not exists drizzle; create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)",
  );
  for (const migration of migrations) {
    for (const statement of migration.sql) if (statement.trim()) await session.exec(statement);
    await session.exec(
      `insert into drizzle.__drizzle_migrations (hash, created_at) values ('${migration.hash.replace(/'/g, "''")}', ${Number(migration.folderMillis)})`,
    );
  }
}

/** What --force removes from a PostgreSQL database, inside the restore's transaction. */
async function dropEverything(session: SqlSession): Promise<void> {
  await session.exec(`do $$ declare r record; begin
    for r in select tablename from pg_tables where schemaname = 'public' loop
      execute format('drop table if exists public.%I cascade', r.tablename);
    end loop;
    for r in select sequencename from pg_sequences where schemaname = 'public' loop
      execute format('drop sequence if exists public.%I cascade', r.sequencename);
    end loop;
    for r in select p.oid::regprocedure::text as signature from pg_proc p where p.pronamespace = 'public'::regnamespace loop
      execute 'drop function if exists ' || r.signature || ' cascade';
    end loop;
  end $$; drop schema if exists drizzle cascade`);
}

interface ForeignKey {
  table: string;
  name: string;
  definition: string;
}

/**
 * Rows go in table by table in any order, and a lead may name a lead stored after it
 * (duplicate_of_id): the foreign keys are dropped for the load and added back after it, which
 * checks every row against them.
 */
async function dropForeignKeys(session: SqlSession): Promise<ForeignKey[]> {
  const keys = await session.query<ForeignKey>(`
    select c.relname::text as table, k.conname::text as name, pg_get_constraintdef(k.oid) as definition
    from pg_constraint k join pg_class c on c.oid = k.conrelid
    where k.contype = 'f' and k.connamespace = 'public'::regnamespace
    order by c.relname, k.conname`);
  for (const key of keys)
    await session.exec(`alter table ${qualified(key.table)} drop constraint ${quoteIdentifier(key.name)}`);
  return keys;
}

async function restoreForeignKeys(session: SqlSession, keys: ForeignKey[]): Promise<void> {
  for (const key of keys) {
    try {
      await session.exec(
        `alter table ${qualified(key.table)} add constraint ${quoteIdentifier(key.name)} ${key.definition}`,
      );
    } catch (error) {
      throw new BackupError(
        `The backup's rows of ${key.table} do not match the rows they refer to (${key.name}): ${(error as Error).message}`,
      );
    }
  }
}

async function checkRowCounts(session: SqlSession, expected: Record<string, number>): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [table, rows] of Object.entries(expected)) {
    const [row] = await session.query<{ count: number }>(`select count(*)::int as count from ${qualified(table)}`);
    counts[table] = Number(row?.count ?? 0);
    if (counts[table] !== rows)
      throw new BackupError(`The backup's manifest counts ${rows} rows in ${table}, but ${counts[table]} were loaded.`);
  }
  return counts;
}

/**
 * The statements of the dump, run a few hundred kilobytes at a time. Only what a data dump
 * holds is run (INSERTs into the site's tables and sequence positions); its session settings are
 * skipped, and anything else refused, so a doctored file cannot run other SQL.
 */
class StatementBatch {
  private pending: string[] = [];
  private size = 0;
  constructor(private readonly session: SqlSession) {}

  async add(statement: string): Promise<void> {
    if (/^SET\s/i.test(statement) || /^SELECT pg_catalog\.set_config\(/i.test(statement)) return;
    if (!/^INSERT INTO public\./i.test(statement) && !/^SELECT pg_catalog\.setval\(/i.test(statement))
      throw new BackupError(
        `The backup's database dump holds a statement no backup of this product has: ${statement.slice(0, 80)}…`,
      );
    this.pending.push(statement);
    this.size += statement.length;
    if (this.size > 512 * 1024) await this.flush();
  }

  async flush(): Promise<void> {
    if (this.pending.length === 0) return;
    const text = `${this.pending.join(";\n")};`;
    this.pending = [];
    this.size = 0;
    try {
      await this.session.exec(text);
    } catch (error) {
      throw new BackupError(`The backup's rows could not be loaded: ${(error as Error).message}`);
    }
  }
}
