// What keeping every acknowledged lead costs on the embedded database (issue 28, ADR 0039):
// POST /api/leads at 1 and at 50 connections on the production server with its default (each
// commit fsynced to the disk before the 201) and with EMBEDDED_DB_FSYNC=off, each on a fresh
// embedded database, side by side, lead alerts on as in the main load. Leads/s, p50 and p99.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { leadRequests, mobileNumbers, runLoad, submitFirstLead, summariseRuns } from "./load.mjs";
import { startSmtpSink } from "./smtp-sink.mjs";
import { startServer, stopServer } from "./server.mjs";
import { BenchError, freePort, log, onCleanup } from "./util.mjs";

/** The two ways the server can open the embedded database, the default first. */
export const DURABILITY_MODES = [
  { id: "on", label: "fsync on (default)", env: {} },
  { id: "off", label: "EMBEDDED_DB_FSYNC=off", env: { EMBEDDED_DB_FSYNC: "off" } },
];
/** Seconds per run at most: each cell is a few runs of a few seconds. */
export const DURABILITY_MAX_SECONDS = 5;
/** Syncs timed for the disk's own figure (a few tenths of a second on an SSD, seconds on a busy disk). */
const DISK_SYNCS = 200;

const HEADERS = { accept: "application/json", "user-agent": "dsa-site-bench/1 (autocannon)" };

/**
 * What one 8 kB write and fsync(2) costs in the folder the databases live in (the temporary
 * folder), before and after the loads: the fsync-on rows move with it, and a disk shared with
 * other work shows here. { medianMs, p99Ms } each.
 */
function timeDiskSync() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "dsa-bench-fsync-"));
  try {
    const fd = fs.openSync(path.join(dir, "probe"), "w");
    const block = Buffer.alloc(8192, 1);
    const times = [];
    try {
      for (let i = 0; i < DISK_SYNCS; i++) {
        const start = performance.now();
        fs.writeSync(fd, block, 0, block.length, 0);
        fs.fsyncSync(fd);
        times.push(performance.now() - start);
      }
    } finally {
      fs.closeSync(fd);
    }
    times.sort((a, b) => a - b);
    return { medianMs: times[Math.floor(times.length / 2)], p99Ms: times[Math.ceil(times.length * 0.99) - 1] };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * { seconds, repeats, connections, diskSync: { before, after }, modes: [{ id, label, loads:
 * [summariseRuns result per connection count] }] }, or throws a BenchError saying what failed.
 * Both servers run side by side and their runs alternate (on, off, on, off…), so a host whose
 * speed drifts during the minute weighs on both settings alike.
 */
export async function measureDurability({ ports, connections, seconds, repeats, warmupSeconds }) {
  const diskBefore = timeDiskSync();
  const sink = await startSmtpSink();
  const removeSinkCleanup = onCleanup(() => sink.stop());
  const started = [];
  try {
    for (const mode of DURABILITY_MODES) started.push(await startMode(mode, { ports, sink }));
    for (const target of started) {
      await runLoad({ url: target.url, connections: 10, duration: warmupSeconds, requests: target.requests });
    }
    const runs = started.map(() => connections.map(() => []));
    for (const [index, count] of connections.entries()) {
      log(
        `durability: POST /api/leads ×${count}, ${repeats} × ${seconds} s each with ${started.map((t) => t.mode.label).join(" and ")}, alternating`,
      );
      for (let repeat = 0; repeat < repeats; repeat++) {
        for (const [modeIndex, target] of started.entries()) {
          runs[modeIndex][index].push(
            await runLoad({ url: target.url, connections: count, duration: seconds, requests: target.requests }),
          );
          target.checkAlive(count);
        }
      }
    }
    for (const target of started) {
      if (target.stats.unreadable) {
        throw new BenchError(`${target.stats.unreadable} answers without a reference (${target.mode.label})`);
      }
    }
    const modes = started.map((target, modeIndex) => ({
      id: target.mode.id,
      label: target.mode.label,
      loads: runs[modeIndex].map(summariseRuns),
    }));
    return { seconds, repeats, connections, diskSync: { before: diskBefore, after: timeDiskSync() }, modes };
  } finally {
    for (const target of started) await target.stop();
    await sink.stop();
    removeSinkCleanup();
  }
}

/** A server on a fresh DATA_DIR with `mode`'s environment, checked with one lead; its load's request list. */
async function startMode(mode, { ports, sink }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `dsa-bench-durability-${mode.id}-`));
  const removeDirCleanup = onCleanup(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  let server = null;
  let removeServerCleanup = () => {};
  const stop = async () => {
    if (server) await stopServer(server);
    removeServerCleanup();
    fs.rmSync(dataDir, { recursive: true, force: true });
    removeDirCleanup();
  };
  try {
    const port = await freePort(ports[0], ports[1]);
    server = await startServer({ port, dataDir, env: { ...sink.env, ...mode.env } });
    const running = server;
    removeServerCleanup = onCleanup(() => stopServer(running));
    const origin = server.url;
    const nextMobile = mobileNumbers();
    await submitFirstLead({ origin, headers: HEADERS, nextMobile, label: `POST /api/leads (${mode.label})` });
    const stats = { unreadable: 0, accepted: 0 };
    return {
      mode,
      stats,
      url: `${origin}/api/leads`,
      requests: leadRequests({ origin, headers: HEADERS, nextMobile, stats }),
      checkAlive(count) {
        if (running.child.exitCode !== null || running.child.signalCode !== null) {
          throw new BenchError(`The server (${mode.label}) died during the leads ×${count}:\n${running.output()}`);
        }
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
