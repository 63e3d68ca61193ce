// The office's working hours (the lead settings): how long a lead waited, counted in them (IST), and
// how visitors read them. A lead that arrives at 11 pm and is called at 9:45 the next morning
// waited 15 minutes of working time, not ten hours; the first-response figures of the dashboard
// count this way. The public pages' opening hours are these hours in words (describeWorkingHours),
// so the office and its website never disagree. Isomorphic, plain arithmetic (IST has no daylight
// saving).
import type { MessageKey } from "../../app/i18n/messages";
import type { Translator } from "../../app/i18n/translator";
import type { LeadSettings } from "./lead-settings";

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

export type WorkingHours = LeadSettings["workingHours"];

function minutesOfDay(clock: string): number {
  const [hours, minutes] = clock.split(":").map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/**
 * Minutes of working time between two instants (0 when `end` is not after `start`). Walks the
 * IST calendar days between them, so a long wait costs one step per day, never per minute.
 */
export function workingMinutesBetween(start: Date, end: Date, hours: WorkingHours): number {
  const from = start.getTime();
  const to = end.getTime();
  if (!(to > from)) return 0;
  const open = minutesOfDay(hours.start) * MINUTE_MS;
  const close = minutesOfDay(hours.end) * MINUTE_MS;
  const workingDays = new Set(hours.days);
  let total = 0;
  // Midnight IST of the start's day, as a UTC instant.
  let dayStart = Math.floor((from + IST_OFFSET_MS) / DAY_MS) * DAY_MS - IST_OFFSET_MS;
  for (; dayStart < to; dayStart += DAY_MS) {
    const weekday = new Date(dayStart + IST_OFFSET_MS).getUTCDay();
    if (!workingDays.has(weekday)) continue;
    const windowStart = Math.max(from, dayStart + open);
    const windowEnd = Math.min(to, dayStart + close);
    if (windowEnd > windowStart) total += windowEnd - windowStart;
  }
  return Math.floor(total / MINUTE_MS);
}

/** The median of a list of numbers (null for none); the middle pair's mean for an even count. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** A duration in minutes as people say it: "45 min", "2 h 10 min", "3 days 4 h". */
export function formatWaitingTime(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  if (whole < 60) return `${whole} min`;
  const days = Math.floor(whole / (24 * 60));
  const hoursPart = Math.floor((whole % (24 * 60)) / 60);
  const minutesPart = whole % 60;
  if (days > 0)
    return hoursPart > 0
      ? `${days} ${days === 1 ? "day" : "days"} ${hoursPart} h`
      : `${days} ${days === 1 ? "day" : "days"}`;
  return minutesPart > 0 ? `${hoursPart} h ${minutesPart} min` : `${hoursPart} h`;
}

/** The week as an office reads it, Monday first; the values are JavaScript's 0 = Sunday … 6 = Saturday. */
export const officeWeek = [
  { value: 1, label: "Monday", key: "openingHours.monday" },
  { value: 2, label: "Tuesday", key: "openingHours.tuesday" },
  { value: 3, label: "Wednesday", key: "openingHours.wednesday" },
  { value: 4, label: "Thursday", key: "openingHours.thursday" },
  { value: 5, label: "Friday", key: "openingHours.friday" },
  { value: 6, label: "Saturday", key: "openingHours.saturday" },
  { value: 0, label: "Sunday", key: "openingHours.sunday" },
] as const satisfies readonly { value: number; label: string; key: MessageKey }[];

type OfficeDay = (typeof officeWeek)[number];

/** The part of the day a clock time falls in, as the opening-hours messages name it. */
function periodOf(hours: number): string {
  if (hours < 4) return "lateNight";
  if (hours < 12) return "morning";
  if (hours < 16) return "noon";
  if (hours < 20) return "evening";
  return "night";
}

/** "09:30" → "9:30 am" / "രാവിലെ 9:30" / "सुबह 9:30 बजे"; "00:00" → "12:00 am". */
function clockInWords(clock: string, { t }: HoursTranslator): string {
  const minutes = minutesOfDay(clock);
  const hours = Math.floor(minutes / 60);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return t("openingHours.clock", {
    period: periodOf(hours),
    time: `${hour12}:${String(minutes % 60).padStart(2, "0")}`,
  });
}

/**
 * The working days in words: runs of three days or more as "Monday to Saturday", shorter ones day
 * by day, in week order from Monday; a run through the weekend stays one ("Saturday to Monday").
 */
function daysInWords(days: readonly number[], { t }: HoursTranslator): string {
  const working = officeWeek.filter((day) => days.includes(day.value));
  if (working.length === 7) return t("openingHours.everyDay");
  const runs: OfficeDay[][] = [];
  for (const day of working) {
    const run = runs.at(-1);
    const previous = run?.at(-1);
    if (run && previous && officeWeek.indexOf(day) === officeWeek.indexOf(previous) + 1) run.push(day);
    else runs.push([day]);
  }
  // Monday's run continues Sunday's: the week wraps around.
  const first = runs[0];
  const last = runs.at(-1);
  if (runs.length > 1 && first?.[0]?.value === 1 && last?.at(-1)?.value === 0)
    runs.unshift([...runs.pop()!, ...runs.shift()!]);
  const parts = runs.flatMap((run) =>
    run.length >= 3
      ? [t("openingHours.dayRun", { first: t(run[0]!.key), last: t(run.at(-1)!.key) })]
      : run.map((day) => t(day.key)),
  );
  return parts.length === 1
    ? parts[0]!
    : t("openingHours.dayList", { others: parts.slice(0, -1).join(", "), last: parts.at(-1)! });
}

/** What describing the hours needs of a translator: the page's language's messages. */
type HoursTranslator = Pick<Translator, "t">;

/**
 * The working hours as visitors read them, in the translator's language: "Monday to Saturday,
 * 9:30 am to 6:00 pm IST", "തിങ്കൾ മുതൽ ശനി വരെ, രാവിലെ 9:30 മുതൽ വൈകിട്ട് 6:00 വരെ (IST)".
 */
export function describeWorkingHours(hours: WorkingHours, translator: HoursTranslator): string {
  return translator.t("openingHours.line", {
    days: daysInWords(hours.days, translator),
    start: clockInWords(hours.start, translator),
    end: clockInWords(hours.end, translator),
  });
}
