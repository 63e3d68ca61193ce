import { Download, ExternalLink } from "lucide-react";
import { KpiCard } from "~/components/admin/analytics/kpi-card";
import { RangePicker } from "~/components/admin/analytics/range-picker";
import { ReportTable, type ReportColumn } from "~/components/admin/analytics/report-table";
import { TrafficChart } from "~/components/admin/analytics/traffic-chart";
import { PageHeader } from "~/components/admin/page-header";
import { StaffScreenError } from "~/components/admin/staff-error";
import { staffMeta, type StaffHandle } from "~/components/admin/staff-meta";
import type { AnalyticsTable } from "~server/analytics/analytics-csv";
import { resolveAnalyticsRange, type AnalyticsRange } from "~server/analytics/analytics-range";
import type { DimensionRow, LeadGroupRow } from "~server/analytics/analytics.schema";
import { requireStaff } from "~server/auth/require-staff.server";
import { csvDate } from "~server/formats/csv-cells";
import { formatIndianNumber } from "~server/formats/rupees";
import { resolveTrackingIds } from "~server/settings/tracking-ids";
import { leadKindLabels, leadKinds } from "~server/vocabulary/leads";
import type { Route } from "./+types/analytics";

export const handle: StaffHandle = { breadcrumb: "Analytics" };
export const meta: Route.MetaFunction = () => staffMeta("Analytics");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "analytics:read");
  const params = new URL(request.url).searchParams;
  const asked = resolveAnalyticsRange({ range: params.get("range"), from: params.get("from"), to: params.get("to") });
  // A range that cannot be read shows the default period and says why, rather than an error page.
  const resolved = asked.ok ? asked : resolveAnalyticsRange({});
  if (!resolved.ok) throw new Error("the default analytics range is invalid");
  const [report, site] = await Promise.all([
    context.services.analytics.report(resolved.range),
    context.services.settings.getSite(),
  ]);
  return {
    report,
    rangeError: asked.ok ? null : asked.message,
    ga4MeasurementId: resolveTrackingIds(site, context.services.config).ga4MeasurementId,
  };
}

function csvHref(table: AnalyticsTable, range: AnalyticsRange): string {
  const query =
    range.name === "custom" ? `range=custom&from=${range.current.from}&to=${range.current.to}` : `range=${range.name}`;
  return `/api/admin/analytics/export/${table}?${query}`;
}

const percent = (rate: number | null) => (rate === null ? "—" : `${(rate * 100).toFixed(1)}%`);
const count = (n: number) => formatIndianNumber(n);

const deviceLabels: Record<string, string> = { mobile: "Mobile", tablet: "Tablet", desktop: "Desktop" };
const eventLabels: Record<string, string> = {
  service_view: "Loan page viewed",
  contact_interaction: "Contact tapped",
  user_engagement: "EMI calculator used",
  lead_form_opened: "Lead form shown",
  lead_submitted: "Lead sent",
  consent: "Cookie banner choice",
};

/** A lead kind reads as its name (a form shown or sent); other details as sent; none as a dash. */
function eventDetailLabel(type: string, detail: string): string {
  if (!detail) return "—";
  const kind = leadKinds.find((k) => k === detail);
  return (type === "lead_form_opened" || type === "lead_submitted") && kind ? leadKindLabels[kind] : detail;
}

function visitsColumns(keyHeader: string): ReportColumn<DimensionRow>[] {
  return [
    { header: keyHeader, cell: (row) => row.key },
    { header: "Visits", cell: (row) => count(row.visits), numeric: true },
  ];
}

function leadColumns(keyHeader: string, baseHeader: string): ReportColumn<LeadGroupRow>[] {
  return [
    { header: keyHeader, cell: (row) => row.label },
    { header: "Leads", cell: (row) => count(row.leads), numeric: true },
    { header: "Sanctioned", cell: (row) => count(row.sanctioned), numeric: true },
    { header: "Disbursed", cell: (row) => count(row.disbursed), numeric: true },
    { header: baseHeader, cell: (row) => count(row.base), numeric: true },
    { header: "Conversion", cell: (row) => percent(row.conversionRate), numeric: true },
  ];
}

export default function Analytics({ loaderData }: Route.ComponentProps) {
  const { report, rangeError, ga4MeasurementId } = loaderData;
  const { range, kpis, funnel } = report;
  const { current, previous } = kpis;
  const href = (table: AnalyticsTable) => csvHref(table, range);
  const period = `${csvDate(range.current.from)} to ${csvDate(range.current.to)}`;
  const before = `${csvDate(range.previous.from)} to ${csvDate(range.previous.to)}`;
  const funnelSteps = [
    { label: "Visits", value: funnel.visits },
    { label: "Leads", value: funnel.leads },
    { label: "Sanctioned", value: funnel.sanctioned },
    { label: "Disbursed", value: funnel.disbursed },
  ];
  return (
    <>
      <PageHeader
        title="Analytics"
        description={`Counted by the website itself, without cookies. ${period} (IST), compared with ${before}.`}
        actions={
          ga4MeasurementId ? (
            <a
              href="https://analytics.google.com/analytics/web/"
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-1.5 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
            >
              Open Google Analytics ({ga4MeasurementId})
              <ExternalLink aria-hidden="true" className="size-4" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          ) : undefined
        }
      />
      <RangePicker name={range.name} current={range.current} error={rangeError} />

      <section aria-labelledby="kpis" className="mb-6">
        <h2 id="kpis" className="sr-only">
          Key figures
        </h2>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
          <KpiCard label="Page views" current={current.views} previous={previous.views} />
          <KpiCard label="Visits" current={current.visits} previous={previous.visits} />
          <KpiCard
            label="Views per visit"
            current={current.viewsPerVisit}
            previous={previous.viewsPerVisit}
            format="ratio"
          />
          <KpiCard
            label="Bounce rate"
            current={current.bounceRate}
            previous={previous.bounceRate}
            format="rate"
            higherIsBetter={false}
            note="Visits that saw one page only."
          />
          <KpiCard
            label="Visitors (accepted tracking)"
            current={current.visitors}
            previous={previous.visitors}
            note="Only visitors who accepted cookies are told apart (a daily code); visitors who declined are in page views and visits, not here."
          />
          <KpiCard
            label="Leads"
            current={current.leads}
            previous={previous.leads}
            note="Every form sent, spam excluded."
          />
          <KpiCard
            label="Conversion rate"
            current={current.conversionRate}
            previous={previous.conversionRate}
            format="rate"
            note="Leads ÷ visits."
          />
          <KpiCard
            label="Cookie consent accepted"
            current={current.consentRate}
            previous={previous.consentRate}
            format="rate"
            note={`${count(current.consentAccepted)} accepted of ${count(current.consentChoices)} Accept or Decline ${current.consentChoices === 1 ? "choice" : "choices"} on the cookie banner.`}
          />
        </div>
      </section>

      <div className="mb-6 grid gap-4 xl:grid-cols-3">
        <section
          aria-labelledby="per-day"
          className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 xl:col-span-2"
        >
          <div className="mb-2 flex flex-wrap items-start justify-between gap-2">
            <h2 id="per-day" className="text-base font-semibold text-slate-900">
              Page views, visits and leads per day
            </h2>
            <a
              href={href("daily")}
              download
              className="inline-flex items-center gap-1.5 rounded-md border border-slate-300 px-2.5 py-1 text-sm font-medium text-slate-800 hover:bg-slate-50"
            >
              <Download aria-hidden="true" className="size-4" />
              CSV<span className="sr-only"> of the figures per day</span>
            </a>
          </div>
          <TrafficChart daily={report.daily} />
        </section>
        <section aria-labelledby="funnel" className="rounded-xl border border-slate-200 bg-white p-4">
          <h2 id="funnel" className="mb-1 text-base font-semibold text-slate-900">
            From visit to disbursal
          </h2>
          <p className="mb-3 text-sm text-slate-600">Leads sent in the period, and how far they have come since.</p>
          <ol className="flex flex-col gap-3">
            {funnelSteps.map((step, index) => {
              const first = funnelSteps[0]!.value;
              const prior = index > 0 ? funnelSteps[index - 1]!.value : null;
              return (
                <li key={step.label}>
                  <div className="flex justify-between gap-3 text-sm">
                    <span className="font-medium text-slate-800">{step.label}</span>
                    <span className="tabular-nums text-slate-900">
                      <span className="font-semibold">{count(step.value)}</span>
                      {prior !== null && (
                        <span className="text-slate-600">
                          {" "}
                          · {percent(prior > 0 ? step.value / prior : null)} of the step before
                        </span>
                      )}
                    </span>
                  </div>
                  <div className="mt-1 h-2 rounded-full bg-slate-100" aria-hidden="true">
                    <div
                      className="h-2 rounded-full bg-brand-600"
                      style={{ width: `${first > 0 ? Math.max(1, Math.min(100, (step.value / first) * 100)) : 0}%` }}
                    />
                  </div>
                </li>
              );
            })}
          </ol>
        </section>
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        {(
          [
            [
              "Leads by source",
              "leads-by-source",
              report.leadsBySource,
              "Source",
              "Visits",
              "Source: the UTM source, else the referring site, else direct. Conversion: leads ÷ visits from it.",
            ],
            [
              "Leads by landing page",
              "leads-by-landing-page",
              report.leadsByLandingPage,
              "Landing page",
              "Entries",
              "The first page of the visit that sent the lead. Conversion: leads ÷ visits that began there.",
            ],
            [
              "Leads by loan service",
              "leads-by-service",
              report.leadsByService,
              "Loan service",
              "Page views",
              "Conversion: leads ÷ views of the service's page.",
            ],
            [
              "Leads by language",
              "leads-by-language",
              report.leadsByLanguage,
              "Language",
              "Visits",
              "The site's language: of the page a visit began on, and of the form a lead was sent from. Conversion: leads ÷ visits in that language.",
            ],
          ] as const
        ).map(([title, table, rows, keyHeader, baseHeader, description]) => (
          <ReportTable
            key={table}
            title={title}
            description={description}
            columns={leadColumns(keyHeader, baseHeader)}
            rows={[...rows]}
            rowKey={(row) => row.key}
            csvHref={href(table)}
            empty="No leads in this period."
            className="lg:col-span-2"
          />
        ))}
        <ReportTable
          title="Top pages"
          columns={[
            { header: "Page", cell: (row: DimensionRow) => row.key },
            { header: "Page views", cell: (row) => count(row.views), numeric: true },
            { header: "Entries", cell: (row) => count(row.visits), numeric: true },
          ]}
          rows={report.pages}
          rowKey={(row) => row.key}
          csvHref={href("pages")}
          empty="No page views in this period."
        />
        {(
          [
            [
              "Entry pages",
              "entry-pages",
              report.entryPages,
              "Page",
              "Where visits began.",
              "No visits in this period.",
            ],
            [
              "Referrers",
              "referrers",
              report.referrers,
              "Site",
              "Other sites visits came from.",
              "No visits from other sites in this period.",
            ],
            [
              "UTM source",
              "utm-sources",
              report.utmSources,
              "utm_source",
              undefined,
              "No visits with a utm_source in this period.",
            ],
            [
              "UTM medium",
              "utm-mediums",
              report.utmMediums,
              "utm_medium",
              undefined,
              "No visits with a utm_medium in this period.",
            ],
            [
              "UTM campaign",
              "utm-campaigns",
              report.utmCampaigns,
              "utm_campaign",
              undefined,
              "No visits with a utm_campaign in this period.",
            ],
          ] as const
        ).map(([title, table, rows, keyHeader, description, empty]) => (
          <ReportTable
            key={table}
            title={title}
            description={description}
            columns={visitsColumns(keyHeader)}
            rows={[...rows]}
            rowKey={(row) => row.key}
            csvHref={href(table)}
            empty={empty}
          />
        ))}
        <ReportTable
          title="Devices"
          columns={[
            { header: "Device", cell: (row: DimensionRow) => deviceLabels[row.key] ?? row.key },
            { header: "Page views", cell: (row) => count(row.views), numeric: true },
            { header: "Visits", cell: (row) => count(row.visits), numeric: true },
          ]}
          rows={report.devices}
          rowKey={(row) => row.key}
          csvHref={href("devices")}
          empty="No page views in this period."
        />
        <ReportTable
          title="Browsers"
          columns={[
            { header: "Browser", cell: (row: DimensionRow) => row.key },
            { header: "Page views", cell: (row) => count(row.views), numeric: true },
            { header: "Visits", cell: (row) => count(row.visits), numeric: true },
          ]}
          rows={report.browsers}
          rowKey={(row) => row.key}
          csvHref={href("browsers")}
          empty="No page views in this period."
        />
        <ReportTable
          title="Events"
          description="Loan pages viewed, contacts tapped, EMI calculator used, forms shown and sent."
          columns={[
            { header: "Event", cell: (row: (typeof report.events)[number]) => eventLabels[row.type] ?? row.type },
            { header: "Detail", cell: (row) => eventDetailLabel(row.type, row.detail) },
            { header: "Count", cell: (row) => count(row.count), numeric: true },
          ]}
          rows={report.events}
          rowKey={(row) => `${row.type}:${row.detail}`}
          csvHref={href("events")}
          empty="No events in this period."
        />
        <ReportTable
          title="Popup performance"
          columns={[
            { header: "Popup", cell: (row: (typeof report.popups)[number]) => row.title },
            { header: "Shown", cell: (row) => count(row.impressions), numeric: true },
            { header: "Button clicks", cell: (row) => count(row.clicks), numeric: true },
            { header: "Closed", cell: (row) => count(row.dismissals), numeric: true },
            { header: "Click rate", cell: (row) => percent(row.clickRate), numeric: true },
          ]}
          rows={report.popups}
          rowKey={(row) => String(row.id)}
          csvHref={href("popups")}
          empty="No popup was shown in this period."
        />
      </div>
    </>
  );
}

export const ErrorBoundary = StaffScreenError;
