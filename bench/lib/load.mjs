// HTTP load with autocannon's programmatic API, bounded in time.
import { randomInt } from "node:crypto";
import autocannon from "autocannon";
import { BenchError, rawRequest } from "./util.mjs";

/**
 * Latency percentiles from our own record of every 2xx response. autocannon's histograms keep
 * whole milliseconds, which turns sub-millisecond answers (nginx at 1 connection) into 0.
 */
function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

/**
 * Runs one load: `connections` keep-alive connections for `duration` seconds against `url`.
 * `requests` is autocannon's request list (method, path, headers, body, setupRequest, onResponse).
 */
export async function runLoad({ url, connections, duration, headers = {}, method = "GET", requests }) {
  let latencies = new Float64Array(1 << 16);
  let count = 0;
  const instance = autocannon({
    url,
    connections,
    duration,
    method,
    headers,
    requests,
    timeout: 10,
  });
  instance.on("response", (_client, statusCode, _bytes, responseTime) => {
    if (statusCode < 200 || statusCode > 299) return;
    if (count === latencies.length) {
      const bigger = new Float64Array(latencies.length * 2);
      bigger.set(latencies);
      latencies = bigger;
    }
    latencies[count++] = responseTime;
  });
  const result = await instance;
  const sorted = latencies.slice(0, count).sort();
  return {
    connections,
    durationSeconds: result.duration,
    requests: result.requests.total,
    requestsPerSecond: result.requests.total / result.duration,
    latencyMs: {
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      mean: count ? sorted.reduce((sum, value) => sum + value, 0) / count : null,
      max: count ? sorted[count - 1] : null,
    },
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, { count: n }]) => [code, n])),
    bytesPerSecond: result.throughput.average,
  };
}

/** The middle value of a list of numbers (the mean of the two middle ones for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * Runs the same load `repeats` times and answers the median run (by requests/s), with every
 * run's requests/s and the spread (max − min) / median, so a noisy figure shows as one.
 */
export async function runRepeatedLoad(repeats, options) {
  const runs = [];
  for (let i = 0; i < repeats; i++) runs.push(await runLoad(options));
  return summariseRuns(runs);
}

/** runRepeatedLoad's answer for runs made some other way (e.g. interleaved with another server's). */
export function summariseRuns(runs) {
  const sorted = [...runs].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  const middle = sorted[Math.floor((sorted.length - 1) / 2)];
  const rates = runs.map((run) => run.requestsPerSecond);
  const mid = median(rates);
  return {
    ...middle,
    requestsPerSecond: mid,
    runs: rates,
    spread: mid ? (Math.max(...rates) - Math.min(...rates)) / mid : null,
    // Failures over all runs, not only the median one.
    non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
  };
}

// ---------------------------------------------------------------------------------------------
// Leads: every request carries a different valid mobile number
// ---------------------------------------------------------------------------------------------

/**
 * Distinct 10-digit Indian mobile numbers (first digit 9). A random starting point per run keeps
 * numbers from repeating across runs against one PostgreSQL database, where a repeat within 24 h
 * would be stored as a duplicate of the earlier lead (a different code path).
 */
export function mobileNumbers() {
  let next = randomInt(0, 900_000_000);
  return () => {
    const digits = `9${String(next++ % 1_000_000_000).padStart(9, "0")}`;
    return `${digits.slice(0, 5)} ${digits.slice(5)}`; // typed the way people type it
  };
}

/** A valid loan enquiry for home-loans (a service that requires every optional field). */
export function leadBody(mobile) {
  return {
    kind: "loan_enquiry",
    serviceSlug: "home-loans",
    name: "Bench Visitor",
    mobile,
    email: "bench@example.com",
    city: "Kochi",
    pincode: "682016",
    loanAmount: "25 lakh",
    monthlyIncome: "85,000",
    employmentType: "salaried",
    consent: { accepted: true, noticeVersion: "2026-11-22", language: "en" },
    landingPage: "/loan-services/home-loans",
    utm: { source: "bench", medium: "load-test", campaign: "npm-run-bench" },
  };
}

/**
 * One lead the way the load sends them, before the load: throws a BenchError naming `label` unless
 * the server answers 201 (a refused or failing lead would make every figure meaningless).
 */
export async function submitFirstLead({ origin, headers, nextMobile, label = "POST /api/leads" }) {
  let response;
  try {
    response = await rawRequest(`${origin}/api/leads`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json", origin, "sec-fetch-site": "same-origin" },
      body: JSON.stringify(leadBody(nextMobile())),
    });
  } catch (error) {
    throw new BenchError(`${label} failed: ${error.message}`);
  }
  if (response.status !== 201) {
    throw new BenchError(
      `${label} answered ${response.status}; the bench needs a 201:\n${response.body.toString().slice(0, 500)}`,
    );
  }
}

/**
 * autocannon request list for POST /api/leads: a fresh body per request (setupRequest), headers a
 * same-origin browser fetch sends (passes the server's cross-site check). `stats.unreadable`
 * counts 201 answers that were not plain JSON with a reference (should stay 0). The answer does
 * not tell a repeat (ADR 0007), so repeats are not counted here.
 */
export function leadRequests({ origin, headers, nextMobile, stats }) {
  return [
    {
      method: "POST",
      path: "/api/leads",
      headers: {
        ...headers,
        "content-type": "application/json",
        origin,
        "sec-fetch-site": "same-origin",
      },
      setupRequest: (request) => ({ ...request, body: JSON.stringify(leadBody(nextMobile())) }),
      onResponse: (status, body) => {
        if (status !== 201) return;
        stats.accepted = (stats.accepted ?? 0) + 1;
        // The answer is far below the compression threshold, so it arrives as plain JSON.
        if (!body.startsWith("{") || !body.includes('"reference":')) stats.unreadable++;
      },
    },
  ];
}
