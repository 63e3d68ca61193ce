import { createHash, randomBytes } from "node:crypto";

/** A random token of `bytes` bytes (256 bits by default), URL-safe. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

/**
 * What the database keeps of a token: its SHA-256. Tokens are random 256-bit values, so a fast
 * hash is enough (nothing to brute-force); a stolen table opens nothing.
 */
export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}
