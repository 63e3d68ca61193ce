import { createRoute, type RouteConfig } from "@hono/zod-openapi";
import type { Permission } from "../../../auth/permissions";
import { requireInteractiveSession, requirePermission } from "./admin-auth.server";
import { staffSecurity } from "./schemas";

/** The `x-permission` of the operations on one's own account (see ownAccountRoute). */
export const OWN_ACCOUNT_PERMISSION = "own account, signed-in session only";

/**
 * Declares a staff operation with the permission it needs, in one place: the middleware that
 * refuses other roles (403), the OpenAPI `security` (API token or session cookie) and an
 * `x-permission` entry, so the document says who may call it and tests can check every
 * operation against the permission map. `null`: anyone signed in.
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

/**
 * An operation on one's own sign-in (password, two-factor, sessions, profile): only the person
 * themselves, in a browser session they signed in to. API tokens act *as* an account; taking over
 * the account's sign-in with one (locking its owner out with a two-factor secret only the token's
 * creator holds, reading recovery codes, ending its sessions) must not be possible. 403 for tokens.
 */
export function ownAccountRoute<const R extends Omit<RouteConfig, "security" | "middleware">>(route: R) {
  return createRoute({
    ...route,
    security: [{ sessionCookie: [] }],
    "x-permission": OWN_ACCOUNT_PERMISSION,
    middleware: [requireInteractiveSession()],
  });
}
