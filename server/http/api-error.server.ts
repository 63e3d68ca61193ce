import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "@hono/zod-openapi";
import type { FieldErrors } from "./field-errors";

/** The one error shape of the API (DESIGN.md): {"error":{"code","message","fields?"}}. */
export const ApiErrorSchema = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      fields: z.record(z.string(), z.string()).optional(),
    }),
  })
  .openapi("ApiError");

export type ApiErrorBody = z.infer<typeof ApiErrorSchema>;

export function apiError<S extends ContentfulStatusCode>(
  c: Context,
  status: S,
  code: string,
  message: string,
  fields?: FieldErrors,
  headers?: Record<string, string>,
) {
  const body: ApiErrorBody = { error: { code, message, ...(fields ? { fields } : {}) } };
  return c.json(body, status, headers);
}

/** An error response entry for a route declaration's `responses`. */
export function errorResponse(description: string) {
  return { description, content: { "application/json": { schema: ApiErrorSchema } } };
}
