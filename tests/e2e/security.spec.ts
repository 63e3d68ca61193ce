import { expect, test } from "@playwright/test";
import { attribute, collectPageErrors, waitForHydration } from "./support/site";

function cspNonce(csp: string | undefined): string {
  const match = /script-src[^;]*'nonce-([^']+)'/.exec(csp ?? "");
  expect(match, `script-src with a nonce in: ${csp}`).not.toBeNull();
  return match?.[1] ?? "";
}

for (const path of ["/", "/services", "/loan-services/home-loans", "/no-such-page"]) {
  test(`${path}: the CSP nonce is on every script of the HTML`, async ({ request }) => {
    const response = await request.get(path);
    const nonce = cspNonce(response.headers()["content-security-policy"]);
    expect(nonce.length).toBeGreaterThanOrEqual(16);
    const html = await response.text();

    const scripts = [...html.matchAll(/<script\b([^>]*)>/gi)].map((match) => match[1] ?? "");
    const executable = scripts.filter((attrs) => attribute(attrs, "type") !== "application/ld+json");
    const inline = executable.filter((attrs) => attribute(attrs, "src") === undefined);
    expect(inline.length, "the page has inline scripts (router context, scroll restoration)").toBeGreaterThan(0);
    for (const attrs of executable) {
      expect(attribute(attrs, "nonce"), `<script${attrs}>`).toBe(nonce);
    }
  });
}

test("each response gets a fresh nonce", async ({ request }) => {
  const first = cspNonce((await request.get("/")).headers()["content-security-policy"]);
  const second = cspNonce((await request.get("/")).headers()["content-security-policy"]);
  expect(first).not.toBe(second);
});

test("the HTML carries the usual protective headers", async ({ request }) => {
  const headers = (await request.get("/")).headers();
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["content-security-policy"]).toContain("object-src 'none'");
  expect(headers["x-powered-by"]).toBeUndefined();
});

for (const path of ["/", "/services", "/loan-services/home-loans"]) {
  test(`${path} loads and hydrates without console errors`, async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    expect(errors).toEqual([]);
  });
}

test("the 404 page hydrates without errors other than its own 404 status", async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto("/no-such-page");
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  // Chromium logs the document's own 404 as a failed resource load; anything else is a real error.
  expect(errors.filter((error) => !/Failed to load resource: .*404/.test(error))).toEqual([]);
});

test("client navigations between pages raise no console errors", async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("link", { name: "View All Services" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Our loan and financial services" })).toBeVisible();
  await page.getByRole("link", { name: "Explore Details of Business Loans" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Business Loans" })).toBeVisible();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home", exact: true }).click();
  await expect(page.getByRole("link", { name: /^Explore Details of / })).toHaveCount(6);
  await page.waitForLoadState("networkidle");
  expect(errors).toEqual([]);
});
