import { Readable } from "node:stream";
import type { MiddlewareHandler } from "hono";
import type { AppServices } from "../app-services.server";
import { mediaKeyOf } from "../media/media-paths";
import { contentDisposition } from "./download-file.server";

/** Where the media library's files are served: `/media/<yyyy>/<mm>/<name>.<ext>`. */
export const MEDIA_FILE_ROUTE = "/media/*";

const TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
  gif: "image/gif",
  pdf: "application/pdf",
};

/** What the files may do if a browser opens one as a page: show images, nothing else. */
export const MEDIA_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

/**
 * GET and HEAD /media/…: a library file's bytes from the file storage (local folder or S3).
 * Only paths of the shape the server makes reach the storage (no `..`, no other folder); any
 * other path, or a key with no file, answers 404. A key's bytes never change (a new upload gets
 * a new key), so browsers and CDNs may keep them for a year (`immutable`); the ETag lets a
 * revalidation answer 304. `nosniff` and a CSP that allows only images keep a file from acting
 * as a page; PDFs are attachments.
 */
export function mediaFileHandler(services: AppServices): MiddlewareHandler {
  return async (c) => {
    const key = mediaKeyOf(c.req.path);
    const extension = key?.slice(key.lastIndexOf(".") + 1) ?? "";
    const type = TYPES[extension];
    if (!key || !type) return notFound();
    const stat = await services.files.stat(key);
    if (!stat) return notFound();
    const tag = `"${key.slice(key.lastIndexOf("/") + 1)}-${stat.byteSize}"`;
    const headers = new Headers({
      "Content-Type": type,
      "Content-Length": String(stat.byteSize),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": MEDIA_CSP,
      "Cross-Origin-Resource-Policy": "same-origin",
      ETag: tag,
      "Last-Modified": stat.modifiedAt.toUTCString(),
    });
    if (type === "application/pdf") headers.set("Content-Disposition", contentDisposition(key.split("/").pop()!));
    const ifNoneMatch = c.req.header("If-None-Match");
    if (ifNoneMatch && ifNoneMatch.split(",").some((value) => value.trim().replace(/^W\//, "") === tag)) {
      headers.delete("Content-Length");
      return new Response(null, { status: 304, headers });
    }
    if (c.req.method === "HEAD") return new Response(null, { status: 200, headers });
    const stream = await services.files.openRead(key);
    if (!stream) return notFound();
    return new Response(Readable.toWeb(stream) as ReadableStream<Uint8Array>, { status: 200, headers });
  };
}

function notFound(): Response {
  return new Response("Not found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
