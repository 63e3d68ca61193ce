import { cn } from "~/lib/cn";
import { popupStateLabels, type PopupState } from "~server/popups/popup-state";

/** Each pair keeps 4.5:1 contrast on its background; the words carry the meaning. */
const tones: Record<PopupState, string> = {
  active: "bg-green-700 text-white ring-green-800",
  scheduled: "bg-sky-100 text-sky-950 ring-sky-300",
  ended: "bg-amber-100 text-amber-950 ring-amber-300",
  inactive: "bg-slate-100 text-slate-800 ring-slate-300",
};

/** A popup's state as a small pill: Active, Scheduled, Ended or Inactive. */
export function PopupStateBadge({ state, className }: { state: PopupState; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset",
        tones[state],
        className,
      )}
    >
      {popupStateLabels[state]}
    </span>
  );
}
