// The first tap on "Apply Now" (issue 30): how long after the page has loaded it is hydrated, and
// how long a tap takes to put the lead dialog on screen, on a phone-sized page with the CPU slowed
// 4× (Chromium's own throttling, through Playwright). Figures only: nothing here asserts.
import { chromium } from "playwright-core";
import chromiumFlags from "../../scripts/chromium-flags.json" with { type: "json" };
import { chromiumPath } from "./lighthouse.mjs";
import { median } from "./load.mjs";
import { log, onCleanup } from "./util.mjs";

/** Loads per page and case; the median is reported. */
export const INTERACTION_REPEATS = 3;
/** A budget Android phone against this host's CPU: what Lighthouse's mobile preset simulates too. */
const CPU_SLOWDOWN = 4;
const VIEWPORT = { width: 375, height: 740 };
/** The buttons that open the lead dialog; the header's menu button is outside <main>. */
const BUTTONS = 'main button[aria-haspopup="dialog"]';
/** How long to wait for the dialog after a tap before calling it "did not open". */
const DIALOG_WAIT_MS = 10_000;
/**
 * A tap made before hydration that React did not replay never opens the dialog: once the page has
 * been hydrated this long (its lazy dialog code has arrived by then), the wait ends.
 */
const AFTER_HYDRATION_WAIT_MS = 3_000;
/** How long Playwright may wait for the button to be tappable (on screen, still, not covered). */
const TAP_WAIT_MS = 15_000;
/** How long a page may take to hydrate before the run counts as failed. */
const HYDRATION_WAIT_MS = 30_000;

/**
 * Runs in the page before its own scripts (an init script), so that neither hydration nor a tap
 * made before hydration is missed. Everything is timed with the page's clock (performance.now(),
 * and the input event's own timeStamp: input delay behind a long task counts). `textPattern` picks
 * the button (its text must match) or null for the first one; the same rule gives Playwright its
 * locator.
 */
function pageProbe(textPattern, dialogWaitMs, afterHydrationWaitMs) {
  const pattern = textPattern ? new RegExp(textPattern) : null;
  const target = () =>
    [...document.querySelectorAll('main button[aria-haspopup="dialog"]')].find(
      (button) => !pattern || pattern.test(button.textContent.trim()),
    ) ?? null;
  // React puts its props on a node when it hydrates it: from then on its onClick is attached.
  const hydrated = (element) => Boolean(element) && Object.keys(element).some((key) => key.startsWith("__reactProps"));
  const probe = { hydratedAt: null, tapAt: null, hydratedAtTap: null, dialogAt: null, inputAt: null, done: false };
  window.__benchProbe = probe;
  const waitForHydration = () => {
    if (hydrated(target())) probe.hydratedAt = performance.now();
    else requestAnimationFrame(waitForHydration);
  };
  requestAnimationFrame(waitForHydration);
  const shown = (element) => {
    const box = element?.getBoundingClientRect();
    return Boolean(box) && box.width > 0 && box.height > 0;
  };
  const waitOver = (deadline) =>
    performance.now() > deadline ||
    (probe.hydratedAtTap === false &&
      probe.hydratedAt !== null &&
      performance.now() > probe.hydratedAt + afterHydrationWaitMs);
  // After a tap: the first frame with a new dialog that has a size, then one frame more, by when it
  // has been painted; the same for the form's first field (its code may come after the dialog).
  const watch = (before, deadline) => {
    const dialog = [...document.querySelectorAll('[role="dialog"]')].find((element) => !before.has(element));
    const seenDialog = probe.dialogAt === null && shown(dialog);
    const seenInput = probe.inputAt === null && shown(dialog?.querySelector("input"));
    requestAnimationFrame(() => {
      if (seenDialog) probe.dialogAt = performance.now();
      if (seenInput) probe.inputAt = performance.now();
      if ((probe.dialogAt !== null && probe.inputAt !== null) || waitOver(deadline)) probe.done = true;
      else watch(before, deadline);
    });
  };
  window.addEventListener(
    "pointerdown",
    (event) => {
      const button = target();
      if (probe.tapAt !== null || !button?.contains(event.target)) return;
      probe.tapAt = event.timeStamp;
      probe.hydratedAtTap = hydrated(button);
      watch(new Set(document.querySelectorAll('[role="dialog"]')), event.timeStamp + dialogWaitMs);
    },
    { capture: true },
  );
}

/** A fresh phone-sized context (empty cache and cookies, as a first visit) with the CPU slowed. */
async function throttledPage(browser, textPattern) {
  const context = await browser.newContext({ viewport: VIEWPORT, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await page.addInitScript(
    `(${pageProbe.toString()})(${JSON.stringify(textPattern)}, ${DIALOG_WAIT_MS}, ${AFTER_HYDRATION_WAIT_MS});`,
  );
  const button = page
    .locator(BUTTONS)
    .filter(textPattern ? { hasText: new RegExp(textPattern) } : {})
    .first();
  return { context, page, button };
}

const readProbe = (page) =>
  page.evaluate(() => ({
    ...window.__benchProbe,
    loadAt: performance.getEntriesByType("navigation")[0]?.loadEventEnd || null,
  }));

/** Taps once the page has hydrated: hydration's time after the load event, the tap's to the dialog. */
async function tapAfterHydration(browser, url, textPattern) {
  const { context, page, button } = await throttledPage(browser, textPattern);
  try {
    await page.goto(url, { waitUntil: "load" });
    await page.waitForFunction(() => window.__benchProbe.hydratedAt !== null, null, {
      polling: 50,
      timeout: HYDRATION_WAIT_MS,
    });
    const label = (await button.textContent()).trim();
    await button.tap({ timeout: TAP_WAIT_MS });
    await page.waitForFunction(() => window.__benchProbe.done, null, { polling: 50, timeout: DIALOG_WAIT_MS * 2 });
    return { label, ...timings(await readProbe(page)) };
  } finally {
    await context.close();
  }
}

/**
 * Taps as soon as the button is on screen, before hydration as a quick visitor on a slow phone
 * would: whether the tap opens the dialog at all, and when.
 */
async function tapBeforeHydration(browser, url, textPattern) {
  const { context, page, button } = await throttledPage(browser, textPattern);
  try {
    await page.goto(url, { waitUntil: "commit" });
    await button.tap({ timeout: TAP_WAIT_MS });
    await page.waitForFunction(() => window.__benchProbe.done, null, { polling: 50, timeout: DIALOG_WAIT_MS * 2 });
    // The figure says when hydration came, also when it came after the wait for the dialog ended.
    await page
      .waitForFunction(() => window.__benchProbe.hydratedAt !== null, null, { polling: 50, timeout: HYDRATION_WAIT_MS })
      .catch(() => {});
    return timings(await readProbe(page));
  } finally {
    await context.close();
  }
}

/** The probe's page-clock times as durations; a dialog that never came is null. */
function timings(probe) {
  const since = (at, from) => (at === null || from === null ? null : at - from);
  return {
    hydratedMs: probe.hydratedAt,
    hydratedAfterLoadMs: since(probe.hydratedAt, probe.loadAt),
    tapAtMs: probe.tapAt,
    hydratedAtTap: probe.hydratedAtTap,
    dialogMs: since(probe.dialogAt, probe.tapAt),
    inputMs: since(probe.inputAt, probe.tapAt),
  };
}

/** The median of a figure over the runs that have it, with the range and how many had none. */
function summary(runs, key) {
  const values = runs.map((run) => run[key]).filter((value) => value !== null && value !== undefined);
  return {
    median: values.length ? median(values) : null,
    min: values.length ? Math.min(...values) : null,
    max: values.length ? Math.max(...values) : null,
    missing: runs.length - values.length,
  };
}

async function measurePage(browser, origin, { path, textPattern }) {
  const after = [];
  const before = [];
  for (let run = 0; run < INTERACTION_REPEATS; run++) {
    after.push(
      await tapAfterHydration(browser, origin + path, textPattern).catch((error) => ({ error: error.message })),
    );
    before.push(
      await tapBeforeHydration(browser, origin + path, textPattern).catch((error) => ({ error: error.message })),
    );
  }
  const ok = (runs) => runs.filter((run) => !run.error);
  const errors = [...after, ...before].filter((run) => run.error).map((run) => run.error);
  return {
    path,
    button: ok(after)[0]?.label ?? null,
    afterHydration: {
      hydratedMs: summary(ok(after), "hydratedMs"),
      hydratedAfterLoadMs: summary(ok(after), "hydratedAfterLoadMs"),
      dialogMs: summary(ok(after), "dialogMs"),
      inputMs: summary(ok(after), "inputMs"),
      runs: after,
    },
    beforeHydration: {
      tappedBeforeHydration: ok(before).filter((run) => run.hydratedAtTap === false).length,
      tapAtMs: summary(ok(before), "tapAtMs"),
      hydratedMs: summary(ok(before), "hydratedMs"),
      dialogMs: summary(ok(before), "dialogMs"),
      inputMs: summary(ok(before), "inputMs"),
      runs: before,
    },
    errors,
  };
}

/**
 * `pages`: [{ path, textPattern }] (textPattern: a regular expression's source the button's text
 * must match, or null for the page's first lead button). One Chromium for all of them. Returns
 * { cpuSlowdown, repeats, viewport, pages: { [path]: figures } } (the goal is report.mjs's GOALS.dialogAfterTapMs).
 */
export async function measureInteraction(origin, pages) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumFlags });
  const removeCleanup = onCleanup(() => browser.close());
  const result = { cpuSlowdown: CPU_SLOWDOWN, repeats: INTERACTION_REPEATS, viewport: VIEWPORT, pages: {} };
  try {
    for (const page of pages) {
      result.pages[page.path] = await measurePage(browser, origin, page);
      const figures = result.pages[page.path];
      log(
        `interaction ${page.path}: dialog ${figures.afterHydration.dialogMs.median?.toFixed(0) ?? "–"} ms after a tap` +
          (figures.errors.length ? ` (${figures.errors.length} runs failed: ${figures.errors[0]})` : ""),
      );
    }
  } finally {
    removeCleanup();
    await browser.close();
  }
  return result;
}
