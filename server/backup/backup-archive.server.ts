import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import { createReadStream } from "node:fs";
import { Readable, Transform, type Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import zlib from "node:zlib";
import tar from "tar-stream";
import { BackupError } from "./backup-errors";

/**
 * The backup file: a gzip'd tar, so `tar xzf` opens it anywhere. With a passphrase the whole
 * .tar.gz is encrypted as an age file (age-encryption.org/v1, scrypt passphrase stanza), which
 * the `age` command opens without this product (ADR 0040).
 */

/** scrypt's cost as log2(N): 2^16 takes ~64 MiB and a fraction of a second, not age's default 2^18
 * (256 MiB), which would push the server past its memory bar; a long passphrase makes up for it. */
export const SCRYPT_LOG_N = 16;
const AGE_MAGIC = "age-encryption.org/v1\n";

export interface ArchiveWriter {
  /** Adds an entry of `size` bytes; answers the SHA-256 of what was written. */
  add(name: string, size: number, content: Readable | Buffer): Promise<string>;
  /** Ends the archive and waits until the destination has every byte. */
  finish(): Promise<void>;
  /** Bytes handed to the destination so far (the file's size once finished). */
  bytesWritten(): number;
}

export function createArchiveWriter(destination: Writable, passphrase?: string): ArchiveWriter {
  const pack = tar.pack();
  const gzip = zlib.createGzip({ level: 6 });
  // The first error of the destination (a full disk) fails the pipeline below; writes already
  // queued fail the same way after it, with nobody left listening: they must not crash the process.
  // The same holds for the archive's own streams, which pipeline() and the failure below destroy
  // with that error again after pipeline() has stopped listening.
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.byteLength;
      callback(null, chunk);
    },
  });
  for (const stream of [destination, pack, gzip, counter]) stream.on("error", () => undefined);
  const done = (async () => {
    if (!passphrase) return pipeline(pack, gzip, counter, destination);
    const { Encrypter } = await import("age-encryption");
    const encrypter = new Encrypter();
    encrypter.setPassphrase(passphrase);
    encrypter.setScryptWorkFactor(SCRYPT_LOG_N);
    const plain = Readable.toWeb(pack.pipe(gzip)) as unknown as ReadableStream<Uint8Array>;
    const sealed = await encrypter.encrypt(plain);
    return pipeline(Readable.fromWeb(sealed as unknown as WebReadableStream<Uint8Array>), counter, destination);
  })();
  // A failed destination (a full disk) must end the writes waiting on it, not leave them hanging.
  let failure: unknown = null;
  done.catch((error: unknown) => {
    failure = error;
    pack.destroy(error as Error);
  });
  const mtime = new Date();

  return {
    async add(name, size, content) {
      if (failure) throw failure;
      const hash = createHash("sha256");
      let written = 0;
      await new Promise<void>((resolve, reject) => {
        const entry = pack.entry({ name, size, mode: 0o640, mtime, type: "file" }, (error) =>
          error ? reject(error) : resolve(),
        );
        // Its failure reaches the callback above; the event must not crash the process.
        entry.on("error", () => undefined);
        const source = Buffer.isBuffer(content) ? Readable.from([content]) : content;
        source.on("error", (error) => {
          entry.destroy(error);
          reject(error);
        });
        source.on("data", (chunk: Buffer) => {
          hash.update(chunk);
          written += chunk.byteLength;
          if (!entry.write(chunk)) source.pause();
        });
        entry.on("drain", () => source.resume());
        source.on("end", () => {
          if (written !== size) {
            const error = new BackupError(`${name} changed while it was copied (${written} bytes, not ${size})`);
            entry.destroy(error);
            reject(error);
          } else entry.end();
        });
      });
      if (failure) throw failure;
      return hash.digest("hex");
    },
    async finish() {
      pack.finalize();
      await done;
    },
    bytesWritten: () => bytes,
  };
}

export interface ArchiveEntry {
  name: string;
  size: number;
}

/**
 * Reads a backup file entry by entry. `onEntry` must consume the stream it is given; what it
 * throws stops the reading. Errors of the file itself (not a backup, wrong passphrase, cut short,
 * altered) come out as BackupError with a message for the person restoring.
 */
export async function readArchive(
  file: string,
  passphrase: string | undefined,
  onEntry: (entry: ArchiveEntry, content: Readable) => Promise<void>,
): Promise<void> {
  const head = await readHead(file, AGE_MAGIC.length);
  const encrypted = head.toString("latin1") === AGE_MAGIC;
  const gzipped = head[0] === 0x1f && head[1] === 0x8b;
  if (!encrypted && !gzipped)
    throw new BackupError(
      `${file} is not a backup of this product: it is neither a .tar.gz nor an age-encrypted file.`,
    );
  if (encrypted && !passphrase)
    throw new BackupError(
      `${file} is encrypted. Set BACKUP_PASSPHRASE to the passphrase the backup was made with and run the restore again.`,
    );

  let compressed: Readable = createReadStream(file);
  if (encrypted) {
    const { Decrypter } = await import("age-encryption");
    const decrypter = new Decrypter();
    decrypter.addPassphrase(passphrase!);
    try {
      const plain = await decrypter.decrypt(Readable.toWeb(compressed) as unknown as ReadableStream<Uint8Array>);
      compressed = Readable.fromWeb(plain as unknown as WebReadableStream<Uint8Array>);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (/passphrase|identity|decrypt|mac/i.test(reason))
        throw new BackupError(
          `The passphrase does not open ${file}: check BACKUP_PASSPHRASE (it must be the one the backup was made with).`,
        );
      throw new BackupError(`${file} is damaged: its encryption header cannot be read (${reason}).`);
    }
  }

  const extract = tar.extract();
  let sawEntry = false;
  const consume = (async () => {
    for await (const entry of extract) {
      sawEntry = true;
      const size = entry.header.size ?? 0;
      if (entry.header.type !== "file") {
        entry.resume();
        continue;
      }
      // tar-stream's entries are streamx streams: a Node Readable over them for everyone else.
      await onEntry({ name: entry.header.name, size }, Readable.from(entry, { objectMode: false }));
    }
  })();
  // A handler that gave up (its own check failed, a full disk) stops the reading too.
  consume.catch(() => compressed.destroy());
  const [piped, consumed] = await Promise.allSettled([pipeline(compressed, zlib.createGunzip(), extract), consume]);
  if (consumed.status === "rejected" && consumed.reason instanceof BackupError) throw consumed.reason;
  const damage = piped.status === "rejected" ? (piped.reason as NodeJS.ErrnoException) : null;
  // The file's bytes failing to decrypt, inflate or parse come first: the handler only saw the effect.
  if (damage && damage.code !== "ERR_STREAM_PREMATURE_CLOSE") throw describeDamage(file, damage);
  if (consumed.status === "rejected") throw consumed.reason;
  if (damage) throw describeDamage(file, damage);
  if (!sawEntry) throw new BackupError(`${file} is not a backup of this product: it holds no files.`);
}

async function readHead(file: string, length: number): Promise<Buffer> {
  let handle: fs.FileHandle;
  try {
    handle = await fs.open(file, "r");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") throw new BackupError(`There is no file ${file}.`);
    if (code === "EISDIR") throw new BackupError(`${file} is a folder, not a backup file.`);
    throw error;
  }
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** Why a backup file could not be read, for the person restoring it. */
function describeDamage(file: string, error: NodeJS.ErrnoException): Error {
  // The machine's own trouble (a file that cannot be read) is not the backup's fault.
  if (error.code === "EACCES" || error.code === "EISDIR" || error.code === "EIO") return error;
  const reason = error.message;
  if (/unexpected end|premature|truncated|end of file|size mismatch/i.test(reason))
    return new BackupError(`${file} is cut short: the file ends before the backup does (${reason}). Copy it again.`);
  return new BackupError(`${file} is damaged or altered: its contents do not check out (${reason}).`);
}
