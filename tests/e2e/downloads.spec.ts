import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { spawnServer, type ServerProcess } from "../support/server-process";
import { samplePdf } from "../support/sample-files";
import { expectNoAxeViolations } from "./support/axe";
import { waitForHydration } from "./support/site";
import { expect, expectToast, OWNER_EMAIL, OWNER_PASSWORD, test } from "./support/staff";

/**
 * Downloads change what /download shows, and the other specs run at the same time on the shared
 * server expecting the seed: so this file has a server (and database, and file folder) of its own.
 */
test.describe.configure({ mode: "serial" });

let ownServer: ServerProcess | null = null;
let ownDataDir = "";
let baseURL = "";
const TITLE = "Home loan application form";
const pdf = Buffer.from(samplePdf(TITLE));

/** Saves a full-page picture when SCREENSHOT_DIR is set (to look at; nothing compares it). */
async function keepScreenshot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

test.beforeAll(async () => {
  test.setTimeout(90_000); // a server of its own starts first
  ownDataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dsa-e2e-downloads-"));
  ownServer = spawnServer({ DATA_DIR: ownDataDir, ADMIN_EMAIL: OWNER_EMAIL, ADMIN_PASSWORD: OWNER_PASSWORD });
  baseURL = await ownServer.ready;
});

test.afterAll(async () => {
  if (ownServer && ownServer.child.exitCode === null) {
    ownServer.child.kill("SIGTERM");
    await ownServer.exited;
  }
  if (ownDataDir) fs.rmSync(ownDataDir, { recursive: true, force: true });
});

test.describe("downloads", () => {
  test("the empty /download page says so and points to /contact", async ({ browser }) => {
    const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
    const page = await context.newPage();
    await page.goto("/download");
    await expect(page.getByRole("heading", { level: 1, name: "Forms and documents to download" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "No files to download yet" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
    await context.close();
  });

  test("an editor uploads a PDF and publishes it; /download offers it; the download is counted on the staff screen", async ({
    browser,
    signedInAs,
  }) => {
    const context = await signedInAs("editor", { baseURL });
    const page = await context.newPage();
    await page.goto("/admin/downloads");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: "Downloads" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "No files yet" })).toBeVisible();

    await page.getByRole("button", { name: "Upload a file" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Upload a file" });
    // Without a file or title, the form says what to do.
    await dialog.getByRole("button", { name: "Upload" }).click();
    await expect(dialog.getByText("Choose the file to upload: a PDF, JPEG, PNG or WebP file.")).toBeVisible();
    await expect(dialog.getByText(/Give the file a title/)).toBeVisible();
    await dialog
      .getByLabel("File", { exact: true })
      .setInputFiles({ name: `${TITLE}.pdf`, mimeType: "application/pdf", buffer: pdf });
    await expect(dialog.getByText(`${TITLE}.pdf`)).toBeVisible();
    await dialog.getByLabel("Title").fill(TITLE);
    await dialog.getByLabel(/Description/).fill("Fill it in at home and bring it with your documents.");
    await dialog.getByLabel("Kind of file").selectOption("application_form");
    await dialog.getByRole("button", { name: "Upload" }).click();
    await expectToast(page, `Uploaded “${TITLE}”.`);
    await expect(dialog).toBeHidden();

    const row = page.getByRole("row", { name: new RegExp(TITLE) });
    const publish = page.getByRole("switch", { name: new RegExp(TITLE) });
    await expect(publish).not.toBeChecked();
    await publish.click();
    await expectToast(page, `“${TITLE}” is on the Downloads page.`);
    await expect(publish).toBeChecked();

    // A visitor finds it on /download and downloads it.
    const visitor = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
    const publicPage = await visitor.newPage();
    await publicPage.goto("/download");
    await expect(publicPage.getByRole("heading", { name: "Application forms" })).toBeVisible();
    await expect(publicPage.getByRole("heading", { name: TITLE })).toBeVisible();
    await expect(publicPage.getByText(/^PDF · \d+ KB$/)).toBeVisible();
    const [download] = await Promise.all([
      publicPage.waitForEvent("download"),
      publicPage.getByRole("link", { name: new RegExp(`Download ${TITLE}`) }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${TITLE}.pdf`);
    expect(fs.readFileSync((await download.path())!)).toEqual(pdf);
    await visitor.close();

    // Counted once, shown after a reload.
    await page.reload();
    await waitForHydration(page);
    const cells = row.getByRole("cell");
    await expect(cells.nth(1)).toHaveText("1");
    await expect(cells.nth(2)).not.toHaveText("Never");
    await context.close();
  });

  test("a viewer cannot open the staff screen", async ({ signedInAs }) => {
    const context = await signedInAs("viewer", { baseURL });
    const page = await context.newPage();
    const res = await page.goto("/admin/downloads");
    expect(res?.status()).toBe(403);
    await expect(page.getByText("You do not have access to this screen")).toBeVisible();
    await expect(page.getByRole("link", { name: "Downloads", exact: true })).toHaveCount(0);
    await context.close();
  });

  test("an editor moves, edits, replaces and deletes a file, each with one toast", async ({ signedInAs }) => {
    const context = await signedInAs("editor", { baseURL });
    const page = await context.newPage();
    await page.goto("/admin/downloads");
    await waitForHydration(page);

    // A second file, published at once: it joins the end of the list.
    await page.getByRole("button", { name: "Upload a file" }).first().click();
    const upload = page.getByRole("dialog", { name: "Upload a file" });
    await upload.getByLabel("File", { exact: true }).setInputFiles({
      name: "checklist.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from(samplePdf("Checklist")),
    });
    await upload.getByLabel("Title").fill("Document checklist for home loans");
    await upload.getByLabel("Kind of file").selectOption("document_checklist");
    await upload.getByLabel("Publish now").check();
    await upload.getByRole("button", { name: "Upload" }).click();
    await expectToast(page, "Uploaded “Document checklist for home loans”.");
    const titles = page.getByRole("rowheader");
    await expect(titles.nth(1)).toContainText("Document checklist for home loans");

    await page.getByRole("button", { name: "Move “Document checklist for home loans” up" }).click();
    await expectToast(page, "Moved “Document checklist for home loans” up.");
    await expect(titles.nth(0)).toContainText("Document checklist for home loans");

    await page.getByRole("button", { name: "Manage Document checklist for home loans" }).click();
    await page.getByRole("menuitem", { name: "Edit details" }).click();
    const edit = page.getByRole("dialog", { name: "Edit file details" });
    await edit.getByLabel("Title").fill("Home loan document checklist");
    await edit.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Saved.");
    await expect(titles.nth(0)).toContainText("Home loan document checklist");

    await page.getByRole("button", { name: "Manage Home loan document checklist" }).click();
    await page.getByRole("menuitem", { name: "Replace file" }).click();
    const replace = page.getByRole("dialog", { name: "Replace file" });
    // An HTML page named .pdf is refused, with the reason next to the field.
    await replace.getByLabel("New file").setInputFiles({
      name: "checklist-v2.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("<!doctype html><p>not a pdf</p>"),
    });
    await replace.getByRole("button", { name: "Replace" }).click();
    await expect(replace.getByText(/^Upload a PDF, JPEG, PNG or WebP file/)).toBeVisible();
    await replace.getByLabel("New file").setInputFiles({
      name: "checklist-v2.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from(samplePdf("Checklist, second version")),
    });
    await replace.getByRole("button", { name: "Replace" }).click();
    await expectToast(page, "Replaced the file of “Home loan document checklist”.");
    await expect(titles.nth(0)).toContainText("checklist-v2.pdf");

    await page.getByRole("button", { name: "Manage Home loan document checklist" }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    await page.getByRole("alertdialog", { name: "Delete this file?" }).getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Deleted “Home loan document checklist”.");
    await expect(page.getByRole("rowheader", { name: /Home loan document checklist/ })).toHaveCount(0);
    const publicPage = await context.newPage();
    await publicPage.goto("/download");
    await expect(publicPage.getByRole("heading", { name: "Home loan document checklist" })).toHaveCount(0);
    await expect(publicPage.getByRole("heading", { name: TITLE })).toBeVisible();
    await context.close();
  });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 740 },
  ]) {
    test(`/download and /admin/downloads have no axe violations at ${viewport.width} px`, async ({
      browser,
      signedInAs,
    }) => {
      const visitor = await browser.newContext({ baseURL, viewport, storageState: { cookies: [], origins: [] } });
      const publicPage = await visitor.newPage();
      await publicPage.goto("/download");
      await waitForHydration(publicPage);
      await expectNoAxeViolations(publicPage);
      expect(await publicPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await keepScreenshot(publicPage, `download-${viewport.width}`);
      await visitor.close();

      const context = await signedInAs("editor", { baseURL, viewport });
      const page = await context.newPage();
      await page.goto("/admin/downloads");
      await waitForHydration(page);
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await keepScreenshot(page, `admin-downloads-${viewport.width}`);
      // The upload dialog, with a field message showing.
      await page.getByRole("button", { name: "Upload a file" }).first().click();
      const dialog = page.getByRole("dialog", { name: "Upload a file" });
      await dialog.getByRole("button", { name: "Upload" }).click();
      await expect(dialog.getByText("Choose the file to upload: a PDF, JPEG, PNG or WebP file.")).toBeVisible();
      await expectNoAxeViolations(page);
      await keepScreenshot(page, `admin-downloads-upload-${viewport.width}`);
      await context.close();
    });
  }
});
