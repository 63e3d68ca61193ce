import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { PassThrough } from "node:stream";
import type { Logger } from "pino";
import { writeBackup, type BackupSources } from "./backup.server";
import { BackupError } from "./backup-errors";

/**
 * The embedded database belongs to the one process that holds DATA_DIR's lock, so `npm run backup`
 * cannot open it while the server runs: it asks the server instead, through a Unix socket in
 * DATA_DIR that only the DATA_DIR's owner can open (mode 0600; whoever can open it can read the
 * database files anyway). The server writes the archive into the answer; the command keeps it. No
 * port, nothing reachable from the network.
 */
export const CONTROL_SOCKET = "control.sock";

/** Trailers of the answer: whether the archive in the body is complete, and what it holds. */
export const BACKUP_STATUS_TRAILER = "x-backup-status";
export const BACKUP_SUMMARY_TRAILER = "x-backup-summary";
/** Header of the answer: whether the archive is encrypted (the command names the file by it). */
export const BACKUP_ENCRYPTED_HEADER = "x-backup-encrypted";

/**
 * The command's own BACKUP_PASSPHRASE, sent as `{"passphrase": "…"}`: the backup is encrypted as
 * the person running it expects, with the server's passphrase when the command has none.
 */
async function readPassphrase(req: http.IncomingMessage): Promise<string | undefined> {
  let text = "";
  for await (const chunk of req) {
    text += String(chunk);
    if (text.length > 4096) return undefined;
  }
  try {
    const body = JSON.parse(text || "{}") as { passphrase?: unknown };
    return typeof body.passphrase === "string" && body.passphrase ? body.passphrase : undefined;
  } catch {
    return undefined;
  }
}

/** The longest path a Unix socket may have on Linux (108 bytes with the terminating zero). */
const MAX_SOCKET_PATH = 107;

export function controlSocketPath(dataDir: string): string {
  return path.join(path.resolve(dataDir), CONTROL_SOCKET);
}

export async function listenControlSocket(
  dataDir: string,
  sources: BackupSources,
  options: { passphrase?: string; logger: Pick<Logger, "info" | "warn" | "error"> },
): Promise<() => Promise<void>> {
  const socketPath = controlSocketPath(dataDir);
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) {
    options.logger.warn(
      { socketPath },
      "DATA_DIR's path is too long for the backup socket: `npm run backup` can only run while the server is stopped",
    );
    return async () => undefined;
  }
  // This process holds DATA_DIR's lock, so a socket file left there is a dead server's.
  fs.rmSync(socketPath, { force: true });
  let running = false;

  const server = http.createServer((req, res) => {
    if (req.method !== "POST" || req.url !== "/backup") {
      res.writeHead(404, { "Content-Type": "text/plain" }).end("POST /backup is all this socket answers.\n");
      return;
    }
    if (running) {
      res
        .writeHead(409, { "Content-Type": "text/plain" })
        .end("A backup is already running: try again when it ends.\n");
      return;
    }
    running = true;
    void readPassphrase(req).then((given) => answerWithBackup(given ?? options.passphrase, res));
  });

  function answerWithBackup(passphrase: string | undefined, res: http.ServerResponse): void {
    res.writeHead(200, {
      [BACKUP_ENCRYPTED_HEADER]: passphrase ? "yes" : "no",
      "Content-Type": "application/octet-stream",
      Trailer: `${BACKUP_STATUS_TRAILER}, ${BACKUP_SUMMARY_TRAILER}`,
    });
    // The archive ends the stream it is written to; the answer must stay open for its trailers.
    const body = new PassThrough();
    body.pipe(res, { end: false });
    const flushed = new Promise<void>((resolve) => body.on("end", resolve));
    // A command that went away (Ctrl+C) must not leave the backup waiting on a full buffer.
    res.on("close", () => {
      if (!res.writableFinished) body.destroy(new BackupError("npm run backup stopped listening"));
    });
    const startedAt = Date.now();
    writeBackup(sources, body, { passphrase })
      .then(
        async (summary) => {
          await flushed;
          const described = {
            bytes: summary.bytes,
            tables: summary.manifest.database.tables,
            files: summary.manifest.files.length,
            encrypted: Boolean(passphrase),
          };
          res.addTrailers({
            [BACKUP_STATUS_TRAILER]: "complete",
            [BACKUP_SUMMARY_TRAILER]: Buffer.from(JSON.stringify(described)).toString("base64"),
          });
          options.logger.info({ bytes: summary.bytes, ms: Date.now() - startedAt }, "backup taken for npm run backup");
        },
        (error: unknown) => {
          body.unpipe(res);
          const message =
            error instanceof BackupError ? error.message : "the server could not take the backup (see its log)";
          res.addTrailers({ [BACKUP_STATUS_TRAILER]: `failed: ${encodeURIComponent(message)}` });
          options.logger.error({ err: error }, "a backup for npm run backup failed");
        },
      )
      .finally(() => {
        running = false;
        if (!res.destroyed) res.end();
      });
  }
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(socketPath, () => resolve());
  });
  fs.chmodSync(socketPath, 0o600);
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeAllConnections();
    fs.rmSync(socketPath, { force: true });
  };
}
