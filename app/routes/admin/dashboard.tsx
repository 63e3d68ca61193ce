import { ArrowDownRight, ArrowUpRight, BellOff, CircleCheck, Minus, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { BackupHealthNotice } from "~/components/admin/backups/backup-health";
import { OfferStateBadge } from "~/components/admin/loan-services/offers/offer-state-badge";
import { PageHeader } from "~/components/admin/page-header";
import { StaffScreenError } from "~/components/admin/staff-error";
import { staffMeta, type StaffHandle } from "~/components/admin/staff-meta";
import { cn } from "~/lib/cn";
import { can } from "~server/auth/permissions";
import { requireStaff } from "~server/auth/require-staff.server";
import type { OutboxHealth, PeriodCount } from "~server/dashboard/dashboard.schema";
import { formatDateTimeIST, formatRelativeIST } from "~server/formats/ist";
import { formatAmountInWords, formatIndianNumber, formatINR } from "~server/formats/rupees";
import { leadKindLabels, leadStatusLabels, type LeadKind, type LeadStatus } from "~server/vocabulary/leads";
import type { FirstResponse, PipelineFigures } from "~server/dashboard/dashboard.schema";
import { formatDay } from "~server/loan-services/lender-offer-rules";
import type { StaleOffers } from "~server/loan-services/lender-offer.schema";
import { formatWaitingTime } from "~server/leads/working-time";
import type { Route } from "./+types/dashboard";

export const handle: StaffHandle = { breadcrumb: "Dashboard" };
export const meta: Route.MetaFunction = () => staffMeta("Dashboard");

export async function loader({ request, context }: Route.LoaderArgs) {
  const principal = await requireStaff(request, context, "dashboard:read");
  const figures = await context.services.dashboard.forRole(principal.user);
  return {
    ...figures,
    firstName: principal.user.displayName.split(" ")[0] ?? principal.user.displayName,
    canManageUsers: can(principal.user, "user:manage"),
    // The alerts panel links the owner to the Mail server screen; others are told to ask one.
    canManageMail: can(principal.user, "mail:manage"),
    // Times are shown relative to the moment the page was made, so server and browser agree.
    now: new Date().toISOString(),
  };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { leads, alerts, firstResponse, pipeline, content, staleOffers, backups, now } = loaderData;
  // A problem with the backups comes first, above the figures; all being well, a panel among the others.
  const backupsPanel = backups && (
    <Panel title="Backups" className={backups.problem ? "mb-8" : undefined}>
      <BackupHealthNotice health={backups} onDashboard />
    </Panel>
  );
  return (
    <>
      <PageHeader
        title="Dashboard"
        description={`Good to see you, ${loaderData.firstName}. Figures as of ${formatDateTimeIST(now)} (IST).`}
      />
      {backups?.problem && backupsPanel}
      {leads && (
        <section aria-labelledby="new-leads" className="mb-8">
          <h2 id="new-leads" className="sr-only">
            New leads
          </h2>
          <div className="grid gap-4 sm:grid-cols-3">
            <StatCard label="New leads today" period={leads.today} comparedWith="yesterday by this time" />
            <StatCard label="Last 7 days" period={leads.last7Days} comparedWith="the 7 days before" />
            <StatCard label="Last 30 days" period={leads.last30Days} comparedWith="the 30 days before" />
          </div>
          <p className="mt-2 text-sm text-slate-600">
            Repeats (the same mobile asking again about the same service within 24 hours) are not counted:{" "}
            {leads.repeatsLast30Days} in the last 30 days.
          </p>
        </section>
      )}

      {firstResponse && pipeline && (
        <section aria-labelledby="pipeline-figures" className="mb-8">
          <h2 id="pipeline-figures" className="sr-only">
            First response and this month
          </h2>
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            <FirstResponseCard figures={firstResponse} />
            <MoneyCard
              label={`Sanctioned in ${monthName(pipeline.month)}`}
              figure={pipeline.sanctioned}
              noun="sanction"
            />
            <MoneyCard
              label={`Disbursed in ${monthName(pipeline.month)}`}
              figure={pipeline.disbursed}
              noun="disbursal"
            />
            {pipeline.commission && (
              <div className="rounded-xl border border-slate-200 bg-white p-5">
                <p className="text-sm font-semibold text-slate-700">Commission, {monthName(pipeline.month)}</p>
                <p className="mt-1 text-3xl font-bold text-slate-900">{formatINR(pipeline.commission.received)}</p>
                <p className="mt-1 text-sm text-slate-600">
                  received of {formatINR(pipeline.commission.expected)} expected on this month&apos;s disbursals
                </p>
              </div>
            )}
          </div>
        </section>
      )}

      {/* One column of minmax(0, 1fr) on phones: a panel never grows to a long name's width. */}
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-3">
        {firstResponse && firstResponse.waitingOverAnHour > 0 && (
          <Panel title="Waiting for a first call" className="xl:col-span-3">
            <p className="text-slate-800">
              <span className="font-semibold text-red-700">
                {formatIndianNumber(firstResponse.waitingOverAnHour)}{" "}
                {firstResponse.waitingOverAnHour === 1 ? "lead has" : "leads have"}
              </span>{" "}
              waited more than an hour of office time without a call. The longest first:
            </p>
            <ul className="mt-2 divide-y divide-slate-100">
              {firstResponse.longestWaiting.map((lead) => (
                <li key={lead.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2">
                  {/* Visitor-supplied: rendered as text; a name without spaces breaks rather than widen the page. */}
                  <Link
                    to={`/admin/leads/${lead.id}`}
                    className="min-w-0 font-semibold [overflow-wrap:anywhere] text-brand-700 hover:underline"
                  >
                    {lead.name}
                  </Link>
                  <span className="font-mono text-sm text-slate-600">{lead.reference}</span>
                  <span className="text-sm text-slate-700">waiting {formatWaitingTime(lead.waitingMinutes)}</span>
                </li>
              ))}
            </ul>
            <Link
              to="/admin/leads?status=new&sort=created&dir=asc"
              className="mt-2 inline-block text-sm font-semibold text-brand-700 hover:underline"
            >
              See every new lead, oldest first
            </Link>
          </Panel>
        )}
        {staleOffers && staleOffers.total > 0 && <StaleOffersPanel offers={staleOffers} />}
        {leads && (
          <Panel title="Newest leads" className="xl:col-span-2">
            {leads.newest.length === 0 ? (
              <p className="text-slate-700">
                No leads yet. They appear here as soon as a visitor sends a form on the website.
              </p>
            ) : (
              <ul className="divide-y divide-slate-100">
                {leads.newest.map((lead) => (
                  <li key={lead.id} className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:gap-4">
                    <div className="min-w-0 flex-1">
                      {/* Visitor-supplied: React renders it as text, never as HTML. Cut to one line; the
                          whole name shows on hover and on the lead's page. */}
                      <p className="truncate">
                        <Link
                          to={`/admin/leads/${lead.id}`}
                          title={lead.name}
                          className="font-semibold text-slate-900 hover:text-brand-700 hover:underline"
                        >
                          {lead.name}
                        </Link>
                      </p>
                      <p className="truncate text-sm text-slate-600">
                        <span className="font-mono">{lead.reference}</span> ·{" "}
                        {lead.serviceName ?? leadKindLabels[lead.kind as LeadKind] ?? lead.kind}
                      </p>
                    </div>
                    <div className="flex items-center gap-3 text-sm">
                      <span className="rounded-full bg-slate-100 px-2.5 py-0.5 font-medium text-slate-800">
                        {leadStatusLabels[lead.status as LeadStatus] ?? lead.status}
                      </span>
                      <time
                        dateTime={lead.createdAt}
                        title={formatDateTimeIST(lead.createdAt)}
                        className="text-slate-600"
                      >
                        {formatRelativeIST(lead.createdAt, new Date(now))}
                      </time>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </Panel>
        )}

        {alerts && <AlertsPanel alerts={alerts} canManageMail={loaderData.canManageMail} />}
        {backups && !backups.problem && backupsPanel}

        {leads && (
          <Panel title="Leads by service, last 30 days">
            <BarList
              rows={leads.byService.map((row) => ({ label: row.serviceName, count: row.count }))}
              empty="No loan enquiries in the last 30 days."
            />
          </Panel>
        )}
        {leads && (
          <Panel title="Leads by kind, last 30 days">
            <BarList
              rows={leads.byKind.map((row) => ({
                label: leadKindLabels[row.kind as LeadKind] ?? row.kind,
                count: row.count,
              }))}
              empty="No leads in the last 30 days."
            />
          </Panel>
        )}

        {pipeline && (
          <Panel title="Leads by status, last 30 days">
            <BarList
              rows={pipeline.byStatus.map((row) => ({
                label: leadStatusLabels[row.status as LeadStatus] ?? row.status,
                count: row.count,
              }))}
              empty="No leads in the last 30 days."
            />
          </Panel>
        )}

        <Panel title="Website content">
          <dl className="grid grid-cols-2 gap-4">
            <Figure
              label="Loan services live"
              value={`${content.loanServices.active} of ${content.loanServices.total}`}
            />
            <Figure label="Popups active" value={`${content.popups.active} of ${content.popups.total}`} />
            <Figure
              label="Staff accounts"
              value={String(content.staff.active)}
              link={loaderData.canManageUsers ? { to: "/admin/users", label: "Manage" } : undefined}
            />
          </dl>
        </Panel>
      </div>
    </>
  );
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "2026-11" → "November 2026" */
function monthName(month: string): string {
  const [year, number] = month.split("-");
  return `${MONTHS[Number(number) - 1] ?? month} ${year}`;
}

function FirstResponseCard({ figures }: { figures: FirstResponse }) {
  const { medianMinutes, workingHours } = figures;
  const slow = medianMinutes !== null && medianMinutes > 60;
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5">
      <p className="text-sm font-semibold text-slate-700">Median time to first contact</p>
      <p className={cn("mt-1 text-3xl font-bold", slow ? "text-red-700" : "text-slate-900")}>
        {medianMinutes === null ? "–" : formatWaitingTime(medianMinutes)}
      </p>
      <p className="mt-1 text-sm text-slate-600">
        {medianMinutes === null
          ? "No lead of the last 30 days has been contacted yet."
          : `Over ${formatIndianNumber(figures.contactedCount)} leads of the last 30 days, counting office hours only (${workingHours.start}–${workingHours.end} IST).`}
      </p>
    </div>
  );
}

function MoneyCard({ label, figure, noun }: { label: string; figure: PipelineFigures["sanctioned"]; noun: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5">
      <p className="text-sm font-semibold text-slate-700">{label}</p>
      <p className="mt-1 text-3xl font-bold text-slate-900">
        {figure.amount > 0 ? `₹${formatAmountInWords(figure.amount)}` : "₹0"}
      </p>
      <p className="mt-1 text-sm text-slate-600">
        {formatINR(figure.amount)} in {formatIndianNumber(figure.count)} {noun}
        {figure.count === 1 ? "" : "s"}
      </p>
    </div>
  );
}

function Panel({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section className={cn("rounded-xl border border-slate-200 bg-white p-5", className)}>
      <h2 className="mb-3 text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

function StatCard({ label, period, comparedWith }: { label: string; period: PeriodCount; comparedWith: string }) {
  const change = period.current - period.previous;
  const Icon = change > 0 ? ArrowUpRight : change < 0 ? ArrowDownRight : Minus;
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5">
      <p className="text-sm font-semibold text-slate-700">{label}</p>
      <p className="mt-1 text-3xl font-bold text-slate-900">{formatIndianNumber(period.current)}</p>
      <p
        className={cn(
          "mt-1 flex items-center gap-1 text-sm",
          change > 0 ? "text-green-800" : change < 0 ? "text-red-700" : "text-slate-600",
        )}
      >
        <Icon aria-hidden="true" className="size-4" />
        {change === 0 ? "Same as" : `${change > 0 ? "+" : "−"}${formatIndianNumber(Math.abs(change))} against`}{" "}
        {comparedWith} ({formatIndianNumber(period.previous)})
      </p>
    </div>
  );
}

function BarList({ rows, empty }: { rows: { label: string; count: number }[]; empty: string }) {
  if (rows.length === 0) return <p className="text-slate-700">{empty}</p>;
  const max = Math.max(...rows.map((row) => row.count));
  return (
    <ul className="flex flex-col gap-2.5">
      {rows.map((row) => (
        <li key={row.label}>
          <div className="flex justify-between gap-3 text-sm">
            <span className="truncate text-slate-800">{row.label}</span>
            <span className="font-semibold text-slate-900">{formatIndianNumber(row.count)}</span>
          </div>
          <div className="mt-1 h-2 rounded-full bg-slate-100" aria-hidden="true">
            <div
              className="h-2 rounded-full bg-brand-500"
              style={{ width: `${Math.max(2, (row.count / max) * 100)}%` }}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}

function AlertsPanel({ alerts, canManageMail }: { alerts: OutboxHealth; canManageMail: boolean }) {
  if (!alerts.alertsEnabled) {
    return (
      <Panel title="Lead alerts">
        <p className="flex gap-2 text-slate-800">
          <BellOff aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
          <span>
            {alerts.alertsOffReason === "no_recipients" ? (
              <>
                E-mail alerts are off: a mail server is set up, but nobody is named to get them. Add the addresses on{" "}
                <Link to="/admin/lead-settings" className="font-semibold text-brand-700 underline">
                  Lead settings
                </Link>
                .
              </>
            ) : canManageMail ? (
              <>
                E-mail alerts are off: leads are stored, but nobody is e-mailed.{" "}
                <Link to="/admin/mail-server" className="font-semibold text-brand-700 underline">
                  Set up the mail server
                </Link>{" "}
                and send yourself a test e-mail.
              </>
            ) : (
              "E-mail alerts are off: leads are stored, but nobody is e-mailed. Ask an owner to set up the mail server (Mail server, in the staff menu)."
            )}
          </span>
        </p>
      </Panel>
    );
  }
  const healthy = alerts.stuck === 0 && alerts.failed === 0;
  return (
    <Panel title="Lead alerts">
      <p className={cn("flex gap-2", healthy ? "text-green-800" : "text-red-700")}>
        {healthy ? (
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        ) : (
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        )}
        <span className="font-semibold">{healthy ? "Alerts are going out." : "Some alerts are not going out."}</span>
      </p>
      <dl className="mt-3 grid grid-cols-3 gap-3">
        <Figure label="Waiting" value={String(alerts.pending)} />
        <Figure label="Stuck > 15 min" value={String(alerts.stuck)} />
        <Figure label="Given up" value={String(alerts.failed)} />
      </dl>
      {alerts.lastError && (
        <div className="mt-3 rounded-md bg-red-50 p-3 text-sm text-red-900">
          <p className="font-semibold">Last error from the mail server</p>
          <p className="mt-1 break-words">{alerts.lastError.message}</p>
          {alerts.lastError.nextAttemptAt && (
            <p className="mt-1">Next try {formatDateTimeIST(alerts.lastError.nextAttemptAt)}.</p>
          )}
          <p className="mt-1">
            {canManageMail ? (
              <>
                Check the{" "}
                <Link to="/admin/mail-server" className="font-semibold underline">
                  mail server
                </Link>{" "}
                and send a test e-mail
              </>
            ) : (
              "Ask an owner to check the mail server"
            )}
            ; waiting alerts are sent once the server accepts them.
          </p>
        </div>
      )}
    </Panel>
  );
}

/** Lenders' offers whose rates were checked longer ago than "flag after": each links to its service's offers. */
function StaleOffersPanel({ offers }: { offers: StaleOffers }) {
  const { flagAfterDays, hideAfterDays } = offers.freshness;
  return (
    <Panel title="Lenders’ rates to check" className="xl:col-span-3">
      <p className="text-slate-800">
        <span className="font-semibold text-amber-800">
          {formatIndianNumber(offers.total)} {offers.total === 1 ? "offer's rates were" : "offers' rates were"}
        </span>{" "}
        checked more than {flagAfterDays} days ago. Check them with the lender and change the “as of” day; after{" "}
        {hideAfterDays} days visitors no longer see them.{offers.total > offers.items.length && " The oldest first:"}
      </p>
      <ul className="mt-2 divide-y divide-slate-100">
        {offers.items.map((offer) => (
          <li key={offer.offerId} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2">
            <Link
              to={`/admin/loan-services/${offer.serviceId}/offers`}
              className="min-w-0 font-semibold [overflow-wrap:anywhere] text-brand-700 hover:underline"
            >
              {offer.serviceName}
            </Link>
            <span className="min-w-0 [overflow-wrap:anywhere] text-slate-800">{offer.lenderName}</span>
            <span className="text-sm text-slate-700">as of {formatDay(offer.asOf)}</span>
            <OfferStateBadge state={offer.state} />
          </li>
        ))}
      </ul>
    </Panel>
  );
}

function Figure({ label, value, link }: { label: string; value: string; link?: { to: string; label: string } }) {
  return (
    <div>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-xl font-bold text-slate-900">
        {value}
        {link && (
          <Link to={link.to} className="ml-2 text-sm font-semibold text-brand-700 hover:underline">
            {link.label}
          </Link>
        )}
      </dd>
    </div>
  );
}

export const ErrorBoundary = StaffScreenError;
