import {
  ArrowRightLeft,
  BellOff,
  BellRing,
  CalendarClock,
  Clock,
  Download,
  Eraser,
  FileCheck2,
  FileUp,
  FileX2,
  IndianRupee,
  Inbox,
  Link2,
  Link2Off,
  Lock,
  MessageCircle,
  NotebookPen,
  Phone,
  Trash2,
  UserCheck,
  UserPlus,
  type LucideIcon,
} from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import { isLeadStatus, leadStatusLabels } from "~server/vocabulary/leads";
import {
  documentRejectReasonLabels,
  documentRejectReasons,
  type DocumentRejectReason,
} from "~server/vocabulary/documents";
import type { LeadTimelineItem, LeadTimelineType } from "~server/leads/lead-workbench.schema";
import { formatAmount, formatDay, formatWhen } from "./detail-format";

/** The visitor's step-two fields, in the words of the form. */
const enrichedFieldLabels: Record<string, string> = {
  email: "e-mail",
  city: "city",
  pincode: "PIN code",
  loanAmount: "loan amount",
  monthlyIncome: "monthly income",
  employmentType: "employment type",
  message: "message",
};

/** What a status change recorded, in the order a file moves, with how each value reads. */
const statusDetailRows: { key: string; label: string; format?: (value: unknown) => string }[] = [
  { key: "lenderName", label: "Lender" },
  { key: "lenderApplicationId", label: "Application id" },
  { key: "submittedOn", label: "Submitted on", format: (value) => formatDay(String(value)) },
  { key: "sanctionedAmount", label: "Sanctioned amount", format: (value) => formatAmount(Number(value)) },
  { key: "sanctionedOn", label: "Sanctioned on", format: (value) => formatDay(String(value)) },
  { key: "disbursedAmount", label: "Disbursed amount", format: (value) => formatAmount(Number(value)) },
  { key: "disbursedOn", label: "Disbursed on", format: (value) => formatDay(String(value)) },
  { key: "reason", label: "Reason" },
];

const statusLabel = (value: unknown) => (isLeadStatus(value) ? leadStatusLabels[value] : String(value ?? ""));
const text = (value: unknown) => (typeof value === "string" ? value : "");

interface Described {
  icon: LucideIcon;
  title: string;
  tone?: "alert" | "money" | "quiet";
  body?: ReactNode;
}

/** One entry in words: an icon, a title, and what it recorded (staff text and visitor text as text). */
function describe(item: LeadTimelineItem): Described {
  const data = item.data;
  switch (item.type as LeadTimelineType) {
    case "created":
      return { icon: Inbox, title: "Enquiry received", body: "Sent from the website." };
    case "alert_sent":
      return { icon: BellRing, title: "Staff alert sent", tone: "quiet" };
    case "alert_failed":
      return {
        icon: BellOff,
        title: "Staff alert failed",
        tone: "alert",
        body: `The e-mail alert could not be delivered${typeof data.attempts === "number" ? ` after ${data.attempts} attempts` : ""}. Check the mail settings of the server.`,
      };
    case "alert_waiting":
      return {
        icon: Clock,
        title: "Staff alert waiting to be sent",
        tone: "quiet",
        body:
          typeof data.attempts === "number" && data.attempts > 0 ? `Tried ${data.attempts} times so far.` : undefined,
      };
    case "enriched": {
      const fields = Array.isArray(data.fields)
        ? data.fields.map((field) => enrichedFieldLabels[String(field)] ?? String(field))
        : [];
      return {
        icon: UserPlus,
        title: "The visitor added details",
        body: fields.length > 0 ? `Added: ${fields.join(", ")}.` : undefined,
      };
    }
    case "status_changed": {
      const details = (data.details ?? {}) as Record<string, unknown>;
      const rows = statusDetailRows.filter(
        (row) => details[row.key] !== null && details[row.key] !== undefined && details[row.key] !== "",
      );
      return {
        icon: ArrowRightLeft,
        title: `Status: ${statusLabel(data.from)} → ${statusLabel(data.to)}`,
        tone: data.to === "disbursed" || data.to === "sanctioned" ? "money" : undefined,
        body:
          rows.length > 0 ? (
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5">
              {rows.map((row) => (
                <div key={row.key} className="contents">
                  <dt className="text-slate-600">{row.label}</dt>
                  <dd className="[overflow-wrap:anywhere] whitespace-pre-wrap">
                    {row.format ? row.format(details[row.key]) : String(details[row.key])}
                  </dd>
                </div>
              ))}
            </dl>
          ) : undefined,
      };
    }
    case "note_added":
      return {
        icon: NotebookPen,
        title: "Note",
        body: <p className="[overflow-wrap:anywhere] whitespace-pre-wrap text-slate-900">{text(data.text)}</p>,
      };
    case "assigned": {
      const to = text(data.toLabel);
      return {
        icon: UserCheck,
        title:
          data.toUserId === null || data.toUserId === undefined ? "Unassigned" : `Assigned to ${to || "a colleague"}`,
        body: data.auto ? "Given out in turn (round robin)." : undefined,
      };
    }
    case "follow_up_set":
      return {
        icon: CalendarClock,
        title: data.at ? `Follow-up set for ${formatWhen(text(data.at))}` : "Follow-up cleared",
      };
    case "call_logged":
      return { icon: Phone, title: "Call", body: text(data.outcome) || undefined };
    case "whatsapp_logged":
      return { icon: MessageCircle, title: "WhatsApp message opened" };
    case "commission_updated":
      return {
        icon: IndianRupee,
        title: "Commission updated",
        tone: "money",
        body:
          [
            data.expected !== null && data.expected !== undefined
              ? `Expected ${formatAmount(Number(data.expected))}`
              : "Expected not set",
            data.received !== null && data.received !== undefined
              ? `received ${formatAmount(Number(data.received))}`
              : "received not set",
          ].join(", ") + ".",
      };
    case "exported":
      return { icon: Download, title: "Included in a CSV export", tone: "quiet" };
    case "erased":
      return {
        icon: Eraser,
        title: "Personal data erased",
        tone: "alert",
        body:
          data.reason === "retention"
            ? "Erased automatically: the retention period of finished leads had passed."
            : "Erased at the person's request.",
      };
    case "documents_link_sent":
      return {
        icon: Link2,
        title: data.delivery === "email" ? "Documents link e-mailed" : "Documents link made",
        body: data.expiresAt ? `Works until ${formatWhen(text(data.expiresAt))}.` : undefined,
      };
    case "documents_link_opened":
      return { icon: Link2, title: "The borrower opened the documents link", tone: "quiet" };
    case "documents_link_locked":
      return {
        icon: Lock,
        title: "Documents link locked",
        tone: "alert",
        body: `Wrong last digits of the mobile ${typeof data.tries === "number" ? data.tries : 5} times. Call the borrower, then send a new link.`,
      };
    case "documents_link_revoked":
      return { icon: Link2Off, title: "Documents link revoked", tone: "quiet" };
    case "documents_link_expired":
      return { icon: Link2Off, title: "Documents link expired", tone: "quiet" };
    case "document_uploaded":
      return {
        icon: FileUp,
        title: `Uploaded: ${text(data.item)}`,
        body: <p className="[overflow-wrap:anywhere]">{text(data.file)}</p>,
      };
    case "document_accepted":
      return {
        icon: FileCheck2,
        title: `Accepted: ${text(data.item)}`,
        body: data.maskedConfirmed ? "Checked: the Aadhaar number is masked." : undefined,
      };
    case "document_rejected": {
      const reason = isDocumentRejectReason(data.reason) ? documentRejectReasonLabels[data.reason] : "";
      return {
        icon: FileX2,
        title: `Sent back: ${text(data.item)}`,
        tone: "alert",
        body: (
          <p className="[overflow-wrap:anywhere] whitespace-pre-wrap">
            {[reason, text(data.note)].filter(Boolean).join(". ")}
          </p>
        ),
      };
    }
    case "document_deleted":
      return {
        icon: Trash2,
        title: data.item === "all" ? "Documents deleted" : `Deleted: ${text(data.item)}`,
        tone: "quiet",
        body: documentDeletedWords[text(data.reason)] ?? undefined,
      };
    case "documents_received":
      return { icon: FileCheck2, title: "All documents received", tone: "money" };
    default:
      return { icon: Clock, title: String(item.type) };
  }
}

const documentDeletedWords: Record<string, string> = {
  borrower: "Removed by the borrower before review.",
  item_removed: "Removed from the checklist, with its files.",
  retention: "Deleted automatically: the documents' retention period after the lead finished had passed.",
  erasure: "Deleted with the person's data.",
};

const isDocumentRejectReason = (value: unknown): value is DocumentRejectReason =>
  typeof value === "string" && (documentRejectReasons as readonly string[]).includes(value);

const iconTones: Record<NonNullable<Described["tone"]> | "default", string> = {
  default: "bg-brand-50 text-brand-800",
  alert: "bg-red-50 text-red-800",
  money: "bg-green-50 text-green-800",
  quiet: "bg-slate-100 text-slate-700",
};

function actorOf(item: LeadTimelineItem): string {
  if (item.actorLabel) return item.actorLabel;
  if (item.type === "created" || item.type === "enriched") return "the visitor";
  return "the system";
}

/** The lead's history, newest first: what happened, who did it and when (IST). */
export function TimelineList({ items }: { items: LeadTimelineItem[] }) {
  if (items.length === 0) return <p className="text-slate-700">Nothing has happened to this lead yet.</p>;
  return (
    <ol className="relative flex flex-col">
      {items.map((item, index) => {
        const { icon: Icon, title, tone, body } = describe(item);
        return (
          <li key={item.id} className="relative flex gap-3 pb-5 last:pb-0">
            {/* The line joining the entries, behind the icons. */}
            {index < items.length - 1 && (
              <span aria-hidden="true" className="absolute top-9 bottom-0 left-[1.0625rem] w-px bg-slate-200" />
            )}
            <span
              aria-hidden="true"
              className={cn(
                "relative flex size-9 shrink-0 items-center justify-center rounded-full",
                iconTones[tone ?? "default"],
              )}
            >
              <Icon className="size-4" />
            </span>
            <div className="min-w-0 flex-1 pt-1.5">
              <h3 className="text-sm font-semibold [overflow-wrap:anywhere] text-slate-900">{title}</h3>
              <p className="text-xs [overflow-wrap:anywhere] text-slate-600">
                By {actorOf(item)} · <time dateTime={item.at}>{formatWhen(item.at)}</time>
              </p>
              {/* What staff or the visitor typed may be one long word: it breaks rather than widen the page. */}
              {body && <div className="mt-1.5 text-sm [overflow-wrap:anywhere] text-slate-800">{body}</div>}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
