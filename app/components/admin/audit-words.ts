// The activity log in words a member of staff reads at a glance: what an action name means (the
// words declared with each action: server/vocabulary/audit.ts), what an entry was about, and what
// it changed. Isomorphic and pure.
import { auditActionWords, isAuditAction, type AuditVia } from "~server/vocabulary/audit";
import { isStaffRole, staffRoleLabels } from "~server/vocabulary/staff";
import { formatDateIST, formatDateTimeIST, istDayStart } from "~server/formats/ist";

/** An action in words; one without words (recorded before it was renamed, say) is shown as it is. */
export function describeAction(action: string): string {
  return isAuditAction(action) ? auditActionWords[action] : action;
}

/** The Activity screen's action filter: the actions recorded so far, in words, alphabetically. */
export function auditActionOptions(actions: readonly string[]): { value: string; label: string }[] {
  return actions
    .map((action) => ({ value: action, label: describeAction(action) }))
    .sort((a, b) => a.label.localeCompare(b.label));
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
  publishAt: "publish time",
  publishedAt: "published",
  followUpAt: "follow-up",
  sanctionedOn: "sanctioned on",
  disbursedOn: "disbursed on",
  submittedOn: "submitted on",
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

/** An instant as the server stores it (ISO 8601 with a zone): shown in IST like every staff time. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/;
/** A calendar day (a sanction or disbursal date): DD/MM/YYYY. */
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function valueText(value: unknown): string {
  if (value === null || value === undefined) return "none";
  if (value === true) return "yes";
  if (value === false) return "no";
  if (typeof value === "string") {
    if (INSTANT.test(value) && formatDateTimeIST(value)) return formatDateTimeIST(value);
    if (DAY.test(value) && istDayStart(value)) return formatDateIST(istDayStart(value)!);
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
export function describeActor(entry: { via: AuditVia; actorLabel: string | null }): {
  name: string;
  note: string | null;
} {
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
  mail_server: "Mail server",
  backup: "Backup",
  scheme: "Government scheme",
};

/** Entities there is one of: named without an id. */
const singleEntities = new Set(["security", "mail_server"]);

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
