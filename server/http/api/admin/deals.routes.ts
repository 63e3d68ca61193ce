import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { z } from "@hono/zod-openapi";
import { actorOf } from "../../../auth/request-actor";
import type { AppServices } from "../../../app-services.server";
import { DealListQuerySchema } from "../../../deals/deal-list.schema";
import {
  DealInputSchema,
  DealListSchema,
  DealPatchSchema,
  DealReorderSchema,
  DealSchema,
} from "../../../deals/deal.schema";
import { errorResponse } from "../../api-error.server";
import type { AdminEnv } from "./admin-auth.server";
import { staffRoute } from "./staff-route";
import { IdParams, jsonBody, jsonContent } from "./schemas";

const tags = ["Deals"];

const readErrors = {
  401: errorResponse("Not signed in"),
  403: errorResponse("Viewers have no access to deals"),
};
const writeErrors = {
  401: errorResponse("Not signed in"),
  403: errorResponse("Viewers cannot change deals"),
};

const dealFieldsHelp =
  "Fields: `title` (3-120), `lender` (2-120), `summary` (up to 400), `offerTerms` (up to 6 lines), `rateFromPercent` (0-40, two decimals, or null), `serviceSlug` (a loan service's slug; required when `ctaKind` is lead), `imageUrl` (https:// or a site path) with `imageAlt` (required with an image), `ctaKind` (lead: the service's enquiry form, the lead records the deal; link: `ctaUrl`, https:// or a site path), `ctaLabel` (up to 40), `validFrom`/`validUntil` (ISO 8601 with offset, or null; the end after the start), `isActive`.";

const list = staffRoute("deal:read", {
  method: "get",
  path: "/deals",
  tags,
  summary: "Deals in display order, filtered and paged (owner, admin, editor)",
  description:
    "`state`: live, scheduled, expired or inactive. `search`: part of the title or the lender. Each item has its `position` in the whole order.",
  request: { query: DealListQuerySchema },
  responses: {
    200: jsonContent("One page of deals", DealListSchema),
    400: errorResponse("A filter has a value that does not exist"),
    ...readErrors,
  },
});

const create = staffRoute("deal:write", {
  method: "post",
  path: "/deals",
  tags,
  summary: "Create a deal, last in the order (owner, admin, editor)",
  description: dealFieldsHelp,
  request: { body: jsonBody(DealInputSchema) },
  responses: {
    201: jsonContent("The deal as saved", DealSchema),
    400: errorResponse("A field cannot be used (a message per field)"),
    ...writeErrors,
  },
});

// Before /deals/{id}, which would otherwise take "reorder" for an id.
const reorder = staffRoute("deal:write", {
  method: "post",
  path: "/deals/reorder",
  tags,
  summary: "Change the order of the deals (owner, admin, editor)",
  description:
    "Either `{ids}`: every deal's id in the new order, or `{id, direction}`: move one deal one place up or down. Answers every deal in the new order.",
  request: { body: jsonBody(DealReorderSchema) },
  responses: {
    200: jsonContent("Every deal, in the new order", z.array(DealSchema)),
    400: errorResponse("Unknown, repeated or missing ids"),
    404: errorResponse("No such deal"),
    ...writeErrors,
  },
});

const getOne = staffRoute("deal:read", {
  method: "get",
  path: "/deals/{id}",
  tags,
  summary: "One deal",
  request: { params: IdParams },
  responses: { 200: jsonContent("The deal", DealSchema), 404: errorResponse("No such deal"), ...readErrors },
});

const update = staffRoute("deal:write", {
  method: "patch",
  path: "/deals/{id}",
  tags,
  summary: "Change a deal (owner, admin, editor)",
  description: `Send only what changes; the result is checked whole. Send the \`updatedAt\` you read: a deal changed since answers 409. ${dealFieldsHelp}`,
  request: { params: IdParams, body: jsonBody(DealPatchSchema) },
  responses: {
    200: jsonContent("The deal as saved", DealSchema),
    400: errorResponse("A field cannot be used (a message per field)"),
    404: errorResponse("No such deal"),
    409: errorResponse("Changed by someone else meanwhile: reload"),
    ...writeErrors,
  },
});

const remove = staffRoute("deal:write", {
  method: "delete",
  path: "/deals/{id}",
  tags,
  summary: "Delete a deal (owner, admin, editor)",
  description: "Leads that came from the deal keep its title.",
  request: { params: IdParams },
  responses: { 204: { description: "Deleted" }, 404: errorResponse("No such deal"), ...writeErrors },
});

const duplicate = staffRoute("deal:write", {
  method: "post",
  path: "/deals/{id}/duplicate",
  tags,
  summary: "Copy a deal: inactive, titled “Copy of …”, last in the order (owner, admin, editor)",
  request: { params: IdParams },
  responses: { 201: jsonContent("The copy", DealSchema), 404: errorResponse("No such deal"), ...writeErrors },
});

export function registerDealRoutes(api: OpenAPIHono<AdminEnv>, services: AppServices) {
  const { deals } = services;
  const actor = (c: Context<AdminEnv>) => actorOf(c.get("principal"), c.get("origin").ip);

  api.openapi(list, async (c) => c.json(await deals.list(c.req.valid("query")), 200));
  // The service checks bodies again with the same schemas (callers that bypass these routes too).
  api.openapi(create, async (c) => c.json(await deals.create(actor(c), await c.req.json()), 201));
  api.openapi(reorder, async (c) => c.json(await deals.reorder(actor(c), await c.req.json()), 200));
  api.openapi(getOne, async (c) => c.json(await deals.get(c.req.valid("param").id), 200));
  api.openapi(update, async (c) =>
    c.json(await deals.update(actor(c), c.req.valid("param").id, await c.req.json()), 200),
  );
  api.openapi(remove, async (c) => {
    await deals.remove(actor(c), c.req.valid("param").id);
    return c.body(null, 204);
  });
  api.openapi(duplicate, async (c) => c.json(await deals.duplicate(actor(c), c.req.valid("param").id), 201));
}
