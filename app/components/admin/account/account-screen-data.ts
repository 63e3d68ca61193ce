import type { AccountService } from "~server/auth/own-account.server";

/** What the account page's loader (app/routes/admin/account.tsx) hands its sections. */
export interface AccountScreenData {
  sessions: Awaited<ReturnType<AccountService["listSessions"]>>;
  twoFactor: { enabled: boolean; recoveryCodesLeft: number; required: boolean };
  /** When the page was made (ISO), so relative times agree between server and browser. */
  now: string;
}
