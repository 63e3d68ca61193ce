// API tokens as staff manage them (/admin/api-tokens and /api/admin/tokens): the list, a new
// token acting as an active account (only an owner may make one act as an owner), and revoking
// one. Each change is audited; the token itself is shown once, at creation, and stored hashed
// (api-tokens.server.ts).
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { apiTokens, users } from "../db/schema";
import { recordAudit } from "../audit/audit.server";
import { ForbiddenError, NotFoundError, ValidationError } from "../domain-errors";
import { newApiToken, listApiTokens } from "./api-tokens.server";
import { actorOf } from "./request-actor";
import { rolesAssignableBy } from "./permissions";
import type { StaffPrincipal } from "./staff-user";

export interface ApiTokenManagerDeps {
  db: Database;
}

export function createApiTokenManager({ db }: ApiTokenManagerDeps) {
  const tx = <T>(work: (db: Database) => Promise<T>) => db.transaction((t) => work(t as unknown as Database));

  return {
    /** Every token, live ones first, newest first, with the account it acts as. */
    list: () => listApiTokens(db),

    /** A new token acting as `userId`; the token itself is answered once and never again. */
    async create(principal: StaffPrincipal, input: { name: string; userId: number }, ip: string | null) {
      const [owner] = await db.select().from(users).where(eq(users.id, input.userId)).limit(1);
      if (!owner) throw new NotFoundError("No such account");
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

    async revoke(principal: StaffPrincipal, tokenId: number, ip: string | null): Promise<void> {
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
  };
}

export type ApiTokenManager = ReturnType<typeof createApiTokenManager>;
