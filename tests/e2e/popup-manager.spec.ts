import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { spawnServer, type ServerProcess } from "../support/server-process";
import { expectNoAxeViolations } from "./support/axe";
import { waitForHydration } from "./support/site";
import { freshContext } from "./support/own-server";
import { expect, expectToast, OWNER_EMAIL, OWNER_PASSWORD, test } from "./support/staff";

/**
 * The popup manager (issue 11 items 1 and 2) on a server of this file's own: its popups show on
 * the public home page, which the other specs, running at the same time on the shared server,
 * expect without popups. One server for the whole file; its tests run in order.
 */
test.describe.configure({ mode: "serial" });

let server: ServerProcess | null = null;
let dataDir = "";
let baseURL = "";

test.beforeAll(async () => {
  test.setTimeout(90_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dsa-e2e-popup-manager-"));
  server = spawnServer({ DATA_DIR: dataDir, ADMIN_EMAIL: OWNER_EMAIL, ADMIN_PASSWORD: OWNER_PASSWORD });
  baseURL = await server.ready;
});

test.afterAll(async () => {
  if (server && server.child.exitCode === null) {
    server.child.kill("SIGTERM");
    await server.exited;
  }
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Saves a full-page picture when SCREENSHOT_DIR is set (to look at the screen; nothing compares it). */
async function keepScreenshot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  // In slices a viewer can read (a phone's page is long).
  const { width, height } = await page.evaluate(() => ({
    width: document.documentElement.clientWidth,
    height: document.documentElement.scrollHeight,
  }));
  const slice = width < 600 ? 900 : 1400;
  for (let y = 0, part = 1; y < height; y += slice, part++) {
    await page.screenshot({
      path: path.join(dir, `${name}-${part}.png`),
      fullPage: true,
      clip: { x: 0, y, width, height: Math.min(slice, height - y) },
    });
  }
}

/**
 * The editor has hydrated once its preview is drawn (only in the browser). (waitForHydration looks
 * at the body's first element, where the preview dialog's focus guards now stand.)
 */
async function editorReady(page: Page) {
  await expect(page.getByTestId("popup-preview").locator("[data-testid=site-popup]")).toBeVisible();
}

test("an editor creates a popup for the home page; it shows after its delay and its impression is counted", async ({
  browser,
  signedInAs,
}) => {
  test.setTimeout(60_000);
  const editor = await signedInAs("editor", { baseURL });
  const page = await editor.newPage();
  await page.goto("/admin/popup-manager");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Popups" })).toBeVisible();
  await page.getByRole("link", { name: "New popup" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "New popup" })).toBeVisible();
  await editorReady(page);

  const title = `Monsoon gold loan offer ${Date.now().toString(36)}`;
  // A mistake first: the server's message shows next to its field.
  await page.getByLabel("Delay (ms)").fill("-1");
  await page.getByRole("button", { name: "Create popup" }).click();
  await expect(page.getByText("Give the popup a title").first()).toBeVisible();
  await expect(page.getByLabel("Title", { exact: true })).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByRole("textbox", { name: "Text", exact: true }).click();
  await page.keyboard.type("Same-day gold loans at partner banks this monsoon.");
  await expect(page.getByLabel("Show on pages")).toHaveValue("home");
  await expect(page.getByText("Shows on: Home")).toBeVisible();
  await page.getByLabel("Delay (ms)").fill("1500");
  await page.getByLabel("Active", { exact: true }).check();
  // The preview is the public PopupView, drawn as the text is typed.
  await expect(page.getByTestId("popup-preview").getByText(title)).toBeVisible();
  await page.getByRole("button", { name: "Create popup" }).click();
  await expectToast(page, "Popup created.");
  await expect(page).toHaveURL(/\/admin\/popups\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

  // A visitor opens the home page: the popup comes after its delay, and its impression is reported.
  const visitor = await freshContext(browser, baseURL);
  const home = await visitor.newPage();
  const impression = home.waitForResponse(
    (response) => /\/api\/popups\/\d+\/events\/impression$/.test(response.url()) && response.status() === 204,
  );
  await home.goto("/");
  const popup = home.getByRole("dialog", { name: title });
  await expect(popup).toBeVisible({ timeout: 15_000 });
  // Not before its delay (counted from when the page began loading, so this bound always holds).
  expect(await home.evaluate(() => performance.now())).toBeGreaterThanOrEqual(1500);
  await impression;
  await visitor.close();

  // The manager shows the count after a reload.
  await page.goto(`/admin/popups?search=${encodeURIComponent(title)}`);
  const row = page.getByRole("row", { name: new RegExp(title) });
  await expect(row.getByText("Active", { exact: true })).toBeVisible();
  await expect(row.locator("dt", { hasText: /^Shown$/ }).locator("xpath=following-sibling::dd[1]")).toHaveText("1");
  await editor.close();
});

test("a viewer cannot open the popup manager or its editor", async ({ signedInAs }) => {
  const viewer = await signedInAs("viewer", { baseURL });
  const page = await viewer.newPage();
  for (const path of ["/admin/popups", "/admin/popup-manager", "/admin/popups/new", "/admin/popups/1"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(403);
  }
  const api = await viewer.request.get("/api/admin/popups");
  expect(api.status()).toBe(403);
  await viewer.close();
});

/** How large the preview draws its frame: 1 is actual size. */
async function previewScale(page: Page): Promise<number> {
  return page
    .getByTestId("popup-preview")
    .evaluate((frame: HTMLElement) => frame.getBoundingClientRect().width / frame.offsetWidth);
}

test("the preview is readable (70 % or more on a desktop, the phone at full width) and the editor says when visitors see popups", async ({
  signedInAs,
}) => {
  test.setTimeout(60_000);
  for (const [width, height] of [
    [1280, 800],
    [375, 740],
  ] as const) {
    const owner = await signedInAs("owner", { baseURL, viewport: { width, height } });
    const page = await owner.newPage();
    await page.goto("/admin/popups/1");
    await editorReady(page);
    await expect(page.getByText("Visitors see popups after they answer the cookie banner.")).toBeVisible();
    const preview = page.getByRole("region", { name: "Preview" });
    if (width > 1000) {
      await expect(preview.getByRole("button", { name: "Desktop" })).toHaveAttribute("aria-pressed", "true");
      expect(await previewScale(page), "the desktop preview at 1280 px").toBeGreaterThanOrEqual(0.7);
      await preview.getByRole("button", { name: "Phone" }).click();
      expect(await previewScale(page), "the phone preview at 1280 px").toBe(1);
    } else {
      // A phone previews the phone first, across the width of the screen.
      await expect(preview.getByRole("button", { name: "Phone" })).toHaveAttribute("aria-pressed", "true");
      expect(await previewScale(page), "the phone preview at 375 px").toBeGreaterThanOrEqual(0.85);
      const box = (await page.getByTestId("popup-preview").boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(width - 48);
    }
    await preview.scrollIntoViewIfNeeded();
    await keepScreenshot(page, `popup-preview-${width}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await owner.close();
  }
});

for (const [width, height] of [
  [1280, 800],
  [375, 740],
] as const) {
  test(`the list and the editor have no axe violations at ${width} px`, async ({ signedInAs }) => {
    test.setTimeout(60_000);
    const owner = await signedInAs("owner", { baseURL });
    const page = await owner.newPage();
    await page.setViewportSize({ width, height });
    await page.goto("/admin/popups");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: "Popups" })).toBeVisible();
    await keepScreenshot(page, `popup-list-${width}`);
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    // The seeded demo popup in the editor, with a contrast warning and a field error showing.
    await page.goto("/admin/popups/1");
    await editorReady(page);
    await page.getByLabel("Text colour", { exact: true }).fill("#cccccc");
    await expect(page.getByText(/below the 4\.5:1 that WCAG AA asks for/)).toBeVisible();
    await page.getByLabel("Button link").fill("javascript:alert(1)");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText(/^Use an http\(s\) address/).first()).toBeVisible();
    await keepScreenshot(page, `popup-editor-${width}`);
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    if (width < 600) {
      await page.getByRole("button", { name: "Phone" }).click();
      await keepScreenshot(page, `popup-editor-phone-preview-${width}`);
    }

    // A new popup's editor (leaving the changed one asks first: leave without saving).
    await page.getByRole("link", { name: "Back to the popups" }).click();
    await page.getByRole("button", { name: "Leave and lose the changes" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Popups" })).toBeVisible();
    await page.goto("/admin/popups/new");
    await editorReady(page);
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await keepScreenshot(page, `popup-new-${width}`);
    await owner.close();
  });
}
