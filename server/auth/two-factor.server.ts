import { randomInt } from "node:crypto";
import { generateSecret, generateURI, verify } from "otplib";
import QRCode from "qrcode";
import { tokenHash } from "./secret-tokens.server";

/**
 * Two-factor sign-in with TOTP (RFC 6238: 6 digits, 30-second steps, SHA-1, as every
 * authenticator app expects) and one-time recovery codes for a lost phone.
 */

export const RECOVERY_CODE_COUNT = 10;
/** A code typed up to 30 s late or early still counts (phone clocks drift; SMS-like delays). */
const TOLERANCE_SECONDS = 30;

export function newTotpSecret(): string {
  return generateSecret();
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export function totpUri(secret: string, account: string, issuer: string): string {
  return generateURI({ issuer, label: account, secret });
}

/** The QR code of `uri` as an SVG document (drawn on the server: no QR code library in the browser). */
export function qrCodeSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
}

/** Digits only: people paste codes with spaces ("123 456"). */
export function normalizeTotpCode(code: string): string {
  return code.replace(/[\s-]/g, "");
}

/**
 * Checks a 6-digit code. `lastTimeStep` is the step of the last accepted code: that code and
 * older ones are refused, so a code seen over someone's shoulder cannot be used again. Answers
 * the step to store, or null.
 */
export async function verifyTotp(secret: string, code: string, lastTimeStep: number | null): Promise<number | null> {
  const token = normalizeTotpCode(code);
  if (!/^\d{6}$/.test(token)) return null;
  try {
    const result = await verify({
      secret,
      token,
      epochTolerance: TOLERANCE_SECONDS,
      ...(lastTimeStep !== null ? { afterTimeStep: lastTimeStep } : {}),
    });
    return result.valid && "timeStep" in result ? result.timeStep : null;
  } catch {
    // A stored step ahead of the clock (a server clock set back) or a bad secret: not valid.
    return null;
  }
}

/** No 0/o, 1/l/i: codes are read off paper. */
const RECOVERY_ALPHABET = "23456789abcdefghjkmnpqrstuvwxyz";

/** Ten codes like `k7m2q-9xh4t`, shown once. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    let code = "";
    for (let i = 0; i < 10; i++) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
}

/** The stored form of a recovery code: case, spaces and the dash do not matter when typed. */
export function recoveryCodeHash(code: string): string {
  return tokenHash(code.toLowerCase().replace(/[\s-]/g, ""));
}

/** True for input shaped like a recovery code rather than a 6-digit TOTP code. */
export function looksLikeRecoveryCode(code: string): boolean {
  return /^[a-z0-9]{10}$/i.test(code.replace(/[\s-]/g, "")) && !/^\d+$/.test(code.replace(/[\s-]/g, ""));
}
