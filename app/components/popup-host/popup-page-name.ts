import { popupPagePattern } from "~server/popups/popup-rules";
import { pathWithoutLanguage } from "~server/vocabulary/languages";
import { STAFF_AREA_PATH } from "~/lib/constants";

/**
 * Path prefixes under which the loan service screen takes the slug as its second segment
 * (app/routes.ts: /loan-services/:slug, /loan-service/:slug, /services/:slug, /loans/:slug).
 * The fixed loan paths (/home-loans, …) are their own slug already, so the first-segment rule
 * below names them correctly.
 */
export const loanServicePathPrefixes = ["loan-services", "loan-service", "services", "loans"] as const;

const prefixes: ReadonlySet<string> = new Set(loanServicePathPrefixes);

/**
 * The page name that GET /api/popups/{page} and a popup's targetPage use for a path: "home" for
 * /, the service slug on a loan page ("gold-loan" for /loan-services/gold-loan), otherwise the
 * first path segment ("about", "blog" for /blog/a-post). A page in Malayalam or Hindi has the name
 * of the same page in English (/ml/loan-services/gold-loan is "gold-loan", /hi is "home"): one
 * targetPage covers every language, and the language travels beside the name. Null when there is
 * no valid name (then nothing is fetched): admin pages, and anything outside `popupPagePattern`,
 * such as upper case or percent-encoded characters.
 */
export function popupPageName(pathname: string): string | null {
  const segments = pathWithoutLanguage(pathname.startsWith("/") ? pathname : `/${pathname}`)
    .split("/")
    .filter(Boolean);
  const [first, second] = segments;
  if (first === undefined) return "home";
  if (`/${first}` === STAFF_AREA_PATH) return null;
  const name = second !== undefined && segments.length === 2 && prefixes.has(first) ? second : first;
  return popupPagePattern.test(name) ? name : null;
}

/**
 * The page names of the public pages other than the loan pages (whose names are their slugs), as
 * popupPageName gives them: what the popup manager offers in its target-page picker.
 */
export const publicPageNames = [
  "home",
  "about",
  "services",
  "govt-schemes",
  "smart-integrations",
  "business-partners",
  "deals",
  "vyapar-app",
  "download",
  "blog",
  "contact",
  "disclaimer",
  "privacy",
  "terms",
  "cookie-policy",
] as const;
