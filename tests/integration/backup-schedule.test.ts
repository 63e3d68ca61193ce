// The server's scheduled backups (issue 28 item 3): one instance makes each day's backup however
// many run, a failure is recorded with what to do and harms nothing else, the newest N are kept,
// the owners are warned once per problem, and only an owner downloads one (audited), from the
// server's folder or the S3 bucket.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { CreateBucketCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { eq } from "drizzle-orm";
import S3rver from "s3rver";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { toBackupRun } from "~server/backup/backup-runs.server";
import type { BackupRun, BackupsView } from "~server/backup/scheduled-backups.schema";
import { backupRuns, backupWarnings, notificationOutbox } from "~server/db/schema";
import { createLogger } from "~server/logger.server";
import { BACKUP_WARNING_TOPIC } from "~server/notifications/backup-warning";
import { createOutboxWorker } from "~server/notifications/outbox-worker.server";
import type { StaffRole } from "~server/vocabulary/staff";
import { lastAudit } from "../support/audit";
import { everyFile } from "../support/backup-fixtures";
import { loanEnquiryBody } from "../support/lead-inputs";
import { startSmtpTestServer } from "../support/smtp-test-server";
import { OWNER_EMAIL, ownerEnv, signIn, staffApi, tokensForEveryRole } from "../support/staff";
import { backends, createTestApp, type TestApp } from "../support/test-app";

const HOUR = 60 * 60 * 1000;
/** The outbox rows need a mail server to be queued at all; nothing sends them in these tests. */
const withMail = { ...ownerEnv, SMTP_URL: "smtp://127.0.0.1:9" };

const backupsDir = (app: TestApp) => path.join(app.services.config.DATA_DIR, "backups");
const backupFiles = (app: TestApp) =>
  fs.existsSync(backupsDir(app))
    ? fs.readdirSync(backupsDir(app)).filter((name) => name.startsWith("dsa-backup-"))
    : [];
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

async function allRuns(app: TestApp) {
  return app.services.database.db.select().from(backupRuns).orderBy(backupRuns.id);
}

/** Backs up now as the owner (through the service, as the API does) and waits until it is done. */
async function backUpNow(app: TestApp): Promise<BackupRun> {
  const started = await app.services.backups.runNow({ userId: null, label: OWNER_EMAIL, via: "session", ip: null });
  await app.services.backups.idle();
  const [row] = await app.services.database.db.select().from(backupRuns).where(eq(backupRuns.id, started.id));
  return toBackupRun(row!);
}

async function warningsQueued(app: TestApp) {
  const rows = await app.services.database.db
    .select({ payload: notificationOutbox.payload })
    .from(notificationOutbox)
    .where(eq(notificationOutbox.topic, BACKUP_WARNING_TOPIC));
  return rows.map((row) => row.payload as { problem: string; to: string[] });
}

describe.each(backends)("scheduled backups on %s", (backend) => {
  let app: TestApp;
  let tokens = {} as Record<StaffRole, string>;

  beforeAll(async () => {
    app = await createTestApp(backend, withMail);
    tokens = (await tokensForEveryRole(app)).tokens;
  });
  afterAll(async () => {
    await app?.close();
  });
  afterEach(async () => {
    await app.services.backups.idle();
  });

  const call = (role: StaffRole | null, pathname: string, init: { method?: string; json?: unknown } = {}) =>
    staffApi(() => app, tokens)(role, pathname, init);

  it("keeps the settings for owners only, checks them and audits a change", async () => {
    expect((await call(null, "/backups")).status).toBe(401);
    for (const role of ["admin", "editor", "viewer"] as const) {
      expect((await call(role, "/backups")).status, role).toBe(403);
      expect((await call(role, "/backups/settings", { method: "PATCH", json: { keep: 3 } })).status, role).toBe(403);
      expect((await call(role, "/backups/run", { method: "POST" })).status, role).toBe(403);
    }
    const view = (await (await call("owner", "/backups")).json()) as BackupsView;
    expect(view.settings).toEqual({ enabled: true, time: "02:00", keep: 14 });
    expect(view.destination).toEqual({ kind: "local", where: path.resolve(backupsDir(app)) });
    expect(view.encrypted).toBe(false);

    const bad = await call("owner", "/backups/settings", { method: "PATCH", json: { time: "7 pm", keep: 200 } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields).toEqual({
      time: "Enter a 24-hour time as HH:MM, e.g. 02:00 or 23:30",
      keep: "Keep from 1 to 90 backups",
    });
    const saved = await call("owner", "/backups/settings", { method: "PATCH", json: { time: "00:00" } });
    expect(await saved.json()).toEqual({ enabled: true, time: "00:00", keep: 14 });
    const audit = await lastAudit(app, "backup_settings.update", "backups");
    expect(audit?.changes).toEqual({ time: { from: "02:00", to: "00:00" } });
  });

  it("makes the day's backup once, however many instances look at the same moment", async () => {
    // On PostgreSQL a second instance shares the database; the embedded one has one process, which
    // looks twice at once.
    const second =
      backend === "postgres" ? await createTestApp(backend, withMail, { databaseUrl: app.databaseUrl }) : app;
    try {
      const now = new Date();
      const made = await Promise.all([app.services.backups.runDue(now), second.services.backups.runDue(now)]);
      await Promise.all([app.services.backups.idle(), second.services.backups.idle()]);
      expect(made.filter((run) => run !== null)).toHaveLength(1);
      // Later looks find the slot done.
      expect(await app.services.backups.runDue(now)).toBeNull();
      expect(await second.services.backups.runDue(new Date(now.getTime() + 60_000))).toBeNull();
      const runs = (await allRuns(app)).filter((run) => run.trigger === "schedule");
      expect(runs).toHaveLength(1);
      expect(runs[0]!.status).toBe("succeeded");
      expect(runs[0]!.bytes).toBeGreaterThan(0);
      const files = [...backupFiles(app), ...(second === app ? [] : backupFiles(second))];
      expect(files).toEqual([runs[0]!.fileName]);
      expect(files[0]).toMatch(/^dsa-backup-\d{4}-\d{2}-\d{2}-\d{4}-IST\.tar\.gz$/);
      // Made for the backups, readable by the server's user alone.
      const maker = backupFiles(app).length > 0 ? app : second;
      expect(fs.statSync(backupsDir(maker)).mode & 0o777).toBe(0o700);

      if (second !== app) {
        // One at a time across instances: while one runs, "Back up now" on the other is refused.
        const started = await second.services.backups.runNow({ userId: null, label: "x", via: "system", ip: null });
        const refused = await call("owner", "/backups/run", { method: "POST" });
        await second.services.backups.idle();
        expect(refused.status).toBe(409);
        expect((await refused.json()).error.message).toMatch(
          /^A backup is already running \(started with “Back up now”/,
        );
        expect((await allRuns(app)).find((run) => run.id === started.id)?.status).toBe("succeeded");
      }
    } finally {
      if (second !== app) await second.close();
    }
  });

  it("takes over a day whose instance died while backing up", async () => {
    const db = app.services.database.db;
    const [dead] = await db
      .insert(backupRuns)
      .values({
        slot: "2030-01-15",
        trigger: "schedule",
        instance: "an instance that stopped",
        destination: "local",
        startedAt: new Date(Date.now() - 3 * HOUR),
        heartbeatAt: new Date(Date.now() - 3 * HOUR),
      })
      .returning();
    const run = await app.services.backups.runDue(new Date("2030-01-15T09:00:00+05:30"));
    expect(run?.id).toBe(dead!.id);
    expect(run?.status).toBe("succeeded");
    const [row] = await db.select().from(backupRuns).where(eq(backupRuns.id, dead!.id));
    expect(row!.instance).not.toBe("an instance that stopped");
  });

  it("marks a run whose server stopped as interrupted, which is no failure to warn of", async () => {
    const db = app.services.database.db;
    // As a restored database holds the run that was making its backup: another instance's, its
    // heartbeat fresh. On the embedded database no other instance can exist: it is dead at once.
    const [left] = await db
      .insert(backupRuns)
      .values({ trigger: "manual", instance: "a server since stopped", destination: "local" })
      .returning();
    const [stale] = await db
      .insert(backupRuns)
      .values({
        trigger: "manual",
        instance: "another server since stopped",
        destination: "local",
        heartbeatAt: new Date(Date.now() - 11 * 60_000),
      })
      .returning();
    await app.services.backups.tick(new Date("2031-03-01T01:00:00+05:30"));
    const statusOf = async (id: number) => (await db.select().from(backupRuns).where(eq(backupRuns.id, id)))[0]!.status;
    expect(await statusOf(stale!.id)).toBe("interrupted");
    expect(await statusOf(left!.id)).toBe(backend === "pglite" ? "interrupted" : "running");
    if (backend === "postgres") {
      // Alive, as far as anyone can tell: no second backup meanwhile.
      const refused = await call("owner", "/backups/run", { method: "POST" });
      expect(refused.status).toBe(409);
      await db
        .update(backupRuns)
        .set({ heartbeatAt: new Date(Date.now() - 11 * 60_000) })
        .where(eq(backupRuns.id, left!.id));
    }
    expect((await backUpNow(app)).status).toBe("succeeded");
    expect(await statusOf(left!.id)).toBe("interrupted");
    expect((await app.services.backups.health()).problem).toBeNull();
  });

  it("refuses a second “Back up now” while one runs, in words", async () => {
    const first = await call("owner", "/backups/run", { method: "POST" });
    const second = await call("owner", "/backups/run", { method: "POST" });
    expect(first.status).toBe(202);
    expect(((await first.json()) as BackupRun).status).toBe("running");
    expect(second.status).toBe(409);
    expect((await second.json()).error.message).toMatch(/^A backup is already running .*Wait until it finishes/);
    await app.services.backups.idle();
    expect((await lastAudit(app, "backup.run"))?.actorLabel).toMatch(/^owner@example\.in/);
  });

  it("records a failure with what to do, warns the owners once, and the site goes on answering", async () => {
    const dir = backupsDir(app);
    fs.mkdirSync(dir, { recursive: true });
    const aside = `${dir}.aside`;
    fs.renameSync(dir, aside);
    fs.writeFileSync(dir, "not a folder");
    try {
      const failed = await backUpNow(app);
      expect(failed.status).toBe("failed");
      expect(failed.errorMessage).toBe(
        `${path.resolve(dir)} must be a folder for the backups, but a file of that name is in the way. Move the file elsewhere, then click “Back up now”.`,
      );
      const again = await backUpNow(app);
      expect(again.status).toBe("failed");
      const health = await app.services.backups.health();
      expect(health.problem).toBe("failed");
      expect(health.failure?.errorMessage).toBe(failed.errorMessage);
      // One e-mail for the problem, not one per failure.
      expect((await warningsQueued(app)).filter((warning) => warning.problem === "failed")).toEqual([
        expect.objectContaining({ problem: "failed", to: [OWNER_EMAIL] }),
      ]);
      expect(
        (await app.request("/api/admin/backups", { headers: { Authorization: `Bearer ${tokens.owner}` } })).status,
      ).toBe(200);
      const lead = await app.request("/api/leads", {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": "203.0.113.40" },
        body: JSON.stringify(loanEnquiryBody({ mobile: "98470 12345" })),
      });
      expect(lead.status).toBe(201);
    } finally {
      fs.rmSync(dir, { force: true });
      fs.renameSync(aside, dir);
    }
    // A success ends the problem; the next failure is a new one.
    expect((await backUpNow(app)).status).toBe("succeeded");
    expect((await app.services.backups.health()).problem).toBeNull();
  });

  it("records a full disk as failed, leaving nothing behind", async (context) => {
    const dir = backupsDir(app);
    const before = fs.readdirSync(dir);
    const aside = `${dir}.aside`;
    fs.renameSync(dir, aside);
    fs.mkdirSync(dir, { mode: 0o700 });
    let mounted = false;
    try {
      try {
        execFileSync("mount", ["-t", "tmpfs", "-o", "size=64k,mode=0700", "tmpfs", dir], { stdio: "pipe" });
        mounted = true;
      } catch (error) {
        context.skip(`a small disk could not be mounted here (mount -t tmpfs needs root): ${(error as Error).message}`);
      }
      // Leave a few kilobytes free: less than any backup of the site.
      fs.writeFileSync(path.join(dir, "filler.bin"), Buffer.alloc(56 * 1024));
      const failed = await backUpNow(app);
      expect(failed.status).toBe("failed");
      expect(failed.errorMessage).toMatch(
        new RegExp(
          `^The disk holding ${path.resolve(dir)} is full, so the backup was not written \\(nothing was left behind\\)\\.`,
        ),
      );
      expect(fs.readdirSync(dir)).toEqual(["filler.bin"]);
      expect(
        (await app.request("/api/admin/backups", { headers: { Authorization: `Bearer ${tokens.owner}` } })).status,
      ).toBe(200);
    } finally {
      if (mounted) execFileSync("umount", [dir]);
      fs.rmSync(dir, { recursive: true, force: true });
      fs.renameSync(aside, dir);
    }
    expect(fs.readdirSync(dir)).toEqual(before);
    expect((await backUpNow(app)).status).toBe("succeeded");
  });

  it("keeps the newest N backups and leaves other files alone", async () => {
    const dir = backupsDir(app);
    for (const name of fs.readdirSync(dir)) fs.rmSync(path.join(dir, name), { force: true });
    const old = ["2020-01-01", "2020-01-02", "2020-01-03"].map((day) => `dsa-backup-${day}-0200-IST.tar.gz`);
    for (const name of old) fs.writeFileSync(path.join(dir, name), "an old backup");
    fs.writeFileSync(path.join(dir, "notes.txt"), "the office's own file");
    fs.writeFileSync(path.join(dir, "dsa-backup-2020-01-01-0200-IST.tar.gz.0a1b2c.partial"), "left by a crash");
    await app.services.database.db.insert(backupRuns).values({
      trigger: "schedule",
      instance: "an earlier start",
      status: "succeeded",
      destination: "local",
      fileName: old[0],
      bytes: 13,
      finishedAt: new Date("2020-01-01T02:01:00+05:30"),
    });
    expect((await call("owner", "/backups/settings", { method: "PATCH", json: { keep: 2 } })).status).toBe(200);
    const made = await backUpNow(app);
    expect(made.status).toBe("succeeded");
    expect(fs.readdirSync(dir).sort()).toEqual(
      [made.fileName!, old[2]!, "notes.txt", "dsa-backup-2020-01-01-0200-IST.tar.gz.0a1b2c.partial"].sort(),
    );
    const [oldRun] = await app.services.database.db.select().from(backupRuns).where(eq(backupRuns.fileName, old[0]!));
    expect(oldRun!.removedAt).not.toBeNull();
    expect((await call("owner", "/backups/settings", { method: "PATCH", json: { keep: 14 } })).status).toBe(200);
  });

  it("lets only an owner download the newest backup, streamed whole and audited", async () => {
    const made = await backUpNow(app);
    expect((await call(null, "/backups/newest")).status).toBe(401);
    for (const role of ["admin", "editor", "viewer"] as const)
      expect((await call(role, "/backups/newest")).status, role).toBe(403);
    const res = await call("owner", "/backups/newest");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/gzip");
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="${made.fileName}"; filename*=UTF-8''${made.fileName}`,
    );
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = new Uint8Array(await res.arrayBuffer());
    const onDisk = fs.readFileSync(path.join(backupsDir(app), made.fileName!));
    expect(res.headers.get("content-length")).toBe(String(onDisk.byteLength));
    expect(sha256(body)).toBe(sha256(onDisk));
    const audit = await lastAudit(app, "backup.download", made.id);
    expect(audit?.changes).toEqual({ fileName: made.fileName, bytes: onDisk.byteLength });
    expect(audit?.actorLabel).toMatch(/^owner@example\.in/);

    // Its file gone (removed by hand): said so, nothing else.
    fs.rmSync(path.join(backupsDir(app), made.fileName!));
    const gone = await call("owner", "/backups/newest");
    expect(gone.status).toBe(404);
    expect((await gone.json()).error.message).toMatch(/is no longer in .*click “Back up now” to make one/);
  });

  it("warns once when no backup succeeded for 36 hours, and again only after one has", async () => {
    const backups = app.services.backups;
    const db = app.services.database.db;
    await db.delete(backupWarnings);
    await db.delete(notificationOutbox).where(eq(notificationOutbox.topic, BACKUP_WARNING_TOPIC));
    const made = await backUpNow(app);
    expect(made.status).toBe("succeeded");
    expect(await backups.warnOwners(new Date(Date.now() + 35 * HOUR))).toEqual([]);
    const later = new Date(Date.now() + 37 * HOUR);
    expect((await backups.health(later)).problem).toBe("overdue");
    expect(await backups.warnOwners(later)).toEqual(["overdue"]);
    expect(await backups.warnOwners(new Date(later.getTime() + HOUR))).toEqual([]);
    expect(await backups.warnOwners(new Date(later.getTime() + 24 * HOUR))).toEqual([]);
    expect(await warningsQueued(app)).toEqual([expect.objectContaining({ problem: "overdue", to: [OWNER_EMAIL] })]);
    // A backup ends it; 36 hours after that one, it is a new problem.
    await backUpNow(app);
    expect(await backups.warnOwners(new Date(Date.now() + HOUR))).toEqual([]);
    expect(await backups.warnOwners(new Date(Date.now() + 40 * HOUR))).toEqual(["overdue"]);
    expect(await warningsQueued(app)).toHaveLength(2);
    // Off by the owner's choice: shown as off, nobody e-mailed.
    await call("owner", "/backups/settings", { method: "PATCH", json: { enabled: false } });
    expect((await backups.health(new Date(Date.now() + 100 * HOUR))).problem).toBe("off");
    expect(await backups.warnOwners(new Date(Date.now() + 100 * HOUR))).toEqual([]);
    await call("owner", "/backups/settings", { method: "PATCH", json: { enabled: true } });
  });

  it("shows the owner, and only the owner, the last backup on the dashboard", async () => {
    const owner = (await (await call("owner", "/dashboard")).json()) as { backups: { lastSuccess: BackupRun | null } };
    expect(owner.backups.lastSuccess?.status).toBe("succeeded");
    for (const role of ["admin", "editor", "viewer"] as const)
      expect(((await (await call(role, "/dashboard")).json()) as { backups: unknown }).backups, role).toBeNull();
  });
});

describe.each(backends)("the owners' backup e-mail on %s", (backend) => {
  it("goes through the outbox to every active owner, saying what failed and what to do", async () => {
    const smtp = await startSmtpTestServer();
    const app = await createTestApp(backend, { ...ownerEnv, SMTP_URL: smtp.url() });
    const worker = createOutboxWorker({
      db: app.services.database.db,
      logger: createLogger("silent"),
      delivery: () => app.services.mailServer.delivery(),
    });
    try {
      const dir = backupsDir(app);
      fs.writeFileSync(dir, "in the way");
      expect((await backUpNow(app)).status).toBe("failed");
      expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0, retried: 0 });
      const [mail] = smtp.messages;
      expect(mail!.to).toEqual([OWNER_EMAIL]);
      expect(mail!.subject).toMatch(/^Backup failed on .+: the site's data is not backed up$/);
      expect(mail!.text).toContain(`${path.resolve(dir)} must be a folder for the backups`);
      expect(mail!.text).toContain("No backup of the site has succeeded yet.");
      expect(mail!.text).toContain("/admin/backups");
    } finally {
      await worker.stop();
      await app.close();
      await smtp.stop();
    }
  });
});

describe.each(backends)("a site without a mail server on %s", (backend) => {
  it("queues and records no warning, so one goes once a server is set up", async () => {
    const app = await createTestApp(backend, ownerEnv);
    try {
      const later = new Date(Date.now() + 40 * HOUR);
      expect((await app.services.backups.health(later)).problem).toBe("overdue");
      expect(await app.services.backups.warnOwners(later)).toEqual([]);
      expect(await app.services.database.db.select().from(backupWarnings)).toEqual([]);
      expect(await warningsQueued(app)).toEqual([]);
    } finally {
      await app.close();
    }
  });
});

describe.each(backends)("backups in an S3 bucket on %s", (backend) => {
  let server: S3rver;
  let folder: string;
  let app: TestApp;
  let client: S3Client;
  const bucket = "dsa-backups";

  beforeAll(async () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), "dsa-s3-backups-"));
    server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory: folder });
    const { port } = await server.run();
    const endpoint = `http://127.0.0.1:${port}`;
    client = new S3Client({
      region: "us-east-1",
      endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    });
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
    app = await createTestApp(backend, {
      ...ownerEnv,
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
    });
  });
  afterAll(async () => {
    await app?.close();
    client?.destroy();
    await server?.close();
    if (folder) fs.rmSync(folder, { recursive: true, force: true });
  });

  const keysIn = async () =>
    ((await client.send(new ListObjectsV2Command({ Bucket: bucket }))).Contents ?? []).map((object) => object.Key!);

  it("uploads each backup under backups/, keeps the newest N there, and downloads it from there", async () => {
    await client.send(
      new PutObjectCommand({ Bucket: bucket, Key: "backups/dsa-backup-2020-01-01-0200-IST.tar.gz", Body: "old" }),
    );
    await client.send(new PutObjectCommand({ Bucket: bucket, Key: "backups/readme.txt", Body: "the office's" }));
    await app.services.backups.editSettings(
      { userId: null, label: OWNER_EMAIL, via: "session", ip: null },
      { keep: 1 },
    );
    // Left by a server that stopped while uploading.
    const upload = path.join(backupsDir(app), ".upload");
    fs.mkdirSync(upload, { recursive: true });
    fs.writeFileSync(path.join(upload, "dsa-backup-2020-01-02-0200-IST.tar.gz"), "half an upload");
    const made = await backUpNow(app);
    expect(made.status, made.errorMessage ?? "").toBe("succeeded");
    expect((await app.services.backups.view()).destination).toEqual({ kind: "s3", where: `s3://${bucket}/backups/` });
    expect((await keysIn()).sort()).toEqual([`backups/${made.fileName}`, "backups/readme.txt"]);
    // The local copy went once uploaded; the file store never lists a backup as one of its files.
    expect(fs.readdirSync(path.join(backupsDir(app), ".upload"))).toEqual([]);
    expect(Object.keys(await everyFile(app.services.files)).some((key) => key.startsWith("backups/"))).toBe(false);

    const { jar } = await signIn(app);
    const res = await app.request("/api/admin/backups/newest", { headers: { Cookie: jar.header() } });
    expect(res.status).toBe(200);
    const body = new Uint8Array(await res.arrayBuffer());
    expect(body.byteLength).toBe(made.bytes);
    expect(body[0]).toBe(0x1f);
    expect(body[1]).toBe(0x8b);
    expect(await lastAudit(app, "backup.download", made.id)).toBeDefined();
  });
});
