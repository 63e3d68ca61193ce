import { cn } from "~/lib/cn";
import type { OfferState } from "~server/loan-services/lender-offer-rules";

export const offerStateLabels: Record<OfferState, string> = {
  current: "Current",
  stale: "Stale",
  hidden: "Hidden from visitors",
};

const tones: Record<OfferState, string> = {
  current: "bg-green-100 text-green-900",
  stale: "bg-amber-100 text-amber-950",
  hidden: "bg-red-100 text-red-900",
};

/** Where an offer's rates stand today: current, due a check (still shown), or too old to show. */
export function OfferStateBadge({ state }: { state: OfferState }) {
  return (
    <span
      className={cn("inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap", tones[state])}
    >
      {offerStateLabels[state]}
    </span>
  );
}
