import { expect, test } from "@playwright/test";
import { canonicalHref, visibleText, waitForHydration } from "./support/site";
import { interceptTrackers, presetConsent } from "./support/trackers";

/** /cookie-policy: a real page that names every cookie and storage item the site sets. */

const listedItems = [
  "_ga",
  "_ga_<container-id>",
  "_fbp",
  "cookieConsent",
  "cookieConsentDate",
  "leadAttribution",
  "dismissedPopups",
];

test("answers 200 with its heading, canonical link and every item in the server HTML, without setting a cookie", async ({
  request,
}) => {
  const response = await request.get("/cookie-policy");
  expect(response.status()).toBe(200);
  expect(response.headers()["set-cookie"]).toBeUndefined();
  const html = await response.text();
  expect(new URL(canonicalHref(html) ?? "").pathname).toBe("/cookie-policy");
  const text = visibleText(html).replace(/&lt;/g, "<").replace(/&gt;/g, ">");
  expect(text).toContain("Cookie Policy");
  for (const item of listedItems) expect(text, `lists ${item}`).toContain(item);

  const sitemap = await (await request.get("/sitemap.xml")).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
  expect(paths).toContain("/cookie-policy");
});

test("the footer link opens it; each item has a heading; its button reopens the cookie banner", async ({
  context,
  page,
}) => {
  await interceptTrackers(context, page);
  await presetConsent(page, "declined");
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("contentinfo").getByRole("link", { name: "Cookie Policy" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Cookie Policy" })).toBeVisible();
  await expect(page).toHaveTitle(/^Cookie Policy \| /);

  for (const item of listedItems) {
    await expect(page.getByRole("heading", { level: 3, name: item, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("main").getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
    "href",
    "/privacy",
  );

  await page.getByRole("button", { name: "Change my cookie choice" }).click();
  const banner = page.getByRole("region", { name: "Cookies on this website" });
  await expect(banner).toBeVisible();
  await expect(banner).toBeFocused();
});

test.describe("on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("nothing is wider than the screen", async ({ page }) => {
    await page.goto("/cookie-policy");
    await waitForHydration(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

test("every cookie and storage key the site sets while browsing is listed in the policy", async ({ context, page }) => {
  await interceptTrackers(context, page);
  await page.goto("/?utm_source=test&utm_medium=e2e");
  await waitForHydration(page);
  await page
    .getByRole("region", { name: "Cookies on this website" })
    .getByRole("button", { name: "Decline Non-Essential", exact: true })
    .click();
  await page.getByRole("link", { name: "View All Services" }).click();
  await page
    .getByRole("link", { name: /Home Loans/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Home Loans" })).toBeVisible();
  await page.getByRole("contentinfo").getByRole("link", { name: "Cookie Policy" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Cookie Policy" })).toBeVisible();

  // The site itself sets no cookies for visitors (analytics and pixel were declined).
  expect(await context.cookies()).toEqual([]);
  const keys = await page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)]);
  expect(keys).toEqual(expect.arrayContaining(["cookieConsent", "cookieConsentDate", "leadAttribution"]));
  const headings = await page.getByRole("heading", { level: 3 }).allTextContents();
  for (const key of keys) expect(headings, `the policy lists ${key}`).toContain(key);
});
