import fs from "node:fs";
import path from "node:path";
import { checkAtBothWidths, keepScreenshot, ownServer } from "./support/own-server";
import { waitForHydration } from "./support/site";
import { expect, expectToast, test } from "./support/staff";

// A server of this spec's own: its backups, and a failure made on its disk, stay its own.
const server = ownServer("dsa-e2e-backups-");
let baseURL = "";

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000); // the server of its own starts first
  baseURL = await server.start();
});
test.afterAll(async () => {
  await server.stop();
});

/**
 * A time of day later today in IST (HH:MM), so the daily backup does not start during the test
 * and refuse "Back up now" (the server backs up today's missed time at its first minute).
 */
function laterToday(): string {
  const ist = new Date(Date.now() + (5 * 60 + 30) * 60_000);
  const minutes = Math.min(ist.getUTCHours() * 60 + ist.getUTCMinutes() + 60, 23 * 60 + 59);
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

test("the owner sets the backup time, backs up now, sees the backup in the list and downloads it", async ({
  signedInAs,
}) => {
  test.setTimeout(90_000);
  const page = await (await signedInAs("owner", { baseURL })).newPage();
  await page.goto("/admin/dashboard");
  await page.getByRole("navigation", { name: "Staff area" }).getByRole("link", { name: "Backups" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Backups" })).toBeVisible();
  await waitForHydration(page);

  const time = laterToday();
  await page.getByLabel("Time of day (IST)").fill(time);
  await page.getByLabel("Backups to keep").fill("7");
  await page.getByRole("button", { name: "Save backup settings" }).click();
  await expectToast(page, "Backup settings saved.");
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel("Time of day (IST)")).toHaveValue(time);
  await expect(page.getByLabel("Backups to keep")).toHaveValue("7");

  // A mistake is named next to its field; nothing is sent.
  await page.getByLabel("Backups to keep").fill("200");
  await page.getByRole("button", { name: "Save backup settings" }).click();
  await expect(page.getByLabel("Backups to keep")).toHaveAccessibleDescription(/Keep from 1 to 90 backups/);
  await page.getByLabel("Backups to keep").fill("7");

  await page.getByRole("button", { name: "Back up now" }).click();
  await expectToast(page, "Backup started. It shows as succeeded in the list below when it is done.");
  const list = page.getByRole("list", { name: "Backups, newest first" });
  const made = list.getByRole("listitem").filter({ hasText: "Back up now" }).first();
  await expect(made).toContainText("Succeeded", { timeout: 30_000 });
  await expect(made).toContainText(/dsa-backup-\d{4}-\d{2}-\d{2}-\d{4}-IST\.tar\.gz/);
  await expect(made).toContainText(/\d+(\.\d+)? MB/);
  await expect(page.getByText("Backups are being made.")).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download the newest" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^dsa-backup-\d{4}-\d{2}-\d{2}-\d{4}-IST\.tar\.gz$/);
  const saved = fs.readFileSync((await download.path())!);
  expect([saved[0], saved[1]]).toEqual([0x1f, 0x8b]);
  expect(saved.byteLength).toBe(fs.statSync(path.join(server.dataDir(), "backups", download.suggestedFilename())).size);

  await checkAtBothWidths(page, "backups");
});

test("the dashboard tells the owner that the last backup failed, and what to do", async ({ signedInAs }) => {
  test.setTimeout(60_000);
  const page = await (await signedInAs("owner", { baseURL })).newPage();
  // The backups' folder replaced by a file: the next backup cannot be written.
  const folder = path.join(server.dataDir(), "backups");
  fs.renameSync(folder, `${folder}.aside`);
  fs.writeFileSync(folder, "in the way");
  try {
    await page.goto("/admin/backups");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Back up now" }).click();
    await expect(page.getByText("The last backup failed", { exact: false })).toBeVisible({ timeout: 30_000 });

    await page.goto("/admin/dashboard");
    await waitForHydration(page);
    const panel = page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name: "Backups" }) });
    await expect(
      panel.getByText(/^The last backup failed \(\d{2}\/\d{2}\/\d{4}, \d{1,2}:\d{2} [ap]m IST\)\.$/),
    ).toBeVisible();
    await expect(
      panel.getByText(/must be a folder for the backups, but a file of that name is in the way/),
    ).toBeVisible();
    await expect(
      panel.getByText(/^Last backup: \d{2}\/\d{2}\/\d{4}, \d{1,2}:\d{2} [ap]m IST · [\d.]+ MB · On the server$/),
    ).toBeVisible();
    await panel.getByRole("link", { name: "back up now on Backups" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Backups" })).toBeVisible();
    await page.goto("/admin/dashboard");
    await waitForHydration(page);
    await checkAtBothWidths(page, "dashboard-backup-failed");
  } finally {
    fs.rmSync(folder, { force: true });
    fs.renameSync(`${folder}.aside`, folder);
  }
  await keepScreenshot(page, "dashboard-backup-failed-after");
});

test("an admin has neither the Backups screen nor its menu item", async ({ signedInAs }) => {
  const page = await (await signedInAs("admin", { baseURL })).newPage();
  await page.goto("/admin/dashboard");
  await expect(
    page.getByRole("navigation", { name: "Staff area" }).getByRole("link", { name: "Dashboard" }),
  ).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Staff area" }).getByRole("link", { name: "Backups" })).toHaveCount(
    0,
  );
  await expect(page.getByRole("heading", { level: 2, name: "Backups" })).toHaveCount(0);
  const res = await page.goto("/admin/backups");
  expect(res?.status()).toBe(403);
  expect((await page.request.get("/api/admin/backups/newest")).status()).toBe(403);
});
