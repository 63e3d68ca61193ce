import { expect, test } from "@playwright/test";
import { formatINR } from "../../server/formats/rupees";
import { calculateEmi } from "../../server/loan-services/emi";
import { loanServiceSeedTranslations } from "../../server/seed/translations/loan-content-translations";
import { expectNoAxeViolations } from "./support/axe";
import { waitForHydration } from "./support/site";

// Issue 27: a loan page and the scheme pages in Malayalam and Hindi, as a visitor on a phone meets
// them: the seeded translations, the interface in the page's language, the EMI calculator's amounts
// in lakh and crore words of that language.

const homeMl = loanServiceSeedTranslations.ml["home-loans"]!;

test.describe("the home loan page in Malayalam on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("reads Malayalam, opens a question, and its EMI calculator works in lakh", async ({ page }) => {
    await page.goto("/ml/loan-services/home-loans");
    await waitForHydration(page);
    await expect(page.locator("html")).toHaveAttribute("lang", /^ml/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(homeMl.name);

    await expect(page.getByRole("heading", { name: "പതിവായി ചോദിക്കുന്ന ചോദ്യങ്ങൾ" })).toBeVisible();
    const faq = homeMl.faqs[0]!;
    await page.getByText(faq.question).click();
    await expect(page.getByText(faq.answer)).toBeVisible();

    const calculator = page.getByRole("region", { name: "EMI കാൽക്കുലേറ്റർ" });
    await calculator.scrollIntoViewIfNeeded();
    await calculator.getByRole("textbox", { name: "ലോൺ തുക" }).fill("25 lakh");
    await calculator.getByRole("textbox", { name: "പലിശ നിരക്ക് (വർഷത്തിൽ %)" }).fill("9");
    await calculator.getByRole("textbox", { name: "തിരിച്ചടവ് കാലാവധി (മാസം)" }).fill("240");
    // The amount in words, in Malayalam, beside the figure.
    await expect(calculator.getByText("₹25,00,000 (25 ലക്ഷം)")).toBeVisible();
    await expect(calculator.getByText("240 മാസം (20 വർഷം)")).toBeVisible();
    const { emi } = calculateEmi({ principal: 2_500_000, annualRatePercent: 9, tenureMonths: 240 });
    const monthly = calculator.locator("dt", { hasText: "മാസ EMI" }).locator("xpath=following-sibling::dd");
    await expect(monthly).toHaveText(formatINR(emi));

    // A mistake is named in Malayalam, and the result waits for the fix.
    await calculator.getByRole("textbox", { name: "ലോൺ തുക" }).fill("");
    await expect(calculator.getByText("EMI കാണാൻ മുകളിലെ ലോൺ തുക ശരിയാക്കുക.")).toBeVisible();
    await expect(monthly).toHaveCount(0);
  });
});

const checkedPages = ["/ml/loan-services/home-loans", "/hi/loan-services/home-loans", "/ml/govt-schemes"];

for (const viewport of [
  { label: "1280 px", width: 1280, height: 800 },
  { label: "375 px", width: 375, height: 740 },
]) {
  test.describe(`accessibility of the translated loan and scheme pages at ${viewport.label}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const path of checkedPages) {
      test(`${path} has no axe violations and nothing wider than the screen`, async ({ page }) => {
        await page.goto(path);
        await waitForHydration(page);
        await expectNoAxeViolations(page);
        // Long Malayalam and Hindi words wrap: the page never scrolls sideways.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      });
    }
  });
}
