// Secrets the application must read back (the mail server's password; borrowers' documents
// later), sealed at rest with AES-256-GCM. Each sealed value names the key that sealed it, so a
// new key can take over while values sealed with the old one stay readable until they are sealed
// again: DATA_ENCRYPTION_KEY seals, DATA_ENCRYPTION_KEY_PREVIOUS (and a key file left in DATA_DIR)
// only open. Without DATA_ENCRYPTION_KEY a key is made once into DATA_DIR (mode 0600).
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** `v1.<key id>.<iv>.<tag>.<ciphertext>`, the last three base64url. */
const FORMAT = "v1";

/** The file a key is made into when DATA_ENCRYPTION_KEY is not set. */
export const DATA_KEY_FILE = "data-encryption.key";

/** A key that cannot be used (malformed variable or file), or a sealed value that cannot be opened. */
export class SecretBoxError extends Error {}

/**
 * A 32-byte key written as 64 hex digits or as base64 (standard or URL-safe, padded or not), as
 * `openssl rand -hex 32` and `openssl rand -base64 32` print them; null when it is neither.
 */
export function parseDataKey(text: string): Buffer | null {
  const value = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, "hex");
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) {
    const key = Buffer.from(value.replace(/-/g, "+").replace(/_/g, "/"), "base64");
    return key.length === KEY_BYTES ? key : null;
  }
  return null;
}

/** The key's name in sealed values: a short fingerprint, from which nothing of the key follows. */
export function dataKeyId(key: Buffer): string {
  return createHash("sha256").update("dsa data key id\0").update(key).digest("base64url").slice(0, 10);
}

export interface SecretBox {
  /** The id of the key that seals. */
  readonly keyId: string;
  /**
   * Seals `plaintext` for `purpose` (e.g. "mail.password"): a value sealed for one purpose does not
   * open for another, so a sealed value copied into another field is refused.
   */
  seal(plaintext: string, purpose: string): string;
  /** The plaintext; a SecretBoxError when the key is unknown, or the value altered or sealed for another purpose. */
  open(sealed: string, purpose: string): string;
  /** The id of the key a sealed value names (null: not a sealed value). */
  keyIdOf(sealed: string): string | null;
}

/** A box that seals with `current` and opens with it and any of `previous`. */
export function createSecretBox(current: Buffer, previous: readonly Buffer[] = []): SecretBox {
  if (current.length !== KEY_BYTES) throw new SecretBoxError(`a data key must be ${KEY_BYTES} bytes`);
  const keyId = dataKeyId(current);
  const keys = new Map<string, Buffer>([[keyId, current]]);
  for (const key of previous) if (key.length === KEY_BYTES && !keys.has(dataKeyId(key))) keys.set(dataKeyId(key), key);

  function parts(sealed: string) {
    const [format, id, iv, tag, data, ...rest] = sealed.split(".");
    if (format !== FORMAT || !id || iv === undefined || tag === undefined || data === undefined || rest.length > 0)
      return null;
    return { id, iv, tag, data };
  }

  return {
    keyId,
    seal(plaintext, purpose) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv("aes-256-gcm", current, iv);
      cipher.setAAD(Buffer.from(`${FORMAT}.${keyId}.${purpose}`));
      const data = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
      const fields = [iv, cipher.getAuthTag(), data].map((bytes) => bytes.toString("base64url"));
      return [FORMAT, keyId, ...fields].join(".");
    },
    open(sealed, purpose) {
      const found = parts(sealed);
      if (!found) throw new SecretBoxError("this is not a sealed value");
      const key = keys.get(found.id);
      if (!key)
        throw new SecretBoxError(
          `it was sealed with data key ${found.id}, which this server does not have (its key is ${keyId}): give every instance the same DATA_ENCRYPTION_KEY, and list a replaced key in DATA_ENCRYPTION_KEY_PREVIOUS`,
        );
      const iv = Buffer.from(found.iv, "base64url");
      const tag = Buffer.from(found.tag, "base64url");
      if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new SecretBoxError("the sealed value is damaged");
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, iv);
        decipher.setAAD(Buffer.from(`${FORMAT}.${found.id}.${purpose}`));
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(Buffer.from(found.data, "base64url")), decipher.final()]).toString(
          "utf8",
        );
      } catch {
        throw new SecretBoxError("the sealed value is damaged or was sealed for something else");
      }
    },
    keyIdOf(sealed) {
      return parts(sealed)?.id ?? null;
    },
  };
}

export interface DataKeys {
  current: Buffer;
  previous: Buffer[];
}

/**
 * The keys of this server: DATA_ENCRYPTION_KEY (validated by config.server.ts) with
 * DATA_ENCRYPTION_KEY_PREVIOUS, or else the key file in DATA_DIR, made at the first start (0600).
 * A key file that stays beside a DATA_ENCRYPTION_KEY set later opens what it sealed.
 * `warn` gets one line when the file is made, and at each start when a PostgreSQL server is shared
 * (other instances cannot read this instance's file).
 */
export function loadDataKeys(options: {
  key: string | undefined;
  previous: readonly string[];
  dataDir: string;
  sharedDatabase: boolean;
  warn: (message: string) => void;
}): DataKeys {
  const file = path.join(path.resolve(options.dataDir), DATA_KEY_FILE);
  const previous = options.previous.map((text, index) => {
    const key = parseDataKey(text);
    if (!key)
      throw new SecretBoxError(`DATA_ENCRYPTION_KEY_PREVIOUS: key ${index + 1} is not 32 bytes in hex or base64`);
    return key;
  });
  if (options.key) {
    const current = parseDataKey(options.key);
    if (!current) throw new SecretBoxError("DATA_ENCRYPTION_KEY must be 32 bytes in hex (64 digits) or base64");
    const fromFile = fs.existsSync(file) ? [readKeyFile(file)] : [];
    return { current, previous: [...previous, ...fromFile] };
  }
  let created = false;
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    try {
      // "wx": never replace a key another process made meanwhile.
      fs.writeFileSync(file, `${randomBytes(KEY_BYTES).toString("base64")}\n`, { mode: 0o600, flag: "wx" });
      created = true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  if (created || options.sharedDatabase)
    options.warn(
      `DATA_ENCRYPTION_KEY is not set: stored secrets are sealed with the key in ${file}${created ? " (made now)" : ""}; keep it with your backups, and set DATA_ENCRYPTION_KEY to the same value on every instance when several share a database`,
    );
  return { current: readKeyFile(file), previous };
}

function readKeyFile(file: string): Buffer {
  const key = parseDataKey(fs.readFileSync(file, "utf8"));
  if (!key) throw new SecretBoxError(`${file} does not hold a 32-byte key in hex or base64: restore it from a backup`);
  return key;
}
