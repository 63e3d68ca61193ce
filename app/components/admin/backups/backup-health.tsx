import { CircleCheck, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "~/lib/cn";
import { formatBackupSize } from "~server/backup/backup-settings";
import type { BackupHealth, BackupRun } from "~server/backup/scheduled-backups.schema";
import { formatDateTimeIST } from "~server/formats/ist";
import { BACKUP_OVERDUE_HOURS } from "~server/notifications/backup-warning";
import { backupDestinationLabels } from "~server/vocabulary/backups";

/** "27/11/2026, 2:00 am IST · 3.2 MB · On the server": a backup as the owner reads it at a glance. */
export function describeBackup(run: BackupRun): string {
  const parts = [`${formatDateTimeIST(run.finishedAt ?? run.startedAt)} IST`];
  if (run.bytes !== null) parts.push(formatBackupSize(run.bytes));
  parts.push(backupDestinationLabels[run.destination]);
  return parts.join(" · ");
}

/**
 * The state of the backups, for the owner: the last one that succeeded, and the one problem to act
 * on (the newest run failed, none succeeded for 36 hours, the daily backup is off) with what to
 * do. On the dashboard (`onDashboard`: with a link to the Backups screen) and atop that screen.
 */
export function BackupHealthNotice({ health, onDashboard = false }: { health: BackupHealth; onDashboard?: boolean }) {
  const { lastSuccess, failure, problem } = health;
  /** A link to the Backups screen on the dashboard; on that screen, words for what is below. */
  const toScreen = (link: string, below: string) =>
    onDashboard ? (
      <Link to="/admin/backups" className="font-semibold underline">
        {link}
      </Link>
    ) : (
      below
    );
  const lastLine = lastSuccess ? (
    <p className="text-slate-800">
      Last backup: <span className="font-semibold">{describeBackup(lastSuccess)}</span>
    </p>
  ) : (
    <p className="text-slate-800">No backup has been made yet.</p>
  );

  if (problem === "failed" && failure) {
    return (
      <div className="flex flex-col gap-2">
        <Headline tone="bad">The last backup failed ({formatDateTimeIST(failure.startedAt)} IST).</Headline>
        {failure.errorMessage && (
          <p className="rounded-md bg-red-50 p-3 text-sm [overflow-wrap:anywhere] text-red-900">
            {failure.errorMessage}
          </p>
        )}
        <p className="text-sm text-slate-800">
          What to do: fix what the message says, then {toScreen("back up now on Backups", "click “Back up now” below")}{" "}
          and check that it succeeds. Until one does, the site&apos;s newest data is in no backup.
        </p>
        {lastLine}
      </div>
    );
  }
  if (problem === "overdue") {
    return (
      <div className="flex flex-col gap-2">
        <Headline tone="bad">No backup has succeeded for more than {BACKUP_OVERDUE_HOURS} hours.</Headline>
        <p className="text-sm text-slate-800">
          What to do: check that the server runs at the backup time and read the latest runs on{" "}
          {toScreen("Backups", "this screen")}; then back up now and check that it succeeds.
        </p>
        {lastLine}
      </div>
    );
  }
  if (problem === "off") {
    return (
      <div className="flex flex-col gap-2">
        <Headline tone="warn">The daily backup is off.</Headline>
        <p className="text-sm text-slate-800">
          Nothing backs the site up unless someone does it by hand. Turn it on in{" "}
          {toScreen("the backup settings", "the settings below")}.
        </p>
        {lastLine}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <Headline tone="good">Backups are being made.</Headline>
      {lastLine}
      {onDashboard && (
        <Link to="/admin/backups" className="text-sm font-semibold text-brand-700 hover:underline">
          Settings, every backup, download
        </Link>
      )}
    </div>
  );
}

function Headline({ tone, children }: { tone: "good" | "warn" | "bad"; children: ReactNode }) {
  const Icon = tone === "good" ? CircleCheck : TriangleAlert;
  return (
    <p
      className={cn(
        "flex gap-2 font-semibold",
        tone === "good" ? "text-green-800" : tone === "warn" ? "text-amber-800" : "text-red-700",
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <span>{children}</span>
    </p>
  );
}
