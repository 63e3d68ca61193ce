import { expect, test, type Page, type Request } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import {
  canonicalHref,
  collectPageErrors,
  demoSettings,
  jsonLdBlocks,
  jsonLdOfType,
  visibleText,
  waitForHydration,
} from "./support/site";

// Every e2e test shares one client IP and its lead limit: this file makes exactly one
// successful submission (a Vyapar app enquiry).

/** Collects the lead submissions a page sends. */
function leadRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/leads") requests.push(request);
  });
  return requests;
}

test.describe("/vyapar-app", () => {
  test("is server-rendered with its h1, sections, FAQs, canonical link and structured data", async ({ request }) => {
    const response = await request.get("/vyapar-app");
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(
      `<title>Vyapar App: GST Billing and Bookkeeping Set-up | ${demoSettings.businessName}</title>`,
    );
    expect(canonicalHref(html)).toMatch(/\/vyapar-app$/);
    expect(html).toMatch(/<h1[^>]*>Vyapar app: GST billing and bookkeeping, set up for you<\/h1>/);
    for (const heading of [
      "What Vyapar does for your business",
      "Who it suits",
      "How we help you set it up",
      "Clean books make a business loan easier",
      "Ask us to help you set up Vyapar",
      "Questions about Vyapar",
    ]) {
      expect(html).toContain(heading);
    }

    const blocks = jsonLdBlocks(html);
    const crumbs = jsonLdOfType(blocks, "BreadcrumbList").itemListElement as { name: string }[];
    expect(crumbs.map((c) => c.name)).toEqual(["Home", "Vyapar App"]);
    const faq = jsonLdOfType(blocks, "FAQPage");
    const questions = (faq.mainEntity as { name: string }[]).map((q) => q.name);
    expect(questions).toEqual(
      expect.arrayContaining([
        "Is Vyapar ready for GST?",
        "Does it work without internet?",
        "Which devices can I use it on?",
        "Can my accountant see my books?",
        "Does it help me get a business loan?",
        "What does your help cost?",
      ]),
    );
    // Every FAQ in the structured data is on the page, as the visitor reads it.
    const text = visibleText(html);
    for (const question of questions) expect(text).toContain(question);
    // No invented prices, ratings or user counts; no placeholder text.
    expect(text).not.toMatch(/₹\s?\d|\d\s?%|\d+(?:,\d+)*\+?\s*(?:lakh|crore)?\s*users|rated \d/i);
    expect(text).not.toMatch(/lorem|ipsum|TODO|placeholder/i);
    expect(text).toContain("Simply Vyapar Apps Pvt. Ltd.");
  });

  test("is in the sitemap and linked from /smart-integrations", async ({ page, request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toMatch(/<loc>[^<]*\/vyapar-app<\/loc>/);

    await page.goto("/smart-integrations");
    await page.getByRole("link", { name: "See how we help with Vyapar" }).click();
    await expect(page).toHaveURL(/\/vyapar-app$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Vyapar app: GST billing and bookkeeping, set up for you",
    );
  });

  test("explains missing fields, then sends the enquiry and shows a VY- reference", async ({ page }) => {
    const errors = collectPageErrors(page);
    const requests = leadRequests(page);
    await page.goto("/vyapar-app");
    await waitForHydration(page);

    const submit = page.getByRole("button", { name: "Request a call back" });
    await submit.click();
    await expect(page.getByText("Enter your full name")).toBeVisible();
    await expect(page.getByText("Enter a 10-digit Indian mobile number")).toBeVisible();
    await expect(page.getByText("Please agree so we can contact you about your request")).toBeVisible();
    await expect(page.getByLabel("Full name")).toBeFocused();
    // Optional fields are not flagged.
    await expect(page.getByLabel("Business name")).not.toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("City or town")).not.toHaveAttribute("aria-invalid", "true");
    await page.waitForTimeout(300);
    expect(requests).toHaveLength(0);

    // The consent notice names this form's own purpose, not a loan's.
    await expect(page.locator("form")).toContainText("help you choose, set up and learn it");

    await page.getByLabel("Full name").fill("Lakshmi Varma");
    await page.getByLabel("Mobile number").fill("94470 61234");
    await page.getByLabel("Business name").fill("Varma Textiles");
    await page.getByLabel("City or town").fill("Thrissur");
    await page.getByLabel("What would you like help with?").fill("We bill by hand today and need GST invoices.");
    await page.getByRole("checkbox", { name: /I agree/ }).check();

    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/leads");
    await submit.click();
    expect((await answer).status()).toBe(201);
    expect(requests[0]?.postDataJSON()).toMatchObject({
      kind: "vyapar_enquiry",
      name: "Lakshmi Varma",
      businessName: "Varma Textiles",
      city: "Thrissur",
      consent: { accepted: true },
    });
    await expect(page.getByTestId("lead-reference")).toHaveText(/^VY-[2-9A-Z]{6}$/);
    await expect(page.getByRole("heading", { name: "Thank you, we have your enquiry" })).toBeFocused();
    expect(requests).toHaveLength(1);
    expect(errors).toEqual([]);
  });
});

for (const viewport of [
  { label: "desktop", width: 1280, height: 800 },
  { label: "375 px", width: 375, height: 740 },
]) {
  test.describe(`/vyapar-app at ${viewport.label}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("has no axe violations and no sideways scrolling, form messages and open FAQs included", async ({ page }) => {
      await page.goto("/vyapar-app");
      await waitForHydration(page);
      await expectNoAxeViolations(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);

      await page.getByRole("button", { name: "Request a call back" }).click();
      await expect(page.getByText("Enter your full name")).toBeVisible();
      for (const summary of await page.locator("details summary").all()) await summary.click();
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
    });
  });
}
