import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";

type AxeResults = Awaited<ReturnType<AxeBuilder["analyze"]>>;

/** One line per element, so a report names the rule and the element to fix. */
function describeNodes(results: AxeResults["violations"]): string[] {
  return results.flatMap((result) =>
    result.nodes.map((node) =>
      `${result.id} (${result.impact}): ${result.help} at ${node.target.join(" ")} ${node.failureSummary ?? ""}`.trim(),
    ),
  );
}

/**
 * Lets finite animations (a toast or a dialog fading in) finish: half-way through, axe measures
 * the contrast of colours blended with the background, which no visitor reads. A toast raised by
 * the action just before may not have started its transition yet, and on a busy machine it can
 * start well after the action: wait until nothing finite has moved for 400 ms in a row, not just
 * for one quiet moment.
 */
async function waitUntilStill(page: Page): Promise<void> {
  await page.evaluate(() => delete (window as unknown as { __axeQuietSince?: number }).__axeQuietSince);
  await page
    .waitForFunction(
      () => {
        const state = window as unknown as { __axeQuietSince?: number };
        const moving = document
          .getAnimations()
          .some(
            (animation) => animation.playState === "running" && animation.effect?.getTiming().iterations !== Infinity,
          );
        const now = performance.now();
        if (moving || state.__axeQuietSince === undefined) state.__axeQuietSince = moving ? undefined : now;
        return state.__axeQuietSince !== undefined && now - state.__axeQuietSince >= 400;
      },
      undefined,
      { timeout: 6_000, polling: 50 },
    )
    .catch(() => undefined);
}

/** Runs axe on the page as it is now (once it is still) and expects no violations. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await waitUntilStill(page);
  const results = await new AxeBuilder({ page }).analyze();
  expect(describeNodes(results.violations)).toEqual([]);
}

/**
 * Expects the text of `element` to be readable: axe's colour-contrast rule, on that element and
 * what is inside it, passes. Measured, not skipped: a contrast axe could not work out (text over
 * an image, an element covered by another) fails too, and so does an element without text.
 */
export async function expectReadableContrast(element: Locator): Promise<void> {
  const page = element.page();
  await expect(element).toBeVisible();
  await waitUntilStill(page);
  // AxeBuilder takes CSS selectors: the element is marked for the one run.
  await element.evaluate((node) => node.setAttribute("data-contrast-check", ""));
  try {
    const results = await new AxeBuilder({ page })
      .include("[data-contrast-check]")
      .withRules(["color-contrast"])
      .analyze();
    expect(describeNodes(results.violations)).toEqual([]);
    expect(describeNodes(results.incomplete)).toEqual([]);
    expect(results.passes.flatMap((rule) => rule.nodes).length, "text whose contrast axe measured").toBeGreaterThan(0);
  } finally {
    await element.evaluate((node) => node.removeAttribute("data-contrast-check"));
  }
}
