import { z } from "@hono/zod-openapi";
import { istDayParam, pageQuery, searchParam } from "../shared/list-query";
import { auditVias } from "../vocabulary/audit";

/** Filters of the Activity screen and GET /api/admin/audit. `to` is inclusive (the whole day). */
export const AuditQuerySchema = z
  .object({
    ...pageQuery,
    actorUserId: z.coerce
      .number()
      .int()
      .positive()
      .optional()
      .openapi({ param: { name: "actorUserId", in: "query" }, description: "Only what this staff member did" }),
    action: z
      .string()
      .max(80)
      .regex(/^[a-z_.]*$/, "Use an action name such as user.create")
      .transform((value) => value || undefined)
      .optional()
      .openapi({ param: { name: "action", in: "query" }, example: "auth.login_failed" }),
    entity: z
      .string()
      .max(40)
      .regex(/^[a-z_]*$/, "Use an entity name such as user")
      .transform((value) => value || undefined)
      .optional()
      .openapi({ param: { name: "entity", in: "query" }, example: "user" }),
    entityId: z
      .string()
      .max(80)
      .transform((value) => value || undefined)
      .optional()
      .openapi({ param: { name: "entityId", in: "query" } }),
    from: istDayParam("from", "First day (IST), YYYY-MM-DD"),
    to: istDayParam("to", "Last day (IST), YYYY-MM-DD, inclusive", { endOfDay: true }),
    search: searchParam,
    sort: z
      .enum(["createdAt"], { error: "Sort by createdAt" })
      .optional()
      .openapi({ param: { name: "sort", in: "query" }, description: "The order's column (only the time for now)" }),
    dir: z
      .enum(["asc", "desc"], { error: "Use asc or desc" })
      .default("desc")
      .openapi({
        param: { name: "dir", in: "query" },
        description: "desc: newest first (the default); asc: oldest first",
      }),
  })
  .refine((query) => !query.from || !query.to || query.from < query.to, {
    path: ["to"],
    message: "The last day must not be before the first day",
  });

export type AuditQuery = z.output<typeof AuditQuerySchema>;

export const AuditEntrySchema = z
  .object({
    id: z.number().int(),
    createdAt: z.string().openapi({ example: "2026-11-22T09:30:00.000Z" }),
    actorUserId: z.number().int().nullable(),
    actorLabel: z.string().nullable(),
    via: z.enum(auditVias),
    action: z.string(),
    entity: z.string(),
    entityId: z.string().nullable(),
    changes: z.record(z.string(), z.unknown()).nullable(),
    ip: z.string().nullable(),
  })
  .openapi("AuditEntry");
