// The principal of a signed-in request: the member of staff, how they came (a browser session or
// an API token), and the set-up step their account still needs before anything else. Built the
// same way at sign-in (sign-in.server.ts), for every later request (auth.server.ts) and after a
// password change (own-account.server.ts).
import type { Database } from "../db/client.server";
import { readSecurityPolicy } from "./security-policy.server";
import type { UserRow } from "./sessions.server";
import { toStaffUser, type AccountSetupStep, type StaffPrincipal } from "./staff-user";

async function setupStepOf(db: Database, user: UserRow, via: "session" | "token"): Promise<AccountSetupStep | null> {
  // API tokens are for integrations: nobody is there to choose a password or scan a QR code.
  if (via === "token") return null;
  if (user.mustChangePassword) return "change_password";
  if (user.totpEnabledAt === null && (await readSecurityPolicy(db)).requireTwoFactor) return "enable_two_factor";
  return null;
}

export async function principalOf(
  db: Database,
  user: UserRow,
  via: "session" | "token",
  ids: { sessionId?: number; token?: StaffPrincipal["token"] },
): Promise<StaffPrincipal> {
  return {
    user: toStaffUser(user),
    via,
    sessionId: ids.sessionId ?? null,
    token: ids.token ?? null,
    setupStep: await setupStepOf(db, user, via),
  };
}
