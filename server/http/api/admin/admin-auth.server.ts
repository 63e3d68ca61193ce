import type { MiddlewareHandler } from "hono";
import type { AppServices } from "../../../app-services.server";
import type { RequestOrigin } from "../../../auth/request-actor";
import { can, type Permission } from "../../../auth/permissions";
import { staffRoleLabels } from "../../../vocabulary/staff";
import type { StaffPrincipal } from "../../../auth/staff-user";
import { apiError } from "../../api-error.server";
import { requestOrigin } from "../../client-address.server";

/** What every /api/admin handler can read: who acts, and from where. */
export type AdminEnv = {
  Variables: {
    principal: StaffPrincipal;
    origin: RequestOrigin;
  };
};

/** Operations that are themselves the way in (they take credentials in their body or cookie). */
const OPEN_OPERATIONS = new Set(["POST /auth/login", "POST /auth/two-factor", "POST /auth/set-password"]);

/**
 * Operations an account that must first change its password or turn on two-factor sign-in may
 * still use: to do exactly that, see who it is, and sign out.
 */
const SETUP_OPERATIONS = [
  /^GET \/auth\/me$/,
  /^POST \/auth\/logout$/,
  /^POST \/account\/password$/,
  /^POST \/account\/two-factor\/(setup|enable)$/,
];

const SETUP_MESSAGES = {
  change_password: "Choose a new password on your account page first (you signed in with a temporary one).",
  enable_two_factor: "Turn on two-factor sign-in on your account page first: the owner requires it for all staff.",
} as const;

/**
 * Who is calling /api/admin: an API token (Authorization: Bearer, spec section 6) or the staff
 * session cookie. Without either, 401; with an account that has a set-up step to do, 403 for
 * everything but that step.
 */
export function adminAuthentication(services: AppServices, mountPath: string): MiddlewareHandler<AdminEnv> {
  return async (c, next) => {
    const origin = requestOrigin(c, services.config.TRUST_PROXY);
    c.set("origin", origin);
    const operation = `${c.req.method} ${c.req.path.slice(mountPath.length)}`;
    if (OPEN_OPERATIONS.has(operation)) return next();

    let principal: StaffPrincipal | null;
    const authorization = c.req.header("Authorization");
    if (authorization !== undefined) {
      const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
      principal = match ? await services.auth.authenticateToken(match[1]!) : null;
      if (!principal) {
        return apiError(
          c,
          401,
          "invalid_token",
          "This API token is not valid: it may have been revoked, or its account deactivated. Create a new token on the API tokens screen.",
          undefined,
          { "WWW-Authenticate": 'Bearer error="invalid_token"' },
        );
      }
    } else {
      principal = await services.auth.authenticateSession(services.staffCookies.read(c.req.header("Cookie")).session);
    }
    if (!principal) {
      return apiError(
        c,
        401,
        "unauthorized",
        "Sign in first (or send an API token as Authorization: Bearer <token>).",
        undefined,
        { "WWW-Authenticate": "Bearer" },
      );
    }
    if (principal.setupStep && !SETUP_OPERATIONS.some((pattern) => pattern.test(operation))) {
      return apiError(c, 403, "account_setup_required", SETUP_MESSAGES[principal.setupStep]);
    }
    c.set("principal", principal);
    return next();
  };
}

/** 403 unless the caller's role has `permission` (permissions.ts). */
export function requirePermission(permission: Permission): MiddlewareHandler<AdminEnv> {
  return async (c, next) => {
    const principal = c.get("principal");
    if (!can(principal.user, permission)) {
      return apiError(
        c,
        403,
        "forbidden",
        `Your role (${staffRoleLabels[principal.user.role]}) does not allow this. Ask an owner if you need it.`,
      );
    }
    return next();
  };
}

/**
 * 403 unless the caller came with the staff session cookie (a person signed in to a browser), not
 * an API token: for the operations on one's own sign-in (staff-route.ts, ownAccountRoute).
 */
export function requireInteractiveSession(): MiddlewareHandler<AdminEnv> {
  return async (c, next) => {
    if (c.get("principal").via !== "session") {
      return apiError(
        c,
        403,
        "session_required",
        "Your own password, two-factor sign-in, sessions and profile can only be changed by you, signed in to the staff area in a browser; API tokens cannot.",
      );
    }
    return next();
  };
}
