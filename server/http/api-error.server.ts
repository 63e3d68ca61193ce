import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "@hono/zod-openapi";
import { ApiErrorBodySchema, type ApiErrorBody } from "./api-error";
import type { FieldErrors } from "./field-errors";

/** The one error shape of the API, registered for the OpenAPI document (shape: ./api-error.ts). */
export const ApiErrorSchema = z.object(ApiErrorBodySchema.shape).openapi("ApiError");

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
