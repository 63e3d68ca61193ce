// How the lead detail and its timeline print dates, amounts and durations: IST, DD/MM/YYYY,
// rupees with Indian grouping and the lakh/crore reading. Pure functions over the isomorphic
// formatters, so the server's HTML and the browser print the same characters.
import { formatDateTimeIST, istDayStart } from "~server/formats/ist";
import { formatAmountInWords, formatINR } from "~server/formats/rupees";

/** `2026-11-22` (an IST calendar date as stored) → `22/11/2026`; anything else as it is. */
export function formatDay(day: string | null | undefined): string {
  if (!day) return "";
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : day;
}

/** `₹25,00,000 (25 lakh)`; amounts under ten thousand without the words. */
export function formatAmount(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return "";
  const words = formatAmountInWords(amount);
  return /lakh|crore|thousand/.test(words) ? `${formatINR(amount)} (${words})` : formatINR(amount);
}

/** `22/11/2026, 3:05 pm IST`. */
export function formatWhen(at: string | null | undefined): string {
  return at ? `${formatDateTimeIST(at)} IST` : "";
}

/** `45 min`, `3 h 20 min`, `2 days 4 h`: a waiting time read at a glance. */
export function formatMinutes(total: number): string {
  const minutes = Math.max(0, Math.round(total));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  return `${days} ${days === 1 ? "day" : "days"}${rest ? ` ${rest} h` : ""}`;
}

/** Minutes between two instants (ISO strings). */
export function minutesBetween(from: string, to: string): number {
  return (new Date(to).getTime() - new Date(from).getTime()) / 60_000;
}

/** An IST date (`YYYY-MM-DD`) and time (`HH:mm`) as an instant, or null when either is missing or wrong. */
export function istDateTimeToIso(day: string, time: string): string | null {
  const start = istDayStart(day);
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!start || !match) return null;
  return new Date(start.getTime() + (Number(match[1]) * 60 + Number(match[2])) * 60_000).toISOString();
}

/** The IST wall-clock time (`HH:mm`) of an instant, for a time input. */
export function istClock(at: string): string {
  const shifted = new Date(new Date(at).getTime() + (5 * 60 + 30) * 60_000);
  return `${String(shifted.getUTCHours()).padStart(2, "0")}:${String(shifted.getUTCMinutes()).padStart(2, "0")}`;
}
