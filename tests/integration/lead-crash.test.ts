import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { inArray } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { openDatabase } from "~server/db/client.server";
import { leads } from "~server/db/schema";
import { createTestDatabase } from "../support/postgres-server";
import { assertBuilt, spawnServer, type ServerProcess } from "../support/server-process";

const consent = { accepted: true, noticeVersion: "2026-11-22", language: "en" };

/**
 * Submits leads from several concurrent loops until stopped; returns the references that got a
 * 2xx answer. Requests cut off by the crash just fail and are not counted as accepted.
 */
async function submitUntil(url: string, stop: { now: boolean }, loops = 8) {
  const accepted: string[] = [];
  let sent = 0;
  let counter = 0;
  await Promise.all(
    Array.from({ length: loops }, async (_, loop) => {
      while (!stop.now) {
        counter++;
        const mobile = `9${String(loop).padStart(2, "0")}${String(counter).padStart(7, "0")}`;
        sent++;
        try {
          const res = await fetch(`${url}/api/leads`, {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({
              kind: "contact_message",
              name: "Crash Test",
              mobile,
              message: "Durability check: this lead must survive a crash.",
              consent,
            }),
          });
          if (res.status >= 200 && res.status < 300)
            accepted.push(((await res.json()) as { reference: string }).reference);
        } catch {
          // The server died mid-request: this lead never got a success answer.
        }
      }
    }),
  );
  return { accepted, sent };
}

describe("leads survive kill -9 of the server", () => {
  const started: ServerProcess[] = [];
  const dirs: string[] = [];
  beforeAll(() => assertBuilt());
  afterEach(async () => {
    for (const server of started.splice(0)) {
      if (server.child.exitCode === null) {
        server.child.kill("SIGKILL");
        await server.exited;
      }
    }
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  for (const backend of ["pglite", "postgres"] as const) {
    it(`every lead that got a 2xx is in the database after restart (${backend})`, async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dsa-crash-"));
      dirs.push(dataDir);
      const databaseUrl =
        backend === "postgres"
          ? await createTestDatabase(inject("postgresUrl"), `crash_${process.pid}_${Date.now()}`)
          : undefined;
      const env = {
        DATA_DIR: dataDir,
        LEAD_RATE_LIMIT_PER_IP: "1000000",
        LOG_LEVEL: "warn",
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      };
      const first = spawnServer({ ...env, LOG_LEVEL: "info" });
      started.push(first);
      const url = await first.ready;

      const stop = { now: false };
      const submitting = submitUntil(url, stop);
      await new Promise((resolve) => setTimeout(resolve, 2500));
      first.child.kill("SIGKILL");
      await first.exited;
      stop.now = true;
      const { accepted, sent } = await submitting;
      expect(accepted.length).toBeGreaterThan(10);

      // Restart on the same data: the server recovers (stale lock, same database).
      const second = spawnServer({ ...env, LOG_LEVEL: "info" });
      started.push(second);
      await second.ready;
      second.child.kill("SIGTERM");
      expect(await second.exited).toBe(0);

      const database = await openDatabase({ databaseUrl, dataDir });
      try {
        const found = await database.db
          .select({ reference: leads.reference })
          .from(leads)
          .where(inArray(leads.reference, accepted));
        const lost = accepted.length - found.length;
        console.info(
          `[${backend}] kill -9 test: ${sent} submitted, ${accepted.length} answered 2xx in 2.5 s (${Math.round(accepted.length / 2.5)} leads/s), ${lost} lost`,
        );
        expect(lost).toBe(0);
      } finally {
        await database.close();
      }
    });
  }
});
