// One's own account, changed only by the person in a browser session: the password (the current
// one confirmed), the display name, the signed-in sessions ("sign out everywhere"), and two-factor
// sign-in (set-up with a QR code, recovery codes, turning it off). Each change is audited.
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { recoveryCodes, users } from "../db/schema";
import { recordAudit } from "../audit/audit.server";
import { minutesOf, signInMessages } from "./auth-messages";
import { ConflictError, ForbiddenError, NotFoundError, TooManyAttemptsError, ValidationError } from "../domain-errors";
import { actorOf, type RequestOrigin } from "./request-actor";
import {
  accountLockSeconds,
  clearAccountFailures,
  passwordConfirmKey,
  recordAccountFailure,
} from "./login-throttle.server";
import { hashPassword, passwordProblem, saveNewPassword, verifyPassword } from "./password.server";
import { readSecurityPolicy } from "./security-policy.server";
import {
  createSession,
  deleteUserSession,
  deleteUserSessions,
  listUserSessions,
  type UserRow,
} from "./sessions.server";
import { principalOf } from "./staff-principal.server";
import { toStaffUser, type StaffPrincipal, type StaffUser } from "./staff-user";
import { newRecoveryCodes, newTotpSecret, qrCodeSvg, recoveryCodeHash, totpUri, verifyTotp } from "./two-factor.server";

/**
 * One's own sign-in (password, two-factor, sessions, profile) is changed only by the person, in
 * a browser session; never through an API token that acts as them (issue 23, item 3). The API
 * refuses tokens before this (ownAccountRoute); this keeps every other caller to the same rule.
 */
function requireOwnSession(principal: StaffPrincipal): void {
  if (principal.via !== "session") {
    throw new ForbiddenError(
      "Your own password, two-factor sign-in, sessions and profile can only be changed by you, signed in to the staff area in a browser; API tokens cannot.",
    );
  }
}

export interface AccountServiceDeps {
  db: Database;
  /** The name authenticator apps show next to the code (the business name). */
  issuerName: () => Promise<string>;
}

export function createAccountService({ db, issuerName }: AccountServiceDeps) {
  const tx = <T>(work: (db: Database) => Promise<T>) => db.transaction((t) => work(t as unknown as Database));

  /**
   * Checks the current password typed to confirm a change of one's own account. Wrong ones are
   * counted and, like sign-ins, five lock these confirmations for 15 minutes (429), so a stolen
   * session cannot be used to guess the password at the speed of the server.
   */
  async function confirmCurrentPassword(
    principal: StaffPrincipal,
    user: UserRow,
    password: string,
    field: string,
    ip: string | null,
  ): Promise<void> {
    const key = passwordConfirmKey(user.id);
    const tooMany = (seconds: number) =>
      new TooManyAttemptsError(seconds, signInMessages.confirmLocked(minutesOf(seconds)));
    const locked = await accountLockSeconds(db, key);
    if (locked > 0) throw tooMany(locked);
    if (user.passwordHash && (await verifyPassword(user.passwordHash, password))) {
      await clearAccountFailures(db, key);
      return;
    }
    await tx(async (t) => {
      await recordAccountFailure(t, key);
      await recordAudit(t, actorOf(principal, ip), {
        action: "account.password_confirm_failed",
        entity: "user",
        entityId: user.id,
      });
    });
    const seconds = await accountLockSeconds(db, key);
    if (seconds > 0) throw tooMany(seconds);
    throw new ValidationError({ [field]: "That is not your current password" });
  }

  async function userById(id: number): Promise<UserRow> {
    const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
    if (!rows[0]) throw new NotFoundError("No such account");
    return rows[0];
  }

  return {
    /**
     * Changes one's own password (the current one is required). Every other session ends; the
     * current one continues under a new id, answered as `sessionToken` when there is one.
     */
    async changePassword(
      principal: StaffPrincipal,
      input: { currentPassword: string; newPassword: string },
      origin: RequestOrigin,
    ): Promise<{ sessionToken: string; principal: StaffPrincipal }> {
      requireOwnSession(principal);
      const user = await userById(principal.user.id);
      await confirmCurrentPassword(principal, user, input.currentPassword, "currentPassword", origin.ip);
      const problem = await passwordProblem(input.newPassword, { email: user.email, displayName: user.displayName });
      if (problem) throw new ValidationError({ newPassword: problem });
      // confirmCurrentPassword passed, so there is a stored hash.
      if (await verifyPassword(user.passwordHash ?? "", input.newPassword)) {
        throw new ValidationError({ newPassword: "Choose a password other than your current one" });
      }
      const passwordHash = await hashPassword(input.newPassword);
      const result = await tx(async (t) => {
        const updated = await saveNewPassword(t, user.id, passwordHash);
        const ended = await deleteUserSessions(t, user.id);
        const session = await createSession(t, { userId: user.id, ip: origin.ip, userAgent: origin.userAgent });
        await recordAudit(t, actorOf(principal, origin.ip), {
          action: "account.password_change",
          entity: "user",
          entityId: user.id,
          changes: { otherSessionsEnded: Math.max(0, ended - 1) },
        });
        return { updated, session };
      });
      return {
        sessionToken: result.session.token,
        principal: await principalOf(db, result.updated, "session", { sessionId: result.session.id }),
      };
    },

    async updateProfile(
      principal: StaffPrincipal,
      input: { displayName: string },
      ip: string | null,
    ): Promise<StaffUser> {
      requireOwnSession(principal);
      return tx(async (t) => {
        const [updated] = await t
          .update(users)
          .set({ displayName: input.displayName, version: sql`${users.version} + 1`, updatedAt: sql`now()` })
          .where(eq(users.id, principal.user.id))
          .returning();
        await recordAudit(t, actorOf(principal, ip), {
          action: "account.profile_update",
          entity: "user",
          entityId: principal.user.id,
          changes: { displayName: { from: principal.user.displayName, to: input.displayName } },
        });
        return toStaffUser(updated!);
      });
    },

    async listSessions(principal: StaffPrincipal) {
      requireOwnSession(principal);
      const rows = await listUserSessions(db, principal.user.id);
      return rows.map((row) => ({
        id: row.id,
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        expiresAt: row.expiresAt.toISOString(),
        ip: row.ip,
        userAgent: row.userAgent,
        current: row.id === principal.sessionId,
      }));
    },

    async revokeSession(principal: StaffPrincipal, sessionId: number, ip: string | null): Promise<void> {
      requireOwnSession(principal);
      await tx(async (t) => {
        if (!(await deleteUserSession(t, principal.user.id, sessionId))) throw new NotFoundError("No such session");
        await recordAudit(t, actorOf(principal, ip), {
          action: "auth.session_revoke",
          entity: "session",
          entityId: sessionId,
        });
      });
    },

    /** "Sign out everywhere": every session of the account, this one included. */
    async signOutEverywhere(principal: StaffPrincipal, ip: string | null): Promise<number> {
      requireOwnSession(principal);
      return tx(async (t) => {
        const ended = await deleteUserSessions(t, principal.user.id);
        await recordAudit(t, actorOf(principal, ip), {
          action: "auth.sign_out_everywhere",
          entity: "user",
          entityId: principal.user.id,
          changes: { sessionsEnded: ended },
        });
        return ended;
      });
    },

    /** Starts turning on two-factor sign-in: a new secret, shown as a QR code until confirmed. */
    async beginTwoFactorSetup(principal: StaffPrincipal): Promise<{ secret: string; uri: string; qrSvg: string }> {
      requireOwnSession(principal);
      const user = await userById(principal.user.id);
      if (user.totpEnabledAt) throw new ConflictError("Two-factor sign-in is already on for your account");
      const secret = newTotpSecret();
      await db.update(users).set({ totpSecret: secret, totpLastTimeStep: null }).where(eq(users.id, user.id));
      const uri = totpUri(secret, user.email, await issuerName());
      return { secret, uri, qrSvg: await qrCodeSvg(uri) };
    },

    /** Confirms the set-up with a first code; answers the recovery codes (shown once). */
    async enableTwoFactor(principal: StaffPrincipal, code: string, ip: string | null): Promise<string[]> {
      requireOwnSession(principal);
      const user = await userById(principal.user.id);
      if (user.totpEnabledAt) throw new ConflictError("Two-factor sign-in is already on for your account");
      if (!user.totpSecret) throw new ConflictError("Start the set-up again: scan a new QR code");
      const step = await verifyTotp(user.totpSecret, code, null);
      if (step === null) {
        throw new ValidationError({
          code: "That code is not right. Check that your phone's time is set automatically, and enter the code your app shows now.",
        });
      }
      const codes = newRecoveryCodes();
      await tx(async (t) => {
        await t
          .update(users)
          .set({ totpEnabledAt: sql`now()`, totpLastTimeStep: step, version: sql`${users.version} + 1` })
          .where(eq(users.id, user.id));
        await t.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
        await t.insert(recoveryCodes).values(codes.map((c) => ({ userId: user.id, codeHash: recoveryCodeHash(c) })));
        await recordAudit(t, actorOf(principal, ip), {
          action: "account.two_factor_enable",
          entity: "user",
          entityId: user.id,
        });
      });
      return codes;
    },

    async disableTwoFactor(principal: StaffPrincipal, password: string, ip: string | null): Promise<void> {
      requireOwnSession(principal);
      if ((await readSecurityPolicy(db)).requireTwoFactor) {
        throw new ForbiddenError("The owner requires two-factor sign-in for all staff, so it cannot be turned off");
      }
      const user = await userById(principal.user.id);
      await confirmCurrentPassword(principal, user, password, "password", ip);
      await tx(async (t) => {
        await t
          .update(users)
          .set({
            totpSecret: null,
            totpEnabledAt: null,
            totpLastTimeStep: null,
            version: sql`${users.version} + 1`,
          })
          .where(eq(users.id, user.id));
        await t.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
        await recordAudit(t, actorOf(principal, ip), {
          action: "account.two_factor_disable",
          entity: "user",
          entityId: user.id,
        });
      });
    },

    async regenerateRecoveryCodes(principal: StaffPrincipal, password: string, ip: string | null): Promise<string[]> {
      requireOwnSession(principal);
      const user = await userById(principal.user.id);
      if (!user.totpEnabledAt) throw new ConflictError("Turn on two-factor sign-in first");
      await confirmCurrentPassword(principal, user, password, "password", ip);
      const codes = newRecoveryCodes();
      await tx(async (t) => {
        await t.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
        await t.insert(recoveryCodes).values(codes.map((c) => ({ userId: user.id, codeHash: recoveryCodeHash(c) })));
        await recordAudit(t, actorOf(principal, ip), {
          action: "account.recovery_codes_regenerate",
          entity: "user",
          entityId: user.id,
        });
      });
      return codes;
    },

    async recoveryCodesLeft(userId: number): Promise<number> {
      const rows = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
      return Number(rows[0]?.n ?? 0);
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
