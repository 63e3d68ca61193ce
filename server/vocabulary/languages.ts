// The languages visitors read the public site in (issue 27, ADR 0038) and how a page's address
// says which one. Plain data and pure functions, read by the route table, the server (page cache,
// sitemap, analytics) and the browser (links, the language switcher).
//
// English keeps today's addresses; Malayalam and Hindi pages live under their own first path
// segment (`/ml/about`, `/hi/loan-services/home-loan`). The address alone decides the language:
// nothing reads Accept-Language or a cookie to choose it.

export const languages = ["en", "ml", "hi"] as const;
export type Language = (typeof languages)[number];

/** The language of addresses without a prefix, and of the staff area. */
export const defaultLanguage: Language = "en";

/** The languages with a path prefix of their own. */
export const prefixedLanguages = ["ml", "hi"] as const satisfies readonly Language[];

/** Each language named in itself, as the switcher shows it. */
export const languageNativeNames: Record<Language, string> = {
  en: "English",
  ml: "മലയാളം",
  hi: "हिन्दी",
};

/** Each language named in English, for the staff area (staff read English: ADR 0038). */
export const languageEnglishNames: Record<Language, string> = {
  en: "English",
  ml: "Malayalam",
  hi: "Hindi",
};

/** BCP 47 tags: `<html lang>`, hreflang, and the locale of Intl's number and date formats. */
export const languageTags: Record<Language, string> = {
  en: "en-IN",
  ml: "ml-IN",
  hi: "hi-IN",
};

/** Open Graph's locale spelling. */
export const openGraphLocales: Record<Language, string> = {
  en: "en_IN",
  ml: "ml_IN",
  hi: "hi_IN",
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}

const PREFIX = /^\/(ml|hi)(?=\/|$)/;

/** Addresses that are not pages and have no language: the API, the staff area, files, feeds. */
const NOT_A_PAGE =
  /^\/(api|admin|media|assets)(\/|$)|^\/download\/[^/]+\/[^/]+|^\/(sitemap\.xml|robots\.txt|favicon)|\/rss\.xml$/;

/** The language of a page path (`/ml/about` → ml, `/about` → en). */
export function languageOfPath(path: string): Language {
  const match = PREFIX.exec(path);
  return match ? (match[1] as Language) : defaultLanguage;
}

/** A page path without its language prefix: the English page's path (`/ml/about` → `/about`, `/ml` → `/`). */
export function pathWithoutLanguage(path: string): string {
  const rest = path.replace(PREFIX, "");
  return rest === "" ? "/" : rest;
}

/**
 * The same page in `language`: `/about` → `/ml/about`, `/` → `/ml`, `/ml/about` → `/hi/about`.
 * Query string and fragment are kept. A path that is not a site path (`https://…`, `mailto:`,
 * `#faq`) or an address that is not a page (the API, the staff area, media and download files,
 * feeds) is returned as it is.
 */
export function pathInLanguage(path: string, language: Language): string {
  if (!path.startsWith("/") || path.startsWith("//") || NOT_A_PAGE.test(path)) return path;
  const cut = path.search(/[?#]/);
  const pathname = cut === -1 ? path : path.slice(0, cut);
  const tail = cut === -1 ? "" : path.slice(cut);
  const english = pathWithoutLanguage(pathname);
  if (language === defaultLanguage) return english + tail;
  return (english === "/" ? `/${language}` : `/${language}${english}`) + tail;
}

/** The language of a request for a page or its data (`/ml/about`, `/ml/about.data`). */
export function languageOfRequest(request: Request): Language {
  return languageOfPath(new URL(request.url).pathname);
}

/**
 * The hreflang alternates of a page that exists in `pageLanguages`: each language's address, and
 * x-default (the English page, or the page's first language when it has no English). Every
 * version of the page lists the same set, so they are reciprocal, as search engines require.
 * Paths only: the page's meta tags and the sitemap add the origin.
 */
export function alternatePaths(
  englishPath: string,
  pageLanguages: readonly Language[],
): { hreflang: string; path: string }[] {
  const alternates = pageLanguages.map((language) => ({
    hreflang: languageTags[language],
    path: pathInLanguage(englishPath, language),
  }));
  const xDefault = pageLanguages.includes(defaultLanguage) ? defaultLanguage : pageLanguages[0];
  if (xDefault) alternates.push({ hreflang: "x-default", path: pathInLanguage(englishPath, xDefault) });
  return alternates;
}
