import { expect, test } from "@playwright/test";
import { checkAtBothWidths } from "./support/own-server";
import { waitForHydration } from "./support/site";

/**
 * /deals in Malayalam and Hindi (issue 27): the seed's demo deals in the page's language, the
 * page's own words, a working enquiry button, and no axe violation or sideways scroll at 1280 and
 * 375 px (long Malayalam words wrap). Read-only: the shared server's seeded deals.
 */

test.beforeEach(async ({ context }) => {
  // A stored choice keeps the cookie banner out of the pictures and the axe run.
  await context.addInitScript(() => {
    if (!localStorage.getItem("cookieConsent")) localStorage.setItem("cookieConsent", "declined");
  });
});

const pages = [
  {
    path: "/ml/deals",
    heading: "ലോൺ ഓഫറുകൾ",
    deal: "ഉത്സവകാല ഹോം ലോൺ ഓഫർ",
    button: "യോഗ്യത പരിശോധിക്കൂ",
    dialog: /ഉത്സവകാല ഹോം ലോൺ ഓഫർ/,
  },
  {
    path: "/hi/deals",
    heading: "लोन ऑफ़र",
    deal: "दुकानदारों के लिए कम ब्याज पर गोल्ड लोन",
    button: "इस ऑफ़र के लिए आवेदन करें",
    dialog: /दुकानदारों के लिए कम ब्याज पर गोल्ड लोन/,
  },
];

for (const { path, heading, deal, button, dialog } of pages) {
  test(`${path} shows the deals in its language and passes axe at 1280 and 375 px`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: deal }) });
    await expect(card).toHaveCount(1);
    await checkAtBothWidths(page, `deals${path.replace(/\//g, "-")}`);

    // The deal's button opens its loan's enquiry form, naming the deal in the page's language.
    await card.getByRole("button", { name: new RegExp(button) }).click();
    await expect(page.getByRole("dialog")).toContainText(dialog);
  });
}
