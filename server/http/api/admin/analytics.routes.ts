import { OpenAPIHono, z } from "@hono/zod-openapi";
import { analyticsCsv, analyticsTables } from "../../../analytics/analytics-csv";
import { analyticsPresets, resolveAnalyticsRange } from "../../../analytics/analytics-range";
import type { AppServices } from "../../../app-services.server";
import { apiError, errorResponse } from "../../api-error.server";
import type { AdminEnv } from "./admin-auth.server";
import { jsonContent } from "./schemas";
import { staffRoute } from "./staff-route";

/** Rows the CSV export carries per table (the screen shows the top 20). */
const CSV_ROW_LIMIT = 1000;
const SCREEN_ROW_LIMIT = 20;

const day = z.string().openapi({ example: "2026-11-22" });
const rate = z.number().nullable().openapi({ description: "0 to 1; null when there is nothing to divide by" });

const RangeQuery = z.object({
  range: z
    .enum([...analyticsPresets, "custom"])
    .optional()
    .openapi({ description: "today, 7d (default), 30d, 90d, or custom with from and to" }),
  from: z
    .string()
    .optional()
    .openapi({ description: "First IST day of a custom range, YYYY-MM-DD", example: "2026-11-01" }),
  to: z
    .string()
    .optional()
    .openapi({ description: "Last IST day of a custom range (included), YYYY-MM-DD", example: "2026-11-22" }),
});

const Period = z.object({ from: day, to: day, days: z.number().int() });
const Kpis = z.object({
  views: z.number().int(),
  visits: z.number().int(),
  visitors: z
    .number()
    .int()
    .openapi({ description: "Daily unique visitors who accepted tracking, summed over the days" }),
  viewsPerVisit: z.number().nullable(),
  bounceRate: rate,
  leads: z.number().int(),
  conversionRate: rate.openapi({ description: "Leads ÷ visits" }),
  consentChoices: z.number().int().openapi({ description: "Accept or Decline clicks on the cookie banner" }),
  consentRate: rate.openapi({ description: "Accepted ÷ choices made" }),
});
const DimensionRow = z.object({
  key: z.string(),
  views: z.number().int(),
  visits: z.number().int(),
  visitors: z.number().int(),
  events: z.number().int(),
});
const LeadGroupRow = z.object({
  key: z.string(),
  label: z.string(),
  leads: z.number().int(),
  sanctioned: z.number().int(),
  disbursed: z.number().int(),
  base: z
    .number()
    .int()
    .openapi({ description: "Visits of the source, entries on the page, or views of the service page" }),
  conversionRate: rate,
});

const AnalyticsReportSchema = z
  .object({
    range: z.object({ name: z.string(), current: Period, previous: Period }),
    kpis: z.object({ current: Kpis, previous: Kpis }),
    daily: z.array(z.object({ day, views: z.number().int(), visits: z.number().int(), leads: z.number().int() })),
    pages: z.array(DimensionRow),
    entryPages: z.array(DimensionRow),
    referrers: z.array(DimensionRow),
    sources: z.array(DimensionRow),
    utmSources: z.array(DimensionRow),
    utmMediums: z.array(DimensionRow),
    utmCampaigns: z.array(DimensionRow),
    devices: z.array(DimensionRow),
    browsers: z.array(DimensionRow),
    events: z.array(z.object({ type: z.string(), detail: z.string(), count: z.number().int() })),
    leadsBySource: z.array(LeadGroupRow),
    leadsByLandingPage: z.array(LeadGroupRow),
    leadsByService: z.array(LeadGroupRow),
    popups: z.array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        impressions: z.number().int(),
        clicks: z.number().int(),
        dismissals: z.number().int(),
        clickRate: rate,
      }),
    ),
    funnel: z.object({
      visits: z.number().int(),
      leads: z.number().int(),
      sanctioned: z.number().int(),
      disbursed: z.number().int(),
    }),
  })
  .openapi("AnalyticsReport");

const getReport = staffRoute("analytics:read", {
  method: "get",
  path: "/analytics",
  tags: ["Analytics"],
  summary:
    "First-party analytics for a period and the period before it: page views, visits, visitors (accepted tracking), top pages, sources, UTM, devices, leads and conversion, popups, funnel",
  request: { query: RangeQuery },
  responses: {
    200: jsonContent("The report (top 20 rows per table)", AnalyticsReportSchema),
    400: errorResponse("Invalid range"),
    401: errorResponse("Not signed in"),
    403: errorResponse("Not allowed"),
  },
});

const exportTable = staffRoute("analytics:read", {
  method: "get",
  path: "/analytics/export/{table}",
  tags: ["Analytics"],
  summary: "One table of the report as CSV (up to 1,000 rows)",
  request: {
    query: RangeQuery,
    params: z.object({
      table: z
        .enum(analyticsTables, { error: `Use one of: ${analyticsTables.join(", ")}` })
        .openapi({ param: { name: "table", in: "path" }, example: "pages" }),
    }),
  },
  responses: {
    200: { description: "CSV, UTF-8 with BOM", content: { "text/csv": { schema: z.string() } } },
    400: errorResponse("Invalid range or table"),
    401: errorResponse("Not signed in"),
    403: errorResponse("Not allowed"),
  },
});

export function registerAnalyticsRoutes(api: OpenAPIHono<AdminEnv>, services: AppServices) {
  api.openapi(getReport, async (c) => {
    const resolved = resolveAnalyticsRange(c.req.valid("query"));
    if (!resolved.ok) {
      return apiError(c, 400, "invalid_input", resolved.message, { [resolved.field]: resolved.message });
    }
    return c.json(await services.analytics.report(resolved.range, SCREEN_ROW_LIMIT), 200);
  });

  api.openapi(exportTable, async (c) => {
    const resolved = resolveAnalyticsRange(c.req.valid("query"));
    if (!resolved.ok) {
      return apiError(c, 400, "invalid_input", resolved.message, { [resolved.field]: resolved.message });
    }
    const { table } = c.req.valid("param");
    const { fileName, body } = analyticsCsv(await services.analytics.report(resolved.range, CSV_ROW_LIMIT), table);
    return c.body(body, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "no-store",
    });
  });
}
