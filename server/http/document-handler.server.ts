import type { Context } from "hono";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { AppServices } from "../app-services.server";
import { answerFromCache, answerToResponse } from "./cached-answer.server";
import { createNonceTemplate } from "./nonce-template.server";
import type { RequestOrigin } from "../auth/request-actor";
import { requestOrigin } from "./client-address.server";
import { isStaffPath, pageCacheKey, type CachedPage, type PageCache } from "./page-cache.server";
import { contentSecurityPolicy, createNonce } from "./security-headers.server";

export interface DocumentHandlerOptions {
  services: AppServices;
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "production" | "development";
  publicOrigin: (request: Request) => string;
  /** Rendered-page cache (production only); absent: every page is rendered for its request. */
  pageCache?: PageCache;
  /** Built stylesheets for inlining (production); absent: pages link them. */
  readStylesheet?: (href: string) => string | null;
}

/**
 * Stands in for the nonce while a page is rendered for the cache. Private-use characters: nothing
 * the site writes contains them, so every occurrence is a nonce to fill in.
 */
const NONCE_PLACEHOLDER = "\uE000page-cache-nonce\uE001";

/**
 * Browsers keep pages but ask again each time (ETag), so content changes show at once. `private`:
 * every page carries a nonce that its copy alone may use; a shared cache (a CDN) that kept it would
 * hand that nonce to every visitor (docs/decisions/0014-pages-private-to-browser-caches.md).
 */
const PAGE_CACHE_CONTROL = "private, no-cache";

/** Route data of public pages (client navigations): the same for everyone, fetched fresh each time. */
const ROUTE_DATA_CACHE_CONTROL = "no-cache";

/** Headers of a rendered page that belong to every copy of it (not length, encoding or policy). */
const REPEATED_HEADERS = new Set(["content-type", "cache-control", "link", "content-language", "x-robots-tag"]);

/** Server-rendered pages from React Router, through the rendered-page cache when there is one. */
export function createDocumentHandler(options: DocumentHandlerOptions) {
  const { services, mode, pageCache } = options;
  const publicUrl = services.config.PUBLIC_URL;
  const handleDocument = createRequestHandler(
    publicUrl ? acceptingActionsFrom(options.build, new URL(publicUrl).host) : options.build,
    mode,
  );

  const render = (request: Request, cspNonce: string, origin: RequestOrigin) =>
    handleDocument(request, {
      services,
      cspNonce,
      publicOrigin: options.publicOrigin(request),
      readStylesheet: options.readStylesheet,
      requestOrigin: origin,
    });

  function finishPage(request: Request, response: Response, cspNonce: string): Response {
    const path = new URL(request.url).pathname;
    if (isStaffPath(path)) {
      // Staff pages (and their route data) hold personal data: never stored by a browser or a
      // proxy, never indexed.
      response.headers.set("Cache-Control", "private, no-store");
      response.headers.set("X-Robots-Tag", "noindex, nofollow");
    }
    if ((response.headers.get("Content-Type") ?? "").startsWith("text/html")) {
      // Vite's development client injects scripts of its own; the policy applies to built pages.
      if (mode === "production") response.headers.set("Content-Security-Policy", contentSecurityPolicy(cspNonce));
      if (!response.headers.has("Cache-Control")) response.headers.set("Cache-Control", PAGE_CACHE_CONTROL);
    } else if (path.endsWith(".data") && !response.headers.has("Cache-Control")) {
      response.headers.set("Cache-Control", ROUTE_DATA_CACHE_CONTROL);
    }
    return response;
  }

  /** Renders a page with the placeholder nonce; answers the cache entry, or the page for this request alone. */
  async function renderForCache(
    request: Request,
    origin: RequestOrigin,
  ): Promise<{ page: CachedPage | null; own?: Response }> {
    const response = await render(request, NONCE_PLACEHOLDER, origin);
    const type = response.headers.get("Content-Type") ?? "";
    const cacheControl = response.headers.get("Cache-Control") ?? "";
    const cacheable =
      response.status === 200 &&
      type.startsWith("text/html") &&
      !response.headers.has("Set-Cookie") &&
      !/private|no-store/i.test(cacheControl);
    const html = await response.text();
    const template = cacheable ? await createNonceTemplate(html, NONCE_PLACEHOLDER) : null;
    if (!template) {
      // Not cacheable: this request still gets its page, with a nonce of its own.
      const nonce = createNonce();
      const own = new Response(html.replaceAll(NONCE_PLACEHOLDER, nonce), {
        status: response.status,
        headers: response.headers,
      });
      return { page: null, own: finishPage(request, own, nonce) };
    }
    const headers: [string, string][] = [];
    response.headers.forEach((value, name) => {
      if (REPEATED_HEADERS.has(name.toLowerCase())) headers.push([name, value]);
    });
    if (!response.headers.has("Cache-Control")) headers.push(["Cache-Control", PAGE_CACHE_CONTROL]);
    return {
      page: {
        kind: "page",
        status: response.status,
        headers,
        template,
      },
    };
  }

  return async (c: Context): Promise<Response> => {
    const request = c.req.raw;
    const origin = requestOrigin(c, services.config.TRUST_PROXY);
    const key = pageCache ? pageCacheKey(request, options.publicOrigin(request)) : null;
    if (pageCache && key) {
      let own: Response | undefined;
      const { page, hit } = await pageCache.getOrFill(key, async () => {
        const rendered = await renderForCache(request, origin);
        own = rendered.own;
        return rendered.page;
      });
      if (page) {
        const request = { acceptEncoding: c.req.header("Accept-Encoding"), ifNoneMatch: c.req.header("If-None-Match") };
        return answerToResponse(answerFromCache(page, request, hit));
      }
      if (own) return own;
      // Another request's render turned out not to be cacheable: render this one on its own.
    }
    const cspNonce = createNonce();
    return finishPage(request, await render(request, cspNonce, origin), cspNonce);
  };
}

/**
 * React Router refuses an action (a form post, a `.data` submission) whose Origin is not request.url's
 * origin. Behind a proxy that ends TLS, request.url is `http://…` while browsers send
 * `Origin: https://…`, so every staff form post would answer 400. The CSRF check in app.server.ts
 * has already required the Origin to be PUBLIC_URL's origin exactly; React Router is told to
 * accept that host as well (its `allowedActionOrigins`, made for proxies).
 */
function acceptingActionsFrom(
  build: ServerBuild | (() => Promise<ServerBuild>),
  host: string,
): ServerBuild | (() => Promise<ServerBuild>) {
  const accepting = (original: ServerBuild): ServerBuild => ({
    ...original,
    allowedActionOrigins: [...(original.allowedActionOrigins || []), host],
  });
  return typeof build === "function" ? async () => accepting(await build()) : accepting(build);
}
