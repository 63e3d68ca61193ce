import fs from "node:fs";
import path from "node:path";
import { migrationsFolder } from "../db/client.server";
import { BackupError } from "./backup-errors";

/** One query's rows, on whichever driver: what the backup and restore steps need of a session. */
export interface SqlSession {
  query<Row>(text: string): Promise<Row[]>;
  /** Runs statements that answer nothing (several at once, separated by ;). */
  exec(text: string): Promise<void>;
}

/**
 * Which migrations made a database: their count and the last one's name. A backup records it; a
 * restore recreates exactly that schema, loads the rows, then runs the migrations after it.
 */
export interface SchemaVersion {
  migrations: number;
  last: string;
}

interface Journal {
  entries: { idx: number; when: number; tag: string }[];
}

export function readJournal(folder = migrationsFolder()): Journal["entries"] {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, "meta", "_journal.json"), "utf8")) as Journal;
  return journal.entries;
}

/** The schema this code makes (every migration it ships). */
export function currentSchemaVersion(folder = migrationsFolder()): SchemaVersion {
  const entries = readJournal(folder);
  return { migrations: entries.length, last: entries.at(-1)?.tag ?? "" };
}

/** The schema of an open database, from the migrator's own table. */
export async function schemaVersionOf(session: SqlSession, folder = migrationsFolder()): Promise<SchemaVersion> {
  const [row] = await session.query<{ count: number | string; last: string | null }>(
    `select count(*)::int as count, max(created_at)::text as last from drizzle.__drizzle_migrations`,
  );
  const count = Number(row?.count ?? 0);
  const entry = readJournal(folder).find((candidate) => String(candidate.when) === row?.last);
  // A database migrated by a newer release has a last migration this code does not know.
  return { migrations: count, last: entry?.tag ?? `unknown migration of ${row?.last ?? "no date"}` };
}

/** Refuses a backup this code cannot restore: a newer schema, or one of another history. */
export function checkRestorable(backup: SchemaVersion, folder = migrationsFolder()): void {
  const entries = readJournal(folder);
  if (backup.migrations > entries.length)
    throw new BackupError(
      `This backup comes from a newer release of the site (schema ${backup.migrations}: ${backup.last}); ` +
        `this one knows ${entries.length} migrations. Update the site to the release that made the backup, then restore.`,
    );
  const expected = entries[backup.migrations - 1]?.tag;
  if (backup.migrations < 1 || expected !== backup.last)
    throw new BackupError(
      `This backup's schema (${backup.migrations}: ${backup.last}) is not one this release of the site made, so it cannot be restored here.`,
    );
}
