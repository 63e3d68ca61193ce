import type { BrowserContext, Page } from "@playwright/test";

/**
 * Tracker helpers for the consent and tracking specs. The e2e server has tracker ids
 * (playwright.config.ts); the tracker hosts are answered by small local scripts and anything else
 * to a Google or Meta host is aborted, so nothing leaves the machine.
 */

export const GA_ID = "G-TEST123456";
export const PIXEL_ID = "123456789012345";

const TRACKER_HOST = /(^|\.)(google|googletagmanager|google-analytics|doubleclick|gstatic|facebook|fbcdn)\.[a-z.]+$/i;

function isTrackerHost(url: string): boolean {
  try {
    return TRACKER_HOST.test(new URL(url).hostname) || new URL(url).hostname.endsWith("facebook.net");
  } catch {
    return false;
  }
}

/** Every request to a Google or Meta host, mocked or aborted. */
export async function interceptTrackers(context: BrowserContext, page: Page): Promise<string[]> {
  const requested: string[] = [];
  context.on("request", (request) => {
    if (isTrackerHost(request.url())) requested.push(request.url());
  });
  await context.route("**/*", (route) =>
    isTrackerHost(route.request().url()) ? route.abort("blockedbyclient") : route.fallback(),
  );
  await page.route("https://www.googletagmanager.com/gtag/js?**", (route) =>
    route.fulfill({ contentType: "application/javascript", body: "window.__gaLoaded = 1;" }),
  );
  await page.route("https://connect.facebook.net/en_US/fbevents.js", (route) =>
    route.fulfill({ contentType: "application/javascript", body: "window.__pixelLoaded = 1;" }),
  );
  return requested;
}

/** dataLayer entries as plain arrays (gtag pushes Arguments objects). */
export async function dataLayer(page: Page): Promise<unknown[][]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((entry) => Array.from(entry)),
  );
}

/** The calls queued on the Meta Pixel stub (the mocked fbevents.js never drains the queue). */
export async function pixelQueue(page: Page): Promise<unknown[][]> {
  return page.evaluate(() =>
    ((window as unknown as { fbq?: { queue?: ArrayLike<unknown>[] } }).fbq?.queue ?? []).map((entry) =>
      Array.from(entry),
    ),
  );
}

export const deniedDefault = [
  "consent",
  "default",
  {
    ad_storage: "denied",
    analytics_storage: "denied",
    ad_user_data: "denied",
    ad_personalization: "denied",
    wait_for_update: 500,
  },
];

/** A cookie choice made on an earlier visit: stored before the first page runs (a later choice in the test wins). */
export async function presetConsent(page: Page, choice: "accepted" | "declined"): Promise<void> {
  await page.addInitScript((value) => {
    if (!localStorage.getItem("cookieConsent")) localStorage.setItem("cookieConsent", value);
  }, choice);
}
