// Runs bench/staff.ts (the staff side's server figures) in a process of its own, with tsx.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { ROOT } from "./util.mjs";

/** The figures of bench/staff.ts, or { skipped } / { error }. */
export function measureStaff({ databaseUrl }) {
  if (process.env.BENCH_SKIP_STAFF === "1") return { skipped: "BENCH_SKIP_STAFF=1" };
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
