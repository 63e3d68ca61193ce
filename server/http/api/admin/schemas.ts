import { z } from "@hono/zod-openapi";
import { permissions } from "../../../auth/permissions";
import { staffRoles } from "../../../vocabulary/staff";

/** Who may call a staff operation: an API token or the staff session cookie (OpenAPI `security`). */
export const staffSecurity: Record<string, string[]>[] = [{ bearerAuth: [] }, { sessionCookie: [] }];

export const StaffUserSchema = z
  .object({
    id: z.number().int(),
    email: z.string().openapi({ example: "anita@example.in" }),
    displayName: z.string().openapi({ example: "Anita Thomas" }),
    role: z.enum(staffRoles),
    isActive: z.boolean(),
    twoFactorEnabled: z.boolean(),
    mustChangePassword: z.boolean(),
    lastSignInAt: z.string().nullable(),
    createdAt: z.string(),
    version: z.number().int().openapi({ description: "Send it back with an edit; a stale one answers 409" }),
  })
  .openapi("StaffUser");

export const SetupStepSchema = z
  .enum(["change_password", "enable_two_factor"])
  .nullable()
  .openapi({ description: "What the account must do before anything else, if anything" });

export const PermissionSchema = z.enum(permissions).openapi("Permission");

/** The `{id}` path parameter: a positive whole number. */
export const IdParams = z.object({
  id: z.coerce
    .number({ error: "Use a number" })
    .int("Use a whole number")
    .positive("Use a positive number")
    .max(2_147_483_647, "No such id")
    .openapi({ param: { name: "id", in: "path" }, example: 1 }),
});

/** The `{revisionId}` path parameter of a saved version (posts, and the content of content_revisions). */
export const revisionIdParam = z.coerce
  .number({ error: "Use a number" })
  .int("Use a whole number")
  .positive("Use a positive number")
  .max(Number.MAX_SAFE_INTEGER, "No such revision")
  .openapi({ param: { name: "revisionId", in: "path" }, example: 1 });

export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { "application/json": { schema } },
});

export const jsonContent = <T extends z.ZodType>(description: string, schema: T) => ({
  description,
  content: { "application/json": { schema } },
});
