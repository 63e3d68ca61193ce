import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { waitForHydration } from "./support/site";

/** The pages whose texts staff keep, in Malayalam and Hindi, with a heading each reader should meet. */
const pages = [
  { path: "/ml", lang: "ml-IN", heading: "ശരിയായ ബാങ്കിൽനിന്ന് ശരിയായ ലോൺ" },
  { path: "/hi", lang: "hi-IN", heading: "सही बैंक से सही लोन" },
  { path: "/ml/about", lang: "ml-IN", heading: "ഞങ്ങളെക്കുറിച്ച്" },
  { path: "/hi/privacy", lang: "hi-IN", heading: "प्राइवेसी पॉलिसी" },
  { path: "/ml/cookie-policy", lang: "ml-IN", heading: "കുക്കി നയം" },
];

for (const viewport of [
  { label: "1280 px", width: 1280, height: 800 },
  { label: "375 px", width: 375, height: 740 },
]) {
  test.describe(`the pages in Malayalam and Hindi at ${viewport.label}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const { path, lang, heading } of pages) {
      test(`${path} reads in its language, fits the screen and has no axe violations`, async ({ page }) => {
        await page.goto(path);
        await waitForHydration(page);
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
        await expect(page.getByRole("heading", { level: 1 })).toContainText(heading);
        // Long Malayalam and Hindi words wrap: nothing makes the page scroll sideways.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await expectNoAxeViolations(page);
      });
    }
  });
}
