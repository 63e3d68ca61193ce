// Dates and times for the staff in Kerala: India Standard Time (UTC+05:30, no daylight saving),
// dates as DD/MM/YYYY. Done with plain arithmetic rather than Intl time zones, so small ICU
// builds and the browser agree to the character. Isomorphic.

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

function istParts(value: Date | string | number) {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const shifted = new Date(date.getTime() + IST_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

const two = (n: number) => String(n).padStart(2, "0");

/** `22/11/2026`; "" for an invalid date. */
export function formatDateIST(value: Date | string | number): string {
  const p = istParts(value);
  return p ? `${two(p.day)}/${two(p.month)}/${p.year}` : "";
}

/** `3:05 pm`; "" for an invalid date. */
export function formatTimeIST(value: Date | string | number): string {
  const p = istParts(value);
  if (!p) return "";
  const hour12 = p.hour % 12 === 0 ? 12 : p.hour % 12;
  return `${hour12}:${two(p.minute)} ${p.hour < 12 ? "am" : "pm"}`;
}

/** `22/11/2026, 3:05 pm`; "" for an invalid date. */
export function formatDateTimeIST(value: Date | string | number): string {
  const date = formatDateIST(value);
  return date ? `${date}, ${formatTimeIST(value)}` : "";
}

/** The IST calendar date of an instant as `YYYY-MM-DD` (what a date input holds). */
export function istDateString(value: Date | string | number): string {
  const p = istParts(value);
  return p ? `${p.year}-${two(p.month)}-${two(p.day)}` : "";
}

const DATE_INPUT = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The instant an IST calendar day (`YYYY-MM-DD`) begins, or null for a date that does not exist. */
export function istDayStart(day: string): Date | null {
  const match = DATE_INPUT.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = Date.UTC(year, month - 1, date);
  const check = new Date(utc);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) return null;
  return new Date(utc - IST_OFFSET_MS);
}

/** The calendar year of an instant in IST (2026 from 18:30 UTC on 31 December 2025). */
export function istYear(value: Date | string | number): number {
  return Number(istDateString(value).slice(0, 4));
}

/** The instant the next IST calendar year begins after `now`. */
export function nextIstYearStart(now: Date): Date {
  return istDayStart(`${istYear(now) + 1}-01-01`)!;
}

/** The instant today began in IST, for `now`. */
export function istStartOfDay(now: Date): Date {
  return istDayStart(istDateString(now))!;
}

/** `n` whole days after `date` (negative: before). IST has no daylight saving, so days are 24 h. */
export function addDays(date: Date, n: number): Date {
  return new Date(date.getTime() + n * DAY_MS);
}

/**
 * How long ago, in words a person reads at a glance: "just now", "5 min ago", "3 h ago",
 * "yesterday", then the date.
 */
export function formatRelativeIST(value: Date | string | number, now: Date = new Date()): string {
  const date = new Date(value);
  const seconds = Math.round((now.getTime() - date.getTime()) / 1000);
  if (Number.isNaN(seconds)) return "";
  if (seconds < 60) return "just now";
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24 && istDateString(date) === istDateString(now)) return `${hours} h ago`;
  if (istDateString(date) === istDateString(addDays(now, -1))) return `yesterday, ${formatTimeIST(date)}`;
  return formatDateTimeIST(date);
}
