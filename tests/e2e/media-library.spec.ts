import type { Page } from "@playwright/test";
import { ownServer } from "./support/own-server";
import { waitForHydration } from "./support/site";
import { expect, expectToast, test } from "./support/staff";
import { checkAtBothWidths } from "./support/widths";

/**
 * The media library as an editor uses it: uploads (chosen and dropped, one refused), alt text,
 * title and focal point, the image picked for a deal, "Used in" and deletion refused while in
 * use, then deleted once free; a viewer is refused the screen. A server of its own: it uploads
 * files and changes a deal, which the other specs read.
 */
const server = ownServer("dsa-e2e-media-");
test.afterAll(() => server.stop());

/** A photo-like image made with sharp: a sky, a ground and a red "subject" off-centre. */
async function pictureOf(format: "jpeg" | "png", width: number, height: number): Promise<Buffer> {
  const { default: sharp } = await import("sharp");
  const subject = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<rect width="100%" height="60%" fill="#8ecae6"/><rect y="60%" width="100%" height="40%" fill="#6a994e"/>` +
      `<circle cx="${width * 0.75}" cy="${height * 0.35}" r="${height * 0.12}" fill="#d62828"/></svg>`,
  );
  const image = sharp({ create: { width, height, channels: 3, background: "#ffffff" } }).composite([
    { input: subject },
  ]);
  return format === "jpeg" ? image.jpeg({ quality: 80 }).toBuffer() : image.png().toBuffer();
}

/** Drops a file on the drop zone as a browser does (a DataTransfer holding a File). */
async function dropFile(page: Page, name: string, mimeType: string, bytes: Buffer) {
  const transfer = await page.evaluateHandle(
    ({ base64, fileName, type }) => {
      const data = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const dropped = new DataTransfer();
      dropped.items.add(new File([data], fileName, { type }));
      return dropped;
    },
    { base64: bytes.toString("base64"), fileName: name, type: mimeType },
  );
  await page.getByTestId("media-drop-zone").dispatchEvent("drop", { dataTransfer: transfer });
}

test.describe("media library", () => {
  test("an editor uploads, describes and focuses images, uses one in a deal, and deletes it once it is free; a viewer is refused", async ({
    signedInAs,
  }) => {
    test.setTimeout(180_000); // a server of its own starts first
    const baseURL = await server.start();
    const editorContext = await signedInAs("editor", { baseURL });
    const page = await editorContext.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.goto("/admin/media");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: "Media library" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "The library is empty" })).toBeVisible();

    // Two files chosen at once (one of them an SVG, refused with the reason next to it) …
    await page.getByLabel("Upload files").setInputFiles([
      { name: "kochi-home.jpg", mimeType: "image/jpeg", buffer: await pictureOf("jpeg", 1600, 900) },
      {
        name: "logo.svg",
        mimeType: "image/svg+xml",
        buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      },
    ]);
    await expectToast(page, "Uploaded 1 of 2 files. One was refused: the reason is next to it.");
    const uploads = page.getByRole("list", { name: "Uploads" });
    await expect(uploads.getByRole("listitem").filter({ hasText: "logo.svg" })).toContainText(/SVG/);
    // … and one dropped on the box.
    await dropFile(page, "branch-office.png", "image/png", await pictureOf("png", 800, 800));
    await expectToast(page, "Uploaded 1 file.");

    const files = page.getByRole("list", { name: "Files" });
    await expect(files.getByRole("listitem")).toHaveCount(2);
    await expect(files.getByRole("button", { name: /kochi-home\.jpg/ })).toContainText("No alt text");
    await expect(files.getByRole("button", { name: /branch-office\.png/ })).toBeVisible();
    await checkAtBothWidths(page, "admin-media");

    // Alt text, title and a focal point on the subject (the red sun, right of centre).
    await files.getByRole("button", { name: /kochi-home\.jpg/ }).click();
    await expect(page.getByRole("dialog", { name: "kochi-home.jpg" })).toBeVisible();
    const detail = page.getByRole("dialog"); // named by the title once it has one
    await expect(detail).toContainText("1600 × 900 px");
    await expect(detail).toContainText("JPEG image");
    await expect(detail).toContainText(/\d{2}\/\d{2}\/\d{4}, \d{1,2}:\d{2} [ap]m IST by editor\./);
    await expect(detail).toContainText(/\/media\/\d{4}\/\d{2}\/[\w-]+\.jpg/);
    await expect(detail).toContainText("Not used anywhere yet.");
    await detail.getByLabel("Alt text").fill("A family home in Kochi under a clear sky");
    await detail.getByLabel("Title").fill("Kochi home");
    const area = detail.getByRole("slider", { name: "Focal point" });
    const box = (await area.boundingBox())!;
    await area.click({ position: { x: box.width * 0.75, y: box.height * 0.35 } });
    await expect(area).toHaveAttribute("aria-valuetext", "75% from the left, 35% from the top");
    await area.press("ArrowDown");
    await expect(area).toHaveAttribute("aria-valuetext", "75% from the left, 37% from the top");
    // Every crop preview is positioned on that point.
    for (const crop of await detail.getByTestId("crop-previews").locator("img").all()) {
      await expect(crop).toHaveCSS("object-position", /^75(\.\d+)?% 37(\.\d+)?%$/);
    }
    await checkAtBothWidths(page, "admin-media-detail");
    await detail.getByRole("button", { name: "Save changes" }).click();
    await expectToast(page, "Saved.");
    await expect(detail.getByLabel("Alt text")).toHaveValue("A family home in Kochi under a clear sky");
    await detail.getByRole("button", { name: "Close" }).click();
    await expect(files.getByRole("button", { name: /Kochi home/ })).not.toContainText("No alt text");

    // The search and the type filter are in the address.
    await page.getByLabel("File name, title or alt text").first().fill("branch");
    await page.getByRole("button", { name: "Apply filters" }).first().click();
    await expect(page).toHaveURL(/search=branch/);
    await expect(files.getByRole("listitem")).toHaveCount(1);
    await page.goto("/admin/media?search=nothing-like-this");
    await expect(page.getByRole("heading", { name: "No media match these filters" })).toBeVisible();

    // The image picked for a new deal in the deal editor.
    await page.goto("/admin/deals/new");
    await waitForHydration(page);
    const dealTitle = `Home loan with a picture ${Date.now().toString(36)}`;
    await page.getByLabel("Title", { exact: true }).fill(dealTitle);
    await page.getByLabel("Lender or brand").fill("E2E Bank of Kochi (fictional)");
    await page.getByLabel("Loan service", { exact: true }).selectOption({ label: "Home Loans" });
    await page.getByRole("button", { name: "Choose image" }).click();
    const picker = page.getByRole("dialog", { name: "Choose an image" });
    await expect(picker.locator("label").filter({ hasText: "kochi-home.jpg" })).toBeVisible();
    await picker.locator("label").filter({ hasText: "branch-office.png" }).click();
    // No alt text yet: "Use this image" asks for it.
    await picker.getByRole("button", { name: "Use this image" }).click();
    await expect(picker.getByLabel("Alt text")).toHaveAttribute("aria-invalid", "true");
    await picker.locator("label").filter({ hasText: "kochi-home.jpg" }).click();
    await expect(picker.getByLabel("Alt text")).toHaveValue("A family home in Kochi under a clear sky");
    await checkAtBothWidths(page, "media-picker");
    await picker.getByRole("button", { name: "Use this image" }).click();
    await expect(picker).toBeHidden();
    await expect(page.getByRole("img", { name: "Chosen: A family home in Kochi under a clear sky" })).toBeVisible();
    await page.getByRole("button", { name: "Create deal" }).click();
    await expectToast(page, "Deal created, switched off.");
    await expect(page).toHaveURL(/\/admin\/deals\/\d+$/);
    const dealPath = new URL(page.url()).pathname;

    // "Used in" names the deal; Delete is refused with the API's reason.
    await page.goto("/admin/media");
    await waitForHydration(page);
    await files.getByRole("button", { name: /Kochi home/ }).click();
    const used = page.getByRole("dialog", { name: "Kochi home" });
    await expect(used.getByRole("link", { name: dealTitle })).toHaveAttribute("href", dealPath);
    await used.getByRole("button", { name: "Delete" }).click();
    await page.getByRole("alertdialog", { name: "Delete this file?" }).getByRole("button", { name: "Delete" }).click();
    await expect(used.getByRole("alert")).toContainText(/used in/i);
    await expect(used.getByRole("alert")).toContainText(dealTitle);

    // Taken out of the deal, it can go.
    await used.getByRole("link", { name: dealTitle }).click();
    await expect(page).toHaveURL(dealPath);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Remove image" }).click();
    await page.getByRole("button", { name: "Save deal" }).click();
    await expectToast(page, "Deal saved. /deals shows the change now.");
    await page.goto("/admin/media");
    await waitForHydration(page);
    await files.getByRole("button", { name: /Kochi home/ }).click();
    await expect(used).toContainText("Not used anywhere yet.");
    await used.getByRole("button", { name: "Delete" }).click();
    await page.getByRole("alertdialog", { name: "Delete this file?" }).getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Deleted “kochi-home.jpg”.");
    await expect(files.getByRole("listitem")).toHaveCount(1);
    await editorContext.close();

    // A viewer has no media screen.
    const viewerContext = await signedInAs("viewer", { baseURL });
    const viewer = await viewerContext.newPage();
    const refused = await viewer.goto("/admin/media");
    expect(refused?.status()).toBe(403);
    await expect(
      viewer.getByRole("heading", { level: 1, name: "You do not have access to this screen" }),
    ).toBeVisible();
    await expect(viewer.getByRole("link", { name: "Media", exact: true })).toHaveCount(0);
    await viewerContext.close();
  });
});
