import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "@hono/zod-openapi";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "../domain-errors";

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
  fields?: Record<string, string>,
  headers?: Record<string, string>,
) {
  const body: ApiErrorBody = { error: { code, message, ...(fields ? { fields } : {}) } };
  return c.json(body, status, headers);
}

/** Field messages keyed by dotted path; the first message per field wins. */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join(".") : "_";
    fields[key] ??= issue.message;
  }
  return fields;
}

/**
 * The answer to an error a domain service threw (server/domain-errors.ts), or to a ZodError
 * escaping from a service that parses its input: the status the client can act on, never a
 * 500. Null for any other error.
 */
export function domainErrorAnswer(c: Context, error: unknown): Response | null {
  if (error instanceof ValidationError) return apiError(c, 400, "invalid_input", error.message, error.fields);
  // Any zod schema's error, whichever copy or flavour of zod made it.
  if (error instanceof z.core.$ZodError) return invalidInput(c, error);
  if (error instanceof NotFoundError) return apiError(c, 404, "not_found", error.message);
  if (error instanceof ConflictError) return apiError(c, 409, "conflict", error.message);
  if (error instanceof ForbiddenError) return apiError(c, 403, "forbidden", error.message);
  return null;
}

/** An error response entry for a route declaration's `responses`. */
export function errorResponse(description: string) {
  return { description, content: { "application/json": { schema: ApiErrorSchema } } };
}

/** 400 with a message per field, for input a zod schema refused (request validation or a service). */
export function invalidInput(c: Context, error: z.core.$ZodError) {
  const { message, fields } = new ValidationError(fieldErrors(error));
  return apiError(c, 400, "invalid_input", message, fields);
}
