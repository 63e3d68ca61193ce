import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import type { AppServices } from "../../app-services.server";
import { PublicDealSchema } from "../../deals/deal.schema";
import { errorResponse } from "../api-error.server";
import { LanguageQuery } from "./language-query";

const listDeals = createRoute({
  method: "get",
  path: "/deals",
  tags: ["Deals"],
  summary: "The deals shown on /deals now: active and within their dates, in the staff's order",
  description:
    "Texts (title, summary, offer terms, image description, button label) in `lang` where a translation is published, else in English; lenders' names as written.",
  request: { query: LanguageQuery },
  responses: {
    200: {
      description: "Live deals (bare array, like the spec's other public lists)",
      content: { "application/json": { schema: z.array(PublicDealSchema) } },
    },
    400: errorResponse("Invalid language"),
  },
});

/** GET /api/deals: what /deals shows, for clients that read JSON. */
export function registerPublicDealRoutes(api: OpenAPIHono, services: AppServices) {
  api.openapi(listDeals, async (c) => {
    const { lang } = c.req.valid("query");
    const deals = await services.deals.listLiveIn(lang, services.translations);
    return c.json(
      deals.map((deal) => deal.value),
      200,
    );
  });
}
