import { spawn } from "node:child_process";
import type { DatabaseDriver } from "../db/client.server";
import { BackupError } from "./backup-errors";
import { schemaVersionOf, type SchemaVersion, type SqlSession } from "./schema-version.server";

/** What a backup knows of the database at the moment of its snapshot. */
export interface DatabaseSnapshot {
  /** Rows per table of the public schema, counted in the snapshot the dump reads. */
  tables: Record<string, number>;
  schema: SchemaVersion;
  /** PostgreSQL's version string, for the manifest. */
  serverVersion: string;
}

/** Receives the dump's SQL in pieces; answers when it may send more. */
export type DumpSink = (sql: string | Buffer) => Promise<void>;

/**
 * Takes one consistent snapshot of the database and dumps its rows (data only: the schema is the
 * migrations') as SQL INSERT statements into `sink`. Answers what the snapshot held.
 *
 * - Embedded: one transaction on PGlite's only connection, rows read with a cursor and written as
 *   multi-row INSERTs. Other queries of the server wait until it ends (ADR 0040 has the times).
 * - PostgreSQL: a REPEATABLE READ transaction exports its snapshot; the rows are counted in it and
 *   `pg_dump --snapshot` dumps exactly that state while the site goes on writing.
 */
export async function dumpDatabase(driver: DatabaseDriver, sink: DumpSink): Promise<DatabaseSnapshot> {
  if (driver.kind === "pglite") {
    return driver.client.transaction(async (tx) => {
      const session: SqlSession = {
        query: async <Row>(text: string) => (await tx.query<Row>(text)).rows,
        exec: async (text) => void (await tx.exec(text)),
      };
      // Values written in a form any PostgreSQL reads back the same (dates in UTC, every float digit).
      await session.exec(
        "set local timezone = 'UTC'; set local datestyle = 'ISO, YMD'; set local intervalstyle = 'postgres'; set local extra_float_digits = 3",
      );
      const snapshot = await describeSnapshot(session);
      await sink(DUMP_HEADER);
      for (const table of await tablesOf(session)) await dumpTable(session, table, sink);
      await sink(await sequenceStatements(session));
      return snapshot;
    });
  }

  const client = await driver.pool.connect();
  try {
    await client.query("begin isolation level repeatable read read only");
    const [{ snapshot_id }] = (
      await client.query<{ snapshot_id: string }>("select pg_export_snapshot() as snapshot_id")
    ).rows as [{ snapshot_id: string }];
    const session: SqlSession = {
      query: async <Row>(text: string) => (await client.query(text)).rows as Row[],
      exec: async (text) => void (await client.query(text)),
    };
    const snapshot = await describeSnapshot(session);
    await runPgDump(driver.url, snapshot_id, snapshot.serverVersion, sink);
    await client.query("commit");
    return snapshot;
  } catch (error) {
    await client.query("rollback").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

const DUMP_HEADER =
  "-- Data of a dsa-site database, as INSERT statements (the schema comes from the site's migrations).\n" +
  "SET client_encoding = 'UTF8';\nSET standard_conforming_strings = on;\n\n";

async function describeSnapshot(session: SqlSession): Promise<DatabaseSnapshot> {
  const [version] = await session.query<{ server_version: string }>("show server_version");
  const tables: Record<string, number> = {};
  for (const table of await tablesOf(session)) {
    const [row] = await session.query<{ count: number }>(`select count(*)::int as count from ${qualified(table.name)}`);
    tables[table.name] = Number(row?.count ?? 0);
  }
  return { tables, schema: await schemaVersionOf(session), serverVersion: version?.server_version ?? "" };
}

interface TableShape {
  name: string;
  /** Columns that hold data (generated columns are left out: the target computes them). */
  columns: string[];
  /** An identity column GENERATED ALWAYS needs OVERRIDING SYSTEM VALUE to take a stored id. */
  overriding: boolean;
}

export async function tablesOf(session: SqlSession): Promise<TableShape[]> {
  const rows = await session.query<{ name: string; columns: string; overriding: boolean }>(`
    select c.relname::text as name,
           json_agg(a.attname::text order by a.attnum) filter (where a.attgenerated = '')::text as columns,
           bool_or(a.attidentity = 'a') as overriding
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    where n.nspname = 'public' and c.relkind in ('r', 'p')
    group by c.relname
    order by c.relname`);
  return rows.map((row) => ({
    name: row.name,
    columns: JSON.parse(row.columns) as string[],
    overriding: Boolean(row.overriding),
  }));
}

const ROWS_PER_INSERT = 500;

async function dumpTable(session: SqlSession, table: TableShape, sink: DumpSink): Promise<void> {
  const columnList = table.columns.map(quoteIdentifier).join(", ");
  const values = table.columns.map((column) => `quote_nullable(${quoteIdentifier(column)})`).join(", ");
  const insert = `INSERT INTO ${qualified(table.name)} (${columnList})${table.overriding ? " OVERRIDING SYSTEM VALUE" : ""} VALUES\n`;
  await session.exec(
    `declare backup_rows no scroll cursor for select '(' || concat_ws(', ', ${values}) || ')' as row from ${qualified(table.name)}`,
  );
  try {
    for (;;) {
      const rows = await session.query<{ row: string }>(`fetch forward ${ROWS_PER_INSERT} from backup_rows`);
      if (rows.length === 0) break;
      await sink(`${insert}${rows.map((row) => row.row).join(",\n")};\n`);
      if (rows.length < ROWS_PER_INSERT) break;
    }
  } finally {
    await session.exec("close backup_rows");
  }
}

async function sequenceStatements(session: SqlSession): Promise<string> {
  const rows = await session.query<{ statement: string }>(`
    select format('SELECT pg_catalog.setval(%L, %s, %s);',
                  quote_ident(schemaname) || '.' || quote_ident(sequencename),
                  coalesce(last_value, start_value), case when last_value is null then 'false' else 'true' end) as statement
    from pg_sequences where schemaname = 'public' order by sequencename`);
  return `${rows.map((row) => row.statement).join("\n")}\n`;
}

export function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export function qualified(table: string): string {
  return `public.${quoteIdentifier(table)}`;
}

/** Where pg_dump is: PG_DUMP, else the one on the PATH. */
function pgDumpCommand(): string {
  return process.env.PG_DUMP || "pg_dump";
}

async function runPgDump(url: string, snapshotId: string, serverVersion: string, sink: DumpSink): Promise<void> {
  const serverMajor = Number.parseInt(serverVersion, 10);
  const installHint = `install the PostgreSQL client tools of the server's version (Debian or Ubuntu: sudo apt-get install postgresql-client-${serverMajor || "NN"}), or set PG_DUMP to the pg_dump to use`;
  // The password goes in the environment, not on the command line, where any user's `ps` sees it.
  const connection = new URL(url);
  const password = decodeURIComponent(connection.password);
  connection.password = "";
  const args = [
    "--data-only",
    "--schema=public",
    "--column-inserts",
    `--rows-per-insert=${ROWS_PER_INSERT}`,
    "--no-owner",
    "--no-privileges",
    `--snapshot=${snapshotId}`,
    `--dbname=${connection.toString()}`,
  ];
  const child = spawn(pgDumpCommand(), args, {
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => {
    if (stderr.length < 4000) stderr += chunk.toString("utf8");
  });
  const exited = new Promise<number>((resolve, reject) => {
    child.on("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "ENOENT"
          ? new BackupError(`pg_dump was not found, and a backup of a PostgreSQL database needs it: ${installHint}.`)
          : error,
      ),
    );
    child.on("close", (code) => resolve(code ?? 1));
  });
  try {
    for await (const chunk of child.stdout) await sink(chunk as Buffer);
  } catch (error) {
    child.kill();
    throw error;
  }
  const code = await exited;
  if (code !== 0) {
    if (/server version mismatch|aborting because of server version/i.test(stderr))
      throw new BackupError(`pg_dump is older than the database server (PostgreSQL ${serverVersion}): ${installHint}.`);
    throw new BackupError(`pg_dump failed (exit code ${code}): ${stderr.trim() || "no message"}`);
  }
}
