import { and, desc, eq, gt, lt, ne, or, sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { staffSessions, users } from "../db/schema";
import { randomToken, tokenHash } from "./secret-tokens.server";

/**
 * Session lifetimes (docs/decisions/0012-staff-accounts.md): a session ends after 2 hours without
 * a request, and in any case 12 hours after sign-in: one office day, so staff sign in each
 * morning and a phone left signed in overnight is signed out.
 */
export const SESSION_IDLE_TIMEOUT_MS = 2 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_LIFETIME_MS = 12 * 60 * 60 * 1000;
/** Time to type the code of the second step after the password was right. */
export const TWO_FACTOR_STEP_LIFETIME_MS = 5 * 60 * 1000;
/** `lastSeenAt` is written at most this often (one write a minute, not one per request). */
const TOUCH_INTERVAL_MS = 60 * 1000;

export type SessionRow = typeof staffSessions.$inferSelect;
export type UserRow = typeof users.$inferSelect;

export interface NewSession {
  /** The cookie value; only its hash is stored. */
  token: string;
  id: number;
  expiresAt: Date;
}

export async function createSession(
  db: Database,
  input: { userId: number; twoFactorPending?: boolean; ip: string | null; userAgent: string | null },
): Promise<NewSession> {
  const token = randomToken();
  const lifetime = input.twoFactorPending ? TWO_FACTOR_STEP_LIFETIME_MS : SESSION_ABSOLUTE_LIFETIME_MS;
  const expiresAt = new Date(Date.now() + lifetime);
  const [row] = await db
    .insert(staffSessions)
    .values({
      tokenHash: tokenHash(token),
      userId: input.userId,
      twoFactorPending: input.twoFactorPending ?? false,
      expiresAt,
      ip: input.ip,
      userAgent: input.userAgent?.slice(0, 300) ?? null,
    })
    .returning({ id: staffSessions.id });
  return { token, id: row!.id, expiresAt };
}

/** Not expired and not idle for too long. */
const liveSession = () =>
  and(
    gt(staffSessions.expiresAt, sql`now()`),
    gt(staffSessions.lastSeenAt, sql`now() - make_interval(secs => ${SESSION_IDLE_TIMEOUT_MS / 1000})`),
  );

/**
 * The live session of a cookie value with its (active) user, or null. `stage` "two-factor" finds
 * the half-way sign-in that waits for its code; "signed-in" only complete ones. Touches
 * `lastSeenAt`.
 */
export async function findSession(
  db: Database,
  token: string,
  stage: "signed-in" | "two-factor" = "signed-in",
): Promise<{ session: SessionRow; user: UserRow } | null> {
  if (!token || token.length > 100) return null;
  const rows = await db
    .select({ session: staffSessions, user: users })
    .from(staffSessions)
    .innerJoin(users, eq(users.id, staffSessions.userId))
    .where(
      and(
        eq(staffSessions.tokenHash, tokenHash(token)),
        eq(staffSessions.twoFactorPending, stage === "two-factor"),
        liveSession(),
        eq(users.isActive, true),
      ),
    )
    .limit(1);
  const found = rows[0];
  if (!found) return null;
  if (Date.now() - found.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db
      .update(staffSessions)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(staffSessions.id, found.session.id));
  }
  return found;
}

/** Deletes the session of a cookie value (sign-out); answers the deleted row. */
export async function deleteSessionByToken(db: Database, token: string): Promise<SessionRow | null> {
  const rows = await db
    .delete(staffSessions)
    .where(eq(staffSessions.tokenHash, tokenHash(token)))
    .returning();
  return rows[0] ?? null;
}

/** Deletes one session of a user (revoke from the sessions list). */
export async function deleteUserSession(db: Database, userId: number, sessionId: number): Promise<boolean> {
  const rows = await db
    .delete(staffSessions)
    .where(and(eq(staffSessions.id, sessionId), eq(staffSessions.userId, userId)))
    .returning({ id: staffSessions.id });
  return rows.length > 0;
}

/** Ends every session of a user, except `exceptId` when given; answers how many ended. */
export async function deleteUserSessions(db: Database, userId: number, exceptId?: number): Promise<number> {
  const rows = await db
    .delete(staffSessions)
    .where(
      exceptId === undefined
        ? eq(staffSessions.userId, userId)
        : and(eq(staffSessions.userId, userId), ne(staffSessions.id, exceptId)),
    )
    .returning({ id: staffSessions.id });
  return rows.length;
}

/** A user's signed-in browsers, most recently used first (half-way sign-ins left out). */
export async function listUserSessions(db: Database, userId: number): Promise<SessionRow[]> {
  return db
    .select()
    .from(staffSessions)
    .where(and(eq(staffSessions.userId, userId), eq(staffSessions.twoFactorPending, false), liveSession()))
    .orderBy(desc(staffSessions.lastSeenAt));
}

/** Deletes expired and idle sessions (housekeeping; safe to run on every instance). */
export async function purgeExpiredSessions(db: Database): Promise<number> {
  const rows = await db
    .delete(staffSessions)
    .where(
      or(
        lt(staffSessions.expiresAt, sql`now()`),
        lt(staffSessions.lastSeenAt, sql`now() - make_interval(secs => ${SESSION_IDLE_TIMEOUT_MS / 1000})`),
      ),
    )
    .returning({ id: staffSessions.id });
  return rows.length;
}
