// A moment as IST wall-clock time for a `datetime-local` input and back. The input has no time
// zone of its own; staff in Kerala read and type IST whatever their device says. Isomorphic.

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;
const two = (n: number) => String(n).padStart(2, "0");

/** `2026-11-23T14:30:05` (IST) for a moment; "" for none or an invalid date. */
export function toIstLocalInput(value: Date | string | null | undefined, withSeconds = true): string {
  if (value === null || value === undefined || value === "") return "";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  const s = new Date(date.getTime() + IST_OFFSET_MS);
  const base = `${s.getUTCFullYear()}-${two(s.getUTCMonth() + 1)}-${two(s.getUTCDate())}T${two(s.getUTCHours())}:${two(s.getUTCMinutes())}`;
  return withSeconds ? `${base}:${two(s.getUTCSeconds())}` : base;
}

/** The moment an IST `datetime-local` value names, or null when it is not a real date and time. */
export function fromIstLocalInput(value: string): Date | null {
  const match = LOCAL.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as number[];
  const utc = Date.UTC(year!, month! - 1, day!, hour!, minute!, second!);
  const check = new Date(utc);
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month! - 1 ||
    check.getUTCDate() !== day ||
    hour! > 23 ||
    minute! > 59 ||
    second! > 59
  )
    return null;
  return new Date(utc - IST_OFFSET_MS);
}
