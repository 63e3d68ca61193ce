import type { MiddlewareHandler } from "hono";
import { preferredEncoding } from "./compression.server";
import { createNonceTemplate, renderNonceTemplate, templateEncodingFor } from "./nonce-template.server";
import type { CachedPage, PageCache } from "./page-cache.server";

/** Never present in JSON we write: a JSON answer is a template without holes. */
const NO_HOLES = "\uE000no-nonce\uE001";

/**
 * Public read-only JSON (the loan service list, one service, a page's popups) from the same
 * byte-bounded cache as the pages, so a busy home page does not query the database for every
 * visitor. Only 200 answers to GETs without a query string are kept; the whole cache empties on
 * any content change, as for pages.
 */
export function cachedPublicJson(cache: PageCache): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== "GET" || new URL(c.req.url).search !== "") return next();
    let handled = false;
    const { page, hit } = await cache.getOrFill(`json:${c.req.path}`, async () => {
      handled = true;
      await next();
      return toCachedJson(c.res);
    });
    if (!page) {
      // Not cacheable (an error, a 404): the handler's own answer, or a run of it for this request.
      if (!handled) await next();
      return;
    }
    const encoding = templateEncodingFor(page.template, preferredEncoding(c.req.header("Accept-Encoding")));
    const body = renderNonceTemplate(page.template, encoding, "");
    const headers = new Headers(page.headers);
    headers.set("Vary", "Accept-Encoding");
    headers.set("X-Page-Cache", hit ? "hit" : "miss");
    if (encoding !== "identity") headers.set("Content-Encoding", encoding);
    headers.set("Content-Length", String(body.byteLength));
    const response = new Response(body, { status: page.status, headers });
    // After next() Hono takes the answer from c.res; without it, from what the middleware returns.
    if (handled) c.res = response;
    else return response;
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
  return { status: 200, headers, template, etag: `W/"${template.digest}"`, bytes: template.bytes };
}
