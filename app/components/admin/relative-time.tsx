import { formatDateTimeIST, formatRelativeIST } from "~server/formats/ist";

/**
 * "5 min ago", "yesterday, 3:05 pm" or the date, with the exact IST time on hover; "Never" for
 * no time. Worked out from `now` (when the loader ran), so the server's HTML and the browser agree.
 */
export function RelativeTime({ at, now, never = "Never" }: { at: string | null; now: string; never?: string }) {
  if (!at) return <span className="text-slate-600">{never}</span>;
  return (
    <time dateTime={at} title={`${formatDateTimeIST(at)} IST`}>
      {formatRelativeIST(at, new Date(now))}
    </time>
  );
}
