// The CSV of each table of the analytics report (one file per table, as the screen's buttons
// download them). Percentages as numbers with two decimals; dates DD/MM/YYYY.
import { csvDate, csvRecords, UTF8_BOM } from "../formats/csv-cells";
import type { AnalyticsReport, DimensionRow, LeadGroupRow } from "./analytics.schema";

export const analyticsTables = [
  "daily",
  "pages",
  "entry-pages",
  "referrers",
  "sources",
  "utm-sources",
  "utm-mediums",
  "utm-campaigns",
  "devices",
  "browsers",
  "events",
  "leads-by-source",
  "leads-by-landing-page",
  "leads-by-service",
  "leads-by-language",
  "popups",
] as const;
export type AnalyticsTable = (typeof analyticsTables)[number];

type Cell = string | number | null;

const percent = (rate: number | null): Cell => (rate === null ? "" : Math.round(rate * 10_000) / 100);

function dimension(keyHeader: string, rows: DimensionRow[], metric: "views" | "visits"): Cell[][] {
  return [
    [keyHeader, metric === "views" ? "Page views" : "Visits", "Visitors (accepted tracking)"],
    ...rows.map((row) => [row.key, row[metric], row.visitors]),
  ];
}

function leadGroups(keyHeader: string, baseHeader: string, rows: LeadGroupRow[]): Cell[][] {
  return [
    [keyHeader, "Leads", "Sanctioned", "Disbursed", baseHeader, "Conversion (%)"],
    ...rows.map((row) => [row.label, row.leads, row.sanctioned, row.disbursed, row.base, percent(row.conversionRate)]),
  ];
}

function tableRows(report: AnalyticsReport, table: AnalyticsTable): Cell[][] {
  switch (table) {
    case "daily":
      return [
        ["Day", "Page views", "Visits", "Leads"],
        ...report.daily.map((d) => [csvDate(d.day), d.views, d.visits, d.leads]),
      ];
    case "pages":
      return [
        ["Page", "Page views", "Entries", "Visitors (accepted tracking)"],
        ...report.pages.map((r) => [r.key, r.views, r.visits, r.visitors]),
      ];
    case "entry-pages":
      return dimension("Entry page", report.entryPages, "visits");
    case "referrers":
      return dimension("Referrer", report.referrers, "visits");
    case "sources":
      return dimension("Source", report.sources, "visits");
    case "utm-sources":
      return dimension("UTM source", report.utmSources, "visits");
    case "utm-mediums":
      return dimension("UTM medium", report.utmMediums, "visits");
    case "utm-campaigns":
      return dimension("UTM campaign", report.utmCampaigns, "visits");
    case "devices":
      return dimension("Device", report.devices, "views");
    case "browsers":
      return dimension("Browser", report.browsers, "views");
    case "events":
      return [["Event", "Detail", "Count"], ...report.events.map((e) => [e.type, e.detail, e.count])];
    case "leads-by-source":
      return leadGroups("Source", "Visits", report.leadsBySource);
    case "leads-by-landing-page":
      return leadGroups("Landing page", "Entries", report.leadsByLandingPage);
    case "leads-by-service":
      return leadGroups("Loan service", "Service page views", report.leadsByService);
    case "leads-by-language":
      return leadGroups("Language", "Visits", report.leadsByLanguage);
    case "popups":
      return [
        ["Popup", "Impressions", "Button clicks", "Dismissals", "Click rate (%)"],
        ...report.popups.map((p) => [p.title, p.impressions, p.clicks, p.dismissals, percent(p.clickRate)]),
      ];
  }
}

/** The file: BOM, a header row, the rows. */
export function analyticsCsv(report: AnalyticsReport, table: AnalyticsTable): { fileName: string; body: string } {
  const { from, to } = report.range.current;
  return {
    fileName: `analytics-${table}-${from}-to-${to}.csv`,
    body: UTF8_BOM + csvRecords(tableRows(report, table)),
  };
}
