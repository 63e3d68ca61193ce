import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { expect } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { keepScreenshot } from "./own-server";

/**
 * axe, nothing wider than the window, and a picture when SCREENSHOT_DIR is set (of the page, or of
 * `part` only), at the desktop width and at a phone's; back to the desktop width afterwards.
 */
export async function checkAtBothWidths(page: Page, name: string, part?: Locator): Promise<void> {
  for (const [width, height] of [
    [1280, 900],
    [375, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expectNoAxeViolations(page);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `${name} at ${width} px`,
    ).toBeLessThanOrEqual(width);
    const dir = process.env.SCREENSHOT_DIR;
    if (part && dir) await part.screenshot({ path: path.join(dir, `${name}-${width}.png`) });
    else if (!part) await keepScreenshot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
