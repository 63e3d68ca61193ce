import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { apiTokens, recoveryCodes, users } from "../db/schema";
import { recordAudit, type Actor } from "../audit/audit.server";
import type { AuditAction } from "../vocabulary/audit";
import { minutesOf, signInMessages } from "./auth-messages";
import { ConflictError, ForbiddenError, NotFoundError, TooManyAttemptsError, ValidationError } from "../domain-errors";
import { newApiToken, findApiToken, listApiTokens } from "./api-tokens.server";
import {
  ACCOUNT_LOCK_MINUTES,
  accountKey,
  accountLockSeconds,
  addressBlockSeconds,
  addressKey,
  clearAccountFailures,
  deviceAccountKey,
  isKnownDevice,
  passwordConfirmKey,
  recordAccountFailure,
  recordAddressFailure,
  rememberDevice,
} from "./login-throttle.server";
import {
  hashPassword,
  needsRehash,
  passwordProblem,
  saveNewPassword,
  verifyAgainstDummy,
  verifyPassword,
} from "./password.server";
import { rolesAssignableBy } from "./permissions";
import { readSecurityPolicy, writeSecurityPolicy, type SecurityPolicy } from "./security-policy.server";
import {
  createSession,
  deleteSessionByToken,
  deleteUserSession,
  deleteUserSessions,
  findSession,
  listUserSessions,
  type UserRow,
} from "./sessions.server";
import { toStaffUser, type AccountSetupStep, type StaffPrincipal, type StaffUser } from "./staff-user";
import {
  looksLikeRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  qrCodeSvg,
  recoveryCodeHash,
  totpUri,
  verifyTotp,
} from "./two-factor.server";

/** Where a request came from, for limits and the audit log. */
export interface RequestOrigin {
  /** The visitor's address as the server saw it (through a trusted proxy). */
  ip: string | null;
  /** The key per-address limits count under (IPv6 by /64). */
  addressSubject: string;
  userAgent: string | null;
}

export type SignInResult =
  | { outcome: "signed_in"; sessionToken: string; deviceToken: string; principal: StaffPrincipal }
  | { outcome: "two_factor_required"; pendingToken: string }
  | { outcome: "invalid" }
  | { outcome: "invalid_code" }
  | { outcome: "expired" }
  | { outcome: "locked"; retryAfterSeconds: number }
  | { outcome: "address_blocked"; retryAfterSeconds: number };

/** Who acted, for the audit log (which names a token and its maker: auditActorLabel). */
export function actorOf(principal: StaffPrincipal, ip: string | null): Actor {
  const { token } = principal;
  return {
    userId: principal.user.id,
    label: principal.user.email,
    via: principal.via,
    ip,
    ...(token ? { token: { name: token.name, createdBy: token.createdBy } } : {}),
  };
}

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

const EMAIL_LABEL_MAX = 200;

export interface AuthServiceDeps {
  db: Database;
  /** The name authenticator apps show next to the code (the business name). */
  issuerName: () => Promise<string>;
}

export function createAuthService({ db, issuerName }: AuthServiceDeps) {
  const tx = <T>(work: (db: Database) => Promise<T>) => db.transaction((t) => work(t as unknown as Database));

  async function setupStepOf(user: UserRow, via: "session" | "token"): Promise<AccountSetupStep | null> {
    // API tokens are for integrations: nobody is there to choose a password or scan a QR code.
    if (via === "token") return null;
    if (user.mustChangePassword) return "change_password";
    if (user.totpEnabledAt === null && (await readSecurityPolicy(db)).requireTwoFactor) return "enable_two_factor";
    return null;
  }

  async function principalOf(
    user: UserRow,
    via: "session" | "token",
    ids: { sessionId?: number; token?: StaffPrincipal["token"] },
  ): Promise<StaffPrincipal> {
    return {
      user: toStaffUser(user),
      via,
      sessionId: ids.sessionId ?? null,
      token: ids.token ?? null,
      setupStep: await setupStepOf(user, via),
    };
  }

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
      principal: await principalOf(result.user, "session", { sessionId: result.session.id }),
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

  async function userByEmail(email: string): Promise<UserRow | null> {
    const rows = await db.select().from(users).where(eq(users.email, email)).limit(1);
    return rows[0] ?? null;
  }

  async function userById(id: number): Promise<UserRow> {
    const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
    if (!rows[0]) throw new NotFoundError("No such account");
    return rows[0];
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

    /** The principal of a session cookie, or null when it is missing, expired or signed out. */
    async authenticateSession(token: string | undefined): Promise<StaffPrincipal | null> {
      if (!token) return null;
      const found = await findSession(db, token);
      return found ? principalOf(found.user, "session", { sessionId: found.session.id }) : null;
    },

    /** The e-mail of a half-way sign-in (the code step shows it), or null. */
    async pendingSignIn(token: string | undefined): Promise<{ email: string } | null> {
      if (!token) return null;
      const found = await findSession(db, token, "two-factor");
      return found ? { email: found.user.email } : null;
    },

    /** The principal an API token acts as, or null. */
    async authenticateToken(token: string): Promise<StaffPrincipal | null> {
      const found = await findApiToken(db, token);
      if (!found) return null;
      return principalOf(found.user, "token", {
        token: { id: found.token.id, name: found.token.name, createdBy: found.createdBy },
      });
    },

    /** Signs out the session of `token`. */
    async signOut(token: string, ip: string | null): Promise<void> {
      await tx(async (t) => {
        const session = await deleteSessionByToken(t, token);
        if (!session || session.twoFactorPending) return;
        const user = await t.select({ email: users.email }).from(users).where(eq(users.id, session.userId));
        await recordAudit(
          t,
          { userId: session.userId, label: user[0]?.email ?? null, via: "session", ip },
          { action: "auth.logout", entity: "session", entityId: session.id },
        );
      });
    },

    // ---------------------------------------------------------------------------------------
    // One's own account
    // ---------------------------------------------------------------------------------------

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
        principal: await principalOf(result.updated, "session", { sessionId: result.session.id }),
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

    // ---------------------------------------------------------------------------------------
    // API tokens
    // ---------------------------------------------------------------------------------------

    listTokens: () => listApiTokens(db),

    /** A new token acting as `userId`; the token itself is answered once and never again. */
    async createToken(principal: StaffPrincipal, input: { name: string; userId: number }, ip: string | null) {
      const owner = await userById(input.userId);
      if (!owner.isActive) throw new ValidationError({ userId: "Choose an active account" });
      if (!rolesAssignableBy(principal.user).includes(owner.role)) {
        throw new ForbiddenError("Only an owner can create a token that acts as an owner");
      }
      const created = newApiToken();
      const row = await tx(async (t) => {
        const [inserted] = await t
          .insert(apiTokens)
          .values({
            userId: owner.id,
            name: input.name,
            tokenHash: created.hash,
            tokenPrefix: created.prefix,
            createdById: principal.user.id,
          })
          .returning();
        await recordAudit(t, actorOf(principal, ip), {
          action: "token.create",
          entity: "api_token",
          entityId: inserted!.id,
          changes: { name: input.name, actsAs: owner.email, role: owner.role },
        });
        return inserted!;
      });
      return { token: created.token, id: row.id, name: row.name, tokenPrefix: row.tokenPrefix };
    },

    async revokeToken(principal: StaffPrincipal, tokenId: number, ip: string | null): Promise<void> {
      await tx(async (t) => {
        const rows = await t
          .update(apiTokens)
          .set({ revokedAt: sql`now()` })
          .where(and(eq(apiTokens.id, tokenId), isNull(apiTokens.revokedAt)))
          .returning({ id: apiTokens.id, name: apiTokens.name });
        if (rows.length === 0) throw new NotFoundError("No live token with this id");
        await recordAudit(t, actorOf(principal, ip), {
          action: "token.revoke",
          entity: "api_token",
          entityId: tokenId,
          changes: { name: rows[0]!.name },
        });
      });
    },

    // ---------------------------------------------------------------------------------------
    // The owner's rules
    // ---------------------------------------------------------------------------------------

    securityPolicy: () => readSecurityPolicy(db),

    /** The owner who requires two-factor sign-in must use it first, or they would lock themselves in set-up. */
    async setSecurityPolicy(principal: StaffPrincipal, policy: SecurityPolicy, ip: string | null) {
      if (policy.requireTwoFactor && !principal.user.twoFactorEnabled) {
        throw new ValidationError({
          requireTwoFactor: "Turn on two-factor sign-in for your own account first (on your account page).",
        });
      }
      return writeSecurityPolicy(db, actorOf(principal, ip), policy);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

export { ACCOUNT_LOCK_MINUTES };
