import { preferredEncoding } from "./compression.server";
import { renderNonceTemplate, templateEncodingFor } from "./nonce-template.server";
import { etagMatches, etagOf, type CachedPage } from "./page-cache.server";
import { contentSecurityPolicy, createNonce } from "./security-headers.server";

export interface CachedAnswer {
  status: number;
  headers: [string, string][];
  body: Buffer<ArrayBuffer> | null;
}

/**
 * The answer to one request from a cache entry: a fresh nonce and the matching policy for a page,
 * the best encoding the client takes, and 304 for a page the client already holds. Used by the
 * Hono handlers and by the fast path that answers hits before Hono (cache-fast-path.server.ts).
 */
export function answerFromCache(
  entry: CachedPage,
  request: { acceptEncoding?: string; ifNoneMatch?: string },
  hit: boolean,
): CachedAnswer {
  const headers: [string, string][] = [
    ...entry.headers,
    ["Vary", "Accept-Encoding"],
    ["X-Page-Cache", hit ? "hit" : "miss"],
  ];
  if (entry.kind === "page") {
    const etag = etagOf(entry);
    headers.push(["ETag", etag]);
    if (etagMatches(request.ifNoneMatch, etag)) {
      // No Content-Security-Policy on a 304: the browser keeps its stored page, whose scripts carry
      // the nonce of the policy stored with it. A fresh policy here would replace that one and block
      // them (docs/decisions/0014-pages-private-to-browser-caches.md).
      return { status: 304, headers, body: null };
    }
  }
  const encoding = templateEncodingFor(entry.template, preferredEncoding(request.acceptEncoding));
  const nonce = entry.kind === "page" ? createNonce() : "";
  const body = renderNonceTemplate(entry.template, encoding, nonce);
  if (entry.kind === "page") headers.push(["Content-Security-Policy", contentSecurityPolicy(nonce)]);
  if (encoding !== "identity") headers.push(["Content-Encoding", encoding]);
  headers.push(["Content-Length", String(body.byteLength)]);
  return { status: entry.status, headers, body };
}

export function answerToResponse(answer: CachedAnswer): Response {
  return new Response(answer.body, { status: answer.status, headers: answer.headers });
}
