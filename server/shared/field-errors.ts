// How a failed zod validation reads as field messages: in the API's 400 answers
// ({"error":{"code","message","fields"}}), in the forms that show them next to their fields, and in
// tests. Isomorphic (imports no hono, only zod's types), so the browser can use it too.

/**
 * The `fields` key of a message about the input as a whole rather than one field (e.g. a body that
 * is not an object). Not a possible field name, so it never hides a field's message.
 */
export const ROOT_ERROR_KEY = "_";

/** Field path → first message, e.g. `{ mobile: "Enter a 10-digit…", "consent.accepted": "Please agree…" }`. */
export type FieldErrors = Record<string, string>;

/** Flattens a ZodError into one message per dotted field path (the first one); see ROOT_ERROR_KEY. */
export function fieldErrorsFromZod(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".") || ROOT_ERROR_KEY;
    errors[key] ??= issue.message;
  }
  return errors;
}
