import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import type { AppServices } from "../../app-services.server";
import { LoanServiceDetailSchema, LoanServiceSummarySchema } from "../../loan-services/loan-service.schema";
import { activeLoanServicesIn, localizeLoanService } from "../../loan-services/loan-service-translations.server";
import { languages } from "../../vocabulary/languages";
import { apiError, errorResponse } from "../api-error.server";

/**
 * `?lang=ml|hi`: the texts in that language, English where a text has no published translation
 * (issue 27). Without it, or with `en`, the English of spec section 3, unchanged. Any other value
 * is a 400 naming the languages, never a quiet English answer a client could mistake for a translation.
 */
const LanguageQuerySchema = z.object({
  lang: z
    .enum(languages, { error: `Ask for one of the languages ${languages.join(", ")}, or leave lang out for English` })
    .optional()
    .openapi({
      param: { name: "lang", in: "query" },
      example: "ml",
      description: "The language of the texts: en (the default), ml (Malayalam) or hi (Hindi)",
    }),
});

const listLoanServices = createRoute({
  method: "get",
  path: "/loan-services",
  tags: ["Loan services"],
  summary: "Active loan services in display order",
  request: { query: LanguageQuerySchema },
  responses: {
    200: {
      description:
        "Loan services (bare array, as spec section 7 fixes), names and descriptions in the language asked for",
      content: { "application/json": { schema: z.array(LoanServiceSummarySchema) } },
    },
    400: errorResponse("A language the site does not have"),
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
    query: LanguageQuerySchema,
  },
  responses: {
    200: {
      description: "The loan service, its texts in the language asked for",
      content: { "application/json": { schema: LoanServiceDetailSchema } },
    },
    400: errorResponse("Invalid slug, or a language the site does not have"),
    404: errorResponse("No active loan service has this slug"),
  },
});

/** GET /api/loan-services and /api/loan-services/{slug}: the active services the site shows. */
export function registerLoanServiceRoutes(api: OpenAPIHono, services: AppServices) {
  api.openapi(listLoanServices, async (c) => {
    const { lang = "en" } = c.req.valid("query");
    return c.json(await activeLoanServicesIn(services, lang), 200);
  });

  api.openapi(getLoanService, async (c) => {
    const { slug } = c.req.valid("param");
    const { lang = "en" } = c.req.valid("query");
    const service = await services.loanServices.getActiveBySlug(slug);
    if (!service) return apiError(c, 404, "not_found", `No loan service with slug '${slug}'`);
    return c.json((await localizeLoanService(services.translations, lang, service)).service, 200);
  });
}
