import { isIPv4, isIPv6 } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import type { RequestOrigin } from "../auth/request-actor";

/**
 * The visitor's address: the socket's peer, or, behind `trustedProxies` reverse proxies
 * (TRUST_PROXY), the address the outermost of them saw, from X-Forwarded-For. Each proxy appends
 * the address it received the request from, so that address is the n-th entry from the right;
 * anything to its left was written by the visitor and proves nothing. A header shorter than
 * that gives its left-most entry; a header without a usable address, the socket's peer.
 */
export function clientAddress(c: Context, trustedProxies: number): string {
  if (trustedProxies > 0) {
    const forwarded = forwardedAddress(c.req.header("X-Forwarded-For"), trustedProxies);
    if (forwarded) return forwarded;
  }
  let peer: string | undefined;
  try {
    peer = getConnInfo(c).remote.address;
  } catch {
    // No socket (in-process requests in tests).
  }
  return (peer && parseAddress(peer)) || "unknown";
}

/** The address `trustedProxies` hops from the right of an X-Forwarded-For value, normalised; null if unusable. */
export function forwardedAddress(header: string | undefined, trustedProxies: number): string | null {
  if (!header || trustedProxies < 1) return null;
  const entries = header.split(",");
  const entry = entries[Math.max(0, entries.length - trustedProxies)];
  return entry === undefined ? null : parseAddress(entry);
}

/**
 * One address as proxies write it, normalised: `1.2.3.4`, `1.2.3.4:5678`, `[2001:db8::1]:443`,
 * `2001:DB8:0::1`, `fe80::1%eth0`, `::ffff:1.2.3.4`. IPv4 (an IPv4-mapped IPv6 address included)
 * comes back dotted; IPv6 in its canonical text (RFC 5952), without a zone. Null for anything else.
 */
export function parseAddress(raw: string): string | null {
  let text = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(text);
  if (bracketed) text = bracketed[1]!;
  else if (/^[\d.]+:\d{1,5}$/.test(text)) text = text.slice(0, text.lastIndexOf(":"));
  if (isIPv4(text)) return text;
  const groups = ipv6Groups(text);
  if (!groups) return null;
  return mappedIPv4(groups) ?? formatIPv6(groups);
}

/**
 * What a per-address limit counts against: an IPv4 address as it is, an IPv6 address by its /64
 * network (e.g. `2001:db8:1:2::/64`), since one subscriber gets a whole /64 and can pick a fresh
 * address from it for every request. Something that is not an address is its own key.
 */
export function rateLimitSubject(address: string): string {
  const ip = parseAddress(address);
  if (!ip) return address.trim();
  if (isIPv4(ip)) return ip;
  const groups = ipv6Groups(ip)!;
  return `${formatIPv6([...groups.slice(0, 4), 0, 0, 0, 0])}/64`;
}

/** The eight 16-bit groups of an IPv6 address (zone dropped, `::` expanded, a dotted tail converted). */
function ipv6Groups(address: string): number[] | null {
  const text = address.split("%")[0]!.toLowerCase();
  if (!isIPv6(text)) return null;
  let hex = text;
  const lastColon = hex.lastIndexOf(":");
  const tail = hex.slice(lastColon + 1);
  if (tail.includes(".")) {
    const [a, b, c, d] = tail.split(".").map(Number) as [number, number, number, number];
    hex = `${hex.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, rest] = hex.split("::") as [string, string | undefined];
  const split = (part: string) => (part === "" ? [] : part.split(":"));
  const before = split(head);
  const after = rest === undefined ? [] : split(rest);
  const missing = rest === undefined ? 0 : 8 - before.length - after.length;
  const groups = [...before, ...Array<string>(missing).fill("0"), ...after].map((group) => parseInt(group, 16));
  return groups.length === 8 && groups.every((group) => group >= 0 && group <= 0xffff) ? groups : null;
}

/** `::ffff:a.b.c.d` is an IPv4 visitor on a dual-stack socket. */
function mappedIPv4(groups: number[]): string | null {
  if (!groups.slice(0, 5).every((group) => group === 0) || groups[5] !== 0xffff) return null;
  const [high, low] = [groups[6]!, groups[7]!];
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
}

/** RFC 5952: lower-case, no leading zeros, the longest run of two or more zero groups as `::`. */
function formatIPv6(groups: number[]): string {
  let bestStart = -1;
  let bestLength = 0;
  for (let start = 0; start < 8;) {
    if (groups[start] !== 0) {
      start++;
      continue;
    }
    let end = start;
    while (end < 8 && groups[end] === 0) end++;
    if (end - start > bestLength) [bestStart, bestLength] = [start, end - start];
    start = end;
  }
  const hex = (part: number[]) => part.map((group) => group.toString(16)).join(":");
  if (bestLength < 2) return hex(groups);
  return `${hex(groups.slice(0, bestStart))}::${hex(groups.slice(bestStart + bestLength))}`;
}

/** Where a request came from: the address (through trusted proxies), its limit key, the browser. */
export function requestOrigin(c: Context, trustedProxies: number): RequestOrigin {
  const address = clientAddress(c, trustedProxies);
  return {
    ip: address === "unknown" ? null : address,
    addressSubject: rateLimitSubject(address),
    userAgent: c.req.header("User-Agent")?.slice(0, 300) ?? null,
  };
}
