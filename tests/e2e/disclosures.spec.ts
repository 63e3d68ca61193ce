import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { waitForHydration } from "./support/site";
import { expect, test } from "./support/staff";

/** Saves a picture when SCREENSHOT_DIR is set (to look at it; nothing compares it). */
async function keepScreenshot(target: Page | Locator, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  if ("goto" in target) await target.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
  else await target.screenshot({ path: path.join(dir, `${name}.png`) });
}

// Reads the seeded (fictional) disclosures only: the shared e2e server's other tests see the same
// loan pages, so nothing here saves a change (the integration tests cover saving).
for (const [width, height] of [
  [1280, 800],
  [375, 740],
] as const) {
  test.describe(`the RBI / DSA disclosures at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test("a loan page says we are a DSA, names the lenders, the charges and the grievance officer", async ({
      page,
    }) => {
      await page.goto("/loan-services/home-loans");
      const box = page.getByRole("region", { name: "We are a DSA (loan agent), not a lender" });
      await expect(box).toBeVisible();
      await expect(box).toContainText("Demo Bank of Kerala (fictional) (Scheduled commercial bank)");
      await expect(box).toContainText("What we charge:");
      await expect(box.getByRole("link", { name: "grievance@keralam-finserv.example.com" })).toHaveAttribute(
        "href",
        "mailto:grievance@keralam-finserv.example.com",
      );
      await expect(box).toContainText("https://cms.rbi.org.in");
      await expect(box.getByRole("link", { name: "Read our full disclosures" })).toHaveAttribute(
        "href",
        "/disclaimer#dsa-disclosures",
      );
      await waitForHydration(page);
      await expectNoAxeViolations(page);
      if (process.env.SCREENSHOT_DIR) {
        // For the picture only: without the cookie banner and the sticky header over the box.
        await page.getByRole("button", { name: "Decline Non-Essential" }).first().click();
        await page.addStyleTag({ content: "header { position: static !important; }" });
        await keepScreenshot(box, `disclosure-loan-page-${width}`);
      }

      // The lead dialog carries the short version next to the consent.
      await page
        .getByRole("button", { name: /Apply now/i })
        .first()
        .click();
      const dialog = page.getByRole("dialog");
      await expect(dialog.getByText("We are a loan agent (DSA), not a lender")).toBeVisible();
      await expect(
        dialog.getByRole("link", { name: /Our lenders, what we charge and how to complain/ }),
      ).toHaveAttribute("href", "/disclaimer#dsa-disclosures");
      await keepScreenshot(dialog, `disclosure-lead-dialog-${width}`);
    });

    test("/disclaimer has the full disclosures", async ({ page }) => {
      await page.goto("/disclaimer");
      const section = page.getByRole("region", { name: "Our DSA disclosures" });
      await expect(section.getByRole("table")).toContainText("Example Housing Finance Ltd (fictional)");
      await expect(section.getByRole("table")).toContainText("Housing finance company");
      await expect(section.getByRole("link", { name: /cms\.rbi\.org\.in/ })).toHaveAttribute(
        "href",
        "https://cms.rbi.org.in",
      );
      await waitForHydration(page);
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });

    test("the admin screen shows the whole of every lender's type of regulated entity", async ({ page }) => {
      await page.goto("/admin/disclosures");
      await waitForHydration(page);
      const types = page.getByLabel("Type of regulated entity");
      await expect(types.first()).toHaveValue("Scheduled commercial bank");
      expect(await types.count()).toBeGreaterThan(1);
      for (const select of await types.all()) {
        // What the select needs to show its longest choice whole (the width it takes when left to
        // size itself), against the width it has.
        const { has, needs } = await select.evaluate((element: HTMLSelectElement) => {
          const probe = element.cloneNode(true) as HTMLSelectElement;
          Object.assign(probe.style, { width: "auto", maxWidth: "none", minWidth: "0", position: "absolute" });
          element.parentElement!.append(probe);
          const needs = probe.getBoundingClientRect().width;
          probe.remove();
          return { has: element.getBoundingClientRect().width, needs };
        });
        expect(has, `the type of lender at ${width} px`).toBeGreaterThanOrEqual(needs - 0.5);
      }
      await keepScreenshot(page.getByRole("group", { name: "Lender 1" }), `disclosures-lender-${width}`);
    });

    test("the admin screen edits the lender list, names mistakes next to their fields, and passes axe", async ({
      page,
    }) => {
      await page.goto("/admin/disclosures");
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1, name: "RBI / DSA disclosures" })).toBeVisible();
      await expect(page.getByLabel("Name").first()).toHaveValue("Demo Bank of Kerala (fictional)");
      await expectNoAxeViolations(page);

      // Reorder with the buttons.
      await page.getByRole("button", { name: "Move down lender 1" }).click();
      await expect(page.getByLabel("Name").nth(1)).toHaveValue("Demo Bank of Kerala (fictional)");
      // A new lender without a type, a bad officer e-mail: named next to the fields, nothing sent.
      await page.getByRole("button", { name: "Add a lender" }).click();
      const names = page.getByRole("group", { name: /^Lender \d+$/ });
      const added = names.last();
      await added.getByLabel("Name").fill("Test Bank (fictional)");
      await added.getByLabel("Logo address").fill("http://example.in/logo.png");
      await page.getByLabel("E-mail").fill("grievance@");
      await page.getByRole("button", { name: "Save disclosures" }).click();
      await expect(added.getByText(/^Choose the kind of lender/)).toBeVisible();
      await expect(added.getByText(/starting with https:\/\//)).toBeVisible();
      await expect(page.getByLabel("E-mail")).toHaveAttribute("aria-invalid", "true");
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await keepScreenshot(page, `disclosures-admin-${width}`);
    });
  });
}
