import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { z } from "@hono/zod-openapi";
import { actorOf } from "../../../auth/request-actor";
import type { AppServices } from "../../../app-services.server";
import {
  LenderOfferInputSchema,
  LenderOfferListSchema,
  LenderOfferPatchSchema,
  LenderOfferSchema,
  OfferFreshnessEditSchema,
  OfferFreshnessSchema,
} from "../../../loan-services/lender-offer.schema";
import { errorResponse } from "../../api-error.server";
import type { AdminEnv } from "./admin-auth.server";
import { staffRoute } from "./staff-route";
import { IdParams, jsonBody, jsonContent } from "./schemas";

const tags = ["Lenders' offers"];

const readErrors = {
  401: errorResponse("Not signed in"),
  403: errorResponse("Viewers have no access to the loan services"),
};
const writeErrors = {
  401: errorResponse("Not signed in"),
  403: errorResponse("Viewers cannot change lenders' offers"),
};

/** `{id}` (the loan service) and `{offerId}`. */
const OfferParams = IdParams.extend({
  offerId: z.coerce
    .number({ error: "Use a number" })
    .int("Use a whole number")
    .positive("Use a positive number")
    .max(2_147_483_647, "No such offer")
    .openapi({ param: { name: "offerId", in: "path" }, example: 1 }),
});

const offerFieldsHelp =
  "Fields: `lenderName` (one of the lenders of GET /api/admin/disclosures, exactly as written there), `rateFrom` and `rateTo` (% a year, 0-50, two decimals, from ≤ to), `rateType` (fixed or floating; default floating), `processingFee` (plain text, 2-120, as the lender states it), `maxAmount` (whole rupees, ₹10,000 to ₹100 crore, or null), `maxTenureMonths` (1-480, or null), `asOf` (the IST day the rates were checked, YYYY-MM-DD, not after today), `linkUrl` (https:// address of the lender's page or Key Fact Statement, or null), `notes` (plain text up to 300). Visitors see an offer until it is older than the “hide after” setting; the loan page shows it on its next request.";

const list = staffRoute("service:read", {
  method: "get",
  path: "/loan-services/{id}/offers",
  tags,
  summary: "A loan service's lenders' offers, hidden ones too, lowest rate first (owner, admin, editor)",
  description:
    "Each offer's `state` says where it stands today: current, stale (older than “flag after”: on the dashboard) or hidden (older than “hide after”: no longer on the loan page).",
  request: { params: IdParams },
  responses: {
    200: jsonContent("The service and its offers", LenderOfferListSchema),
    404: errorResponse("No such loan service"),
    ...readErrors,
  },
});

const create = staffRoute("service:write", {
  method: "post",
  path: "/loan-services/{id}/offers",
  tags,
  summary: "Add a lender's offer to a loan service (owner, admin, editor)",
  description: offerFieldsHelp,
  request: { params: IdParams, body: jsonBody(LenderOfferInputSchema) },
  responses: {
    201: jsonContent("The offer as saved", LenderOfferSchema),
    400: errorResponse("A field cannot be used (a message per field)"),
    404: errorResponse("No such loan service"),
    ...writeErrors,
  },
});

const update = staffRoute("service:write", {
  method: "patch",
  path: "/loan-services/{id}/offers/{offerId}",
  tags,
  summary: "Change a lender's offer (owner, admin, editor)",
  description: `Send only what changes, with the \`version\` you read: an offer changed since answers 409. The result is checked whole. ${offerFieldsHelp}`,
  request: { params: OfferParams, body: jsonBody(LenderOfferPatchSchema) },
  responses: {
    200: jsonContent("The offer as saved", LenderOfferSchema),
    400: errorResponse("A field cannot be used (a message per field)"),
    404: errorResponse("No such offer on this loan service"),
    409: errorResponse("Changed by someone else meanwhile: reload"),
    ...writeErrors,
  },
});

const remove = staffRoute("service:write", {
  method: "delete",
  path: "/loan-services/{id}/offers/{offerId}",
  tags,
  summary: "Remove a lender's offer (owner, admin, editor)",
  request: { params: OfferParams },
  responses: {
    204: { description: "Removed" },
    404: errorResponse("No such offer on this loan service"),
    ...writeErrors,
  },
});

const getFreshness = staffRoute("settings:read", {
  method: "get",
  path: "/lender-offers/settings",
  tags,
  summary: "How long lenders' rates stay current, for every loan service",
  description:
    "`flagAfterDays`: offers checked longer ago are flagged on the dashboard (default 45). `hideAfterDays`: offers checked longer ago leave the loan pages and no longer set the EMI calculator's starting rate (default 90).",
  responses: {
    200: jsonContent("The settings", OfferFreshnessSchema),
    401: errorResponse("Not signed in"),
    403: errorResponse("Viewers have no access to the site settings"),
  },
});

const patchFreshness = staffRoute("settings:write", {
  method: "patch",
  path: "/lender-offers/settings",
  tags,
  summary: "Change how long lenders' rates stay current (owner, admin, editor)",
  description:
    "Send either or both: `flagAfterDays` (1-365) and `hideAfterDays` (2-730, more than `flagAfterDays`). The loan pages follow on their next request.",
  request: { body: jsonBody(OfferFreshnessEditSchema) },
  responses: {
    200: jsonContent("The settings as saved", OfferFreshnessSchema),
    400: errorResponse("A value cannot be used (a message per field)"),
    401: errorResponse("Not signed in"),
    403: errorResponse("Viewers cannot change the site settings"),
  },
});

/**
 * The hook of an operation whose body the service checks with more than its declaration knows
 * (the disclosures' lender list, today in IST): a body the declaration refuses goes to the
 * service's whole check, which throws the 400 naming every field to fix at once, not only the
 * ones the declaration can see. Anything else the declaration refuses answers as usual (the
 * thrown zod error is the usual 400).
 */
function wholeBodyCheck(check: (c: Context<AdminEnv>, body: unknown) => Promise<void>) {
  const refuse = async (c: Context<AdminEnv>, target: string, error: z.core.$ZodError): Promise<never> => {
    if (target === "json") await check(c, await c.req.json());
    throw error;
  };
  return (result: { success: boolean; target: string; error?: z.core.$ZodError }, c: Context<AdminEnv>) =>
    result.success || !result.error ? undefined : refuse(c, result.target, result.error);
}

export function registerLenderOfferRoutes(api: OpenAPIHono<AdminEnv>, services: AppServices) {
  const { lenderOffers, offerFreshness } = services;
  const actor = (c: Context<AdminEnv>) => actorOf(c.get("principal"), c.get("origin").ip);

  const params = (c: Context<AdminEnv>) => c.req.param() as { id: string; offerId?: string };

  api.openapi(list, async (c) => c.json(await lenderOffers.list(c.req.valid("param").id), 200));
  // The service checks bodies again with every rule (callers that bypass these routes too).
  api.openapi(
    create,
    async (c) => c.json(await lenderOffers.create(actor(c), c.req.valid("param").id, await c.req.json()), 201),
    wholeBodyCheck((c, body) => lenderOffers.check(Number(params(c).id), body)),
  );
  api.openapi(
    update,
    async (c) => {
      const { id, offerId } = c.req.valid("param");
      return c.json(await lenderOffers.update(actor(c), id, offerId, await c.req.json()), 200);
    },
    wholeBodyCheck((c, body) => lenderOffers.check(Number(params(c).id), body, Number(params(c).offerId))),
  );
  api.openapi(remove, async (c) => {
    const { id, offerId } = c.req.valid("param");
    await lenderOffers.remove(actor(c), id, offerId);
    return c.body(null, 204);
  });
  api.openapi(getFreshness, async (c) => c.json(await offerFreshness.get(), 200));
  api.openapi(patchFreshness, async (c) => c.json(await offerFreshness.edit(actor(c), await c.req.json()), 200));
}
