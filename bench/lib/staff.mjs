// Runs bench/staff.ts (the staff side's server figures) in a process of its own, with tsx.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { ROOT } from "./util.mjs";

/**
 * A database of its own next to `databaseUrl` (same server, name + "_staff"), made afresh: the
 * main run's server has already made a first owner in the bench database, and the staff figures
 * sign in as one of their own.
 */
async function freshStaffDatabase(databaseUrl) {
  const { default: pg } = await import("pg");
  const url = new URL(databaseUrl);
  const name = `${url.pathname.slice(1) || "postgres"}_staff`;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name.replace(/"/g, '""')}" with (force)`);
    await client.query(`create database "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
  url.pathname = `/${name}`;
  return url.toString();
}

/** The figures of bench/staff.ts, or { skipped } / { error }. */
export async function measureStaff({ databaseUrl: benchDatabaseUrl }) {
  if (process.env.BENCH_SKIP_STAFF === "1") return { skipped: "BENCH_SKIP_STAFF=1" };
  let databaseUrl = null;
  if (benchDatabaseUrl) {
    try {
      databaseUrl = await freshStaffDatabase(benchDatabaseUrl);
    } catch (error) {
      return { error: `could not create a database of its own for the staff figures: ${error.message}` };
    }
  }
  const tsx = path.join(ROOT, "node_modules/.bin/tsx");
  const result = spawnSync(tsx, [path.join(ROOT, "bench/staff.ts")], {
    cwd: ROOT,
    encoding: "utf8",
    timeout: 10 * 60 * 1000,
    env: {
      PATH: process.env.PATH ?? "",
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...(process.env.BENCH_STAFF_LEADS ? { BENCH_STAFF_LEADS: process.env.BENCH_STAFF_LEADS } : {}),
    },
  });
  const line = result.stdout?.trim().split("\n").at(-1);
  if (result.status !== 0 || !line) {
    return { error: `bench/staff.ts exited ${result.status ?? result.signal}: ${(result.stderr ?? "").slice(-500)}` };
  }
  try {
    return JSON.parse(line);
  } catch {
    return { error: `bench/staff.ts printed no JSON: ${line.slice(0, 200)}` };
  }
}
