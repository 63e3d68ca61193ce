// The owners' e-mail when the server's backups go wrong (issue 28): a backup failed, or no backup
// has succeeded for 36 hours. One e-mail per problem (server/backup/scheduled-backups.server.ts
// records each in backup_warnings), never one an hour. It says what happened and what to do; it
// never carries a lead's data.
import { formatDateTimeIST } from "../formats/ist";
import type { BackupProblem } from "../vocabulary/backups";
import { singleLine } from "./lead-alert-email";

export const BACKUP_WARNING_TOPIC = "backup.warning";

/** How long without a successful backup before the owners are warned. */
export const BACKUP_OVERDUE_HOURS = 36;

/** What the outbox stores for one warning: everything the e-mail shows, fixed when it was queued. */
export interface BackupWarningPayload {
  /** The active owners' e-mail addresses when the warning was queued. */
  to: string[];
  problem: BackupProblem;
  /** ISO time of the failed run's start (problem "failed"). */
  failedAt: string | null;
  /** Why it failed, in the backup job's words (problem "failed"). */
  error: string | null;
  /** ISO time the newest successful backup finished; null: none ever did. */
  lastSuccessAt: string | null;
  businessName: string | null;
  /** PUBLIC_URL, for a whole link to the Backups screen; null: the path only. */
  siteUrl: string | null;
}

export function isBackupWarningPayload(payload: unknown): payload is BackupWarningPayload {
  if (!payload || typeof payload !== "object") return false;
  const p = payload as Record<string, unknown>;
  return (
    Array.isArray(p.to) &&
    p.to.every((address) => typeof address === "string") &&
    (p.problem === "failed" || p.problem === "overdue")
  );
}

export function formatBackupWarningEmail(payload: BackupWarningPayload): { subject: string; text: string } {
  const business = singleLine(payload.businessName, 120);
  const on = business ? ` on ${business}` : "";
  const base = payload.siteUrl ? singleLine(payload.siteUrl, 200).replace(/\/+$/, "") : "";
  const screen = `${base}/admin/backups`;
  const lastSuccess = payload.lastSuccessAt ? formatDateTimeIST(payload.lastSuccessAt) : "";
  const newest = lastSuccess
    ? `The newest backup that succeeded is from ${lastSuccess} IST.`
    : "No backup of the site has succeeded yet.";
  const lines =
    payload.problem === "failed"
      ? [
          `The server's backup${payload.failedAt ? ` of ${formatDateTimeIST(payload.failedAt)} IST` : ""} failed:`,
          "",
          `  ${singleLine(payload.error, 600) || "(no reason was recorded)"}`,
          "",
          newest,
          "",
          "What to do:",
          "1. Fix what the message above names (or ask whoever looks after the server).",
          `2. On the Backups screen, click “Back up now” and check that it succeeds: ${screen}`,
        ]
      : [
          `No backup of the site has succeeded for ${BACKUP_OVERDUE_HOURS} hours.`,
          "",
          newest,
          "",
          "What to do:",
          `1. Open the Backups screen: ${screen}`,
          "2. Check that the daily backup is on, and read why the latest runs failed, if they did.",
          "   A server that is stopped at the backup time backs up as soon as it runs again.",
          "3. Click “Back up now” and check that it succeeds.",
        ];
  const subject = singleLine(
    payload.problem === "failed"
      ? `Backup failed${on}: the site's data is not backed up`
      : `No backup for ${BACKUP_OVERDUE_HOURS} hours${on}`,
    200,
  );
  const footer = [
    "",
    "--",
    "Sent automatically to every active owner account, once for each problem: until a backup succeeds again, no other e-mail comes about this one.",
  ];
  return { subject, text: `${[...lines, ...footer].join("\n")}\n` };
}
