import { OpenAPIHono, z } from "@hono/zod-openapi";
import { staffRoute } from "./staff-route";
import type { AppServices } from "../../../app-services.server";
import type { AccessGrant } from "../../../users/user.server";
import { CreateUserSchema, ResetAccessSchema, UpdateUserSchema } from "../../../users/user.schema";
import { errorResponse } from "../../api-error.server";
import { publicOrigin } from "../../../shared/public-origin.server";
import { listOf } from "../../../shared/list-query";
import { UserListQuerySchema } from "../../../users/user-list.schema";
import type { AdminEnv } from "./admin-auth.server";
import { IdParams, StaffUserSchema, jsonBody, jsonContent } from "./schemas";

const tags = ["Staff accounts"];

const AccessGrantSchema = z
  .object({
    user: StaffUserSchema,
    temporaryPassword: z.string().optional().openapi({ description: "Shown once; must be changed at first sign-in" }),
    setupLink: z.string().optional().openapi({ description: "One-time link to choose a password; shown once" }),
    setupLinkExpiresAt: z.string().optional(),
  })
  .openapi("AccessGrant");

const common = {
  401: errorResponse("Not signed in"),
  403: errorResponse("Only an owner manages staff accounts"),
};

const list = staffRoute("user:manage", {
  method: "get",
  path: "/users",
  tags,
  summary: "Staff accounts (owner)",
  request: { query: UserListQuerySchema },
  responses: {
    200: jsonContent("One page of accounts", listOf(StaffUserSchema, "StaffUserList")),
    400: errorResponse("Bad filter"),
    ...common,
  },
});

const create = staffRoute("user:manage", {
  method: "post",
  path: "/users",
  tags,
  summary: "Add a member of staff (owner)",
  description:
    "`access` says how they get their password: a temporary one (typed here, or made up by the server) that they must change at first sign-in, or a one-time set-up link valid for 72 hours. Either is answered once.",
  request: { body: jsonBody(CreateUserSchema) },
  responses: {
    201: jsonContent("Added", AccessGrantSchema),
    400: errorResponse("Invalid field, or the e-mail has an account already"),
    ...common,
  },
});

const getOne = staffRoute("user:manage", {
  method: "get",
  path: "/users/{id}",
  tags,
  summary: "One staff account (owner)",
  request: { params: IdParams },
  responses: {
    200: jsonContent("The account", StaffUserSchema),
    404: errorResponse("No such account"),
    ...common,
  },
});

const update = staffRoute("user:manage", {
  method: "patch",
  path: "/users/{id}",
  tags,
  summary: "Change e-mail, name, role or active state (owner)",
  description:
    "Send the `version` you read: a stale one answers 409. Deactivating signs the account out everywhere and stops its API tokens. The last active owner cannot be demoted or deactivated, and nobody changes their own role or state.",
  request: { params: IdParams, body: jsonBody(UpdateUserSchema) },
  responses: {
    200: jsonContent("Changed", StaffUserSchema),
    400: errorResponse("Invalid field, or the last owner would go"),
    404: errorResponse("No such account"),
    409: errorResponse("Changed by someone else meanwhile: reload"),
    ...common,
  },
});

const reset = staffRoute("user:manage", {
  method: "post",
  path: "/users/{id}/reset",
  tags,
  summary: "New temporary password or set-up link for someone else (owner)",
  description: "Their sessions end. `resetTwoFactor` also turns off their two-factor sign-in (a lost phone).",
  request: { params: IdParams, body: jsonBody(ResetAccessSchema) },
  responses: {
    200: jsonContent("Reset", AccessGrantSchema),
    400: errorResponse("Invalid field"),
    404: errorResponse("No such account"),
    ...common,
  },
});

export function registerUserRoutes(api: OpenAPIHono<AdminEnv>, services: AppServices) {
  /** The grant as the owner sees it: the set-up token becomes the link to pass on. */
  const present = (grant: AccessGrant, request: Request) => ({
    user: grant.user,
    ...(grant.temporaryPassword ? { temporaryPassword: grant.temporaryPassword } : {}),
    ...(grant.setupToken
      ? {
          setupLink: `${publicOrigin(services, request)}/admin/set-password?token=${grant.setupToken}`,
          setupLinkExpiresAt: grant.setupLinkExpiresAt,
        }
      : {}),
  });

  api.openapi(list, async (c) => c.json(await services.users.list(c.req.valid("query")), 200));

  api.openapi(create, async (c) => {
    const grant = await services.users.create(c.get("principal"), c.req.valid("json"), c.get("origin").ip);
    return c.json(present(grant, c.req.raw), 201);
  });

  api.openapi(getOne, async (c) => c.json(await services.users.get(c.req.valid("param").id), 200));

  api.openapi(update, async (c) => {
    const user = await services.users.update(
      c.get("principal"),
      c.req.valid("param").id,
      c.req.valid("json"),
      c.get("origin").ip,
    );
    return c.json(user, 200);
  });

  api.openapi(reset, async (c) => {
    const grant = await services.users.resetAccess(
      c.get("principal"),
      c.req.valid("param").id,
      c.req.valid("json"),
      c.get("origin").ip,
    );
    return c.json(present(grant, c.req.raw), 200);
  });
}
