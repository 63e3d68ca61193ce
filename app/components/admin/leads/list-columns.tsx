import { FileCheck, Hourglass, Phone, Repeat2, UserRound } from "lucide-react";
import { createContext, useContext } from "react";
import { Link } from "react-router";
import { dataColumns } from "~/components/admin/data-table";
import { RelativeTime } from "~/components/admin/relative-time";
import { cn } from "~/lib/cn";
import { formatDateIST, formatTimeIST } from "~server/formats/ist";
import { formatINR } from "~server/formats/rupees";
import { languageEnglishNames, languageNativeNames, languageTags, type Language } from "~server/vocabulary/languages";
import { leadDocumentStateLabels } from "~server/vocabulary/documents";
import { leadKindLabels } from "~server/vocabulary/leads";
import { currentLeadAmount, type LeadAmountBasis } from "~server/leads/lead-pipeline";
import type { LeadListItem } from "~server/leads/lead-workbench.schema";
import { LeadStatusBadge } from "./lead-status-badge";
import { formatLeadAmount, formatMobile, formatWaiting, sourceLabel, WAITING_ALERT_MINUTES } from "./list-formats";

/** When the loader ran: relative times and waits are worked out from it, so server and browser agree. */
export const LeadListNow = createContext<string>("");

// Every field below that a visitor typed (name, city, source, UTM values) is rendered as a React
// text node: React escapes it, so HTML in a name shows as the characters typed.

/** The small word under an amount: which of the lead's amounts it is. */
const amountBasisWords: Record<LeadAmountBasis, string> = {
  disbursed: "disbursed",
  sanctioned: "sanctioned",
  asked: "asked for",
};

const column = dataColumns<LeadListItem>();
export const leadListColumns = column.columns([
  column.accessor("reference", {
    header: "Reference",
    meta: { primary: true, className: "whitespace-nowrap" },
    cell: ({ row }) => <ReferenceCell lead={row.original} />,
  }),
  column.accessor("name", {
    id: "name",
    header: "Person",
    enableSorting: true,
    meta: { cardLabel: "Name", className: "min-w-36", sortLabels: { asc: "names A to Z", desc: "names Z to A" } },
    cell: ({ row }) => (
      <>
        <span
          className={cn(
            "block [overflow-wrap:anywhere]",
            row.original.erased ? "text-slate-600 italic" : "font-semibold text-slate-900",
          )}
        >
          {row.original.name}
          <LanguageBadge language={row.original.language} />
        </span>
        <MobileCell lead={row.original} />
        {row.original.city && (
          <span className="block text-xs [overflow-wrap:anywhere] text-slate-600">
            <span className="sr-only">City: </span>
            {row.original.city}
          </span>
        )}
      </>
    ),
  }),
  column.accessor("kind", {
    header: "Kind and service",
    meta: { cardLabel: "Enquiry", className: "min-w-36" },
    cell: ({ row }) => (
      <>
        <span className="block text-slate-900">{row.original.serviceName ?? leadKindLabels[row.original.kind]}</span>
        {row.original.serviceName && (
          <span className="block text-xs text-slate-600">{leadKindLabels[row.original.kind]}</span>
        )}
        {row.original.dealTitle && <span className="block text-xs text-slate-600">Deal: {row.original.dealTitle}</span>}
      </>
    ),
  }),
  // Where the file stands in money: paid out, sanctioned or asked for (lead-pipeline.ts), and which.
  column.accessor((lead) => currentLeadAmount(lead), {
    id: "amount",
    header: "Amount",
    enableSorting: true,
    sortDescFirst: true,
    meta: { className: "whitespace-nowrap", sortLabels: { asc: "smallest first", desc: "largest first" } },
    cell: (cell) => {
      const current = cell.getValue();
      if (current === null) return <span className="text-slate-600">—</span>;
      return (
        <>
          <span className="block" title={formatINR(current.amount)}>
            {formatLeadAmount(current.amount)}
          </span>
          <span className="block text-xs text-slate-600">{amountBasisWords[current.basis]}</span>
        </>
      );
    },
  }),
  column.accessor("status", {
    header: "Status",
    enableSorting: true,
    meta: { className: "min-w-28", sortLabels: { asc: "pipeline order", desc: "pipeline order reversed" } },
    cell: ({ row }) => (
      <>
        {/* Long statuses ("Submitted to lender") wrap rather than widen the table. */}
        <LeadStatusBadge status={row.original.status} className="rounded-lg whitespace-normal" />
        {row.original.documents === "received" && <DocumentsReceivedBadge />}
        <AssigneeLine assignee={row.original.assignee} />
      </>
    ),
  }),
  column.accessor("source", {
    header: "Source",
    meta: { className: "min-w-24" },
    cell: ({ row }) => <SourceCell lead={row.original} />,
  }),
  column.accessor("createdAt", {
    id: "created",
    header: "Created",
    enableSorting: true,
    sortDescFirst: true,
    meta: { className: "whitespace-nowrap", sortLabels: { asc: "oldest first", desc: "newest first" } },
    cell: (cell) => <CreatedCell at={cell.getValue()} />,
  }),
  column.accessor("waitingMinutes", {
    id: "waiting",
    header: "Waiting",
    enableSorting: true,
    sortDescFirst: true,
    meta: { className: "whitespace-nowrap", sortLabels: { asc: "shortest wait first", desc: "longest wait first" } },
    cell: (cell) => <WaitingCell minutes={cell.getValue()} />,
  }),
]);

function ReferenceCell({ lead }: { lead: LeadListItem }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
      <Link
        to={`/admin/leads/${lead.id}`}
        className="font-mono font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        {lead.reference}
      </Link>
      {lead.isRepeat && (
        <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">
          <Repeat2 aria-hidden="true" className="size-3.5" /> Repeat
        </span>
      )}
    </span>
  );
}

/**
 * The language the visitor wrote in, beside their name, when it is not English (most leads are):
 * named in itself, as the staff who call back in it read it, and in English for screen readers and
 * on hover.
 */
function LanguageBadge({ language }: { language: Language }) {
  if (language === "en") return null;
  return (
    <>
      {" "}
      <span
        title={languageEnglishNames[language]}
        className="inline-block rounded bg-brand-50 px-1.5 text-xs font-normal whitespace-nowrap text-brand-900 ring-1 ring-brand-200 ring-inset"
      >
        <span lang={languageTags[language]} aria-hidden="true">
          {languageNativeNames[language]}
        </span>
        <span className="sr-only">(wrote in {languageEnglishNames[language]})</span>
      </span>
    </>
  );
}

function MobileCell({ lead }: { lead: LeadListItem }) {
  if (lead.erased) return <span className="text-slate-600">Erased</span>;
  const { text, tel } = formatMobile(lead.mobile);
  return (
    <a
      href={tel}
      className="inline-flex min-h-8 items-center gap-1.5 text-brand-700 underline-offset-4 hover:underline"
    >
      <Phone aria-hidden="true" className="size-3.5" />
      <span>{text}</span>
      <span className="sr-only">(call {lead.name})</span>
    </a>
  );
}

/** Every required document accepted: the file can go to the lender. */
function DocumentsReceivedBadge() {
  return (
    <span className="mt-1 flex w-fit items-center gap-1 rounded-lg bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-950 ring-1 ring-green-300 ring-inset">
      <FileCheck aria-hidden="true" className="size-3.5 shrink-0" />
      {leadDocumentStateLabels.received}
    </span>
  );
}

function AssigneeLine({ assignee }: { assignee: LeadListItem["assignee"] }) {
  return (
    <span className="mt-1 flex items-center gap-1 text-xs text-slate-700">
      <UserRound aria-hidden="true" className="size-3.5 shrink-0 text-slate-500" />
      {assignee ? (
        <span className="[overflow-wrap:anywhere]">
          <span className="sr-only">Assigned to </span>
          {assignee.displayName}
        </span>
      ) : (
        <span>Unassigned</span>
      )}
    </span>
  );
}

function SourceCell({ lead }: { lead: LeadListItem }) {
  const detail = [lead.utmMedium, lead.utmCampaign].filter(Boolean).join(" · ");
  return (
    <>
      <span className="block [overflow-wrap:anywhere]">{sourceLabel(lead.source)}</span>
      {lead.utmSource && detail && (
        <span className="block text-xs [overflow-wrap:anywhere] text-slate-600">{detail}</span>
      )}
    </>
  );
}

function CreatedCell({ at }: { at: string }) {
  const now = useContext(LeadListNow);
  // Date and time on lines of their own: the column stays narrow enough for every column to fit.
  return (
    <>
      <time dateTime={at} className="block">
        {formatDateIST(at)}
        <span className="block">{formatTimeIST(at)}</span>
      </time>
      <span className="block text-xs text-slate-600">
        <RelativeTime at={at} now={now} />
      </span>
    </>
  );
}

function WaitingCell({ minutes }: { minutes: number | null }) {
  if (minutes === null) return <span className="text-slate-600">Contacted</span>;
  const late = minutes >= WAITING_ALERT_MINUTES;
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold",
        late ? "bg-red-100 text-red-900 ring-1 ring-red-300 ring-inset" : "bg-slate-100 text-slate-800",
      )}
    >
      {late && <Hourglass aria-hidden="true" className="size-3.5" />}
      {formatWaiting(minutes)}
      {late && <span className="sr-only"> (over an hour)</span>}
    </span>
  );
}
