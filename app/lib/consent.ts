import { CONSENT_WAIT_FOR_UPDATE_MS, COOKIE_CONSENT_DATE_STORAGE_KEY, COOKIE_CONSENT_STORAGE_KEY } from "./constants";

/**
 * Cookie consent (spec section 4): the stored choice, the Google consent-mode states, and the
 * inline startup snippet that sets the default (denied) before any tag can run.
 */

export type ConsentChoice = "accepted" | "declined";

/** The tracker ids of the root loader; either may be missing (then that tracker never loads). */
export interface TrackingIds {
  ga4MeasurementId?: string | null;
  metaPixelId?: string | null;
}

export const GA4_SCRIPT_URL = "https://www.googletagmanager.com/gtag/js";
export const META_PIXEL_SCRIPT_URL = "https://connect.facebook.net/en_US/fbevents.js";

export const CONSENT_GRANTED = {
  ad_storage: "granted",
  analytics_storage: "granted",
  ad_user_data: "granted",
  ad_personalization: "granted",
} as const;

export const CONSENT_DENIED = {
  ad_storage: "denied",
  analytics_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
} as const;

type ConsentStorage = Pick<Storage, "getItem" | "setItem">;

function defaultStorage(): ConsentStorage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/** The stored choice, or null when the visitor has not chosen yet (or storage is unavailable). */
export function readConsent(storage: ConsentStorage | undefined = defaultStorage()): ConsentChoice | null {
  try {
    const value = storage?.getItem(COOKIE_CONSENT_STORAGE_KEY);
    return value === "accepted" || value === "declined" ? value : null;
  } catch {
    return null;
  }
}

/** Stores the choice and the moment it was made (ISO 8601). Storage failures are ignored. */
export function storeConsent(
  choice: ConsentChoice,
  now: Date = new Date(),
  storage: ConsentStorage | undefined = defaultStorage(),
): void {
  try {
    storage?.setItem(COOKIE_CONSENT_STORAGE_KEY, choice);
    storage?.setItem(COOKIE_CONSENT_DATE_STORAGE_KEY, now.toISOString());
  } catch {
    // Private mode or a full quota: the choice then lasts for this page only.
  }
}

/** JSON for an inline script: no `</script>` or `<!--` can end or alter the element. */
function inlineJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/**
 * The inline script rendered first in the document head (with the CSP nonce), so it runs before
 * hydration and before any tag: consent defaults to denied with a wait for update; a previous
 * "accepted" updates it to granted and loads GA4 and the Meta Pixel (created scripts carry the
 * nonce; 'strict-dynamic' trusts them anyway). Without ids nothing loads.
 */
export function consentStartupScript(ids: TrackingIds): string {
  const config = {
    ga: ids.ga4MeasurementId ?? null,
    pixel: ids.metaPixelId ?? null,
    key: COOKIE_CONSENT_STORAGE_KEY,
    defaults: { ...CONSENT_DENIED, wait_for_update: CONSENT_WAIT_FOR_UPDATE_MS },
    granted: CONSENT_GRANTED,
    gaUrl: GA4_SCRIPT_URL,
    pixelUrl: META_PIXEL_SCRIPT_URL,
  };
  return `(function(w,d,c){
w.dataLayer=w.dataLayer||[];
function gtag(){w.dataLayer.push(arguments)}
w.gtag=w.gtag||gtag;
gtag('consent','default',c.defaults);
var choice=null;
try{choice=w.localStorage.getItem(c.key)}catch(e){}
if(choice!=='accepted')return;
gtag('consent','update',c.granted);
var cur=d.currentScript,nonce=cur&&(cur.nonce||cur.getAttribute('nonce'))||'';
function add(src){var s=d.createElement('script');s.async=true;s.src=src;if(nonce)s.nonce=nonce;(d.head||d.documentElement).appendChild(s);}
if(c.ga){add(c.gaUrl+'?id='+encodeURIComponent(c.ga));gtag('js',new Date());gtag('config',c.ga);}
if(c.pixel&&!w.fbq){var n=w.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!w._fbq)w._fbq=n;n.push=n;n.loaded=true;n.version='2.0';n.queue=[];add(c.pixelUrl);w.fbq('init',c.pixel);w.fbq('track','PageView');}
})(window,document,${inlineJson(config)});`;
}
