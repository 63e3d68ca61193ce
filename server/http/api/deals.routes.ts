import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import type { AppServices } from "../../app-services.server";
import { PublicDealSchema } from "../../deals/deal.schema";

const listDeals = createRoute({
  method: "get",
  path: "/deals",
  tags: ["Deals"],
  summary: "The deals shown on /deals now: active and within their dates, in the staff's order",
  responses: {
    200: {
      description: "Live deals (bare array, like the spec's other public lists)",
      content: { "application/json": { schema: z.array(PublicDealSchema) } },
    },
  },
});

/** GET /api/deals: what /deals shows, for clients that read JSON. */
export function registerPublicDealRoutes(api: OpenAPIHono, services: AppServices) {
  api.openapi(listDeals, async (c) => c.json(await services.deals.listLive(), 200));
}
