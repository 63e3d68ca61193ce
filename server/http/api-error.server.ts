import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "@hono/zod-openapi";
import { ConflictError, ForbiddenError, NotFoundError, TooManyAttemptsError, ValidationError } from "../domain-errors";
import { ApiErrorBodySchema, type ApiErrorBody } from "../shared/api-error";
import { fieldErrorsFromZod, type FieldErrors } from "../shared/field-errors";

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
  if (error instanceof TooManyAttemptsError) {
    return apiError(c, 429, "too_many_attempts", error.message, undefined, {
      "Retry-After": String(error.retryAfterSeconds),
    });
  }
  return null;
}

/** An error response entry for a route declaration's `responses`. */
export function errorResponse(description: string) {
  return { description, content: { "application/json": { schema: ApiErrorSchema } } };
}

/** 400 with a message per field, for input a zod schema refused (request validation or a service). */
export function invalidInput(c: Context, error: z.core.$ZodError) {
  const { message, fields } = new ValidationError(fieldErrorsFromZod(error));
  return apiError(c, 400, "invalid_input", message, fields);
}
