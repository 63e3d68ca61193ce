import { describe, expect, it } from "vitest";
import {
  formatDateIST,
  formatDateTimeIST,
  formatRelativeIST,
  formatTimeIST,
  istDayStart,
  istStartOfDay,
  istYear,
  nextIstYearStart,
} from "~server/formats/ist";

describe("dates and times in IST", () => {
  it("shows DD/MM/YYYY and a 12-hour time in India Standard Time", () => {
    // 18:45 UTC is 00:15 the next day in IST.
    const instant = "2026-11-22T18:45:00Z";
    expect(formatDateIST(instant)).toBe("23/11/2026");
    expect(formatTimeIST(instant)).toBe("12:15 am");
    expect(formatDateTimeIST("2026-11-22T09:35:00Z")).toBe("22/11/2026, 3:05 pm");
    expect(formatDateTimeIST("not a date")).toBe("");
  });

  it("reads a YYYY-MM-DD day as the instant it begins in IST, and refuses days that do not exist", () => {
    expect(istDayStart("2026-11-22")?.toISOString()).toBe("2026-11-21T18:30:00.000Z");
    expect(istDayStart("2026-02-30")).toBeNull();
    expect(istDayStart("22/11/2026")).toBeNull();
    expect(istStartOfDay(new Date("2026-11-22T20:00:00Z")).toISOString()).toBe("2026-11-22T18:30:00.000Z");
  });

  it("says how long ago in words, switching to the date after yesterday", () => {
    const now = new Date("2026-11-22T12:00:00Z"); // 5:30 pm IST
    expect(formatRelativeIST("2026-11-22T11:59:30Z", now)).toBe("just now");
    expect(formatRelativeIST("2026-11-22T11:40:00Z", now)).toBe("20 min ago");
    expect(formatRelativeIST("2026-11-22T08:00:00Z", now)).toBe("4 h ago");
    expect(formatRelativeIST("2026-11-21T10:00:00Z", now)).toBe("yesterday, 3:30 pm");
    expect(formatRelativeIST("2026-11-19T10:00:00Z", now)).toBe("19/11/2026, 3:30 pm");
  });
});

describe("the year in IST", () => {
  it("turns at midnight in India, five and a half hours before midnight UTC", () => {
    expect(istYear(new Date("2025-12-31T18:29:59Z"))).toBe(2025);
    expect(istYear(new Date("2025-12-31T18:30:00Z"))).toBe(2026);
    expect(nextIstYearStart(new Date("2025-06-01T00:00:00Z")).toISOString()).toBe("2025-12-31T18:30:00.000Z");
    expect(nextIstYearStart(new Date("2025-12-31T18:30:00Z")).toISOString()).toBe("2026-12-31T18:30:00.000Z");
  });
});
