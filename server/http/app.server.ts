import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ServerBuild } from "react-router";
import type { Logger } from "pino";
import type { AppServices } from "../app-services.server";
import { blogFeedPath } from "../blog/post-rules";
import { renderBlogFeed } from "../seo/blog-feed.server";
import { renderRobots, renderSitemap } from "../seo/sitemap.server";
import { apiError, domainErrorAnswer } from "./api-error.server";
import { API_BASE_PATH, createApi } from "./api.server";
import { bodyLimit } from "./body-limit.server";
import { loggedPath } from "../shared/log-path";
import { canonicalRedirect } from "./canonical-path.server";
import { compression } from "./compression.server";
import { createDocumentHandler } from "./document-handler.server";
import { DOWNLOAD_FILE_ROUTE, downloadFileHandler } from "./download-file.server";
import { MEDIA_FILE_ROUTE, mediaFileHandler } from "./media-file.server";
import { isDownloadUpload } from "./api/admin/downloads.routes";
import { isMediaUpload } from "./api/admin/media.routes";
import { isDocumentPiece } from "./api/documents.routes";
import { cachedPublicJson } from "./json-cache.server";
import { createPageCache, type PageCache } from "./page-cache.server";
import { pageMethodGate } from "./page-methods.server";
import { publicOrigin } from "../shared/public-origin.server";
import { languages } from "../vocabulary/languages";
import { securityHeaders } from "./security-headers.server";
import { createStylesheetReader } from "./stylesheet-reader.server";

export interface HttpAppOptions {
  services: AppServices;
  logger: Logger;
  /** The React Router server build, or a loader for it (development). Absent: API only (tests). */
  build?: ServerBuild | (() => Promise<ServerBuild>);
  /** build/client: hashed assets and public files. Absent in development (Vite serves them). */
  clientDir?: string;
  mode: "production" | "development";
  /**
   * The rendered-page cache to use (startServer shares it with the fast path); by default one is
   * made here for production, of PAGE_CACHE_MB. null: no cache.
   */
  pageCache?: PageCache | null;
}

const API_BODY_LIMIT_BYTES = 100 * 1024;
const PAGE_FORM_LIMIT_BYTES = 16 * 1024;

/** The page cache a server in this mode should have, emptied on every content change; null when off. */
export function createPageCacheFor(services: AppServices, mode: HttpAppOptions["mode"]): PageCache | null {
  const cacheBytes = services.config.PAGE_CACHE_MB * 1024 * 1024;
  if (mode !== "production" || cacheBytes === 0) return null;
  const pageCache = createPageCache({ maxBytes: cacheBytes });
  services.onContentChange(() => pageCache.clear());
  return pageCache;
}

export function createHttpApp(options: HttpAppOptions) {
  const { services, logger } = options;
  const app = new Hono();
  const https = services.config.PUBLIC_URL?.startsWith("https://") ?? false;

  // Rendered pages and public JSON, kept in memory (production). Any content change, here or on
  // PostgreSQL in another instance, empties it.
  const pageCache =
    (options.pageCache === undefined ? createPageCacheFor(services, options.mode) : options.pageCache) ?? undefined;

  app.use("*", securityHeaders({ https }));
  app.use("*", compression());

  // Errors thrown anywhere below, the API sub-app included: createApi sets no onError of its own,
  // so its handlers' errors come here.
  app.onError((error, c) => {
    const answer = domainErrorAnswer(c, error);
    if (answer) return answer;
    if (error instanceof HTTPException) {
      const status = error.status;
      const code = status === 413 ? "payload_too_large" : status === 400 ? "bad_request" : "http_error";
      return apiError(c, status, code, error.message || "Request failed");
    }
    // A borrower's page address holds a secret link: never in the log.
    logger.error({ err: error, path: loggedPath(c.req.path) }, "unhandled error");
    return apiError(c, 500, "internal_error", "Something went wrong on our side. Please try again.");
  });

  app.get("/healthz", async (c) => {
    const ok = await services.database.ping();
    c.header("Cache-Control", "no-store");
    return ok ? c.json({ status: "ok" }, 200) : c.json({ status: "unavailable" }, 503);
  });

  // State-changing requests must come from our own pages (CSRF defence on top of SameSite): the
  // API, and the staff pages' form actions (sign-in, sign-out, set-password) alike. Our own origin
  // is PUBLIC_URL's when it is set, whatever Host the request names (a rebound DNS name, another
  // name of the same machine); the request's own origin only without it (development).
  const configuredOrigin = services.config.PUBLIC_URL ? new URL(services.config.PUBLIC_URL).origin : null;
  app.use("*", async (c, next) => {
    const method = c.req.method;
    if (method !== "GET" && method !== "HEAD" && method !== "OPTIONS") {
      const site = c.req.header("Sec-Fetch-Site");
      const origin = c.req.header("Origin");
      const ownOrigin = configuredOrigin ?? new URL(c.req.url).origin;
      if (site === "cross-site" || (origin && origin !== ownOrigin)) {
        if (c.req.path.startsWith("/api/")) {
          return apiError(c, 403, "forbidden", "Cross-site requests are not allowed");
        }
        c.header("Cache-Control", "no-store");
        return c.text("Cross-site form posts are not allowed. Open the page on this site and send it from there.", 403);
      }
    }
    await next();
  });
  app.use("/api/*", async (c, next) => {
    c.header("Cache-Control", "no-store");
    await next();
  });
  const apiBodyLimit = bodyLimit({
    maxBytes: API_BODY_LIMIT_BYTES,
    onTooLarge: (c, headers) =>
      apiError(
        c,
        413,
        "payload_too_large",
        `The request body is larger than ${API_BODY_LIMIT_BYTES / 1024} KB`,
        undefined,
        headers,
      ),
  });
  // Uploads have a limit of their own, checked after sign-in (downloads.routes.ts).
  app.use("/api/*", (c, next) =>
    isDownloadUpload(c.req.method, c.req.path) ||
    isMediaUpload(c.req.method, c.req.path) ||
    isDocumentPiece(c.req.method, c.req.path)
      ? next()
      : apiBodyLimit(c, next),
  );
  if (pageCache) app.use("/api/*", cachedPublicJson(pageCache));
  app.route(API_BASE_PATH, createApi(services));
  app.all("/api/*", (c) => apiError(c, 404, "not_found", `No API route ${c.req.method} ${c.req.path}`));

  app.get("/robots.txt", (c) => {
    c.header("Cache-Control", "public, max-age=3600");
    return c.text(renderRobots(publicOrigin(services, c.req.raw)));
  });
  app.get("/sitemap.xml", async (c) => {
    c.header("Content-Type", "application/xml; charset=utf-8");
    c.header("Cache-Control", "public, max-age=3600");
    return c.body(await renderSitemap(services, publicOrigin(services, c.req.raw)));
  });
  // Each language's blog has its feed (/blog/rss.xml, /ml/blog/rss.xml, /hi/blog/rss.xml). Read
  // from the database on every request (no page cache), so a post shows the moment it is live.
  for (const language of languages) {
    app.get(blogFeedPath(language), async (c) => {
      c.header("Content-Type", "application/rss+xml; charset=utf-8");
      c.header("Cache-Control", "public, max-age=300");
      return c.body(await renderBlogFeed(services, publicOrigin(services, c.req.raw), language));
    });
  }

  // The media library's files (media-file.server.ts): from the file storage, never the pages.
  app.on(["GET", "HEAD"], MEDIA_FILE_ROUTE, mediaFileHandler(services));

  if (options.clientDir) {
    const root = path.relative(process.cwd(), options.clientDir) || ".";
    // Hashed build output: safe to cache forever.
    app.use(
      "/assets/*",
      serveStatic({
        root,
        precompressed: true,
        onFound: (_path, c) => c.header("Cache-Control", "public, max-age=31536000, immutable"),
      }),
    );
    // A hashed name that is not there (yet: a deploy under way, or an old page asking for a file
    // of the build before): no cache in between may keep this answer for the name.
    app.all("/assets/*", (c) => {
      c.header("Cache-Control", "no-store");
      return c.text("Not found", 404);
    });
    // Other public files (favicon, icons) change rarely but keep their names: revalidate daily.
    app.use(
      "*",
      serveStatic({
        root,
        precompressed: true,
        onFound: (_path, c) => c.header("Cache-Control", "public, max-age=86400"),
      }),
    );
  }

  // A download's bytes, counted (download-file.server.ts): before the canonical-path redirect and
  // the page cache, which are for pages. Unknown ids go on to the 404 page.
  app.on(["GET", "HEAD"], DOWNLOAD_FILE_ROUTE, downloadFileHandler(services));

  if (!options.build) return app;
  // One spelling per page (canonical-path.server.ts): others are sent to it, before any render.
  app.on(["GET", "HEAD"], "*", async (c, next) => {
    const redirect = canonicalRedirect(new URL(c.req.url));
    if (redirect) return redirect;
    await next();
  });
  // Other methods than a page takes: a short 405 before React Router renders (and logs) an error.
  app.use("*", pageMethodGate(options.build));
  // Pages take form posts only in the staff area (sign-in, sign-out, set-password): a few fields.
  const formLimit = bodyLimit({
    maxBytes: PAGE_FORM_LIMIT_BYTES,
    onTooLarge: (c, headers) => {
      c.header("Cache-Control", "no-store");
      for (const [name, value] of Object.entries(headers)) c.header(name, value);
      return c.text("The form sent is too large. Reload the page and try again.", 413);
    },
  });
  app.use("/admin", formLimit);
  app.use("/admin/*", formLimit);
  app.all(
    "*",
    createDocumentHandler({
      services,
      build: options.build,
      mode: options.mode,
      publicOrigin: (request) => publicOrigin(services, request),
      pageCache,
      readStylesheet:
        options.mode === "production" && options.clientDir ? createStylesheetReader(options.clientDir) : undefined,
    }),
  );

  return app;
}
