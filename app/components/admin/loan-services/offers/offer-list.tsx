import { Pencil, Trash2 } from "lucide-react";
import { createContext, useContext, useState } from "react";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { dataColumns } from "~/components/admin/data-table";
import { useStaffAction } from "~/components/admin/use-staff-action";
import { Button } from "~/components/ui/button";
import { formatAmountInWords } from "~server/formats/rupees";
import {
  formatDay,
  formatRateRange,
  formatTenure,
  offerLinkKind,
  offerLinkLabels,
  rateTypeLabels,
} from "~server/loan-services/lender-offer-rules";
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
    <div className="flex items-center gap-1 @3xl:justify-end">
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Edit ${name}`}
        title={`Edit ${name}`}
        onClick={() => onEdit(offer)}
      >
        <Pencil aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Remove ${name}`}
        title={`Remove ${name}`}
        disabled={pending}
        onClick={() => setConfirming(true)}
        className="text-red-700 hover:bg-red-50 hover:text-red-800"
      >
        <Trash2 aria-hidden="true" />
      </Button>
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
    </div>
  );
}

function OfferLink({ offer }: { offer: LenderOffer }) {
  if (!offer.linkUrl) return null;
  return (
    <a
      href={offer.linkUrl}
      target="_blank"
      rel="noopener noreferrer"
      className="mt-1 inline-block text-sm font-medium text-brand-700 underline"
    >
      {offerLinkLabels[offerLinkKind(offer.linkUrl)]}
      <span className="sr-only"> of {offer.lenderName} (opens in a new tab)</span>
    </a>
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
        <OfferLink offer={row.original} />
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
