import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { migrationsFolder, openDatabase, type Database } from "~server/db/client.server";
import { createTestDatabase } from "./postgres-server";
import type { Backend } from "./test-app";

let databases = 0;

interface Journal {
  entries: { tag: string; when: number }[];
}

/**
 * A folder of migrations as an earlier release shipped them: the journal's entries before the one
 * whose tag starts with `tagPrefix`, and their SQL.
 */
export function migrationsBefore(tagPrefix: string): string {
  const source = migrationsFolder();
  const journal = JSON.parse(fs.readFileSync(path.join(source, "meta/_journal.json"), "utf8")) as Journal;
  const cut = journal.entries.findIndex((entry) => entry.tag.startsWith(tagPrefix));
  if (cut < 0) throw new Error(`No migration ${tagPrefix}… in the journal`);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "dsa-migrations-before-"));
  fs.mkdirSync(path.join(folder, "meta"));
  const earlier = journal.entries.slice(0, cut);
  fs.writeFileSync(path.join(folder, "meta/_journal.json"), JSON.stringify({ ...journal, entries: earlier }));
  for (const entry of earlier)
    fs.copyFileSync(path.join(source, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  return folder;
}

/**
 * A database as an installation from before migration `tagPrefix` (e.g. "0011_") has it: made by
 * the migrations before that one only, then what `prepare` writes (with today's table objects:
 * write only tables and columns that release had). The next start (createTestApp with the answer
 * as its options) runs that migration and every later one on it, as an upgrade does.
 */
export async function databaseBeforeMigration(
  backend: Backend,
  tagPrefix: string,
  prepare: (db: Database) => Promise<void>,
): Promise<{ dataDir?: string; databaseUrl?: string; remove(): void }> {
  const migrations = migrationsBefore(tagPrefix);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dsa-before-"));
  const databaseUrl =
    backend === "postgres"
      ? await createTestDatabase(inject("postgresUrl"), `before_${process.pid}_${Date.now()}_${databases++}`)
      : undefined;
  try {
    const handle = await openDatabase({ databaseUrl, dataDir, migrationsFolder: migrations });
    await prepare(handle.db);
    await handle.close();
  } finally {
    fs.rmSync(migrations, { recursive: true, force: true });
  }
  const remove = () => fs.rmSync(dataDir, { recursive: true, force: true });
  return databaseUrl ? { databaseUrl, remove } : { dataDir, remove };
}
