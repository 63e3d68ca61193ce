import { cn } from "~/lib/cn";
import type { DealState } from "~server/deals/deal.schema";

export const dealStateLabels: Record<DealState, string> = {
  live: "Live",
  scheduled: "Scheduled",
  expired: "Expired",
  inactive: "Inactive",
};

const tones: Record<DealState, string> = {
  live: "bg-green-100 text-green-900",
  scheduled: "bg-sky-100 text-sky-900",
  expired: "bg-amber-100 text-amber-950",
  inactive: "bg-slate-200 text-slate-800",
};

/** Where a deal stands: live on /deals, waiting for its start, past its end, or switched off. */
export function DealStateBadge({ state }: { state: DealState }) {
  return (
    <span
      className={cn("inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap", tones[state])}
    >
      {dealStateLabels[state]}
    </span>
  );
}
