import { expect, test, type Page } from "@playwright/test";
import { waitForHydration } from "./support/site";
import { dataLayer, deniedDefault, interceptTrackers, pixelQueue, presetConsent } from "./support/trackers";

/**
 * The events of spec section 9 (ADR 0009) in the browser: sent to the dataLayer and the Meta
 * Pixel queue after consent, never without it. Tracker hosts are answered locally.
 */

const CONTACT_LINK = /^(tel:|mailto:|https:\/\/(wa\.me|api\.whatsapp\.com)\/)/;

/**
 * Keeps phone, e-mail and WhatsApp links from leaving the page: a window listener (bubble phase,
 * so after the site's own document listener has seen the click) cancels their default action.
 */
async function stayOnPage(page: Page) {
  await page.addInitScript((pattern) => {
    const contactLink = new RegExp(pattern);
    window.addEventListener("click", (event) => {
      const link = (event.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null;
      if (link && contactLink.test(link.href)) event.preventDefault();
    });
  }, CONTACT_LINK.source);
}

function events(layer: unknown[][], name: string): unknown[][] {
  return layer.filter((entry) => entry[0] === "event" && entry[1] === name);
}

function pixelEvents(queue: unknown[][], name: string): unknown[][] {
  return queue.filter((entry) => entry[0] === "track" && entry[1] === name);
}

const serviceView = (slug: string, name: string) => ["event", "service_view", { service: slug, service_name: name }];
const viewContent = (slug: string) => [
  "track",
  "ViewContent",
  { content_name: slug, content_category: "loan_service" },
];

async function openLoanPage(page: Page, path: string, heading: string) {
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
}

/** The hero's call and WhatsApp buttons, and the footer's e-mail link. */
async function clickContactLinks(page: Page) {
  const main = page.getByRole("main");
  await main
    .getByRole("link", { name: /^Call / })
    .first()
    .click();
  await main.getByRole("link", { name: /^Enquire on WhatsApp/ }).click();
  await page.getByRole("contentinfo").locator('a[href^="mailto:"]').click();
}

test.describe("with consent", () => {
  test.beforeEach(async ({ context, page }) => {
    await interceptTrackers(context, page);
    await presetConsent(page, "accepted");
    await stayOnPage(page);
  });

  test("a loan page view sends service_view and ViewContent once, and again after a client move to another loan page", async ({
    page,
  }) => {
    await openLoanPage(page, "/loan-services/home-loans", "Home Loans");
    await expect.poll(() => dataLayer(page)).toContainEqual(serviceView("home-loans", "Home Loans"));
    expect(events(await dataLayer(page), "service_view")).toEqual([serviceView("home-loans", "Home Loans")]);
    expect(pixelEvents(await pixelQueue(page), "ViewContent")).toEqual([viewContent("home-loans")]);

    await page.getByRole("navigation", { name: "Other services" }).getByRole("link", { name: "Gold Loan" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Gold Loan" })).toBeVisible();
    await expect
      .poll(async () => events(await dataLayer(page), "service_view"))
      .toEqual([serviceView("home-loans", "Home Loans"), serviceView("gold-loan", "Gold Loan")]);
    expect(pixelEvents(await pixelQueue(page), "ViewContent")).toEqual([
      viewContent("home-loans"),
      viewContent("gold-loan"),
    ]);
  });

  test("phone, WhatsApp and e-mail links send contact_interaction and Contact, and the visitor stays on the page", async ({
    page,
    context,
  }) => {
    await openLoanPage(page, "/loan-services/personal-loan", "Personal Loan");
    await clickContactLinks(page);
    const expected = ["phone", "whatsapp", "email"];
    await expect
      .poll(async () => events(await dataLayer(page), "contact_interaction"))
      .toEqual(expected.map((method) => ["event", "contact_interaction", { method }]));
    expect(pixelEvents(await pixelQueue(page), "Contact")).toEqual(
      expected.map((method) => ["track", "Contact", { method }]),
    );
    expect(new URL(page.url()).pathname).toBe("/loan-services/personal-loan");
    expect(context.pages()).toHaveLength(1);
  });

  test("the first change in the EMI calculator sends one user_engagement", async ({ page }) => {
    await openLoanPage(page, "/loan-services/home-loans", "Home Loans");
    const calculator = page.getByRole("region", { name: "EMI calculator" });
    await calculator.getByRole("textbox", { name: "Loan amount" }).fill("40,00,000");
    const engagement = [
      "event",
      "user_engagement",
      { engagement_type: "emi_calculator", service: "home-loans", service_name: "Home Loans" },
    ];
    await expect.poll(async () => events(await dataLayer(page), "user_engagement")).toEqual([engagement]);
    await calculator.getByRole("textbox", { name: "Loan tenure (months)" }).fill("180");
    await expect(calculator.getByText("180 months (15 years)")).toBeVisible();
    expect(events(await dataLayer(page), "user_engagement")).toEqual([engagement]);
  });
});

for (const choice of [null, "declined"] as const) {
  test(`${choice ? "after Decline Non-Essential" : "before any choice"}, loan views, contact links and the calculator send nothing`, async ({
    context,
    page,
  }) => {
    const requested = await interceptTrackers(context, page);
    if (choice) await presetConsent(page, choice);
    await stayOnPage(page);
    await openLoanPage(page, "/loan-services/home-loans", "Home Loans");
    await page
      .getByRole("region", { name: "EMI calculator" })
      .getByRole("textbox", { name: "Loan amount" })
      .fill("30,00,000");
    await clickContactLinks(page);
    await page.getByRole("navigation", { name: "Other services" }).getByRole("link", { name: "Gold Loan" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Gold Loan" })).toBeVisible();
    await page.waitForLoadState("networkidle");

    expect(await dataLayer(page)).toEqual([deniedDefault]);
    expect(await page.evaluate(() => "fbq" in window)).toBe(false);
    expect(requested).toEqual([]);
  });
}
