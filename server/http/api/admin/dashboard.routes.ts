import { OpenAPIHono } from "@hono/zod-openapi";
import { staffRoute } from "./staff-route";
import type { AppServices } from "../../../app-services.server";
import { DashboardSchema } from "../../../dashboard/dashboard.schema";
import { errorResponse } from "../../api-error.server";
import type { AdminEnv } from "./admin-auth.server";
import { jsonContent } from "./schemas";

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
