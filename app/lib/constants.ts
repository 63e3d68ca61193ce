/** Business constants fixed by spec section 9 (and sections 4 and 7). One place, one value. */

export const COOKIE_BANNER_DELAY_MS = 1000;
export const CONSENT_WAIT_FOR_UPDATE_MS = 500;
export const POPUP_REFETCH_INTERVAL_MS = 30_000;
export const POPUP_IMAGE_MAX_HEIGHT_PX = 200;
/** "Narrow widths" (spec section 9 leaves the exact ones open); each fits a 375 px phone less margins. */
export const POPUP_MAX_WIDTH_REM = { small: 20, medium: 28, large: 36 } as const;

export const HOME_SERVICE_COUNT = 6;

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = ["F8"] as const;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** How long unused query data stays in memory (the data cache default). */
export const QUERY_GC_TIME_MS = 5 * 60 * 1000;
export const RETRY_BASE_DELAY_MS = 1000;
export const RETRY_MAX_DELAY_MS = 30_000;

export const LEAD_EVENT_CURRENCY = "INR";
export const ANALYTICS_EVENTS = ["service_view", "contact_interaction", "user_engagement"] as const;
export const PIXEL_EVENTS = ["Lead", "Contact", "ViewContent", "PageView"] as const;

/** localStorage keys */
export const ADMIN_TOKEN_STORAGE_KEY = "adminToken";
export const COOKIE_CONSENT_STORAGE_KEY = "cookieConsent";
export const COOKIE_CONSENT_DATE_STORAGE_KEY = "cookieConsentDate";

/** sessionStorage key of the popups a visitor closed this session (they do not reappear). */
export const DISMISSED_POPUPS_STORAGE_KEY = "dismissedPopups";

/** The staff area's pages; visitor tracking leaves them out. */
export const STAFF_AREA_PATH = "/admin";

/** True for the staff area's pages: no consent banner, trackers, popups or public stylesheet there. */
export function isStaffAreaPath(pathname: string): boolean {
  return pathname === STAFF_AREA_PATH || pathname.startsWith(`${STAFF_AREA_PATH}/`);
}

/** A borrower's private documents page (/documents/{token}, /ml/…, /hi/…): its address holds a secret. */
export function isBorrowerDocumentsPath(pathname: string): boolean {
  return /^(?:\/(?:ml|hi))?\/documents\/[^/]+$/.test(pathname);
}

/** Pages that no tracker, consent banner, popup, page count or attribution may see. */
export function isUntrackedPath(pathname: string): boolean {
  return isStaffAreaPath(pathname) || isBorrowerDocumentsPath(pathname);
}

/** Path segment that marks the staff API; requests to it carry the admin bearer token. */
export const ADMIN_API_SEGMENT = "/api/admin";

/** Shown by the crash fallback when site settings could not be read. */
export const FALLBACK_CONTACT_EMAIL = "support@keralam-finserv.example.com";
