// Lighthouse (node API, default mobile form factor and simulated throttling) in Debian's Chromium.
import fs from "node:fs";
import chromiumFlags from "../../scripts/chromium-flags.json" with { type: "json" };
import { commandOutput, onCleanup } from "./util.mjs";

/** The flags STACK.md gives for Chromium here (root, no network beyond the page), headless. */
export const CHROMIUM_FLAGS = ["--headless", ...chromiumFlags];

const MAX_ATTEMPTS = 2;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

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
    observed: { scripts: sumOf("Script"), stylesheets: sumOf("Stylesheet") },
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
 * One Chromium for all pages; one Lighthouse run per URL. Returns { [url]: summary }, or
 * { [url]: { error } } for a page whose run failed.
 */
export async function runLighthouse(urls) {
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
  const results = {};
  try {
    for (const url of urls) {
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
          results[url] = { ...summarize(runner.lhr), attempts: attempt };
        } catch (error) {
          results[url] = { error: error.message, attempts: attempt };
        }
        if (!results[url].error && !results[url].runtimeError) break;
      }
    }
  } finally {
    removeCleanup();
    await chrome.kill();
  }
  return results;
}
