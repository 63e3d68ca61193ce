import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { spawnServer, type ServerProcess } from "../support/server-process";
import { expectNoAxeViolations } from "./support/axe";
import { waitForHydration } from "./support/site";
import { expect, expectToast, OWNER_EMAIL, OWNER_PASSWORD, test } from "./support/staff";

/** Ten digits of a mobile number no other test uses ("9" and nine random digits). */
function randomMobile(): string {
  return `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
}

/** Saves a full-page picture when SCREENSHOT_DIR is set (to look at the screen; nothing compares it). */
async function keepScreenshot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  // From the top, so the sticky bars sit where a visitor sees them; in slices a viewer can read.
  await page.evaluate(() => window.scrollTo(0, 0));
  const { width, height } = await page.evaluate(() => ({
    width: document.documentElement.clientWidth,
    height: document.documentElement.scrollHeight,
  }));
  const slice = width < 600 ? 1100 : 1600;
  for (let y = 0, part = 1; y < height; y += slice, part++) {
    await page.screenshot({
      path: path.join(dir, `${name}-${part}.png`),
      fullPage: true,
      clip: { x: 0, y, width, height: Math.min(slice, height - y) },
    });
  }
}

/**
 * A server of this test's own (its own database): the header, footer and /contact tests of the
 * other files expect the seeded numbers, and run at the same time on the shared server.
 */
let ownServer: ServerProcess | null = null;
let ownDataDir = "";

test.afterAll(async () => {
  if (ownServer && ownServer.child.exitCode === null) {
    ownServer.child.kill("SIGTERM");
    await ownServer.exited;
  }
  if (ownDataDir) fs.rmSync(ownDataDir, { recursive: true, force: true });
});

test.describe("site settings", () => {
  test("the owner changes the WhatsApp number and phone; the footer, header and /contact show them on the next load", async ({
    signedInAs,
  }) => {
    test.setTimeout(60_000); // a server of its own starts first
    ownDataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dsa-e2e-settings-"));
    ownServer = spawnServer({ DATA_DIR: ownDataDir, ADMIN_EMAIL: OWNER_EMAIL, ADMIN_PASSWORD: OWNER_PASSWORD });
    const baseURL = await ownServer.ready;
    const context = await signedInAs("owner", { baseURL });
    const page = await context.newPage();

    const whatsapp = randomMobile();
    const phone = randomMobile();
    await page.goto("/admin/social-settings");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: "Site settings" })).toBeVisible();
    // Who gets every new lead's e-mail is a lead setting now (ADR 0032), not on this screen.
    await expect(page.getByLabel("Also send new-lead e-mails to")).toHaveCount(0);

    // A link on the wrong network is named next to its field, and nothing is saved.
    const facebook = page.getByLabel("Facebook", { exact: true });
    await facebook.fill("https://www.instagram.com/someone");
    await page.getByRole("button", { name: "Save site settings" }).click();
    await expect(facebook).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("This is not a Facebook link: use an address on facebook.com or fb.com")).toBeVisible();
    await facebook.fill("https://www.facebook.com/keralam.demo");

    // Typed as people write them.
    await page.getByLabel("WhatsApp number").fill(`+91 ${whatsapp.slice(0, 5)}-${whatsapp.slice(5)}`);
    await page.getByLabel("Phone", { exact: true }).fill(`${phone.slice(0, 5)} ${phone.slice(5)}`);
    await page.getByRole("button", { name: "Save site settings" }).click();
    await expectToast(page, "Site settings saved.");
    await expect(page.getByLabel("WhatsApp number")).toHaveValue(`+91 ${whatsapp.slice(0, 5)} ${whatsapp.slice(5)}`);

    await page.goto("/contact");
    const footerWhatsapp = page.getByRole("contentinfo").getByRole("link", { name: /WhatsApp us/ });
    await expect(footerWhatsapp).toHaveAttribute("href", `https://wa.me/91${whatsapp}`);
    await expect(page.getByRole("banner").locator(`a[href="tel:+91${phone}"]`)).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: /Chat on WhatsApp/ })).toHaveAttribute(
      "href",
      new RegExp(`^https://wa\\.me/91${whatsapp}\\?text=`),
    );
    await expect(main.getByText(`+91 ${whatsapp.slice(0, 5)} ${whatsapp.slice(5)}`, { exact: true })).toBeVisible();
    await context.close();
  });

  for (const [width, height] of [
    [1280, 800],
    [375, 740],
  ] as const) {
    test(`the screen has no axe violations at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.goto("/admin/social-settings");
      await waitForHydration(page);
      await expectNoAxeViolations(page);
      // With a field error showing too.
      await page.getByLabel("GA4 measurement ID").fill("UA-1234");
      await page.getByRole("button", { name: "Save site settings" }).click();
      await expect(page.getByText(/G- followed by 4 to 20 capital letters or digits/)).toBeVisible();
      await expectNoAxeViolations(page);
      // Nothing sticks out sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await keepScreenshot(page, `site-settings-${width}`);
    });
  }
});
