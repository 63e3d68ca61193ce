import { leadEventValue } from "../../server/leads/lead-rules";
import { CONSENT_DENIED, CONSENT_GRANTED, GA4_SCRIPT_URL, META_PIXEL_SCRIPT_URL, type TrackingIds } from "./consent";
import { COOKIE_CONSENT_STORAGE_KEY, LEAD_EVENT_CURRENCY } from "./constants";

/**
 * The one module that talks to analytics (GA4 gtag) and the ad pixel (Meta fbq). Nothing is sent
 * unless the visitor accepted tracking. The consent default (denied) and the startup loading for a
 * previous "accepted" happen in the inline head script of `consentStartupScript` (lib/consent.ts).
 */

type Gtag = (...args: unknown[]) => void;
interface Fbq {
  (...args: unknown[]): void;
  callMethod?: (...args: unknown[]) => void;
  queue?: unknown[];
  push?: Fbq;
  loaded?: boolean;
  version?: string;
}

interface TrackingWindow {
  dataLayer?: unknown[];
  gtag?: Gtag;
  fbq?: Fbq;
  _fbq?: Fbq;
}

export function hasTrackingConsent(): boolean {
  try {
    return globalThis.localStorage?.getItem(COOKIE_CONSENT_STORAGE_KEY) === "accepted";
  } catch {
    return false;
  }
}

function trackers(): TrackingWindow {
  return typeof window === "undefined" ? {} : (window as unknown as TrackingWindow);
}

export interface LeadEvent {
  kind: "loan_enquiry" | "contact_message" | "partner_application";
  /** The amount as a string of rupees (the normalised amount); its digits become the value. */
  amount?: string | number | null;
  serviceSlug?: string;
}

/** GA4 `generate_lead` and Meta Pixel `Lead` after a successful submission, with consent only. */
export function trackLead(event: LeadEvent): void {
  if (!hasTrackingConsent()) return;
  const value = leadEventValue(event.amount);
  const { gtag, fbq } = trackers();
  gtag?.("event", "generate_lead", {
    value,
    currency: LEAD_EVENT_CURRENCY,
    lead_type: event.kind,
    ...(event.serviceSlug ? { service: event.serviceSlug } : {}),
  });
  fbq?.("track", "Lead", {
    value,
    currency: LEAD_EVENT_CURRENCY,
    ...(event.serviceSlug ? { content_name: event.serviceSlug } : {}),
  });
}

/** `gtag`, defined by the startup snippet; defined here too if that snippet did not run. */
function ensureGtag(): Gtag | undefined {
  if (typeof window === "undefined") return undefined;
  const w = window as unknown as TrackingWindow;
  w.dataLayer = w.dataLayer ?? [];
  if (!w.gtag) {
    const dataLayer = w.dataLayer;
    w.gtag = function gtag() {
      // gtag.js reads the Arguments object itself, not an array copy.
      // eslint-disable-next-line prefer-rest-params
      dataLayer.push(arguments);
    };
  }
  return w.gtag;
}

/** The nonce of this document's scripts (the browser hides the attribute but keeps the property). */
function documentNonce(): string {
  const script = document.querySelector<HTMLScriptElement>("script[nonce]");
  return script?.nonce || script?.getAttribute("nonce") || "";
}

function appendScript(src: string): void {
  const script = document.createElement("script");
  script.async = true;
  script.src = src;
  const nonce = documentNonce();
  if (nonce) script.nonce = nonce;
  document.head.appendChild(script);
}

/** Consent mode update after Accept All. */
export function grantTrackingConsent(): void {
  ensureGtag()?.("consent", "update", { ...CONSENT_GRANTED });
}

/** Consent mode update after Decline Non-Essential (or the close icon). */
export function denyTrackingConsent(): void {
  ensureGtag()?.("consent", "update", { ...CONSENT_DENIED });
}

/** Loads GA4 and the Meta Pixel for the configured ids (after Accept All). Without ids nothing loads. */
export function loadTrackers(ids: TrackingIds): void {
  if (typeof document === "undefined") return;
  const w = window as unknown as TrackingWindow;
  const gtag = ensureGtag();
  if (ids.ga4MeasurementId && !document.querySelector(`script[src^="${GA4_SCRIPT_URL}"]`)) {
    appendScript(`${GA4_SCRIPT_URL}?id=${encodeURIComponent(ids.ga4MeasurementId)}`);
    gtag?.("js", new Date());
    gtag?.("config", ids.ga4MeasurementId);
  }
  if (ids.metaPixelId && !w.fbq) {
    const fbq: Fbq = (...args: unknown[]) => {
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue?.push(args);
    };
    fbq.push = fbq;
    fbq.loaded = true;
    fbq.version = "2.0";
    fbq.queue = [];
    w.fbq = fbq;
    if (!w._fbq) w._fbq = fbq;
    appendScript(META_PIXEL_SCRIPT_URL);
    fbq("init", ids.metaPixelId);
    fbq("track", "PageView");
  }
}

/** Removes the ad pixel after a decline: its script element and globals. Failures are only logged. */
export function removeAdPixel(): void {
  try {
    for (const script of document.querySelectorAll(`script[src*="connect.facebook.net"]`)) script.remove();
    const w = window as unknown as TrackingWindow;
    delete w.fbq;
    delete w._fbq;
  } catch (error) {
    console.warn("Could not remove the Meta Pixel", error);
  }
}

/** A page view to GA4 and the Meta Pixel (client-side path changes), with consent only. */
export function trackPageView(pagePath: string): void {
  if (!hasTrackingConsent()) return;
  const { gtag, fbq } = trackers();
  gtag?.("event", "page_view", { page_path: pagePath });
  fbq?.("track", "PageView");
}
