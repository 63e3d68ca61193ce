import { Readable } from "node:stream";
import type { MiddlewareHandler } from "hono";
import type { AppServices } from "../app-services.server";
import type { Download } from "../downloads/download.schema";

/** The public link of a download (downloadPath in download-labels.ts makes it). */
export const DOWNLOAD_FILE_ROUTE = "/download/:id/:name";

/**
 * GET /download/{id}/{name}: a published download's bytes, counted once per GET (a HEAD, or a
 * revalidation answered 304, sends no file and counts nothing). Only the id decides; the name is
 * there for people and download managers. Unknown, unpublished or malformed ids go on to the
 * site's 404 page.
 *
 * Served so that a file can never act as a page of this site: `Content-Disposition: attachment`,
 * the type read from the bytes at upload, `nosniff`, and a CSP that allows nothing and sandboxes
 * whatever a browser might still render. Files can be replaced under the same link, so browsers
 * may keep a copy but must ask each time (`no-cache`, with the ETag of the bytes' SHA-256).
 * Registered before the canonical-path redirect and the page cache: it answers for itself, and
 * nothing of it is ever cached on the server.
 */
export function downloadFileHandler(services: AppServices): MiddlewareHandler {
  return async (c, next) => {
    const param = c.req.param("id") ?? "";
    if (!/^[1-9]\d{0,8}$/.test(param)) return next();
    const found = await services.downloads.openPublished(Number(param));
    if (!found) return next();
    const { download } = found;
    const headers = fileHeaders(download);
    if (c.req.method === "HEAD") return new Response(null, { status: 200, headers });
    const tag = headers.get("ETag")!;
    const ifNoneMatch = c.req.header("If-None-Match");
    if (ifNoneMatch && ifNoneMatch.split(",").some((value) => value.trim().replace(/^W\//, "") === tag)) {
      headers.delete("Content-Length");
      return new Response(null, { status: 304, headers });
    }
    const stream = await found.stream();
    if (!stream) {
      services.logger.error(
        { downloadId: download.id },
        "a published download's file is missing from the file storage",
      );
      return next();
    }
    await services.downloads.recordDownload(download.id);
    return new Response(Readable.toWeb(stream) as ReadableStream<Uint8Array>, { status: 200, headers });
  };
}

function fileHeaders(download: Download): Headers {
  return new Headers({
    "Content-Type": download.contentType,
    "Content-Length": String(download.byteSize),
    "Content-Disposition": contentDisposition(download.fileName),
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; sandbox",
    "Cross-Origin-Resource-Policy": "same-origin",
    "Cache-Control": "private, no-cache",
    ETag: `"${download.sha256}"`,
    "Accept-Ranges": "none",
    "X-Robots-Tag": "noindex",
  });
}

/**
 * `attachment` with the name twice (RFC 6266): `filename` in plain ASCII for old clients, and
 * `filename*` in UTF-8 (RFC 5987) with every byte outside the safe set percent-encoded, so no
 * quote, semicolon or line break in a name can change the header.
 */
export function contentDisposition(fileName: string): string {
  let ascii = fileName
    .normalize("NFKD")
    .replace(/[^\x20-\x7e]/g, "")
    .replace(/["\\%;]/g, "")
    .trim();
  // A name in another script keeps only its extension in ASCII: say what it is instead.
  if (/^[^A-Za-z0-9]*(\.[A-Za-z0-9]+)?$/.test(ascii)) ascii = `download${ascii.match(/\.[A-Za-z0-9]+$/)?.[0] ?? ""}`;
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
