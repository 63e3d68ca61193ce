import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { useHydrated } from "~/lib/use-hydrated";
import { formatIndianNumber } from "~server/formats/rupees";

export interface DailyPoint {
  day: string;
  views: number;
  visits: number;
  leads: number;
}

const SERIES = [
  { key: "views", name: "Page views", colour: "#1d4ed8" },
  { key: "visits", name: "Visits", colour: "#0f766e" },
  { key: "leads", name: "Leads (right axis)", colour: "#c2410c" },
] as const;

/** `2026-11-22` → `22/11`. */
const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/**
 * Page views, visits and leads per IST day (recharts, admin bundle only). Drawn after hydration:
 * the chart measures its box, which the server cannot. The figures are also in the CSV of the
 * daily table; its caption gives the totals, and recharts' keyboard layer reads out each day.
 */
export function TrafficChart({ daily }: { daily: DailyPoint[] }) {
  const hydrated = useHydrated();
  const total = (key: keyof Omit<DailyPoint, "day">) => daily.reduce((sum, point) => sum + point[key], 0);
  const label = `Chart of page views (${formatIndianNumber(total("views"))}), visits (${formatIndianNumber(
    total("visits"),
  )}) and leads (${formatIndianNumber(total("leads"))}) per day`;
  return (
    <figure className="h-72 w-full">
      <figcaption className="sr-only">{label}</figcaption>
      {hydrated && (
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={daily} margin={{ top: 8, right: 8, bottom: 0, left: -12 }}>
            <CartesianGrid stroke="#e2e8f0" vertical={false} />
            <XAxis dataKey="day" tickFormatter={shortDay} tick={{ fill: "#475569", fontSize: 12 }} minTickGap={16} />
            <YAxis yAxisId="traffic" allowDecimals={false} tick={{ fill: "#475569", fontSize: 12 }} />
            <YAxis
              yAxisId="leads"
              orientation="right"
              allowDecimals={false}
              tick={{ fill: "#475569", fontSize: 12 }}
              width={32}
            />
            <Tooltip
              labelFormatter={(day) => `${shortDay(String(day))}/${String(day).slice(0, 4)}`}
              formatter={(value) => formatIndianNumber(Number(value))}
            />
            <Legend wrapperStyle={{ fontSize: 13 }} />
            {SERIES.map((series) => (
              <Line
                key={series.key}
                yAxisId={series.key === "leads" ? "leads" : "traffic"}
                type="monotone"
                dataKey={series.key}
                name={series.name}
                stroke={series.colour}
                strokeWidth={2}
                dot={series.key === "leads" && daily.length <= 31}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        </ResponsiveContainer>
      )}
    </figure>
  );
}
