import { createHash, randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";

/**
 * Where uploaded files live (downloads today, the media library next): one small interface, so
 * that a second implementation (an S3-compatible bucket, for several instances) can replace the
 * local folder without touching the services that use it.
 *
 * Keys are made here, never from what a user typed: `<area>/<yyyy>/<mm>/<22 random characters>.<ext>`
 * (e.g. `downloads/2026/11/3kF9yQ0v1bQpZ7hV2mWc8A.pdf`). The area and extension come from the
 * calling service; the rest is random. A derived file (an image's WebP variant) takes its
 * original's key with `-<width>w` before the extension (`media/2026/11/3kF9yQ0v1bQpZ7hV2mWc8A-640w.webp`).
 * A key that does not have this shape is refused by every operation, so a key read from a
 * damaged row can never reach outside the storage root.
 */
export interface FileStorage {
  /**
   * Stores bytes under a new key. The file becomes visible under its key only once it is
   * complete (written to a temporary file, then renamed), so a reader never sees half a file.
   */
  put(source: FileSource, options: PutOptions): Promise<StoredFile>;
  /** The file's bytes as a stream; null when there is no file under the key. */
  openRead(key: string): Promise<Readable | null>;
  /** Size and time of the file; null when there is none. */
  stat(key: string): Promise<FileStat | null>;
  /** Deletes the file; false when there was none. */
  delete(key: string): Promise<boolean>;
  /**
   * Every stored file, in key order (a backup copies them all), or with `area` only those whose key
   * starts with `area/` (the documents' sweep, which need not read the media library). Only storage
   * keys: temporary files and anything else in the folder or bucket (backups kept beside the files)
   * are left out.
   */
  list(area?: string): AsyncIterable<ListedFile>;
  /**
   * Stores bytes under a key a backup recorded (a restore), complete or not at all like `put`.
   * Refuses to replace a file that is already there.
   */
  putAt(key: string, source: FileSource): Promise<StoredFile>;
}

export interface ListedFile {
  key: string;
  byteSize: number;
}

/** Thrown by putAt when the key already holds a file. */
export class FileExistsError extends Error {
  constructor(readonly key: string) {
    super(`A file is already stored under ${key}`);
  }
}

/** Bytes to store: a buffer, a Node stream or a web stream (a File's `stream()`). */
export type FileSource = Uint8Array | Readable | ReadableStream<Uint8Array>;

export interface PutOptions {
  /** The part of the system the file belongs to (`downloads`, `media`): lower-case letters and hyphens. */
  area: string;
  /** The extension the key ends with, without the dot (`pdf`, `jpg`): decided from the file's bytes. */
  extension: string;
  /**
   * A variant of a stored file: its key becomes the original's with `-<width>w` before the
   * extension (the original's key must be a storage key; the width 1 to 9999).
   */
  variantOf?: { key: string; width: number };
}

export interface StoredFile {
  key: string;
  byteSize: number;
  /** Hex SHA-256 of the bytes, worked out while they were written. */
  sha256: string;
}

export interface FileStat {
  byteSize: number;
  modifiedAt: Date;
}

const AREA = /^[a-z][a-z-]{0,30}$/;
const EXTENSION = /^[a-z0-9]{1,8}$/;
/** The only shape a key can have: see FileStorage. */
const KEY = /^[a-z][a-z-]{0,30}\/\d{4}\/\d{2}\/[A-Za-z0-9_-]{22}(?:-[1-9]\d{0,3}w)?\.[a-z0-9]{1,8}$/;

/** True for a key this module could have made (and nothing else: no `..`, no absolute path). */
export function isStorageKey(key: string): boolean {
  return KEY.test(key);
}

/** A new random key in `area` for a file with `extension`, dated by `now` (UTC) to keep folders small. */
export function newStorageKey(options: PutOptions, now = new Date()): string {
  if (!AREA.test(options.area)) throw new Error(`Not a storage area: ${JSON.stringify(options.area)}`);
  if (!EXTENSION.test(options.extension)) throw new Error(`Not a file extension: ${JSON.stringify(options.extension)}`);
  if (options.variantOf) {
    const { key, width } = options.variantOf;
    if (!isStorageKey(key) || !key.startsWith(`${options.area}/`))
      throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
    if (!Number.isInteger(width) || width < 1 || width > 9999) throw new Error(`Not a variant width: ${width}`);
    const variant = `${key.replace(/(?:-[1-9]\d{0,3}w)?\.[a-z0-9]{1,8}$/, "")}-${width}w.${options.extension}`;
    if (!isStorageKey(variant)) throw new Error(`Not a storage key: ${JSON.stringify(variant)}`);
    return variant;
  }
  const year = String(now.getUTCFullYear()).padStart(4, "0");
  const month = String(now.getUTCMonth() + 1).padStart(2, "0");
  // 16 random bytes: 128 bits, 22 characters of base64url.
  return `${options.area}/${year}/${month}/${randomBytes(16).toString("base64url")}.${options.extension}`;
}

/** Temporary files wait here, inside the root (same file system, so the rename is atomic). */
const TEMP_FOLDER = ".incoming";

/**
 * Files in a folder of this machine (`${DATA_DIR}/files` by default). Fine for one instance;
 * several instances need a shared implementation (an S3-compatible bucket) behind FileStorage.
 */
export function createLocalFileStorage(root: string): FileStorage & { root: string } {
  const base = path.resolve(root);

  /** The absolute path of a key, checked twice: the key's shape, then that it stays inside the root. */
  function pathOf(key: string): string {
    if (!isStorageKey(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
    const full = path.resolve(base, ...key.split("/"));
    if (!full.startsWith(base + path.sep)) throw new Error(`Storage key outside the root: ${JSON.stringify(key)}`);
    return full;
  }

  /**
   * Writes to a temporary file, fsyncs it and only then gives it its name, so a reader (or a crash)
   * never sees half a file under a key. A restored key must be free: `link` fails when it is not.
   */
  async function writeAt(key: string, source: FileSource, kind: "new" | "restored"): Promise<StoredFile> {
    const target = pathOf(key);
    const tempDir = path.join(base, TEMP_FOLDER);
    await fs.mkdir(tempDir, { recursive: true });
    await fs.mkdir(path.dirname(target), { recursive: true });
    const temp = path.join(tempDir, `${randomBytes(12).toString("base64url")}.part`);
    const hash = createHash("sha256");
    let byteSize = 0;
    const measure = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        byteSize += chunk.byteLength;
        done(null, chunk);
      },
    });
    try {
      const input =
        source instanceof Uint8Array
          ? Readable.from([source])
          : source instanceof Readable
            ? source
            : Readable.fromWeb(source as import("node:stream/web").ReadableStream<Uint8Array>);
      // `wx`: never follow or overwrite whatever might already be at the temporary name.
      const output = createWriteStream(temp, { flags: "wx", mode: 0o640 });
      await pipeline(input, measure, output);
      // On disk before it gets its name: a crash leaves a stray .part file, never a short file under a key.
      const handle = await fs.open(temp, "r");
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
      if (kind === "new") await fs.rename(temp, target);
      else {
        // A hard link fails with EEXIST instead of replacing what is there.
        try {
          await fs.link(temp, target);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === "EEXIST") throw new FileExistsError(key);
          throw error;
        }
        await fs.rm(temp, { force: true });
      }
      // The folder's entry too: without it a power cut can leave the row naming a file that is gone.
      const folder = await fs.open(path.dirname(target), "r");
      try {
        await folder.sync();
      } finally {
        await folder.close();
      }
    } catch (error) {
      await fs.rm(temp, { force: true });
      throw error;
    }
    return { key, byteSize, sha256: hash.digest("hex") };
  }

  /** The storage keys under a folder of the root, depth first in name order. */
  async function* walk(folder: string, prefix: string): AsyncGenerator<ListedFile> {
    let entries: import("node:fs").Dirent[];
    try {
      entries = await fs.readdir(folder, { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const key = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (entry.name !== TEMP_FOLDER) yield* walk(path.join(folder, entry.name), key);
      } else if (entry.isFile() && isStorageKey(key)) {
        const info = await fs.stat(path.join(folder, entry.name)).catch(() => null);
        if (info) yield { key, byteSize: info.size };
      }
    }
  }

  return {
    root: base,

    async put(source, options) {
      return writeAt(newStorageKey(options), source, "new");
    },

    async putAt(key, source) {
      return writeAt(key, source, "restored");
    },

    async openRead(key) {
      const file = pathOf(key);
      try {
        const handle = await fs.open(file, "r");
        return handle.createReadStream();
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async stat(key) {
      try {
        const info = await fs.stat(pathOf(key));
        return info.isFile() ? { byteSize: info.size, modifiedAt: info.mtime } : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    list(area) {
      return area ? walk(path.join(base, checkedArea(area)), area) : walk(base, "");
    },

    async delete(key) {
      try {
        await fs.unlink(pathOf(key));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
  };
}

/** An area is one folder name of storage keys (`documents`, `media`): never a path of its own. */
export function checkedArea(area: string): string {
  if (!AREA.test(area)) throw new Error(`Not a storage area: ${JSON.stringify(area)}`);
  return area;
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === "ENOENT";
}

/** The folder for uploaded files under DATA_DIR (kept with the database in backups). */
export function filesDirOf(dataDir: string): string {
  return path.join(dataDir, "files");
}
