import type { OpenAPIHono } from "@hono/zod-openapi";
import { actorOf } from "../../../auth/request-actor";
import type { AppServices } from "../../../app-services.server";
import { SiteSettingsSchema } from "../../../settings/settings.schema";
import { SiteSettingsEditSchema } from "../../../settings/site-settings-edit";
import { errorResponse } from "../../api-error.server";
import type { AdminEnv } from "./admin-auth.server";
import { staffRoute } from "./staff-route";
import { jsonBody, jsonContent } from "./schemas";

const tags = ["Site settings"];

const getSettings = staffRoute("settings:read", {
  method: "get",
  path: "/settings",
  tags,
  summary:
    "The site settings: the business's name, legal name, tagline, rating and trust badge count, contact details, address and map link, social links, header links, tracker ids, and the opening hours (read-only, from the lead settings' working hours)",
  responses: {
    200: jsonContent("The site settings", SiteSettingsSchema),
    401: errorResponse("Not signed in"),
    403: errorResponse("Viewers have no access to the site settings"),
  },
});

const patchSettings = staffRoute("settings:write", {
  method: "patch",
  path: "/settings",
  tags,
  summary: "Change part of the site settings (owner, admin, editor)",
  description:
    "Send only what changes; `socialLinks`, `address` and `rating` may be partial too (the other links and address lines are kept). Each social link must be an https address on its network's domain. Phone numbers are taken as people type them (`98470 12345`, `+91 98470-12345`, `0484 200 0000`) and stored as E.164. `mapUrl`, `ga4MeasurementId` and `metaPixelId` take null or an empty string to clear. `businessName` (2-120), `legalName` (2-160) and `tagline` (2-200) are plain text (HTML tags are refused); `rating.value` is 1 to 5 with one decimal and `rating.count` a whole number of reviews (the home page's structured data states them); `trustBadgeCount` is a number as people write it, e.g. `5,000+`. Field errors use dotted paths (`socialLinks.facebook`, `address.postalCode`, `rating.value`). `leadAlertRecipients` is not a site setting any more: it is answered 400 with a message pointing to PATCH /api/admin/leads/settings (owner and admin). Nor is `businessHours`: the opening hours are the working hours of the lead settings in words (PATCH /api/admin/leads/settings), and sending it answers 400. The public pages show the change on their next request.",
  request: { body: jsonBody(SiteSettingsEditSchema) },
  responses: {
    200: jsonContent("The site settings as saved", SiteSettingsSchema),
    400: errorResponse("A setting has a value that cannot be used"),
    401: errorResponse("Not signed in"),
    403: errorResponse("Viewers cannot change the site settings"),
  },
});

export function registerSettingsRoutes(api: OpenAPIHono<AdminEnv>, services: AppServices) {
  const { settings } = services;
  api.openapi(getSettings, async (c) => c.json(await settings.getSite(), 200));
  // The body is checked again, whole, by the service (the same schema): it also answers callers
  // that reach it without this route.
  api.openapi(patchSettings, async (c) =>
    c.json(await settings.editSite(actorOf(c.get("principal"), c.get("origin").ip), await c.req.json()), 200),
  );
}
