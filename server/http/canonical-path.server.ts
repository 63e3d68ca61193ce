/**
 * The one spelling of each page path that the site answers, and caches. Browsers, search engines
 * and people type `/About`, `/about/`, `/about//` or `/%61bout`; React Router matches them all
 * (case-insensitively, ignoring extra slashes), so without this every spelling would be rendered
 * and cached on its own and a thousand variants of one page would push the real pages out of the
 * rendered-page cache. Other spellings are answered with a 301 to the canonical one instead
 * (canonicalRedirect), and only canonical paths have cache keys (page-cache.server.ts), in the
 * fast path and in Hono alike.
 *
 * Canonical:
 * - no repeated slashes (`//evil.com/contact` is `/evil.com/contact`, a path on this site, never
 *   a Location a browser would read as another host);
 * - no trailing slash, except the root `/`;
 * - unreserved characters (letters, digits, `-._~`) as themselves, not percent-encoded; other
 *   escapes in upper case (`%c3%a9` is `%C3%A9`);
 * - lower case: every public route and slug is lower case. Under `/admin` only that first
 *   segment: staff paths carry record ids, which may not be, and staff pages are never cached;
 * - no `/en` prefix: English pages live at the addresses without one (server/vocabulary/
 *   languages.ts), so `/en` is `/` and `/en/about` is `/about`, as people and other sites that
 *   expect a prefix per language type them.
 *
 * Dot segments (`/x/../about`) need no rule: the URL parser resolves them before anything here
 * sees the path, so they already read as the canonical path.
 */

const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/** A path without any of these is canonical: the test every cache hit pays, so keep it one scan. */
const MAYBE_NON_CANONICAL = /[A-Z%]|\/\/|.\/$|^\/en(?:\/|$)/;

const STAFF_PREFIX = /^\/admin(?=\/|$)/i;

/** The address of a borrower's documents page up to its token. */
const BORROWER_LINK_PREFIX = /^(?:\/(?:ml|hi))?\/documents\/(?=[^/])/i;

/** English's prefix, in any case (checked after escapes of letters are read). */
const ENGLISH_PREFIX = /^\/en(?=\/|$)/i;

/** The canonical spelling of a page path (a URL's `pathname`, still percent-encoded). */
export function canonicalPagePath(path: string): string {
  if (!MAYBE_NON_CANONICAL.test(path)) return path;
  let canonical = path.replace(/\/{2,}/g, "/").replace(/%([0-9A-Fa-f]{2})/g, (escape, hex: string) => {
    const char = String.fromCharCode(Number.parseInt(hex, 16));
    return UNRESERVED.test(char) ? char : escape.toUpperCase();
  });
  // Before the case rule, so that `/en/admin/…` keeps the case of its record ids.
  while (ENGLISH_PREFIX.test(canonical)) canonical = canonical.slice("/en".length) || "/";
  // A borrower's documents link (/documents/{token}, also under /ml and /hi) carries a token whose
  // case is part of the secret: only the words before it are lowered.
  const link = BORROWER_LINK_PREFIX.exec(canonical);
  canonical = STAFF_PREFIX.test(canonical)
    ? `/admin${canonical.slice("/admin".length)}`
    : link
      ? link[0].toLowerCase() + canonical.slice(link[0].length)
      : canonical.replace(/%[0-9A-F]{2}|[A-Z]+/g, (text) => (text[0] === "%" ? text : text.toLowerCase()));
  if (canonical.length > 1 && canonical.endsWith("/")) canonical = canonical.slice(0, -1);
  return canonical;
}

/** True when a page path is spelled the one way the site answers (see canonicalPagePath). */
export function isCanonicalPagePath(path: string): boolean {
  return !MAYBE_NON_CANONICAL.test(path) || canonicalPagePath(path) === path;
}

/**
 * The 301 answer for a GET or HEAD of a page path spelled another way, keeping the query string;
 * null for a canonical path. Route data requests (`….data`) are left alone: React Router's client
 * makes them from canonical links, and they are never cached.
 */
export function canonicalRedirect(url: URL): Response | null {
  const path = url.pathname;
  if (path.endsWith(".data") || isCanonicalPagePath(path)) return null;
  // canonicalPagePath keeps one leading slash and no backslash (the Node adapter refuses those):
  // the Location is always a path on this site.
  return new Response(null, {
    status: 301,
    headers: { Location: `${canonicalPagePath(path)}${url.search}`, "Cache-Control": "public, max-age=86400" },
  });
}
