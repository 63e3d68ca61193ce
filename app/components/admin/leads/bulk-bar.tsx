import { X } from "lucide-react";
import { useId, useState } from "react";
import { useStaffAction } from "~/components/admin/use-staff-action";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/use-toast";
import { formatIndianNumber } from "~server/formats/rupees";
import { leadStatuses, leadStatusLabels, type LeadStatus } from "~server/vocabulary/leads";
import type { LeadBulkInput, LeadBulkResult, LeadListOptions } from "~server/leads/lead-workbench.schema";

const selectClasses =
  "h-11 min-w-0 flex-1 cursor-pointer sm:flex-none rounded-md border border-slate-400 bg-white px-2 text-base text-slate-900 sm:h-9 sm:text-sm";

const leadsWord = (n: number) => `${formatIndianNumber(n)} ${n === 1 ? "lead" : "leads"}`;

/**
 * The one toast of a bulk change: how many changed, and which could not be with the server's
 * reason ("Assigned 12 leads; 2 could not be: HL-7Q2K9M (…), …").
 */
export function bulkOutcome(
  say: (leads: string) => string,
  result: LeadBulkResult,
): { title: string; failed: boolean } {
  const done = result.updated.length;
  const failures = result.failed.map((failure) => `${failure.reference ?? `#${failure.id}`} (${failure.message})`);
  if (failures.length === 0) return { title: `${say(leadsWord(done))}.`, failed: false };
  const reasons = failures.slice(0, 5).join("; ") + (failures.length > 5 ? `; and ${failures.length - 5} more` : "");
  if (done === 0) {
    return {
      title: `No lead was changed: ${failures.length === 1 ? "it" : `all ${failures.length}`} could not be: ${reasons}.`,
      failed: true,
    };
  }
  return {
    title: `${say(leadsWord(done))}; ${formatIndianNumber(failures.length)} could not be: ${reasons}.`,
    failed: false,
  };
}

/**
 * What can be done to the leads picked in the list: assign them, move them to a status (a move
 * that needs details, such as a sanction amount, fails per lead with its message: those are made
 * one at a time on the lead), export them.
 */
export function BulkBar({
  selectedIds,
  staff,
  canUpdate,
  canExport,
  onClear,
  onExport,
  exporting,
}: {
  selectedIds: number[];
  staff: LeadListOptions["staff"];
  canUpdate: boolean;
  canExport: boolean;
  onClear: () => void;
  onExport: () => void;
  exporting: boolean;
}) {
  const { run, pending } = useStaffAction();
  const [assignee, setAssignee] = useState("");
  const [status, setStatus] = useState<LeadStatus | "">("");
  const id = useId();
  const count = selectedIds.length;
  if (count === 0) return null;

  const send = async (body: LeadBulkInput, say: (leads: string) => string) => {
    const result = await run<LeadBulkResult>("/api/admin/leads/bulk", { body });
    if (!result.ok || !result.data) return;
    const outcome = bulkOutcome(say, result.data);
    toast({ variant: outcome.failed ? "destructive" : "default", title: outcome.title });
    // The changed leads may have left the filtered list: start a new selection.
    onClear();
  };

  // On phones each action is one row (the labels become the selects' first choice) so that the
  // bar, which stays in view while scrolling, covers little of the list.
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="sticky top-18 z-20 mb-4 flex flex-col gap-2 rounded-xl border border-brand-200 bg-brand-50 p-3 shadow-sm sm:gap-3 lg:flex-row lg:flex-wrap lg:items-center"
    >
      <div className="flex items-center gap-2">
        <h2 id={`${id}-title`} className="mr-auto font-semibold text-slate-900" aria-live="polite">
          {leadsWord(count)} selected
        </h2>
        {canExport && (
          <Button
            variant="outline"
            size="sm"
            className="h-11 sm:h-9 lg:order-last"
            onClick={onExport}
            disabled={exporting}
          >
            <span>
              Export<span className="sr-only sm:not-sr-only"> the selection</span>
            </span>
          </Button>
        )}
        <Button variant="ghost" size="sm" onClick={onClear} className="h-11 sm:h-9">
          <X aria-hidden="true" /> Clear<span className="sr-only"> the selection</span>
        </Button>
      </div>
      {canUpdate && (
        <form
          className="flex items-center gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (!assignee) return;
            void send(
              { ids: selectedIds, action: "assign", assigneeId: assignee === "none" ? null : Number(assignee) },
              (leads) =>
                assignee === "none"
                  ? `Unassigned ${leads}`
                  : `Assigned ${leads} to ${staff.find((person) => String(person.id) === assignee)?.displayName ?? "them"}`,
            );
          }}
        >
          <label htmlFor={`${id}-assignee`} className="sr-only text-sm font-semibold text-slate-900 sm:not-sr-only">
            Assign to
          </label>
          <select
            id={`${id}-assignee`}
            value={assignee}
            onChange={(event) => setAssignee(event.currentTarget.value)}
            className={selectClasses}
          >
            <option value="">Assign to…</option>
            {staff.map((person) => (
              <option key={person.id} value={String(person.id)}>
                {person.displayName}
              </option>
            ))}
            <option value="none">Nobody (unassign)</option>
          </select>
          <Button type="submit" size="sm" className="h-11 sm:h-9" disabled={pending || !assignee}>
            Assign
          </Button>
        </form>
      )}
      {canUpdate && (
        <form
          className="flex items-center gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (!status) return;
            void send(
              { ids: selectedIds, action: "status", status },
              (leads) => `Moved ${leads} to ${leadStatusLabels[status]}`,
            );
          }}
        >
          <label htmlFor={`${id}-status`} className="sr-only text-sm font-semibold text-slate-900 sm:not-sr-only">
            Change status to
          </label>
          <select
            id={`${id}-status`}
            value={status}
            onChange={(event) => setStatus(event.currentTarget.value as LeadStatus | "")}
            className={selectClasses}
          >
            <option value="">New status…</option>
            {leadStatuses.map((value) => (
              <option key={value} value={value}>
                {leadStatusLabels[value]}
              </option>
            ))}
          </select>
          <Button type="submit" size="sm" className="h-11 sm:h-9" disabled={pending || !status}>
            Change
          </Button>
        </form>
      )}
    </section>
  );
}
