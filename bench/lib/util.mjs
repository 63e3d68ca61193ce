// Small helpers shared by the benchmark modules.
import { spawnSync } from "node:child_process";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root (bench/lib/ is two levels down). */
export const ROOT = path.resolve(fileURLToPath(new URL("../..", import.meta.url)));

/** The bench itself cannot run (as opposed to a goal being missed): exit non-zero with this message. */
export class BenchError extends Error {}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Progress goes to stderr, so that stdout carries only the result table. */
export function log(message) {
  process.stderr.write(`[bench] ${message}\n`);
}

/** First port in [from, to] that nothing listens on at 127.0.0.1. */
export async function freePort(from, to) {
  for (let port = from; port <= to; port++) {
    const free = await new Promise((resolve) => {
      const server = net.createServer();
      server.once("error", () => resolve(false));
      server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new BenchError(`No free port in ${from}-${to} on 127.0.0.1`);
}

/**
 * One HTTP request without any decoding: the body is the bytes on the wire (still brotli or gzip
 * encoded), which is what "transferred" means. A fresh connection each time.
 */
export function rawRequest(url, { method = "GET", headers = {}, body, timeoutMs = 10_000 } = {}) {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers, agent: false, timeout: timeoutMs }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on("error", reject);
    });
    request.on("timeout", () => request.destroy(new Error(`timeout after ${timeoutMs} ms: ${method} ${url}`)));
    request.on("error", reject);
    request.end(body);
  });
}

/** First line of a command's output, or null when the command is missing or fails. */
export function commandOutput(command, args) {
  const result = spawnSync(command, args, { encoding: "utf8", cwd: ROOT });
  if (result.error || result.status !== 0) return null;
  return `${result.stdout}${result.stderr}`.trim() || null;
}

// Everything a run starts (server, nginx, Chromium, temp folders) registers how to undo it, so
// that an error or Ctrl-C stops it too.
const cleanups = new Set();

/** Registers fn for cleanUp(); returns a function that unregisters it (after a normal stop). */
export function onCleanup(fn) {
  cleanups.add(fn);
  return () => cleanups.delete(fn);
}

/** Runs the registered clean-ups, newest first; failures are logged, not thrown. */
export async function cleanUp() {
  for (const fn of [...cleanups].reverse()) {
    cleanups.delete(fn);
    await Promise.resolve()
      .then(fn)
      .catch((error) => log(`clean-up: ${error.message}`));
  }
}
