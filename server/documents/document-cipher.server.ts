// Borrowers' documents encrypted at rest (issue 29; ADR 0041): envelope encryption. Each stored
// file has a key of its own, made at random; that key is sealed by the secret box (the key from
// DATA_ENCRYPTION_KEY, server/shared/secret-box.server.ts) and kept in the file's database row.
// Rotating DATA_ENCRYPTION_KEY re-seals the rows' small keys and never rewrites a file, and a
// stolen bucket or disk holds nothing readable without the database and the environment both.
//
// A file is encrypted in chunks, as a stream, so that a 15 MB upload or a "Download all" never
// holds a whole file in memory, and so that a damaged or cut file fails at the chunk where it is
// wrong, before anything of that chunk reaches the staff member's browser.
//
// The stored bytes (format version 1):
//
//   header   6 bytes   "DSADOC" (ASCII)
//            1 byte    format version, 0x01
//            16 bytes  file id (random)
//   chunk 0  12 bytes  nonce (random)
//            n bytes   ciphertext of up to 65,536 bytes of plaintext (AES-256-GCM, the file key)
//            16 bytes  GCM tag
//   chunk 1 … the same, until the last chunk
//
// Every chunk but the last holds exactly 65,536 bytes of plaintext; the last holds 1 to 65,536
// (0 only when the whole file is empty, which is then one empty last chunk). Each chunk's
// authenticated data is the whole header, the chunk's index (8 bytes, big-endian, from 0) and a
// "last" byte (1 on the last chunk, else 0). So a chunk moved to another place fails (its index),
// a file cut at a chunk boundary fails (its new last chunk was sealed as "not last"), a file with
// anything after its last chunk fails (the chunk before was sealed as "last"), a chunk of another
// file fails even should two files ever share a key (the file id), and a file from another version
// or format fails (the header). A reader knows a chunk is the last one only at the end of the
// input, so each side holds one chunk back until a byte after it arrives.
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { Transform, type TransformCallback } from "node:stream";
import { SecretBoxError, type SecretBox } from "../shared/secret-box.server";

/** A file key that cannot be opened, or stored bytes that are not an intact document file. */
export class DocumentCipherError extends Error {
  override readonly name = "DocumentCipherError";
}

export interface DocumentCipher {
  /** A fresh random 32-byte key for one stored file, and that key sealed by the secret box (purpose "document.file-key") for the database row. */
  newFileKey(): { key: Buffer; sealedKey: string };
  /** Opens a sealed file key; DocumentCipherError when the server lacks the key that sealed it. */
  openFileKey(sealedKey: string): Buffer;
  /** The sealed key sealed again with the box's current key, or null when it already is (key rotation: re-sealing touches only database rows, never the files). */
  resealFileKey(sealedKey: string): string | null;
  /** plaintext in → stored bytes out */
  encrypt(key: Buffer): Transform;
  /** stored bytes in → plaintext out; errors (DocumentCipherError) on altered, reordered or truncated input, before any byte of a bad chunk is passed on */
  decrypt(key: Buffer): Transform;
}

const FILE_KEY_PURPOSE = "document.file-key";
const KEY_BYTES = 32;
const MAGIC = Buffer.from("DSADOC", "latin1");
const VERSION = 0x01;
const FILE_ID_BYTES = 16;
const HEADER_BYTES = MAGIC.length + 1 + FILE_ID_BYTES;
/** Plaintext bytes in every chunk but the last. */
export const DOCUMENT_CHUNK_BYTES = 64 * 1024;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const CHUNK_OVERHEAD = NONCE_BYTES + TAG_BYTES;
const STORED_CHUNK_BYTES = DOCUMENT_CHUNK_BYTES + CHUNK_OVERHEAD;
/** Random 96-bit nonces stay safe for 2^32 messages under one key; no file comes near (256 TiB). */
const MAX_CHUNKS = 2 ** 32;

/** How many bytes a file of `plaintextBytes` takes once stored (for size checks and tests). */
export function storedDocumentSize(plaintextBytes: number): number {
  const chunks = Math.max(1, Math.ceil(plaintextBytes / DOCUMENT_CHUNK_BYTES));
  return HEADER_BYTES + chunks * CHUNK_OVERHEAD + plaintextBytes;
}

function chunkAad(header: Buffer, index: number, last: boolean): Buffer {
  const aad = Buffer.alloc(HEADER_BYTES + 9);
  header.copy(aad, 0);
  aad.writeBigUInt64BE(BigInt(index), HEADER_BYTES);
  aad.writeUInt8(last ? 1 : 0, HEADER_BYTES + 8);
  return aad;
}

function checkKey(key: Buffer): void {
  if (!Buffer.isBuffer(key) || key.length !== KEY_BYTES)
    throw new DocumentCipherError(`a document file key must be ${KEY_BYTES} bytes`);
}

/**
 * Bytes collected from a stream's writes, taken off the front in pieces of a set size: the one
 * copy made is of the piece taken, so a large write is never copied whole.
 */
class ByteQueue {
  private parts: Buffer[] = [];
  length = 0;

  push(bytes: Buffer): void {
    if (bytes.length === 0) return;
    this.parts.push(bytes);
    this.length += bytes.length;
  }

  take(count: number): Buffer {
    const taken = Buffer.allocUnsafe(count);
    let filled = 0;
    while (filled < count) {
      const first = this.parts[0]!;
      const used = Math.min(first.length, count - filled);
      first.copy(taken, filled, 0, used);
      filled += used;
      if (used === first.length) this.parts.shift();
      else this.parts[0] = first.subarray(used);
    }
    this.length -= count;
    return taken;
  }
}

/** Runs one step of a stream and tells the stream how it went: an error thrown destroys it. */
function settle(done: TransformCallback, step: () => void): void {
  try {
    step();
  } catch (error) {
    return done(error as Error);
  }
  done();
}

class EncryptingStream extends Transform {
  private readonly pending = new ByteQueue();
  private readonly header = Buffer.concat([MAGIC, Buffer.of(VERSION), randomBytes(FILE_ID_BYTES)]);
  private index = 0;

  constructor(private readonly key: Buffer) {
    super();
    this.push(this.header);
  }

  override _transform(data: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.pending.push(data);
    settle(done, () => {
      // A full chunk is sealed as "not last" only once a byte after it has arrived.
      while (this.pending.length > DOCUMENT_CHUNK_BYTES)
        this.push(this.seal(this.pending.take(DOCUMENT_CHUNK_BYTES), false));
    });
  }

  override _flush(done: TransformCallback): void {
    settle(done, () => this.push(this.seal(this.pending.take(this.pending.length), true)));
  }

  private seal(plaintext: Buffer, last: boolean): Buffer {
    if (this.index >= MAX_CHUNKS) throw new DocumentCipherError("the file is too large to encrypt");
    const nonce = randomBytes(NONCE_BYTES);
    const cipher = createCipheriv("aes-256-gcm", this.key, nonce, { authTagLength: TAG_BYTES });
    cipher.setAAD(chunkAad(this.header, this.index++, last));
    return Buffer.concat([nonce, cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
  }
}

function checkedHeader(header: Buffer): Buffer {
  if (!header.subarray(0, MAGIC.length).equals(MAGIC))
    throw new DocumentCipherError("this is not a stored document file");
  const version = header[MAGIC.length];
  if (version !== VERSION) throw new DocumentCipherError(`stored document format version ${version} is not known here`);
  return header;
}

class DecryptingStream extends Transform {
  private readonly pending = new ByteQueue();
  private header: Buffer | null = null;
  private index = 0;

  constructor(private readonly key: Buffer) {
    super();
  }

  override _transform(data: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.pending.push(data);
    settle(done, () => {
      if (!this.header) {
        if (this.pending.length < HEADER_BYTES) return;
        this.header = checkedHeader(this.pending.take(HEADER_BYTES));
      }
      // A full stored chunk is known not to be the last only once a byte after it has arrived.
      while (this.pending.length > STORED_CHUNK_BYTES)
        this.push(this.open(this.pending.take(STORED_CHUNK_BYTES), false));
    });
  }

  override _flush(done: TransformCallback): void {
    settle(done, () => {
      if (!this.header) {
        if (this.pending.length < HEADER_BYTES)
          throw new DocumentCipherError("the stored file is cut short (no header)");
        this.header = checkedHeader(this.pending.take(HEADER_BYTES));
      }
      if (this.pending.length < CHUNK_OVERHEAD) throw new DocumentCipherError("the stored file is cut short");
      this.push(this.open(this.pending.take(this.pending.length), true));
    });
  }

  /** The chunk's plaintext, returned only once its tag has been checked. */
  private open(stored: Buffer, last: boolean): Buffer {
    const index = this.index++;
    const decipher = createDecipheriv("aes-256-gcm", this.key, stored.subarray(0, NONCE_BYTES), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAAD(chunkAad(this.header!, index, last));
    decipher.setAuthTag(stored.subarray(stored.length - TAG_BYTES));
    try {
      return Buffer.concat([
        decipher.update(stored.subarray(NONCE_BYTES, stored.length - TAG_BYTES)),
        decipher.final(),
      ]);
    } catch {
      throw new DocumentCipherError(
        `the stored file is damaged at chunk ${index}: altered, cut short, reordered, or encrypted with another key`,
      );
    }
  }
}

export function createDocumentCipher(box: SecretBox): DocumentCipher {
  function openFileKey(sealedKey: string): Buffer {
    let text: string;
    try {
      text = box.open(sealedKey, FILE_KEY_PURPOSE);
    } catch (error) {
      if (error instanceof SecretBoxError)
        throw new DocumentCipherError(`the file key cannot be opened: ${error.message}`);
      throw error;
    }
    const key = Buffer.from(text, "base64");
    if (key.length !== KEY_BYTES) throw new DocumentCipherError("the sealed file key is not a file key");
    return key;
  }

  return {
    newFileKey() {
      const key = randomBytes(KEY_BYTES);
      return { key, sealedKey: box.seal(key.toString("base64"), FILE_KEY_PURPOSE) };
    },
    openFileKey,
    resealFileKey(sealedKey) {
      const keyId = box.keyIdOf(sealedKey);
      if (keyId === null) throw new DocumentCipherError("this is not a sealed file key");
      if (keyId === box.keyId) return null;
      return box.seal(openFileKey(sealedKey).toString("base64"), FILE_KEY_PURPOSE);
    },
    encrypt(key) {
      checkKey(key);
      return new EncryptingStream(key);
    },
    decrypt(key) {
      checkKey(key);
      return new DecryptingStream(key);
    },
  };
}
