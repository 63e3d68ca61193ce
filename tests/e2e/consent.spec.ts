import AxeBuilder from "@axe-core/playwright";
import { expect, test, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { markDocument, waitForHydration } from "./support/site";
import {
  dataLayer,
  deniedDefault,
  GA_ID,
  interceptTrackers,
  PIXEL_ID,
  pixelQueue,
  presetConsent,
} from "./support/trackers";

/** Cookie consent and consent-gated tracking (spec section 4); tracker hosts never get a real request. */

function banner(page: Page) {
  return page.getByRole("region", { name: "Cookies on this website" });
}

const grantedUpdate = [
  "consent",
  "update",
  { ad_storage: "granted", analytics_storage: "granted", ad_user_data: "granted", ad_personalization: "granted" },
];

async function goToServices(page: Page) {
  await page.getByRole("link", { name: "View All Services" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Our loan and financial services" })).toBeVisible();
}

test("before consent: default denied in the dataLayer, no tracker request, banner after about 1 s", async ({
  context,
  page,
}) => {
  const requested = await interceptTrackers(context, page);
  const start = Date.now();
  await page.goto("/");
  expect(await dataLayer(page)).toEqual([deniedDefault]);
  await waitForHydration(page);
  await expect(banner(page)).toBeVisible();
  expect(Date.now() - start).toBeGreaterThanOrEqual(1000);

  const region = banner(page);
  await expect(region.getByRole("link", { name: "Cookie Policy" })).toHaveAttribute("href", "/cookie-policy");
  await expect(region.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
  // Non-modal: the rest of the page stays usable and focus is not moved or trapped.
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await page.waitForLoadState("networkidle");
  expect(requested).toEqual([]);
  expect(await page.evaluate(() => "fbq" in window)).toBe(false);
});

test("Decline Non-Essential stores the choice and keeps every tracker away", async ({ context, page }) => {
  const requested = await interceptTrackers(context, page);
  await page.goto("/");
  await waitForHydration(page);
  await banner(page).getByRole("button", { name: "Decline Non-Essential", exact: true }).click();
  await expect(banner(page)).toBeHidden();
  const stored = await page.evaluate(() => [
    localStorage.getItem("cookieConsent"),
    localStorage.getItem("cookieConsentDate"),
  ]);
  expect(stored[0]).toBe("declined");
  expect(new Date(stored[1] ?? "").toISOString()).toBe(stored[1]);
  expect(await dataLayer(page)).toContainEqual([
    "consent",
    "update",
    { ad_storage: "denied", analytics_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" },
  ]);

  await page.reload();
  await waitForHydration(page);
  await page.waitForTimeout(1500);
  await expect(banner(page)).toBeHidden();
  expect(await dataLayer(page)).toEqual([deniedDefault]);
  await goToServices(page);
  await page.waitForLoadState("networkidle");
  expect(requested).toEqual([]);
  expect(await dataLayer(page)).toEqual([deniedDefault]);
});

test("the close icon declines non-essential cookies", async ({ context, page }) => {
  const requested = await interceptTrackers(context, page);
  await page.goto("/");
  await waitForHydration(page);
  await banner(page).getByRole("button", { name: "Close and decline non-essential cookies" }).click();
  await expect(banner(page)).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem("cookieConsent"))).toBe("declined");
  expect(requested).toEqual([]);
});

test("Accept All reloads, loads GA4 and the Meta Pixel with the configured ids and counts client page views", async ({
  context,
  page,
}) => {
  const requested = await interceptTrackers(context, page);
  await page.goto("/");
  await waitForHydration(page);
  await markDocument(page);
  expect(requested).toEqual([]);

  const reloaded = page.waitForEvent("load");
  await banner(page).getByRole("button", { name: "Accept All" }).click();
  await reloaded;
  await waitForHydration(page);
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBeUndefined();
  expect(await page.evaluate(() => localStorage.getItem("cookieConsent"))).toBe("accepted");

  await page.waitForFunction(() => {
    const w = window as unknown as { __gaLoaded?: number; __pixelLoaded?: number };
    return w.__gaLoaded === 1 && w.__pixelLoaded === 1;
  });
  expect(requested).toContain(`https://www.googletagmanager.com/gtag/js?id=${GA_ID}`);
  expect(requested).toContain("https://connect.facebook.net/en_US/fbevents.js");
  await expect(banner(page)).toBeHidden();

  const layer = await dataLayer(page);
  expect(layer[0]).toEqual(deniedDefault);
  expect(layer[1]).toEqual(grantedUpdate);
  expect(layer).toContainEqual(["config", GA_ID]);
  expect(await pixelQueue(page)).toEqual([
    ["init", PIXEL_ID],
    ["track", "PageView"],
  ]);
  // No page_view event on the first load: config and the pixel's init count it.
  expect(layer.filter((entry) => entry[1] === "page_view")).toEqual([]);

  await goToServices(page);
  await expect.poll(() => dataLayer(page)).toContainEqual(["event", "page_view", { page_path: "/services" }]);
  expect(await pixelQueue(page)).toEqual([
    ["init", PIXEL_ID],
    ["track", "PageView"],
    ["track", "PageView"],
  ]);
});

test("Cookie settings in the footer reopens the banner, and declining there removes the pixel", async ({
  context,
  page,
}) => {
  await interceptTrackers(context, page);
  await presetConsent(page, "accepted");
  await page.goto("/");
  await waitForHydration(page);
  await page.waitForFunction(() => (window as unknown as { __pixelLoaded?: number }).__pixelLoaded === 1);
  await expect(banner(page)).toBeHidden();

  await page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" }).click();
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toBeFocused();
  await banner(page).getByRole("button", { name: "Decline Non-Essential", exact: true }).click();
  await expect(banner(page)).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem("cookieConsent"))).toBe("declined");
  expect(await page.evaluate(() => ["fbq" in window, "_fbq" in window])).toEqual([false, false]);
  await expect(page.locator('script[src*="connect.facebook.net"]')).toHaveCount(0);

  await page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" }).click();
  await expect(banner(page)).toBeVisible();
});

for (const viewport of [
  { label: "desktop", width: 1280, height: 800 },
  { label: "375 px", width: 375, height: 740 },
]) {
  test.describe(`the open banner at ${viewport.label}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("has no axe violations", async ({ context, page }) => {
      await interceptTrackers(context, page);
      await page.goto("/");
      await waitForHydration(page);
      await expect(banner(page)).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    });
  });
}

/**
 * Accept All reloads the page (spec section 4). What a visitor typed before answering the banner
 * comes back after that reload, in this tab only, once; a sent form leaves nothing behind.
 */
const typed = {
  name: "Anjali Menon",
  mobile: "94471 23456",
  email: "anjali.menon@example.in",
  message: "Please call me about a home loan top-up.",
};

async function acceptAllAndWaitForReload(page: Page) {
  await expect(banner(page)).toBeVisible();
  const reloaded = page.waitForEvent("load");
  await banner(page).getByRole("button", { name: "Accept All" }).click();
  await reloaded;
  await waitForHydration(page);
}

/**
 * Opens a page (tracker hosts answered locally) and types the visitor's name and mobile number
 * into the form `formOf` finds (opening it first with `open`, if given). Answers the requests
 * other than the lead itself that ever carry the name: there must be none.
 */
async function typeNameAndMobile(
  context: BrowserContext,
  page: Page,
  path: string,
  formOf: (page: Page) => Locator,
  open?: (page: Page) => Promise<void>,
): Promise<string[]> {
  await interceptTrackers(context, page);
  const leaked: string[] = [];
  page.on("request", (request) => {
    const requestPath = new URL(request.url()).pathname;
    const carried = `${request.url()} ${request.postData() ?? ""}`;
    if (requestPath !== "/api/leads" && carried.includes(typed.name)) leaked.push(requestPath);
  });
  await page.goto(path);
  await waitForHydration(page);
  await open?.(page);
  await formOf(page).getByLabel("Full name").fill(typed.name);
  await formOf(page).getByLabel("Mobile number").fill(typed.mobile);
  return leaked;
}

/** Everything this origin keeps in the browser's storages, as one string. */
async function storedText(page: Page): Promise<string> {
  return page.evaluate(() => JSON.stringify({ session: { ...sessionStorage }, local: { ...localStorage } }));
}

/** Ticks consent, sends the form, sees its thanks, then reloads the page. */
async function sendThenReload(page: Page, form: Locator, send: string, thanks: string) {
  await form.getByRole("checkbox", { name: /I agree/ }).check();
  await form.getByRole("button", { name: send }).click();
  await expect(page.getByText(thanks)).toBeVisible();
  await page.reload();
  await waitForHydration(page);
}

function heroApplyButton(page: Page) {
  return page
    .locator("section")
    .filter({ has: page.getByRole("heading", { level: 1 }) })
    .getByRole("button", { name: "Apply Now" });
}

for (const viewport of [
  { label: "1280 px", width: 1280, height: 800 },
  { label: "375 px", width: 375, height: 740 },
]) {
  test.describe(`Accept All keeps what was typed, at ${viewport.label}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("/contact: the values are back after the reload, unticked consent stays unticked, and a sent message leaves nothing behind", async ({
      context,
      page,
    }) => {
      const contactForm = (on: Page) => on.getByRole("form", { name: "Contact form" });
      const leaked = await typeNameAndMobile(context, page, "/contact", contactForm);
      const form = contactForm(page);
      await form.getByLabel("E-mail").fill(typed.email);
      await form.getByLabel("Your message").fill(typed.message);

      await acceptAllAndWaitForReload(page);
      await expect(form.getByLabel("Full name")).toHaveValue(typed.name);
      await expect(form.getByLabel("Mobile number")).toHaveValue(typed.mobile);
      await expect(form.getByLabel("E-mail")).toHaveValue(typed.email);
      await expect(form.getByLabel("Subject")).toHaveValue("");
      await expect(form.getByLabel("Your message")).toHaveValue(typed.message);
      await expect(form.getByRole("checkbox", { name: /I agree/ })).not.toBeChecked();
      // Taken back once: nothing of it is left in the browser's storage.
      expect(await storedText(page)).not.toContain("Anjali");

      await sendThenReload(page, form, "Send message", "Thank you, your message has reached us");
      await expect(form.getByLabel("Full name")).toHaveValue("");
      await expect(form.getByLabel("Your message")).toHaveValue("");
      expect(await storedText(page)).not.toContain("Anjali");
      expect(leaked).toEqual([]);
    });

    test("a loan page: what was typed into the Apply Now form is there again after the reload, until it is sent", async ({
      context,
      page,
    }) => {
      const applyDialog = (on: Page) => on.getByRole("dialog", { name: "Apply for Home Loans" });
      const leaked = await typeNameAndMobile(context, page, "/loan-services/home-loans", applyDialog, (on) =>
        heroApplyButton(on).click(),
      );
      const dialog = applyDialog(page);
      // The dialog covers the banner: the visitor closes it (keeping what was typed) to answer.
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();

      await acceptAllAndWaitForReload(page);
      await heroApplyButton(page).click();
      await expect(dialog.getByLabel("Full name")).toHaveValue(typed.name);
      await expect(dialog.getByLabel("Mobile number")).toHaveValue(typed.mobile);
      await expect(dialog.getByRole("checkbox", { name: /I agree/ })).not.toBeChecked();
      expect(await storedText(page)).not.toContain("Anjali");

      await sendThenReload(page, dialog, "Send my details", "Thank you, we have your details");
      await heroApplyButton(page).click();
      await expect(dialog.getByLabel("Full name")).toHaveValue("");
      await expect(dialog.getByLabel("Mobile number")).toHaveValue("");
      expect(leaked).toEqual([]);
    });
  });
}

type Box = { x: number; y: number; width: number; height: number };

function overlaps(a: Box | null, b: Box | null): boolean {
  if (!a || !b) throw new Error("a box to compare is missing");
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** A picture of what the visitor sees, kept when SCREENSHOT_DIR is set (nothing compares it). */
async function keepViewportPicture(page: Page, name: string) {
  if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/${name}.png` });
}

test.describe("the banner at 375 px and the field being typed in", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the banner is compact, and a focused field is never behind it (tapped or reached with Tab)", async ({
    context,
    page,
  }) => {
    await interceptTrackers(context, page);
    await page.goto("/contact");
    await waitForHydration(page);
    await expect(banner(page)).toBeVisible();
    const bannerBox = await banner(page).boundingBox();
    // No more than a third of the phone's screen.
    expect(bannerBox!.height).toBeLessThanOrEqual(740 / 3);

    // A field further down the form, scrolled so only its top edge shows above the banner: the
    // visitor taps that edge.
    const form = page.getByRole("form", { name: "Contact form" });
    const subject = form.getByLabel("Subject");
    await subject.evaluate((element, bannerTop) => {
      window.scrollBy({ top: element.getBoundingClientRect().top - (bannerTop - 10), behavior: "instant" });
    }, bannerBox!.y);
    const edge = await subject.boundingBox();
    expect(overlaps(edge, await banner(page).boundingBox())).toBe(true);
    await page.mouse.click(edge!.x + 24, edge!.y + 5);
    await expect(subject).toBeFocused();
    await expect.poll(async () => overlaps(await subject.boundingBox(), await banner(page).boundingBox())).toBe(false);
    await expect(subject).toBeInViewport({ ratio: 1 });
    await keepViewportPicture(page, "consent-375-banner-focused-subject");

    // On with Tab to the message, and back up with Shift+Tab.
    const steps: [string, Locator][] = [
      ["Tab", form.getByLabel("Your message")],
      ["Shift+Tab", subject],
      ["Shift+Tab", form.getByLabel("E-mail")],
    ];
    for (const [key, field] of steps) {
      await page.keyboard.press(key);
      await expect(field).toBeFocused();
      await expect.poll(async () => overlaps(await field.boundingBox(), await banner(page).boundingBox())).toBe(false);
      await expect(field).toBeInViewport({ ratio: 1 });
      if (field === steps[0]![1]) await keepViewportPicture(page, "consent-375-banner-focused-message");
    }
    await expect(banner(page)).toBeVisible();
  });
});
