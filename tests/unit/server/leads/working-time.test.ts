import { describe, expect, it } from "vitest";
import { catalogueFor } from "~/i18n/messages";
import { createTranslator } from "~/i18n/translator";
import { describeWorkingHours, formatWaitingTime, median, workingMinutesBetween } from "~server/leads/working-time";
import type { Language } from "~server/vocabulary/languages";

const translatorIn = (language: Language) => createTranslator(language, catalogueFor(language));
const english = translatorIn("en");

// Monday to Saturday, 09:30 to 18:00 IST (the default lead settings).
const office = { days: [1, 2, 3, 4, 5, 6], start: "09:30", end: "18:00" };
/** An IST wall-clock time as an instant. */
const ist = (text: string) => new Date(`${text}+05:30`);

describe("working time between a lead's arrival and its first contact", () => {
  it("counts plain minutes inside office hours", () => {
    expect(workingMinutesBetween(ist("2026-11-23T10:00:00"), ist("2026-11-23T10:45:00"), office)).toBe(45);
  });

  it("does not count the night: a lead at 11 pm called at 9:45 next morning waited 15 minutes", () => {
    expect(workingMinutesBetween(ist("2026-11-23T23:00:00"), ist("2026-11-24T09:45:00"), office)).toBe(15);
  });

  it("skips days off: Saturday 5 pm to Monday 10 am is 30 + 30 minutes", () => {
    // 28/11/2026 is a Saturday, 30/11/2026 a Monday.
    expect(workingMinutesBetween(ist("2026-11-28T17:30:00"), ist("2026-11-30T10:00:00"), office)).toBe(60);
  });

  it("is zero when contact came first or at the same time", () => {
    const at = ist("2026-11-23T12:00:00");
    expect(workingMinutesBetween(at, at, office)).toBe(0);
    expect(workingMinutesBetween(at, ist("2026-11-23T11:00:00"), office)).toBe(0);
  });

  it("counts whole office days across a week", () => {
    // Monday 09:30 to next Monday 09:30: six days of 8.5 hours.
    expect(workingMinutesBetween(ist("2026-11-23T09:30:00"), ist("2026-11-30T09:30:00"), office)).toBe(6 * 510);
  });
});

describe("median and waiting-time words", () => {
  it("takes the middle value, or the mean of the middle pair", () => {
    expect(median([])).toBeNull();
    expect(median([30, 5, 10])).toBe(10);
    expect(median([1, 2, 3, 10])).toBe(2.5);
  });

  it("says a duration as people say it", () => {
    expect(formatWaitingTime(45)).toBe("45 min");
    expect(formatWaitingTime(130)).toBe("2 h 10 min");
    expect(formatWaitingTime(120)).toBe("2 h");
    expect(formatWaitingTime(3 * 24 * 60 + 4 * 60)).toBe("3 days 4 h");
    expect(formatWaitingTime(24 * 60)).toBe("1 day");
  });
});

describe("the working hours as visitors read them", () => {
  const hours = (days: number[], start = "09:30", end = "18:00") => describeWorkingHours({ days, start, end }, english);

  it("says the default office hours in words, with am and pm and IST", () => {
    expect(hours([1, 2, 3, 4, 5, 6])).toBe("Monday to Saturday, 9:30 am to 6:00 pm IST");
    expect(hours([1, 2, 3, 4, 5], "10:00", "17:30")).toBe("Monday to Friday, 10:00 am to 5:30 pm IST");
    expect(hours([1, 2, 3, 4, 5], "00:00", "12:15")).toBe("Monday to Friday, 12:00 am to 12:15 pm IST");
  });

  it("joins the days into ranges of three or more, in week order from Monday", () => {
    expect(hours([0, 1, 2, 3, 4, 5, 6])).toBe("Every day, 9:30 am to 6:00 pm IST");
    expect(hours([6, 1, 3, 2, 5])).toBe("Monday to Wednesday, Friday and Saturday, 9:30 am to 6:00 pm IST");
    expect(hours([1, 2])).toBe("Monday and Tuesday, 9:30 am to 6:00 pm IST");
    expect(hours([1, 3, 5])).toBe("Monday, Wednesday and Friday, 9:30 am to 6:00 pm IST");
    expect(hours([3])).toBe("Wednesday, 9:30 am to 6:00 pm IST");
  });

  it("runs a week that works through the weekend across Sunday", () => {
    expect(hours([0, 1, 2, 3, 4, 5])).toBe("Sunday to Friday, 9:30 am to 6:00 pm IST");
    expect(hours([6, 0, 1])).toBe("Saturday to Monday, 9:30 am to 6:00 pm IST");
    expect(hours([0, 1, 2, 4, 5, 6])).toBe("Thursday to Tuesday, 9:30 am to 6:00 pm IST");
  });

  it("says them in Malayalam and Hindi as people there say the time of day", () => {
    const malayalam = translatorIn("ml");
    const hindi = translatorIn("hi");
    expect(describeWorkingHours(office, malayalam)).toBe("തിങ്കൾ മുതൽ ശനി വരെ, രാവിലെ 9:30 മുതൽ വൈകിട്ട് 6:00 വരെ (IST)");
    expect(describeWorkingHours(office, hindi)).toBe("सोमवार से शनिवार तक, सुबह 9:30 बजे से शाम 6:00 बजे तक (IST)");
    expect(describeWorkingHours({ days: [1, 3, 5], start: "13:00", end: "21:00" }, malayalam)).toBe(
      "തിങ്കൾ, ബുധൻ, വെള്ളി, ഉച്ചയ്ക്ക് 1:00 മുതൽ രാത്രി 9:00 വരെ (IST)",
    );
    expect(describeWorkingHours({ days: [0, 1, 2, 3, 4, 5, 6], start: "00:00", end: "12:15" }, hindi)).toBe(
      "हर दिन, रात 12:00 बजे से दोपहर 12:15 बजे तक (IST)",
    );
  });
});
