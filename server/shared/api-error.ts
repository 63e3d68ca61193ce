// The API's one error answer, {"error":{"code","message","fields?"}} (docs/architecture.md, "The runtime contract"), as both sides
// see it. Plain zod, no hono: the browser's forms read failed answers with it, and the server's
// OpenAPI schema (ApiErrorSchema in api-error.server.ts) is built from it.
import { z } from "zod";

export const ApiErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** Dotted field path → message (see field-errors.ts); only on 400 answers about fields. */
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;
