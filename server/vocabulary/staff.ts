// The staff roles: the closed list stored in users.role, and the word people read for each. What
// each role may do is the permission map's business (server/auth/permissions.ts). Plain data, for
// the database schema, the domain and the browser.

export const staffRoles = ["owner", "admin", "editor", "viewer"] as const;
export type StaffRole = (typeof staffRoles)[number];

export const staffRoleLabels: Record<StaffRole, string> = {
  owner: "Owner",
  admin: "Admin",
  editor: "Editor",
  viewer: "Viewer",
};

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === "string" && (staffRoles as readonly string[]).includes(value);
}
