// The production server as a child process: build check, start, start-up time, memory, stop.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { BenchError, ROOT, log, rawRequest, sleep } from "./util.mjs";

export const SERVER_ENTRY = path.join(ROOT, "build/app-server/main.js");
/** What `npm start` (scripts/start.mjs) checks before deciding to build. */
const BUILD_OUTPUTS = ["build/server/index.js", "build/client", "build/app-server/main.js"];

/** Submissions per address per 10 minutes during the run: the load comes from one address. */
export const BENCH_LEAD_RATE_LIMIT = 1_000_000;

const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 20_000;

/** Runs `npm run build` when the build is incomplete, like `npm start`. Returns whether it built. */
export function ensureBuild() {
  if (BUILD_OUTPUTS.every((file) => fs.existsSync(path.join(ROOT, file)))) return false;
  log("No complete build found: building first (npm run build)...");
  const result = spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: ["ignore", process.stderr, process.stderr] });
  if (result.status !== 0) throw new BenchError(`npm run build failed (exit ${result.status ?? result.signal})`);
  return true;
}

/**
 * Starts build/app-server/main.js on 127.0.0.1:port with a clean environment (nothing from the
 * caller's shell leaks in, e.g. SMTP settings) and resolves once GET /healthz answers 200.
 * startupMs runs from spawn to that first 200. `env` adds variables (e.g. a first owner).
 */
export async function startServer({ port, dataDir, databaseUrl, env: extraEnv = {} }) {
  const env = {
    PATH: process.env.PATH ?? "",
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    LOG_LEVEL: "warn",
    DATA_DIR: dataDir,
    LEAD_RATE_LIMIT_PER_IP: String(BENCH_LEAD_RATE_LIMIT),
    // The analytics load also comes from one address.
    ANALYTICS_RATE_LIMIT_PER_IP: String(BENCH_LEAD_RATE_LIMIT),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...extraEnv,
  };
  let output = "";
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, [SERVER_ENTRY], { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  let exit = null;
  const exited = new Promise((resolve) => {
    child.once("exit", (code, signal) => {
      exit = { code, signal };
      resolve(exit);
    });
    child.once("error", (error) => {
      exit = { code: null, signal: null, error };
      resolve(exit);
    });
  });

  const url = `http://127.0.0.1:${port}`;
  const server = {
    url,
    pid: child.pid,
    child,
    exited,
    output: () => output,
    startupMs: 0,
  };
  while (performance.now() - spawnedAt < START_TIMEOUT_MS) {
    if (exit) {
      throw new BenchError(
        `The server exited (${exit.error?.message ?? `code ${exit.code}, signal ${exit.signal}`}) before /healthz answered:\n${output}`,
      );
    }
    const health = await rawRequest(`${url}/healthz`, { timeoutMs: 2_000 }).catch(() => null);
    if (health?.status === 200) {
      server.startupMs = performance.now() - spawnedAt;
      return server;
    }
    await sleep(20);
  }
  child.kill("SIGKILL");
  throw new BenchError(`The server did not answer /healthz with 200 within ${START_TIMEOUT_MS / 1000} s:\n${output}`);
}

/** SIGTERM, then waits for the exit (SIGKILL after 20 s). Returns the exit code and how long it took. */
export async function stopServer(server) {
  const sentAt = performance.now();
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill("SIGTERM");
  const timer = setTimeout(() => server.child.kill("SIGKILL"), STOP_TIMEOUT_MS);
  const { code, signal } = await server.exited;
  clearTimeout(timer);
  return { exitCode: code, signal, shutdownMs: performance.now() - sentAt };
}

/** Resident memory of a process in bytes (VmRSS, and VmHWM = the kernel's peak), or null off Linux. */
export function readMemory(pid) {
  let status;
  try {
    status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  } catch {
    return null;
  }
  const field = (name) => {
    const match = new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(status);
    return match ? Number(match[1]) * 1024 : null;
  };
  return { rss: field("VmRSS"), hwm: field("VmHWM") };
}

/** Samples VmRSS every intervalMs until stopped; stop() returns the highest sample (bytes) or null. */
export function sampleRss(pid, intervalMs = 100) {
  let peak = null;
  const take = () => {
    const rss = readMemory(pid)?.rss ?? null;
    if (rss !== null && (peak === null || rss > peak)) peak = rss;
  };
  return sampleUntilStopped(take, intervalMs, () => peak);
}

/** Runs `take` now and every intervalMs; stop() takes a last sample and returns `result()`. */
function sampleUntilStopped(take, intervalMs, result) {
  take();
  const timer = setInterval(take, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      take();
      return result();
    },
  };
}

/** The ids of a process's children (every thread's list: a child can be forked from any thread). */
function childrenOf(pid) {
  let tasks;
  try {
    tasks = fs.readdirSync(`/proc/${pid}/task`);
  } catch {
    return [];
  }
  const ids = [];
  for (const task of tasks) {
    try {
      const text = fs.readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").trim();
      if (text) ids.push(...text.split(/\s+/).map(Number));
    } catch {
      // The thread ended meanwhile.
    }
  }
  return ids;
}

/** The pages only this process maps (Private_Clean + Private_Dirty), in bytes, or null. */
function readPrivate(pid) {
  try {
    const text = fs.readFileSync(`/proc/${pid}/smaps_rollup`, "utf8");
    const field = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(text)?.[1] ?? 0) * 1024;
    return field("Private_Clean") + field("Private_Dirty");
  } catch {
    return null;
  }
}

/**
 * Memory of a process and of every process under it (the server's image worker), in bytes, or
 * null off Linux: `server` and `children` resident (RSS); `childrenOwn`, the pages only the
 * children map; `total` = the server's RSS + the children's own pages. What a child shares with
 * the server (Node's code, libc) is in the server's RSS already, so the sum of the RSS would count
 * it twice.
 */
export function readTreeMemory(pid) {
  const server = readMemory(pid)?.rss ?? null;
  if (server === null) return null;
  let children = 0;
  let childrenOwn = 0;
  const pending = childrenOf(pid);
  while (pending.length > 0) {
    const child = pending.pop();
    children += readMemory(child)?.rss ?? 0;
    childrenOwn += readPrivate(child) ?? 0;
    pending.push(...childrenOf(child));
  }
  return { server, children, childrenOwn, total: server + childrenOwn };
}

/**
 * Samples readTreeMemory every intervalMs until stopped; stop() returns the highest of each
 * figure over the samples (bytes; `total` is the highest sum seen in one sample), or null.
 */
export function sampleTreeMemory(pid, intervalMs = 25) {
  let peak = null;
  const take = () => {
    const now = readTreeMemory(pid);
    if (!now) return;
    peak ??= { server: 0, children: 0, childrenOwn: 0, total: 0 };
    for (const key of Object.keys(peak)) peak[key] = Math.max(peak[key], now[key]);
  };
  return sampleUntilStopped(take, intervalMs, () => peak);
}
