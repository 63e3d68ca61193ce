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

/** Runs axe on the page as it is now and expects no violations. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(describeViolations(results)).toEqual([]);
}
