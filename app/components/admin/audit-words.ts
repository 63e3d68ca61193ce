// The activity log in words a member of staff reads at a glance: what an action name means, what
// an entry was about, and what it changed. Isomorphic and pure.
import { isStaffRole, staffRoleLabels } from "~server/vocabulary/staff";

/** Action names (`<entity>.<verb>`, as the server records them) as short sentences. */
export const auditActionWords: Record<string, string> = {
  "auth.login": "Signed in",
  "auth.login_failed": "Failed sign-in",
  "auth.two_factor_failed": "Wrong two-factor code",
  "auth.login_locked": "Sign-in refused: account locked",
  "auth.login_address_blocked": "Sign-in refused: too many failures from this address",
  "auth.logout": "Signed out",
  "auth.session_revoke": "Signed out one of their sessions",
  "auth.sign_out_everywhere": "Signed out everywhere",
  "account.password_change": "Changed their password",
  "account.password_set_by_link": "Chose a password with a set-up link",
  "account.profile_update": "Changed their name",
  "account.two_factor_enable": "Turned on two-factor sign-in",
  "account.two_factor_disable": "Turned off two-factor sign-in",
  "account.recovery_codes_regenerate": "Made new recovery codes",
  "account.password_confirm_failed": "Typed a wrong current password on their account page",
  "user.create": "Added a staff account",
  "user.update": "Changed a staff account",
  "user.reset_access": "Reset someone’s access",
  "token.create": "Created an API token",
  "token.revoke": "Revoked an API token",
  "security.update": "Changed the sign-in rules",
  "settings.update": "Changed the site settings",
  "disclosures.update": "Changed the RBI / DSA disclosures",
  "lead_settings.update": "Changed the lead settings",
  "lead.update": "Changed a lead",
  "lead.note_add": "Added a note to a lead",
  "lead.contact_log": "Logged a call or message to a lead",
  "lead.export": "Exported leads",
  "lead.erase": "Erased a person’s data",
  "popup.create": "Created a popup",
  "popup.update": "Changed a popup",
  "popup.duplicate": "Duplicated a popup",
  "popup.delete": "Deleted a popup",
  "deal.create": "Created a deal",
  "deal.update": "Changed a deal",
  "deal.duplicate": "Duplicated a deal",
  "deal.reorder": "Reordered the deals",
  "deal.delete": "Deleted a deal",
  "download.create": "Uploaded a download",
  "download.update": "Changed a download",
  "download.replace_file": "Replaced a download’s file",
  "download.reorder": "Reordered the downloads",
  "download.delete": "Deleted a download",
  "post.create": "Wrote a new blog post",
  "post.update": "Changed a blog post",
  "post.publish": "Published a blog post",
  "post.restore": "Restored an earlier version of a blog post",
  "post.delete": "Deleted a blog post",
  "media.upload": "Uploaded a file to the media library",
  "media.update": "Changed a media file’s alt text, title or focal point",
  "media.delete": "Deleted a file from the media library",
};

/** An action in words; one without words yet is shown as it is recorded. */
export function describeAction(action: string): string {
  return auditActionWords[action] ?? action;
}

/** Field names of `changes` as staff call them. */
const fieldWords: Record<string, string> = {
  displayName: "name",
  email: "e-mail",
  isActive: "active",
  requireTwoFactor: "two-factor required",
  resetTwoFactor: "two-factor turned off",
  sessionsEnded: "sessions ended",
  tokensRevoked: "API tokens revoked",
  setupLinksEnded: "set-up links ended",
  actsAs: "acts as",
  retryAfterSeconds: "seconds to wait",
  temporaryPassword: "temporary password",
  leadAlertRecipients: "lead alert recipients",
};

const valueWords: Record<string, string> = {
  temporary_password: "temporary password",
  setup_link: "set-up link",
  wrong_password: "wrong password",
  unknown_email: "no account has this e-mail",
  inactive: "account deactivated",
  no_password: "no password chosen yet",
  wrong_code: "wrong code",
  recovery_code: "recovery code",
  totp: "authenticator code",
};

function valueText(value: unknown): string {
  if (value === null || value === undefined) return "none";
  if (value === true) return "yes";
  if (value === false) return "no";
  if (typeof value === "string") {
    if (isStaffRole(value)) return staffRoleLabels[value].toLowerCase();
    return valueWords[value] ?? value;
  }
  if (typeof value === "number") return String(value);
  return JSON.stringify(value);
}

function isFromTo(value: unknown): value is { from: unknown; to: unknown } {
  return (
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    Object.keys(value).length === 2 &&
    "from" in value &&
    "to" in value
  );
}

/**
 * An entry's `changes` as short lines: `{from, to}` pairs as "role: editor → admin", anything
 * else as "key: value". Secrets arrive as "[redacted]" and stay so.
 */
export function describeChanges(changes: Record<string, unknown> | null | undefined): string[] {
  if (!changes) return [];
  return Object.entries(changes).map(([key, value]) => {
    const field = fieldWords[key] ?? key;
    return isFromTo(value)
      ? `${field}: ${valueText(value.from)} → ${valueText(value.to)}`
      : `${field}: ${valueText(value)}`;
  });
}

/** Who acted, as the Activity screen names them. */
export function describeActor(entry: {
  via: "session" | "token" | "system" | "anonymous";
  actorLabel: string | null;
}): { name: string; note: string | null } {
  switch (entry.via) {
    case "system":
      return { name: "System", note: null };
    case "anonymous":
      // Someone at the sign-in form: the e-mail they typed, which may belong to nobody.
      return entry.actorLabel
        ? { name: entry.actorLabel, note: "not signed in" }
        : { name: "Someone signing in", note: null };
    case "token":
      return { name: entry.actorLabel ?? "An API token", note: "through an API token" };
    case "session":
      return { name: entry.actorLabel ?? "A member of staff", note: null };
  }
}

const entityWords: Record<string, string> = {
  user: "Staff account",
  api_token: "API token",
  session: "Session",
  security: "Sign-in rules",
};

/** Entities there is one of: named without an id. */
const singleEntities = new Set(["security"]);

/**
 * What an entry was about: "Staff account: Anita Thomas", "API token #3", "Sign-in rules"; null
 * when the entry names no particular one (a sign-in attempt for an e-mail with no account).
 */
export function describeEntity(
  entity: string,
  entityId: string | null,
  names: ReadonlyMap<string, string>,
): string | null {
  const kind = entityWords[entity] ?? entity;
  if (!entityId) return singleEntities.has(entity) ? kind : null;
  const name = entity === "user" ? names.get(entityId) : undefined;
  return name ? `${kind}: ${name}` : `${kind} #${entityId}`;
}
