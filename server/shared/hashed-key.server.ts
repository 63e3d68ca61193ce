import { createHash } from "node:crypto";

/**
 * A database key for a counter about a person or an address (rate limits, sign-in throttles):
 * `scope:` and a hash, so keys never hold a visitor's IP or an e-mail address in clear text.
 */
export function hashedKey(scope: string, value: string): string {
  return `${scope}:${createHash("sha256").update(value).digest("base64url").slice(0, 32)}`;
}
