// The Backups screen's and the dashboard's answers about the server's own backups (GET
// /api/admin/backups, POST /api/admin/backups/run, the dashboard's `backups`), declared once: the
// routes answer with these schemas, the service and the screens use their types.
import { z } from "@hono/zod-openapi";
import { backupDestinations, backupProblems, backupRunStatuses, backupTriggers } from "../vocabulary/backups";

const BackupSettingsViewSchema = z
  .object({
    enabled: z.boolean().openapi({ description: "Whether the server backs up every day" }),
    time: z.string().openapi({ description: "The time of day in IST, HH:MM (24-hour)", example: "02:00" }),
    keep: z.number().int().openapi({ description: "How many backups are kept (1 to 90); older ones are removed" }),
  })
  .openapi("BackupSettings");

export const BackupRunSchema = z
  .object({
    id: z.number().int(),
    trigger: z.enum(backupTriggers).openapi({ description: "The daily schedule, or “Back up now”" }),
    status: z.enum(backupRunStatuses),
    /** The IST date of a scheduled run. */
    slot: z.string().nullable().openapi({ example: "2026-11-27" }),
    startedAt: z.string(),
    finishedAt: z.string().nullable(),
    destination: z.enum(backupDestinations),
    fileName: z.string().nullable().openapi({ example: "dsa-backup-2026-11-27-0200-IST.tar.gz" }),
    bytes: z.number().int().nullable(),
    errorMessage: z.string().nullable().openapi({ description: "Why it failed, and what to do" }),
    /** When keeping only the newest backups removed its file. */
    removedAt: z.string().nullable(),
  })
  .openapi("BackupRun");
export type BackupRun = z.output<typeof BackupRunSchema>;

/** What the dashboard tells the owner: the last backup, and the one problem to act on, if any. */
export const BackupHealthSchema = z
  .object({
    enabled: z.boolean(),
    /** The newest run, finished or not. */
    lastRun: BackupRunSchema.nullable(),
    /** The newest run that succeeded. */
    lastSuccess: BackupRunSchema.nullable(),
    /** The newest run that ended, when it failed (with why): what problem "failed" is about. */
    failure: BackupRunSchema.nullable(),
    problem: z
      .enum([...backupProblems, "off"])
      .nullable()
      .openapi({
        description:
          "failed: the newest run failed; overdue: no backup succeeded for 36 hours; off: the daily backup is turned off; null: all is well",
      }),
  })
  .openapi("BackupHealth");
export type BackupHealth = z.output<typeof BackupHealthSchema>;

export const BackupsViewSchema = z
  .object({
    settings: BackupSettingsViewSchema,
    health: BackupHealthSchema,
    /** The newest runs first (at most 30). */
    runs: z.array(BackupRunSchema),
    destination: z.object({
      kind: z.enum(backupDestinations),
      where: z
        .string()
        .openapi({ description: "The folder, or s3://bucket/backups/", example: "/srv/dsa/data/backups" }),
    }),
    /** Whether BACKUP_PASSPHRASE is set (the backups are age-encrypted). */
    encrypted: z.boolean(),
  })
  .openapi("Backups");
export type BackupsView = z.output<typeof BackupsViewSchema>;
