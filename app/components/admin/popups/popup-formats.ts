// How the popup manager writes numbers, rates and dates. Isomorphic and pure.
import { formatDateIST, formatDateTimeIST } from "~server/formats/ist";
import { formatIndianNumber } from "~server/formats/rupees";

/** A click rate (0 to 1) as a percentage with one decimal, "—" before any impression. */
export function formatClickRate(rate: number | null): string {
  if (rate === null) return "—";
  const percent = Math.round(rate * 1000) / 10;
  return `${percent}%`;
}

export const formatCount = (n: number) => formatIndianNumber(n);

/** The schedule in a line: "From 01/12/2026 to 31/12/2026", "Until …", "From …", or "No dates". */
export function formatSchedule(startsAt: string | null, endsAt: string | null): string {
  if (startsAt && endsAt) return `${formatDateIST(startsAt)} to ${formatDateIST(endsAt)}`;
  if (startsAt) return `From ${formatDateIST(startsAt)}`;
  if (endsAt) return `Until ${formatDateIST(endsAt)}`;
  return "No dates";
}

/** The schedule with times, for a title attribute and the editor. */
export function formatScheduleExact(startsAt: string | null, endsAt: string | null): string {
  const parts = [
    startsAt ? `starts ${formatDateTimeIST(startsAt)} IST` : null,
    endsAt ? `ends ${formatDateTimeIST(endsAt)} IST` : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(", ") : "Shown whenever it is active";
}

/** The target pages as a list ("home, gold-loan" → ["home", "gold-loan"]). */
export function targetPageNames(targetPage: string): string[] {
  return targetPage
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
}
