import type { MiddlewareHandler } from "hono";
import { answerFromCache, answerToResponse } from "./cached-answer.server";
import { createNonceTemplate } from "./nonce-template.server";
import { isLanguage } from "../vocabulary/languages";
import { jsonCacheKey, type CachedPage, type PageCache } from "./page-cache.server";

/** Never present in JSON we write: a JSON answer is a template without holes. */
const NO_HOLES = "\uE000no-nonce\uE001";

/** The public read-only JSON answers the cache may hold: the service list, one service, a page's popups. */
export const CACHED_JSON_PATH = /^\/api\/(loan-services(\/[^/]+)?|popups\/[^/]+)$/;

/**
 * The cache key of a public JSON request, or null when its answer is not kept: a path of
 * CACHED_JSON_PATH with no query string, or with `lang` alone naming one of the site's languages
 * (issue 27: each language's answer is kept apart; `lang=en` is the English, the plain path's
 * answer). Any other query string (another parameter, an unknown language, `lang` twice) is
 * answered for that request alone, so made-up query strings cannot fill the cache.
 */
export function publicJsonCacheKey(url: URL): string | null {
  if (!CACHED_JSON_PATH.test(url.pathname)) return null;
  if (url.search === "") return jsonCacheKey(url.pathname);
  const parameters = [...url.searchParams];
  if (parameters.length !== 1) return null;
  const [name, language] = parameters[0]!;
  if (name !== "lang" || !isLanguage(language)) return null;
  return jsonCacheKey(language === "en" ? url.pathname : `${url.pathname}?lang=${language}`);
}

/**
 * Public read-only JSON (the loan service list, one service, a page's popups) from the same
 * byte-bounded cache as the pages, so a busy home page does not query the database for every
 * visitor. Only 200 answers to GETs whose key publicJsonCacheKey gives are kept, one per path and
 * language; the whole cache empties on any content change, as for pages.
 */
export function cachedPublicJson(cache: PageCache): MiddlewareHandler {
  return async (c, next) => {
    const key = c.req.method === "GET" ? publicJsonCacheKey(new URL(c.req.url)) : null;
    if (!key) return next();
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
