import { cn } from "~/lib/cn";
import { leadStatusLabels, type LeadStatus } from "~server/vocabulary/leads";

/**
 * Colours by where a file stands: fresh work (new) stands out, stages in progress are calm,
 * money stages are green, exits are grey. Every pair keeps 4.5:1 contrast on its background
 * (axe checks the list and the detail screen).
 */
const tones: Record<LeadStatus, string> = {
  new: "bg-amber-100 text-amber-950 ring-amber-300",
  contacted: "bg-sky-100 text-sky-950 ring-sky-300",
  documents_pending: "bg-indigo-100 text-indigo-950 ring-indigo-300",
  submitted_to_lender: "bg-violet-100 text-violet-950 ring-violet-300",
  sanctioned: "bg-emerald-100 text-emerald-950 ring-emerald-300",
  disbursed: "bg-green-700 text-white ring-green-800",
  closed: "bg-slate-200 text-slate-900 ring-slate-300",
  not_interested: "bg-slate-100 text-slate-800 ring-slate-300",
  not_eligible: "bg-slate-100 text-slate-800 ring-slate-300",
  rejected_by_lender: "bg-rose-100 text-rose-950 ring-rose-300",
  duplicate: "bg-slate-100 text-slate-800 ring-slate-300",
  spam: "bg-slate-100 text-slate-800 ring-slate-300",
};

/** A lead's status as a small pill with its label (the words carry the meaning; colour helps). */
export function LeadStatusBadge({ status, className }: { status: LeadStatus; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset",
        tones[status] ?? "bg-slate-100 text-slate-800 ring-slate-300",
        className,
      )}
    >
      {leadStatusLabels[status] ?? status}
    </span>
  );
}
