import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The visitor's address: the socket's peer, or, behind a trusted reverse proxy (TRUST_PROXY),
 * the first address of X-Forwarded-For.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("X-Forwarded-For")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // No socket (in-process requests in tests).
    return "unknown";
  }
}

/**
 * The key per-address limits count under. (Provisional: IPv4 and IPv6 alike by full address;
 * the edge work keys IPv6 by its /64.)
 */
export function rateLimitSubject(address: string): string {
  return address;
}
