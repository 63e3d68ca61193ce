import { leadEventValue } from "../../server/leads/lead-rules";
import { COOKIE_CONSENT_STORAGE_KEY, LEAD_EVENT_CURRENCY } from "./constants";

/**
 * The one module that talks to analytics (GA4 gtag) and the ad pixel (Meta fbq). Nothing is sent
 * unless the visitor accepted tracking; the consent issue loads the scripts and page views.
 */

type Gtag = (command: "event", name: string, params: Record<string, unknown>) => void;
type Fbq = (command: "track", name: string, params?: Record<string, unknown>) => void;

interface TrackingWindow {
  gtag?: Gtag;
  fbq?: Fbq;
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
