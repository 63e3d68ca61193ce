// Backup and restore figures (issue 28): a site of 100,000 leads (two timeline events each) and
// 200 MB of stored files, on the embedded database. `npm run backup` while the server runs (the
// server takes it through its control socket; how long one lead sent meanwhile waits), then
// `npm run restore` into an empty DATA_DIR: the time of each and the peak memory of the server and
// of the command.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { readMemory, sampleRss, startServer, stopServer } from "./server.mjs";
import { BenchError, ROOT, freePort, log, onCleanup, rawRequest, sleep } from "./util.mjs";

export const BACKUP_LEADS = 100_000;
const FILE_COUNT = 100;
const FILE_BYTES = 2 * 1024 * 1024;
const PASSPHRASE = "bench kappa chaaya vellam mazha kattu";

/** Rows straight into the embedded database (a process of its own, the server stopped). */
function fillDatabase(dataDir) {
  const script = `
const { PGlite } = await import(${JSON.stringify(path.join(ROOT, "node_modules/@electric-sql/pglite/dist/index.js"))});
const db = await PGlite.create(process.argv[1]);
await db.exec(\`
  insert into leads (reference, kind, service_slug, name, mobile, email, city, loan_amount, message,
                     consent_notice_version, consent_language, consent_purpose, consented_at, created_at)
  select 'BN-' || lpad(n::text, 7, '0'), 'loan_enquiry', 'home-loans', 'Bench Borrower ' || n,
         '+9194' || lpad(n::text, 8, '0'), 'borrower' || n || '@example.in', 'Kochi', 2500000 + n,
         'Looking for a home loan near Kakkanad, please call after 6 pm.',
         '2026-11-22', 'en', 'Contact me about this loan enquiry', now() - (n || ' minutes')::interval,
         now() - (n || ' minutes')::interval
  from generate_series(1, ${BACKUP_LEADS}) as n;
  insert into lead_events (lead_id, type, data, created_at)
  select id, 'received', '{}'::jsonb, created_at from leads where reference like 'BN-%';
  insert into lead_events (lead_id, type, actor_label, data, created_at)
  select id, 'status_changed', 'Bench Staff', '{"from":"new","to":"contacted"}'::jsonb, created_at + interval '1 hour'
  from leads where reference like 'BN-%';
\`);
await db.close();`;
  const result = spawnSync(process.execPath, ["--input-type=module", "-e", script, path.join(dataDir, "pgdata")], {
    encoding: "utf8",
  });
  if (result.status !== 0) throw new BenchError(`filling the bench database failed: ${result.stderr}`);
}

/** 200 MB of incompressible files (photos and PDFs compress no further) under storage keys. */
function fillFiles(dataDir) {
  const folder = path.join(dataDir, "files", "media", "2026", "11");
  fs.mkdirSync(folder, { recursive: true });
  for (let i = 0; i < FILE_COUNT; i++) {
    const name = `${randomBytes(16).toString("base64url")}.jpg`;
    fs.writeFileSync(path.join(folder, name), randomBytes(FILE_BYTES));
  }
}

/** Runs `npm run backup|restore` (the bundled command); answers its time, peak RSS and output. */
async function runCommand(args, env) {
  const startedAt = performance.now();
  const child = spawn(process.execPath, ["scripts/backup-cli.mjs", ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? "", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const sampler = sampleRss(child.pid, 50);
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const code = await new Promise((resolve) => child.on("close", resolve));
  const peakRss = sampler.stop();
  if (code !== 0) throw new BenchError(`npm run ${args[0]} failed (${code}):\n${output}`);
  return { seconds: (performance.now() - startedAt) / 1000, peakRss, output: output.trim() };
}

export async function measureBackupRestore() {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "dsa-bench-backup-"));
  onCleanup(() => fs.rmSync(work, { recursive: true, force: true }));
  const dataDir = path.join(work, "site");
  const port = await freePort(3060, 3069);

  log(
    `backup: a site of ${BACKUP_LEADS.toLocaleString("en-GB")} leads and ${(FILE_COUNT * FILE_BYTES) / 1048576} MB of files`,
  );
  let server = await startServer({ port, dataDir });
  await stopServer(server);
  fillDatabase(dataDir);
  fillFiles(dataDir);

  const env = { DATA_DIR: dataDir, BACKUP_PASSPHRASE: PASSPHRASE };
  server = await startServer({ port, dataDir, env: { BACKUP_PASSPHRASE: PASSPHRASE } });
  const removeCleanup = onCleanup(() => stopServer(server));
  const serverIdle = readMemory(server.pid)?.rss ?? null;
  const serverSampler = sampleRss(server.pid, 50);
  const file = path.join(work, "bench.tar.gz.age");
  const backingUp = runCommand(["backup", "--output", file], env);
  // A visitor's lead while the backup runs: the embedded database answers it after the dump.
  await sleep(1000);
  const leadSentAt = performance.now();
  const lead = await rawRequest(`${server.url}/api/leads`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      kind: "contact_message",
      name: "During Backup",
      mobile: "9447012345",
      message: "Sent while the backup runs.",
      consent: { accepted: true, noticeVersion: "2026-11-22", language: "en" },
    }),
    timeoutMs: 120_000,
  });
  const leadWaitMs = performance.now() - leadSentAt;
  const backup = await backingUp;
  const serverPeak = serverSampler.stop();
  await stopServer(server);
  removeCleanup();

  const restoreDir = path.join(work, "restored");
  const restore = await runCommand(["restore", file], { DATA_DIR: restoreDir, BACKUP_PASSPHRASE: PASSPHRASE });
  const results = {
    leads: BACKUP_LEADS,
    fileBytes: FILE_COUNT * FILE_BYTES,
    archiveBytes: fs.statSync(file).size,
    backup: {
      seconds: backup.seconds,
      commandPeakRss: backup.peakRss,
      serverIdleRss: serverIdle,
      serverPeakRss: serverPeak,
    },
    leadDuringBackup: { status: lead.status, waitMs: leadWaitMs },
    restore: { seconds: restore.seconds, peakRss: restore.peakRss },
  };
  log(
    `backup ${results.backup.seconds.toFixed(1)} s (server peak ${Math.round(serverPeak / 1048576)} MiB), restore ${restore.seconds.toFixed(1)} s (peak ${Math.round(restore.peakRss / 1048576)} MiB)`,
  );
  return results;
}

const mib = (bytes) => (bytes === null || bytes === undefined ? "–" : `${Math.round(bytes / 1048576)} MiB`);

/** The report's rows for the backup figures. */
export function addBackupRows(results, add) {
  const figures = results.backupRestore;
  if (!figures) return;
  if (figures.error) {
    add({ measure: "Backup and restore", value: `failed: ${figures.error}` });
    return;
  }
  const size = `${figures.leads.toLocaleString("en-GB")} leads + ${Math.round(figures.fileBytes / 1048576)} MB of files`;
  add({
    measure: `Backup (${size}; encrypted archive ${Math.round(figures.archiveBytes / 1048576)} MB), server running`,
    value: `${figures.backup.seconds.toFixed(1)} s`,
  });
  add({
    measure: "Backup: peak memory (server / npm run backup)",
    value: `${mib(figures.backup.serverPeakRss)} (idle ${mib(figures.backup.serverIdleRss)}) / ${mib(figures.backup.commandPeakRss)}`,
  });
  add({
    measure: "Backup: a lead sent 1 s into it waited",
    value: `${(figures.leadDuringBackup.waitMs / 1000).toFixed(1)} s (answer ${figures.leadDuringBackup.status})`,
  });
  add({ measure: `Restore (${size}) into an empty DATA_DIR`, value: `${figures.restore.seconds.toFixed(1)} s` });
  add({ measure: "Restore: peak memory (npm run restore)", value: mib(figures.restore.peakRss) });
}
