import { execFileSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { afterAll, describe, expect, it } from "vitest";
import { safeZipName, zipDocuments, type ZipEntry } from "~server/documents/document-zip.server";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "document-zip-test-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** Each entry's name and SHA-256 as Python's zipfile reads the archive (it decodes names by the UTF-8 flag). */
function unzipped(file: string): { name: string; sha256: string; stored: boolean }[] {
  const script = [
    "import hashlib, json, sys, zipfile",
    "z = zipfile.ZipFile(sys.argv[1])",
    "assert z.testzip() is None",
    "print(json.dumps([{'name': i.filename, 'sha256': hashlib.sha256(z.read(i)).hexdigest(), 'stored': i.compress_type == zipfile.ZIP_STORED} for i in z.infolist()]))",
  ].join("\n");
  return JSON.parse(execFileSync("python3", ["-c", script, file], { encoding: "utf8" })) as never;
}

async function zipToFile(entries: Iterable<ZipEntry> | AsyncIterable<ZipEntry>, onWrite?: (bytes: number) => void) {
  const file = path.join(dir, `${randomBytes(4).toString("hex")}.zip`);
  const out = fs.createWriteStream(file);
  let written = 0;
  const counter = new Writable({
    write(chunk: Buffer, _encoding, done) {
      written += chunk.length;
      onWrite?.(written);
      out.write(chunk, done);
    },
    final(done) {
      out.end(done);
    },
  });
  await pipeline(zipDocuments(entries), counter);
  return file;
}

const entryOf = (name: string, bytes: Buffer, opened?: () => void): ZipEntry => ({
  name,
  modifiedAt: new Date("2026-11-20T10:30:00+05:30"),
  open: async () => {
    opened?.();
    return Readable.from([bytes]);
  },
});

describe("Download all (zipDocuments)", () => {
  it("puts every file in, stored as it was, under safe names that are each used once", async () => {
    const files = [
      ["Bank statement.pdf", randomBytes(5000)],
      ["Bank statement.pdf", randomBytes(6000)],
      ["bank statement.PDF", randomBytes(10)],
      ["ശമ്പള സ്ലിപ്പ്‌ ഏപ്രിൽ.jpg", randomBytes(3000)],
      ["आधार (मास्क्ड).png", randomBytes(2000)],
      ["../../etc/passwd", randomBytes(100)],
      ["CON.pdf", randomBytes(100)],
      ["Form 16\u202Efdp.exe", randomBytes(100)],
      ["empty.pdf", Buffer.alloc(0)],
    ] as const;
    const file = await zipToFile(files.map(([name, bytes]) => entryOf(name, bytes)));
    const listed = unzipped(file);
    expect(listed.map((entry) => entry.name)).toEqual([
      "Bank statement.pdf",
      "Bank statement (2).pdf",
      "bank statement (3).pdf",
      "ശമ്പള സ്ലിപ്പ്‌ ഏപ്രിൽ.jpg",
      "आधार (मास्क्ड).png",
      "etc-passwd",
      "Document.pdf",
      "Form 16fdp.exe",
      "empty.pdf",
    ]);
    expect(listed.map((entry) => entry.sha256)).toEqual(files.map(([, bytes]) => sha256(bytes)));
    expect(listed.every((entry) => entry.stored)).toBe(true);
    // Info-ZIP's unzip reads it too, and tests every entry's CRC.
    expect(execFileSync("unzip", ["-tq", file], { encoding: "utf8" })).toMatch(/No errors detected/);
  });

  it("streams 20 files of 2 MB one at a time, opening each only when the one before has been sent", async () => {
    const size = 2 * 1024 * 1024;
    const piece = 64 * 1024;
    const events: string[] = [];
    let sent = 0;
    const sentWhenOpened: number[] = [];
    const blocks = Array.from({ length: 20 }, () => randomBytes(piece));
    const contents = (index: number) =>
      Array.from({ length: size / piece }, (_, part) => {
        const bytes = Buffer.from(blocks[index]!);
        bytes.writeUInt32BE(part, 0);
        return bytes;
      });
    const expected = Array.from({ length: 20 }, (_, index) => sha256(Buffer.concat(contents(index))));
    async function* entries(): AsyncGenerator<ZipEntry> {
      for (let index = 0; index < 20; index++) {
        events.push(`listed ${index}`);
        yield {
          name: `Page ${index + 1}.jpg`,
          modifiedAt: new Date(),
          open: async () => {
            events.push(`open ${index}`);
            sentWhenOpened.push(sent);
            const stream = Readable.from(contents(index));
            stream.once("end", () => events.push(`end ${index}`));
            return stream;
          },
        };
      }
    }
    const file = await zipToFile(entries(), (bytes) => (sent = bytes));

    const opens = events.filter((event) => !event.startsWith("listed"));
    expect(opens).toEqual(Array.from({ length: 20 }, (_, index) => [`open ${index}`, `end ${index}`]).flat());
    // The list is read at most one entry ahead of the one being sent.
    for (let index = 1; index < 20; index++)
      expect(events.indexOf(`listed ${index}`)).toBeGreaterThan(events.indexOf(`open ${index - 1}`));
    // Entry n opens once the reader has received nearly all of the entries before it: nothing runs ahead.
    sentWhenOpened.forEach((bytes, index) => expect(bytes).toBeGreaterThan(index * size - 512 * 1024));
    expect(unzipped(file).map((entry) => entry.sha256)).toEqual(expected);
  });

  it("fails the download with the error of an entry that cannot be opened, or breaks while it is read", async () => {
    let laterOpened = false;
    const cannotOpen = zipDocuments([
      entryOf("a.pdf", randomBytes(100)),
      {
        name: "b.pdf",
        modifiedAt: new Date(),
        open: () => Promise.reject(new Error("the file is missing from the store")),
      },
      entryOf("c.pdf", randomBytes(100), () => (laterOpened = true)),
    ]);
    await expect(pipeline(cannotOpen, new Writable({ write: (_c, _e, done) => done() }))).rejects.toThrow(
      "the file is missing from the store",
    );

    const breaking = zipDocuments([
      entryOf("a.pdf", randomBytes(100)),
      {
        name: "b.pdf",
        modifiedAt: new Date(),
        open: async () =>
          Readable.from(
            (async function* () {
              yield randomBytes(70_000);
              throw new Error("the stored file is damaged at chunk 1");
            })(),
          ),
      },
      entryOf("c.pdf", randomBytes(100), () => (laterOpened = true)),
    ]);
    await expect(pipeline(breaking, new Writable({ write: (_c, _e, done) => done() }))).rejects.toThrow(
      "the stored file is damaged at chunk 1",
    );
    expect(laterOpened).toBe(false);
  });

  it("stops reading the entry in hand, and opens no more, when the reader goes away", async () => {
    let opened = 0;
    let destroyed = false;
    const entries = Array.from({ length: 5 }, (_, index) => ({
      name: `${index}.pdf`,
      modifiedAt: new Date(),
      open: async () => {
        opened++;
        const stream = Readable.from(
          (async function* () {
            for (let part = 0; part < 100; part++) yield randomBytes(64 * 1024);
          })(),
        );
        stream.once("close", () => (destroyed = !stream.readableEnded));
        return stream;
      },
    }));
    const output = zipDocuments(entries);
    await new Promise<void>((resolve) => {
      output.once("data", () => {
        output.destroy();
        resolve();
      });
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(opened).toBe(1);
    expect(destroyed).toBe(true);
  });
});

describe("safeZipName", () => {
  it("keeps Malayalam and Devanagari as written, joiners included", () => {
    // "ക്ഷ" with a zero-width joiner and a chillu, as Malayalam keyboards write them.
    expect(safeZipName("ബാങ്ക്\u200D സ്റ്റേറ്റ്മെന്റ് ഏപ്രിൽ", "pdf")).toBe("ബാങ്ക്\u200D സ്റ്റേറ്റ്മെന്റ് ഏപ്രിൽ.pdf");
    expect(safeZipName("आधार कार्ड (मास्क्ड)", "JPG")).toBe("आधार कार्ड (मास्क्ड).jpg");
    // Composed the one way, whichever way it was typed.
    expect(safeZipName("Cafe\u0301", "pdf")).toBe("Café.pdf");
  });

  it.each([
    ["../../etc/passwd", "pdf", "etc-passwd.pdf"],
    ["C:\\Users\\staff\\salary", "pdf", "C--Users-staff-salary.pdf"],
    ["Salary slip 04/2026", "pdf", "Salary slip 04-2026.pdf"],
    ["line\nbreak\ttab\u0000nul", "pdf", "line break tabnul.pdf"],
    ["invoice\u202Efdp.exe", "pdf", "invoicefdp.exe.pdf"],
    ['what? "quoted" <b>*', "png", "what quoted b.png"],
    [".hidden", "pdf", "hidden.pdf"],
    ["ends with dots...", "pdf", "ends with dots.pdf"],
    ["x", "p/d.f", "x.pdf"],
  ])("takes out folders, control and direction characters, and what Windows refuses: %j", (label, extension, name) => {
    expect(safeZipName(label, extension)).toBe(name);
  });

  it("never gives a reserved Windows name or an empty one", () => {
    for (const reserved of ["CON", "con", "Nul", "COM1", "lpt9", "AUX.backup", "PRN "])
      expect(safeZipName(reserved, "pdf")).toBe("Document.pdf");
    expect(safeZipName("Console", "pdf")).toBe("Console.pdf");
    expect(safeZipName("   ", "pdf")).toBe("Document.pdf");
    expect(safeZipName("///", "")).toBe("Document");
    expect(safeZipName("", "")).toBe("Document");
  });

  it("cuts a long name between letters, never inside one, and gives the same name when run twice", () => {
    const long = "ശമ്പള സ്ലിപ്പ് ".repeat(30);
    const name = safeZipName(long, "pdf");
    expect(Buffer.byteLength(name)).toBeLessThanOrEqual(160);
    const stem = name.slice(0, -4);
    expect(long.startsWith(stem)).toBe(true);
    // The cut falls between grapheme clusters: what follows it starts a letter, not a sign of the last one.
    expect(long.slice(stem.length).trimStart()).toMatch(/^\P{M}/u);
    expect(safeZipName(name.slice(0, -4), "pdf")).toBe(name);
  });
});
