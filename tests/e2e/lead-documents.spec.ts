import fs from "node:fs";
import path from "node:path";
import { request, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import type { BorrowerChecklist, SentDocumentLink } from "~server/documents/borrower-documents.schema";
import { loanEnquiryBody } from "../support/lead-inputs";
import { samplePdf } from "../support/sample-files";
import { expectNoAxeViolations } from "./support/axe";
import { waitForHydration } from "./support/site";
import { expect, expectToast, test } from "./support/staff";

/** A mobile number of its own per lead, so no lead is linked to another as a repeat. */
function uniqueMobile(): string {
  return `9${String(Date.now() * 10 + Math.floor(Math.random() * 10)).slice(-9)}`;
}

interface CreatedLead {
  id: number;
  reference: string;
  mobile: string;
}

/** A home-loan enquiry as the website sends it, found again through the admin API. */
async function createLead(api: APIRequestContext, name: string): Promise<CreatedLead> {
  const mobile = uniqueMobile();
  const res = await api.post("/api/leads", { data: loanEnquiryBody({ name, mobile }) });
  expect(res.status(), await res.text()).toBe(201);
  const { reference } = (await res.json()) as { reference: string };
  const list = await api.get(`/api/admin/leads?search=${encodeURIComponent(reference)}`);
  const { items } = (await list.json()) as { items: { id: number; reference: string }[] };
  const found = items.find((item) => item.reference === reference);
  expect(found, `lead ${reference} in the list`).toBeDefined();
  return { id: found!.id, reference, mobile };
}

const panel = (page: Page): Locator => page.getByRole("region", { name: "Documents" });

/** One checklist item of the panel, found by its heading (the item's name). */
const itemCard = (page: Page, label: string | RegExp): Locator =>
  panel(page)
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 3, name: label }) });

/**
 * Screenshots for the report, when LEAD_SCREENSHOTS names a folder: the screen as it is (a dialog
 * open, or `from` scrolled to the top), and the whole page.
 */
async function screenshot(page: Page, name: string, from?: Locator) {
  const dir = process.env.LEAD_SCREENSHOTS;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  if (from)
    await from.evaluate((element) => {
      element.scrollIntoView({ block: "start", behavior: "instant" });
      // Below the staff area's sticky top bar.
      window.scrollBy({ top: -96, behavior: "instant" });
    });
  await page.screenshot({ path: path.join(dir, `${name}-screen.png`) });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

/**
 * The borrower's side, through the public API as their page uses it: the last four digits open
 * the link (a session cookie of its own), then each file goes up in one piece (small files).
 */
async function borrowerUploads(
  baseURL: string,
  link: string,
  lastDigits: string,
  uploads: { itemId: string; fileName: string; bytes: Uint8Array }[],
) {
  const borrower = await request.newContext({ baseURL });
  try {
    const token = new URL(link).pathname.split("/").at(-1)!;
    const unlocked = await borrower.post("/api/documents/unlock", { data: { token, lastDigits } });
    expect(unlocked.status(), await unlocked.text()).toBe(204);
    for (const upload of uploads) {
      const started = await borrower.post("/api/documents/uploads", {
        data: { itemId: upload.itemId, fileName: upload.fileName, sizeBytes: upload.bytes.length },
      });
      expect(started.status(), await started.text()).toBe(201);
      const { uploadId } = (await started.json()) as { uploadId: string };
      const piece = await borrower.put(`/api/documents/uploads/${uploadId}`, {
        headers: { "Upload-Offset": "0", "Content-Type": "application/octet-stream" },
        data: Buffer.from(upload.bytes),
      });
      expect(piece.status(), await piece.text()).toBe(200);
      expect(((await piece.json()) as { done: boolean }).done).toBe(true);
    }
    const checklist = await borrower.get("/api/documents/checklist");
    return (await checklist.json()) as BorrowerChecklist;
  } finally {
    await borrower.dispose();
  }
}

/** The borrower's checklist items, read before uploading (ids and kinds). */
async function borrowerItems(baseURL: string, link: string, lastDigits: string) {
  return (await borrowerUploads(baseURL, link, lastDigits, [])).items;
}

test.describe("a lead's documents, staff side", () => {
  test("staff fill the checklist, send the link, review what the borrower uploaded, and download all as a zip", async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000); // the whole file's life: checklist, link, uploads, review, zip, axe at two widths
    const lead = await createLead(page.request, "Meera Pillai");
    await page.goto(`/admin/leads/${lead.id}`);
    await waitForHydration(page);
    await expect(panel(page)).toContainText("No documents asked for yet.");
    await screenshot(page, "lead-documents-empty-1280", panel(page));

    // The loan service's list becomes the checklist; the line naming Aadhaar asks for masked Aadhaar.
    await panel(page).getByRole("button", { name: "Fill from the loan service’s list" }).click();
    await expectToast(page, "Checklist filled from the loan service’s list. Check it, then send the link.");
    const aadhaarCard = itemCard(page, /^PAN card and Aadhaar/);
    await expect(aadhaarCard).toContainText("Masked Aadhaar · Required");
    const incomeCard = itemCard(page, /^Salaried:/);
    await expect(incomeCard).toContainText("Income proof");

    // A document of the office's own, then marked optional.
    await panel(page).getByRole("button", { name: "Add a document" }).click();
    let dialog = page.getByRole("dialog", { name: "Add a document" });
    await dialog.getByLabel("Kind").selectOption({ label: "Other" });
    await dialog.getByLabel("Name").fill("Latest property tax receipt");
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    await expectToast(page, "“Latest property tax receipt” added to the checklist.");
    const taxCard = itemCard(page, "Latest property tax receipt");
    await expect(taxCard).toContainText("Other · Required");
    await taxCard.getByRole("button", { name: /^Manage/ }).click();
    await page.getByRole("menuitem", { name: "Mark optional" }).click();
    await expectToast(page, "“Latest property tax receipt” is now optional.");
    await expect(taxCard).toContainText("Other · Optional");

    // The link: shown once, with the WhatsApp message to the lead's number.
    await panel(page).getByRole("button", { name: "Send link" }).click();
    dialog = page.getByRole("dialog", { name: "Make the link" });
    await expect(dialog).toContainText("It is shown only once");
    // No mail server on the e2e server: the link goes by WhatsApp here.
    await dialog.getByRole("checkbox", { name: "E-mail it to the borrower" }).uncheck();
    const answered = page.waitForResponse((res) => res.url().endsWith(`/leads/${lead.id}/documents/link`));
    await dialog.getByRole("button", { name: "Make the link" }).click();
    const sent = (await (await answered).json()) as SentDocumentLink;
    await expectToast(page, "Link made. Send it to the borrower now.");
    dialog = page.getByRole("dialog", { name: "Send the link to the borrower" });
    await expect(dialog.getByLabel("The borrower’s private link")).toHaveValue(sent.url);
    await expect(dialog).toContainText(sent.whatsappText);
    expect(sent.whatsappText).toContain(sent.url);
    await expect(dialog.getByRole("link", { name: /^Open WhatsApp/ })).toHaveAttribute(
      "href",
      `https://wa.me/91${lead.mobile}?text=${encodeURIComponent(sent.whatsappText)}`,
    );
    await expect(dialog).toContainText("shown only now and cannot be shown again");
    await expectNoAxeViolations(page);
    await screenshot(page, "lead-documents-link-1280");
    await dialog.getByRole("button", { name: "Done" }).click();
    await expect(panel(page)).toContainText(/Active until \d{2}\/\d{2}\/\d{4}, \d{1,2}:\d{2} [ap]m IST\./);

    // The borrower uploads a photo of masked Aadhaar and one salary slip.
    const items = await borrowerItems(baseURL!, sent.url, lead.mobile.slice(-4));
    const aadhaarItem = items.find((item) => item.kind === "aadhaar")!;
    const incomeItem = items.find((item) => item.kind === "income")!;
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#d8c9a3" } })
      .jpeg()
      .toBuffer();
    await borrowerUploads(baseURL!, sent.url, lead.mobile.slice(-4), [
      { itemId: aadhaarItem.id, fileName: "aadhaar-masked.jpg", bytes: photo },
      { itemId: incomeItem.id, fileName: "salary-slip-march.pdf", bytes: samplePdf("Salary slip, March") },
    ]);
    await page.reload();
    await waitForHydration(page);
    await expect(aadhaarCard).toContainText("Uploaded, to review");
    await expect(aadhaarCard).toContainText("aadhaar-masked.jpg");
    await expect(aadhaarCard.getByRole("link", { name: /^View aadhaar-masked\.jpg/ })).toHaveAttribute(
      "target",
      "_blank",
    );
    await expect(incomeCard).toContainText("salary-slip-march.pdf");

    // Masked Aadhaar is accepted only with the tick.
    await aadhaarCard.getByRole("button", { name: /^Accept/ }).click();
    dialog = page.getByRole("dialog", { name: /^Accept/ });
    await dialog.getByRole("button", { name: "Accept", exact: true }).click();
    await expect(dialog).toContainText("Tick this once you have checked");
    await expectNoAxeViolations(page);
    await screenshot(page, "lead-documents-aadhaar-1280");
    await dialog.getByRole("checkbox", { name: "I checked: the first 8 digits are hidden (masked Aadhaar)" }).check();
    await dialog.getByRole("button", { name: "Accept", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(aadhaarCard).toContainText("Accepted");
    await expect(aadhaarCard).toContainText("checked as masked");

    // The salary slip goes back with a reason and a note.
    await incomeCard.getByRole("button", { name: /^Send back/ }).click();
    dialog = page.getByRole("dialog", { name: /^Send back/ });
    await dialog.getByLabel("Reason").selectOption({ label: "Pages or months missing" });
    await dialog.getByLabel(/Note for the borrower/).fill("Please add the slips for January and February.");
    await dialog.getByRole("button", { name: "Send back", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(incomeCard).toContainText("Sent back: Pages or months missing");
    await expect(incomeCard).toContainText("Please add the slips for January and February.");

    // Download all: one zip with both files.
    const download = page.waitForEvent("download");
    await panel(page).getByRole("link", { name: "Download all (zip)" }).click();
    const zip = await download;
    const bytes = fs.readFileSync((await zip.path())!);
    expect(bytes.subarray(0, 2).toString("latin1")).toBe("PK");
    // One entry per file, named after its checklist item.
    const entries = bytes.toString("latin1").split("PK\x03\x04").length - 1;
    expect(entries).toBe(2);
    expect(bytes.includes(Buffer.from("PAN card and Aadhaar"))).toBe(true);
    expect(bytes.includes(Buffer.from("Salaried"))).toBe(true);

    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 375, height: 740 },
    ]) {
      await page.setViewportSize(viewport);
      await expect(panel(page)).toBeVisible();
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await screenshot(page, `lead-documents-${viewport.width}`, panel(page));
    }

    // On a phone: a new link replaces the old one, shown once in a dialog that fits.
    await panel(page).getByRole("button", { name: "New link" }).click();
    dialog = page.getByRole("dialog", { name: "Make a new link" });
    await dialog.getByRole("checkbox", { name: "E-mail it to the borrower" }).uncheck();
    await dialog.getByRole("button", { name: "Make a new link" }).click();
    await expectToast(page, "Link made. Send it to the borrower now.");
    dialog = page.getByRole("dialog", { name: "Send the link to the borrower" });
    await expect(dialog.getByRole("link", { name: /^Open WhatsApp/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshot(page, "lead-documents-link-375");
    await dialog.getByRole("button", { name: "Done" }).click();
  });

  test("the leads list marks a lead whose documents are all received, and filters by it in the address", async ({
    page,
    baseURL,
  }) => {
    const lead = await createLead(page.request, "Rahul Varma");
    const api = page.request;
    const base = `/api/admin/leads/${lead.id}/documents`;
    const added = await api.post(`${base}/items`, { data: { label: "PAN card", kind: "pan", required: true } });
    expect(added.status(), await added.text()).toBe(200);
    const linked = await api.post(`${base}/link`, { data: { delivery: "none" } });
    const sent = (await linked.json()) as SentDocumentLink;
    const [pan] = await borrowerItems(baseURL!, sent.url, lead.mobile.slice(-4));
    await borrowerUploads(baseURL!, sent.url, lead.mobile.slice(-4), [
      { itemId: pan!.id, fileName: "pan.pdf", bytes: samplePdf("PAN") },
    ]);

    await page.goto(`/admin/leads?search=${lead.reference}`);
    await waitForHydration(page);
    await expect(page.getByRole("row", { name: new RegExp(lead.reference) })).toContainText("All documents received");

    const filters = page.getByRole("form", { name: "Filter the leads" });
    await filters.getByLabel("Documents", { exact: true }).selectOption({ label: "Waiting for documents" });
    await filters.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/documents=waiting/);
    await expect(page.getByRole("row", { name: new RegExp(lead.reference) })).toHaveCount(0);
    await filters.getByLabel("Documents", { exact: true }).selectOption({ label: "All documents received" });
    await filters.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/documents=received/);
    await expect(page.getByRole("row", { name: new RegExp(lead.reference) })).toBeVisible();
    // Kept in the address: a reload shows the same filter.
    await page.reload();
    await waitForHydration(page);
    await expect(filters.getByLabel("Documents", { exact: true })).toHaveValue("received");
    await screenshot(page, "leads-documents-received-1280");
  });

  test("the lead settings show how long a link stays valid and documents are kept, and name a value out of range at its field", async ({
    page,
  }) => {
    await page.goto("/admin/lead-settings");
    await waitForHydration(page);
    const linkDays = page.getByLabel("Days a link stays valid");
    const keptDays = page.getByLabel("Days documents are kept after the lead is finished");
    await expect(linkDays).toHaveValue("14");
    await expect(keptDays).toHaveValue("90");
    // Checked with the server's rules before anything is sent: the settings stay as they are.
    await linkDays.fill("61");
    await keptDays.fill("3");
    await page.getByRole("button", { name: "Save lead settings" }).click();
    await expect(linkDays).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Keep a documents link valid for at most 60 days", { exact: false })).toBeVisible();
    await expect(keptDays).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Keep documents for at least 7 days", { exact: false })).toBeVisible();
    await linkDays.evaluate((element) => element.scrollIntoView({ block: "center" }));
    await screenshot(page, "lead-settings-documents-1280");
    await page.reload();
    await waitForHydration(page);
    await expect(linkDays).toHaveValue("14");
  });
});
