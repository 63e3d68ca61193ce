// Part of `npm run bench` (run with tsx by bench/run.mjs): the staff side's server figures.
// - the dashboard with 100,000 leads: its queries through the service, and GET /api/admin/dashboard
//   through the HTTP app (sign-in cookie, guard, JSON), each BENCH_STAFF_RUNS times, p50/p99;
// - the leads workbench with the same 100,000 leads: GET /api/admin/leads for the first page, a
//   status filter and a mobile search typed as people type it (p50/p99), and the streamed CSV
//   export of every lead: rows per second and the process's memory (RSS) before and at its peak;
// - the argon2id password check of a sign-in, and POST /api/admin/auth/login end to end.
// Prints one JSON object on stdout. Uses a fresh PGlite in a temporary folder, or DATABASE_URL
// (a throwaway database: 100,000 leads are added with utm_source 'bench').
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { createAppServices } from "../server/app-services.server";
import { ARGON2_OPTIONS, hashPassword, verifyPassword } from "../server/auth/password.server";
import { loadConfig } from "../server/config.server";
import { openDatabase } from "../server/db/client.server";
import { seedDatabase } from "../server/seed/seed.server";
import { createHttpApp } from "../server/http/app.server";
import { createLogger } from "../server/logger.server";

const LEADS = Number(process.env.BENCH_STAFF_LEADS ?? 100_000);
const RUNS = Number(process.env.BENCH_STAFF_RUNS ?? 30);
const EMAIL = "owner@bench.example";
const PASSWORD = "bench-owner-passphrase-1";

function percentiles(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  return {
    p50: at(0.5),
    p99: at(0.99),
    mean: samples.reduce((a, b) => a + b, 0) / samples.length,
    runs: samples.length,
  };
}

async function timed(runs: number, work: () => Promise<unknown>) {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await work();
    samples.push(performance.now() - start);
  }
  return percentiles(samples);
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dsa-bench-staff-"));
  const config = loadConfig({
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    ADMIN_EMAIL: EMAIL,
    ADMIN_PASSWORD: PASSWORD,
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  });
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    const services = createAppServices(database, config);
    await seedDatabase(services);
    await services.users.ensureFirstOwner({ email: EMAIL, password: PASSWORD }, { info() {}, warn() {} });
    const db = database.db;

    // Leads spread over the last 180 days, every kind and service, one in twenty a repeat.
    const seedStart = performance.now();
    await db.execute(sql`
      insert into leads (reference, kind, service_slug, name, mobile, city, loan_amount, utm_source,
                         consent_notice_version, consent_language, consent_purpose, consented_at, status, created_at)
      select 'BN-' || lpad(to_hex(n), 8, '0'),
             case when n % 10 = 0 then 'contact_message' when n % 25 = 0 then 'partner_application' else 'loan_enquiry' end,
             case when n % 10 = 0 or n % 25 = 0 then null
                  else (array['home-loans','personal-loan','business-loans','gold-loan','two-wheeler-loans',
                              'loan-against-property','rooftop-solar-finance','outward-remittance-forex'])[1 + n % 8] end,
             'Bench Lead ' || n, '+9198' || lpad((n % 100000000)::text, 8, '0'), 'Kochi', 500000 + n, 'bench',
             'bench', 'en', 'bench', now(),
             (array['new','contacted','documents_pending','submitted_to_lender','sanctioned','disbursed',
                    'closed','not_interested'])[1 + (n / 7) % 8],
             now() - make_interval(secs => (n * 155.52)::int)
      from generate_series(1, ${LEADS}) as n
    `);
    await db.execute(sql`
      update leads set duplicate_of_id = (select min(id) from leads)
      where utm_source = 'bench' and id % 20 = 0
    `);
    await db.execute(sql`analyze leads`);
    const seedMs = performance.now() - seedStart;
    const [{ count }] = (
      (await db.execute(sql`select count(*)::int as count from leads`)) as unknown as { rows: { count: number }[] }
    ).rows as [{ count: number }];

    const owner = { role: "owner" as const };
    await services.dashboard.forRole(owner); // warm
    const dashboardService = await timed(RUNS, () => services.dashboard.forRole(owner));

    const app = createHttpApp({ services, logger: createLogger("silent"), mode: "production", pageCache: null });
    const login = await timed(5, async () => {
      const res = await app.request("http://bench/api/admin/auth/login", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
      });
      if (res.status !== 200) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
    });
    const signedIn = await app.request("http://bench/api/admin/auth/login", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    });
    const cookie = signedIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const dashboardApi = await timed(RUNS, async () => {
      const res = await app.request("http://bench/api/admin/dashboard", { headers: { Cookie: cookie } });
      if (res.status !== 200) throw new Error(`dashboard answered ${res.status}`);
      await res.arrayBuffer();
    });

    // The workbench list: what staff open all day.
    const listPaths = {
      firstPage: "/api/admin/leads",
      statusFilter: "/api/admin/leads?status=documents_pending",
      mobileSearch: `/api/admin/leads?search=${encodeURIComponent("+91 98 0001 2345")}`,
    };
    const leadsList: Record<string, ReturnType<typeof percentiles>> = {};
    for (const [name, listPath] of Object.entries(listPaths)) {
      const get = async () => {
        const res = await app.request(`http://bench${listPath}`, { headers: { Cookie: cookie } });
        if (res.status !== 200) throw new Error(`${listPath} answered ${res.status}: ${await res.text()}`);
        await res.arrayBuffer();
      };
      await get(); // warm
      leadsList[name] = await timed(RUNS, get);
    }

    // The CSV export of every lead, read as a browser reads a download; RSS sampled meanwhile.
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    }, 20);
    const exportStart = performance.now();
    const exported = await app.request("http://bench/api/admin/leads/export", { headers: { Cookie: cookie } });
    if (exported.status !== 200 || !exported.body) throw new Error(`export answered ${exported.status}`);
    let bytes = 0;
    let lines = 0;
    const reader = exported.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      for (const byte of value) if (byte === 10) lines++;
    }
    const exportMs = performance.now() - exportStart;
    clearInterval(sampler);
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    const rows = lines - 1; // the header line
    const leadsExport = {
      rows,
      ms: Math.round(exportMs),
      rowsPerSecond: Math.round(rows / (exportMs / 1000)),
      megabytes: Math.round((bytes / 1024 / 1024) * 10) / 10,
      rssBeforeMiB: Math.round(rssBefore / 1024 / 1024),
      rssPeakMiB: Math.round(rssPeak / 1024 / 1024),
    };

    const stored = await hashPassword(PASSWORD);
    const argon2 = await timed(20, () => verifyPassword(stored, PASSWORD));

    process.stdout.write(
      `${JSON.stringify({
        database: database.kind,
        leads: count,
        seedMs,
        dashboardService,
        dashboardApi,
        leadsList,
        leadsExport,
        login,
        argon2: { ...argon2, memoryKiB: ARGON2_OPTIONS.memoryCost, timeCost: ARGON2_OPTIONS.timeCost },
      })}\n`,
    );
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
