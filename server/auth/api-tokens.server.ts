import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../db/client.server";
import { apiTokens, users } from "../db/schema";
import { randomToken, tokenHash } from "./secret-tokens.server";

/** Tokens read `dsa_` + 43 URL-safe characters, so they are easy to spot in a leaked file. */
export const API_TOKEN_PREFIX = "dsa_";
/** `lastUsedAt` is written at most once a minute per token. */
const LAST_USED_INTERVAL_SECONDS = 60;

export type ApiTokenRow = typeof apiTokens.$inferSelect;
export type UserRow = typeof users.$inferSelect;

export function newApiToken(): { token: string; hash: string; prefix: string } {
  const token = `${API_TOKEN_PREFIX}${randomToken()}`;
  return { token, hash: tokenHash(token), prefix: token.slice(0, API_TOKEN_PREFIX.length + 6) };
}

const creators = alias(users, "creators");

/**
 * The live token's row, its (active) user and the e-mail of whoever made it (null once that account
 * is deleted), or null. Notes the use.
 */
export async function findApiToken(
  db: Database,
  token: string,
): Promise<{ token: ApiTokenRow; user: UserRow; createdBy: string | null } | null> {
  if (!token.startsWith(API_TOKEN_PREFIX) || token.length > 100) return null;
  const rows = await db
    .select({ token: apiTokens, user: users, createdBy: creators.email })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .leftJoin(creators, eq(creators.id, apiTokens.createdById))
    .where(and(eq(apiTokens.tokenHash, tokenHash(token)), isNull(apiTokens.revokedAt), eq(users.isActive, true)))
    .limit(1);
  const found = rows[0];
  if (!found) return null;
  const lastUsed = found.token.lastUsedAt?.getTime() ?? 0;
  if (Date.now() - lastUsed > LAST_USED_INTERVAL_SECONDS * 1000) {
    await db
      .update(apiTokens)
      .set({ lastUsedAt: sql`now()` })
      .where(eq(apiTokens.id, found.token.id));
  }
  return found;
}

/** Revokes every live token acting as the account (it is deactivated); answers how many. */
export async function revokeUserTokens(db: Database, userId: number): Promise<number> {
  const revoked = await db
    .update(apiTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
    .returning({ id: apiTokens.id });
  return revoked.length;
}

export async function listApiTokens(db: Database) {
  return (
    db
      .select({
        id: apiTokens.id,
        name: apiTokens.name,
        tokenPrefix: apiTokens.tokenPrefix,
        userId: apiTokens.userId,
        userEmail: users.email,
        userRole: users.role,
        createdAt: apiTokens.createdAt,
        lastUsedAt: apiTokens.lastUsedAt,
        revokedAt: apiTokens.revokedAt,
      })
      .from(apiTokens)
      .innerJoin(users, eq(users.id, apiTokens.userId))
      // Live tokens first, newest first.
      .orderBy(desc(sql`${apiTokens.revokedAt} is null`), desc(apiTokens.createdAt))
  );
}
