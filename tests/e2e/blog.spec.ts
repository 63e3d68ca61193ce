import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { waitForHydration } from "./support/site";

/** Saves a full-page picture when SCREENSHOT_DIR is set (to look at it; nothing compares it). */
async function keepScreenshot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  // For the picture only: without the cookie banner over the page.
  const decline = page.getByRole("button", { name: "Decline Non-Essential" }).first();
  if (await decline.isVisible()) await decline.click();
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

// Reads the seed posts only: nothing here writes (the integration tests cover the staff API).
for (const [width, height] of [
  [1280, 800],
  [375, 740],
] as const) {
  test.describe(`the blog at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test("/blog lists the seed posts newest first, filters by category and links the feed", async ({ page }) => {
      const response = await page.goto("/blog");
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Loan guides and news");
      const titles = page.getByRole("article").getByRole("heading", { level: 2 });
      await expect(titles).toHaveText([
        "Gold loan or personal loan: which suits your need?",
        "PM Surya Ghar subsidy and rooftop solar finance: how they fit together",
        "How your CIBIL score changes the interest rate you get",
        "Documents you need for a home loan in Kerala",
      ]);
      await expect(page.getByRole("article").first()).toContainText("4 November 2026");
      await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
        "href",
        /\/blog\/rss\.xml$/,
      );
      await waitForHydration(page);
      await expectNoAxeViolations(page);
      await keepScreenshot(page, `blog-${width}`);

      await page.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: "Credit score" }).click();
      await expect(page).toHaveURL(/\/blog\?category=credit-score$/);
      await expect(titles).toHaveText(["How your CIBIL score changes the interest rate you get"]);
    });

    test("a post opens with its h1, table of contents, related posts and the lead form", async ({ page }) => {
      await page.goto("/blog");
      await page.getByRole("link", { name: "Documents you need for a home loan in Kerala" }).click();
      await expect(page).toHaveURL(/\/blog\/home-loan-documents-kerala$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Documents you need for a home loan in Kerala");
      await keepScreenshot(page, `blog-post-${width}`);
      const toc = page.getByRole("navigation", { name: "In this post" });
      await expect(toc.getByRole("link")).toHaveCount(9);
      await toc.getByRole("link", { name: "3. Property documents in Kerala" }).click();
      await expect(page).toHaveURL(/#3-property-documents-in-kerala$/);
      await expect(page.getByRole("heading", { name: "3. Property documents in Kerala" })).toBeInViewport();
      await expect(page.getByText("General information, not financial advice.")).toBeVisible();
      await expect(page.getByRole("region", { name: "Related posts" }).getByRole("article")).toHaveCount(3);
      await expect(
        page.getByRole("region", { name: "Share this post" }).getByRole("link", { name: /^WhatsApp/ }),
      ).toHaveAttribute("href", /^https:\/\/wa\.me\/\?text=/);
      const cover = page.locator("main img").first();
      await expect(cover).toHaveAttribute("fetchpriority", "high");
      await expect(cover).toHaveAttribute("width", "1200");

      await waitForHydration(page);
      await expectNoAxeViolations(page);

      // The call to action opens the lead form of the post's loan service.
      await page
        .getByRole("region", { name: "Need help with Home Loans?" })
        .getByRole("button", { name: "Apply Now" })
        .click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("heading", { name: "Apply for Home Loans" })).toBeVisible();
      await expect(dialog.getByLabel(/Full name/i)).toBeVisible();
    });
  });
}

test("drafts and unknown posts show the 404 page", async ({ page }) => {
  const response = await page.goto("/blog/no-such-post");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/not found/i);
});
