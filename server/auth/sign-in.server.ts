// Signing in to the staff area: the password step and, for accounts with two-factor sign-in, the
// code step (an authenticator code or a recovery code). Failures are counted per account, per
// address and per browser that signed in to the account before (login-throttle.server.ts), and
// every attempt is audited; the answers take the same time whether or not the e-mail has an account.
import type { AuditAction } from "../vocabulary/audit";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { recoveryCodes, users } from "../db/schema";
import { recordAudit } from "../audit/audit.server";
import type { RequestOrigin } from "./request-actor";
import {
  accountKey,
  accountLockSeconds,
  addressBlockSeconds,
  addressKey,
  clearAccountFailures,
  deviceAccountKey,
  isKnownDevice,
  recordAccountFailure,
  recordAddressFailure,
  rememberDevice,
} from "./login-throttle.server";
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from "./password.server";
import { createSession, deleteSessionByToken, findSession, type UserRow } from "./sessions.server";
import { principalOf } from "./staff-principal.server";
import type { StaffPrincipal } from "./staff-user";
import { looksLikeRecoveryCode, recoveryCodeHash, verifyTotp } from "./two-factor.server";

export type SignInResult =
  | { outcome: "signed_in"; sessionToken: string; deviceToken: string; principal: StaffPrincipal }
  | { outcome: "two_factor_required"; pendingToken: string }
  | { outcome: "invalid" }
  | { outcome: "invalid_code" }
  | { outcome: "expired" }
  | { outcome: "locked"; retryAfterSeconds: number }
  | { outcome: "address_blocked"; retryAfterSeconds: number };

const EMAIL_LABEL_MAX = 200;

export function createSignIn({ db }: { db: Database }) {
  const tx = <T>(work: (db: Database) => Promise<T>) => db.transaction((t) => work(t as unknown as Database));

  /**
   * Counts a failed sign-in everywhere it counts (the account, the address, and the known browser
   * it came from, if any) and records it; answers the outcome to give.
   */
  async function refuse(
    email: string,
    user: UserRow | null,
    origin: RequestOrigin,
    reason: string,
    action: AuditAction = "auth.login_failed",
    deviceKey: string | null = null,
  ): Promise<SignInResult> {
    await tx(async (t) => {
      await recordAccountFailure(t, accountKey(email));
      if (deviceKey) await recordAccountFailure(t, deviceKey);
      await recordAddressFailure(t, addressKey(origin.addressSubject));
      await recordAudit(
        t,
        { userId: user?.id ?? null, label: email.slice(0, EMAIL_LABEL_MAX), via: "anonymous", ip: origin.ip },
        { action, entity: "user", entityId: user?.id ?? null, changes: { reason } },
      );
    });
    return action === "auth.two_factor_failed" ? { outcome: "invalid_code" } : { outcome: "invalid" };
  }

  /** A complete sign-in: a new session (a new id every time), the last sign-in time, the audit row. */
  async function startSession(
    user: UserRow,
    origin: RequestOrigin,
    deviceToken: string | undefined,
    method: "password" | "totp" | "recovery_code",
    deviceKey: string | null,
  ): Promise<SignInResult> {
    const result = await tx(async (t) => {
      const session = await createSession(t, { userId: user.id, ip: origin.ip, userAgent: origin.userAgent });
      const [updated] = await t
        .update(users)
        .set({ lastSignInAt: sql`now()` })
        .where(eq(users.id, user.id))
        .returning();
      // The owner getting in from their own browser does not lift the lock that holds back others.
      await clearAccountFailures(t, accountKey(user.email), { keepLock: deviceKey !== null });
      if (deviceKey) await clearAccountFailures(t, deviceKey);
      const device = await rememberDevice(t, user.id, deviceToken);
      await recordAudit(
        t,
        { userId: user.id, label: user.email, via: "session", ip: origin.ip },
        { action: "auth.login", entity: "user", entityId: user.id, changes: { method } },
      );
      return { session, user: updated!, device };
    });
    return {
      outcome: "signed_in",
      sessionToken: result.session.token,
      deviceToken: result.device,
      principal: await principalOf(db, result.user, "session", { sessionId: result.session.id }),
    };
  }

  /** After the failure that reached the limit, say so at once rather than at the next try. */
  async function lockedAfterFailure(lockKey: string): Promise<SignInResult | null> {
    const seconds = await accountLockSeconds(db, lockKey);
    return seconds > 0 ? { outcome: "locked", retryAfterSeconds: seconds } : null;
  }

  /**
   * The lock that applies to this sign-in: a browser that signed in to the account before counts
   * its own failures (so five wrong passwords typed elsewhere do not lock the owner out of their
   * own laptop); everyone else shares the account's. `deviceKey` is null for everyone else.
   */
  async function lockFor(
    email: string,
    user: UserRow | null,
    deviceToken: string | undefined,
  ): Promise<{ lockKey: string; deviceKey: string | null }> {
    // Asked for unknown e-mails too (of no account), so both take the same queries.
    const known = await isKnownDevice(db, user?.id ?? 0, deviceToken);
    const deviceKey = known && user && deviceToken ? deviceAccountKey(user.id, deviceToken) : null;
    return { lockKey: deviceKey ?? accountKey(email), deviceKey };
  }

  async function userByEmail(email: string): Promise<UserRow | null> {
    const rows = await db.select().from(users).where(eq(users.email, email)).limit(1);
    return rows[0] ?? null;
  }

  return {
    /**
     * The first step of signing in. The same outcomes, in the same time, whether or not the
     * e-mail has an account.
     */
    async signIn(
      input: { email: string; password: string; deviceToken?: string },
      origin: RequestOrigin,
    ): Promise<SignInResult> {
      const email = input.email.trim().toLowerCase();
      const user = await userByEmail(email);
      const { lockKey, deviceKey } = await lockFor(email, user, input.deviceToken);
      const lockSeconds = await accountLockSeconds(db, lockKey);
      if (lockSeconds > 0) {
        await recordAudit(
          db,
          { userId: null, label: email.slice(0, EMAIL_LABEL_MAX), via: "anonymous", ip: origin.ip },
          { action: "auth.login_locked", entity: "user", changes: { retryAfterSeconds: lockSeconds } },
        );
        return { outcome: "locked", retryAfterSeconds: lockSeconds };
      }
      if (!deviceKey) {
        const blockSeconds = await addressBlockSeconds(db, addressKey(origin.addressSubject));
        if (blockSeconds > 0) {
          await recordAudit(
            db,
            { userId: null, label: email.slice(0, EMAIL_LABEL_MAX), via: "anonymous", ip: origin.ip },
            { action: "auth.login_address_blocked", entity: "user", changes: { retryAfterSeconds: blockSeconds } },
          );
          return { outcome: "address_blocked", retryAfterSeconds: blockSeconds };
        }
      }

      if (!user || !user.isActive || !user.passwordHash) {
        await verifyAgainstDummy(input.password);
        const failed = await refuse(
          email,
          user,
          origin,
          !user ? "unknown_email" : !user.isActive ? "inactive" : "no_password",
        );
        return (await lockedAfterFailure(lockKey)) ?? failed;
      }
      if (!(await verifyPassword(user.passwordHash, input.password))) {
        const failed = await refuse(email, user, origin, "wrong_password", "auth.login_failed", deviceKey);
        return (await lockedAfterFailure(lockKey)) ?? failed;
      }
      if (needsRehash(user.passwordHash)) {
        await db
          .update(users)
          .set({ passwordHash: await hashPassword(input.password) })
          .where(eq(users.id, user.id));
      }
      if (user.totpEnabledAt !== null) {
        const pending = await createSession(db, {
          userId: user.id,
          twoFactorPending: true,
          ip: origin.ip,
          userAgent: origin.userAgent,
        });
        return { outcome: "two_factor_required", pendingToken: pending.token };
      }
      return startSession(user, origin, input.deviceToken, "password", deviceKey);
    },

    /** The second step: a TOTP code or a recovery code for the half-way sign-in of `pendingToken`. */
    async completeTwoFactor(
      input: { pendingToken: string; code: string; deviceToken?: string },
      origin: RequestOrigin,
    ): Promise<SignInResult> {
      const pending = await findSession(db, input.pendingToken, "two-factor");
      if (!pending) return { outcome: "expired" };
      const { user } = pending;
      const { lockKey, deviceKey } = await lockFor(user.email, user, input.deviceToken);
      const lockSeconds = await accountLockSeconds(db, lockKey);
      if (lockSeconds > 0) return { outcome: "locked", retryAfterSeconds: lockSeconds };

      let method: "totp" | "recovery_code" | null = null;
      if (looksLikeRecoveryCode(input.code)) {
        const used = await db
          .update(recoveryCodes)
          .set({ usedAt: sql`now()` })
          .where(
            and(
              eq(recoveryCodes.userId, user.id),
              eq(recoveryCodes.codeHash, recoveryCodeHash(input.code)),
              isNull(recoveryCodes.usedAt),
            ),
          )
          .returning({ id: recoveryCodes.id });
        if (used.length > 0) method = "recovery_code";
      } else if (user.totpSecret) {
        const step = await verifyTotp(user.totpSecret, input.code, user.totpLastTimeStep);
        if (step !== null) {
          // Conditional on the old step, so two requests racing with one code cannot both pass.
          const claimed = await db
            .update(users)
            .set({ totpLastTimeStep: step })
            .where(
              and(
                eq(users.id, user.id),
                user.totpLastTimeStep === null
                  ? isNull(users.totpLastTimeStep)
                  : eq(users.totpLastTimeStep, user.totpLastTimeStep),
              ),
            )
            .returning({ id: users.id });
          if (claimed.length > 0) method = "totp";
        }
      }
      if (!method) {
        const failed = await refuse(user.email, user, origin, "wrong_code", "auth.two_factor_failed", deviceKey);
        return (await lockedAfterFailure(lockKey)) ?? failed;
      }
      await deleteSessionByToken(db, input.pendingToken);
      return startSession(user, origin, input.deviceToken, method, deviceKey);
    },
  };
}
