import { Copy, Pencil, Power, PowerOff, Trash2 } from "lucide-react";
import { createContext, useContext, useState } from "react";
import { Link } from "react-router";
import { dataColumns } from "~/components/admin/data-table";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { MoveButtons } from "~/components/admin/move-buttons";
import { FilterBar, FilterSelect, FilterText } from "~/components/admin/filter-bar";
import { useStaffAction } from "~/components/admin/use-staff-action";
import { Button, buttonVariants } from "~/components/ui/button";
import { dealStates, type DealListItem } from "~server/deals/deal.schema";
import { formatDateTimeIST } from "~server/formats/ist";
import { DealStateBadge, dealStateLabels } from "./deal-state-badge";

export const DEAL_FILTERS = ["state", "search"] as const;

/** What the rows' actions need from the screen: may this person change deals, how many there are. */
export const DealListContext = createContext<{ canChange: boolean; count: number }>({ canChange: false, count: 0 });

export function DealFilters() {
  return (
    <FilterBar filters={DEAL_FILTERS} label="Filter deals">
      <FilterText label="Search" name="search" placeholder="Title or lender" />
      <FilterSelect
        label="State"
        name="state"
        placeholder="Any state"
        options={dealStates.map((state) => ({ value: state, label: dealStateLabels[state] }))}
      />
    </FilterBar>
  );
}

function Dates({ deal }: { deal: DealListItem }) {
  if (!deal.validFrom && !deal.validUntil)
    return <span className="text-slate-700">No dates: runs until switched off</span>;
  return (
    <span className="block text-sm leading-6 whitespace-nowrap text-slate-800">
      <span className="block">From {deal.validFrom ? formatDateTimeIST(deal.validFrom) : "now"}</span>
      <span className="block">Until {deal.validUntil ? formatDateTimeIST(deal.validUntil) : "switched off"}</span>
    </span>
  );
}

function DealActions({ deal }: { deal: DealListItem }) {
  const { canChange, count } = useContext(DealListContext);
  const { run, pending } = useStaffAction();
  const [confirming, setConfirming] = useState(false);
  const move = (direction: "up" | "down") =>
    run("/api/admin/deals/reorder", {
      body: { id: deal.id, direction },
      success: `“${deal.title}” moved ${direction} to place ${direction === "up" ? deal.position - 1 : deal.position + 1}.`,
    });
  if (!canChange)
    return (
      <Link to={`/admin/deals/${deal.id}`} className={buttonVariants({ variant: "outline", size: "sm" })}>
        View<span className="sr-only"> {deal.title}</span>
      </Link>
    );
  return (
    <div className="flex flex-wrap items-center gap-1 @3xl:flex-nowrap @3xl:justify-end">
      <MoveButtons
        name={`“${deal.title}”`}
        first={deal.position <= 1}
        last={deal.position >= count}
        disabled={pending}
        onMove={(direction) => void move(direction)}
      />
      <Link
        to={`/admin/deals/${deal.id}`}
        className={buttonVariants({ variant: "ghost", size: "icon" })}
        aria-label={`Edit “${deal.title}”`}
        title={`Edit “${deal.title}”`}
      >
        <Pencil aria-hidden="true" />
      </Link>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Duplicate “${deal.title}”`}
        title={`Duplicate “${deal.title}”`}
        disabled={pending}
        onClick={() =>
          void run(`/api/admin/deals/${deal.id}/duplicate`, {
            success: `Copied as “Copy of ${deal.title}”, switched off. Edit it, then activate it.`,
          })
        }
      >
        <Copy aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={deal.isActive ? `Deactivate “${deal.title}”` : `Activate “${deal.title}”`}
        title={deal.isActive ? `Deactivate “${deal.title}”` : `Activate “${deal.title}”`}
        disabled={pending}
        onClick={() =>
          void run(`/api/admin/deals/${deal.id}`, {
            method: "PATCH",
            body: { isActive: !deal.isActive, updatedAt: deal.updatedAt },
            success: deal.isActive
              ? `“${deal.title}” is switched off and no longer on /deals.`
              : `“${deal.title}” is active: /deals shows it while it is within its dates.`,
          })
        }
      >
        {deal.isActive ? <PowerOff aria-hidden="true" /> : <Power aria-hidden="true" />}
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Delete “${deal.title}”`}
        title={`Delete “${deal.title}”`}
        disabled={pending}
        onClick={() => setConfirming(true)}
        className="text-red-700 hover:bg-red-50 hover:text-red-800"
      >
        <Trash2 aria-hidden="true" />
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete “${deal.title}”?`}
        confirmLabel="Delete deal"
        pending={pending}
        onConfirm={async () =>
          (await run(`/api/admin/deals/${deal.id}`, { method: "DELETE", success: `“${deal.title}” deleted.` })).ok
        }
      >
        It disappears from /deals at once and cannot be brought back. Leads that came from it keep its title. To hide it
        for a while instead, deactivate it.
      </ConfirmDialog>
    </div>
  );
}

const column = dataColumns<DealListItem>();
export const dealListColumns = column.columns([
  column.accessor("position", {
    header: "Order",
    meta: { className: "w-0 text-right tabular-nums" },
    cell: (cell) => cell.getValue(),
  }),
  column.accessor("title", {
    header: "Deal",
    meta: { primary: true, className: "min-w-56" },
    cell: ({ row }) => (
      <>
        <Link
          to={`/admin/deals/${row.original.id}`}
          className="font-semibold text-slate-900 underline-offset-2 hover:text-brand-800 hover:underline"
        >
          {row.original.title}
        </Link>
        <span className="block text-sm text-slate-700">{row.original.lender}</span>
      </>
    ),
  }),
  column.accessor("state", { header: "State", cell: (cell) => <DealStateBadge state={cell.getValue()} /> }),
  column.display({ id: "dates", header: "Dates (IST)", cell: ({ row }) => <Dates deal={row.original} /> }),
  column.display({
    id: "actions",
    header: "Actions",
    // On phones a row of its own under the details: beside the title it would squeeze it.
    meta: { cardLabel: "Actions", className: "w-0 text-right" },
    cell: ({ row }) => <DealActions deal={row.original} />,
  }),
]);
