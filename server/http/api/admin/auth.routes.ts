import { OpenAPIHono, createRoute, z } from "@hono/zod-openapi";
import { staffRoute } from "./staff-route";
import type { Context } from "hono";
import type { AppServices } from "../../../app-services.server";
import { minutesOf, signInMessages } from "../../../auth/auth-messages";
import type { SignInResult } from "../../../auth/sign-in.server";
import { permissions, can } from "../../../auth/permissions";
import { SetPasswordWithLinkSchema, SignInSchema, TwoFactorCodeSchema } from "../../../users/user.schema";
import { apiError, errorResponse } from "../../api-error.server";
import type { AdminEnv } from "./admin-auth.server";
import { PermissionSchema, SetupStepSchema, StaffUserSchema, jsonBody, jsonContent } from "./schemas";

const SignedInSchema = z
  .object({
    status: z.literal("signed_in"),
    user: StaffUserSchema,
    setupStep: SetupStepSchema,
  })
  .openapi("SignedIn");

const TwoFactorRequiredSchema = z
  .object({
    status: z.literal("two_factor_required"),
  })
  .openapi("TwoFactorRequired", {
    description: "The password was right; send the code to POST /api/admin/auth/two-factor with the cookie just set",
  });

const MeSchema = z
  .object({
    user: StaffUserSchema,
    permissions: z.array(PermissionSchema),
    setupStep: SetupStepSchema,
    via: z.enum(["session", "token"]),
  })
  .openapi("Me");

const tags = ["Staff sign-in"];

const login = createRoute({
  method: "post",
  path: "/auth/login",
  tags,
  summary: "Sign in with e-mail and password",
  description:
    "Sets the session cookie (HttpOnly, SameSite=Lax) and answers the user. With two-factor sign-in on, answers `two_factor_required` and a short-lived cookie for the code step. The answer never tells whether an e-mail has an account.",
  security: [],
  request: { body: jsonBody(SignInSchema) },
  responses: {
    200: jsonContent("Signed in, or the code step is next", z.union([SignedInSchema, TwoFactorRequiredSchema])),
    400: errorResponse("E-mail or password missing"),
    401: errorResponse("E-mail and password do not match an active account"),
    429: errorResponse("Too many failed sign-ins for this e-mail or from this address; see Retry-After"),
  },
});

const twoFactor = createRoute({
  method: "post",
  path: "/auth/two-factor",
  tags,
  summary: "Second sign-in step: the authenticator code or a recovery code",
  security: [],
  request: { body: jsonBody(TwoFactorCodeSchema) },
  responses: {
    200: jsonContent("Signed in", SignedInSchema),
    400: errorResponse("No code"),
    401: errorResponse("Wrong code, or the password step expired (sign in again)"),
    429: errorResponse("Too many failed attempts; see Retry-After"),
  },
});

const logout = staffRoute(null, {
  method: "post",
  path: "/auth/logout",
  tags,
  summary: "Sign out (ends this session)",
  responses: {
    204: { description: "Signed out; the cookie is cleared" },
    401: errorResponse("Not signed in"),
  },
});

const me = staffRoute(null, {
  method: "get",
  path: "/auth/me",
  tags,
  summary: "The signed-in member of staff (or the token's account) and what they may do",
  responses: {
    200: jsonContent("Who is calling", MeSchema),
    401: errorResponse("Not signed in"),
  },
});

const setPassword = createRoute({
  method: "post",
  path: "/auth/set-password",
  tags,
  summary: "Choose a password with a one-time set-up link",
  description: "The token is the `token` query parameter of the link the owner passed on. Sign in afterwards.",
  security: [],
  request: { body: jsonBody(SetPasswordWithLinkSchema) },
  responses: {
    200: jsonContent("Password set", z.object({ user: StaffUserSchema })),
    400: errorResponse("Password breaks a rule, or the link is used or expired"),
  },
});

/** The answer to a sign-in step, with its cookies. */
function answerSignIn(c: Context<AdminEnv>, services: AppServices, result: SignInResult) {
  const cookies = services.staffCookies;
  switch (result.outcome) {
    case "signed_in":
      c.header("Set-Cookie", cookies.session(result.sessionToken), { append: true });
      c.header("Set-Cookie", cookies.device(result.deviceToken), { append: true });
      return c.json(
        { status: "signed_in" as const, user: result.principal.user, setupStep: result.principal.setupStep },
        200,
      );
    case "two_factor_required":
      c.header("Set-Cookie", cookies.twoFactorStep(result.pendingToken), { append: true });
      return c.json({ status: "two_factor_required" as const }, 200);
    case "invalid":
      return apiError(c, 401, "invalid_credentials", signInMessages.invalid);
    case "invalid_code":
      return apiError(c, 401, "invalid_code", signInMessages.invalidCode, { code: signInMessages.invalidCode });
    case "expired":
      c.header("Set-Cookie", cookies.clearSession(), { append: true });
      return apiError(c, 401, "sign_in_expired", signInMessages.expired);
    case "locked":
      return apiError(c, 429, "locked", signInMessages.locked(minutesOf(result.retryAfterSeconds)), undefined, {
        "Retry-After": String(result.retryAfterSeconds),
      });
    case "address_blocked":
      return apiError(
        c,
        429,
        "rate_limited",
        signInMessages.addressBlocked(minutesOf(result.retryAfterSeconds)),
        undefined,
        { "Retry-After": String(result.retryAfterSeconds) },
      );
  }
}

export function registerAuthRoutes(api: OpenAPIHono<AdminEnv>, services: AppServices) {
  api.openapi(login, async (c) => {
    const input = c.req.valid("json");
    const { device } = services.staffCookies.read(c.req.header("Cookie"));
    const result = await services.auth.signIn({ ...input, deviceToken: device }, c.get("origin"));
    return answerSignIn(c, services, result) as never;
  });

  api.openapi(twoFactor, async (c) => {
    const { code } = c.req.valid("json");
    const cookies = services.staffCookies.read(c.req.header("Cookie"));
    const result = await services.auth.completeTwoFactor(
      { pendingToken: cookies.session ?? "", code, deviceToken: cookies.device },
      c.get("origin"),
    );
    return answerSignIn(c, services, result) as never;
  });

  api.openapi(logout, async (c) => {
    const principal = c.get("principal");
    const { session } = services.staffCookies.read(c.req.header("Cookie"));
    if (principal.via === "session" && session) await services.auth.signOut(session, c.get("origin").ip);
    c.header("Set-Cookie", services.staffCookies.clearSession());
    return c.body(null, 204);
  });

  api.openapi(me, (c) => {
    const principal = c.get("principal");
    return c.json(
      {
        user: principal.user,
        permissions: permissions.filter((permission) => can(principal.user, permission)),
        setupStep: principal.setupStep,
        via: principal.via,
      },
      200,
    );
  });

  api.openapi(setPassword, async (c) => {
    const { token, password } = c.req.valid("json");
    const user = await services.users.setPasswordWithLink(token, password, c.get("origin"));
    return c.json({ user }, 200);
  });
}
