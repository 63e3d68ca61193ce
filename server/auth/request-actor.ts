// What every staff write needs to say who did it: where the request came from, and who acted, for
// the audit log. Apart from auth.server.ts so that sign-in and the domain services can use it
// without importing the service that builds on them.
import type { Actor } from "../audit/audit.server";
import type { StaffPrincipal } from "./staff-user";

/** Where a request came from, for limits and the audit log. */
export interface RequestOrigin {
  /** The visitor's address as the server saw it (through a trusted proxy). */
  ip: string | null;
  /** The key per-address limits count under (IPv6 by /64). */
  addressSubject: string;
  userAgent: string | null;
}

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
