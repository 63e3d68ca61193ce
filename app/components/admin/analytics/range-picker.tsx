import { Form, Link } from "react-router";
import { cn } from "~/lib/cn";
import {
  analyticsPresetLabels,
  analyticsPresets,
  type AnalyticsPeriod,
  type AnalyticsRangeName,
} from "~server/analytics/analytics-range";

/**
 * The period in the URL (`?range=30d`, or `?range=custom&from=…&to=…`): preset links, and a
 * custom range of IST days sent as a plain GET form, so every view can be bookmarked and shared.
 */
export function RangePicker({
  name,
  current,
  error,
}: {
  name: AnalyticsRangeName;
  current: AnalyticsPeriod;
  error: string | null;
}) {
  return (
    <div className="mb-6 flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 lg:flex-row lg:items-end lg:justify-between">
      <nav aria-label="Period">
        <ul className="flex flex-wrap gap-2">
          {analyticsPresets.map((preset) => (
            <li key={preset}>
              <Link
                to={`?range=${preset}`}
                aria-current={name === preset ? "page" : undefined}
                className={cn(
                  "inline-block rounded-md border px-3 py-1.5 text-sm font-medium",
                  name === preset
                    ? "border-brand-700 bg-brand-700 text-white"
                    : "border-slate-300 text-slate-800 hover:bg-slate-50",
                )}
              >
                {analyticsPresetLabels[preset]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Form method="get" className="flex flex-wrap items-end gap-2" aria-label="Custom period">
        <input type="hidden" name="range" value="custom" />
        {(["From", "To"] as const).map((label) => (
          <label key={label} className="flex flex-col text-sm font-medium text-slate-800">
            {label}
            <input
              type="date"
              name={label.toLowerCase()}
              required
              defaultValue={label === "From" ? current.from : current.to}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "range-error" : undefined}
              className="mt-1 rounded-md border border-slate-300 px-2 py-1.5 text-slate-900"
            />
          </label>
        ))}
        <button
          type="submit"
          className={cn(
            "rounded-md border px-3 py-1.5 text-sm font-semibold",
            name === "custom"
              ? "border-brand-700 bg-brand-700 text-white"
              : "border-slate-300 text-slate-800 hover:bg-slate-50",
          )}
        >
          Show
        </button>
        {error && (
          <p id="range-error" role="alert" className="w-full text-sm text-red-700">
            {error}
          </p>
        )}
      </Form>
    </div>
  );
}
