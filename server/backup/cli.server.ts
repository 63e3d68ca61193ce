import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import { existsSync, statSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { ConfigError, loadConfig, type AppConfig } from "../config.server";
import { openDatabase } from "../db/client.server";
import { acquireDataDirLock, DataDirLockedError } from "../db/data-dir-lock.server";
import { createLocalFileStorage, filesDirOf, type FileStorage } from "../files/file-storage.server";
import { createS3FileStorage, s3OptionsOf } from "../files/s3-file-storage.server";
import { backupFileName, explainFileError, keepUnder, writeBackupFile } from "./backup.server";
import { BackupError } from "./backup-errors";
import {
  BACKUP_ENCRYPTED_HEADER,
  BACKUP_STATUS_TRAILER,
  BACKUP_SUMMARY_TRAILER,
  controlSocketPath,
} from "./control-socket.server";
import { createDeletionFence } from "./deletion-fence.server";
import { describeInventory, restoreBackup } from "./restore.server";

/**
 * `npm run backup [-- --output PATH]` and `npm run restore -- FILE [--force]`, with the server's own
 * environment (DATA_DIR, DATABASE_URL, S3_…, BACKUP_PASSPHRASE). Messages for people on stderr;
 * exit code 0 when done, 1 when refused with a reason, 2 on an unexpected failure.
 */
export async function runBackupCommand(command: string, args: string[], env = process.env): Promise<number> {
  try {
    const config = loadConfig(env);
    if (command === "backup") await backup(config, parseBackupArgs(args));
    else if (command === "restore") await restore(config, parseRestoreArgs(args));
    else throw new BackupError(`Unknown command ${command}: use backup or restore.`);
    return 0;
  } catch (error) {
    if (error instanceof BackupError || error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    if (error instanceof DataDirLockedError) {
      console.error(
        `A server is running on this DATA_DIR (pid ${error.ownerPid}). Stop it first: a restore replaces the database it uses.`,
      );
      return 1;
    }
    console.error(error);
    return 2;
  }
}

function parseBackupArgs(args: string[]): { output?: string } {
  if (args.length === 0) return {};
  if (args[0] === "--output" && args[1] && args.length === 2) return { output: args[1] };
  throw new BackupError("Usage: npm run backup [-- --output FILE-OR-FOLDER]");
}

function parseRestoreArgs(args: string[]): { file: string; force: boolean } {
  const force = args.includes("--force");
  const rest = args.filter((arg) => arg !== "--force");
  if (rest.length !== 1 || rest[0]!.startsWith("--"))
    throw new BackupError("Usage: npm run restore -- BACKUP-FILE [--force]");
  return { file: path.resolve(rest[0]!), force };
}

function fileStoreOf(config: AppConfig): FileStorage {
  const s3 = s3OptionsOf(config);
  return s3 ? createS3FileStorage(s3) : createLocalFileStorage(filesDirOf(config.DATA_DIR));
}

/**
 * Where the backup goes: --output's file, a new name in --output's folder, or one in
 * DATA_DIR/backups; the name says whether the archive is encrypted, known once it is being written.
 */
async function outputNamer(config: AppConfig, output: string | undefined): Promise<(encrypted: boolean) => string> {
  if (output && !(existsSync(output) && statSync(output).isDirectory())) return () => path.resolve(output);
  const folder = output ? path.resolve(output) : path.join(path.resolve(config.DATA_DIR), "backups");
  await fs.mkdir(folder, { recursive: true, mode: 0o700 });
  return (encrypted) => path.join(folder, backupFileName(new Date(), encrypted));
}

async function backup(config: AppConfig, args: { output?: string }): Promise<void> {
  const nameFor = await outputNamer(config, args.output);
  const startedAt = Date.now();
  let described: string;
  let file: string;
  let encrypted = Boolean(config.BACKUP_PASSPHRASE);
  if (!config.DATABASE_URL && serverHoldsDataDir(config.DATA_DIR)) {
    ({ described, file, encrypted } = await backupThroughServer(config, nameFor));
  } else {
    file = nameFor(encrypted);
    if (!config.DATABASE_URL && !existsSync(path.join(path.resolve(config.DATA_DIR), "pgdata", "PG_VERSION")))
      throw new BackupError(`There is no database in ${path.resolve(config.DATA_DIR)} to back up (check DATA_DIR).`);
    const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, migrate: false });
    try {
      const fence = createDeletionFence(database);
      const summary = await writeBackupFile({ database, files: fileStoreOf(config), fence }, file, {
        passphrase: config.BACKUP_PASSPHRASE,
      });
      described = describeBackup(summary.bytes, summary.manifest.database.tables, summary.manifest.files.length);
    } finally {
      await database.close();
    }
  }
  console.log(`Backup written to ${file} in ${((Date.now() - startedAt) / 1000).toFixed(1)} s: ${described}.`);
  console.log(
    encrypted
      ? "It is encrypted with BACKUP_PASSPHRASE: keep that passphrase safe, off this server, or the backup cannot be opened."
      : "It is NOT encrypted and holds every borrower's data: set BACKUP_PASSPHRASE to encrypt backups, and keep this file safe.",
  );
}

/** True when a live server holds DATA_DIR's lock (a lock a dead process left is not one). */
function serverHoldsDataDir(dataDir: string): boolean {
  try {
    acquireDataDirLock(dataDir).release();
    return false;
  } catch (error) {
    if (error instanceof DataDirLockedError) return true;
    throw error;
  }
}

function describeBackup(bytes: number, tables: Record<string, number>, files: number): string {
  const rows = (table: string) => (tables[table] ?? 0).toLocaleString("en-IN");
  return `${(bytes / 1024 / 1024).toFixed(1)} MB, ${rows("leads")} leads, ${rows("posts")} posts, ${files} files`;
}

/** The running server (it holds the embedded database) writes the archive into its answer. */
async function backupThroughServer(
  config: AppConfig,
  nameFor: (encrypted: boolean) => string,
): Promise<{ described: string; file: string; encrypted: boolean }> {
  const socketPath = controlSocketPath(config.DATA_DIR);
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    const request = http.request({ socketPath, path: "/backup", method: "POST" }, resolve);
    request.on("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "ENOENT" || error.code === "ECONNREFUSED"
          ? new BackupError(
              `The server running on DATA_DIR does not answer on ${socketPath}: it may still be starting. Try again in a minute.`,
            )
          : error.code === "EACCES"
            ? new BackupError(
                `This user may not reach the server's backup socket ${socketPath}: run the command as the server's user.`,
              )
            : error,
      ),
    );
    // The command's passphrase, when it has one, decides (the server's is used otherwise).
    request.end(JSON.stringify({ passphrase: config.BACKUP_PASSPHRASE }));
  });
  if (response.statusCode !== 200) {
    let text = "";
    for await (const chunk of response) text += String(chunk);
    throw new BackupError(text.trim() || `The server refused the backup (${response.statusCode}).`);
  }
  const encrypted = response.headers[BACKUP_ENCRYPTED_HEADER] === "yes";
  const file = nameFor(encrypted);
  const partial = `${file}.${randomBytes(6).toString("hex")}.partial`;
  try {
    await pipeline(response, createWriteStream(partial, { flags: "wx", mode: 0o600 }));
    const status = response.trailers[BACKUP_STATUS_TRAILER] ?? "";
    if (status !== "complete")
      throw new BackupError(
        status.startsWith("failed: ")
          ? `The server could not take the backup: ${decodeURIComponent(status.slice("failed: ".length))}`
          : "The server stopped before the backup was complete (see its log).",
      );
    const handle = await fs.open(partial, "r");
    await handle.sync().finally(() => handle.close());
    await keepUnder(partial, file);
  } catch (error) {
    await fs.rm(partial, { force: true });
    throw explainFileError(error, file);
  }
  const summary = JSON.parse(Buffer.from(String(response.trailers[BACKUP_SUMMARY_TRAILER]), "base64").toString()) as {
    bytes: number;
    tables: Record<string, number>;
    files: number;
  };
  return {
    described: `${describeBackup(summary.bytes, summary.tables, summary.files)}, taken by the running server`,
    file,
    encrypted,
  };
}

async function restore(config: AppConfig, args: { file: string; force: boolean }): Promise<void> {
  const files = fileStoreOf(config);
  const target = config.DATABASE_URL
    ? { kind: "postgres" as const, url: config.DATABASE_URL, files }
    : { kind: "pglite" as const, dataDir: config.DATA_DIR, files };
  const summary = await restoreBackup(target, {
    file: args.file,
    passphrase: config.BACKUP_PASSPHRASE,
    force: args.force,
    log: (line) => console.log(line),
  });
  const tables = Object.entries(summary.tables)
    .filter(([, rows]) => rows > 0)
    .map(([table, rows]) => `${table} ${rows.toLocaleString("en-IN")}`)
    .join(", ");
  console.log(`Restored the backup of ${summary.manifest.createdAtIst}:`);
  console.log(`  rows: ${tables}`);
  console.log(`  files: ${summary.files.count} (${(summary.files.bytes / 1024 / 1024).toFixed(1)} MB)`);
  console.log(
    summary.schemaBefore === summary.schemaAfter
      ? `  schema: ${summary.schemaAfter}`
      : `  schema: ${summary.schemaBefore}, migrated to ${summary.schemaAfter}`,
  );
  if (summary.replaced) console.log(`  replaced: ${describeInventory(summary.replaced)}`);
  console.log("Start the server to use it.");
}
