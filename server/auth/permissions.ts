// Who may do what in the staff area. One map, in code, read by the server (every admin loader and
// every /api/admin operation) and by the browser (to hide what a role cannot use). Isomorphic:
// it imports only the roles (server/vocabulary/staff.ts), so the admin bundle can carry it.
import { staffRoles, type StaffRole } from "../vocabulary/staff";

export const staffRoleDescriptions: Record<StaffRole, string> = {
  owner: "Everything, including staff accounts, the two-factor rule, the mail server and backups",
  admin: "Everything except staff accounts, the two-factor rule, the mail server and backups",
  editor:
    "Loan services and rates, schemes, page texts and their translations, blog, media, deals, downloads, popups and site settings; no leads or analytics",
  viewer: "Dashboard, leads and analytics, read-only",
};

export const permissions = [
  "dashboard:read",
  "lead:read",
  "lead:update",
  "lead:export",
  "lead:erase",
  "lead:commission",
  // The lead settings: assignment, WhatsApp template, working hours, retention (owner, admin).
  "lead:configure",
  "post:read",
  "post:write",
  "post:publish",
  "media:read",
  "media:write",
  "deal:read",
  "deal:write",
  "download:read",
  "download:write",
  "popup:read",
  "popup:write",
  "settings:read",
  "settings:write",
  // The public site's core content (issue 26): loan services with their lenders' offers,
  // government schemes, and the texts of the home, about and landing pages.
  "service:read",
  "service:write",
  "scheme:read",
  "scheme:write",
  "page:read",
  "page:write",
  // Malayalam and Hindi versions of that content (issue 27): whoever keeps the content keeps them.
  "translation:read",
  "translation:write",
  "analytics:read",
  "audit:read",
  "token:manage",
  "user:manage",
  "security:manage",
  // The mail server the staff e-mails go through: its account's password, and where every lead's
  // data is sent from (owner only).
  "mail:manage",
  // The server's backups: their schedule, running one, and downloading one, which holds every
  // lead and staff account of the site (owner only).
  "backup:manage",
] as const;
export type Permission = (typeof permissions)[number];

const contentPermissions: Permission[] = [
  "dashboard:read",
  "post:read",
  "post:write",
  "post:publish",
  "media:read",
  "media:write",
  "deal:read",
  "deal:write",
  "download:read",
  "download:write",
  "popup:read",
  "popup:write",
  "settings:read",
  "settings:write",
  "service:read",
  "service:write",
  "scheme:read",
  "scheme:write",
  "page:read",
  "page:write",
  "translation:read",
  "translation:write",
];

/**
 * Owner-only: managing who has access at all, the mail server (its account's password; a server
 * of someone else's would receive every lead's alert) and the backups (a downloaded one is the
 * whole site's data).
 */
const ownerOnly: Permission[] = ["user:manage", "security:manage", "mail:manage", "backup:manage"];

export const rolePermissions: Record<StaffRole, ReadonlySet<Permission>> = {
  owner: new Set(permissions),
  admin: new Set(permissions.filter((permission) => !ownerOnly.includes(permission))),
  editor: new Set(contentPermissions),
  viewer: new Set<Permission>(["dashboard:read", "lead:read", "analytics:read"]),
};

/** Anything with a role: a signed-in staff member, or the user an API token acts as. */
export interface HasRole {
  role: StaffRole;
}

export function can(user: HasRole | null | undefined, permission: Permission): boolean {
  if (!user) return false;
  return rolePermissions[user.role]?.has(permission) ?? false;
}

/**
 * Roles `actor` may hand out or take away: owners any, nobody else any. Kept as a rule of its own
 * so that API tokens (which act as a user) cannot be minted for a more powerful account.
 */
export function rolesAssignableBy(actor: HasRole): StaffRole[] {
  if (actor.role === "owner") return [...staffRoles];
  if (actor.role === "admin") return ["admin", "editor", "viewer"];
  return [];
}
