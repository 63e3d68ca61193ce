// The staff accounts list's query (GET /api/admin/users and the /admin/users loader): server-side
// paging, a search, the role and status filters. Kept apart from user.schema.ts, which the account
// forms bundle for the browser, because the list's parameters carry their OpenAPI descriptions.
import { z } from "@hono/zod-openapi";
import { staffRoles } from "../vocabulary/staff";
import { pageQuery, searchParam } from "../shared/list-query";

export const UserListQuerySchema = z.object({
  ...pageQuery,
  search: searchParam,
  role: z
    .enum(staffRoles, { error: `Use one of ${staffRoles.join(", ")}` })
    .optional()
    .openapi({ param: { name: "role", in: "query" } }),
  status: z
    .enum(["active", "inactive"], { error: "Use active or inactive" })
    .optional()
    .openapi({ param: { name: "status", in: "query" } }),
});
export type UserListQuery = z.output<typeof UserListQuerySchema>;
