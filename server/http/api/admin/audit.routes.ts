import { OpenAPIHono, z } from "@hono/zod-openapi";
import { staffRoute } from "./staff-route";
import type { AppServices } from "../../../app-services.server";
import { AuditEntrySchema, AuditQuerySchema } from "../../../audit/audit.schema";
import { errorResponse } from "../../api-error.server";
import { listOf } from "../../../shared/list-query";
import type { AdminEnv } from "./admin-auth.server";
import { jsonBody, jsonContent } from "./schemas";

const listAudit = staffRoute("audit:read", {
  method: "get",
  path: "/audit",
  tags: ["Activity"],
  summary: "The audit log: every staff write and sign-in, newest first (owner, admin)",
  request: { query: AuditQuerySchema },
  responses: {
    200: jsonContent("One page of entries", listOf(AuditEntrySchema, "AuditEntryList")),
    400: errorResponse("Bad filter"),
    401: errorResponse("Not signed in"),
    403: errorResponse("Only owners and admins see the activity log"),
  },
});

const PolicySchema = z
  .object({
    requireTwoFactor: z.boolean().openapi({ description: "Every member of staff must use two-factor sign-in" }),
  })
  .openapi("SecurityPolicy");

const getPolicy = staffRoute("security:manage", {
  method: "get",
  path: "/security",
  tags: ["Staff accounts"],
  summary: "Staff sign-in rules (owner)",
  responses: {
    200: jsonContent("The rules", PolicySchema),
    401: errorResponse("Not signed in"),
    403: errorResponse("Only an owner sets the sign-in rules"),
  },
});

const setPolicy = staffRoute("security:manage", {
  method: "patch",
  path: "/security",
  tags: ["Staff accounts"],
  summary: "Require two-factor sign-in for all staff, or not (owner)",
  description: "Staff without two-factor sign-in are asked to set it up before anything else.",
  request: { body: jsonBody(z.object({ requireTwoFactor: z.boolean({ error: "Use true or false" }) })) },
  responses: {
    200: jsonContent("The rules", PolicySchema),
    400: errorResponse("Invalid value"),
    401: errorResponse("Not signed in"),
    403: errorResponse("Only an owner sets the sign-in rules"),
  },
});

export function registerAuditRoutes(api: OpenAPIHono<AdminEnv>, services: AppServices) {
  api.openapi(listAudit, async (c) => {
    const { items, total } = await services.audit.list(c.req.valid("query"));
    return c.json({ items: items.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })), total }, 200);
  });

  api.openapi(getPolicy, async (c) => c.json(await services.securityPolicy.get(), 200));

  api.openapi(setPolicy, async (c) => {
    const policy = await services.securityPolicy.set(c.get("principal"), c.req.valid("json"), c.get("origin").ip);
    return c.json(policy, 200);
  });
}
