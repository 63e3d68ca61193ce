import { isCanonicalPagePath } from "./canonical-path.server";
import type { NonceTemplate } from "./nonce-template.server";

/**
 * Rendered public pages, kept in memory so a repeat visit costs a copy instead of a render.
 *
 * Bounded by bytes (least recently used first out). Cleared whole on any content change: settings
 * show on every page and services on most, so finer invalidation would buy little and risk stale
 * pages. A render that began before a clear is not stored (it may hold the old content).
 */

export interface CachedPage {
  /** A page gets a fresh nonce per answer and ETag revalidation; JSON has neither. */
  kind: "page" | "json";
  status: number;
  /** Response headers to repeat (content type, cache control, …), without per-response ones. */
  headers: [string, string][];
  template: NonceTemplate;
}

export interface PageCacheStats {
  entries: number;
  bytes: number;
  hits: number;
  misses: number;
}

export interface PageCache {
  /** The entry for `key` when there is one (counted as a hit). */
  peek(key: string): CachedPage | undefined;
  /**
   * The cached page for `key`, or the result of `fill` (stored when it is a page). Concurrent misses
   * for one key share a single fill. `fill` answers null for a page that must not be cached.
   */
  getOrFill(key: string, fill: () => Promise<CachedPage | null>): Promise<{ page: CachedPage | null; hit: boolean }>;
  clear(): void;
  stats(): PageCacheStats;
}

export function createPageCache(options: { maxBytes: number }): PageCache {
  const entries = new Map<string, CachedPage>();
  const filling = new Map<string, Promise<CachedPage | null>>();
  let bytes = 0;
  let generation = 0;
  let hits = 0;
  let misses = 0;
  // One page may take at most a quarter of the cache, so a freak page cannot flush everything.
  const maxEntryBytes = options.maxBytes / 4;

  function store(key: string, page: CachedPage) {
    if (page.template.bytes > maxEntryBytes) return;
    const old = entries.get(key);
    if (old) {
      bytes -= old.template.bytes;
      entries.delete(key);
    }
    entries.set(key, page);
    bytes += page.template.bytes;
    // A Map iterates in insertion order: the first keys are the least recently used.
    for (const [oldestKey, oldest] of entries) {
      if (bytes <= options.maxBytes) break;
      entries.delete(oldestKey);
      bytes -= oldest.template.bytes;
    }
  }

  function peek(key: string): CachedPage | undefined {
    const cached = entries.get(key);
    if (!cached) return undefined;
    hits++;
    entries.delete(key);
    entries.set(key, cached);
    return cached;
  }

  return {
    peek,
    async getOrFill(key, fill) {
      const cached = peek(key);
      if (cached) return { page: cached, hit: true };
      const pending = filling.get(key);
      if (pending) return { page: await pending, hit: false };
      misses++;
      const startedIn = generation;
      const promise = fill().then((page) => {
        if (page && startedIn === generation) store(key, page);
        return page;
      });
      filling.set(key, promise);
      try {
        return { page: await promise, hit: false };
      } finally {
        if (filling.get(key) === promise) filling.delete(key);
      }
    },

    clear() {
      generation++;
      entries.clear();
      filling.clear();
      bytes = 0;
    },

    stats() {
      return { entries: entries.size, bytes, hits, misses };
    },
  };
}

const STAFF_PATH = /^\/admin(?:\/|\.data$|$)/i;

/**
 * Staff pages (and their route data): rendered per request, for the signed-in person only. In any
 * case: React Router matches `/ADMIN/login` to the staff login as well.
 */
export function isStaffPath(path: string): boolean {
  return STAFF_PATH.test(path);
}

/** Query parameters that only tell analytics where a visit came from; pages never read them. */
const CAMPAIGN_PARAMETERS = new Set([
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "utm_id",
  "gclid",
  "gbraid",
  "wbraid",
  "fbclid",
  "msclkid",
]);

/**
 * The cache key of a page request, or null when the answer must be rendered for this request alone:
 * not a GET, staff pages, route data requests, credentials, query parameters a page might read, or
 * a path spelled other than its canonical way (those are redirected to it: canonical-path.server.ts).
 * The origin is part of the key because canonical links and JSON-LD carry it.
 */
export function pageCacheKey(request: Request, origin: string): string | null {
  return cacheKeyOf(request.method, new URL(request.url), request.headers.has("authorization"), origin);
}

/** pageCacheKey from the parts of a request (the fast path has no Request object). */
export function cacheKeyOf(method: string, url: URL, hasCredentials: boolean, origin: string): string | null {
  if (method !== "GET" || hasCredentials) return null;
  const path = url.pathname;
  if (isStaffPath(path) || path.endsWith(".data") || !isCanonicalPagePath(path)) return null;
  for (const name of url.searchParams.keys()) {
    if (!CAMPAIGN_PARAMETERS.has(name.toLowerCase())) return null;
  }
  return `${origin}${path}`;
}

/** The key of a public JSON answer: its path, and `?lang=…` for a translated one (json-cache.server.ts). */
export function jsonCacheKey(path: string): string {
  return `json:${path}`;
}

/** The weak ETag of a cached page: its text without nonces, so every copy validates alike. */
export function etagOf(page: CachedPage): string {
  return `W/"${page.template.digest}"`;
}

/** True when an If-None-Match header names this (weak) ETag. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  const wanted = bare(etag);
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || bare(tag) === wanted);
}
