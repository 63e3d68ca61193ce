import type { IncomingMessage, ServerResponse } from "node:http";
import { answerFromCache } from "./cached-answer.server";
import { publicJsonCacheKey } from "./json-cache.server";
import { cacheKeyOf, type PageCache } from "./page-cache.server";
import { securityHeaderList } from "./security-headers.server";

/**
 * Answers cache hits straight from Node's request event, before Hono builds a Request and a
 * Response for them: the same bytes and headers the Hono handlers would send for that entry, at a
 * fraction of the cost. Everything else (misses, other methods, other paths) goes to `next`.
 */
export function cacheFastPath(options: { cache: PageCache; publicUrl?: string; https: boolean }) {
  const security = securityHeaderList({ https: options.https });
  const publicOrigin = options.publicUrl ? new URL(options.publicUrl).origin : null;
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    const target = req.url ?? "";
    if (req.method !== "GET" || target[0] !== "/") return next();
    let url: URL;
    try {
      // Origin and target joined as the Hono adapter joins them (plain HTTP; a proxy in front
      // terminates TLS). Not new URL(target, base): that reads `//evil.com/contact` as a URL of
      // another host whose path is `/contact`, and would answer it with our /contact.
      url = new URL(`${publicOrigin ?? `http://${req.headers.host ?? ""}`}${target}`);
    } catch {
      return next();
    }
    const origin = options.publicUrl ?? url.origin;
    const isJson = url.pathname.startsWith("/api/");
    const key = isJson
      ? publicJsonCacheKey(url)
      : cacheKeyOf("GET", url, req.headers.authorization !== undefined, origin);
    const entry = key ? options.cache.peek(key) : undefined;
    if (!entry) return next();
    const answer = answerFromCache(
      entry,
      { acceptEncoding: req.headers["accept-encoding"], ifNoneMatch: req.headers["if-none-match"] },
      true,
    );
    for (const [name, value] of security) res.setHeader(name, value);
    for (const [name, value] of answer.headers) res.setHeader(name, value);
    res.writeHead(answer.status);
    res.end(answer.body ?? undefined);
  };
}
