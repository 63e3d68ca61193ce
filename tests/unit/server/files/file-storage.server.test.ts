import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { createHash } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createLocalFileStorage, isStorageKey, newStorageKey } from "~server/files/file-storage.server";
import { contentDisposition } from "~server/http/download-file.server";
import { safeFileName } from "~server/downloads/download.server";
import { urlFileName } from "~server/downloads/download-labels";

const text = (value: string) => new TextEncoder().encode(value);
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

describe("storage keys", () => {
  it("are made by the server: area, year, month, 22 random characters, the extension", () => {
    const key = newStorageKey({ area: "downloads", extension: "pdf" }, new Date("2026-11-23T01:00:00Z"));
    expect(key).toMatch(/^downloads\/2026\/11\/[A-Za-z0-9_-]{22}\.pdf$/);
    expect(isStorageKey(key)).toBe(true);
    expect(newStorageKey({ area: "downloads", extension: "pdf" })).not.toBe(
      newStorageKey({ area: "downloads", extension: "pdf" }),
    );
  });

  it("refuse areas and extensions that could carry a path", () => {
    for (const area of ["../etc", "Downloads", "a/b", "", "downloads/.."]) {
      expect(() => newStorageKey({ area, extension: "pdf" })).toThrow();
    }
    for (const extension of ["pdf/../x", ".pdf", "p df", ""]) {
      expect(() => newStorageKey({ area: "downloads", extension })).toThrow();
    }
  });

  it("give a variant its original's key with -<width>w before its own extension", () => {
    const original = newStorageKey({ area: "media", extension: "jpg" }, new Date("2026-11-23T01:00:00Z"));
    const variant = newStorageKey({ area: "media", extension: "webp", variantOf: { key: original, width: 640 } });
    expect(variant).toBe(original.replace(/\.jpg$/, "-640w.webp"));
    expect(isStorageKey(variant)).toBe(true);
    for (const variantOf of [
      { key: "../etc/passwd", width: 640 },
      { key: original, width: 0 },
      { key: original, width: 1.5 },
      { key: original.replace(/^media/, "downloads"), width: 640 },
    ]) {
      expect(() => newStorageKey({ area: "media", extension: "webp", variantOf })).toThrow();
    }
  });

  it("read any other shape as not a key", () => {
    for (const key of [
      "../../etc/passwd",
      "/etc/passwd",
      "downloads/2026/11/../../../x.pdf",
      "downloads/2026/11/abc.pdf",
      "downloads\\2026\\11\\AAAAAAAAAAAAAAAAAAAAAA.pdf",
      "downloads/2026/11/AAAAAAAAAAAAAAAAAAAAAA.pdf/..",
      "home loan form.pdf",
      "media/2026/11/AAAAAAAAAAAAAAAAAAAAAA-0w.webp",
      "media/2026/11/AAAAAAAAAAAAAAAAAAAAAA-640w-320w.webp",
      "media/2026/11/AAAAAAAAAAAAAAAAAAAAAA-../x.webp",
    ]) {
      expect(isStorageKey(key), key).toBe(false);
    }
  });
});

describe("the local file storage", () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "dsa-files-"));
  });
  afterEach(() => {
    fs.rmSync(root, { recursive: true, force: true });
  });

  const filesUnder = (dir: string) =>
    (fs.readdirSync(dir, { recursive: true }) as string[]).filter((name) => fs.statSync(path.join(dir, name)).isFile());

  it("stores a buffer, a Node stream and a web stream under new keys, with size and SHA-256", async () => {
    const storage = createLocalFileStorage(root);
    const bytes = text("%PDF-1.4 a small file");
    for (const source of [bytes, Readable.from([bytes]), new Blob([bytes]).stream()]) {
      const stored = await storage.put(source, { area: "downloads", extension: "pdf" });
      expect(isStorageKey(stored.key)).toBe(true);
      expect(stored.byteSize).toBe(bytes.byteLength);
      expect(stored.sha256).toBe(sha256(bytes));
      expect(fs.readFileSync(path.join(root, stored.key))).toEqual(Buffer.from(bytes));
      expect(await storage.stat(stored.key)).toMatchObject({ byteSize: bytes.byteLength });
      const chunks: Buffer[] = [];
      for await (const chunk of (await storage.openRead(stored.key))!) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks)).toEqual(Buffer.from(bytes));
    }
    // No temporary file is left behind.
    expect(filesUnder(path.join(root, ".incoming"))).toEqual([]);
  });

  it("writes to a temporary file and renames it: a source that fails half way leaves no file under any key", async () => {
    const storage = createLocalFileStorage(root);
    async function* failing() {
      yield Buffer.from("%PDF-1.4 the first half");
      throw new Error("connection lost");
    }
    await expect(storage.put(Readable.from(failing()), { area: "downloads", extension: "pdf" })).rejects.toThrow(
      "connection lost",
    );
    expect(filesUnder(root)).toEqual([]);
  });

  it("answers null or false for a missing file, and deletes", async () => {
    const storage = createLocalFileStorage(root);
    const missing = newStorageKey({ area: "downloads", extension: "pdf" });
    expect(await storage.openRead(missing)).toBeNull();
    expect(await storage.stat(missing)).toBeNull();
    expect(await storage.delete(missing)).toBe(false);
    const stored = await storage.put(text("%PDF-1.4"), { area: "downloads", extension: "pdf" });
    expect(await storage.delete(stored.key)).toBe(true);
    expect(await storage.stat(stored.key)).toBeNull();
  });

  it("refuses keys that would leave its folder", async () => {
    const storage = createLocalFileStorage(path.join(root, "files"));
    fs.writeFileSync(path.join(root, "secret.txt"), "not yours");
    for (const key of ["../secret.txt", "downloads/2026/11/../../../../secret.txt", "/etc/passwd"]) {
      await expect(storage.openRead(key)).rejects.toThrow(/storage key/);
      await expect(storage.delete(key)).rejects.toThrow(/storage key/);
      await expect(storage.stat(key)).rejects.toThrow(/storage key/);
    }
    expect(fs.existsSync(path.join(root, "secret.txt"))).toBe(true);
  });
});

describe("file names", () => {
  it("keep what people recognise, drop folders and control characters, and end in the real type's extension", () => {
    expect(safeFileName("Home loan form.pdf", "application/pdf")).toBe("Home loan form.pdf");
    expect(safeFileName("C:\\Users\\anu\\scan.JPEG", "image/jpeg")).toBe("scan.jpg");
    expect(safeFileName("../../etc/passwd", "application/pdf")).toBe("passwd.pdf");
    expect(safeFileName("form.pdf.exe", "application/pdf")).toBe("form.pdf.pdf");
    expect(safeFileName('a"b\r\nc\u202e.pdf', "application/pdf")).toBe("abc.pdf");
    expect(safeFileName("", "image/png")).toBe("download.png");
    expect(safeFileName("ഭവന വായ്പ.pdf", "application/pdf")).toBe("ഭവന വായ്പ.pdf");
  });

  it("make a canonical link name and an attachment header that no name can break", () => {
    expect(urlFileName("Home Loan Form (2026).PDF")).toBe("home-loan-form-2026.pdf");
    expect(urlFileName("ഭവന വായ്പ.pdf")).toBe("file.pdf");
    expect(contentDisposition("Home loan form.pdf")).toBe(
      `attachment; filename="Home loan form.pdf"; filename*=UTF-8''Home%20loan%20form.pdf`,
    );
    expect(contentDisposition('a";b.pdf')).toBe(`attachment; filename="ab.pdf"; filename*=UTF-8''a%22%3Bb.pdf`);
    expect(contentDisposition("ഭവന.pdf")).toMatch(/^attachment; filename="download\.pdf"; filename\*=UTF-8''%E0%B4/);
  });
});
