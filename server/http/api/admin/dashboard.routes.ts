import { OpenAPIHono, z } from "@hono/zod-openapi";
import { staffRoute } from "./staff-route";
import type { AppServices } from "../../../app-services.server";
import { errorResponse } from "../../api-error.server";
import type { AdminEnv } from "./admin-auth.server";
import { jsonContent } from "./schemas";

const PeriodSchema = z.object({ current: z.number().int(), previous: z.number().int() });

const DashboardSchema = z
  .object({
    leads: z
      .object({
        today: PeriodSchema,
        last7Days: PeriodSchema,
        last30Days: PeriodSchema,
        repeatsLast30Days: z.number().int(),
        byKind: z.array(z.object({ kind: z.string(), count: z.number().int() })),
        byService: z.array(z.object({ serviceSlug: z.string(), serviceName: z.string(), count: z.number().int() })),
        newest: z.array(
          z.object({
            id: z.number().int(),
            reference: z.string(),
            name: z.string(),
            kind: z.string(),
            serviceSlug: z.string().nullable(),
            serviceName: z.string().nullable(),
            status: z.string(),
            createdAt: z.string(),
          }),
        ),
      })
      .nullable()
      .openapi({ description: "Null for roles that may not read leads (editor)" }),
    alerts: z
      .object({
        alertsEnabled: z.boolean(),
        pending: z.number().int(),
        stuck: z.number().int(),
        failed: z.number().int(),
        lastError: z.object({ message: z.string(), nextAttemptAt: z.string().nullable() }).nullable(),
      })
      .nullable(),
    firstResponse: z
      .object({
        medianMinutes: z.number().int().nullable().openapi({ description: "Working minutes, last 30 days" }),
        contactedCount: z.number().int(),
        waitingOverAnHour: z.number().int(),
        longestWaiting: z.array(
          z.object({
            id: z.number().int(),
            reference: z.string(),
            name: z.string(),
            waitingMinutes: z.number().int(),
            createdAt: z.string(),
          }),
        ),
        workingHours: z.object({ days: z.array(z.number().int()), start: z.string(), end: z.string() }),
      })
      .nullable(),
    pipeline: z
      .object({
        byStatus: z.array(z.object({ status: z.string(), count: z.number().int() })),
        month: z.string().openapi({ example: "2026-11" }),
        sanctioned: z.object({ count: z.number().int(), amount: z.number() }),
        disbursed: z.object({ count: z.number().int(), amount: z.number() }),
        commission: z
          .object({ expected: z.number(), received: z.number() })
          .nullable()
          .openapi({ description: "Owner and admin only" }),
      })
      .nullable(),
    content: z.object({
      loanServices: z.object({ active: z.number().int(), total: z.number().int() }),
      popups: z.object({ active: z.number().int(), total: z.number().int() }),
      staff: z.object({ active: z.number().int() }),
    }),
  })
  .openapi("Dashboard");

const dashboard = staffRoute("dashboard:read", {
  method: "get",
  path: "/dashboard",
  tags: ["Dashboard"],
  summary:
    "New leads by period, kind and service, the newest ten, time to first contact, the pipeline and this month's sanctions and disbursals, alert delivery health, content counts",
  responses: {
    200: jsonContent("The figures the caller's role may see", DashboardSchema),
    401: errorResponse("Not signed in"),
    403: errorResponse("Not allowed"),
  },
});

export function registerDashboardRoutes(api: OpenAPIHono<AdminEnv>, services: AppServices) {
  api.openapi(dashboard, async (c) => c.json(await services.dashboard.forRole(c.get("principal").user), 200));
}
