import { Pencil, Trash2 } from "lucide-react";
import { createContext, useContext, useState } from "react";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { dataColumns } from "~/components/admin/data-table";
import { useStaffAction } from "~/components/admin/use-staff-action";
import { RowAction, RowActionsMenu } from "~/components/admin/row-actions-menu";
import { LenderOfferLink } from "~/components/loan-services/lender-offers-table";
import { formatAmountInWords } from "~server/formats/rupees";
import { formatDay, formatRateRange, formatTenure, rateTypeLabels } from "~server/loan-services/lender-offer-rules";
import type { LenderOffer } from "~server/loan-services/lender-offer.schema";
import { OfferStateBadge } from "./offer-state-badge";
import { offersApi } from "./offers-screen-data";

/** What the rows' actions need from the screen. */
export const OfferListContext = createContext<{
  serviceId: number;
  serviceName: string;
  canChange: boolean;
  onEdit: (offer: LenderOffer) => void;
}>({ serviceId: 0, serviceName: "", canChange: false, onEdit: () => {} });

function OfferActions({ offer }: { offer: LenderOffer }) {
  const { serviceId, serviceName, canChange, onEdit } = useContext(OfferListContext);
  const { run, pending } = useStaffAction();
  const [confirming, setConfirming] = useState(false);
  if (!canChange) return null;
  const name = `${offer.lenderName}’s offer`;
  return (
    <>
      <RowActionsMenu subject={name}>
        <RowAction icon={Pencil} onSelect={() => onEdit(offer)}>
          Edit offer
        </RowAction>
        <RowAction icon={Trash2} danger disabled={pending} onSelect={() => setConfirming(true)}>
          Remove offer
        </RowAction>
      </RowActionsMenu>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Remove ${name}?`}
        confirmLabel="Remove offer"
        pending={pending}
        onConfirm={async () =>
          (
            await run(`${offersApi(serviceId)}/${offer.id}`, {
              method: "DELETE",
              success: `Removed ${name}. The ${serviceName} page no longer shows it.`,
            })
          ).ok
        }
      >
        The {serviceName} page stops showing it at once. The activity log keeps what it offered.
      </ConfirmDialog>
    </>
  );
}

const column = dataColumns<LenderOffer>();
export const offerListColumns = column.columns([
  column.accessor("lenderName", {
    header: "Lender",
    meta: { primary: true, className: "min-w-48" },
    cell: ({ row }) => (
      <>
        <span className="font-semibold text-slate-900">{row.original.lenderName}</span>
        {row.original.notes && <span className="block text-sm text-slate-700">{row.original.notes}</span>}
        <LenderOfferLink offer={row.original} className="mt-1 flex w-fit text-sm text-brand-700" />
      </>
    ),
  }),
  column.display({
    id: "rate",
    header: "Rate (% a year)",
    cell: ({ row }) => (
      <span className="whitespace-nowrap">
        <span className="font-semibold text-slate-900">{formatRateRange(row.original)}</span>{" "}
        <span className="text-slate-700">{rateTypeLabels[row.original.rateType].toLowerCase()}</span>
      </span>
    ),
  }),
  column.accessor("processingFee", { header: "Processing fee", cell: (cell) => cell.getValue() }),
  column.display({
    id: "limits",
    header: "Up to",
    cell: ({ row }) => (
      <span className="block whitespace-nowrap">
        <span className="block">
          {row.original.maxAmount === null ? "Amount not stated" : `₹${formatAmountInWords(row.original.maxAmount)}`}
        </span>
        <span className="block">
          {row.original.maxTenureMonths === null ? "Tenure not stated" : formatTenure(row.original.maxTenureMonths)}
        </span>
      </span>
    ),
  }),
  column.accessor("asOf", {
    header: "Rates as of",
    cell: ({ row }) => (
      <span className="flex flex-col items-start gap-1 whitespace-nowrap">
        {formatDay(row.original.asOf)}
        {row.original.state !== "current" && <OfferStateBadge state={row.original.state} />}
      </span>
    ),
  }),
  column.display({
    id: "actions",
    header: "Actions",
    meta: { cardLabel: false, className: "w-0 text-right" },
    cell: ({ row }) => <OfferActions offer={row.original} />,
  }),
]);
