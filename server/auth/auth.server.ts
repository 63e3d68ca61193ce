// Who a request is: staff signing in (sign-in.server.ts), the principal of a session cookie or an
// API token on every later request, and signing out. Where a request came from and who acted, for
// the audit log, are in request-actor.ts.
import { eq } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { users } from "../db/schema";
import { recordAudit } from "../audit/audit.server";
import { findApiToken } from "./api-tokens.server";
import { deleteSessionByToken, findSession } from "./sessions.server";
import { createSignIn } from "./sign-in.server";
import { principalOf } from "./staff-principal.server";
import type { StaffPrincipal } from "./staff-user";

export interface AuthServiceDeps {
  db: Database;
}

export function createAuthService({ db }: AuthServiceDeps) {
  const tx = <T>(work: (db: Database) => Promise<T>) => db.transaction((t) => work(t as unknown as Database));

  const { signIn, completeTwoFactor } = createSignIn({ db });

  return {
    // The password step and the code step of signing in (sign-in.server.ts).
    signIn,
    completeTwoFactor,

    /** The principal of a session cookie, or null when it is missing, expired or signed out. */
    async authenticateSession(token: string | undefined): Promise<StaffPrincipal | null> {
      if (!token) return null;
      const found = await findSession(db, token);
      return found ? principalOf(db, found.user, "session", { sessionId: found.session.id }) : null;
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
      return principalOf(db, found.user, "token", {
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
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
