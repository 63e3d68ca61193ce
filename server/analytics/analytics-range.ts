// The period an analytics report covers: today, the last 7, 30 or 90 IST days (today included),
// or a custom range of whole IST days; and the period of the same length just before it.
// Isomorphic (the admin screen builds its links with it).
import { addDays, istDateString, istDayStart } from "../formats/ist";

export const analyticsPresets = ["today", "7d", "30d", "90d"] as const;
export type AnalyticsPreset = (typeof analyticsPresets)[number];
export type AnalyticsRangeName = AnalyticsPreset | "custom";

export const analyticsPresetLabels: Record<AnalyticsPreset, string> = {
  today: "Today",
  "7d": "Last 7 days",
  "30d": "Last 30 days",
  "90d": "Last 90 days",
};

/** The longest custom range, in days. */
export const MAX_RANGE_DAYS = 366;

export interface AnalyticsPeriod {
  /** First IST day, `YYYY-MM-DD`. */
  from: string;
  /** Last IST day, included. */
  to: string;
  days: number;
}

export interface AnalyticsRange {
  name: AnalyticsRangeName;
  current: AnalyticsPeriod;
  previous: AnalyticsPeriod;
}

const PRESET_DAYS: Record<AnalyticsPreset, number> = { today: 1, "7d": 7, "30d": 30, "90d": 90 };

export function shiftDay(day: string, n: number): string {
  return istDateString(addDays(istDayStart(day)!, n));
}

export function daysBetween(from: string, to: string): number {
  return Math.round((istDayStart(to)!.getTime() - istDayStart(from)!.getTime()) / 86_400_000) + 1;
}

function periodBefore(period: AnalyticsPeriod): AnalyticsPeriod {
  return { from: shiftDay(period.from, -period.days), to: shiftDay(period.from, -1), days: period.days };
}

export type RangeResult = { ok: true; range: AnalyticsRange } | { ok: false; field: string; message: string };

/** Reads `range`, `from` and `to` (from a URL or the API's query); `now` decides what today is. */
export function resolveAnalyticsRange(
  input: { range?: string | null; from?: string | null; to?: string | null },
  now: Date = new Date(),
): RangeResult {
  const today = istDateString(now);
  const name = input.range || (input.from || input.to ? "custom" : "7d");
  if (name !== "custom") {
    if (!(analyticsPresets as readonly string[]).includes(name)) {
      return { ok: false, field: "range", message: "Use today, 7d, 30d, 90d or custom" };
    }
    const days = PRESET_DAYS[name as AnalyticsPreset];
    const current = { from: shiftDay(today, 1 - days), to: today, days };
    return { ok: true, range: { name: name as AnalyticsPreset, current, previous: periodBefore(current) } };
  }
  const from = input.from ?? "";
  const to = input.to ?? "";
  if (!istDayStart(from)) return { ok: false, field: "from", message: "Give the first day as YYYY-MM-DD" };
  if (!istDayStart(to)) return { ok: false, field: "to", message: "Give the last day as YYYY-MM-DD" };
  if (to < from) return { ok: false, field: "to", message: "The last day must not be before the first day" };
  const days = daysBetween(from, to);
  if (days > MAX_RANGE_DAYS) {
    return { ok: false, field: "to", message: `Choose at most ${MAX_RANGE_DAYS} days` };
  }
  const current = { from, to, days };
  return { ok: true, range: { name: "custom", current, previous: periodBefore(current) } };
}
