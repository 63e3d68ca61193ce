import { randomInt } from "node:crypto";
import { and, asc, count, eq, gt, ilike, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import type { Logger } from "pino";
import { changedFields, recordAudit, systemActor, type Actor } from "../audit/audit.server";
import { actorOf, type RequestOrigin } from "../auth/request-actor";
import { hashPassword, passwordProblem, saveNewPassword, voidSetupLinks } from "../auth/password.server";
import { revokeUserTokens } from "../auth/api-tokens.server";
import type { StaffRole } from "../vocabulary/staff";
import { randomToken, tokenHash } from "../auth/secret-tokens.server";
import { deleteUserSessions } from "../auth/sessions.server";
import { toStaffUser, type StaffPrincipal, type StaffUser } from "../auth/staff-user";
import type { Database } from "../db/client.server";
import { isUniqueViolation } from "../db/errors.server";
import { passwordSetupLinks, recoveryCodes, users } from "../db/schema";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "../domain-errors";
import type { UserListQuery } from "./user-list.schema";
import type { AccessMethod } from "./user.schema";

/**
 * How the first owner account came to be at this start: it existed already, came from ADMIN_EMAIL
 * and ADMIN_PASSWORD, or was made with a one-time password that `npm start` prints once.
 */
export type FirstOwner =
  | { kind: "exists" }
  | { kind: "from_environment"; email: string }
  | { kind: "one_time_password"; email: string; password: string };

/** A set-up link works for three days, once. */
export const SETUP_LINK_LIFETIME_HOURS = 72;

/** What the owner is shown once after creating or resetting an account. */
export interface AccessGrant {
  user: StaffUser;
  /** The temporary password to pass on (the person must change it at first sign-in). */
  temporaryPassword?: string;
  /** The token of the one-time set-up link (the API turns it into the link). */
  setupToken?: string;
  setupLinkExpiresAt?: string;
}

/** A temporary password as given to the person, and its hash as stored. */
interface TemporaryPassword {
  password: string;
  hash: string;
}

/** Readable temporary passwords: 3 groups of 4 from an alphabet without look-alikes (~62 bits). */
function temporaryPassword(): string {
  const alphabet = "23456789abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ";
  const groups = Array.from({ length: 3 }, () =>
    Array.from({ length: 4 }, () => alphabet[randomInt(alphabet.length)]).join(""),
  );
  return groups.join("-");
}

export function createUserService({ db }: { db: Database }) {
  const tx = <T>(work: (db: Database) => Promise<T>) => db.transaction((t) => work(t as unknown as Database));

  async function rowById(t: Database, id: number, lock = false) {
    const query = t.select().from(users).where(eq(users.id, id)).limit(1);
    const rows = lock ? await query.for("update") : await query;
    if (!rows[0]) throw new NotFoundError("No staff account with this id");
    return rows[0];
  }

  /** Owners who are active, other than `exceptId`. Locks them, so two demotions cannot race past the rule. */
  async function otherActiveOwners(t: Database, exceptId: number): Promise<number> {
    const rows = await t
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, "owner"), eq(users.isActive, true), ne(users.id, exceptId)))
      .for("update");
    return rows.length;
  }

  /**
   * The temporary password of a grant, checked and hashed before the grant's transaction: the
   * strength estimator and argon2 take 100 ms and more, and on the embedded database a
   * transaction holds its only connection. A typed one must pass the password rules; a made-up one
   * is 62 random bits, which no rule refuses. Null for a set-up link.
   */
  async function prepareTemporaryPassword(
    access: AccessMethod,
    typed: string | undefined,
    account: { email: string; displayName: string },
  ): Promise<TemporaryPassword | null> {
    if (access !== "temporary_password") return null;
    if (typed !== undefined) {
      const problem = await passwordProblem(typed, account);
      if (problem) throw new ValidationError({ temporaryPassword: problem });
    }
    const password = typed ?? temporaryPassword();
    return { password, hash: await hashPassword(password) };
  }

  /**
   * Gives access with the prepared temporary password, or with a new set-up link when there is
   * none. Any set-up link still out for the account stops working, whichever way access is given.
   */
  async function grantAccess(
    t: Database,
    userId: number,
    temporary: TemporaryPassword | null,
    createdById: number | null,
  ): Promise<Omit<AccessGrant, "user">> {
    await voidSetupLinks(t, userId);
    if (temporary) {
      await t.update(users).set({ passwordHash: temporary.hash, mustChangePassword: true }).where(eq(users.id, userId));
      return { temporaryPassword: temporary.password };
    }
    // A set-up link: the old password stops working at once.
    await t.update(users).set({ passwordHash: null, mustChangePassword: false }).where(eq(users.id, userId));
    const token = randomToken();
    const expiresAt = new Date(Date.now() + SETUP_LINK_LIFETIME_HOURS * 60 * 60 * 1000);
    await t.insert(passwordSetupLinks).values({ userId, tokenHash: tokenHash(token), expiresAt, createdById });
    return { setupToken: token, setupLinkExpiresAt: expiresAt.toISOString() };
  }

  async function liveSetupLink(token: string) {
    if (!token || token.length > 100) return null;
    const rows = await db
      .select({ link: passwordSetupLinks, user: users })
      .from(passwordSetupLinks)
      .innerJoin(users, eq(users.id, passwordSetupLinks.userId))
      .where(
        and(
          eq(passwordSetupLinks.tokenHash, tokenHash(token)),
          isNull(passwordSetupLinks.usedAt),
          gt(passwordSetupLinks.expiresAt, sql`now()`),
          eq(users.isActive, true),
        ),
      )
      .limit(1);
    return rows[0] ?? null;
  }

  async function applyUpdate(
    principal: StaffPrincipal,
    id: number,
    input: { version: number; email?: string; displayName?: string; role?: StaffRole; isActive?: boolean },
    ip: string | null,
  ): Promise<StaffUser> {
    return tx(async (t) => {
      const before = await rowById(t, id, true);
      if (before.version !== input.version) {
        throw new ConflictError(
          `${before.displayName}'s account was changed by someone else while you were editing. Reload to see the change, then try again.`,
        );
      }
      const changes = changedFields(
        { email: before.email, displayName: before.displayName, role: before.role, isActive: before.isActive },
        { email: input.email, displayName: input.displayName, role: input.role, isActive: input.isActive },
      );
      const self = id === principal.user.id;
      if (self && (changes.role || changes.isActive)) {
        throw new ForbiddenError("You cannot change your own role or deactivate yourself. Ask another owner.");
      }
      const losesOwner =
        before.role === "owner" && before.isActive && (changes.role !== undefined || input.isActive === false);
      if (losesOwner && (await otherActiveOwners(t, id)) === 0) {
        throw new ValidationError({ role: "Keep at least one active owner: make someone else an owner first." });
      }
      if (Object.keys(changes).length === 0) return toStaffUser(before);
      const [after] = await t
        .update(users)
        .set({
          email: input.email ?? before.email,
          displayName: input.displayName ?? before.displayName,
          role: input.role ?? before.role,
          isActive: input.isActive ?? before.isActive,
          version: sql`${users.version} + 1`,
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, id))
        .returning();
      // A deactivated account is signed out everywhere at once; its API tokens are revoked (not
      // just paused: reactivating the person must not bring back tokens handed to integrations)
      // and its set-up links end.
      const endings =
        input.isActive === false
          ? {
              sessionsEnded: await deleteUserSessions(t, id),
              tokensRevoked: await revokeUserTokens(t, id),
              setupLinksEnded: await voidSetupLinks(t, id),
            }
          : {};
      await recordAudit(t, actorOf(principal, ip), {
        action: "user.update",
        entity: "user",
        entityId: id,
        changes: { ...changes, ...endings },
      });
      return toStaffUser(after!);
    });
  }

  return {
    async list(query: UserListQuery): Promise<{ items: StaffUser[]; total: number }> {
      const conditions: SQL[] = [];
      if (query.search) {
        const pattern = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        conditions.push(or(ilike(users.email, pattern), ilike(users.displayName, pattern))!);
      }
      if (query.role) conditions.push(eq(users.role, query.role));
      if (query.status) conditions.push(eq(users.isActive, query.status === "active"));
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(sql`${users.isActive} desc`, asc(users.displayName), asc(users.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ total: count() }).from(users).where(where),
      ]);
      return { items: rows.map(toStaffUser), total: Number(totals[0]?.total ?? 0) };
    },

    async get(id: number): Promise<StaffUser> {
      return toStaffUser(await rowById(db, id));
    },

    /** Active accounts for pickers (who a token acts as, later: who a lead is assigned to). */
    async listActive(): Promise<StaffUser[]> {
      const rows = await db.select().from(users).where(eq(users.isActive, true)).orderBy(asc(users.displayName));
      return rows.map(toStaffUser);
    },

    async count(): Promise<number> {
      const rows = await db.select({ total: count() }).from(users).where(eq(users.isActive, true));
      return Number(rows[0]?.total ?? 0);
    },

    async create(
      principal: StaffPrincipal,
      input: {
        email: string;
        displayName: string;
        role: StaffRole;
        access: AccessMethod;
        temporaryPassword?: string;
      },
      ip: string | null,
    ): Promise<AccessGrant> {
      const temporary = await prepareTemporaryPassword(input.access, input.temporaryPassword, input);
      try {
        return await tx(async (t) => {
          const [row] = await t
            .insert(users)
            .values({ email: input.email, displayName: input.displayName, role: input.role })
            .returning();
          const grant = await grantAccess(t, row!.id, temporary, principal.user.id);
          await recordAudit(t, actorOf(principal, ip), {
            action: "user.create",
            entity: "user",
            entityId: row!.id,
            changes: { email: input.email, displayName: input.displayName, role: input.role, access: input.access },
          });
          return { user: toStaffUser(await rowById(t, row!.id)), ...grant };
        });
      } catch (error) {
        if (isUniqueViolation(error))
          throw new ValidationError({ email: "An account with this e-mail already exists" });
        throw error;
      }
    },

    /**
     * Changes name, role or active state. The version must be the one the screen showed; the last
     * active owner cannot be demoted or deactivated, and nobody changes their own role or state.
     */
    async update(
      principal: StaffPrincipal,
      id: number,
      input: { version: number; email?: string; displayName?: string; role?: StaffRole; isActive?: boolean },
      ip: string | null,
    ): Promise<StaffUser> {
      try {
        return await applyUpdate(principal, id, input, ip);
      } catch (error) {
        if (isUniqueViolation(error)) throw new ValidationError({ email: "Another account has this e-mail" });
        throw error;
      }
    },

    /** A new temporary password or set-up link for someone who forgot theirs; their sessions end. */
    async resetAccess(
      principal: StaffPrincipal,
      id: number,
      input: { access: AccessMethod; temporaryPassword?: string; resetTwoFactor: boolean },
      ip: string | null,
    ): Promise<AccessGrant> {
      if (id === principal.user.id) {
        throw new ForbiddenError("Change your own password on your account page.");
      }
      const temporary = await prepareTemporaryPassword(input.access, input.temporaryPassword, await rowById(db, id));
      return tx(async (t) => {
        await rowById(t, id, true);
        const grant = await grantAccess(t, id, temporary, principal.user.id);
        if (input.resetTwoFactor) {
          await t
            .update(users)
            .set({ totpSecret: null, totpEnabledAt: null, totpLastTimeStep: null })
            .where(eq(users.id, id));
          await t.delete(recoveryCodes).where(eq(recoveryCodes.userId, id));
        }
        await t
          .update(users)
          .set({ version: sql`${users.version} + 1`, updatedAt: sql`now()` })
          .where(eq(users.id, id));
        const sessionsEnded = await deleteUserSessions(t, id);
        await recordAudit(t, actorOf(principal, ip), {
          action: "user.reset_access",
          entity: "user",
          entityId: id,
          changes: { access: input.access, resetTwoFactor: input.resetTwoFactor, sessionsEnded },
        });
        return { user: toStaffUser(await rowById(t, id)), ...grant };
      });
    },

    /** Who a set-up link is for (the page greets them), or null when it is used, expired or unknown. */
    async describeSetupLink(token: string): Promise<{ email: string; displayName: string } | null> {
      const found = await liveSetupLink(token);
      return found ? { email: found.user.email, displayName: found.user.displayName } : null;
    },

    /** Sets the password of the link's account and uses the link up. */
    async setPasswordWithLink(token: string, password: string, origin: RequestOrigin): Promise<StaffUser> {
      const found = await liveSetupLink(token);
      if (!found) {
        throw new ValidationError(
          { token: "This link was used already or has expired. Ask the owner for a new one." },
          "This link was used already or has expired",
        );
      }
      const problem = await passwordProblem(password, found.user);
      if (problem) throw new ValidationError({ password: problem });
      const passwordHash = await hashPassword(password);
      return tx(async (t) => {
        const used = await t
          .update(passwordSetupLinks)
          .set({ usedAt: sql`now()` })
          .where(and(eq(passwordSetupLinks.id, found.link.id), isNull(passwordSetupLinks.usedAt)))
          .returning({ id: passwordSetupLinks.id });
        if (used.length === 0) throw new ConflictError("This link was used a moment ago. Sign in with your password.");
        const after = await saveNewPassword(t, found.user.id, passwordHash);
        await deleteUserSessions(t, found.user.id);
        await recordAudit(
          t,
          { userId: found.user.id, label: found.user.email, via: "anonymous", ip: origin.ip },
          { action: "account.password_set_by_link", entity: "user", entityId: found.user.id },
        );
        return toStaffUser(after);
      });
    },

    /**
     * The first owner, when no account exists yet: from ADMIN_EMAIL and ADMIN_PASSWORD, or with a
     * one-time password printed to the log once. Safe when several instances start together.
     */
    async ensureFirstOwner(
      env: { email?: string; password?: string },
      logger: Pick<Logger, "info" | "warn">,
    ): Promise<FirstOwner> {
      const fromEnv = Boolean(env.email && env.password);
      const password = fromEnv ? env.password! : temporaryPassword();
      const email = fromEnv ? env.email!.trim().toLowerCase() : "owner@example.com";
      // Hashing takes a moment: do it before the lock, and only when there may be work.
      const [existing] = await db.select({ total: count() }).from(users);
      if (Number(existing?.total ?? 0) > 0) return { kind: "exists" };
      const passwordHash = await hashPassword(password);
      const created = await tx(async (t) => {
        await t.execute(sql`select pg_advisory_xact_lock(hashtext('dsa:first-owner'))`);
        const [again] = await t.select({ total: count() }).from(users);
        if (Number(again?.total ?? 0) > 0) return null;
        const [row] = await t
          .insert(users)
          .values({
            email,
            displayName: fromEnv ? "Owner" : "Owner (change me)",
            role: "owner",
            passwordHash,
            mustChangePassword: !fromEnv,
          })
          .returning();
        await recordAudit(t, systemActor as Actor, {
          action: "user.create",
          entity: "user",
          entityId: row!.id,
          changes: { email, role: "owner", source: fromEnv ? "ADMIN_EMAIL" : "one-time password" },
        });
        return row!;
      });
      if (!created) return { kind: "exists" };
      if (fromEnv) {
        logger.info({ email }, "created the first owner account from ADMIN_EMAIL and ADMIN_PASSWORD");
        // Without the estimator: this runs at the first start, where its lists would only cost memory.
        if (await passwordProblem(password, { email }, { estimate: false })) {
          logger.warn("ADMIN_PASSWORD is a common or weak password: change it on the account page after signing in");
        }
        return { kind: "from_environment", email };
      }
      // Printed once, now; it is never shown again (only its hash is kept).
      logger.warn(
        { email, oneTimePassword: password },
        `No staff account existed: created the owner ${email} with the one-time password ${password}. Sign in at /admin/login, then choose your own password and change the e-mail on the Staff accounts screen. Set ADMIN_EMAIL and ADMIN_PASSWORD to choose them yourself.`,
      );
      return { kind: "one_time_password", email, password };
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
