import { and, eq, gt, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { knownDevices, loginLockouts, rateLimits } from "../db/schema";
import { hashedKey } from "../shared/hashed-key.server";
import { randomToken, tokenHash } from "./secret-tokens.server";

/**
 * Brakes on guessing passwords (docs/decisions/0012-staff-accounts.md):
 * - per account: 5 failed sign-ins lock the typed e-mail for 15 minutes, whether or not an
 *   account has it, so the answer never tells which addresses exist;
 * - per address (IPv6 by /64): 30 failed sign-ins in 15 minutes stop further tries from there,
 *   except from a browser that signed in to that account before (a "known device"), so a burst
 *   of failures from the shared office address does not lock out a colleague.
 * Everything lives in the database, shared by every instance.
 */
export const ACCOUNT_FAILURE_LIMIT = 5;
export const ACCOUNT_LOCK_MINUTES = 15;
export const ADDRESS_FAILURE_LIMIT = 30;
export const ADDRESS_WINDOW_MINUTES = 15;
export const KNOWN_DEVICE_LIFETIME_DAYS = 90;

export const accountKey = (email: string) => hashedKey("login-account", email.trim().toLowerCase());
/**
 * Wrong current passwords typed by a signed-in account (change password, turn off two-factor
 * sign-in, new recovery codes): counted and locked like sign-ins, but on a key of their own, so
 * someone holding a stolen session cannot guess the password there, nor lock its owner's sign-in.
 */
export const passwordConfirmKey = (userId: number) => hashedKey("password-confirm", String(userId));
/**
 * Wrong passwords typed in a browser that signed in to the account before: that browser keeps
 * signing in while the account is locked for everyone else, with a lock of its own.
 */
export const deviceAccountKey = (userId: number, deviceToken: string) =>
  hashedKey("login-device", `${userId}:${tokenHash(deviceToken)}`);
export const addressKey = (subject: string) => hashedKey("login-address", subject);

/** Seconds until the account key may try again, or 0 when it is not locked. */
export async function accountLockSeconds(db: Database, key: string): Promise<number> {
  const rows = await db
    .select({
      seconds: sql<number>`ceil(extract(epoch from (${loginLockouts.lockedUntil} - now())))::int`,
    })
    .from(loginLockouts)
    .where(and(eq(loginLockouts.key, key), gt(loginLockouts.lockedUntil, sql`now()`)))
    .limit(1);
  return Math.max(0, Number(rows[0]?.seconds ?? 0));
}

/**
 * Counts a failure against the account key; the fifth within the lock period locks it. A run of
 * failures older than the lock period starts again from one. Answers whether it is now locked.
 */
export async function recordAccountFailure(db: Database, key: string): Promise<boolean> {
  const window = sql`make_interval(mins => ${ACCOUNT_LOCK_MINUTES})`;
  const rows = await db.execute<{ locked: boolean }>(sql`
    insert into login_lockouts (key, failures, last_failure_at, locked_until)
    values (${key}, 1, now(), null)
    on conflict (key) do update set
      failures = case when login_lockouts.last_failure_at < now() - ${window}
                      or login_lockouts.locked_until is not null and login_lockouts.locked_until <= now()
                      then 1 else login_lockouts.failures + 1 end,
      last_failure_at = now(),
      locked_until = case
        when (case when login_lockouts.last_failure_at < now() - ${window}
                     or login_lockouts.locked_until is not null and login_lockouts.locked_until <= now()
                   then 1 else login_lockouts.failures + 1 end) >= ${ACCOUNT_FAILURE_LIMIT}
        then now() + ${window} else null end
    returning locked_until is not null as locked
  `);
  return Boolean((rows as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked);
}

/**
 * A successful sign-in forgets the key's failures. With `keepLock`, a lock in force stays (only
 * counts below the limit go): for a sign-in from a known browser while others are locked out.
 */
export async function clearAccountFailures(
  db: Database,
  key: string,
  options: { keepLock?: boolean } = {},
): Promise<void> {
  const unlocked = or(isNull(loginLockouts.lockedUntil), lte(loginLockouts.lockedUntil, sql`now()`));
  await db
    .delete(loginLockouts)
    .where(options.keepLock ? and(eq(loginLockouts.key, key), unlocked) : eq(loginLockouts.key, key));
}

/** Seconds until the address may try again, or 0 when it is under the limit. */
export async function addressBlockSeconds(db: Database, key: string): Promise<number> {
  const rows = await db
    .select({
      count: rateLimits.count,
      seconds: sql<number>`ceil(extract(epoch from (${rateLimits.windowStart} + make_interval(mins => ${ADDRESS_WINDOW_MINUTES}) - now())))::int`,
    })
    .from(rateLimits)
    .where(
      and(
        eq(rateLimits.key, key),
        gt(rateLimits.windowStart, sql`now() - make_interval(mins => ${ADDRESS_WINDOW_MINUTES})`),
      ),
    )
    .limit(1);
  const row = rows[0];
  if (!row || row.count < ADDRESS_FAILURE_LIMIT) return 0;
  return Math.max(1, Number(row.seconds));
}

/** Counts a failed sign-in against the address (a fixed window, as for leads). */
export async function recordAddressFailure(db: Database, key: string): Promise<void> {
  const window = sql`make_interval(mins => ${ADDRESS_WINDOW_MINUTES})`;
  await db.execute(sql`
    insert into rate_limits (key, window_start, count) values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when rate_limits.window_start <= now() - ${window} then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= now() - ${window} then now() else rate_limits.window_start end
  `);
}

/** One browser's token serves every account signed in there: the stored key names the account. */
const deviceKey = (userId: number, deviceToken: string) => `${userId}:${tokenHash(deviceToken)}`;

/** True when `deviceToken` is a known device of `userId` (signed in there before, not expired). */
export async function isKnownDevice(db: Database, userId: number, deviceToken: string | undefined): Promise<boolean> {
  if (!deviceToken || deviceToken.length > 100) return false;
  const rows = await db
    .select({ id: knownDevices.id })
    .from(knownDevices)
    .where(
      and(
        eq(knownDevices.tokenHash, deviceKey(userId, deviceToken)),
        eq(knownDevices.userId, userId),
        gt(knownDevices.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * True when the server made `deviceToken` (some account remembers it and it has not expired). A
 * value the browser chose itself is never adopted: whoever planted it (a script on a sibling
 * subdomain can set a cookie on plain-HTTP sites) would know the "known device" of the account
 * that signs in next, and known devices pass the address block and the account lock.
 */
async function isServerMadeDevice(db: Database, deviceToken: string): Promise<boolean> {
  const rows = await db
    .select({ id: knownDevices.id })
    .from(knownDevices)
    .where(
      and(
        sql`split_part(${knownDevices.tokenHash}, ':', 2) = ${tokenHash(deviceToken)}`,
        gt(knownDevices.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Remembers this browser for the account after a successful sign-in. Reuses the browser's device
 * token when the server made it (one cookie serves every account signed in there); otherwise
 * makes a new one. Answers the token.
 */
export async function rememberDevice(db: Database, userId: number, deviceToken: string | undefined): Promise<string> {
  const token =
    deviceToken && /^[A-Za-z0-9_-]{43}$/.test(deviceToken) && (await isServerMadeDevice(db, deviceToken))
      ? deviceToken
      : randomToken();
  const expiresAt = new Date(Date.now() + KNOWN_DEVICE_LIFETIME_DAYS * 24 * 60 * 60 * 1000);
  await db
    .insert(knownDevices)
    .values({ userId, tokenHash: deviceKey(userId, token), expiresAt })
    .onConflictDoUpdate({ target: knownDevices.tokenHash, set: { expiresAt } });
  return token;
}

/** Housekeeping: expired lockouts and devices. */
export async function purgeLoginThrottle(db: Database): Promise<void> {
  await db
    .delete(loginLockouts)
    .where(
      or(
        lt(loginLockouts.lockedUntil, sql`now()`),
        and(
          sql`${loginLockouts.lockedUntil} is null`,
          lt(loginLockouts.lastFailureAt, sql`now() - make_interval(mins => ${ACCOUNT_LOCK_MINUTES})`),
        ),
      ),
    );
  await db.delete(knownDevices).where(lt(knownDevices.expiresAt, sql`now()`));
}
