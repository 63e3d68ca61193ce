import { parse, serialize } from "hono/utils/cookie";
import { KNOWN_DEVICE_LIFETIME_DAYS } from "./login-throttle.server";
import { SESSION_ABSOLUTE_LIFETIME_MS, TWO_FACTOR_STEP_LIFETIME_MS } from "./sessions.server";

/**
 * The staff cookies. HttpOnly (no script reads them), SameSite=Lax (not sent with cross-site
 * posts), and on HTTPS sites Secure with the `__Host-` prefix (no subdomain can set or read them).
 * They hold random ids only; everything else is in the database.
 */
export interface CookieNames {
  session: string;
  device: string;
}

export function cookieNames(https: boolean): CookieNames {
  return https
    ? { session: "__Host-dsa_session", device: "__Host-dsa_device" }
    : { session: "dsa_session", device: "dsa_device" };
}

function attributes(https: boolean, maxAgeSeconds: number) {
  return {
    path: "/",
    httpOnly: true,
    sameSite: "Lax",
    ...(https ? { secure: true } : {}),
    maxAge: maxAgeSeconds,
  } as const;
}

export function createStaffCookies(https: boolean) {
  const names = cookieNames(https);
  return {
    names,
    /** A complete sign-in's session cookie (gone when the session's absolute lifetime ends). */
    session: (token: string) =>
      serialize(names.session, token, attributes(https, SESSION_ABSOLUTE_LIFETIME_MS / 1000) as never),
    /** The half-way sign-in that waits for its code. */
    twoFactorStep: (token: string) =>
      serialize(names.session, token, attributes(https, TWO_FACTOR_STEP_LIFETIME_MS / 1000) as never),
    clearSession: () => serialize(names.session, "", attributes(https, 0) as never),
    device: (token: string) =>
      serialize(names.device, token, attributes(https, KNOWN_DEVICE_LIFETIME_DAYS * 24 * 60 * 60) as never),
    /** The values of the staff cookies in a Cookie header. */
    read(cookieHeader: string | null | undefined): { session?: string; device?: string } {
      if (!cookieHeader) return {};
      const cookies = parse(cookieHeader);
      return { session: cookies[names.session] || undefined, device: cookies[names.device] || undefined };
    },
  };
}

export type StaffCookies = ReturnType<typeof createStaffCookies>;
