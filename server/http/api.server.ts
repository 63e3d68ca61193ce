import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppServices } from "../app-services.server";
import { registerPublicBlogRoutes } from "./api/blog.routes";
import { invalidInput } from "./api-error.server";
import { jsonBodiesOnly } from "./json-body.server";
import { createAdminApi } from "./api/admin/admin-api.server";
import { isMediaUpload } from "./api/admin/media.routes";
import { isDownloadUpload } from "./api/admin/downloads.routes";
import { registerLeadRoutes } from "./api/leads.routes";
import { registerLoanServiceRoutes } from "./api/loan-services.routes";
import { registerPopupEventRoutes } from "./api/popup-events.routes";
import { registerPublicPopupRoutes } from "./api/popups.routes";
import { registerPublicDealRoutes } from "./api/deals.routes";
import { registerEventRoutes } from "./api/events.routes";
import { isDocumentPiece, registerDocumentRoutes } from "./api/documents.routes";

/** Where the server mounts this API; the OpenAPI document names it as its server, so generated clients reach it. */
export const API_BASE_PATH = "/api";

/** The JSON API, mounted under API_BASE_PATH (/api). Every route is declared once with its zod schemas. */
export function createApi(services: AppServices) {
  const api = new OpenAPIHono({
    defaultHook: (result, c) => {
      if (!result.success) {
        return invalidInput(c, result.error);
      }
    },
  });

  // Every body, public and staff, is UTF-8 JSON: anything else is a 415 before any other work.
  api.use(
    "*",
    jsonBodiesOnly(
      (method, path) => isDownloadUpload(method, path) || isMediaUpload(method, path) || isDocumentPiece(method, path),
    ),
  );

  registerLoanServiceRoutes(api, services);

  registerPublicPopupRoutes(api, services);
  registerPopupEventRoutes(api, services);

  registerPublicDealRoutes(api, services);

  registerPublicBlogRoutes(api, services);

  registerLeadRoutes(api, services);

  registerEventRoutes(api, services);

  registerDocumentRoutes(api, services);

  api.route("/admin", createAdminApi(services));
  api.openAPIRegistry.registerComponent("securitySchemes", "bearerAuth", {
    type: "http",
    scheme: "bearer",
    description: "An API token from the staff area's API tokens screen (Authorization: Bearer dsa_…)",
  });
  api.openAPIRegistry.registerComponent("securitySchemes", "sessionCookie", {
    type: "apiKey",
    in: "cookie",
    name: services.staffCookies.names.session,
    description: "The staff session cookie set by POST /api/admin/auth/login",
  });

  api.doc31("/openapi.json", {
    openapi: "3.1.0",
    info: {
      title: "DSA website API",
      version: "1.0.0",
      description:
        "Public and staff API of the loan agent website. Errors share one shape: " +
        '{"error":{"code","message","fields?"}}.',
    },
    // The paths below are relative to the mount point: without it a generated client posts to /leads.
    servers: [{ url: API_BASE_PATH }],
  });

  return api;
}
