import { randomBytes } from "node:crypto";
import type { MiddlewareHandler } from "hono";

export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

/**
 * Content-Security-Policy for server-rendered pages: scripts run only with this response's nonce
 * (strict-dynamic lets them load the route chunks they import). Tracker hosts join the policy
 * with the consent issue.
 */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** Helmet-style headers for every response. */
export function securityHeaders(options: { https: boolean }): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set("X-Content-Type-Options", "nosniff");
    headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
    headers.set("X-Frame-Options", "DENY");
    headers.set("Cross-Origin-Opener-Policy", "same-origin");
    headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
    if (options.https) headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    headers.delete("X-Powered-By");
  };
}
