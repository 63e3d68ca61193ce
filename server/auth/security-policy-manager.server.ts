// The owner's sign-in rules for all staff (security-policy.server.ts stores them) as the staff
// screens and /api/admin/security read and change them.
import type { Database } from "../db/client.server";
import { ValidationError } from "../domain-errors";
import { actorOf } from "./request-actor";
import { readSecurityPolicy, writeSecurityPolicy, type SecurityPolicy } from "./security-policy.server";
import type { StaffPrincipal } from "./staff-user";

export interface SecurityPolicyManagerDeps {
  db: Database;
}

export function createSecurityPolicyManager({ db }: SecurityPolicyManagerDeps) {
  return {
    get: () => readSecurityPolicy(db),

    /** The owner who requires two-factor sign-in must use it first, or they would lock themselves in set-up. */
    async set(principal: StaffPrincipal, policy: SecurityPolicy, ip: string | null) {
      if (policy.requireTwoFactor && !principal.user.twoFactorEnabled) {
        throw new ValidationError({
          requireTwoFactor: "Turn on two-factor sign-in for your own account first (on your account page).",
        });
      }
      return writeSecurityPolicy(db, actorOf(principal, ip), policy);
    },
  };
}

export type SecurityPolicyManager = ReturnType<typeof createSecurityPolicyManager>;
