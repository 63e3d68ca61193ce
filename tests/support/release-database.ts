import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { inject } from "vitest";
import { migrationsFolder, openDatabase, type DatabaseHandle } from "~server/db/client.server";
import { migrationsBefore } from "./database-before-migration";
import { copyPgliteTemplate } from "./pglite-template";
import { createTestDatabase } from "./postgres-server";
import type { Backend } from "./test-app";

let databases = 0;

/**
 * One database, open, that can become the database of any release again and again: emptied, then
 * migrated as that release would have, then upgraded. On the embedded database this saves an
 * initdb (6-9 s) or a reopen (1-2 s) per release.
 */
export interface ReleaseDatabase {
  handle: DatabaseHandle;
  /** Where it lives, as createTestApp's options take it (to start today's server on it once closed). */
  location: { dataDir?: string; databaseUrl?: string };
  /** Drops every table and the record of the migrations run: a database no release has started on. */
  empty(): Promise<void>;
  /**
   * Runs the migrations the database has not had, as openDatabase does at a start: those of the
   * release that stops before the migration tagged `releaseBefore`, or every one (today's).
   */
  migrate(releaseBefore?: string): Promise<void>;
  /** Closes the database, once (the files or the PostgreSQL database stay until remove). */
  close(): Promise<void>;
  remove(): void;
}

export async function openReleaseDatabase(backend: Backend): Promise<ReleaseDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dsa-release-"));
  const databaseUrl =
    backend === "postgres"
      ? await createTestDatabase(inject("postgresUrl"), `release_${process.pid}_${Date.now()}_${databases++}`)
      : undefined;
  // A copy of the migrated template opens in a second; emptied below, it is as good as a new one.
  if (!databaseUrl) copyPgliteTemplate(inject("pgliteTemplateDir"), dataDir);
  const noMigrations = migrationsBefore("0000_");
  let handle: DatabaseHandle;
  try {
    handle = await openDatabase({ databaseUrl, dataDir, migrationsFolder: noMigrations });
  } finally {
    fs.rmSync(noMigrations, { recursive: true, force: true });
  }
  const { db } = handle;

  const migrate = async (releaseBefore?: string) => {
    const folder = releaseBefore ? migrationsBefore(releaseBefore) : migrationsFolder();
    try {
      if (handle.kind === "pglite") {
        const { migrate: run } = await import("drizzle-orm/pglite/migrator");
        await run(db as never, { migrationsFolder: folder });
      } else {
        const { migrate: run } = await import("drizzle-orm/node-postgres/migrator");
        await run(db as never, { migrationsFolder: folder });
      }
    } finally {
      if (releaseBefore) fs.rmSync(folder, { recursive: true, force: true });
    }
  };

  let closed = false;
  const database: ReleaseDatabase = {
    handle,
    location: databaseUrl ? { databaseUrl } : { dataDir },
    async empty() {
      await db.execute(sql`drop schema if exists drizzle cascade`);
      await db.execute(sql`drop schema public cascade`);
      await db.execute(sql`create schema public`);
    },
    migrate,
    async close() {
      if (closed) return;
      closed = true;
      await handle.close();
    },
    remove: () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
  await database.empty();
  return database;
}
