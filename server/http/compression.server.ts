import { promisify } from "node:util";
import zlib from "node:zlib";
import type { MiddlewareHandler } from "hono";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript|manifest\+json)|image\/svg\+xml)/;
/** Answers that never end (the staff tabs' Server-Sent Events): reading one whole would wait for ever. */
const STREAMED = /^text\/event-stream/;
const MIN_BYTES = 1024;

export type Encoding = "br" | "gzip" | null;

export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name, q ? Number.parseFloat(q.slice(2)) || 0 : 1);
  }
  if ((accepted.get("br") ?? 0) > 0) return "br";
  if ((accepted.get("gzip") ?? 0) > 0) return "gzip";
  return null;
}

export async function compressBody(body: Uint8Array, encoding: "br" | "gzip"): Promise<Buffer> {
  if (encoding === "br") {
    // Quality 5 compresses HTML nearly as well as 11 at a small fraction of the CPU time.
    return brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    });
  }
  return gzip(body, { level: 6 });
}

/**
 * Compresses dynamic HTML, JSON and XML answers to GET (brotli when accepted, gzip otherwise),
 * never an event stream.
 * Static assets are precompressed at build time and never reach this path with a body to
 * compress. Answers to POST, PATCH and DELETE are a reference or a changed record: short, and
 * reading one back to measure it cost more CPU than a new lead's whole insert (issue 14).
 */
export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.req.method !== "GET") return;
    const res = c.res;
    if (!res.body || res.headers.has("Content-Encoding")) return;
    if (res.status === 204 || res.status === 304) return;
    const type = res.headers.get("Content-Type") ?? "";
    if (!COMPRESSIBLE.test(type) || STREAMED.test(type)) return;
    if (!/accept-encoding/i.test(res.headers.get("Vary") ?? "")) res.headers.append("Vary", "Accept-Encoding");
    const encoding = preferredEncoding(c.req.header("Accept-Encoding"));
    if (!encoding) return;
    const body = new Uint8Array(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    if (body.byteLength < MIN_BYTES) {
      c.res = new Response(body, { status: res.status, headers });
      return;
    }
    const compressed = await compressBody(body, encoding);
    headers.set("Content-Encoding", encoding);
    headers.set("Content-Length", String(compressed.byteLength));
    c.res = new Response(new Uint8Array(compressed), { status: res.status, headers });
  };
}
