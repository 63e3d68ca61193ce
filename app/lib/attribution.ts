/**
 * Where a visit came from, sent with each lead: the landing page (path and query), an external
 * referrer and the utm_* parameters of the first page of the visit. Kept in sessionStorage, so a
 * visit is one browser tab session and later pages of it do not overwrite the first one.
 *
 * The landing page is read from the document's navigation entry, not from the current address:
 * after client-side navigations the document's first URL is still the page the visitor landed
 * on, so recording late (when a lead form mounts) gives the same answer as recording at once.
 */

export interface UtmParams {
  source?: string;
  medium?: string;
  campaign?: string;
  term?: string;
  content?: string;
}

export interface Attribution {
  landingPage?: string;
  referrer?: string;
  utm?: UtmParams;
}

export const ATTRIBUTION_STORAGE_KEY = "leadAttribution";

const UTM_KEYS = ["source", "medium", "campaign", "term", "content"] as const;
const MAX_PAGE_LENGTH = 500;
const MAX_UTM_LENGTH = 200;

/** The URL this document was first loaded from (falls back to the current address). */
function documentLandingUrl(): URL {
  try {
    const [entry] = performance.getEntriesByType("navigation");
    if (entry?.name) return new URL(entry.name);
  } catch {
    // No Performance API (old browsers, tests): the current address is the best we have.
  }
  return new URL(window.location.href);
}

/** The referrer's URL when it is another site; same-site and empty referrers give undefined. */
function externalReferrer(referrer: string, ownOrigin: string): string | undefined {
  if (!referrer) return undefined;
  try {
    const url = new URL(referrer);
    if (url.origin === ownOrigin) return undefined;
    return url.href.slice(0, MAX_PAGE_LENGTH);
  } catch {
    return undefined;
  }
}

/** Reads the attribution of the current document: landing URL, referrer and utm_* parameters. */
export function readAttribution(
  landing: URL = documentLandingUrl(),
  referrer: string = document.referrer,
): Attribution {
  const result: Attribution = {
    landingPage: `${landing.pathname}${landing.search}`.slice(0, MAX_PAGE_LENGTH),
  };
  const external = externalReferrer(referrer, landing.origin);
  if (external) result.referrer = external;
  const utm: UtmParams = {};
  for (const key of UTM_KEYS) {
    const value = landing.searchParams.get(`utm_${key}`)?.trim();
    if (value) utm[key] = value.slice(0, MAX_UTM_LENGTH);
  }
  if (Object.keys(utm).length > 0) result.utm = utm;
  return result;
}

function loadStored(): Attribution | null {
  try {
    const raw = window.sessionStorage.getItem(ATTRIBUTION_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === "object" ? (parsed as Attribution) : null;
  } catch {
    return null;
  }
}

/**
 * Records the visit's attribution once per tab session; later calls keep the first record.
 * Call it on every page (cheap); it does nothing on the server.
 */
export function recordAttribution(): void {
  if (typeof window === "undefined") return;
  if (loadStored()) return;
  try {
    window.sessionStorage.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(readAttribution()));
  } catch {
    // Storage can be full or blocked (privacy modes): attribution() reads the document instead.
  }
}

/** The attribution to send with a lead: the recorded one, or the current document's. */
export function attribution(): Attribution {
  if (typeof window === "undefined") return {};
  recordAttribution();
  const stored = loadStored() ?? readAttribution();
  // Only pass on the known keys, whatever is in storage.
  const result: Attribution = {};
  if (typeof stored.landingPage === "string") result.landingPage = stored.landingPage;
  if (typeof stored.referrer === "string") result.referrer = stored.referrer;
  if (stored.utm && typeof stored.utm === "object") {
    const utm: UtmParams = {};
    for (const key of UTM_KEYS) {
      const value = stored.utm[key];
      if (typeof value === "string" && value) utm[key] = value;
    }
    if (Object.keys(utm).length > 0) result.utm = utm;
  }
  return result;
}
