// The server's own backups (issue 28): how a run came about, how it ended and where its file went.
// Plain data, for the database schema, the backup job and the staff screens.

/** A run of the daily schedule, or one an owner started with "Back up now". */
export const backupTriggers = ["schedule", "manual"] as const;
export type BackupTrigger = (typeof backupTriggers)[number];

/**
 * `interrupted`: the process making it stopped (a restart, a crash), or the database was restored
 * from the very backup the run was making. Not a failure to warn of: the next backup makes up for
 * it, and the 36-hour warning catches a server that keeps stopping.
 */
export const backupRunStatuses = ["running", "succeeded", "failed", "interrupted"] as const;
export type BackupRunStatus = (typeof backupRunStatuses)[number];

/** DATA_DIR/backups, or the S3 bucket (S3_BUCKET) under `backups/`. */
export const backupDestinations = ["local", "s3"] as const;
export type BackupDestination = (typeof backupDestinations)[number];

export const backupDestinationLabels: Record<BackupDestination, string> = {
  local: "On the server",
  s3: "S3 bucket",
};

/** The problems the owner is told about once each (on the dashboard, and by e-mail). */
export const backupProblems = ["failed", "overdue"] as const;
export type BackupProblem = (typeof backupProblems)[number];
