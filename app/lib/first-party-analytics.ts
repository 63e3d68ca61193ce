import { COOKIE_CONSENT_STORAGE_KEY, isStaffAreaPath } from "./constants";

/**
 * The site's own analytics collector (docs/decisions/0021-first-party-analytics.md): anonymous
 * counts of page views and events, batched and sent with navigator.sendBeacon to POST
 * /api/events. It runs for every visitor, stores nothing on the device (no cookie, no storage)
 * and sends no identifier: the visit markers come from counting this document's page views in
 * memory. Staff pages send nothing. Kept small (ADR 0021 gives its gzipped size).
 *
 * One exception to "no storage", made only once the visitor has said yes: Accept All reloads the
 * page (spec section 4), and the reloaded document is the same page of the same visit. The
 * collector hands its state over to it through sessionStorage (handOverToReload), which the next
 * document reads and removes at once: its page is not counted a second time, its next page
 * continues the visit, and the events not yet sent (the consent choice among them) are sent by it
 * rather than by a page in the middle of unloading.
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
let resumed = false;

/** Where Accept All's reload leaves the collector's state for the next document (sessionStorage). */
export const RELOAD_HANDOVER_STORAGE_KEY = "analyticsReloadHandover";

interface ReloadHandover {
  path: string;
  lastPath?: string;
  views: number;
  visitStarted: boolean;
  queue: FirstPartyEvent[];
}

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

/**
 * Just before Accept All reloads the page: the events not sent yet and this document's count go to
 * the next document instead of a beacon sent while the page unloads. Without storage they are
 * sent now, as any unload would.
 */
export function handOverToReload(): void {
  if (!inBrowser()) return;
  const handover: ReloadHandover = { path: location.pathname, lastPath, views, visitStarted, queue };
  try {
    sessionStorage.setItem(RELOAD_HANDOVER_STORAGE_KEY, JSON.stringify(handover));
  } catch {
    flushFirstPartyEvents();
    return;
  }
  clearTimeout(timer);
  timer = undefined;
  queue = [];
}

function readHandover(): ReloadHandover | null {
  try {
    const raw = sessionStorage.getItem(RELOAD_HANDOVER_STORAGE_KEY);
    if (raw === null) return null;
    sessionStorage.removeItem(RELOAD_HANDOVER_STORAGE_KEY);
    const value = JSON.parse(raw) as Partial<ReloadHandover> | null;
    if (typeof value?.path !== "string" || typeof value.views !== "number" || !Array.isArray(value.queue)) return null;
    return {
      path: value.path,
      lastPath: typeof value.lastPath === "string" ? value.lastPath : undefined,
      views: value.views,
      visitStarted: value.visitStarted === true,
      // The endpoint checks every field again; here only what could not be an event is left out.
      queue: value.queue.filter(
        (event: unknown): event is FirstPartyEvent =>
          typeof (event as FirstPartyEvent | null)?.type === "string" &&
          typeof (event as FirstPartyEvent).path === "string",
      ),
    };
  } catch {
    return null; // storage blocked, or not ours to read
  }
}

/** The first thing each document collects: takes over what the document before Accept All's reload left. */
function resumeAfterReload(): void {
  if (resumed) return;
  resumed = true;
  const handover = readHandover();
  if (!handover) return;
  if (handover.path === location.pathname) {
    views = handover.views;
    visitStarted = handover.visitStarted;
    lastPath = handover.lastPath;
  }
  for (const event of handover.queue) enqueue(event);
}

/** An event of the current page (not a page view); `detail` is a slug, method, kind or choice. */
export function collectEvent(type: Exclude<FirstPartyEventType, "pageview">, detail?: string): void {
  if (!inBrowser() || isStaffAreaPath(location.pathname)) return;
  resumeAfterReload();
  enqueue({ type, path: location.pathname.slice(0, 300), detail: clip(detail?.replace(/[^\w.-]/g, ""), 80) });
}

/**
 * A page view. The document's first one starts a visit unless the referrer is this site (a reload
 * or a page opened from another of ours); then it carries the referrer's domain and the UTM
 * values. The second page view of a document that started a visit marks the visit as continued.
 * After Accept All's reload the document carries on from the one before it (resumeAfterReload):
 * the reloaded page is not a new view, and the next page is the visit's second if it would have
 * been before.
 */
export function collectPageView(path: string): void {
  if (!inBrowser() || isStaffAreaPath(path)) return;
  resumeAfterReload();
  if (path === lastPath) return;
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
