import { createRoute, type RouteConfig } from "@hono/zod-openapi";
import type { Permission } from "../../../auth/permissions";
import { requirePermission } from "./admin-auth.server";
import { staffSecurity } from "./schemas";

/**
 * Declares a staff operation with the permission it needs, in one place: the middleware that
 * refuses other roles (403), the OpenAPI `security` (API token or session cookie) and an
 * `x-permission` entry, so the document says who may call it and tests can check every
 * operation against the permission map. `null`: anyone signed in (their own account).
 */
export function staffRoute<const R extends Omit<RouteConfig, "security" | "middleware">>(
  permission: Permission | null,
  route: R,
) {
  return createRoute({
    ...route,
    security: staffSecurity,
    "x-permission": permission ?? "any signed-in staff",
    ...(permission ? { middleware: [requirePermission(permission)] } : {}),
  });
}
