import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import tar from "tar-stream";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { writeBackupFile } from "~server/backup/backup.server";
import { restoreBackup, type RestoreTarget } from "~server/backup/restore.server";
import { openDatabase } from "~server/db/client.server";
import { createLocalFileStorage, filesDirOf } from "~server/files/file-storage.server";
import { everyRow, rowSourceOf, rowsOfApp, useTheSite } from "../support/backup-fixtures";
import { createTestDatabase } from "../support/postgres-server";
import { ownerEnv } from "../support/staff";
import { backends, createTestApp, type Backend, type TestApp } from "../support/test-app";

const PASSPHRASE = "kappa chaaya vellam mazha kattu";
let databases = 0;

/** A .tar.gz holding `entries` in order, as a doctored or foreign "backup" would. */
async function tarGz(file: string, entries: [string, string | Buffer][]): Promise<void> {
  const pack = tar.pack();
  for (const [name, content] of entries) pack.entry({ name }, content);
  pack.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of pack) chunks.push(chunk as Buffer);
  fs.writeFileSync(file, zlib.gzipSync(Buffer.concat(chunks)));
}

const sha256 = (content: string | Buffer) => createHash("sha256").update(content).digest("hex");

describe.each(backends)("bad backups and bad moments, restoring into %s", (kind: Backend) => {
  let app: TestApp;
  let work: string;
  let plain: string;
  let encrypted: string;
  let header: Record<string, unknown>;
  let manifest: Record<string, unknown> & { database: Record<string, unknown> };

  beforeAll(async () => {
    app = await createTestApp("pglite", ownerEnv);
    await useTheSite(app);
    work = fs.mkdtempSync(path.join(os.tmpdir(), "dsa-bad-backup-"));
    plain = path.join(work, "site.tar.gz");
    encrypted = path.join(work, "site.tar.gz.age");
    const summary = await writeBackupFile(app.services.backupSources, plain);
    await writeBackupFile(app.services.backupSources, encrypted, { passphrase: PASSPHRASE });
    manifest = summary.manifest as never;
    const { database: _database, files: _files, ...described } = summary.manifest;
    header = described;
  });
  afterAll(async () => {
    await app?.close();
    if (work) fs.rmSync(work, { recursive: true, force: true });
  });

  /** An empty target of this kind; `rows()` reads what it holds afterwards. */
  async function target(): Promise<{ target: RestoreTarget; rows: () => Promise<Record<string, string[]>> }> {
    const dataDir = fs.mkdtempSync(path.join(work, "target-"));
    const files = createLocalFileStorage(filesDirOf(dataDir));
    if (kind === "pglite")
      return {
        target: { kind, dataDir, files },
        rows: async () => {
          if (!fs.existsSync(path.join(dataDir, "pgdata"))) return {};
          const handle = await openDatabase({ dataDir, migrate: false });
          try {
            if (handle.driver.kind !== "pglite") throw new Error("expected the embedded database");
            return await everyRow(await rowSourceOf({ pglite: handle.driver.client }));
          } finally {
            await handle.close();
          }
        },
      };
    const url = await createTestDatabase(inject("postgresUrl"), `bad_${process.pid}_${Date.now()}_${databases++}`);
    return {
      target: { kind, url, files },
      rows: async () => {
        const source = await rowSourceOf({ url });
        try {
          return await everyRow(source);
        } finally {
          await source.close();
        }
      },
    };
  }

  /** Restoring `file` fails with `message`, and leaves an empty target as it was: no rows, no files. */
  async function refused(file: string, message: RegExp, passphrase?: string) {
    const { target: into, rows } = await target();
    await expect(restoreBackup(into, { file, passphrase })).rejects.toThrow(message);
    expect(await rows()).toEqual({});
    const left = [];
    for await (const stored of into.files.list()) left.push(stored.key);
    expect(left).toEqual([]);
  }

  it("refuses a backup cut short, whether encrypted or not", async () => {
    for (const [source, name] of [
      [plain, "cut.tar.gz"],
      [encrypted, "cut.tar.gz.age"],
    ] as const) {
      const cut = path.join(work, name);
      const bytes = fs.readFileSync(source);
      fs.writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
      await refused(cut, /is cut short|damaged or altered|has no manifest/, PASSPHRASE);
    }
  });

  it("refuses a backup with a byte changed, whether encrypted or not", async () => {
    for (const [source, name] of [
      [plain, "altered.tar.gz"],
      [encrypted, "altered.tar.gz.age"],
    ] as const) {
      const altered = path.join(work, name);
      const bytes = Buffer.from(fs.readFileSync(source));
      const middle = Math.floor(bytes.length / 2);
      bytes[middle] = bytes[middle]! ^ 0x20;
      fs.writeFileSync(altered, bytes);
      await refused(altered, /damaged or altered|cut short/, PASSPHRASE);
    }
  });

  it("refuses a wrong or missing passphrase with what to do", async () => {
    await refused(encrypted, /passphrase does not open .*check BACKUP_PASSPHRASE/, "not the passphrase at all, sorry");
    await refused(encrypted, /is encrypted\. Set BACKUP_PASSPHRASE/);
  });

  it("refuses files that are not backups of this product", async () => {
    const text = path.join(work, "notes.txt");
    fs.writeFileSync(text, "Leads to call back on Monday\n");
    await refused(text, /not a backup of this product: it is neither a \.tar\.gz nor an age-encrypted file/);
    const foreign = path.join(work, "photos.tar.gz");
    await tarGz(foreign, [["IMG_0001.jpg", Buffer.from("not really a photo")]]);
    await refused(foreign, /not a backup of this product \(it has no backup\.json/);
  });

  it("refuses a backup from a newer release, and a dump that would run other SQL", async () => {
    const newer = path.join(work, "newer.tar.gz");
    await tarGz(newer, [
      ["backup.json", JSON.stringify(header)],
      [
        "manifest.json",
        JSON.stringify({
          ...manifest,
          database: { ...manifest.database, schema: { migrations: 99, last: "0098_from_the_future" }, dump: [] },
          files: [],
        }),
      ],
    ]);
    await refused(newer, /comes from a newer release of the site \(schema 99/);

    const doctoredSql = "DROP TABLE public.leads;\n";
    const doctored = path.join(work, "doctored.tar.gz");
    await tarGz(doctored, [
      ["backup.json", JSON.stringify(header)],
      ["database/0001.sql", doctoredSql],
      [
        "manifest.json",
        JSON.stringify({
          ...manifest,
          database: {
            ...manifest.database,
            tables: {},
            dump: [{ name: "database/0001.sql", bytes: Buffer.byteLength(doctoredSql), sha256: sha256(doctoredSql) }],
          },
          files: [],
        }),
      ],
    ]);
    await refused(doctored, /holds a statement no backup of this product has: DROP TABLE/);
  });

  it("with --force and a bad backup, replaces nothing", async () => {
    const { target: into, rows } = await target();
    await restoreBackup(into, { file: plain });
    const before = await rows();
    const cut = path.join(work, "cut-again.tar.gz");
    fs.writeFileSync(cut, fs.readFileSync(plain).subarray(0, 4000));
    await expect(restoreBackup(into, { file: cut, force: true })).rejects.toThrow(/cut short|damaged/);
    expect(await rows()).toEqual(before);
  });
});

describe("a backup that cannot be written", () => {
  let app: TestApp;
  let mount: string | null = null;
  beforeAll(async () => {
    app = await createTestApp("pglite", ownerEnv);
    await useTheSite(app);
  });
  afterAll(async () => {
    await app?.close();
    if (mount) {
      execFileSync("umount", [mount]);
      fs.rmSync(mount, { recursive: true, force: true });
    }
  });

  it("a full disk: a clear message, nothing left behind, and the server goes on (deletions included)", async (context) => {
    mount = fs.mkdtempSync(path.join(os.tmpdir(), "dsa-full-disk-"));
    try {
      // A 64 KiB disk: smaller than any backup of a site with a photo in it.
      execFileSync("mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", mount], { stdio: "ignore" });
    } catch {
      fs.rmSync(mount, { recursive: true, force: true });
      mount = null;
      context.skip("this machine does not let the test mount a small disk (needs root)");
    }
    const rowsBefore = await rowsOfApp(app);
    await expect(writeBackupFile(app.services.backupSources, path.join(mount!, "site.tar.gz"))).rejects.toThrow(
      /The disk holding .* is full, so the backup was not written \(nothing was left behind\)/,
    );
    expect(fs.readdirSync(mount!)).toEqual([]);
    expect(await rowsOfApp(app)).toEqual(rowsBefore);
    expect((await app.request("/api/loan-services")).status).toBe(200);
    // The fence is down again: a deleted file goes at once.
    const stored = await app.services.files.put(new TextEncoder().encode("%PDF-1.4 spare"), {
      area: "downloads",
      extension: "pdf",
    });
    expect(await app.services.files.delete(stored.key)).toBe(true);
    expect(await app.services.files.stat(stored.key)).toBeNull();
  });

  it("never writes over a file already under the name it was given", async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "dsa-taken-"));
    try {
      const file = path.join(folder, "site.tar.gz");
      fs.writeFileSync(file, "last week's backup");
      await expect(writeBackupFile(app.services.backupSources, file)).rejects.toThrow(
        /site\.tar\.gz already exists: choose another name/,
      );
      expect(fs.readFileSync(file, "utf8")).toBe("last week's backup");
      expect(fs.readdirSync(folder)).toEqual(["site.tar.gz"]);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  it("holds back a file deleted during a backup until the backup has copied it", async () => {
    const stored = await app.services.files.put(new TextEncoder().encode("%PDF-1.4 deleted meanwhile"), {
      area: "downloads",
      extension: "pdf",
    });
    const release = await app.services.backupSources.fence.hold();
    expect(await app.services.files.delete(stored.key)).toBe(true);
    expect(await app.services.files.stat(stored.key)).not.toBeNull();
    await release();
    expect(await app.services.files.stat(stored.key)).toBeNull();
  });
});
