import { createHash, randomBytes } from "node:crypto";
import { Readable, Writable, type Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { describe, expect, it } from "vitest";
import {
  createDocumentCipher,
  DocumentCipherError,
  DOCUMENT_CHUNK_BYTES,
  storedDocumentSize,
} from "~server/documents/document-cipher.server";
import { createSecretBox } from "~server/shared/secret-box.server";

const HEADER_BYTES = 7 + 16;
const STORED_CHUNK_BYTES = 12 + DOCUMENT_CHUNK_BYTES + 16;

/** What `transform` makes of `pieces` written one after another, and what it let through before an error. */
async function through(transform: Transform, pieces: Buffer[]): Promise<{ output: Buffer; error: unknown }> {
  const out: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      out.push(chunk);
      done();
    },
  });
  const error = await pipeline(Readable.from(pieces), transform, sink).then(
    () => null,
    (caught: unknown) => caught,
  );
  return { output: Buffer.concat(out), error };
}

const cipher = createDocumentCipher(createSecretBox(randomBytes(32)));

async function encrypted(key: Buffer, plaintext: Buffer): Promise<Buffer> {
  const { output, error } = await through(cipher.encrypt(key), plaintext.length > 0 ? [plaintext] : []);
  expect(error).toBeNull();
  return output;
}

async function decrypted(key: Buffer, stored: Buffer) {
  return through(cipher.decrypt(key), [stored]);
}

/** The stored chunks of a file (header removed): every chunk but the last has the full size. */
function chunksOf(stored: Buffer): Buffer[] {
  const chunks: Buffer[] = [];
  for (let at = HEADER_BYTES; at < stored.length; at += STORED_CHUNK_BYTES)
    chunks.push(stored.subarray(at, at + STORED_CHUNK_BYTES));
  return chunks;
}

describe("the document cipher's stored format", () => {
  it.each([
    ["no bytes", 0],
    ["one byte", 1],
    ["exactly one chunk", DOCUMENT_CHUNK_BYTES],
    ["three and a half chunks", DOCUMENT_CHUNK_BYTES * 3.5],
    ["10 MB", 10 * 1024 * 1024],
  ])("gives back %s as it was, stored in a different form", async (_name, size) => {
    const { key } = cipher.newFileKey();
    const plaintext = randomBytes(size);
    const stored = await encrypted(key, plaintext);
    expect(stored.length).toBe(storedDocumentSize(size));
    expect(stored.subarray(0, 6).toString("latin1")).toBe("DSADOC");
    if (size >= 16) expect(stored.includes(plaintext.subarray(0, 16))).toBe(false);
    const { output, error } = await decrypted(key, stored);
    expect(error).toBeNull();
    expect(output.equals(plaintext)).toBe(true);
  });

  it("reads the same file whatever the sizes of the writes in and out", async () => {
    const { key } = cipher.newFileKey();
    const plaintext = randomBytes(DOCUMENT_CHUNK_BYTES * 2 + 1234);
    const pieces = (bytes: Buffer, size: number) =>
      Array.from({ length: Math.ceil(bytes.length / size) }, (_, index) =>
        bytes.subarray(index * size, (index + 1) * size),
      );
    const stored = (await through(cipher.encrypt(key), pieces(plaintext, 1000))).output;
    expect(stored.equals(await encrypted(key, plaintext))).toBe(false); // fresh nonces every time
    const { output, error } = await through(cipher.decrypt(key), pieces(stored, 777));
    expect(error).toBeNull();
    expect(output.equals(plaintext)).toBe(true);
  });

  describe("refuses stored bytes that are not the file as written", () => {
    const plaintext = randomBytes(DOCUMENT_CHUNK_BYTES * 3 + 500);

    it("an altered byte, passing on nothing of the chunk it is in", async () => {
      const { key } = cipher.newFileKey();
      const stored = await encrypted(key, plaintext);
      const altered = Buffer.from(stored);
      altered[HEADER_BYTES + STORED_CHUNK_BYTES + 100]! ^= 0x01;
      const { output, error } = await decrypted(key, altered);
      expect(error).toBeInstanceOf(DocumentCipherError);
      expect((error as Error).message).toMatch(/chunk 1/);
      // Chunk 0 was intact and went through; not one byte of chunk 1.
      expect(output.equals(plaintext.subarray(0, DOCUMENT_CHUNK_BYTES))).toBe(true);
    });

    it("a file without its last chunk, or cut inside a chunk", async () => {
      const { key } = cipher.newFileKey();
      const stored = await encrypted(key, plaintext);
      const chunks = chunksOf(stored);
      const withoutLast = Buffer.concat([stored.subarray(0, HEADER_BYTES), ...chunks.slice(0, -1)]);
      expect((await decrypted(key, withoutLast)).error).toBeInstanceOf(DocumentCipherError);
      expect((await decrypted(key, stored.subarray(0, stored.length - 1))).error).toBeInstanceOf(DocumentCipherError);
      expect((await decrypted(key, stored.subarray(0, HEADER_BYTES + 10))).error).toBeInstanceOf(DocumentCipherError);
      expect((await decrypted(key, stored.subarray(0, 3))).error).toBeInstanceOf(DocumentCipherError);
      expect((await decrypted(key, Buffer.alloc(0))).error).toBeInstanceOf(DocumentCipherError);
    });

    it("chunks swapped, or anything after the last chunk", async () => {
      const { key } = cipher.newFileKey();
      const stored = await encrypted(key, plaintext);
      const [first, second, ...rest] = chunksOf(stored);
      const swapped = Buffer.concat([stored.subarray(0, HEADER_BYTES), second!, first!, ...rest]);
      expect((await decrypted(key, swapped)).error).toBeInstanceOf(DocumentCipherError);
      const lengthened = Buffer.concat([stored, stored.subarray(HEADER_BYTES, HEADER_BYTES + 40)]);
      expect((await decrypted(key, lengthened)).error).toBeInstanceOf(DocumentCipherError);
      // The last chunk of one file after the chunks of another file with the same key.
      const other = await encrypted(key, randomBytes(DOCUMENT_CHUNK_BYTES * 3 + 500));
      const spliced = Buffer.concat([
        stored.subarray(0, HEADER_BYTES),
        ...chunksOf(stored).slice(0, -1),
        chunksOf(other).at(-1)!,
      ]);
      expect((await decrypted(key, spliced)).error).toBeInstanceOf(DocumentCipherError);
    });

    it("another key, another format, and a key that is not 32 bytes", async () => {
      const { key } = cipher.newFileKey();
      const stored = await encrypted(key, plaintext);
      const { error, output } = await decrypted(cipher.newFileKey().key, stored);
      expect(error).toBeInstanceOf(DocumentCipherError);
      expect(output.length).toBe(0);
      const otherVersion = Buffer.from(stored);
      otherVersion[6] = 2;
      expect((await decrypted(key, otherVersion)).error).toMatchObject({ message: /version 2/ });
      expect((await decrypted(key, plaintext)).error).toMatchObject({ message: /not a stored document file/ });
      expect(() => cipher.encrypt(randomBytes(16))).toThrow(DocumentCipherError);
    });
  });

  it("streams a 50 MB file with a few chunks held at any moment, never the file", async () => {
    const { key } = cipher.newFileKey();
    const total = 50 * 1024 * 1024;
    const piece = 64 * 1024;
    const expected = createHash("sha256");
    async function* plaintext() {
      for (let sent = 0; sent < total; sent += piece) {
        const bytes = Buffer.alloc(piece, sent / piece);
        expected.update(bytes);
        yield bytes;
      }
    }
    const encrypt = cipher.encrypt(key);
    const decrypt = cipher.decrypt(key);
    const actual = createHash("sha256");
    let received = 0;
    let mostHeld = 0;
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        actual.update(chunk);
        received += chunk.length;
        const held = [encrypt, decrypt].reduce((sum, stream) => sum + stream.readableLength + stream.writableLength, 0);
        mostHeld = Math.max(mostHeld, held);
        done();
      },
    });
    await pipeline(Readable.from(plaintext()), encrypt, decrypt, sink);
    expect(received).toBe(total);
    expect(actual.digest("hex")).toBe(expected.digest("hex"));
    // Each stream keeps at most a chunk back and a little in its buffers: well under 1 MiB in all.
    expect(mostHeld).toBeLessThan(1024 * 1024);
  });
});

describe("the file keys (envelope encryption)", () => {
  it("seals a fresh key for each file, opened only by a box with the key that sealed it", () => {
    const first = cipher.newFileKey();
    const second = cipher.newFileKey();
    expect(first.key.length).toBe(32);
    expect(first.key.equals(second.key)).toBe(false);
    expect(first.sealedKey).not.toContain(first.key.toString("base64"));
    expect(cipher.openFileKey(first.sealedKey).equals(first.key)).toBe(true);
    const stranger = createDocumentCipher(createSecretBox(randomBytes(32)));
    expect(() => stranger.openFileKey(first.sealedKey)).toThrow(DocumentCipherError);
    expect(() => stranger.openFileKey(first.sealedKey)).toThrow(/DATA_ENCRYPTION_KEY/);
    expect(() => cipher.openFileKey("not sealed")).toThrow(DocumentCipherError);
    // A value sealed for another purpose is not a file key.
    const box = createSecretBox(randomBytes(32));
    expect(() =>
      createDocumentCipher(box).openFileKey(box.seal(randomBytes(32).toString("base64"), "mail.password")),
    ).toThrow(DocumentCipherError);
  });

  it("opens a key sealed before a rotation and moves it to the new key, the file untouched", async () => {
    const oldKey = randomBytes(32);
    const newKey = randomBytes(32);
    const before = createDocumentCipher(createSecretBox(oldKey));
    const { key, sealedKey } = before.newFileKey();
    const plaintext = randomBytes(100_000);
    const stored = await encrypted(key, plaintext);

    const newBox = createSecretBox(newKey, [oldKey]);
    const after = createDocumentCipher(newBox);
    expect(after.openFileKey(sealedKey).equals(key)).toBe(true);
    const resealed = after.resealFileKey(sealedKey);
    expect(resealed).not.toBeNull();
    expect(newBox.keyIdOf(resealed!)).toBe(newBox.keyId);
    expect(after.resealFileKey(resealed!)).toBeNull();
    // Once the old key is gone from the environment, the moved key still opens the same file.
    const withoutOldKey = createDocumentCipher(createSecretBox(newKey));
    expect(() => withoutOldKey.openFileKey(sealedKey)).toThrow(DocumentCipherError);
    const { output, error } = await through(withoutOldKey.decrypt(withoutOldKey.openFileKey(resealed!)), [stored]);
    expect(error).toBeNull();
    expect(output.equals(plaintext)).toBe(true);
    expect(() => after.resealFileKey("v1.nothing")).toThrow(DocumentCipherError);
  });
});
