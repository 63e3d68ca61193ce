import type { Context, MiddlewareHandler } from "hono";

export interface BodyLimitOptions {
  /** Largest body accepted, in bytes. */
  maxBytes: number;
  /**
   * The answer to a body over the limit. `headers` must go on it: they say whether the
   * connection stays open (Connection: close when the rest of the body was not read).
   */
  onTooLarge: (c: Context, headers: Record<string, string>) => Response | Promise<Response>;
  /** Read and throw away an oversized body up to this many bytes in all, so the connection stays usable. */
  discardBytes?: number;
  /** …and for at most this long. */
  discardMs?: number;
}

const DEFAULT_DISCARD_BYTES = 1024 * 1024;
const DEFAULT_DISCARD_MS = 3_000;

/**
 * Refuses request bodies over `maxBytes`, like hono/body-limit, but leaves the connection in a
 * state the client can use. Answering while the rest of the body is still on the wire, and then
 * closing, resets the socket: a keep-alive client (or a proxy) that sends its next request on it
 * gets ECONNRESET (a 502 behind a proxy). So the rest of a moderately oversized body is read and
 * thrown away before answering, and the connection is kept; a body too big or too slow to throw
 * away is answered at once with `Connection: close`, so that no client reuses that socket.
 * (hono/body-limit cannot do this on Node: the request stream it starts reading stalls the
 * adapter's own clean-up, which then destroys the socket after 500 ms.)
 */
export function bodyLimit(options: BodyLimitOptions): MiddlewareHandler {
  const { maxBytes, onTooLarge } = options;
  const discardBytes = options.discardBytes ?? DEFAULT_DISCARD_BYTES;
  const discardMs = options.discardMs ?? DEFAULT_DISCARD_MS;

  const refuse = async (c: Context, rest: ReadableStreamDefaultReader<Uint8Array> | undefined, read: number) => {
    const drained = rest ? await discardRest(rest, read, discardBytes, discardMs) : false;
    return onTooLarge(c, drained ? {} : { Connection: "close" });
  };

  return async (c, next) => {
    const declared = c.req.header("Content-Length");
    if (declared !== undefined && c.req.header("Transfer-Encoding") === undefined) {
      const length = Number(declared);
      if (length <= maxBytes) return next();
      // A body too big to be worth reading is refused at once, and the connection closed.
      return refuse(c, length > discardBytes ? undefined : c.req.raw.body?.getReader(), 0);
    }
    const body = c.req.raw.body;
    if (!body) return next();
    const reader = body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) return refuse(c, reader, size);
      chunks.push(value);
    }
    const buffer = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      buffer.set(chunk, offset);
      offset += chunk.byteLength;
    }
    c.req.raw = new Request(c.req.raw, { body: buffer });
    return next();
  };
}

/** Reads the rest of a body and drops it; true when the body ended within the limits. */
async function discardRest(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  alreadyRead: number,
  maxBytes: number,
  maxMs: number,
): Promise<boolean> {
  let read = alreadyRead;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), maxMs);
  });
  try {
    while (read <= maxBytes) {
      const pending = reader.read();
      const result = await Promise.race([pending, timeout]);
      if (result === "timeout") {
        // The socket closes after the answer; that ends this read one way or the other.
        pending.catch(() => undefined);
        return false;
      }
      if (result.done) return true;
      read += result.value.byteLength;
    }
    return false;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
