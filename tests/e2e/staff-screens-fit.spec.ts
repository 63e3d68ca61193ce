import type { APIRequestContext, Page } from "@playwright/test";
import { contactMessageBody, loanEnquiryBody } from "../support/lead-inputs";
import { expectNoAxeViolations } from "./support/axe";
import { formatDateTimeIST } from "~server/formats/ist";
import { keepScreenshot, ownServer } from "./support/own-server";
import { waitForHydration } from "./support/site";
import { expect, test, type SignedInAs } from "./support/staff";

/**
 * Issue 25: a visitor's text without a space in it (a 100-letter name, an e-mail address or a
 * message typed as one long word) must never make a staff screen wider than the screen it is on:
 * every screen where staff meet visitor text, at a desktop width and at a phone's; and the
 * Activity screen keeps every column in view, its words and times as staff read them. A server of
 * its own: these leads are the newest on its dashboard whatever the other specs send meanwhile,
 * and the other specs expect the seeded lenders.
 */
test.describe.configure({ mode: "serial" });

const server = ownServer("dsa-e2e-long-words-");
let baseURL = "";

const LONG_NAME = "A".repeat(100);
const LONG_EMAIL = `${"m".repeat(180)}@example.com`;
const LONG_WORD = "Kochi".repeat(80);
const LONG_CITY = "Thiruvananthapuram".repeat(4).slice(0, 80);

interface LongLead {
  id: number;
  reference: string;
}

function uniqueMobile(): string {
  return `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
}

/** A lead sent the way visitors send one, then worked by staff so that its timeline holds their long words too. */
async function sendLongLead(api: APIRequestContext, body: Record<string, unknown>): Promise<LongLead> {
  const sent = await api.post("/api/leads", { data: { ...body, mobile: uniqueMobile() } });
  expect(sent.status(), await sent.text()).toBe(201);
  const { reference } = (await sent.json()) as { reference: string };
  const list = await api.get(`/api/admin/leads?search=${encodeURIComponent(reference)}`);
  const { items } = (await list.json()) as { items: { id: number; reference: string }[] };
  const id = items.find((item) => item.reference === reference)!.id;
  const note = await api.post(`/api/admin/leads/${id}/notes`, { data: { text: `Asked about ${LONG_WORD}` } });
  expect(note.status(), await note.text()).toBe(201);
  const contact = await api.post(`/api/admin/leads/${id}/contacts`, {
    data: { channel: "call", outcome: LONG_WORD.slice(0, 200) },
  });
  expect(contact.status(), await contact.text()).toBe(201);
  return { id, reference };
}

let enquiry: LongLead;
let message: LongLead;

test.beforeAll(async ({ signedInAs }) => {
  test.setTimeout(120_000);
  baseURL = await server.start();
  const owner = await signedInAs("owner", { baseURL });
  const api = owner.request;
  enquiry = await sendLongLead(
    api,
    loanEnquiryBody({ name: LONG_NAME, email: LONG_EMAIL, city: LONG_CITY, message: LONG_WORD.slice(0, 2000) }),
  );
  message = await sendLongLead(
    api,
    contactMessageBody({
      name: "B".repeat(100),
      email: LONG_EMAIL,
      subject: LONG_WORD.slice(0, 120),
      message: LONG_WORD,
    }),
  );
  // An export that searched for the long name: the activity log shows its filters.
  const exported = await api.get(`/api/admin/leads/export?search=${LONG_NAME}`);
  expect(exported.status()).toBe(200);
  await owner.close();
});

test.afterAll(async () => {
  await server.stop();
});

/** A page of the owner's on this spec's server; close its context when done. */
async function ownerPage(signedInAs: SignedInAs, viewport?: { width: number; height: number }) {
  const context = await signedInAs("owner", { baseURL, viewport });
  return { context, page: await context.newPage() };
}

/** How much wider than the window the page is (0 when it fits). */
async function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/**
 * How much of the widest table lies beyond the box it scrolls in (0 when every column shows): a
 * column off to the side is as lost as one off the screen.
 */
async function hiddenTableWidth(page: Page): Promise<number> {
  return page.evaluate(() =>
    Math.max(
      0,
      ...[...document.querySelectorAll("table")]
        .filter((table) => table.offsetParent !== null)
        .map((table) => table.parentElement!.scrollWidth - table.parentElement!.clientWidth),
    ),
  );
}

const widths = [
  { name: "desktop", viewport: { width: 1280, height: 800 } },
  { name: "phone", viewport: { width: 375, height: 800 } },
] as const;

for (const { name, viewport } of widths) {
  test(`staff screens fit a ${viewport.width} px window with a visitor's 100-letter name and one-word message (${name})`, async ({
    signedInAs,
  }) => {
    test.setTimeout(90_000);
    const { context, page } = await ownerPage(signedInAs, viewport);
    const screens = [
      { path: "/admin/dashboard", shows: LONG_NAME },
      { path: "/admin/leads", shows: LONG_NAME },
      { path: `/admin/leads?search=${LONG_NAME}`, shows: LONG_NAME },
      { path: `/admin/leads/${enquiry.id}`, shows: LONG_NAME },
      { path: `/admin/leads/${message.id}`, shows: "B".repeat(100) },
      { path: "/admin/activity", shows: LONG_NAME },
    ];
    for (const [index, screen] of screens.entries()) {
      await page.goto(screen.path);
      await waitForHydration(page);
      await expect(page.getByText(screen.shows).first()).toBeAttached();
      await keepScreenshot(page, `long-words-${name}-${index}`);
      // Soft: one run names every screen that is too wide.
      expect
        .soft(await overflow(page), `${screen.path} is wider than the ${viewport.width} px window`)
        .toBeLessThanOrEqual(0);
      expect.soft(await hiddenTableWidth(page), `a table on ${screen.path} is wider than its box`).toBe(0);
    }
    await context.close();
  });
}

test("the lead screens with long words pass axe", async ({ signedInAs }) => {
  const { context, page } = await ownerPage(signedInAs, { width: 375, height: 800 });
  for (const path of ["/admin/leads", `/admin/leads/${message.id}`]) {
    await page.goto(path);
    await waitForHydration(page);
    await expectNoAxeViolations(page);
  }
  await context.close();
});

// The Activity screen with what an office writes in its first week: the lenders of the
// disclosures (kept as a list, shown as one long line), a blog post with tags and a canonical
// address, then scheduled for later.
test("a scheduled post shows as Scheduled with its time in IST, and every column fits at 1280 and 375 px", async ({
  signedInAs,
}) => {
  test.setTimeout(60_000);
  const { context, page } = await ownerPage(signedInAs);
  // One list of lenders (issue 26): the demo lenders' offers go before the demo lenders do.
  const services = (await (await page.request.get("/api/loan-services")).json()) as { id: number }[];
  for (const service of services) {
    const offers = (await (await page.request.get(`/api/admin/loan-services/${service.id}/offers`)).json()) as {
      items: { id: number }[];
    };
    for (const offer of offers.items)
      expect((await page.request.delete(`/api/admin/loan-services/${service.id}/offers/${offer.id}`)).status()).toBe(
        204,
      );
  }
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
    expect(await overflow(page)).toBeLessThanOrEqual(0);
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
