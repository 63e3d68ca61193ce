import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { inArray, sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { openDatabase } from "~server/db/client.server";
import { leads } from "~server/db/schema";
import { createTestDatabase } from "../support/postgres-server";
import { assertBuilt, spawnServer, type ServerProcess } from "../support/server-process";

const consent = { accepted: true, noticeVersion: "2026-11-22", language: "en" };

/** `npm run backup` / `npm run restore` as a person runs them (the bundled command), with `env`. */
export function runCommand(
  command: "backup" | "restore",
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["scripts/backup-cli.mjs", command, ...args], {
      env: { PATH: process.env.PATH ?? "", LOG_LEVEL: "warn", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("close", (code) => resolve({ code, output }));
  });
}

/** Leads from a few concurrent loops until stopped; answers the references that got a 2xx and when. */
async function submitUntil(url: string, stop: { now: boolean }) {
  const accepted: { reference: string; at: number }[] = [];
  let counter = 0;
  await Promise.all(
    Array.from({ length: 4 }, async (_, loop) => {
      while (!stop.now) {
        counter++;
        const res = await fetch(`${url}/api/leads`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({
            kind: "contact_message",
            name: "Backup Test",
            mobile: `9${String(loop).padStart(2, "0")}${String(counter).padStart(7, "0")}`,
            message: "Written while a backup runs.",
            consent,
          }),
        }).catch(() => null);
        if (res && res.status === 201)
          accepted.push({ reference: ((await res.json()) as { reference: string }).reference, at: Date.now() });
      }
    }),
  );
  return accepted;
}

describe("npm run backup and npm run restore", () => {
  const started: ServerProcess[] = [];
  const dirs: string[] = [];
  const scratch = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "dsa-backup-command-"));
    dirs.push(dir);
    return dir;
  };
  beforeAll(() => assertBuilt());
  afterEach(async () => {
    for (const server of started.splice(0)) {
      if (server.child.exitCode === null) {
        server.child.kill("SIGTERM");
        await server.exited;
      }
    }
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  for (const backend of ["pglite", "postgres"] as const) {
    it(`backs up a running site while leads arrive and restores a consistent state (${backend})`, async () => {
      const databaseUrl =
        backend === "postgres"
          ? await createTestDatabase(inject("postgresUrl"), `backup_cmd_${process.pid}_${Date.now()}`)
          : undefined;
      const env = {
        DATA_DIR: scratch(),
        LEAD_RATE_LIMIT_PER_IP: "1000000",
        BACKUP_PASSPHRASE: "kappa chaaya vellam mazha kattu",
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      };
      const server = spawnServer(env);
      started.push(server);
      const url = await server.ready;

      const stop = { now: false };
      const submitting = submitUntil(url, stop);
      await new Promise((resolve) => setTimeout(resolve, 700));
      const backupStartedAt = Date.now();
      const backupFile = path.join(scratch(), "site.tar.gz.age");
      const backup = await runCommand("backup", ["--output", backupFile], env);
      stop.now = true;
      const accepted = await submitting;
      expect(backup.output).toMatch(
        /Backup written to .*site\.tar\.gz\.age .*leads.*encrypted with BACKUP_PASSPHRASE/s,
      );
      expect(backup.code).toBe(0);
      expect(fs.readFileSync(backupFile).subarray(0, 21).toString()).toBe("age-encryption.org/v1");
      server.child.kill("SIGTERM");
      expect(await server.exited).toBe(0);

      // Into an empty target of the other kind: how an office moves to PostgreSQL, and back.
      const targetUrl =
        backend === "pglite"
          ? await createTestDatabase(inject("postgresUrl"), `restore_cmd_${process.pid}_${Date.now()}`)
          : undefined;
      const target = { ...env, DATA_DIR: scratch(), DATABASE_URL: targetUrl ?? "" };
      const restored = await runCommand("restore", [backupFile], target);
      expect(restored.output).toMatch(/Restored the backup of .* IST:\n {2}rows: .*leads [\d,]+/);
      expect(restored.code).toBe(0);

      const database = await openDatabase({ databaseUrl: targetUrl, dataDir: target.DATA_DIR });
      try {
        const found = new Set(
          (await database.db.select({ reference: leads.reference }).from(leads)).map((row) => row.reference),
        );
        // Every lead answered before the backup began is in it; none is there half (each restored
        // lead's timeline refers to a lead that exists: the foreign keys were checked on restore).
        const before = accepted.filter((lead) => lead.at < backupStartedAt).map((lead) => lead.reference);
        expect(before.length).toBeGreaterThan(0);
        expect(before.filter((reference) => !found.has(reference))).toEqual([]);
        const orphanEvents = await database.db.execute(
          sql`select count(*)::int as n from lead_events e where not exists (select 1 from leads l where l.id = e.lead_id)`,
        );
        expect(JSON.stringify(orphanEvents)).toContain('"n":0');
        expect(
          (await database.db.select({ reference: leads.reference }).from(leads).where(inArray(leads.reference, before)))
            .length,
        ).toBe(before.length);
      } finally {
        await database.close();
      }

      // The site starts on the restored data.
      const again = spawnServer(target.DATABASE_URL ? target : { ...target, DATABASE_URL: "" });
      started.push(again);
      const againUrl = await again.ready;
      expect((await fetch(`${againUrl}/`)).status).toBe(200);
    });
  }

  it("refuses to restore over a running server's data, and tells what to do", async () => {
    const env = { DATA_DIR: scratch() };
    const server = spawnServer(env);
    started.push(server);
    const url = await server.ready;
    const file = path.join(scratch(), "site.tar.gz");
    const backup = await runCommand("backup", ["--output", file], env);
    expect(backup.output).toMatch(/NOT encrypted and holds every borrower's data: set BACKUP_PASSPHRASE/);
    const restore = await runCommand("restore", [file, "--force"], env);
    expect(restore.output).toMatch(/A server is running on this DATA_DIR \(pid \d+\)\. Stop it first/);
    expect(restore.code).toBe(1);
    expect((await fetch(`${url}/`)).status).toBe(200);

    const usage = await runCommand("restore", [], env);
    expect(usage.output).toMatch(/Usage: npm run restore -- BACKUP-FILE \[--force\]/);
    expect(usage.code).toBe(1);
  });

  it("an encrypted backup opens without this product: age -d, then tar", async () => {
    const env = { DATA_DIR: scratch(), BACKUP_PASSPHRASE: "kappa chaaya vellam mazha kattu" };
    const server = spawnServer(env);
    started.push(server);
    await server.ready;
    const folder = scratch();
    const backup = await runCommand("backup", ["--output", folder], env);
    expect(backup.code).toBe(0);
    const [name] = fs.readdirSync(folder);
    expect(name).toMatch(/^dsa-backup-\d{4}-\d{2}-\d{2}-\d{4}-IST\.tar\.gz\.age$/);
    // age reads the passphrase from a terminal only: `script` gives it one.
    const opened = path.join(folder, "backup.tar.gz");
    execFileSync("script", ["-qec", `age -d -o ${opened} ${path.join(folder, name!)}`, "/dev/null"], {
      input: `${env.BACKUP_PASSPHRASE}\n`,
      timeout: 60_000,
    });
    const listing = execFileSync("tar", ["tzf", opened], { encoding: "utf8" }).split("\n");
    expect(listing[0]).toBe("backup.json");
    expect(listing).toContain("database/0001.sql");
    expect(listing.filter(Boolean).at(-1)).toBe("manifest.json");
    const sql = execFileSync("tar", ["xzf", opened, "-O", "database/0001.sql"], { encoding: "utf8" });
    expect(sql).toMatch(/^INSERT INTO public\."loan_services" \(/m);
  });
});
