import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import type { AppServices } from "../../app-services.server";
import { LoanServiceDetailSchema, LoanServiceSummarySchema } from "../../loan-services/loan-service.schema";
import { apiError, errorResponse } from "../api-error.server";

const listLoanServices = createRoute({
  method: "get",
  path: "/loan-services",
  tags: ["Loan services"],
  summary: "Active loan services in display order",
  responses: {
    200: {
      description: "Loan services (bare array, as spec section 7 fixes)",
      content: { "application/json": { schema: z.array(LoanServiceSummarySchema) } },
    },
  },
});

const getLoanService = createRoute({
  method: "get",
  path: "/loan-services/{slug}",
  tags: ["Loan services"],
  summary: "One active loan service with everything its page shows",
  request: {
    params: z.object({
      slug: z
        .string()
        .min(1)
        .max(80)
        .openapi({ param: { name: "slug", in: "path" }, example: "home-loans" }),
    }),
  },
  responses: {
    200: {
      description: "The loan service",
      content: { "application/json": { schema: LoanServiceDetailSchema } },
    },
    400: errorResponse("Invalid slug"),
    404: errorResponse("No active loan service has this slug"),
  },
});

/** GET /api/loan-services and /api/loan-services/{slug}: the active services the site shows. */
export function registerLoanServiceRoutes(api: OpenAPIHono, services: AppServices) {
  api.openapi(listLoanServices, async (c) => c.json(await services.loanServices.listActive(), 200));

  api.openapi(getLoanService, async (c) => {
    const { slug } = c.req.valid("param");
    const service = await services.loanServices.getActiveBySlug(slug);
    if (!service) return apiError(c, 404, "not_found", `No loan service with slug '${slug}'`);
    return c.json(service, 200);
  });
}
