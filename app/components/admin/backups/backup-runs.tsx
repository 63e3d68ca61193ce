import { ArchiveRestore, Download, LoaderCircle } from "lucide-react";
import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { EmptyState } from "~/components/admin/empty-state";
import { useStaffAction } from "~/components/admin/use-staff-action";
import { Button, buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { formatBackupSize } from "~server/backup/backup-settings";
import type { BackupRun, BackupsView } from "~server/backup/scheduled-backups.schema";
import { formatDateTimeIST } from "~server/formats/ist";
import { backupDestinationLabels, type BackupRunStatus } from "~server/vocabulary/backups";

const statusWords: Record<BackupRunStatus, string> = {
  running: "Running",
  succeeded: "Succeeded",
  failed: "Failed",
  interrupted: "Interrupted",
};

const statusClasses: Record<BackupRunStatus, string> = {
  running: "bg-sky-100 text-sky-900",
  succeeded: "bg-green-100 text-green-900",
  failed: "bg-red-100 text-red-900",
  interrupted: "bg-amber-100 text-amber-900",
};

/** How often the screen looks again while a backup runs. */
const WHILE_RUNNING_MS = 2_000;

/**
 * "Back up now", "Download the newest" and the newest runs. While a run goes on, the screen reads
 * its data again every two seconds, so the run's end shows without a reload.
 */
export function BackupRuns({ view }: { view: BackupsView }) {
  const { run, pending } = useStaffAction();
  const revalidator = useRevalidator();
  const running = view.runs.some((entry) => entry.status === "running");

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, WHILE_RUNNING_MS);
    return () => clearInterval(timer);
  }, [running, revalidator]);

  const newest = view.health.lastSuccess;
  const downloadable =
    newest && newest.fileName && !newest.removedAt && newest.destination === view.destination.kind ? newest : null;

  const backUpNow = () =>
    run("/api/admin/backups/run", {
      method: "POST",
      success: "Backup started. It shows as succeeded in the list below when it is done.",
    });

  return (
    <section aria-labelledby="backup-runs" className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 id="backup-runs" className="text-lg font-semibold text-slate-900">
            Backups made
          </h2>
          <p className="mt-1 max-w-3xl text-sm text-slate-700">
            The newest first. Backups go to{" "}
            <span className="font-mono [overflow-wrap:anywhere]">{view.destination.where}</span>
            {view.encrypted
              ? ", encrypted with BACKUP_PASSPHRASE: without that passphrase nobody, you included, can open them."
              : ". They are not encrypted: whoever holds a file can read every lead in it (set BACKUP_PASSPHRASE on the server to encrypt them)."}
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button type="button" onClick={() => void backUpNow()} disabled={pending || running}>
            {running ? (
              <LoaderCircle aria-hidden="true" className="animate-spin" />
            ) : (
              <ArchiveRestore aria-hidden="true" />
            )}
            {running ? "Backing up…" : "Back up now"}
          </Button>
          {downloadable && (
            // A plain link: the browser saves the file as it arrives, nothing is held in the page.
            <a
              href="/api/admin/backups/newest"
              download={downloadable.fileName}
              className={buttonVariants({ variant: "outline" })}
            >
              <Download aria-hidden="true" /> Download the newest
            </a>
          )}
        </div>
      </div>
      {downloadable && (
        <p className="mt-2 text-sm text-slate-700">
          The newest is <span className="font-mono [overflow-wrap:anywhere]">{downloadable.fileName}</span>
          {downloadable.bytes !== null && ` (${formatBackupSize(downloadable.bytes)})`}. It holds every lead and staff
          account: keep a downloaded copy somewhere only you can open.
        </p>
      )}
      <div className="mt-4">
        {view.runs.length === 0 ? (
          <EmptyState icon={ArchiveRestore} title="No backup yet">
            The first one is made at the time set above, or now with “Back up now”.
          </EmptyState>
        ) : (
          <ul className="divide-y divide-slate-100" aria-label="Backups, newest first">
            {view.runs.map((entry) => (
              <RunRow key={entry.id} entry={entry} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function RunRow({ entry }: { entry: BackupRun }) {
  return (
    <li className="flex flex-col gap-1 py-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className={cn("rounded-full px-2.5 py-0.5 text-sm font-semibold", statusClasses[entry.status])}>
          {statusWords[entry.status]}
        </span>
        <time dateTime={entry.startedAt} className="font-semibold text-slate-900">
          {formatDateTimeIST(entry.startedAt)} IST
        </time>
        <span className="text-sm text-slate-700">{entry.trigger === "schedule" ? "Daily backup" : "Back up now"}</span>
        {entry.bytes !== null && <span className="text-sm text-slate-700">{formatBackupSize(entry.bytes)}</span>}
        <span className="text-sm text-slate-700">{backupDestinationLabels[entry.destination]}</span>
      </div>
      {entry.fileName && (
        <p className="font-mono text-sm [overflow-wrap:anywhere] text-slate-700">
          {entry.fileName}
          {entry.removedAt && (
            <span className="font-sans"> · removed {formatDateTimeIST(entry.removedAt)}, beyond the number kept</span>
          )}
        </p>
      )}
      {entry.errorMessage && (
        <p
          className={cn(
            "text-sm [overflow-wrap:anywhere]",
            entry.status === "failed" ? "text-red-800" : "text-slate-700",
          )}
        >
          {entry.errorMessage}
        </p>
      )}
    </li>
  );
}
