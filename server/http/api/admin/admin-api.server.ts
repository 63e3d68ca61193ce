import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppServices } from "../../../app-services.server";
import { invalidInput } from "../../api-error.server";
import { registerAccountRoutes } from "./account.routes";
import { registerAnalyticsRoutes } from "./analytics.routes";
import { adminAuthentication, type AdminEnv } from "./admin-auth.server";
import { registerAuditRoutes } from "./audit.routes";
import { registerAuthRoutes } from "./auth.routes";
import { registerBackupRoutes } from "./backups.routes";
import { registerLeadDocumentRoutes } from "./lead-documents.routes";
import { registerDashboardRoutes } from "./dashboard.routes";
import { registerDealRoutes } from "./deals.routes";
import { registerDisclosuresRoutes } from "./disclosures.routes";
import { registerDownloadRoutes } from "./downloads.routes";
import { registerLeadArrivalRoutes } from "./lead-arrivals.routes";
import { registerLenderOfferRoutes } from "./lender-offers.routes";
import { registerLeadRoutes } from "./leads.routes";
import { registerLoanServiceAdminRoutes } from "./loan-services.routes";
import { registerMailServerRoutes } from "./mail-server.routes";
import { registerMediaRoutes } from "./media.routes";
import { registerLeadPrivacyRoutes } from "./lead-privacy.routes";
import { registerPageRoutes } from "./pages.routes";
import { registerTranslationRoutes } from "./translations.routes";
import { registerPopupRoutes } from "./popups.routes";
import { registerPostRoutes } from "./posts.routes";
import { registerSchemeRoutes } from "./schemes.routes";
import { registerSettingsRoutes } from "./settings.routes";
import { registerTokenRoutes } from "./tokens.routes";
import { registerUserRoutes } from "./users.routes";

/** Where the staff API is mounted (spec section 6: paths containing the admin segment). */
export const ADMIN_API_MOUNT = "/api/admin";

/**
 * The staff API: one authentication middleware for every operation (401/403 JSON, and who acted),
 * then each resource's routes with their permission. Mounted under /api/admin.
 */
export function createAdminApi(services: AppServices) {
  const admin = new OpenAPIHono<AdminEnv>({
    defaultHook: (result, c) => {
      if (!result.success) {
        return invalidInput(c, result.error);
      }
    },
  });
  admin.use("*", adminAuthentication(services, ADMIN_API_MOUNT));
  registerAuthRoutes(admin, services);
  registerAccountRoutes(admin, services);
  registerUserRoutes(admin, services);
  registerTokenRoutes(admin, services);
  registerAuditRoutes(admin, services);
  registerDashboardRoutes(admin, services);
  // Before any /leads/{id} route: /leads/export, /leads/person and /leads/arrivals are paths of their own.
  registerLeadArrivalRoutes(admin, services);
  registerLeadPrivacyRoutes(admin, services);
  registerLeadRoutes(admin, services);
  registerLeadDocumentRoutes(admin, services);
  registerSettingsRoutes(admin, services);
  registerMailServerRoutes(admin, services);
  registerBackupRoutes(admin, services);
  registerDisclosuresRoutes(admin, services);
  registerDownloadRoutes(admin, services);
  registerPopupRoutes(admin, services);
  registerLoanServiceAdminRoutes(admin, services);
  registerDealRoutes(admin, services);
  registerSchemeRoutes(admin, services);
  registerLenderOfferRoutes(admin, services);
  registerPostRoutes(admin, services);
  registerPageRoutes(admin, services);
  registerTranslationRoutes(admin, services);
  registerMediaRoutes(admin, services);
  registerAnalyticsRoutes(admin, services);
  return admin;
}
