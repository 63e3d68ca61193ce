// What every FileStorage must do (server/files/file-storage.server.ts): the local folder and the
// S3 bucket run the same checks.
import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { expect, it } from "vitest";
import { FileExistsError, isStorageKey, newStorageKey, type FileStorage } from "~server/files/file-storage.server";

const text = (value: string) => new TextEncoder().encode(value);
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** Declares the contract's tests for the storage `storage()` answers (called inside a describe). */
export function fileStorageContract(storage: () => FileStorage) {
  it("stores a buffer, a Node stream and a web stream under new keys, with size and SHA-256", async () => {
    const bytes = text("%PDF-1.4 a small file");
    for (const source of [bytes, Readable.from([bytes]), new Blob([bytes]).stream()]) {
      const stored = await storage().put(source, { area: "downloads", extension: "pdf" });
      expect(isStorageKey(stored.key)).toBe(true);
      expect(stored).toMatchObject({ byteSize: bytes.byteLength, sha256: sha256(bytes) });
      expect(await storage().stat(stored.key)).toMatchObject({ byteSize: bytes.byteLength });
      expect(await readAll((await storage().openRead(stored.key))!)).toEqual(Buffer.from(bytes));
    }
  });

  it("stores a variant under its original's key", async () => {
    const original = await storage().put(text("original"), { area: "media", extension: "jpg" });
    const variant = await storage().put(text("variant"), {
      area: "media",
      extension: "webp",
      variantOf: { key: original.key, width: 640 },
    });
    expect(variant.key).toBe(original.key.replace(/\.jpg$/, "-640w.webp"));
    expect((await readAll((await storage().openRead(variant.key))!)).toString()).toBe("variant");
  });

  it("answers null or false for a missing file, and deletes", async () => {
    const missing = newStorageKey({ area: "downloads", extension: "pdf" });
    expect(await storage().openRead(missing)).toBeNull();
    expect(await storage().stat(missing)).toBeNull();
    expect(await storage().delete(missing)).toBe(false);
    const stored = await storage().put(text("%PDF-1.4"), { area: "downloads", extension: "pdf" });
    expect(await storage().delete(stored.key)).toBe(true);
    expect(await storage().stat(stored.key)).toBeNull();
    expect(await storage().openRead(stored.key)).toBeNull();
  });

  it("refuses keys it could not have made", async () => {
    for (const key of ["../secret.txt", "downloads/2026/11/../../../../secret.txt", "/etc/passwd", "media/x.jpg"]) {
      await expect(storage().openRead(key)).rejects.toThrow(/storage key/);
      await expect(storage().delete(key)).rejects.toThrow(/storage key/);
      await expect(storage().stat(key)).rejects.toThrow(/storage key/);
    }
  });

  it("lists every stored file with its size, and restores a file under its recorded key", async () => {
    const stored = await storage().put(text("%PDF-1.4 listed"), { area: "downloads", extension: "pdf" });
    const listed: { key: string; byteSize: number }[] = [];
    for await (const file of storage().list()) listed.push(file);
    expect(listed).toContainEqual({ key: stored.key, byteSize: stored.byteSize });
    expect(listed.every((file) => isStorageKey(file.key))).toBe(true);
    expect(listed.map((file) => file.key)).toEqual([...listed.map((file) => file.key)].sort());

    const restoredKey = newStorageKey({ area: "media", extension: "jpg" });
    const restored = await storage().putAt(restoredKey, Readable.from([text("restored bytes")]));
    expect(restored).toMatchObject({ key: restoredKey, sha256: sha256(text("restored bytes")) });
    expect((await readAll((await storage().openRead(restoredKey))!)).toString()).toBe("restored bytes");
    // A restore never replaces a file that is there.
    await expect(storage().putAt(restoredKey, text("other bytes"))).rejects.toBeInstanceOf(FileExistsError);
    expect((await readAll((await storage().openRead(restoredKey))!)).toString()).toBe("restored bytes");
    await expect(storage().putAt("../outside.txt", text("x"))).rejects.toThrow(/storage key/);
  });

  it("lists one area alone when asked, and refuses an area that is not a folder name", async () => {
    const document = await storage().put(text("%PDF-1.4 in documents"), { area: "documents", extension: "bin" });
    const media = await storage().put(text("media bytes"), { area: "media", extension: "jpg" });
    const listed: string[] = [];
    for await (const file of storage().list("documents")) listed.push(file.key);
    expect(listed).toContain(document.key);
    expect(listed).not.toContain(media.key);
    expect(listed.every((key) => key.startsWith("documents/"))).toBe(true);
    const none: string[] = [];
    for await (const file of storage().list("no-such-area")) none.push(file.key);
    expect(none).toEqual([]);
    await expect(async () => {
      for await (const _file of storage().list("../media")) void _file;
    }).rejects.toThrow(/storage area/);
  });
}
