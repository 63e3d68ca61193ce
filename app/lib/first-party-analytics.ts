import { COOKIE_CONSENT_STORAGE_KEY, isStaffAreaPath } from "./constants";

/**
 * The site's own analytics collector (docs/decisions/0021-first-party-analytics.md): anonymous
 * counts of page views and events, batched and sent with navigator.sendBeacon to POST
 * /api/events. It runs for every visitor, stores nothing on the device (no cookie, no storage)
 * and sends no identifier: the visit markers come from counting this document's page views in
 * memory. Staff pages send nothing. Kept small (ADR 0021 gives its gzipped size).
 */

export type FirstPartyEventType =
  | "pageview"
  | "service_view"
  | "contact_interaction"
  | "user_engagement"
  | "lead_form_opened"
  | "lead_submitted"
  | "consent";

/** One event as POST /api/events takes it (server/analytics/analytics.schema.ts). */
export interface FirstPartyEvent {
  type: FirstPartyEventType;
  path: string;
  detail?: string;
  visitStart?: boolean;
  visitContinued?: boolean;
  referrer?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
}

export const EVENTS_ENDPOINT = "/api/events";
/** A batch leaves after this many events, after FLUSH_AFTER_MS, or when the page is hidden. */
const BATCH_SIZE = 10;
const FLUSH_AFTER_MS = 2000;

let queue: FirstPartyEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let views = 0;
let visitStarted = false;
let lastPath: string | undefined;
let listening = false;

const clip = (value: string | null | undefined, length: number) => value?.trim().slice(0, length) || undefined;

function consented(): boolean {
  try {
    return localStorage.getItem(COOKIE_CONSENT_STORAGE_KEY) === "accepted";
  } catch {
    return false;
  }
}

/** Sends what is queued, at once (sendBeacon survives the page being closed). */
export function flushFirstPartyEvents(): void {
  clearTimeout(timer);
  timer = undefined;
  if (queue.length === 0) return;
  const body = JSON.stringify({ consent: consented(), events: queue });
  queue = [];
  // Every browser the site supports has sendBeacon; without it (very old browsers, test
  // documents) nothing is sent: counts are not worth a request that competes with the page's own.
  navigator.sendBeacon?.(EVENTS_ENDPOINT, new Blob([body], { type: "application/json" }));
}

function enqueue(event: FirstPartyEvent): void {
  if (!listening) {
    listening = true;
    addEventListener("pagehide", flushFirstPartyEvents);
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "hidden") flushFirstPartyEvents();
    });
  }
  queue.push(event);
  if (queue.length >= BATCH_SIZE) flushFirstPartyEvents();
  else timer ??= setTimeout(flushFirstPartyEvents, FLUSH_AFTER_MS);
}

/** Outside a browser (server rendering, tests) there is nothing to count. */
const inBrowser = () => typeof document !== "undefined" && typeof location !== "undefined";

/** An event of the current page (not a page view); `detail` is a slug, method, kind or choice. */
export function collectEvent(type: Exclude<FirstPartyEventType, "pageview">, detail?: string): void {
  if (!inBrowser() || isStaffAreaPath(location.pathname)) return;
  enqueue({ type, path: location.pathname.slice(0, 300), detail: clip(detail?.replace(/[^\w.-]/g, ""), 80) });
}

/**
 * A page view. The document's first one starts a visit unless the referrer is this site (a reload
 * or a page opened from another of ours); then it carries the referrer's domain and the UTM
 * values. The second page view of a document that started a visit marks the visit as continued.
 */
export function collectPageView(path: string): void {
  if (!inBrowser() || isStaffAreaPath(path) || path === lastPath) return;
  lastPath = path;
  views += 1;
  const event: FirstPartyEvent = { type: "pageview", path: path.slice(0, 300) };
  if (views === 1) {
    let referrer: URL | undefined;
    try {
      referrer = new URL(document.referrer);
    } catch {
      // No referrer: a direct visit.
    }
    if (referrer?.host !== location.host) {
      visitStarted = event.visitStart = true;
      if (referrer?.hostname) event.referrer = referrer.hostname;
      const query = new URLSearchParams(location.search);
      event.utmSource = clip(query.get("utm_source"), 100);
      event.utmMedium = clip(query.get("utm_medium"), 100);
      event.utmCampaign = clip(query.get("utm_campaign"), 100);
    }
  } else if (views === 2 && visitStarted) {
    event.visitContinued = true;
  }
  enqueue(event);
}
