import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { asc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { writeBackupFile } from "~server/backup/backup.server";
import { restoreBackup, type RestoreTarget } from "~server/backup/restore.server";
import { openDatabase } from "~server/db/client.server";
import { leadDocumentFiles, leads } from "~server/db/schema";
import { createLocalFileStorage, filesDirOf } from "~server/files/file-storage.server";
import { BORROWER_DOCUMENT, everyFile, everyRow, rowSourceOf, rowsOfApp, useTheSite } from "../support/backup-fixtures";
import { createTestDatabase } from "../support/postgres-server";
import { loanEnquiryBody } from "../support/lead-inputs";
import { ownerEnv, signIn, withCookies } from "../support/staff";
import { backends, createTestApp, type Backend, type TestApp } from "../support/test-app";

let databases = 0;
const scratch = () => fs.mkdtempSync(path.join(os.tmpdir(), "dsa-restore-"));

/** An empty target of the kind: a new DATA_DIR, or a new PostgreSQL database (files in a new folder). */
async function emptyTarget(kind: Backend): Promise<{ target: RestoreTarget; dataDir: string; url?: string }> {
  const dataDir = scratch();
  const files = createLocalFileStorage(filesDirOf(dataDir));
  if (kind === "pglite") return { target: { kind, dataDir, files }, dataDir };
  const url = await createTestDatabase(inject("postgresUrl"), `restore_${process.pid}_${Date.now()}_${databases++}`);
  return { target: { kind, url, files }, dataDir, url };
}

/** The rows of a restored target, read without starting the site on it. */
async function rowsOfTarget(kind: Backend, dataDir: string, url?: string) {
  if (kind === "postgres") {
    const source = await rowSourceOf({ url: url! });
    try {
      return await everyRow(source);
    } finally {
      await source.close();
    }
  }
  const handle = await openDatabase({ dataDir });
  try {
    if (handle.driver.kind !== "pglite") throw new Error("expected the embedded database");
    return await everyRow((await rowSourceOf({ pglite: handle.driver.client })) as never);
  } finally {
    await handle.close();
  }
}

/**
 * The site's environment, its data key included: borrowers' documents are sealed with it, and a
 * restore on a new machine opens them only with the same key (README, "Backups").
 */
const siteEnv = {
  ...ownerEnv,
  DATA_ENCRYPTION_KEY: "5d0c2b8a4f6e1d3c9b7a5f2e8d4c6b1a3f9e7d5c2b8a4f6e1d3c9b7a5f2e8d4c",
};

describe.each(backends)("a backup of a used site on %s", (backend) => {
  let app: TestApp;
  let work: string;
  let backupFile: string;
  let rowsBefore: Record<string, string[]>;
  let filesBefore: Record<string, string>;
  let leadIds: number[];

  beforeAll(async () => {
    app = await createTestApp(backend, siteEnv);
    ({ leadIds } = await useTheSite(app));
    work = scratch();
    rowsBefore = await rowsOfApp(app);
    filesBefore = await everyFile(app.services.files);
    backupFile = path.join(work, "site.tar.gz");
    await writeBackupFile(app.services.backupSources, backupFile);
  });
  afterAll(async () => {
    await app?.close();
    if (work) fs.rmSync(work, { recursive: true, force: true });
  });

  it("holds what the site had: a lead erased, a post with revisions, media and downloads with their files", () => {
    expect(rowsBefore.leads).toHaveLength(3);
    expect(rowsBefore.lead_events!.length).toBeGreaterThanOrEqual(2);
    expect(rowsBefore.leads!.some((row) => JSON.parse(row).erased_at !== null)).toBe(true);
    expect(rowsBefore.post_revisions!.length).toBeGreaterThan(0);
    expect(rowsBefore.media_items).toHaveLength(1);
    expect(rowsBefore.downloads).toHaveLength(1);
    // The photo, its variants and the PDF.
    expect(Object.keys(filesBefore).length).toBeGreaterThan(2);
  });

  it.each(["pglite", "postgres"] as const)("restores every row and every file into an empty %s", async (kind) => {
    const { target, dataDir, url } = await emptyTarget(kind);
    try {
      const summary = await restoreBackup(target, { file: backupFile });
      expect(summary.tables.leads).toBe(3);
      expect(summary.files.count).toBe(Object.keys(filesBefore).length);
      expect(await rowsOfTarget(kind, dataDir, url)).toEqual(rowsBefore);
      expect(await everyFile(target.files)).toEqual(filesBefore);

      // The site starts on it: a new lead gets a new id (the sequences came along) and staff sign in.
      // The files went into dataDir for either kind: the restored site reads them there.
      const restored = await createTestApp(
        kind,
        siteEnv,
        kind === "pglite" ? { dataDir } : { dataDir, databaseUrl: url },
      );
      try {
        // The borrower's document opens again, with the site's data key.
        const { jar } = await signIn(restored);
        const [file] = await restored.services.database.db.select().from(leadDocumentFiles);
        const read = await restored.request(
          `/api/admin/leads/${file!.leadId}/documents/files/${file!.id}`,
          withCookies(jar),
        );
        expect(read.status).toBe(200);
        expect(Buffer.from(await read.arrayBuffer()).equals(Buffer.from(BORROWER_DOCUMENT))).toBe(true);
        const res = await restored.request("/api/leads", {
          method: "POST",
          headers: { "Content-Type": "application/json", "X-Forwarded-For": "203.0.113.77" },
          body: JSON.stringify(loanEnquiryBody({ mobile: "97450 44444" })),
        });
        expect(res.status).toBe(201);
        const ids = (
          await restored.services.database.db.select({ id: leads.id }).from(leads).orderBy(asc(leads.id))
        ).map((row) => row.id);
        expect(ids.at(-1)).toBeGreaterThan(Math.max(...leadIds));
        expect(ids).toHaveLength(4);
      } finally {
        await restored.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("refuses a target that holds data, and --force replaces it, saying what it replaced", async () => {
    const { target, dataDir, url } = await emptyTarget(backend);
    try {
      await restoreBackup(target, { file: backupFile });
      await expect(restoreBackup(target, { file: backupFile })).rejects.toThrow(
        /not empty: a database with rows in \d+ tables \(.*leads 3.*\) and \d+ stored files.*--force/,
      );
      const stray = await target.files.put(new TextEncoder().encode("%PDF-1.4 stray"), {
        area: "downloads",
        extension: "pdf",
      });
      const forced = await restoreBackup(target, { file: backupFile, force: true });
      expect(forced.replaced?.tables.leads).toBe(3);
      expect(await rowsOfTarget(backend, dataDir, url)).toEqual(rowsBefore);
      // Files no row of the backup names are gone; the backup's are all there.
      expect(await target.files.stat(stray.key)).toBeNull();
      expect(await everyFile(target.files)).toEqual(filesBefore);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it.runIf(backend === "postgres")("refuses a PostgreSQL database a server is still connected to", async () => {
    const files = createLocalFileStorage(filesDirOf(scratch()));
    await expect(
      restoreBackup({ kind: "postgres", url: app.databaseUrl!, files }, { file: backupFile, force: true }),
    ).rejects.toThrow(/other connections use this database.*stop every server of the site/);
    expect((await rowsOfApp(app)).leads).toHaveLength(3);
  });
});
