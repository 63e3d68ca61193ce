import { randomBytes } from "node:crypto";
import type { MiddlewareHandler } from "hono";

export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

/**
 * Content-Security-Policy for server-rendered pages: scripts run only with this response's nonce
 * (strict-dynamic lets them load the route chunks they import, and the tracker scripts the consent
 * snippet creates). The tracker hosts are listed for browsers without strict-dynamic, and for the
 * requests GA4 and the Meta Pixel make; the scripts load only after consent.
 */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic' https://www.googletagmanager.com https://connect.facebook.net`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https: https://www.facebook.com",
    "font-src 'self'",
    "connect-src 'self' https://www.google-analytics.com https://*.google-analytics.com https://*.analytics.google.com https://www.googletagmanager.com https://www.facebook.com https://connect.facebook.net",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** Helmet-style headers that every response carries. */
export function securityHeaderList(options: { https: boolean }): [string, string][] {
  const list: [string, string][] = [
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["X-Frame-Options", "DENY"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()"],
  ];
  if (options.https) list.push(["Strict-Transport-Security", "max-age=31536000; includeSubDomains"]);
  return list;
}

/** Sets the security headers on every response that goes through Hono. */
export function securityHeaders(options: { https: boolean }): MiddlewareHandler {
  const list = securityHeaderList(options);
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    for (const [name, value] of list) {
      // A page may ask for less than the default: the borrower's documents page (its address holds
      // a secret) sends no referrer at all.
      if (name === "Referrer-Policy" && headers.get(name) === "no-referrer") continue;
      headers.set(name, value);
    }
    headers.delete("X-Powered-By");
  };
}
