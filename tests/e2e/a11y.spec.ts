import { expect, test } from "@playwright/test";
import { expectNoAxeViolations as checkPage } from "./support/axe";
import { waitForHydration } from "./support/site";

const pages = [
  { name: "home", path: "/" },
  { name: "services", path: "/services" },
  { name: "home loans", path: "/loan-services/home-loans" },
  { name: "cookie policy", path: "/cookie-policy" },
  { name: "404", path: "/no-such-page" },
];

for (const viewport of [
  { label: "desktop", width: 1280, height: 800 },
  { label: "375 px", width: 375, height: 740 },
]) {
  test.describe(`accessibility at ${viewport.label}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const { name, path } of pages) {
      test(`${name} page (${path}) has no axe violations`, async ({ page }) => {
        await page.goto(path);
        await waitForHydration(page);
        await checkPage(page);
      });
    }
  });
}

test.describe("accessibility of the open mobile menu", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the open drawer has no axe violations", async ({ page }) => {
    await page.goto("/services");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    // Let the slide-in finish so colours are measured on the final frame.
    await page.getByRole("dialog").evaluate((element) => Promise.all(element.getAnimations().map((a) => a.finished)));
    await checkPage(page);
  });

  test("the FAQ with an answer open has no axe violations", async ({ page }) => {
    await page.goto("/loan-services/home-loans");
    await waitForHydration(page);
    await page
      .getByRole("region", { name: "Frequently asked questions" })
      .getByRole("heading", { level: 3 })
      .first()
      .click();
    await checkPage(page);
  });
});
