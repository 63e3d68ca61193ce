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
  // A toast raised by the action just before may not have started its transition yet.
  await page.waitForTimeout(250);
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) => animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  const results = await new AxeBuilder({ page }).analyze();
  expect(describeViolations(results)).toEqual([]);
}
