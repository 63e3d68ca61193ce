import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { inject } from "vitest";
import { openDatabase, type Database } from "~server/db/client.server";
import { copyPgliteTemplate } from "./pglite-template";
import { createTestDatabase } from "./postgres-server";
import type { Backend } from "./test-app";

let databases = 0;

/**
 * A database as an installation from before migration `tagPrefix` (e.g. "0011_") has it: the
 * schema of today, what `prepare` writes, and that migration and every later one not yet recorded,
 * so the next start (createTestApp with the answer as its options) runs them on it. Only for
 * migrations that change data: the schema changes of the later ones are already there.
 */
export async function databaseBeforeMigration(
  backend: Backend,
  tagPrefix: string,
  prepare: (db: Database) => Promise<void>,
): Promise<{ dataDir?: string; databaseUrl?: string; remove(): void }> {
  const journal = JSON.parse(fs.readFileSync(path.resolve("server/db/migrations/meta/_journal.json"), "utf8")) as {
    entries: { tag: string; when: number }[];
  };
  const migration = journal.entries.find((entry) => entry.tag.startsWith(tagPrefix));
  if (!migration) throw new Error(`No migration ${tagPrefix}… in the journal`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dsa-before-"));
  const databaseUrl =
    backend === "postgres"
      ? await createTestDatabase(inject("postgresUrl"), `before_${process.pid}_${Date.now()}_${databases++}`)
      : undefined;
  if (!databaseUrl) copyPgliteTemplate(inject("pgliteTemplateDir"), dataDir);
  const handle = await openDatabase({ databaseUrl, dataDir });
  await prepare(handle.db);
  await handle.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at >= ${migration.when}`);
  await handle.close();
  const remove = () => fs.rmSync(dataDir, { recursive: true, force: true });
  return databaseUrl ? { databaseUrl, remove } : { dataDir, remove };
}
