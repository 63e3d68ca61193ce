import fs from "node:fs";
import path from "node:path";
import { randomInt } from "node:crypto";
import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from "@playwright/test";
import { encryptedPdfs } from "../fixtures/documents/document-samples";
import { loanEnquiryBody } from "../support/lead-inputs";
import { gpsPhoto, samplePdf } from "../support/sample-files";
import { expectNoAxeViolations } from "./support/axe";
import { waitForHydration } from "./support/site";
import { expect, test } from "./support/staff";
import { interceptTrackers } from "./support/trackers";

// The borrower's documents page (issue 29) as a borrower meets it: a link staff made for a lead,
// opened on a 375 px phone by someone who accepted every cookie on the public site (the worst case
// for a page whose address holds a secret), in English and then Malayalam.

const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

interface Lead {
  id: number;
  mobile: string;
}

/** A lead sent from the website, with a checklist staff put together, found through the staff API. */
async function leadWithChecklist(staff: APIRequestContext, name: string): Promise<Lead> {
  // Its own mobile, never ending in 0000 (the wrong digits the borrower types first).
  const mobile = `9${randomInt(100_000_000, 999_999_999)}`.replace(/0000$/, "1234");
  const sent = await staff.post("/api/leads", { data: loanEnquiryBody({ name, mobile }) });
  expect(sent.status(), await sent.text()).toBe(201);
  const { reference } = (await sent.json()) as { reference: string };
  const list = await staff.get(`/api/admin/leads?search=${encodeURIComponent(reference)}`);
  const { items } = (await list.json()) as { items: { id: number; reference: string }[] };
  const id = items.find((lead) => lead.reference === reference)!.id;
  for (const item of [
    { label: "PAN card", kind: "pan", required: true },
    { label: "Photograph", kind: "photo", required: true },
    { label: "Masked Aadhaar", kind: "aadhaar", required: true },
    { label: "Form 16 (last year)", kind: "income", required: false },
  ]) {
    const added = await staff.post(`/api/admin/leads/${id}/documents/items`, { data: item });
    expect(added.status(), await added.text()).toBe(200);
  }
  return { id, mobile };
}

/** A new private link for the lead (earlier ones stop working): its path on this server. */
async function sendLink(staff: APIRequestContext, leadId: number): Promise<string> {
  const res = await staff.post(`/api/admin/leads/${leadId}/documents/link`, { data: { delivery: "none" } });
  expect(res.status(), await res.text()).toBe(201);
  const { url } = (await res.json()) as { url: string };
  return new URL(url).pathname;
}

interface Borrower {
  context: BrowserContext;
  page: Page;
  /** Requests to Google or Meta hosts (mocked or aborted, never sent). */
  trackerRequests: string[];
  /** Page views and events the site counts itself, with the paths they name. */
  countedEvents: string[];
}

/** A phone that has never seen the staff area, whose owner accepted all cookies on the public site. */
async function borrowerPhone(browser: Browser): Promise<Borrower> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  await context.addInitScript(() => localStorage.setItem("cookieConsent", "accepted"));
  const page = await context.newPage();
  const trackerRequests = await interceptTrackers(context, page);
  const countedEvents: string[] = [];
  context.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/events") countedEvents.push(request.postData() ?? "");
  });
  return { context, page, trackerRequests, countedEvents };
}

const documentCard = (page: Page, name: string): Locator => page.getByRole("article", { name });

async function typeDigits(page: Page, digits: string) {
  await page.getByLabel("Last 4 digits of your mobile number").fill(digits);
  await page.getByRole("button", { name: "Open my page" }).click();
}

/** Screenshots for the report when BORROWER_SCREENSHOTS names a folder: the phone, then a desktop. */
async function screenshots(page: Page, name: string) {
  const dir = process.env.BORROWER_SCREENSHOTS;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(dir, `${name}-375.png`), fullPage: true });
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: path.join(dir, `${name}-1280.png`), fullPage: true });
  await page.setViewportSize(PHONE);
}

test.describe("the borrower's documents page", () => {
  test("a borrower on a phone types the digits, uploads a PDF and a photo, removes one and adds it again, in English and Malayalam", async ({
    page,
    browser,
  }) => {
    test.slow();
    const lead = await leadWithChecklist(page.request, "Meera Pillai");
    const address = await sendLink(page.request, lead.id);
    expect(address).toMatch(/^\/documents\/[A-Za-z0-9_-]{43}$/);
    const { context, page: phone, trackerRequests, countedEvents } = await borrowerPhone(browser);

    const answer = await phone.goto(address);
    expect(answer?.status()).toBe(200);
    // Never kept by a browser or a proxy, never indexed, and the secret address never sent on.
    expect(answer?.headers()["cache-control"]).toContain("no-store");
    expect(answer?.headers()["referrer-policy"]).toBe("no-referrer");
    expect(answer?.headers()["x-robots-tag"]).toContain("noindex");
    await expect(phone.locator('meta[name="referrer"]')).toHaveAttribute("content", "no-referrer");
    await expect(phone.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await waitForHydration(phone);

    // Nothing of the public site around it: no navigation, no cookie banner, no popups.
    await expect(phone.getByRole("heading", { level: 1, name: "Your documents page" })).toBeVisible();
    await expect(phone.getByRole("navigation")).toHaveCount(0);
    await expect(phone.getByRole("banner")).toContainText("Keralam");
    await screenshots(phone, "digits-en");

    await typeDigits(phone, "0000");
    await expect(
      phone.getByText("These are not the last 4 digits of the number we have. You have 4 more tries.").first(),
    ).toBeVisible();
    await typeDigits(phone, lead.mobile.slice(-4));
    await expect(phone.getByRole("heading", { level: 1, name: "Hello, Meera" })).toBeVisible();
    await expect(phone.getByText("0 of 3 required documents sent")).toBeVisible();
    await expect(documentCard(phone, "Masked Aadhaar")).toContainText("Upload only the masked Aadhaar");

    const pan = documentCard(phone, "PAN card");
    await pan.getByLabel("Choose files").setInputFiles({
      name: "pan-card.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from(samplePdf("PAN card of Meera Pillai")),
    });
    const photo = documentCard(phone, "Photograph");
    const selfie = Buffer.from(await gpsPhoto());
    await photo
      .getByLabel("Take a photo")
      .setInputFiles({ name: "selfie.jpg", mimeType: "image/jpeg", buffer: selfie });
    const panPages = pan.getByRole("list", { name: "Pages of PAN card" });
    const photoPages = photo.getByRole("list", { name: "Pages of Photograph" });
    await expect(panPages).toContainText("pan-card.pdf");
    await expect(photoPages).toContainText("selfie.jpg");
    await expect(pan).toContainText("Uploaded, being checked");
    await expect(photo).toContainText("Uploaded, being checked");
    await expect(phone.getByText("2 of 3 required documents sent")).toBeVisible();

    // Files the office cannot take are refused with what to do, and the rest of the page is untouched.
    const form16 = documentCard(phone, "Form 16 (last year)");
    await form16.getByLabel("Choose files").setInputFiles({
      name: "form16.pdf",
      mimeType: "application/pdf",
      buffer: encryptedPdfs.withTrailer(),
    });
    await expect(form16.getByRole("listitem")).toContainText(
      "This PDF has a password. Open it, save a copy without the password, and upload that.",
    );
    await photo.getByLabel("Choose files").setInputFiles({
      name: "selfie-again.jpg",
      mimeType: "image/jpeg",
      buffer: selfie,
    });
    await expect(photo.getByText("You already uploaded this file.")).toBeVisible();
    await screenshots(phone, "refusals-en");
    await form16.getByRole("button", { name: "Close the message about form16.pdf" }).click();
    await photo.getByRole("button", { name: "Close the message about selfie-again.jpg" }).click();
    await expect(form16.getByRole("listitem")).toHaveCount(0);
    await expect(photoPages.getByRole("listitem")).toHaveCount(1);

    // Remove the PDF before review, then add it again.
    await pan.getByRole("button", { name: "Remove pan-card.pdf" }).click();
    await pan.getByRole("button", { name: "Yes, remove" }).click();
    await expect(pan.getByRole("list", { name: "Pages of PAN card" })).toHaveCount(0);
    await expect(pan).toContainText("To upload");
    await pan.getByLabel("Choose files").setInputFiles({
      name: "pan-card.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from(samplePdf("PAN card of Meera Pillai")),
    });
    await expect(panPages).toContainText("pan-card.pdf");

    // The page again as it loads: both pages are there.
    await phone.reload();
    await waitForHydration(phone);
    await expect(phone.getByRole("list", { name: "Pages of PAN card" })).toContainText("pan-card.pdf");
    await expect(phone.getByRole("list", { name: "Pages of Photograph" })).toContainText("selfie.jpg");
    await expectNoAxeViolations(phone);
    await screenshots(phone, "checklist-en");

    // The same page in Malayalam, still open: the session belongs to the link, not the language.
    await phone.getByRole("banner").getByRole("link", { name: "മലയാളം" }).click();
    await expect(phone).toHaveURL(new RegExp(`^[^?#]*/ml${address}$`));
    await expect(phone.getByRole("heading", { level: 1, name: "നമസ്കാരം, Meera" })).toBeVisible();
    await expect(phone.getByRole("list", { name: "PAN card: പേജുകൾ" })).toContainText("pan-card.pdf");
    await expectNoAxeViolations(phone);
    await screenshots(phone, "checklist-ml");

    await phone.getByRole("banner").getByRole("link", { name: "हिन्दी" }).click();
    await expect(phone.getByRole("heading", { level: 1, name: "नमस्ते, Meera" })).toBeVisible();
    await screenshots(phone, "checklist-hi");

    // Nothing of the visit reached Google or Meta, and the site's own count never saw the address.
    expect(trackerRequests).toEqual([]);
    expect(countedEvents.filter((body) => body.includes("/documents/"))).toEqual([]);
    await context.close();
  });

  test("staff accept one document and send the other back with a reason; the borrower sees both, and the application's progress", async ({
    page,
    browser,
  }) => {
    test.slow();
    const lead = await leadWithChecklist(page.request, "Anil Varghese");
    const address = await sendLink(page.request, lead.id);
    const { context, page: phone } = await borrowerPhone(browser);
    await phone.goto(address);
    await waitForHydration(phone);
    await typeDigits(phone, lead.mobile.slice(-4));
    const pan = documentCard(phone, "PAN card");
    const photo = documentCard(phone, "Photograph");
    await pan.getByLabel("Choose files").setInputFiles({
      name: "pan.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from(samplePdf("PAN card of Anil Varghese")),
    });
    await expect(pan.getByRole("list", { name: "Pages of PAN card" })).toContainText("pan.pdf");
    await photo.getByLabel("Take a photo").setInputFiles({
      name: "photo.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.from(await gpsPhoto()),
    });
    await expect(photo.getByRole("list", { name: "Pages of Photograph" })).toContainText("photo.jpg");

    // The office, in the staff area.
    await page.goto(`/admin/leads/${lead.id}`);
    await waitForHydration(page);
    const panel = page.getByRole("region", { name: "Documents" });
    const staffItem = (name: string) =>
      panel.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name }) });
    await staffItem("PAN card")
      .getByRole("button", { name: /^Accept/ })
      .click();
    await expect(staffItem("PAN card")).toContainText("Accepted");
    await staffItem("Photograph")
      .getByRole("button", { name: /^Send back/ })
      .click();
    const dialog = page.getByRole("dialog", { name: /^Send back/ });
    await dialog.getByLabel("Reason").selectOption({ label: "Not readable (blurred, dark or cut off)" });
    await dialog.getByLabel(/Note for the borrower/).fill("Your face is in shadow: stand facing a window.");
    await dialog.getByRole("button", { name: "Send back", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(staffItem("Photograph")).toContainText("Sent back");

    // The borrower's next look.
    await phone.reload();
    await waitForHydration(phone);
    await expect(pan).toContainText("Accepted");
    await expect(pan).toContainText("Accepted. If it needs to change, ask your advisor.");
    await expect(pan.getByRole("button", { name: "Remove pan.pdf" })).toHaveCount(0);
    await expect(photo).toContainText("Sent back: please upload again");
    await expect(photo).toContainText("We could not read it: it is blurred, dark or cut off.");
    await expect(photo).toContainText("Your face is in shadow: stand facing a window.");
    await expect(phone.locator('[aria-current="step"]')).toContainText("Application received");

    // The office takes the file to the bank: the borrower's page says so at the next look.
    const detail = (await (await page.request.get(`/api/admin/leads/${lead.id}`)).json()) as { version: number };
    const today = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
    const moved = await page.request.patch(`/api/admin/leads/${lead.id}`, {
      data: {
        version: detail.version,
        status: "submitted_to_lender",
        lenderName: "South Indian Bank",
        submittedOn: today,
      },
    });
    expect(moved.status(), await moved.text()).toBe(200);
    await phone.reload();
    await waitForHydration(phone);
    await expect(phone.locator('[aria-current="step"]')).toContainText("With the bank");
    await expectNoAxeViolations(phone);
    await context.close();
  });

  test("a wrong, revoked or made-up link gets one page that says what to do and names nothing", async ({
    page,
    browser,
  }) => {
    const lead = await leadWithChecklist(page.request, "Suresh Kumar");
    const first = await sendLink(page.request, lead.id);
    // A new link replaces the first one.
    await sendLink(page.request, lead.id);
    const { context, page: phone } = await borrowerPhone(browser);
    const madeUp = `/documents/${"A".repeat(43)}`;
    const pages: string[] = [];
    for (const address of [first, madeUp, "/documents/not-a-link", `/hi${first}`]) {
      const answer = await phone.goto(address);
      expect(answer?.status(), address).toBe(404);
      expect(answer?.headers()["cache-control"], address).toContain("no-store");
      await expect(phone.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(phone.getByLabel(/Last 4 digits|अंक/)).toHaveCount(0);
      pages.push((await phone.getByRole("main").innerText()).trim());
    }
    // Word for word the same for the revoked and the made-up link: nothing tells them apart.
    expect(pages[0]).toBe(pages[1]);
    expect(pages[0]).toBe(pages[2]);
    expect(pages[0]).toContain("Ask your advisor for a new link");
    expect(pages[0]).not.toContain("Suresh");
    await expect(phone.getByRole("heading", { level: 1 })).toHaveText("यह लिंक नहीं खुल सकता");
    await screenshots(phone, "unusable-hi");
    await expectNoAxeViolations(phone);
    await context.close();
  });
});
