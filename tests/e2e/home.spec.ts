import { expect, test } from "@playwright/test";
import {
  canonicalHref,
  expectSameDocument,
  homeServices,
  jsonLdBlocks,
  jsonLdOfType,
  loanServices,
  markDocument,
  metaContent,
  visibleText,
  waitForHydration,
} from "./support/site";

test.describe("home page: server HTML", () => {
  test("the first response already holds the services, the badge, the JSON-LD and the meta tags", async ({
    request,
  }) => {
    const response = await request.get("/");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/html");
    const html = await response.text();
    const text = visibleText(html);

    for (const service of homeServices) expect(text, `service "${service.name}"`).toContain(service.name);
    // Only the first six services are on the home page.
    for (const service of loanServices.slice(6)) expect(text).not.toContain(`Explore Details of ${service.name}`);
    expect(text.match(/Explore Details/g) ?? []).toHaveLength(6);
    expect(text).toContain("Trusted by 5,000+ Businesses and individuals");
    expect(text).toContain("Our Financial Services");
    expect(text).toContain("Apply for Loan Now");
    expect(text).toContain("View All Services");

    const org = jsonLdOfType(jsonLdBlocks(html), "FinancialService");
    const rating = org.aggregateRating as Record<string, unknown>;
    expect(rating.ratingValue).toBe(4.8);
    expect(rating.reviewCount).toBe(1250);
    expect(org.areaServed as unknown[]).toHaveLength(36);
    const areaNames = (org.areaServed as { name: string }[]).map((area) => area.name);
    expect(areaNames).toContain("Kerala");
    expect(areaNames).toContain("Delhi");
    expect(new Set(areaNames).size).toBe(36);

    expect(metaContent(html, "og:title")).toBeTruthy();
    expect(metaContent(html, "twitter:card")).toBe("summary_large_image");
    expect(metaContent(html, "geo.region")).toBe("IN-KL");
    expect(metaContent(html, "description")).toBeTruthy();
    expect(metaContent(html, "keywords")).toBeTruthy();
    const canonical = canonicalHref(html);
    expect(canonical).toBeDefined();
    expect(new URL(canonical ?? "").pathname).toBe("/");
    expect(html).toMatch(/<title>[^<]+<\/title>/);
  });
});

test.describe("home page in the browser", () => {
  test("shows six service cards, each linking to its loan page", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);

    const section = page.getByRole("region", { name: "Our Financial Services" });
    await expect(section.getByRole("heading", { level: 3 })).toHaveText(homeServices.map((s) => s.name));
    const cardLinks = section.getByRole("link", { name: /Explore Details/ });
    await expect(cardLinks).toHaveCount(6);
    for (const [index, service] of homeServices.entries()) {
      const link = cardLinks.nth(index);
      await expect(link).toHaveAccessibleName(`Explore Details of ${service.name}`);
      await expect(link).toHaveAttribute("href", `/loan-services/${service.slug}`);
    }
    await expect(page.getByText("Trusted by 5,000+ Businesses and individuals")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("a service card takes the visitor to its loan page", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Explore Details of Personal Loan" }).click();
    await expect(page).toHaveURL("/loan-services/personal-loan");
    await expect(page.getByRole("heading", { level: 1, name: "Personal Loan" })).toBeVisible();
  });

  test("'Apply for Loan Now' leads to /services", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Apply for Loan Now" }).click();
    await expect(page).toHaveURL("/services");
    await expect(page.getByRole("heading", { level: 1, name: "Our loan and financial services" })).toBeVisible();
  });

  test("'View All Services' leads to /services", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("link", { name: "View All Services" }).click();
    await expect(page).toHaveURL("/services");
    await expect(page.getByRole("heading", { level: 1, name: "Our loan and financial services" })).toBeVisible();
  });

  test("the services come with the HTML: no /api/loan-services request after load", async ({ page }) => {
    const apiRequests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/api/loan-services")) apiRequests.push(request.url());
    });
    await page.goto("/");
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("link", { name: /Explore Details/ })).toHaveCount(6);
    expect(apiRequests).toEqual([]);
  });

  test("client-side navigation from /services back home shows the cards without a page reload", async ({ page }) => {
    await page.goto("/services");
    await waitForHydration(page);
    await markDocument(page);

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home", exact: true }).click();
    await expect(page).toHaveURL("/");
    const section = page.getByRole("region", { name: "Our Financial Services" });
    // Either straight from the query cache or after skeletons: the cards end up visible.
    await expect(section.getByRole("link", { name: /Explore Details/ })).toHaveCount(6);
    await expect(section.getByRole("heading", { level: 3 })).toHaveText(homeServices.map((s) => s.name));
    await expectSameDocument(page);
  });

  test("client-side navigation from a loan page to home shows the six cards", async ({ page }) => {
    await page.goto("/loan-services/gold-loan");
    await waitForHydration(page);
    await markDocument(page);

    await page.getByRole("link", { name: /, home$/ }).click();
    await expect(page).toHaveURL("/");
    const section = page.getByRole("region", { name: "Our Financial Services" });
    await expect(section.getByRole("link", { name: /Explore Details/ })).toHaveCount(6);
    for (const service of homeServices) {
      await expect(section.getByRole("link", { name: `Explore Details of ${service.name}` })).toBeVisible();
    }
    await expect(section.getByTestId("service-card-skeleton")).toHaveCount(0);
    await expectSameDocument(page);
  });
});
