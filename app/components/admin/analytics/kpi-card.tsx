import { ArrowDownRight, ArrowUpRight, Minus } from "lucide-react";
import { cn } from "~/lib/cn";
import { formatIndianNumber } from "~server/formats/rupees";

export type KpiFormat = "count" | "ratio" | "rate";

/** A figure as staff read it: 12,34,567 · 2.35 · 41.2%; "—" when there is nothing to divide by. */
export function formatKpi(value: number | null, format: KpiFormat): string {
  if (value === null) return "—";
  if (format === "rate") return `${(value * 100).toFixed(1)}%`;
  if (format === "ratio") return value.toFixed(2);
  return formatIndianNumber(value);
}

function changeText(current: number | null, previous: number | null, format: KpiFormat): string {
  if (current === null || previous === null) return `previous period ${formatKpi(previous, format)}`;
  const change = current - previous;
  if (Math.abs(change) < 1e-9) return `same as the previous period (${formatKpi(previous, format)})`;
  const sign = change > 0 ? "+" : "−";
  const amount =
    format === "rate"
      ? `${(Math.abs(change) * 100).toFixed(1)} points`
      : format === "ratio"
        ? Math.abs(change).toFixed(2)
        : formatIndianNumber(Math.abs(change));
  return `${sign}${amount} against the previous period (${formatKpi(previous, format)})`;
}

/**
 * One figure of the period with its change against the previous period. `higherIsBetter: false`
 * (bounce rate) colours a rise red.
 */
export function KpiCard({
  label,
  current,
  previous,
  format = "count",
  higherIsBetter = true,
  note,
}: {
  label: string;
  current: number | null;
  previous: number | null;
  format?: KpiFormat;
  higherIsBetter?: boolean;
  note?: string;
}) {
  const change = current !== null && previous !== null ? current - previous : 0;
  const Icon = change > 0 ? ArrowUpRight : change < 0 ? ArrowDownRight : Minus;
  const good = higherIsBetter ? change > 0 : change < 0;
  return (
    <div role="group" aria-label={label} className="rounded-xl border border-slate-200 bg-white p-4">
      <p className="text-sm font-semibold text-slate-700">{label}</p>
      <p className="mt-1 text-2xl font-bold text-slate-900">{formatKpi(current, format)}</p>
      <p
        className={cn(
          "mt-1 flex items-start gap-1 text-sm",
          change === 0 ? "text-slate-600" : good ? "text-green-800" : "text-red-700",
        )}
      >
        <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>{changeText(current, previous, format)}</span>
      </p>
      {note && <p className="mt-1 text-xs text-slate-600">{note}</p>}
    </div>
  );
}
