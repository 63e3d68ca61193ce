// The loan page rendered after a content change (issue 26 item 9): staff edit content all day, and
// every edit empties the page cache and the cached services, so the next visitor's page is a full
// render that reads the database. Measured as a member of staff causes it: sign in, change the
// disclosures' charges text (it alternates between two wordings, so every PATCH is a real change
// that announces itself), then time the next GET of the loan page; and, for comparison, a GET of
// the same page again (served from the cache). Sequential, one connection: this is a latency, not
// a throughput.
import { BenchError, rawRequest } from "./util.mjs";

export const BENCH_STAFF_EMAIL = "owner@bench.example";
export const BENCH_STAFF_PASSWORD = "bench-owner-passphrase-1";

const CHARGES = [
  "Our service is free for borrowers: we do not charge you for advice, for collecting documents or for applying. The lender pays us a commission when it disburses a loan.",
  "Our help is free for borrowers: no fee for advice, documents or applying. The lender pays us a commission when it disburses a loan; its own charges are in its Key Fact Statement.",
];

function percentiles(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return {
    p50: at(0.5),
    p95: at(0.95),
    mean: samples.reduce((a, b) => a + b, 0) / samples.length,
    runs: samples.length,
  };
}

async function signIn(origin) {
  const response = await rawRequest(`${origin}/api/admin/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin, "sec-fetch-site": "same-origin" },
    body: JSON.stringify({ email: BENCH_STAFF_EMAIL, password: BENCH_STAFF_PASSWORD }),
  });
  if (response.status !== 200) {
    throw new BenchError(`staff sign-in answered ${response.status}: ${response.body.toString().slice(0, 300)}`);
  }
  const cookies = [response.headers["set-cookie"] ?? []].flat().map((cookie) => cookie.split(";")[0]);
  return cookies.join("; ");
}

/**
 * `runs` pairs of (content change → GET pagePath) and (GET pagePath again): p50/p95/mean of the
 * page after a change and of the cached page, in ms.
 */
export async function measureCacheMiss({ origin, pagePath, pageHeaders, runs = 60 }) {
  const cookie = await signIn(origin);
  const miss = [];
  const hit = [];
  for (let index = 0; index < runs; index++) {
    const change = await rawRequest(`${origin}/api/admin/disclosures`, {
      method: "PATCH",
      headers: { "content-type": "application/json", cookie, origin, "sec-fetch-site": "same-origin" },
      body: JSON.stringify({ charges: CHARGES[index % 2] }),
    });
    if (change.status !== 200) {
      throw new BenchError(
        `PATCH /api/admin/disclosures answered ${change.status}: ${change.body.toString().slice(0, 300)}`,
      );
    }
    let start = performance.now();
    const fresh = await rawRequest(origin + pagePath, { headers: pageHeaders });
    miss.push(performance.now() - start);
    start = performance.now();
    const cached = await rawRequest(origin + pagePath, { headers: pageHeaders });
    hit.push(performance.now() - start);
    if (fresh.status !== 200 || cached.status !== 200) {
      throw new BenchError(`GET ${pagePath} answered ${fresh.status}/${cached.status} around a content change`);
    }
  }
  // The first few renders warm V8's code for the page: reported apart, not mixed in.
  const warm = 5;
  return { pagePath, afterChange: percentiles(miss.slice(warm)), cached: percentiles(hit.slice(warm)), warmRuns: warm };
}
