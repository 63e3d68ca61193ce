import { expect, type Locator, type Page } from "@playwright/test";
import { siteSettingsSeed } from "~server/seed/site-settings.seed";

/** The demo settings a fresh install (and so the e2e server) starts with. */
export const demoSettings = siteSettingsSeed;

/** The eight seeded loan services, in display order. */
export const loanServices = [
  { name: "Home Loans", slug: "home-loans" },
  { name: "Personal Loan", slug: "personal-loan" },
  { name: "Business Loans", slug: "business-loans" },
  { name: "Gold Loan", slug: "gold-loan" },
  { name: "Two-Wheeler Loans", slug: "two-wheeler-loans" },
  { name: "Loan Against Property", slug: "loan-against-property" },
  { name: "Rooftop Solar Finance", slug: "rooftop-solar-finance" },
  { name: "Outward Remittance & Forex", slug: "outward-remittance-forex" },
] as const;

/** The home page shows the first six. */
export const homeServices = loanServices.slice(0, 6);

/**
 * The opening hours the public pages show: the lead settings' working hours in words (Monday to
 * Saturday from 9:30 am by default). The closing time is a pattern: lead-detail.spec.ts changes it
 * on this shared server.
 */
export const openingHours = /Monday to Saturday, 9:30 am to \d{1,2}:\d{2} pm IST/;

/** Header items of spec section 2, in order. External ones carry an sr-only "(opens in a new tab)". */
export const headerItems = [
  "Home",
  "About Us",
  "Services",
  "Smart Integrations",
  "Govt. Schemes",
  "Business Partner Registration",
  "Blog",
  "Find IFSC Code",
  "Contact",
] as const;

/** The header items that lead to other sites; the demo's Blog is the site's own /blog (issue 25). */
export const externalHeaderItems = new Set<string>(["Find IFSC Code"]);

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A text matcher for a link label: exact, or followed by the sr-only new-tab hint for external links. */
export function linkLabel(label: string, external = false): RegExp {
  return external
    ? new RegExp(`^${escapeRegExp(label)}\\s*\\(opens in a new tab\\)$`)
    : new RegExp(`^${escapeRegExp(label)}$`);
}

/**
 * Resolves once React has hydrated the server-rendered page (React attaches its props to the DOM
 * nodes it claims), so clicks are handled client-side rather than as full page loads.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const shell = document.body.firstElementChild;
    return (
      "__reactRouterDataRouter" in window &&
      shell !== null &&
      Object.keys(shell).some((key) => key.startsWith("__reactProps$"))
    );
  });
}

/**
 * A visitor's home-loan enquiry with only what a lead needs (name, mobile, consent), sent from the
 * hero's "Apply Now" on /loan-services/home-loans; answers the reference the visitor is shown.
 */
export async function sendHomeLoanEnquiry(page: Page, person: { name: string; mobile: string }): Promise<string> {
  await page.goto("/loan-services/home-loans");
  await waitForHydration(page);
  await page
    .locator("section")
    .filter({ has: page.getByRole("heading", { level: 1 }) })
    .getByRole("button", { name: "Apply Now" })
    .click();
  const dialog = page.getByRole("dialog", { name: "Apply for Home Loans" });
  await dialog.getByLabel("Full name").fill(person.name);
  await dialog.getByLabel("Mobile number").fill(person.mobile);
  await dialog.getByRole("checkbox", { name: /I agree/ }).check();
  await dialog.getByRole("button", { name: "Send my details" }).click();
  const reference = dialog.getByText(/^LN-[0-9A-Z]{6}$/);
  await expect(reference).toBeVisible();
  return (await reference.textContent())!.trim();
}

/** Marks the current document; the mark survives client-side navigations but not full page loads. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __marker?: number }).__marker = 1;
  });
}

export async function expectSameDocument(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
}

/** Text of server HTML with tags and React's `<!-- -->` text separators removed, whitespace collapsed. */
export function visibleText(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");
}

export type JsonLdNode = Record<string, unknown>;

/** Parses every `<script type="application/ld+json">` of server HTML. */
export function jsonLdBlocks(html: string): JsonLdNode[] {
  const blocks: JsonLdNode[] = [];
  for (const match of html.matchAll(/<script\b[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi)) {
    blocks.push(JSON.parse(match[1] ?? "") as JsonLdNode);
  }
  return blocks;
}

/** Parses the JSON-LD blocks of the page currently in the browser. */
export async function pageJsonLd(page: Page): Promise<JsonLdNode[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as JsonLdNode);
}

export function jsonLdOfType(blocks: JsonLdNode[], type: string): JsonLdNode {
  const found = blocks.filter((block) => block["@type"] === type);
  expect(found, `exactly one ${type} JSON-LD block`).toHaveLength(1);
  return found[0] as JsonLdNode;
}

/** Value of an attribute in a start tag's attribute text (`name="value"`), HTML entities left as they are. */
export function attribute(tagAttributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}="([^"]*)"`, "i").exec(tagAttributes);
  return match?.[1];
}

/** The `<link rel="canonical">` href of server HTML. */
export function canonicalHref(html: string): string | undefined {
  for (const match of html.matchAll(/<link\b([^>]*)>/gi)) {
    const attrs = match[1] ?? "";
    if (attribute(attrs, "rel") === "canonical") return attribute(attrs, "href");
  }
  return undefined;
}

/** The `content` of `<meta name|property="key">` in server HTML. */
export function metaContent(html: string, key: string): string | undefined {
  for (const match of html.matchAll(/<meta\b([^>]*)>/gi)) {
    const attrs = match[1] ?? "";
    if (attribute(attrs, "name") === key || attribute(attrs, "property") === key) return attribute(attrs, "content");
  }
  return undefined;
}

/** The list that directly follows a footer column's heading. */
export function listAfterHeading(scope: Locator, heading: string): Locator {
  return scope.getByRole("heading", { name: heading, exact: true }).locator("xpath=following-sibling::ul[1]");
}

/** Collects console errors and uncaught exceptions of a page. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console.error: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}
