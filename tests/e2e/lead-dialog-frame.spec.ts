import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { waitForHydration } from "./support/site";

/**
 * What a visitor on a slow phone sees between tapping Apply Now and the form's code arriving
 * (issue 30, ADR 0043): the dialog's frame at once, in the place and at the size the form will
 * have, and a tap made before the page hydrated is not lost. The form's chunk is held back here
 * until the test lets it through, as a slow connection would.
 */

/** Holds back the lead form's code; the answer's function lets it through. */
async function holdBackTheForm(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/lead-capture-dialog-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

for (const { label, width, height, path, title } of [
  // A phone: the form is taller than the screen, and both fill it.
  {
    label: "Malayalam at 375 px",
    width: 375,
    height: 740,
    path: "/ml/loan-services/home-loans",
    title: "ഹോം ലോൺ അപേക്ഷ",
  },
  // A desktop: the frame holds the measured height of this service's form (ADR 0043).
  {
    label: "English at 1280 px",
    width: 1280,
    height: 800,
    path: "/loan-services/home-loans",
    title: "Apply for Home Loans",
  },
]) {
  test.describe(`the lead dialog's frame, ${label}`, () => {
    test.use({ viewport: { width, height } });

    test("shows at once where the form will be, passes axe, closes with Escape, and the form takes its place", async ({
      page,
    }) => {
      const letTheFormThrough = await holdBackTheForm(page);
      await page.goto(path);
      await waitForHydration(page);
      const apply = page.locator('main button[aria-haspopup="dialog"]').first();
      await apply.click();

      const frame = page.getByRole("dialog", { name: title });
      await expect(frame).toBeVisible();
      await expect(frame).toHaveAttribute("aria-busy", "true");
      await expect(frame).toBeFocused();
      await expectNoAxeViolations(page);

      // Escape closes the frame and gives focus back to the button, as the dialog does.
      await page.keyboard.press("Escape");
      await expect(frame).toBeHidden();
      await expect(apply).toBeFocused();

      await apply.click();
      await expect(frame).toBeVisible();
      // Both boxes are measured with the page's faces drawn: a face arriving later rewraps lines.
      await page.evaluate(() => document.fonts.ready);
      const frameBox = await frame.boundingBox();
      letTheFormThrough();
      const form = page.getByRole("dialog").locator("form");
      await expect(form.locator("input").first()).toBeVisible();
      const dialog = page.getByRole("dialog");
      await expect(dialog).not.toHaveAttribute("aria-busy");
      await page.evaluate(() => document.fonts.ready);
      // No shift when the form arrives: the same box, to the pixel.
      const dialogBox = await dialog.boundingBox();
      expect(dialogBox).toEqual(frameBox);
    });
  });
}

test.describe("a tap on Apply Now before the page hydrates", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("opens the dialog once the page has hydrated", async ({ page }) => {
    // Hold the page's scripts back too, so that the tap surely lands before hydration.
    let releaseScripts = () => {};
    const scriptsReleased = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
      await scriptsReleased;
      await route.continue();
    });
    await page.goto("/loan-services/home-loans", { waitUntil: "domcontentloaded" });
    await page.locator('main button[aria-haspopup="dialog"]').first().click();
    await expect(page.getByRole("dialog")).toHaveCount(0);

    releaseScripts();
    await expect(page.getByRole("dialog", { name: "Apply for Home Loans" })).toBeVisible();
  });
});
