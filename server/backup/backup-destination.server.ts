import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import type { AppConfig } from "../config.server";
import { isMissing, s3Connection, s3OptionsOf, type S3StorageOptions } from "../files/s3-file-storage.server";
import type { BackupDestination } from "../vocabulary/backups";

/**
 * Where the server keeps its own backups: DATA_DIR/backups, or the S3 bucket under `backups/` when
 * the site's files are kept there (S3_BUCKET), so that several instances share one set and a lost
 * server does not take its backups with it. Only names a backup of this product has are ever
 * listed, opened or removed: whatever else shares the folder or bucket is left alone.
 */
export interface BackupStore {
  kind: BackupDestination;
  /** Where, in words for the owner: the folder, or s3://bucket/backups/. */
  where: string;
  /** The folder a backup is written into first (made 0700 if missing). */
  writingFolder(): Promise<string>;
  /** Takes the complete backup written at `file` as `name` (for S3: uploads it, then deletes the local copy). */
  keep(file: string, name: string, bytes: number): Promise<void>;
  /** The backups there, newest first. */
  list(): Promise<StoredBackup[]>;
  /** A backup's bytes as a stream, with its size; null when it is not there. */
  open(name: string): Promise<{ stream: Readable; bytes: number } | null>;
  remove(name: string): Promise<void>;
}

export interface StoredBackup {
  name: string;
  bytes: number;
}

/** The S3 prefix of the backups: the file store's keys never start with it (isStorageKey). */
export const S3_BACKUP_PREFIX = "backups/";

/** dsa-backup-2026-11-27-0200-IST.tar.gz (backupFileName), -2, -3… for a second one in the same minute, .age when encrypted. */
const BACKUP_NAME = /^dsa-backup-(\d{4}-\d{2}-\d{2})-(\d{4})-IST(?:-([2-9]|[1-9]\d{1,2}))?\.tar\.gz(?:\.age)?$/;

export function isBackupFileName(name: string): boolean {
  return BACKUP_NAME.test(name);
}

/** Newest first: by the IST date and time in the name, then by its -N (a later one of the same minute). */
export function newestFirst(a: string, b: string): number {
  const order = (name: string) => {
    const match = BACKUP_NAME.exec(name);
    return match ? `${match[1]}-${match[2]}-${(match[3] ?? "1").padStart(3, "0")}` : "";
  };
  return order(b).localeCompare(order(a)) || b.localeCompare(a);
}

/**
 * `name` itself when the store has no file of that name, else the same with -2, -3…: two backups
 * in one minute (the schedule's and one started by hand) must not share a name, or the second
 * would replace the first.
 */
export function unusedName(name: string, taken: ReadonlySet<string>): string {
  if (!taken.has(name)) return name;
  const cut = name.indexOf(".tar.gz");
  for (let n = 2; n < 1000; n++) {
    const candidate = `${name.slice(0, cut)}-${n}${name.slice(cut)}`;
    if (!taken.has(candidate)) return candidate;
  }
  throw new Error(`No free name for a backup like ${name}`);
}

/** The backups' folder of a DATA_DIR. */
export function backupsDirOf(dataDir: string): string {
  return path.join(dataDir, "backups");
}

/** The store the configuration names: the bucket when S3_BUCKET is set, else DATA_DIR/backups. */
export function backupStoreOf(config: AppConfig): BackupStore {
  const s3 = s3OptionsOf(config);
  const folder = path.resolve(backupsDirOf(config.DATA_DIR));
  return s3 ? createS3BackupStore(s3, folder) : createLocalBackupStore(folder);
}

/** Makes `folder` (and its parents) when missing; only the server's user may read a new one. */
async function privateFolder(folder: string): Promise<string> {
  const made = await fs.mkdir(folder, { recursive: true, mode: 0o700 });
  // The mode passes through the umask: set it again on what was made here.
  if (made) await fs.chmod(folder, 0o700);
  return folder;
}

export function createLocalBackupStore(folder: string): BackupStore {
  const checked = (name: string) => {
    if (!isBackupFileName(name)) throw new Error(`Not a backup's name: ${JSON.stringify(name)}`);
    return path.join(folder, name);
  };
  return {
    kind: "local",
    where: folder,
    writingFolder: () => privateFolder(folder),
    async keep() {
      // Written in place: complete under its name, or not there (writeBackupFile).
    },
    async list() {
      let entries: import("node:fs").Dirent[];
      try {
        entries = await fs.readdir(folder, { withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
        throw error;
      }
      const found: StoredBackup[] = [];
      for (const entry of entries) {
        if (!entry.isFile() || !isBackupFileName(entry.name)) continue;
        const stat = await fs.stat(path.join(folder, entry.name)).catch(() => null);
        if (stat) found.push({ name: entry.name, bytes: stat.size });
      }
      return found.sort((a, b) => newestFirst(a.name, b.name));
    },
    async open(name) {
      const file = checked(name);
      try {
        const handle = await fs.open(file, "r");
        const { size } = await handle.stat();
        return { stream: createReadStream(file, { fd: handle }), bytes: size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async remove(name) {
      await fs.rm(checked(name), { force: true });
    },
  };
}

/**
 * The bucket under `backups/`. A backup is written to DATA_DIR/backups/.upload first and uploaded
 * whole in one PutObject (its length known, so the SDK streams it from the disk), then the local
 * copy goes: the object appears complete or not at all.
 */
export function createS3BackupStore(options: S3StorageOptions, localFolder: string): BackupStore {
  const connect = s3Connection(options);
  const { bucket } = options;
  const keyOf = (name: string) => {
    if (!isBackupFileName(name)) throw new Error(`Not a backup's name: ${JSON.stringify(name)}`);
    return `${S3_BACKUP_PREFIX}${name}`;
  };
  return {
    kind: "s3",
    where: `s3://${bucket}/${S3_BACKUP_PREFIX}`,
    async writingFolder() {
      await privateFolder(localFolder);
      const upload = await privateFolder(path.join(localFolder, ".upload"));
      // Only this server uploads from here, one backup at a time: what is here now was left by
      // one that stopped half-way.
      for (const name of await fs.readdir(upload)) {
        if (isBackupFileName(name) || (name.startsWith("dsa-backup-") && name.endsWith(".partial")))
          await fs.rm(path.join(upload, name), { force: true });
      }
      return upload;
    },
    async keep(file, name, bytes) {
      try {
        const { sdk, client } = await connect();
        await client.send(
          new sdk.PutObjectCommand({
            Bucket: bucket,
            Key: keyOf(name),
            Body: createReadStream(file),
            ContentLength: bytes,
            ContentType: "application/octet-stream",
          }),
        );
      } finally {
        await fs.rm(file, { force: true });
      }
    },
    async list() {
      const { sdk, client } = await connect();
      const found: StoredBackup[] = [];
      let continuationToken: string | undefined;
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({
            Bucket: bucket,
            Prefix: S3_BACKUP_PREFIX,
            ContinuationToken: continuationToken,
          }),
        );
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(S3_BACKUP_PREFIX.length) ?? "";
          if (isBackupFileName(name)) found.push({ name, bytes: object.Size ?? 0 });
        }
        continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (continuationToken);
      return found.sort((a, b) => newestFirst(a.name, b.name));
    },
    async open(name) {
      const { sdk, client } = await connect();
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: keyOf(name) }));
        const stream = answer.Body as Readable | undefined;
        return stream ? { stream, bytes: answer.ContentLength ?? 0 } : null;
      } catch (error) {
        if (isMissing(sdk, error)) return null;
        throw error;
      }
    },
    async remove(name) {
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: keyOf(name) }));
    },
  };
}
