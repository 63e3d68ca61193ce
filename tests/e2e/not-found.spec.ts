import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectSameDocument, markDocument, visibleText, waitForHydration } from "./support/site";

async function expectNotFoundPage(page: Page, path: string) {
  const main = page.getByRole("main");
  await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
  // Words a visitor understands come first, with the ways on: home, the loan services, contact.
  await expect(main.getByText(/We could not find this page/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to Homepage" })).toHaveAttribute("href", "/");
  await expect(main.getByRole("link", { name: "Browse loan services" })).toHaveAttribute("href", "/services");
  await expect(main.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
  // The developer-style hint names the requested path, below all of that and in smaller type.
  const hint = main.getByText(/Hint: no route matches this path/);
  await expect(hint).toBeVisible();
  await expect(main.getByText(`GET ${path}`)).toBeVisible();
  const linksBottom = await main
    .getByRole("link", { name: "Contact us" })
    .evaluate((link) => link.getBoundingClientRect().bottom);
  const hintTop = await hint.evaluate((element) => element.getBoundingClientRect().top);
  expect(hintTop).toBeGreaterThan(linksBottom);
  const fontSize = (locator: Locator) => locator.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
  expect(await fontSize(hint)).toBeLessThan(await fontSize(main.getByText(/We could not find this page/)));
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(page).toHaveTitle("404 Page Not Found");
}

test.describe("404 page", () => {
  test("an unknown path answers 404 with 'Page Not Found' in the HTML", async ({ request }) => {
    const response = await request.get("/no-such-page");
    expect(response.status()).toBe(404);
    expect(response.headers()["content-type"]).toContain("text/html");
    const html = await response.text();
    const text = visibleText(html);
    expect(text).toContain("Page Not Found");
    // What a visitor reads before the developers' hint.
    expect(text.indexOf("We could not find this page")).toBeGreaterThan(-1);
    expect(text.indexOf("We could not find this page")).toBeLessThan(text.indexOf("Hint: no route matches"));
    expect(text).toContain("/no-such-page");
    expect(html).toContain("<title>404 Page Not Found</title>");
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
  });

  for (const path of ["/loan-services/no-such-loan", "/loans/nope", "/loan-service/nope", "/services/nope", "/a/b/c"]) {
    test(`${path} answers 404`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      expect(visibleText(await response.text())).toContain("Page Not Found");
    });
  }

  test("in the browser it shows the heading, the hint, the header and the footer", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expectNotFoundPage(page, "/no-such-page");
  });

  test("an unknown loan slug shows the 404 page in the browser", async ({ page }) => {
    const response = await page.goto("/loan-services/no-such-loan");
    expect(response?.status()).toBe(404);
    await expectNotFoundPage(page, "/loan-services/no-such-loan");
  });

  test("'Go to Homepage' leads home from the 404 page", async ({ page }) => {
    await page.goto("/no-such-page");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Go to Homepage" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("region", { name: "Our Financial Services" })).toBeVisible();
  });

  test("client-side navigation to an unknown path shows the 404 page without a reload", async ({ page }) => {
    await page.goto("/services");
    await waitForHydration(page);
    await markDocument(page);

    // The router follows history changes (as on Back/Forward): push an unknown URL and announce it.
    await page.evaluate(() => {
      const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
      window.history.pushState({ usr: null, key: "e2e404", idx: index + 1 }, "", "/no-such-page/client-side");
      window.dispatchEvent(new PopStateEvent("popstate", { state: window.history.state }));
    });
    await expect(page).toHaveURL("/no-such-page/client-side");
    await expectNotFoundPage(page, "/no-such-page/client-side");
    await expectSameDocument(page);

    // And back again.
    await page.goBack();
    await expect(page).toHaveURL("/services");
    await expect(page.getByRole("heading", { level: 1, name: "Our loan and financial services" })).toBeVisible();
    await expectSameDocument(page);
  });
});
