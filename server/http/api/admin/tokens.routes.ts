import { OpenAPIHono, z } from "@hono/zod-openapi";
import { staffRoute } from "./staff-route";
import type { AppServices } from "../../../app-services.server";
import { staffRoles } from "../../../vocabulary/staff";
import { errorResponse } from "../../api-error.server";
import type { AdminEnv } from "./admin-auth.server";
import { IdParams, jsonBody, jsonContent } from "./schemas";

const tags = ["API tokens"];

export const CreateTokenSchema = z.object({
  name: z
    .string({ error: "Name the token after what uses it, e.g. 'Accounts spreadsheet'" })
    .trim()
    .min(2, "Name the token after what uses it, e.g. 'Accounts spreadsheet'")
    .max(80, "Use at most 80 characters"),
  userId: z.number({ error: "Choose the account the token acts as" }).int().positive(),
});

const ApiTokenSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    tokenPrefix: z.string().openapi({ description: "The first characters, to tell tokens apart" }),
    userId: z.number().int(),
    userEmail: z.string(),
    userRole: z.enum(staffRoles),
    createdAt: z.string(),
    lastUsedAt: z.string().nullable(),
    revokedAt: z.string().nullable(),
  })
  .openapi("ApiToken");

const common = {
  401: errorResponse("Not signed in"),
  403: errorResponse("Only owners and admins manage API tokens"),
};

const list = staffRoute("token:manage", {
  method: "get",
  path: "/tokens",
  tags,
  summary: "API tokens (owner, admin)",
  responses: {
    200: jsonContent("Tokens, live ones first", z.object({ items: z.array(ApiTokenSchema), total: z.number().int() })),
    ...common,
  },
});

const create = staffRoute("token:manage", {
  method: "post",
  path: "/tokens",
  tags,
  summary: "Create an API token acting as a staff account (owner, admin)",
  description:
    "Send it as `Authorization: Bearer <token>` to /api/admin/*: it acts as the chosen account, with that account's role. The token is answered once; only its hash is kept.",
  request: { body: jsonBody(CreateTokenSchema) },
  responses: {
    201: jsonContent(
      "Created",
      z.object({ id: z.number().int(), name: z.string(), tokenPrefix: z.string(), token: z.string() }),
    ),
    400: errorResponse("Invalid name or account"),
    ...common,
    404: errorResponse("No such account"),
  },
});

const revoke = staffRoute("token:manage", {
  method: "delete",
  path: "/tokens/{id}",
  tags,
  summary: "Revoke an API token (owner, admin)",
  request: { params: IdParams },
  responses: {
    204: { description: "Revoked: it stops working at once" },
    404: errorResponse("No live token with this id"),
    ...common,
  },
});

export function registerTokenRoutes(api: OpenAPIHono<AdminEnv>, services: AppServices) {
  api.openapi(list, async (c) => {
    const rows = await services.apiTokens.list();
    const items = rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
      revokedAt: row.revokedAt?.toISOString() ?? null,
    }));
    return c.json({ items, total: items.length }, 200);
  });

  api.openapi(create, async (c) => {
    const created = await services.apiTokens.create(c.get("principal"), c.req.valid("json"), c.get("origin").ip);
    return c.json(created, 201);
  });

  api.openapi(revoke, async (c) => {
    await services.apiTokens.revoke(c.get("principal"), c.req.valid("param").id, c.get("origin").ip);
    return c.body(null, 204);
  });
}
