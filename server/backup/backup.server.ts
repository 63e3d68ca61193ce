import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import type { Writable } from "node:stream";
import packageJson from "../../package.json" with { type: "json" };
import type { DatabaseHandle } from "../db/client.server";
import type { FileStorage } from "../files/file-storage.server";
import { formatDateTimeIST, istDateString } from "../formats/ist";
import { createArchiveWriter, type ArchiveWriter } from "./backup-archive.server";
import { BackupError } from "./backup-errors";
import { dumpDatabase } from "./database-dump.server";
import type { DeletionFence } from "./deletion-fence.server";
import { BACKUP_FORMAT, type BackupHeader, type BackupManifest, type ManifestEntry } from "./backup-manifest";

export interface BackupSources {
  database: DatabaseHandle;
  /** The store itself (not the fenced one the services use: the backup reads, never deletes). */
  files: FileStorage;
  fence: DeletionFence;
}

export interface BackupSummary {
  manifest: BackupManifest;
  /** Bytes written to the destination (encrypted and compressed). */
  bytes: number;
}

/** The dump goes into the archive in pieces of at most this size, each hashed on its own. */
const DUMP_PIECE_BYTES = 8 * 1024 * 1024;

/**
 * Writes one backup into `destination`: backup.json (what the file is), the database's rows
 * (database/0001.sql…), every stored file (files/<key>), and manifest.json with the row counts and
 * every entry's SHA-256. The deletion fence is held from before the snapshot until the last file
 * is copied, so the archive never names a file it lacks (server/backup/deletion-fence.server.ts).
 */
export async function writeBackup(
  sources: BackupSources,
  destination: Writable,
  options: { passphrase?: string; now?: Date } = {},
): Promise<BackupSummary> {
  const createdAt = options.now ?? new Date();
  const archive = createArchiveWriter(destination, options.passphrase || undefined);
  const header: BackupHeader = {
    format: BACKUP_FORMAT,
    formatVersion: 1,
    product: packageJson.name,
    productVersion: packageJson.version,
    createdAt: createdAt.toISOString(),
    createdAtIst: `${formatDateTimeIST(createdAt)} IST`,
    databaseKind: sources.database.kind,
  };
  await archive.add("backup.json", ...json(header));

  const release = await sources.fence.hold();
  try {
    const dump = await dumpInPieces(sources.database, archive);
    const files: ManifestEntry[] = [];
    for await (const file of sources.files.list()) {
      const content = await sources.files.openRead(file.key);
      // Listed a moment ago and never deleted during a backup: gone only if someone removed it by hand.
      if (!content) throw new BackupError(`The file ${file.key} disappeared from the file store while it was copied.`);
      const name = `files/${file.key}`;
      files.push({ name, bytes: file.byteSize, sha256: await archive.add(name, file.byteSize, content) });
    }
    const manifest: BackupManifest = {
      ...header,
      database: { kind: sources.database.kind, ...dump.snapshot, dump: dump.pieces },
      files,
    };
    await archive.add("manifest.json", ...json(manifest));
    await archive.finish();
    return { manifest, bytes: archive.bytesWritten() };
  } finally {
    await release();
  }
}

/** Writes a backup to `file` (its folder must exist): complete under its name, or nothing there. */
export async function writeBackupFile(
  sources: BackupSources,
  file: string,
  options: { passphrase?: string; now?: Date } = {},
): Promise<BackupSummary & { file: string }> {
  const partial = `${file}.${randomBytes(6).toString("hex")}.partial`;
  const output = createWriteStream(partial, { flags: "wx", mode: 0o600 });
  try {
    const summary = await writeBackup(sources, output, options);
    const handle = await fs.open(partial, "r");
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    await keepUnder(partial, file);
    return { ...summary, file };
  } catch (error) {
    output.destroy();
    await fs.rm(partial, { force: true });
    throw explainFileError(error, file);
  }
}

/**
 * Gives a complete backup its name, never replacing a file already there (a backup of the same
 * minute, or a name someone chose twice): a hard link fails with EEXIST where a rename would not.
 */
export async function keepUnder(partial: string, file: string): Promise<void> {
  try {
    await fs.link(partial, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") throw error;
    // A file system without hard links (a FAT-formatted USB disk): look, then rename.
    const taken = await fs.stat(file).then(
      () => true,
      () => false,
    );
    if (taken) throw Object.assign(new Error(`${file} exists`), { code: "EEXIST" });
    await fs.rename(partial, file);
    return;
  }
  await fs.rm(partial, { force: true });
}

/** `dsa-backup-2026-11-27-0200-IST.tar.gz` (`.tar.gz.age` when encrypted), by the time in IST. */
export function backupFileName(now: Date, encrypted: boolean): string {
  const ist = new Date(now.getTime() + (5 * 60 + 30) * 60 * 1000);
  const hhmm = `${String(ist.getUTCHours()).padStart(2, "0")}${String(ist.getUTCMinutes()).padStart(2, "0")}`;
  return `dsa-backup-${istDateString(now)}-${hhmm}-IST.tar.gz${encrypted ? ".age" : ""}`;
}

/**
 * A full disk, a folder that is not there or not ours: what to do, not an errno. The errno stays
 * the message's `cause`, so the scheduled job can say what to do in its own words.
 */
export function explainFileError(error: unknown, file: string): unknown {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const folder = path.dirname(file);
  const cause = { cause: error };
  if (code === "ENOSPC" || code === "EDQUOT")
    return new BackupError(
      `The disk holding ${folder} is full, so the backup was not written (nothing was left behind). Free some space or choose another place with --output.`,
      cause,
    );
  if (code === "ENOENT")
    return new BackupError(`The folder ${folder} does not exist: create it or choose another with --output.`, cause);
  if (code === "EACCES" || code === "EPERM" || code === "EROFS")
    return new BackupError(`This user may not write in ${folder}: choose another place with --output.`, cause);
  if (code === "EEXIST") return new BackupError(`${file} already exists: choose another name.`, cause);
  return error;
}

async function dumpInPieces(database: DatabaseHandle, archive: ArchiveWriter) {
  const pieces: ManifestEntry[] = [];
  let buffered: Buffer[] = [];
  let size = 0;
  const flush = async () => {
    if (size === 0) return;
    const name = `database/${String(pieces.length + 1).padStart(4, "0")}.sql`;
    const content = Buffer.concat(buffered, size);
    buffered = [];
    size = 0;
    pieces.push({ name, bytes: content.byteLength, sha256: await archive.add(name, content.byteLength, content) });
  };
  const snapshot = await dumpDatabase(database.driver, async (sql) => {
    const piece = typeof sql === "string" ? Buffer.from(sql, "utf8") : sql;
    buffered.push(piece);
    size += piece.byteLength;
    if (size >= DUMP_PIECE_BYTES) await flush();
  });
  await flush();
  return { snapshot, pieces };
}

function json(value: unknown): [number, Buffer] {
  const bytes = Buffer.from(`${JSON.stringify(value, null, 2)}\n`, "utf8");
  return [bytes.byteLength, bytes];
}
