import type { MiddlewareHandler } from "hono";
import { answerFromCache, answerToResponse } from "./cached-answer.server";
import { createNonceTemplate } from "./nonce-template.server";
import { jsonCacheKey, type CachedPage, type PageCache } from "./page-cache.server";
import { isLanguage } from "../vocabulary/languages";

/** Never present in JSON we write: a JSON answer is a template without holes. */
const NO_HOLES = "\uE000no-nonce\uE001";

/** The public read-only JSON answers the cache may hold: the service list, one service, a page's popups. */
export const CACHED_JSON_PATH = /^\/api\/(loan-services(\/[^/]+)?|popups\/[^/]+)$/;

/**
 * The cache key of a public JSON answer: its path, with the language when a valid `lang` is the
 * query's only parameter (`lang=en` is the bare path's answer). Null for any other query string
 * (an invalid language among them), which is answered without the cache.
 */
function cacheKeyOf(path: string, search: string): string | null {
  if (search === "") return jsonCacheKey(path);
  const params = [...new URLSearchParams(search)];
  const [name, language] = params[0] ?? [];
  if (params.length !== 1 || name !== "lang" || !isLanguage(language)) return null;
  return jsonCacheKey(language === "en" ? path : `${path}?lang=${language}`);
}

/**
 * Public read-only JSON (the loan service list, one service, a page's popups) from the same
 * byte-bounded cache as the pages, so a busy home page does not query the database for every
 * visitor. Only 200 answers to GETs without a query string, or with a valid `lang` alone, are kept,
 * one per language; the whole cache empties on any content change, as for pages.
 */
export function cachedPublicJson(cache: PageCache): MiddlewareHandler {
  return async (c, next) => {
    const key =
      c.req.method === "GET" && CACHED_JSON_PATH.test(c.req.path)
        ? cacheKeyOf(c.req.path, new URL(c.req.url).search)
        : null;
    if (key === null) return next();
    let handled = false;
    const { page, hit } = await cache.getOrFill(key, async () => {
      handled = true;
      await next();
      return toCachedJson(c.res);
    });
    if (!page) {
      // Not cacheable (an error, a 404): the handler's own answer, or a run of it for this request.
      if (!handled) await next();
      return;
    }
    const response = answerToResponse(answerFromCache(page, { acceptEncoding: c.req.header("Accept-Encoding") }, hit));
    // After next() Hono takes the answer from c.res; without it, from what the middleware returns.
    // Setting c.res over an answer merges the old answer's headers into the new one (its length,
    // say): clear it first.
    if (handled) {
      c.res = undefined;
      c.res = response;
    } else return response;
  };
}

async function toCachedJson(response: Response): Promise<CachedPage | null> {
  const type = response.headers.get("Content-Type") ?? "";
  if (response.status !== 200 || !type.startsWith("application/json") || response.headers.has("Set-Cookie")) {
    return null;
  }
  const template = await createNonceTemplate(await response.clone().text(), NO_HOLES);
  if (!template) return null;
  const headers: [string, string][] = [["Content-Type", type]];
  const cacheControl = response.headers.get("Cache-Control");
  if (cacheControl) headers.push(["Cache-Control", cacheControl]);
  return { kind: "json", status: 200, headers, template };
}
