// How long a lead waited, counted in office hours (IST). A lead that arrives at 11 pm and is called
// at 9:45 the next morning waited 15 minutes of working time, not ten hours; the first-response
// figures of the dashboard count this way, with the working hours of the lead settings.
// Isomorphic, plain arithmetic (IST has no daylight saving).
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
