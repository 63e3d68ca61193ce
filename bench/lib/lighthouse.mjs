// Lighthouse (node API, default mobile form factor and simulated throttling) in Debian's Chromium.
import fs from "node:fs";
import chromiumFlags from "../../scripts/chromium-flags.json" with { type: "json" };
import { median } from "./load.mjs";
import { commandOutput, onCleanup } from "./util.mjs";

/** The flags this machine's Chromium needs (scripts/chromium-flags.json) (root, no network beyond the page), headless. */
export const CHROMIUM_FLAGS = ["--headless", ...chromiumFlags];

const MAX_ATTEMPTS = 2;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
/** Scripts kept from the bootup-time audit and long tasks kept from long-tasks, the costliest first. */
const BOOTUP_KEPT = 6;
const LONG_TASKS_KEPT = 5;

export function chromiumPath() {
  return process.env.CHROME_PATH || process.env.CHROMIUM_PATH || "/usr/bin/chromium";
}

export function chromiumVersion(binary) {
  return commandOutput(binary, ["--version"]);
}

/** null when Lighthouse can run, else why not (printed, and the section is skipped). */
export function lighthouseSkipReason() {
  if (process.env.BENCH_SKIP_LIGHTHOUSE === "1") return "skipped: BENCH_SKIP_LIGHTHOUSE=1";
  const binary = chromiumPath();
  if (!fs.existsSync(binary)) {
    return `skipped: no Chromium at ${binary} (install it with \`sudo apt-get install chromium\`, or set CHROME_PATH)`;
  }
  return null;
}

/** "/assets/x.js" for a URL of the measured site (the origin says nothing between runs), else the URL as is. */
function withoutOrigin(url, origin) {
  if (typeof url !== "string") return url ?? null;
  return url.startsWith(origin) ? url.slice(origin.length) || "/" : url;
}

/**
 * Where the page's main-thread time went (issue 30: which code blocks the first tap): the time per
 * task group, the scripts that cost the most to evaluate and compile, and the long tasks (each one's
 * duration over 50 ms after FCP is what total blocking time adds up).
 */
function breakdown(lhr) {
  const origin = new URL(lhr.finalDisplayedUrl ?? lhr.requestedUrl).origin;
  const items = (id) => lhr.audits[id]?.details?.items ?? [];
  const mainThread = Object.fromEntries(
    items("mainthread-work-breakdown")
      .map((item) => [item.group, Math.round(item.duration)])
      .sort((a, b) => b[1] - a[1]),
  );
  const bootup = items("bootup-time")
    .toSorted((a, b) => b.total - a.total)
    .slice(0, BOOTUP_KEPT)
    .map((item) => ({
      url: withoutOrigin(item.url, origin),
      total: Math.round(item.total),
      scripting: Math.round(item.scripting),
      scriptParseCompile: Math.round(item.scriptParseCompile),
    }));
  const longTasksAudit = lhr.audits["long-tasks"]?.details;
  const longTasks = {
    // The table shows at most 20; the debug data has every one.
    count: longTasksAudit?.debugData?.tasks?.length ?? longTasksAudit?.items?.length ?? 0,
    top: (longTasksAudit?.items ?? [])
      .toSorted((a, b) => b.duration - a.duration)
      .slice(0, LONG_TASKS_KEPT)
      .map((item) => ({
        url: withoutOrigin(item.url, origin),
        startMs: Math.round(item.startTime),
        durationMs: Math.round(item.duration),
      })),
  };
  return { mainThread, bootup, longTasks };
}

function summarize(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  const sumOf = (type) => {
    const matching = requests.filter((item) => item.resourceType === type);
    return { count: matching.length, transferBytes: matching.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) };
  };
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((id) => [
        id,
        lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100),
      ]),
    ),
    lcpMs: audit("largest-contentful-paint"),
    tbtMs: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    fcpMs: audit("first-contentful-paint"),
    // What the browser actually fetched (lazy chunks included), transfer sizes with headers.
    observed: { scripts: sumOf("Script"), stylesheets: sumOf("Stylesheet"), fonts: sumOf("Font") },
    ...breakdown(lhr),
    runtimeError: lhr.runtimeError?.message ?? null,
    warnings: lhr.runWarnings ?? [],
    failedAudits: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && ["binary", "numeric"].includes(a.scoreDisplayMode))
      .filter((a) =>
        CATEGORIES.slice(1).some((c) => lhr.categories[c]?.auditRefs.some((ref) => ref.id === a.id && ref.weight > 0)),
      )
      .map((a) => a.id),
  };
}

/**
 * The run whose blocking time is the median one (the lower middle of an even count): its
 * breakdown, which explains that TBT, is kept whole; a mean of several runs' tasks would describe
 * no real load.
 */
function medianTbtRun(ok) {
  const sorted = ok.toSorted((a, b) => (a.tbtMs ?? 0) - (b.tbtMs ?? 0));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/**
 * The median of `runs` summaries of one page, metric by metric, with each run's figures kept and
 * the spread (max − min) of performance and LCP; the main-thread breakdown is the median-TBT run's.
 * Failed runs are left out (and counted).
 */
export function medianSummary(summaries) {
  const ok = summaries.filter((one) => !one.error && !one.runtimeError);
  if (ok.length === 0) return summaries.at(-1);
  const mid = (pick) => {
    const values = ok.map(pick).filter((value) => value != null);
    return values.length ? median(values) : null;
  };
  const spread = (pick) => {
    const values = ok.map(pick).filter((value) => value != null);
    return values.length ? Math.max(...values) - Math.min(...values) : null;
  };
  const breakdownRun = medianTbtRun(ok);
  return {
    ...ok[0],
    mainThread: breakdownRun.mainThread,
    bootup: breakdownRun.bootup,
    longTasks: breakdownRun.longTasks,
    breakdownFromRun: ok.indexOf(breakdownRun),
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, mid((one) => one.scores[id])])),
    lcpMs: mid((one) => one.lcpMs),
    tbtMs: mid((one) => one.tbtMs),
    cls: mid((one) => one.cls),
    fcpMs: mid((one) => one.fcpMs),
    failedAudits: [...new Set(ok.flatMap((one) => one.failedAudits))],
    runs: ok.map((one) => ({
      performance: one.scores.performance,
      lcpMs: one.lcpMs,
      tbtMs: one.tbtMs,
      fcpMs: one.fcpMs,
    })),
    spread: { performance: spread((one) => one.scores.performance), lcpMs: spread((one) => one.lcpMs) },
    failedRuns: summaries.length - ok.length,
  };
}

/**
 * One Chromium for all pages; `runs` Lighthouse runs per URL (round robin, so a busy moment of
 * the host does not fall on one page only). Returns { [url]: median summary }, or
 * { [url]: { error } } for a page whose every run failed.
 */
export async function runLighthouse(urls, runs = 1) {
  const { launch } = await import("chrome-launcher");
  const { default: lighthouse } = await import("lighthouse");
  // handleSIGINT off: the bench's own Ctrl-C handler stops Chromium along with everything else.
  const chrome = await launch({
    chromePath: chromiumPath(),
    chromeFlags: CHROMIUM_FLAGS,
    logLevel: "silent",
    handleSIGINT: false,
  });
  const removeCleanup = onCleanup(() => chrome.kill());
  const all = Object.fromEntries(urls.map((url) => [url, []]));
  try {
    for (let run = 0; run < runs; run++) {
      for (const url of urls) {
        let result;
        // A run can fail to record its trace on a busy machine (runtimeError NO_NAVSTART, "Please
        // run Lighthouse again"): one more attempt, and the summary says how many it took.
        for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
          try {
            const runner = await lighthouse(url, {
              port: chrome.port,
              output: "json",
              logLevel: "error",
              onlyCategories: CATEGORIES,
            });
            if (!runner) throw new Error("Lighthouse returned no result");
            result = { ...summarize(runner.lhr), attempts: attempt };
          } catch (error) {
            result = { error: error.message, attempts: attempt };
          }
          if (!result.error && !result.runtimeError) break;
        }
        all[url].push(result);
      }
    }
  } finally {
    removeCleanup();
    await chrome.kill();
  }
  return Object.fromEntries(urls.map((url) => [url, medianSummary(all[url])]));
}
