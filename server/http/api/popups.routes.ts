import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import type { AppServices } from "../../app-services.server";
import { PublicPopupSchema, popupPagePattern } from "../../popups/popup.schema";
import { errorResponse } from "../api-error.server";
import { LanguageQuery } from "./language-query";

const listPopups = createRoute({
  method: "get",
  path: "/popups/{page}",
  tags: ["Popups"],
  summary: "Active popups for a page, highest priority first",
  description:
    "A popup is listed when it is active, within its dates (startsAt/endsAt), its targetPage contains the page name, and it is for every language or for `lang`'s pages. Texts come in `lang` where translated (englishFields lists those still in English). Content is sanitized HTML.",
  request: {
    params: z.object({
      page: z
        .string()
        .regex(popupPagePattern, "Use 1 to 60 lower-case letters, digits and hyphens")
        .openapi({ param: { name: "page", in: "path" }, example: "home" }),
    }),
    query: LanguageQuery,
  },
  responses: {
    200: {
      description: "Popups (bare array, as spec section 7 fixes)",
      content: { "application/json": { schema: z.array(PublicPopupSchema) } },
    },
    400: errorResponse("Invalid page name or language"),
  },
});

/** GET /api/popups/{page}: the popups the site's popup host shows on a page. */
export function registerPublicPopupRoutes(api: OpenAPIHono, services: AppServices) {
  api.openapi(listPopups, async (c) => {
    const { page } = c.req.valid("param");
    const { lang } = c.req.valid("query");
    return c.json(
      await services.popups.listActiveForPage(page, { language: lang, translations: services.translations }),
      200,
    );
  });
}
