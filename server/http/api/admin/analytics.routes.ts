import { OpenAPIHono, z } from "@hono/zod-openapi";
import { analyticsCsv, analyticsTables } from "../../../analytics/analytics-csv";
import { analyticsPresets, resolveAnalyticsRange } from "../../../analytics/analytics-range";
import { AnalyticsReportSchema } from "../../../analytics/analytics.schema";
import type { AppServices } from "../../../app-services.server";
import { apiError, errorResponse } from "../../api-error.server";
import type { AdminEnv } from "./admin-auth.server";
import { jsonContent } from "./schemas";
import { staffRoute } from "./staff-route";

/** Rows the CSV export carries per table (the screen shows the top 20). */
const CSV_ROW_LIMIT = 1000;
const SCREEN_ROW_LIMIT = 20;

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
