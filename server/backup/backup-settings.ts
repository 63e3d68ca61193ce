// The owner's settings of the server's own backups (issue 28): whether the server backs up every
// day, at what time of day in IST, and how many backups it keeps. Stored as the `backups` document
// of site_settings; read by the backup job on every instance each minute. Isomorphic (zod only):
// the Backups screen checks with the same rules before it sends.
import { z } from "zod";

export const MIN_BACKUPS_KEPT = 1;
export const MAX_BACKUPS_KEPT = 90;

const keptMessage = `Keep from ${MIN_BACKUPS_KEPT} to ${MAX_BACKUPS_KEPT} backups`;

const backupSettingsFields = {
  enabled: z.boolean({ error: "Say whether the server backs up every day (true or false)" }),
  /** HH:MM, 24-hour, in IST. */
  time: z
    .string({ error: "Enter the time as HH:MM, e.g. 02:00" })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Enter a 24-hour time as HH:MM, e.g. 02:00 or 23:30"),
  keep: z
    .number({ error: `Enter how many backups to keep as a number, e.g. 14` })
    .int("Enter a whole number of backups")
    .min(MIN_BACKUPS_KEPT, keptMessage)
    .max(MAX_BACKUPS_KEPT, keptMessage),
};

export const BackupSettingsSchema = z.object(backupSettingsFields).strict();
export type BackupSettings = z.output<typeof BackupSettingsSchema>;

/** PATCH /api/admin/backups/settings: any of the three; the result is checked whole. */
export const BackupSettingsEditSchema = z.object(backupSettingsFields).partial().strict();
export type BackupSettingsEdit = z.output<typeof BackupSettingsEditSchema>;

/** Every day at 2 am IST (the office is closed, the site quiet), the newest two weeks kept. */
export const defaultBackupSettings: BackupSettings = { enabled: true, time: "02:00", keep: 14 };

/** A stored document as the job reads it: missing or unreadable parts read as the defaults. */
export function storedBackupSettings(row: { value: unknown } | undefined): BackupSettings {
  const value = row?.value && typeof row.value === "object" ? row.value : {};
  const result = BackupSettingsSchema.safeParse({ ...defaultBackupSettings, ...value });
  return result.success ? result.data : defaultBackupSettings;
}

/** "2:00 am" for "02:00": how the screens and e-mails say the time. */
export function formatClockTime(time: string): string {
  const [hour = 0, minute = 0] = time.split(":").map(Number);
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${hour12}:${String(minute).padStart(2, "0")} ${hour < 12 ? "am" : "pm"}`;
}

/** A backup's size in MB ("0.04 MB", "3.2 MB", "148 MB"), as the dashboard and the list show it. */
export function formatBackupSize(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb < 1) return `${Math.max(0.01, Number(mb.toFixed(2)))} MB`;
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`;
}
