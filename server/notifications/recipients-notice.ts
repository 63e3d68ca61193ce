// The owners' e-mail about a change of the lead alert recipients (ADR 0032): whoever is on that
// list receives every new lead's name, mobile and e-mail, so a change of it is what a stolen staff
// account would do to siphon leads off quietly. It names who changed it, when, and what was added
// and removed, and says what to do if nobody expected it. It never carries a lead's data.
import { staffRoleLabels, type StaffRole } from "../vocabulary/staff";
import { formatDateTimeIST } from "../formats/ist";
import { singleLine } from "./lead-alert-email";

export const RECIPIENTS_CHANGED_TOPIC = "lead_settings.recipients_changed";

/** What the outbox stores for one change: everything the e-mail shows, fixed at the time of the change. */
export interface RecipientsChangedPayload {
  /** The active owners' e-mail addresses when the change was saved. */
  to: string[];
  changedBy: {
    displayName: string;
    email: string;
    role: StaffRole;
    /** A signed-in person, or an API token acting as that account. */
    via: "session" | "token";
    /** The token's name and who made it (via "token"): a token may act as a colleague. */
    token?: { name: string; createdBy: string | null } | null;
  };
  /** ISO time of the change. */
  changedAt: string;
  added: string[];
  removed: string[];
  /** The whole list after the change. */
  recipients: string[];
  businessName: string | null;
  /** PUBLIC_URL, for whole links to the staff screens; null: paths only. */
  siteUrl: string | null;
}

export interface RecipientsChangedEmail {
  subject: string;
  text: string;
}

export function isRecipientsChangedPayload(payload: unknown): payload is RecipientsChangedPayload {
  if (!payload || typeof payload !== "object") return false;
  const p = payload as Record<string, unknown>;
  const strings = (value: unknown) => Array.isArray(value) && value.every((item) => typeof item === "string");
  const by = p.changedBy as Record<string, unknown> | null | undefined;
  return (
    strings(p.to) &&
    strings(p.added) &&
    strings(p.removed) &&
    strings(p.recipients) &&
    typeof p.changedAt === "string" &&
    !!by &&
    typeof by.displayName === "string" &&
    typeof by.email === "string"
  );
}

/**
 * "Anita Thomas (Admin, anita@example.in)"; for a token, its name and who made it, then the
 * account it acts as (as the Activity screen names token acts: an admin may make a token that
 * acts as a colleague, and the owner must see who is behind it).
 */
export function describeChanger(changedBy: RecipientsChangedPayload["changedBy"]): string {
  const role = staffRoleLabels[changedBy.role] ?? singleLine(changedBy.role, 20);
  const person = `${singleLine(changedBy.displayName, 100)} (${role}, ${singleLine(changedBy.email, 254)})`;
  if (changedBy.via !== "token") return person;
  const token = changedBy.token;
  if (!token) return `API token of ${person}`;
  const maker = token.createdBy ? singleLine(token.createdBy, 254) : "an account since deleted";
  return `API token “${singleLine(token.name, 100)}” made by ${maker}, acting as ${person}`;
}

const list = (addresses: readonly string[]) =>
  addresses.length === 0 ? "none" : addresses.map((address) => singleLine(address, 254)).join(", ");

export function formatRecipientsChangedEmail(payload: RecipientsChangedPayload): RecipientsChangedEmail {
  const business = singleLine(payload.businessName, 120);
  const base = payload.siteUrl ? singleLine(payload.siteUrl, 200).replace(/\/+$/, "") : "";
  const link = (path: string) => `${base}${path}`;
  const when = formatDateTimeIST(payload.changedAt);
  const subject = singleLine(
    `Lead alert recipients changed${business ? ` on ${business}` : ""}: ${payload.added.length} added, ${payload.removed.length} removed`,
    200,
  );
  const byToken = payload.changedBy.via === "token";
  const lines = [
    "The list of addresses that get an e-mail of every new lead (the visitor's name, mobile number and e-mail address) was changed.",
    "",
    `Changed by:  ${describeChanger(payload.changedBy)}`,
    `When:        ${when ? `${when} IST` : "—"}`,
    `Added:       ${list(payload.added)}`,
    `Removed:     ${list(payload.removed)}`,
    `Now:         ${list(payload.recipients)}`,
    "             (each new lead also goes to its assignee, and to LEAD_NOTIFY_EMAIL where the server sets it)",
    "",
    "If you expected this change, there is nothing to do.",
    "",
    "If you did not:",
    `1. See what else this account did on Activity: ${link("/admin/activity")}`,
    `2. Change the recipients back in Lead settings: ${link("/admin/lead-settings")}`,
    byToken
      ? `3. Revoke the API token on API tokens (${link("/admin/api-tokens")}), and check who holds it.`
      : `3. Sign the person out: on Staff accounts (${link("/admin/users")}) use Reset access, which ends their sessions and replaces their password, or Deactivate.`,
    "   If the account was yours, change your password on My account and turn on two-factor sign-in.",
    "",
    "--",
    "Sent automatically to every active owner account whenever the lead alert recipients change.",
  ];
  return { subject, text: `${lines.join("\n")}\n` };
}
