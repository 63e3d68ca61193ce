import { expect, test } from "@playwright/test";
import {
  canonicalHref,
  expectSameDocument,
  jsonLdBlocks,
  jsonLdOfType,
  loanServices,
  markDocument,
  pageJsonLd,
  visibleText,
  waitForHydration,
} from "./support/site";

type PathCase = { path: string; slug: string; name: string };

const goldLoanAliases: PathCase[] = [
  "/loan-services/gold-loan",
  "/loan-service/gold-loan",
  "/services/gold-loan",
  "/loans/gold-loan",
].map((path) => ({ path, slug: "gold-loan", name: "Gold Loan" }));

const fixedPaths: PathCase[] = [
  "two-wheeler-loans",
  "home-loans",
  "rooftop-solar-finance",
  "loan-against-property",
  "outward-remittance-forex",
].map((slug) => {
  const service = loanServices.find((s) => s.slug === slug);
  if (!service) throw new Error(`unknown seeded slug ${slug}`);
  return { path: `/${slug}`, slug, name: service.name };
});

function escapeHtml(value: string): string {
  return value.replace(/&/g, "&amp;");
}

test.describe("loan pages are server-rendered on every path", () => {
  for (const { path, slug, name } of [...goldLoanAliases, ...fixedPaths]) {
    test(`${path} answers 200 with h1 '${name}' and a canonical /loan-services/${slug}`, async ({ request, page }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      // The heading is in the first response, not added by client code.
      expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeHtml(name)}</h1>`));
      expect(canonicalHref(html)).toMatch(new RegExp(`/loan-services/${slug}$`));
      const blocks = jsonLdBlocks(html);
      jsonLdOfType(blocks, "BreadcrumbList");
      jsonLdOfType(blocks, "FAQPage");

      const pageResponse = await page.goto(path);
      expect(pageResponse?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        new RegExp(`/loan-services/${slug}$`),
      );
      await expect(page).toHaveURL(path);
    });
  }
});

test.describe("loan page content", () => {
  test("BreadcrumbList and FAQPage JSON-LD describe the page", async ({ page }) => {
    await page.goto("/loan-services/home-loans");
    const blocks = await pageJsonLd(page);

    const breadcrumb = jsonLdOfType(blocks, "BreadcrumbList");
    const crumbs = breadcrumb.itemListElement as { position: number; name: string; item: string }[];
    expect(crumbs.map((c) => c.name)).toEqual(["Home", "Services", "Home Loans"]);
    expect(crumbs.map((c) => c.position)).toEqual([1, 2, 3]);
    expect(crumbs.map((c) => new URL(c.item).pathname)).toEqual(["/", "/services", "/loan-services/home-loans"]);

    const faq = jsonLdOfType(blocks, "FAQPage");
    const questions = faq.mainEntity as { "@type": string; name: string; acceptedAnswer: { text: string } }[];
    expect(questions.length).toBeGreaterThan(0);
    for (const question of questions) {
      expect(question["@type"]).toBe("Question");
      expect(question.name).toBeTruthy();
      expect(question.acceptedAnswer.text).toBeTruthy();
    }
    // The structured FAQ matches the questions shown on the page.
    const faqSection = page.getByRole("region", { name: "Frequently asked questions" });
    await expect(faqSection.getByRole("heading", { level: 3 })).toHaveText(questions.map((q) => q.name));
  });

  test("breadcrumbs on the page link back to Home and Services", async ({ page }) => {
    await page.goto("/loans/gold-loan");
    const crumbs = page.getByRole("navigation", { name: /breadcrumb/i });
    await expect(crumbs.getByRole("link", { name: "Home", exact: true })).toHaveAttribute("href", "/");
    await expect(crumbs.getByRole("link", { name: "Services", exact: true })).toHaveAttribute("href", "/services");
    await expect(crumbs.getByText("Gold Loan", { exact: true })).toBeVisible();
  });

  test("FAQ answers expand when their question is clicked", async ({ page }) => {
    await page.goto("/loan-services/home-loans");
    await waitForHydration(page);
    const faq = jsonLdOfType(await pageJsonLd(page), "FAQPage");
    const questions = faq.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
    const [first, second] = questions;
    if (!first || !second) throw new Error("expected at least two FAQs");

    const faqSection = page.getByRole("region", { name: "Frequently asked questions" });
    const firstAnswer = faqSection.getByText(first.acceptedAnswer.text, { exact: true });
    const secondAnswer = faqSection.getByText(second.acceptedAnswer.text, { exact: true });
    await expect(firstAnswer).toBeHidden();
    await expect(secondAnswer).toBeHidden();

    await faqSection.getByText(first.name, { exact: true }).click();
    await expect(firstAnswer).toBeVisible();
    await expect(secondAnswer).toBeHidden();

    await faqSection.getByText(second.name, { exact: true }).click();
    await expect(secondAnswer).toBeVisible();

    // Clicking an open question closes it again.
    await faqSection.getByText(first.name, { exact: true }).click();
    await expect(firstAnswer).toBeHidden();
  });

  test("key facts and the other services are listed", async ({ page }) => {
    await page.goto("/loan-services/gold-loan");
    const facts = page.getByRole("region", { name: "Key facts" });
    await expect(facts.getByText("Interest rate")).toBeVisible();
    await expect(facts.getByText("Loan amount")).toBeVisible();
    await expect(facts.getByText("Tenure")).toBeVisible();
    const others = page.getByRole("navigation", { name: "Other services" });
    await expect(others.getByRole("link")).toHaveText(
      loanServices.filter((s) => s.slug !== "gold-loan").map((s) => s.name),
    );
    await expect(others.getByRole("link", { name: "Home Loans" })).toHaveAttribute("href", "/loan-services/home-loans");
  });

  test("the 'Loading...' spinner shows while a slow loan page loads", async ({ page }) => {
    await page.goto("/services");
    await waitForHydration(page);
    await markDocument(page);
    // Slow down the route data requests of client navigations: the delay is what is under test.
    await page.route(
      (url) => url.pathname.endsWith(".data"),
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        await route.continue().catch(() => undefined);
      },
    );

    await page.getByRole("link", { name: "Explore Details of Gold Loan" }).click();
    const spinner = page.getByRole("status").filter({ hasText: "Loading..." });
    await expect(spinner).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Gold Loan" })).toBeVisible();
    await expect(page).toHaveURL("/loan-services/gold-loan");
    await expect(spinner).toBeHidden();
    await expectSameDocument(page);
  });

  test("/services lists all eight services in the server HTML and links each to its page", async ({
    request,
    page,
  }) => {
    const html = await (await request.get("/services")).text();
    const text = visibleText(html);
    for (const service of loanServices) expect(text).toContain(`Explore Details of ${service.name}`);

    await page.goto("/services");
    const cards = page.getByRole("link", { name: /^Explore Details of / });
    await expect(cards).toHaveCount(8);
    for (const [index, service] of loanServices.entries()) {
      await expect(cards.nth(index)).toHaveAttribute("href", `/loan-services/${service.slug}`);
    }
  });
});

test.describe("the gold loan's EMI calculator", () => {
  test("runs from 3 to 12 months, as the page says, and shows no old result after a wrong amount", async ({ page }) => {
    await page.goto("/loan-services/gold-loan");
    await waitForHydration(page);
    const calculator = page.getByRole("region", { name: "EMI calculator" });
    const tenure = calculator.getByRole("slider", { name: "Loan tenure (months)" });
    await expect(tenure).toHaveAttribute("min", "3");
    await expect(tenure).toHaveAttribute("max", "12");
    await expect(calculator.getByText("30 years")).toHaveCount(0);
    // The slider's far end is the gold loan's longest tenure.
    await tenure.focus();
    await page.keyboard.press("End");
    await expect(calculator.getByRole("textbox", { name: "Loan tenure (months)" })).toHaveValue("12");

    const emi = calculator.getByText("Monthly EMI");
    await expect(emi).toBeVisible();
    const amount = calculator.getByRole("textbox", { name: "Loan amount" });
    await amount.fill("5000");
    await expect(calculator.getByText("Enter an amount from ₹10,000 to ₹1,00,00,000.")).toBeVisible();
    await expect(calculator.getByText("Fix the loan amount above to see your EMI.")).toBeVisible();
    await expect(emi).toHaveCount(0);

    await amount.fill("3 lakh");
    await expect(emi).toBeVisible();
    await expect(calculator.getByText("Fix the loan amount above to see your EMI.")).toHaveCount(0);
  });
});
