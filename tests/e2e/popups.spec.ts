import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { createAppServices, type AppServices } from "~server/app-services.server";
import { loadConfig } from "~server/config.server";
import { openDatabase, type DatabaseHandle } from "~server/db/client.server";
import type { PopupInput } from "~server/popups/popup.schema";
import { createTestDatabase, startTestPostgres, type TestPostgres } from "../support/postgres-server";
import { assertBuilt, spawnServer, type ServerProcess } from "../support/server-process";
import { expectReadableContrast } from "./support/axe";
import { drawsAnything, mostCommonColour, rgbOf, sameColour } from "./support/pixels";
import { collectPageErrors } from "./support/site";

/**
 * The popup host (spec section 4) against popups written through the popup service. This file runs
 * its own production server on a throwaway PostgreSQL, and the test process writes popups into the
 * same database with the app's services, as a second instance would (so it also announces its
 * changes to instances that cache answers). Each write is awaited until GET /api/popups/{page}
 * shows it. One server for the whole file: its tests run in order in one worker.
 */
test.describe.configure({ mode: "default" });

let postgres: TestPostgres | undefined;
let server: ServerProcess | undefined;
let database: DatabaseHandle | undefined;
let services: AppServices;
let origin = "";
let dataDir = "";
const created: { id: number; page: string; language?: string | null }[] = [];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  assertBuilt();
  postgres = await startTestPostgres();
  const databaseUrl = await createTestDatabase(postgres.url, "popups_e2e");
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dsa-popups-e2e-"));
  server = spawnServer({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: "info" });
  origin = await server.ready;
  // The server has run the migrations and the seed by now (it listens only after both).
  database = await openDatabase({ databaseUrl, dataDir });
  services = createAppServices(
    database,
    loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent", DATABASE_URL: databaseUrl }),
  );
});

test.afterAll(async () => {
  if (server) {
    server.child.kill("SIGTERM");
    await server.exited;
  }
  await database?.close();
  postgres?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

test.beforeEach(async ({ context }) => {
  // A stored choice keeps the cookie banner (which holds popups back) out of the way; the banner
  // test below clears it.
  await context.addInitScript(() => {
    if (!localStorage.getItem("cookieConsent")) localStorage.setItem("cookieConsent", "declined");
  });
});

/** The ids GET /api/popups/{page} answers now (for a language's pages: `?lang=`). */
async function servedIds(pageName: string, language?: string | null): Promise<number[]> {
  const response = await fetch(new URL(`/api/popups/${pageName}${language ? `?lang=${language}` : ""}`, origin));
  return ((await response.json()) as { id: number }[]).map((popup) => popup.id);
}

const firstPage = (targetPage: string) => targetPage.split(",")[0]!.trim();

test.afterEach(async () => {
  for (const { id, page, language } of created.splice(0)) {
    await services.popups.remove(id);
    await expect.poll(() => servedIds(page, language)).not.toContain(id);
  }
});

async function createPopup(input: Partial<PopupInput> & Pick<PopupInput, "title" | "targetPage">): Promise<number> {
  const popup = await services.popups.create({ isActive: true, content: "<p>Offer details.</p>", ...input });
  const page = firstPage(popup.targetPage);
  created.push({ id: popup.id, page, language: popup.language });
  await expect.poll(() => servedIds(page, popup.language)).toContain(popup.id);
  return popup.id;
}

function url(pathname: string): string {
  return new URL(pathname, origin).toString();
}

function popupListAnswered(page: Page, pageName: string) {
  return page.waitForResponse((response) => new URL(response.url()).pathname === `/api/popups/${pageName}`);
}

/**
 * Opens a page and waits for its popup list. The host asks for it only once React has hydrated,
 * so this also means the page is live. (The shared waitForHydration looks at the body's first
 * child, which is a focus guard of Radix while a popup is open.)
 */
async function visit(page: Page, pathname: string, pageName: string): Promise<void> {
  const answered = popupListAnswered(page, pageName);
  await page.goto(url(pathname));
  await answered;
}

function popupDialog(page: Page, title?: string) {
  return title ? page.getByRole("dialog", { name: title }) : page.getByRole("dialog");
}

const dismissedIds = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem("dismissedPopups") ?? "[]") as number[]);

test("the highest priority candidate shows after its delay; the next one after it is closed", async ({ page }) => {
  await createPopup({ title: "Low priority", targetPage: "home", priority: 1 });
  await createPopup({ title: "High priority", targetPage: "home", priority: 9, delayShow: 3000 });

  await visit(page, "/", "home");
  // The list is here and the page is live, but the 3 s delay has not passed: nothing shows yet.
  await expect(popupDialog(page)).toHaveCount(0);
  await expect(popupDialog(page, "High priority")).toBeVisible({ timeout: 10_000 });
  await expect(popupDialog(page)).toHaveCount(1);
  await expect(popupDialog(page, "High priority")).toBeFocused();

  await popupDialog(page).getByRole("button", { name: "Close" }).click();
  await expect(popupDialog(page, "Low priority")).toBeVisible();
});

test("closes after autoClose seconds and stays dismissed", async ({ page }) => {
  const id = await createPopup({ title: "Short notice", targetPage: "home", autoClose: 2 });
  await visit(page, "/", "home");
  await expect(popupDialog(page, "Short notice")).toBeVisible();
  await expect(popupDialog(page)).toBeHidden({ timeout: 10_000 });
  expect(await dismissedIds(page)).toEqual([id]);
});

test("clicking the content keeps it open; the close button closes it for the session, on every page", async ({
  page,
  browser,
}) => {
  const id = await createPopup({
    title: "Festive offer",
    targetPage: "home,about",
    priority: 5,
    content: "<p>Gold loans at <strong>festive</strong> rates.</p>",
  });
  // A lower-priority popup on the same pages shows whenever the first one does not: it proves the
  // host has had its say, so "not shown" is observed rather than waited for.
  await createPopup({ title: "Fallback notice", targetPage: "home,about", priority: -5 });

  await visit(page, "/", "home");
  const dialog = popupDialog(page, "Festive offer");
  await expect(dialog).toBeVisible();
  await dialog.getByText("Gold loans at").click();
  await dialog.getByRole("heading", { name: "Festive offer" }).click();
  await expect(dialog).toBeVisible();

  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  expect(await dismissedIds(page)).toEqual([id]);
  await expect(popupDialog(page, "Fallback notice")).toBeVisible();

  const answered = popupListAnswered(page, "home");
  await page.reload();
  await answered;
  await expect(popupDialog(page, "Fallback notice")).toBeVisible();
  await expect(popupDialog(page, "Festive offer")).toHaveCount(0);

  await visit(page, "/about", "about");
  await expect(popupDialog(page, "Fallback notice")).toBeVisible();
  await expect(popupDialog(page, "Festive offer")).toHaveCount(0);

  // A new session (another context) sees it again.
  await expectShowsInNewContext(browser, "Festive offer");
});

async function expectShowsInNewContext(browser: Browser, title: string): Promise<void> {
  const context = await browser.newContext();
  await context.addInitScript(() => localStorage.setItem("cookieConsent", "declined"));
  const fresh = await context.newPage();
  await visit(fresh, "/", "home");
  await expect(popupDialog(fresh, title)).toBeVisible();
  await context.close();
}

test("a click on the backdrop and Escape close it too, and it stays dismissed", async ({ page }) => {
  const first = await createPopup({ title: "Backdrop test", targetPage: "home", priority: 2, showCloseButton: false });
  const second = await createPopup({ title: "Escape test", targetPage: "home", priority: 1 });

  await visit(page, "/", "home");
  await expect(popupDialog(page, "Backdrop test")).toBeVisible();
  // No visible close button when staff turned it off: the keyboard's one draws nothing…
  const keyboardClose = popupDialog(page).getByRole("button", { name: "Close" });
  expect(await drawsAnything(keyboardClose), "the unfocused close button shows").toBe(false);
  // … until Tab reaches it: then it is a button to see and press.
  await page.keyboard.press("Tab");
  await expect(keyboardClose).toBeFocused();
  expect(await drawsAnything(keyboardClose), "the focused close button shows").toBe(true);
  expect((await keyboardClose.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await page.mouse.click(8, 8);
  await expect(popupDialog(page, "Backdrop test")).toBeHidden();

  await expect(popupDialog(page, "Escape test")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(popupDialog(page)).toHaveCount(0);
  expect(await dismissedIds(page)).toEqual([first, second]);
});

test("focus moves into the popup and returns afterwards; Escape closes it", async ({ page }) => {
  await createPopup({ title: "Keyboard", targetPage: "home", delayShow: 3000 });
  await visit(page, "/", "home");
  const skipLink = page.getByRole("link", { name: "Skip to main content" });
  await page.keyboard.press("Tab");
  await expect(skipLink).toBeFocused();
  await expect(popupDialog(page, "Keyboard")).toBeFocused({ timeout: 10_000 });
  await page.keyboard.press("Tab");
  await expect(popupDialog(page).getByRole("button", { name: "Close" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(popupDialog(page)).toHaveCount(0);
  await expect(skipLink).toBeFocused();
});

test("an action button that links elsewhere opens a new tab without an opener and leaves the popup open", async ({
  page,
  context,
}) => {
  await context.route("https://offers.example.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>Partner offer</title><p>Offer</p>" }),
  );
  await createPopup({
    title: "Talk to us",
    targetPage: "home",
    showActionButton: true,
    actionButtonText: "See the partner offer",
    actionButtonLink: "https://offers.example.com/gold",
    actionButtonColor: "#166534",
    actionButtonTextColor: "#ffffff",
  });
  await visit(page, "/", "home");
  const action = popupDialog(page, "Talk to us").getByRole("link", { name: /See the partner offer/ });
  await expect(action).toHaveAttribute("target", "_blank");
  await expect(action).toHaveAttribute("rel", "noopener noreferrer");
  await expect(action).toHaveAccessibleName("See the partner offer (opens in a new tab)");
  // In the colours staff chose (the button's fill as it shows on the screen), and readable.
  const fill = await mostCommonColour(action);
  expect(sameColour(fill, rgbOf("#166534")), `the button's fill ${fill.join(",")}`).toBe(true);
  await expectReadableContrast(action);

  const opened = context.waitForEvent("page");
  await action.click();
  const tab = await opened;
  await tab.waitForLoadState();
  expect(tab.url()).toBe("https://offers.example.com/gold");
  expect(await tab.evaluate(() => window.opener)).toBeNull();
  await tab.close();
  await expect(popupDialog(page, "Talk to us")).toBeVisible();
  expect(page.url()).toBe(url("/"));
});

for (const [label, link] of [
  ["a path of this site", () => "/contact"],
  ["an address on this site", () => url("/contact?from=popup")],
] as const) {
  test(`an action button with ${label} opens it in the same tab, and the popup is done with`, async ({
    page,
    context,
  }) => {
    const id = await createPopup({
      title: "Talk to an advisor",
      targetPage: "home",
      showActionButton: true,
      actionButtonText: "Contact an advisor",
      actionButtonLink: link(),
    });
    await visit(page, "/", "home");
    const action = popupDialog(page, "Talk to an advisor").getByRole("link", { name: "Contact an advisor" });
    await expect(action).not.toHaveAttribute("target", /.+/);
    await expect(action).toHaveAccessibleName("Contact an advisor");
    const tabs = context.pages().length;
    await action.click();
    await expect(page).toHaveURL(link().startsWith("/") ? url("/contact") : url("/contact?from=popup"));
    await expect(page.getByRole("form", { name: "Contact form" })).toBeVisible();
    expect(context.pages()).toHaveLength(tabs);
    await expect(popupDialog(page)).toHaveCount(0);
    // Followed, it does not come back this session.
    expect(await dismissedIds(page)).toContain(id);
    await page.goBack();
    await expect(page).toHaveURL(url("/"));
    await page.waitForTimeout(500);
    await expect(popupDialog(page)).toHaveCount(0);
  });
}

test("a popup for gold-loan shows on its loan page and not on the home page", async ({ page }) => {
  await createPopup({ title: "Gold loan offer", targetPage: "gold-loan", priority: 50 });
  await createPopup({ title: "Home notice", targetPage: "home", priority: 0 });

  await visit(page, "/", "home");
  await expect(popupDialog(page, "Home notice")).toBeVisible();
  await expect(popupDialog(page, "Gold loan offer")).toHaveCount(0);

  await visit(page, "/loan-services/gold-loan", "gold-loan");
  await expect(popupDialog(page, "Gold loan offer")).toBeVisible();
});

const xssContent =
  '<p>Safe text</p><img src=x onerror="window.__popupXss=1"><a href="javascript:window.__popupXss=2">link</a>' +
  '<svg onload="window.__popupXss=3"></svg><iframe src="javascript:parent.__popupXss=4"></iframe>' +
  '<p onclick="window.__popupXss=5" style="position:fixed;inset:0">styled</p>';

/** What of a payload survived into the live popup: handlers, styles, script URLs, active elements. */
function executableLeftovers(page: Page, title: string) {
  return popupDialog(page, title)
    .locator('[data-slot="dialog-description"]')
    .evaluate((content) =>
      Array.from(content.querySelectorAll("*")).flatMap((element) => [
        ...(["svg", "iframe", "object", "embed", "form", "script", "style", "meta"].includes(element.localName)
          ? [`<${element.localName}>`]
          : []),
        ...Array.from(element.attributes)
          .filter(({ name, value }) => /^on|^style$/i.test(name) || /^\s*(javascript|data):/i.test(value))
          .map(({ name }) => `${element.localName}[${name}]`),
      ]),
    );
}

const xssResult = (page: Page) => page.evaluate(() => (window as unknown as { __popupXss?: number }).__popupXss);

// The CSP (nonce, no unsafe-inline) would block inline handlers on its own, so "nothing ran" alone
// proves little: the DOM of the popup is checked as well. Chromium logs a CSP message even when an
// inert parser (DOMPurify's) meets a handler, so console messages are not a signal here.
test("script in staff HTML runs neither from the server's answer nor from a tampered one", async ({ page }) => {
  const errors = collectPageErrors(page);
  await createPopup({ title: "Sanitized on the server", targetPage: "home", content: xssContent });
  await visit(page, "/", "home");
  const dialog = popupDialog(page, "Sanitized on the server");
  await expect(dialog.getByText("Safe text")).toBeVisible();
  expect(await executableLeftovers(page, "Sanitized on the server")).toEqual([]);
  await dialog.getByText("styled").click();
  await dialog.getByText("link").click();
  expect(await xssResult(page)).toBeUndefined();

  // An answer changed on the way (a proxy, a cache, a row written around the service): the raw
  // payload reaches the browser, whose own sanitizing must hold.
  await page.route("**/api/popups/about", async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>[];
    await route.fulfill({ response, json: body.map((popup) => ({ ...popup, content: xssContent })) });
  });
  await createPopup({ title: "Tampered", targetPage: "about" });
  await visit(page, "/about", "about");
  const tampered = popupDialog(page, "Tampered");
  await expect(tampered.getByText("Safe text")).toBeVisible();
  expect(await executableLeftovers(page, "Tampered")).toEqual([]);
  await expect(tampered.getByText("link")).not.toHaveAttribute("href", /.+/);
  await tampered.getByText("styled").click();
  expect(await xssResult(page)).toBeUndefined();
  expect(errors.filter((error) => error.startsWith("pageerror"))).toEqual([]);
});

test.describe("while the cookie banner is open", () => {
  test("the popup waits, and its delay starts once a choice is made", async ({ browser }) => {
    const context: BrowserContext = await browser.newContext();
    const page = await context.newPage();
    await createPopup({ title: "After consent", targetPage: "home", delayShow: 500 });
    await visit(page, "/", "home");
    const banner = page.getByRole("region", { name: "Cookies on this website" });
    await expect(banner).toBeVisible();
    // The list arrived before the banner (1 s) and the popup's 0.5 s delay is long over.
    await page.waitForTimeout(1000);
    await expect(popupDialog(page)).toHaveCount(0);

    await banner.getByRole("button", { name: "Decline Non-Essential", exact: true }).click();
    await expect(popupDialog(page, "After consent")).toBeVisible();
    await context.close();
  });
});

test("the popup waits while the lead capture dialog is open", async ({ page }) => {
  await createPopup({ title: "Loan page notice", targetPage: "home-loans", delayShow: 3000 });
  await visit(page, "/loan-services/home-loans", "home-loans");
  await page.getByRole("button", { name: "Apply Now" }).first().click();
  const lead = page.getByRole("dialog", { name: "Apply for Home Loans" });
  await expect(lead).toBeVisible();
  // Past the popup's 3 s delay, counted from when its list arrived.
  await page.waitForTimeout(3500);
  await expect(popupDialog(page, "Loan page notice")).toHaveCount(0);
  await lead.getByRole("button", { name: "Close" }).first().click();
  await expect(lead).toBeHidden();
  await expect(popupDialog(page, "Loan page notice")).toBeVisible();
});

test("positions and sizes fit a 375 px phone; an image sits within 200 px", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const cases = [
    { position: "top", size: "large", imagePosition: "left" },
    { position: "bottom", size: "small", imagePosition: "right" },
    { position: "center", size: "medium", imagePosition: "top" },
  ] as const;
  for (const [index, layout] of cases.entries()) {
    const title = `Layout ${index}`;
    await createPopup({
      title,
      targetPage: "home",
      ...layout,
      showImage: true,
      imageUrl: "/og-image.jpg",
      content: "<p>Compare offers from banks and NBFCs with one call.</p>",
    });
    await visit(page, "/", "home");
    const dialog = popupDialog(page, title);
    await expect(dialog).toBeVisible();
    await dialog.evaluate((element) => Promise.all(element.getAnimations().map((a) => a.finished)));
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(8);
    expect(box.x + box.width).toBeLessThanOrEqual(375 - 8);
    if (layout.position === "top") expect(box.y).toBeLessThan(40);
    if (layout.position === "bottom") expect(box.y + box.height).toBeGreaterThan(740 - 40);
    const image = (await dialog.locator("img").boundingBox())!;
    expect(image.height).toBeLessThanOrEqual(200);
    // Phones stack the image and the text.
    const heading = (await dialog.getByRole("heading", { name: title }).boundingBox())!;
    expect(heading.y >= image.y + image.height || heading.y + heading.height <= image.y).toBe(true);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  }
});

for (const viewport of [
  { label: "desktop", width: 1280, height: 800 },
  { label: "375 px", width: 375, height: 740 },
]) {
  test(`an open popup has no axe violations at ${viewport.label}`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await createPopup({
      title: `Accessible offer ${viewport.label}`,
      targetPage: "home",
      backgroundColor: "#fffbeb",
      textColor: "#78350f",
      showImage: true,
      imageUrl: "/og-image.jpg",
      imagePosition: "left",
      size: "large",
      content: '<p>Read the <a href="/terms">terms</a>.</p><ul><li>Quick valuation</li></ul>',
      showActionButton: true,
      actionButtonText: "Check details",
      actionButtonLink: "/loan-services/gold-loan",
      actionButtonColor: "#b45309",
      actionButtonTextColor: "#ffffff",
    });
    await visit(page, "/", "home");
    const dialog = popupDialog(page);
    await expect(dialog).toBeVisible();
    await dialog.evaluate((element) => Promise.all(element.getAnimations().map((a) => a.finished)));
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
}

test("a popup for Malayalam pages shows on /ml and not on /", async ({ page }) => {
  await createPopup({ title: "ഓണം ഗോൾഡ് ലോൺ ഓഫർ", targetPage: "home", language: "ml", priority: 30 });

  await visit(page, "/ml", "home");
  const dialog = popupDialog(page, "ഓണം ഗോൾഡ് ലോൺ ഓഫർ");
  await expect(dialog).toBeVisible();
  // The popup's own words are the page's too.
  await expect(dialog.getByRole("button", { name: "അടയ്ക്കുക" })).toBeVisible();

  await visit(page, "/", "home");
  await page.waitForTimeout(500);
  await expect(popupDialog(page)).toHaveCount(0);
});

/** Staff's translation of a popup, saved as the translation editor saves it (announced to the server). */
async function translatePopup(id: number, language: "ml" | "hi", fields: Record<string, string>) {
  const actor = { userId: null, label: "e2e", via: "system" as const, ip: null };
  await services.translations.save(actor, "popup", String(id), language, {
    fields,
    state: "published",
    review: "to-review",
    version: 0,
  });
}

for (const viewport of [
  { label: "desktop", width: 1280, height: 800 },
  { label: "375 px", width: 375, height: 740 },
]) {
  test(`a popup for every language shows on /ml in Malayalam, its link to the Malayalam page, without axe violations at ${viewport.label}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const id = await createPopup({
      title: `Festive gold loan ${viewport.label}`,
      targetPage: "home",
      backgroundColor: "#fffbeb",
      textColor: "#78350f",
      content: "<p>Planning for Onam? Get a <strong>gold loan</strong> with same-day disbursal.</p>",
      showActionButton: true,
      actionButtonText: "Check gold loan details",
      actionButtonLink: "/loan-services/gold-loan",
      actionButtonColor: "#b45309",
      actionButtonTextColor: "#ffffff",
    });
    const title = `ഉത്സവകാല ഗോൾഡ് ലോൺ ${viewport.label}`;
    await translatePopup(id, "ml", {
      title,
      content:
        "<p>ഓണത്തിന് ഒരുങ്ങുകയാണോ? നിങ്ങളുടെ സ്വർണ്ണാഭരണങ്ങൾ ഈടായി വെച്ച് അന്നുതന്നെ <strong>ഗോൾഡ് ലോൺ</strong> എടുക്കാം. ഉപാധികളും പലിശനിരക്കുകളും ബാങ്കുകൾ തീരുമാനിക്കുന്നു.</p>",
      actionButtonText: "ഗോൾഡ് ലോൺ വിവരങ്ങൾ കാണൂ",
    });

    await visit(page, "/ml", "home");
    const dialog = popupDialog(page, title);
    await expect(dialog).toBeVisible();
    await dialog.evaluate((element) => Promise.all(element.getAnimations().map((a) => a.finished)));
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    // Nothing in it is wider than the phone.
    const box = (await dialog.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    if (process.env.SCREENSHOT_DIR) {
      await page.screenshot({ path: path.join(process.env.SCREENSHOT_DIR, `popup-ml-${viewport.width}.png`) });
    }

    await dialog.getByRole("link", { name: "ഗോൾഡ് ലോൺ വിവരങ്ങൾ കാണൂ" }).click();
    await expect(page).toHaveURL(url("/ml/loan-services/gold-loan"));

    // The English home page shows the same popup in English.
    await page.evaluate(() => sessionStorage.clear());
    await visit(page, "/", "home");
    await expect(popupDialog(page, `Festive gold loan ${viewport.label}`)).toBeVisible();
  });
}
