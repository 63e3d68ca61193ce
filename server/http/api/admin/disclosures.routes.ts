import type { OpenAPIHono } from "@hono/zod-openapi";
import { actorOf } from "../../../auth/request-actor";
import type { AppServices } from "../../../app-services.server";
import { DisclosuresEditSchema, DisclosuresSchema } from "../../../settings/disclosures";
import { errorResponse } from "../../api-error.server";
import type { AdminEnv } from "./admin-auth.server";
import { staffRoute } from "./staff-route";
import { jsonBody, jsonContent } from "./schemas";

const tags = ["Site settings"];

const getDisclosures = staffRoute("settings:read", {
  method: "get",
  path: "/disclosures",
  tags,
  summary: "The RBI / DSA disclosures: lenders, grievance officer, escalation path, charges",
  responses: {
    200: jsonContent("The disclosures", DisclosuresSchema),
    401: errorResponse("Not signed in"),
    403: errorResponse("Viewers have no access to the site settings"),
  },
});

const patchDisclosures = staffRoute("settings:write", {
  method: "patch",
  path: "/disclosures",
  tags,
  summary: "Change the RBI / DSA disclosures (owner, admin, editor)",
  description:
    "Send only the parts that change: `lenders` (the whole list, in display order, up to 40), `grievanceOfficer` (name, email, phone as people type it, stored as E.164, hours; or null), `escalation`, `charges`. Field errors use dotted paths (`lenders.2.entityType`, `grievanceOfficer.phone`). Every loan page, the lead dialog and /disclaimer show the change on their next request.",
  request: { body: jsonBody(DisclosuresEditSchema) },
  responses: {
    200: jsonContent("The disclosures as saved", DisclosuresSchema),
    400: errorResponse("A value cannot be used"),
    401: errorResponse("Not signed in"),
    403: errorResponse("Viewers cannot change the disclosures"),
  },
});

export function registerDisclosuresRoutes(api: OpenAPIHono<AdminEnv>, services: AppServices) {
  const { disclosures } = services;
  api.openapi(getDisclosures, async (c) => c.json(await disclosures.get(), 200));
  // The service checks the body again with the same schema (callers that bypass this route too).
  api.openapi(patchDisclosures, async (c) =>
    c.json(await disclosures.edit(actorOf(c.get("principal"), c.get("origin").ip), await c.req.json()), 200),
  );
}
