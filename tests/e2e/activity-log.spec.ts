import type { Page } from "@playwright/test";
import { formatDateTimeIST } from "~server/formats/ist";
import { expectNoAxeViolations } from "./support/axe";
import { keepScreenshot, ownServer } from "./support/own-server";
import { waitForHydration } from "./support/site";
import { expect, test } from "./support/staff";

// The Activity screen (/admin/activity) with the entries an office writes in its first week: the
// lenders of the disclosures (kept as a list, shown as one long line), a blog post written with
// tags and a canonical address, then scheduled for later (issue 25). A server of its own: the
// other specs expect the seeded lenders.
test.describe.configure({ mode: "serial" });

const server = ownServer("dsa-e2e-activity-");
let baseURL = "";

test.beforeAll(async () => {
  test.setTimeout(90_000);
  baseURL = await server.start();
});
test.afterAll(async () => {
  await server.stop();
});

/** How much of the table lies beyond the box it scrolls in: 0 when every column shows. */
async function hiddenTableWidth(page: Page): Promise<number> {
  return page.evaluate(() => {
    const table = document.querySelector("table");
    return table ? table.parentElement!.scrollWidth - table.parentElement!.clientWidth : 0;
  });
}

test("a scheduled post shows as Scheduled with its time in IST, and every column fits at 1280 and 375 px", async ({
  signedInAs,
}) => {
  test.setTimeout(60_000);
  const context = await signedInAs("owner", { baseURL });
  const page = await context.newPage();
  const disclosures = await page.request.patch("/api/admin/disclosures", {
    data: {
      lenders: [
        {
          name: "State Bank of India",
          entityType: "Scheduled commercial bank",
          logoUrl: "https://sbi.co.in/documents/16012/1400784/SBI_Logo_2026.png",
        },
        { name: "Muthoot Finance", entityType: "NBFC" },
      ],
    },
  });
  expect(disclosures.status(), await disclosures.text()).toBe(200);
  const unique = Date.now().toString(36);
  const title = `Onam gold loan offers ${unique}`;
  const created = await page.request.post("/api/admin/posts", {
    data: {
      title,
      tags: ["gold-loan-interest-rates-kerala", "onam-festival-offers-2026"],
      canonicalUrl: `https://www.example.in/blog/onam-gold-loan-offers-from-kerala-banks-and-nbfcs-${unique}`,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const post = (await created.json()) as { id: number; version: number };
  const publishAt = new Date(Date.now() + 3 * 24 * 3_600_000);
  publishAt.setUTCSeconds(0, 0);
  const scheduled = await page.request.patch(`/api/admin/posts/${post.id}`, {
    data: { version: post.version, status: "scheduled", publishAt: publishAt.toISOString() },
  });
  expect(scheduled.status(), await scheduled.text()).toBe(200);

  await page.goto("/admin/activity?action=post.schedule");
  await waitForHydration(page);
  const entry = page.getByRole("row").filter({ hasText: `post #${post.id}` });
  await expect(entry).toContainText("Scheduled a blog post");
  await expect(entry).toContainText(`publish time: none → ${formatDateTimeIST(publishAt)}`);
  await expect(entry).not.toContainText(publishAt.toISOString());

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/admin/activity");
    await waitForHydration(page);
    expect(await hiddenTableWidth(page), `the activity table at ${width} px`).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    if (width === 1280) {
      // The last column is on the screen, not behind a scroll bar.
      const ip = page.getByRole("columnheader", { name: "IP address" });
      await expect(ip).toBeInViewport({ ratio: 1 });
    }
    await keepScreenshot(page, `activity-${width}`);
    await expectNoAxeViolations(page);
  }
  await context.close();
});
