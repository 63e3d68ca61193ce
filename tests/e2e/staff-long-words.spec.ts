import type { APIRequestContext, Page } from "@playwright/test";
import { contactMessageBody, loanEnquiryBody } from "../support/lead-inputs";
import { expectNoAxeViolations } from "./support/axe";
import { keepScreenshot, ownServer } from "./support/own-server";
import { waitForHydration } from "./support/site";
import { expect, test } from "./support/staff";

/**
 * Issue 25: a visitor's text without a space in it (a 100-letter name, an e-mail address or a
 * message typed as one long word) must never make a staff screen wider than the screen it is on.
 * Every screen where staff meet visitor text, at a desktop width and at a phone's. A server of its
 * own: these leads are the newest on its dashboard, whatever the other specs send meanwhile.
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
    const context = await signedInAs("owner", { baseURL, viewport });
    const page = await context.newPage();
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
  const context = await signedInAs("owner", { baseURL, viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  for (const path of ["/admin/leads", `/admin/leads/${message.id}`]) {
    await page.goto(path);
    await waitForHydration(page);
    await expectNoAxeViolations(page);
  }
  await context.close();
});
