import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

type AxeResults = Awaited<ReturnType<AxeBuilder["analyze"]>>;

/** One line per failing element, so a report names the rule and the element to fix. */
function describeViolations(results: AxeResults): string[] {
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) =>
      `${violation.id} (${violation.impact}): ${violation.help} at ${node.target.join(" ")} ${node.failureSummary ?? ""}`.trim(),
    ),
  );
}

/**
 * Runs axe on the page as it is now and expects no violations. Finite animations (a toast or a
 * dialog fading in) are let finish first: half-way through, axe measures the contrast of colours
 * blended with the background, which no visitor reads.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // A toast raised by the action just before may not have started its transition yet, and on a
  // busy machine it can start well after the action: wait until nothing finite has moved for
  // 400 ms in a row, not just for one quiet moment.
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
  const results = await new AxeBuilder({ page }).analyze();
  expect(describeViolations(results)).toEqual([]);
}
