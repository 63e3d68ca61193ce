import path from "node:path";
import { expectNoAxeViolations } from "./support/axe";
import { waitForHydration } from "./support/site";
import { expect, test } from "./support/staff";

// Reads the seed posts only (signed in as the owner): nothing here writes.
for (const [width, height] of [
  [1280, 800],
  [375, 740],
] as const) {
  test.describe(`the staff's blog posts at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test("lists the posts with their status and filters them from the address", async ({ page }) => {
      await page.goto("/admin/blog-posts");
      await expect(page.getByRole("heading", { level: 1, name: "Blog posts" })).toBeVisible();
      // A table from 1280 px, cards on a phone: the one shown.
      const title = (text: string) => page.locator("span.font-semibold", { hasText: text }).filter({ visible: true });
      await expect(title("Documents you need for a home loan in Kerala")).toHaveCount(1);
      // The six seed posts: four in English, one in Malayalam, one in Hindi.
      await expect(page.getByText("Published", { exact: true }).filter({ visible: true })).toHaveCount(6);
      await waitForHydration(page);
      await expectNoAxeViolations(page);
      const dir = process.env.SCREENSHOT_DIR;
      if (dir) await page.screenshot({ path: path.join(dir, `admin-blog-posts-${width}.png`), fullPage: true });

      await page.goto("/admin/blog-posts?search=cibil");
      await expect(title("How your CIBIL score changes the interest rate you get")).toHaveCount(1);
      await expect(title("Documents you need for a home loan in Kerala")).toHaveCount(0);
      await page.goto("/admin/blog-posts?language=hi");
      await expect(title("होम लोन के लिए ज़रूरी दस्तावेज़: पूरी चेकलिस्ट")).toHaveCount(1);
      await expect(title("Documents you need for a home loan in Kerala")).toHaveCount(0);
      await page.goto("/admin/blog-posts?status=draft");
      await expect(page.getByText("No posts match these filters")).toBeVisible();
    });
  });

  test.describe(`the staff preview of a post at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test("shows the post as its public page with a preview notice", async ({ page }) => {
      const response = await page.goto("/blog/preview/1");
      expect(response?.status()).toBe(200);
      expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
      await expect(page.getByRole("complementary", { name: "Preview" })).toContainText(
        "this is how the post will look",
      );
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Documents you need for a home loan in Kerala");
      await waitForHydration(page);
      await expectNoAxeViolations(page);
      const dir = process.env.SCREENSHOT_DIR;
      if (dir) await page.screenshot({ path: path.join(dir, `blog-preview-${width}.png`) });
    });
  });
}
