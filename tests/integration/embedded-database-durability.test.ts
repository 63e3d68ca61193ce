import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, inject, it, vi } from "vitest";
import { assembleApp, type AssembledApp } from "~server/assemble-app.server";
import { loadConfig } from "~server/config.server";
import { createLogger } from "~server/logger.server";
import { contactMessageBody } from "../support/lead-inputs";
import { copyPgliteTemplate } from "../support/pglite-template";
import { backends } from "../support/test-app";

/** The settings that decide whether a commit waits for the disk (ADR 0039). */
const COMMIT_SETTINGS = ["fsync", "wal_sync_method", "synchronous_commit", "full_page_writes"] as const;

/**
 * ADR 0039: a production start (the configuration from the environment alone, as server/main.ts
 * loads it, then assembleApp as startServer runs it) opens the embedded database so that a lead
 * answered 201 is on the disk: PostgreSQL's fsync is on, and its fsync() calls reach the
 * operating system's, which PGlite's file system on Node does not do by itself.
 */
describe.skipIf(!backends.includes("pglite"))("the embedded database keeps what it acknowledged", () => {
  let app: AssembledApp | null = null;
  const dirs: string[] = [];
  afterEach(async () => {
    vi.restoreAllMocks();
    await app?.close();
    app = null;
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** A production server's app on a copy of the migrated template database. */
  async function startProduction(env: Record<string, string> = {}): Promise<{ app: AssembledApp; dataDir: string }> {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dsa-durability-"));
    dirs.push(dataDir);
    copyPgliteTemplate(inject("pgliteTemplateDir"), dataDir);
    const config = loadConfig({ NODE_ENV: "production", DATA_DIR: dataDir, LOG_LEVEL: "silent", ...env });
    const logger = createLogger(config.LOG_LEVEL);
    app = await assembleApp(config, { logger, setupLog: { info: () => undefined, warn: () => undefined } });
    return { app, dataDir };
  }

  async function commitSettings(started: AssembledApp): Promise<Record<string, string>> {
    const settings: Record<string, string> = {};
    for (const name of COMMIT_SETTINGS) {
      const result = await started.services.database.db.execute(sql.raw(`show ${name}`));
      settings[name] = String((result as unknown as { rows: Record<string, unknown>[] }).rows[0]?.[name]);
    }
    return settings;
  }

  /**
   * Posts one lead and answers its status and how many fsync(2) calls the process made on the
   * write-ahead log's files before the answer came (files told apart by device and inode, read at
   * the call: PostgreSQL reuses a segment under another name).
   */
  async function postLeadCountingWalSyncs(started: AssembledApp, dataDir: string) {
    const synced: Array<{ dev: number; ino: number }> = [];
    const fsyncSync = fs.fsyncSync.bind(fs);
    vi.spyOn(fs, "fsyncSync").mockImplementation((fd: number) => {
      const { dev, ino } = fs.fstatSync(fd);
      synced.push({ dev, ino });
      fsyncSync(fd);
    });
    const response = await started.app.request("http://localhost/api/leads", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(contactMessageBody({ mobile: "98460 12345" })),
    });
    const syncedBeforeAnswer = [...synced];
    vi.restoreAllMocks();
    const walDir = path.join(dataDir, "pgdata", "pg_wal");
    const walFiles = fs
      .readdirSync(walDir)
      .map((name) => fs.statSync(path.join(walDir, name)))
      .filter((stat) => stat.isFile());
    const walSyncs = syncedBeforeAnswer.filter((call) =>
      walFiles.some((stat) => stat.dev === call.dev && stat.ino === call.ino),
    ).length;
    return { status: response.status, walSyncs };
  }

  it("on a production start: fsync on, and the lead's commit is fsynced to the disk before the 201", async () => {
    const { app: started, dataDir } = await startProduction();
    expect(await commitSettings(started)).toEqual({
      fsync: "on",
      wal_sync_method: "fsync",
      synchronous_commit: "on",
      full_page_writes: "on",
    });
    const { status, walSyncs } = await postLeadCountingWalSyncs(started, dataDir);
    expect(status).toBe(201);
    expect(walSyncs).toBeGreaterThan(0);
  });

  it("with EMBEDDED_DB_FSYNC=off (tests and benchmarks only): fsync off, and no sync of the log", async () => {
    const { app: started, dataDir } = await startProduction({ EMBEDDED_DB_FSYNC: "off" });
    expect((await commitSettings(started)).fsync).toBe("off");
    const { status, walSyncs } = await postLeadCountingWalSyncs(started, dataDir);
    expect(status).toBe(201);
    expect(walSyncs).toBe(0);
  });
});
