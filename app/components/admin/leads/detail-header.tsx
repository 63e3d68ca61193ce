import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "~/lib/cn";
import { leadKindLabels } from "~server/vocabulary/leads";
import type { LeadDetail } from "~server/leads/lead-workbench.schema";
import { formatMinutes, formatWhen, minutesBetween } from "./detail-format";
import { LeadStatusBadge } from "./lead-status-badge";

function Fact({ label, children, tone }: { label: string; children: ReactNode; tone?: "warn" }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd
        className={cn(
          "mt-0.5 text-sm [overflow-wrap:anywhere] text-slate-900",
          tone === "warn" && "font-semibold text-red-800",
        )}
      >
        {children}
      </dd>
    </div>
  );
}

/**
 * Who asked, where the file stands and how fast it was answered: the reference, the name (the
 * page's heading, as typed), status, assignee, when it came in (IST), and the waiting time until
 * the first call or message, or how long it has waited so far.
 */
export function DetailHeader({ lead, now }: { lead: LeadDetail; now: string }) {
  const overdue =
    lead.followUpAt !== null && new Date(lead.followUpAt).getTime() < new Date(now).getTime() && lead.erasedAt === null;
  return (
    <div className="mb-6">
      <Link
        to="/admin/leads"
        className="mb-3 inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline sm:min-h-0"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> All leads
      </Link>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {/* Visitor-supplied: React renders it as text. */}
        <h1 className="min-w-0 text-2xl font-bold [overflow-wrap:anywhere] text-slate-900">{lead.name}</h1>
        <LeadStatusBadge status={lead.status} className="text-sm" />
      </div>
      <p className="mt-1 text-slate-700">
        <span className="font-mono font-semibold text-slate-900">{lead.reference}</span>
        {" · "}
        {leadKindLabels[lead.kind] ?? lead.kind}
        {lead.serviceName ? ` · ${lead.serviceName}` : ""}
        {lead.isRepeat ? " · Repeat enquiry" : ""}
      </p>
      {lead.dealTitle && (
        <p className="mt-1 text-slate-700">
          From the deal: <span className="font-semibold text-slate-900">{lead.dealTitle}</span>
          {lead.dealId === null && " (since deleted)"}
        </p>
      )}
      <dl className="mt-4 grid grid-cols-2 gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-4">
        <Fact label="Received">{formatWhen(lead.createdAt)}</Fact>
        {lead.firstContactedAt ? (
          <Fact label="First contact">
            after {formatMinutes(minutesBetween(lead.createdAt, lead.firstContactedAt))}
          </Fact>
        ) : (
          <Fact label="Waiting" tone={(lead.waitingMinutes ?? 0) >= 60 ? "warn" : undefined}>
            {lead.waitingMinutes === null ? "—" : `${formatMinutes(lead.waitingMinutes)}, not contacted yet`}
          </Fact>
        )}
        <Fact label="Assigned to">{lead.assignee?.displayName ?? "Unassigned"}</Fact>
        <Fact label="Follow-up" tone={overdue ? "warn" : undefined}>
          {lead.followUpAt ? `${overdue ? "Overdue: " : ""}${formatWhen(lead.followUpAt)}` : "None"}
        </Fact>
      </dl>
    </div>
  );
}
