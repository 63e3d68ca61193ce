import { describe, expect, it } from "vitest";
import { isBackupFileName, newestFirst, unusedName } from "~server/backup/backup-destination.server";
import {
  BackupSettingsEditSchema,
  defaultBackupSettings,
  formatBackupSize,
  formatClockTime,
  storedBackupSettings,
} from "~server/backup/backup-settings";
import { BackupError } from "~server/backup/backup-errors";
import { explainFileError } from "~server/backup/backup.server";
import { createLocalBackupStore } from "~server/backup/backup-destination.server";
import { describeBackupFailure, dueSlot } from "~server/backup/scheduled-backups.server";
import { formatBackupWarningEmail } from "~server/notifications/backup-warning";

/** An instant given as IST wall-clock time. */
const ist = (local: string) => new Date(`${local}+05:30`);

describe("the backup settings", () => {
  it("are on at 02:00 IST keeping 14 until an owner saves them, and read a damaged document as the defaults", () => {
    expect(storedBackupSettings(undefined)).toEqual({ enabled: true, time: "02:00", keep: 14 });
    expect(storedBackupSettings({ value: { keep: 30 } })).toEqual({ ...defaultBackupSettings, keep: 30 });
    expect(storedBackupSettings({ value: { time: "25:00" } })).toEqual(defaultBackupSettings);
  });

  it("take a 24-hour HH:MM time and 1 to 90 backups, naming what to fix", () => {
    expect(BackupSettingsEditSchema.safeParse({ time: "23:30", keep: 90, enabled: false }).success).toBe(true);
    const problems = (input: unknown) =>
      BackupSettingsEditSchema.safeParse(input).error?.issues.map(
        (issue) => `${issue.path.join(".")}: ${issue.message}`,
      );
    expect(problems({ time: "2:00" })).toEqual(["time: Enter a 24-hour time as HH:MM, e.g. 02:00 or 23:30"]);
    expect(problems({ time: "24:00" })).toEqual(["time: Enter a 24-hour time as HH:MM, e.g. 02:00 or 23:30"]);
    expect(problems({ keep: 0 })).toEqual(["keep: Keep from 1 to 90 backups"]);
    expect(problems({ keep: 91 })).toEqual(["keep: Keep from 1 to 90 backups"]);
    expect(problems({ keep: 2.5 })).toEqual(["keep: Enter a whole number of backups"]);
    expect(problems({ keep: Number.NaN })).toEqual(["keep: Enter how many backups to keep as a number, e.g. 14"]);
    expect(problems({ hour: 3 })?.[0]).toMatch(/hour/);
  });

  it("say times and sizes as the owner reads them", () => {
    expect(formatClockTime("02:00")).toBe("2:00 am");
    expect(formatClockTime("00:15")).toBe("12:15 am");
    expect(formatClockTime("13:05")).toBe("1:05 pm");
    expect(formatBackupSize(40_000)).toBe("0.04 MB");
    expect(formatBackupSize(10)).toBe("0.01 MB");
    expect(formatBackupSize(3.2 * 1024 * 1024)).toBe("3.2 MB");
    expect(formatBackupSize(148.4 * 1024 * 1024)).toBe("148 MB");
  });
});

describe("the daily slot", () => {
  const settings = { enabled: true, time: "02:00", keep: 14 };

  it("is today's IST date from the set time on, and nothing before it", () => {
    expect(dueSlot(ist("2026-11-27T01:59:59"), settings)).toBeNull();
    expect(dueSlot(ist("2026-11-27T02:00:00"), settings)).toBe("2026-11-27");
    // A server stopped at 2 am backs up as soon as it runs again that day.
    expect(dueSlot(ist("2026-11-27T15:40:00"), settings)).toBe("2026-11-27");
    // 20:00 UTC is already the next day in India.
    expect(dueSlot(new Date("2026-11-27T20:45:00Z"), settings)).toBe("2026-11-28");
  });

  it("never comes while the daily backup is off", () => {
    expect(dueSlot(ist("2026-11-27T23:00:00"), { ...settings, enabled: false })).toBeNull();
  });

  it("follows a late time", () => {
    expect(dueSlot(ist("2026-11-27T23:29:00"), { ...settings, time: "23:30" })).toBeNull();
    expect(dueSlot(ist("2026-11-27T23:30:00"), { ...settings, time: "23:30" })).toBe("2026-11-27");
  });
});

describe("backup file names", () => {
  it("are only the product's own, with -N for a second one in the same minute", () => {
    expect(isBackupFileName("dsa-backup-2026-11-27-0200-IST.tar.gz")).toBe(true);
    expect(isBackupFileName("dsa-backup-2026-11-27-0200-IST.tar.gz.age")).toBe(true);
    expect(isBackupFileName("dsa-backup-2026-11-27-0200-IST-2.tar.gz")).toBe(true);
    for (const other of [
      "dsa-backup-2026-11-27-0200-IST.tar.gz.1a2b3c.partial",
      "dsa-backup-2026-11-27-0200-IST-1.tar.gz",
      "notes.txt",
      "../dsa-backup-2026-11-27-0200-IST.tar.gz",
      ".upload",
    ])
      expect(isBackupFileName(other), other).toBe(false);
  });

  it("sort newest first by the time in them, a later one of the same minute first", () => {
    const names = [
      "dsa-backup-2026-11-26-0200-IST.tar.gz",
      "dsa-backup-2026-11-27-0200-IST.tar.gz",
      "dsa-backup-2026-11-27-0200-IST-2.tar.gz",
      "dsa-backup-2026-11-27-1015-IST.tar.gz.age",
      "dsa-backup-2025-12-31-2359-IST.tar.gz",
    ];
    expect([...names].sort(newestFirst)).toEqual([
      "dsa-backup-2026-11-27-1015-IST.tar.gz.age",
      "dsa-backup-2026-11-27-0200-IST-2.tar.gz",
      "dsa-backup-2026-11-27-0200-IST.tar.gz",
      "dsa-backup-2026-11-26-0200-IST.tar.gz",
      "dsa-backup-2025-12-31-2359-IST.tar.gz",
    ]);
  });

  it("never take a name in use", () => {
    const name = "dsa-backup-2026-11-27-0200-IST.tar.gz.age";
    expect(unusedName(name, new Set())).toBe(name);
    expect(unusedName(name, new Set([name]))).toBe("dsa-backup-2026-11-27-0200-IST-2.tar.gz.age");
    expect(unusedName(name, new Set([name, "dsa-backup-2026-11-27-0200-IST-2.tar.gz.age"]))).toBe(
      "dsa-backup-2026-11-27-0200-IST-3.tar.gz.age",
    );
  });
});

describe("a failed backup's message", () => {
  const store = createLocalBackupStore("/srv/dsa/data/backups");
  const errno = (code: string) => Object.assign(new Error(`${code}: failed`), { code });

  it("says what to do on the server, not on the command line", () => {
    const full = explainFileError(errno("ENOSPC"), "/srv/dsa/data/backups/x.tar.gz");
    expect(full).toBeInstanceOf(BackupError);
    const message = describeBackupFailure(full, "/srv/dsa/data/backups", store);
    expect(message).toMatch(/^The disk holding \/srv\/dsa\/data\/backups is full, so the backup was not written/);
    expect(message).not.toMatch(/--output/);
    expect(describeBackupFailure(errno("EACCES"), "/srv/dsa/data/backups", store)).toMatch(
      /may not write in \/srv\/dsa\/data\/backups\. Give the user/,
    );
    expect(describeBackupFailure(errno("EEXIST"), "/srv/dsa/data/backups", store)).toMatch(/a file of that name/);
    expect(describeBackupFailure(new BackupError("pg_dump 15 is older than the server"), "/x", store)).toBe(
      "pg_dump 15 is older than the server",
    );
    expect(describeBackupFailure(new Error("boom\n  at x"), "/x", store)).toMatch(/unexpected error: boom at x\./);
  });
});

describe("the owners' backup warning e-mail", () => {
  const base = {
    to: ["owner@example.in"],
    businessName: "Kerala Loans",
    siteUrl: "https://loans.example.in/",
    lastSuccessAt: "2026-11-25T20:30:00.000Z",
  };

  it("names the failure, what to do and the newest good backup", () => {
    const mail = formatBackupWarningEmail({
      ...base,
      problem: "failed",
      failedAt: "2026-11-26T20:30:00.000Z",
      error: "The disk holding /srv/backups is full.",
    });
    expect(mail.subject).toBe("Backup failed on Kerala Loans: the site's data is not backed up");
    expect(mail.text).toContain("The server's backup of 27/11/2026, 2:00 am IST failed:");
    expect(mail.text).toContain("  The disk holding /srv/backups is full.");
    expect(mail.text).toContain("The newest backup that succeeded is from 26/11/2026, 2:00 am IST.");
    expect(mail.text).toContain("https://loans.example.in/admin/backups");
  });

  it("says when no backup has succeeded for 36 hours, or ever", () => {
    const mail = formatBackupWarningEmail({
      ...base,
      problem: "overdue",
      failedAt: null,
      error: null,
      lastSuccessAt: null,
    });
    expect(mail.subject).toBe("No backup for 36 hours on Kerala Loans");
    expect(mail.text).toContain("No backup of the site has succeeded yet.");
  });
});
