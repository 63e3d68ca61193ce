import { OpenAPIHono, z } from "@hono/zod-openapi";
import { ownAccountRoute } from "./staff-route";
import type { AppServices } from "../../../app-services.server";
import {
  ChangePasswordSchema,
  PasswordConfirmSchema,
  TwoFactorCodeSchema,
  UpdateProfileSchema,
} from "../../../users/user.schema";
import { errorResponse } from "../../api-error.server";
import type { AdminEnv } from "./admin-auth.server";
import { IdParams, StaffUserSchema, jsonBody, jsonContent } from "./schemas";

const tags = ["My account"];

const SessionSchema = z
  .object({
    id: z.number().int(),
    createdAt: z.string(),
    lastSeenAt: z.string(),
    expiresAt: z.string(),
    ip: z.string().nullable(),
    userAgent: z.string().nullable(),
    current: z.boolean().openapi({ description: "The session this request came with" }),
  })
  .openapi("StaffSession");

const RecoveryCodesSchema = z
  .object({
    recoveryCodes: z.array(z.string()).openapi({ description: "Shown once: each works one time" }),
  })
  .openapi("RecoveryCodes");

const unauthorized = errorResponse("Not signed in");
const sessionOnly = errorResponse(
  "Called with an API token: one's own account is changed only in a signed-in browser session",
);

const changePassword = ownAccountRoute({
  method: "post",
  path: "/account/password",
  tags,
  summary: "Change my password",
  description:
    "The current password is required. Every other session of the account ends; this one continues with a new cookie.",
  request: { body: jsonBody(ChangePasswordSchema) },
  responses: {
    200: jsonContent("Changed", z.object({ user: StaffUserSchema })),
    400: errorResponse("Wrong current password, or the new one breaks a rule"),
    401: unauthorized,
    403: sessionOnly,
  },
});

const updateProfile = ownAccountRoute({
  method: "patch",
  path: "/account",
  tags,
  summary: "Change my display name",
  request: { body: jsonBody(UpdateProfileSchema) },
  responses: {
    200: jsonContent("Changed", z.object({ user: StaffUserSchema })),
    400: errorResponse("Invalid name"),
    401: unauthorized,
    403: sessionOnly,
  },
});

const listSessions = ownAccountRoute({
  method: "get",
  path: "/account/sessions",
  tags,
  summary: "Where I am signed in",
  responses: {
    200: jsonContent("Sessions", z.object({ items: z.array(SessionSchema), total: z.number().int() })),
    401: unauthorized,
    403: sessionOnly,
  },
});

const revokeSession = ownAccountRoute({
  method: "delete",
  path: "/account/sessions/{id}",
  tags,
  summary: "Sign out one of my sessions",
  request: { params: IdParams },
  responses: {
    204: { description: "Signed out" },
    401: unauthorized,
    403: sessionOnly,
    404: errorResponse("No such session of mine"),
  },
});

const signOutEverywhere = ownAccountRoute({
  method: "post",
  path: "/account/sessions/sign-out-everywhere",
  tags,
  summary: "Sign out everywhere, this browser included",
  responses: {
    200: jsonContent("Signed out", z.object({ sessionsEnded: z.number().int() })),
    401: unauthorized,
    403: sessionOnly,
  },
});

const twoFactorStatus = ownAccountRoute({
  method: "get",
  path: "/account/two-factor",
  tags,
  summary: "Whether two-factor sign-in is on, and how many recovery codes are left",
  responses: {
    200: jsonContent(
      "Status",
      z.object({ enabled: z.boolean(), recoveryCodesLeft: z.number().int(), requiredByOwner: z.boolean() }),
    ),
    401: unauthorized,
    403: sessionOnly,
  },
});

const beginSetup = ownAccountRoute({
  method: "post",
  path: "/account/two-factor/setup",
  tags,
  summary: "Start turning on two-factor sign-in: a new secret and its QR code",
  responses: {
    200: jsonContent(
      "Scan the QR code (or type the secret) in an authenticator app, then confirm with a code",
      z.object({ secret: z.string(), uri: z.string(), qrSvg: z.string() }),
    ),
    401: unauthorized,
    403: sessionOnly,
    409: errorResponse("Already on"),
  },
});

const enable = ownAccountRoute({
  method: "post",
  path: "/account/two-factor/enable",
  tags,
  summary: "Confirm with the first code; answers the recovery codes once",
  request: { body: jsonBody(TwoFactorCodeSchema) },
  responses: {
    200: jsonContent("On", RecoveryCodesSchema),
    400: errorResponse("Wrong code"),
    401: unauthorized,
    403: sessionOnly,
    409: errorResponse("Already on, or no set-up started"),
  },
});

const disable = ownAccountRoute({
  method: "post",
  path: "/account/two-factor/disable",
  tags,
  summary: "Turn off two-factor sign-in (password required)",
  request: { body: jsonBody(PasswordConfirmSchema) },
  responses: {
    204: { description: "Off" },
    400: errorResponse("Wrong password"),
    401: unauthorized,
    403: errorResponse("The owner requires two-factor sign-in, or called with an API token"),
  },
});

const regenerateCodes = ownAccountRoute({
  method: "post",
  path: "/account/two-factor/recovery-codes",
  tags,
  summary: "New recovery codes (the old ones stop working; password required)",
  request: { body: jsonBody(PasswordConfirmSchema) },
  responses: {
    200: jsonContent("New codes", RecoveryCodesSchema),
    400: errorResponse("Wrong password"),
    401: unauthorized,
    403: sessionOnly,
    409: errorResponse("Two-factor sign-in is off"),
  },
});

export function registerAccountRoutes(api: OpenAPIHono<AdminEnv>, services: AppServices) {
  api.openapi(changePassword, async (c) => {
    const result = await services.account.changePassword(c.get("principal"), c.req.valid("json"), c.get("origin"));
    if (result.sessionToken) c.header("Set-Cookie", services.staffCookies.session(result.sessionToken));
    return c.json({ user: result.principal.user }, 200);
  });

  api.openapi(updateProfile, async (c) => {
    const user = await services.account.updateProfile(c.get("principal"), c.req.valid("json"), c.get("origin").ip);
    return c.json({ user }, 200);
  });

  api.openapi(listSessions, async (c) => {
    const items = await services.account.listSessions(c.get("principal"));
    return c.json({ items, total: items.length }, 200);
  });

  api.openapi(revokeSession, async (c) => {
    await services.account.revokeSession(c.get("principal"), c.req.valid("param").id, c.get("origin").ip);
    return c.body(null, 204);
  });

  api.openapi(signOutEverywhere, async (c) => {
    const sessionsEnded = await services.account.signOutEverywhere(c.get("principal"), c.get("origin").ip);
    if (c.get("principal").via === "session") c.header("Set-Cookie", services.staffCookies.clearSession());
    return c.json({ sessionsEnded }, 200);
  });

  api.openapi(twoFactorStatus, async (c) => {
    const principal = c.get("principal");
    const [recoveryCodesLeft, policy] = await Promise.all([
      services.account.recoveryCodesLeft(principal.user.id),
      services.securityPolicy.get(),
    ]);
    return c.json(
      { enabled: principal.user.twoFactorEnabled, recoveryCodesLeft, requiredByOwner: policy.requireTwoFactor },
      200,
    );
  });

  api.openapi(beginSetup, async (c) => c.json(await services.account.beginTwoFactorSetup(c.get("principal")), 200));

  api.openapi(enable, async (c) => {
    const recoveryCodes = await services.account.enableTwoFactor(
      c.get("principal"),
      c.req.valid("json").code,
      c.get("origin").ip,
    );
    return c.json({ recoveryCodes }, 200);
  });

  api.openapi(disable, async (c) => {
    await services.account.disableTwoFactor(c.get("principal"), c.req.valid("json").password, c.get("origin").ip);
    return c.body(null, 204);
  });

  api.openapi(regenerateCodes, async (c) => {
    const recoveryCodes = await services.account.regenerateRecoveryCodes(
      c.get("principal"),
      c.req.valid("json").password,
      c.get("origin").ip,
    );
    return c.json({ recoveryCodes }, 200);
  });
}
