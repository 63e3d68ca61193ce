// The signed-in member of staff as screens and API clients see them. Isomorphic (types and a
// mapper only).
import type { StaffRole } from "../vocabulary/staff";

export interface StaffUser {
  id: number;
  email: string;
  displayName: string;
  role: StaffRole;
  isActive: boolean;
  twoFactorEnabled: boolean;
  mustChangePassword: boolean;
  /** ISO time, or null before the first sign-in. */
  lastSignInAt: string | null;
  createdAt: string;
  /** Grows with every change; an edit sends the version it started from. */
  version: number;
}

/**
 * Something the account must do before anything else: choose its own password (it signed in with
 * a temporary one), or turn on two-factor sign-in (the owner requires it).
 */
export type AccountSetupStep = "change_password" | "enable_two_factor";

export interface StaffPrincipal {
  user: StaffUser;
  via: "session" | "token";
  sessionId: number | null;
  /** The API token this request came with (via "token"): the audit names who made it. */
  token: { id: number; name: string; createdBy: string | null } | null;
  setupStep: AccountSetupStep | null;
}

interface UserLike {
  id: number;
  email: string;
  displayName: string;
  role: StaffRole;
  isActive: boolean;
  totpEnabledAt: Date | null;
  mustChangePassword: boolean;
  lastSignInAt: Date | null;
  createdAt: Date;
  version: number;
}

export function toStaffUser(row: UserLike): StaffUser {
  return {
    id: row.id,
    email: row.email,
    displayName: row.displayName,
    role: row.role,
    isActive: row.isActive,
    twoFactorEnabled: row.totpEnabledAt !== null,
    mustChangePassword: row.mustChangePassword,
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    version: row.version,
  };
}
