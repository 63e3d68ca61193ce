import { leadEventValue } from "~server/leads/lead-rules";
import type { LeadKind } from "~server/vocabulary/leads";
import { collectEvent, type FirstPartyEventType } from "./first-party-analytics";
import { CONSENT_DENIED, CONSENT_GRANTED, GA4_SCRIPT_URL, META_PIXEL_SCRIPT_URL, type TrackingIds } from "./consent";
import {
  ANALYTICS_EVENTS,
  COOKIE_CONSENT_STORAGE_KEY,
  LEAD_EVENT_CURRENCY,
  PIXEL_EVENTS,
  isStaffAreaPath,
} from "./constants";

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

/** GA4 event names we send: the spec's analytics events plus GA4's own lead and page view. */
type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number] | "generate_lead" | "page_view";
type PixelEventName = (typeof PIXEL_EVENTS)[number];
type EventParams = Record<string, unknown>;

/**
 * The GA4 events the site's own analytics also count (for every visitor, anonymously: ADR 0021),
 * as which first-party event, and the parameter that becomes its detail.
 */
const FIRST_PARTY_EVENTS: Partial<Record<AnalyticsEventName, [FirstPartyEventType, string]>> = {
  service_view: ["service_view", "service"],
  contact_interaction: ["contact_interaction", "method"],
  user_engagement: ["user_engagement", "service"],
  generate_lead: ["lead_submitted", "lead_type"],
};

/**
 * Sends one GA4 event and/or one Pixel event, only with consent. Either tracker may be missing
 * (no id configured, or the pixel removed after a decline): then that half is skipped. The
 * first-party counterpart, which carries no identifier, is counted whatever the consent.
 */
function send(analytics: [AnalyticsEventName, EventParams] | null, pixel: [PixelEventName, EventParams?] | null) {
  const firstParty = analytics && FIRST_PARTY_EVENTS[analytics[0]];
  if (firstParty) {
    const detail = analytics[1][firstParty[1]];
    collectEvent(
      firstParty[0] as Exclude<FirstPartyEventType, "pageview">,
      typeof detail === "string" ? detail : undefined,
    );
  }
  if (!hasTrackingConsent()) return;
  const { gtag, fbq } = trackers();
  if (analytics) gtag?.("event", ...analytics);
  if (pixel) fbq?.("track", ...pixel);
}

export interface LeadEvent {
  kind: LeadKind;
  /** The amount as a string of rupees (the normalised amount); its digits become the value. */
  amount?: string | number | null;
  serviceSlug?: string;
}

/**
 * GA4 `generate_lead` and Meta Pixel `Lead` after a successful submission, with consent only. A
 * contact-form message is also a contact interaction (method `contact_form`), like a tap on the
 * phone number: the contact events then count every way a visitor reached out.
 */
export function trackLead(event: LeadEvent): void {
  const value = leadEventValue(event.amount);
  send(
    [
      "generate_lead",
      {
        value,
        currency: LEAD_EVENT_CURRENCY,
        lead_type: event.kind,
        ...(event.serviceSlug ? { service: event.serviceSlug } : {}),
      },
    ],
    [
      "Lead",
      {
        value,
        currency: LEAD_EVENT_CURRENCY,
        ...(event.serviceSlug ? { content_name: event.serviceSlug } : {}),
      },
    ],
  );
  if (event.kind === "contact_message") trackContactInteraction("contact_form");
}

/** The loan service a page shows; the slug is the stable key (staff may rename a service). */
export interface TrackedService {
  slug: string;
  name: string;
}

/**
 * GA4 `service_view` and Pixel `ViewContent` for one view of a loan service page. The Pixel's
 * `content_name` is the slug, as in `Lead`, so viewers and leads of a service match in Meta.
 */
export function trackServiceView(service: TrackedService): void {
  send(
    ["service_view", { service: service.slug, service_name: service.name }],
    ["ViewContent", { content_name: service.slug, content_category: "loan_service" }],
  );
}

/**
 * GA4 `user_engagement` when a visitor first works the EMI calculator on a page: someone who
 * prices a loan is far more likely to apply than someone who only scrolls past. GA4 sends an
 * automatic `user_engagement` of its own (engagement time); `engagement_type` tells ours apart.
 */
export function trackEmiCalculatorUse(service: TrackedService): void {
  send(
    ["user_engagement", { engagement_type: "emi_calculator", service: service.slug, service_name: service.name }],
    null,
  );
}

export type ContactMethod = "phone" | "whatsapp" | "email" | "contact_form";

/** GA4 `contact_interaction` and Pixel `Contact`, with consent only. */
export function trackContactInteraction(method: ContactMethod): void {
  send(["contact_interaction", { method }], ["Contact", { method }]);
}

const WHATSAPP_HOSTS = new Set(["wa.me", "api.whatsapp.com"]);

/**
 * The contact method a link starts: `tel:`, `mailto:`, or a WhatsApp click-to-chat link
 * (wa.me, api.whatsapp.com, whatsapp://). Group invites (chat.whatsapp.com) and other links: null.
 */
export function contactMethodOfLink(href: string): ContactMethod | null {
  let url: URL;
  try {
    url = new URL(href.trim());
  } catch {
    return null;
  }
  switch (url.protocol) {
    case "tel:":
      return "phone";
    case "mailto:":
      return "email";
    case "whatsapp:":
      return "whatsapp";
    case "https:":
    case "http:":
      return WHATSAPP_HOSTS.has(url.hostname.toLowerCase()) ? "whatsapp" : null;
    default:
      return null;
  }
}

/**
 * One click listener for the whole document: a click (or Enter) on a phone, WhatsApp or e-mail
 * link anywhere sends `contact_interaction`, so no link needs its own handler and links added
 * later (popups, blog posts) count too. Capture phase: a link's own handler that stops
 * propagation cannot hide the click. Staff clicking a lead's number in the admin are not visitors
 * contacting us, so the staff area is left out. Returns the function that removes the listener.
 */
export function listenForContactClicks(doc: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    const path = doc.defaultView?.location.pathname ?? "";
    if (isStaffAreaPath(path)) return;
    const target = event.target as Element | null;
    const link = typeof target?.closest === "function" ? target.closest("a[href]") : null;
    const method = link ? contactMethodOfLink((link as HTMLAnchorElement).href) : null;
    if (method) trackContactInteraction(method);
  };
  doc.addEventListener("click", onClick, true);
  return () => doc.removeEventListener("click", onClick, true);
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

/**
 * A lead form was shown (a dialog opened, or a page with a form): counted first-party only (ADR
 * 0021), with the form's kind as its detail (which form people see, beside which they send).
 */
export function trackLeadFormOpened(kind: LeadKind): void {
  collectEvent("lead_form_opened", kind);
}

/** The visitor's Accept / Decline on the cookie banner: an anonymous first-party count (ADR 0021). */
export function trackConsentChoice(choice: "accepted" | "declined"): void {
  collectEvent("consent", choice);
}

/** A page view to GA4 and the Meta Pixel (client-side path changes), with consent only. */
export function trackPageView(pagePath: string): void {
  send(["page_view", { page_path: pagePath }], ["PageView"]);
}
