import { ValidationError } from "../domain-errors";

/**
 * An input checked by its zod schema, for inputs from code (loaders, tests) as much as the API's:
 * a ValidationError with the first message of each dotted field path otherwise ("input" for the
 * input as a whole).
 */
export function checkedInput<T>(
  schema: {
    safeParse(
      value: unknown,
    ): { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  value: unknown,
): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.map(String).join(".") || "input"] ??= issue.message;
  throw new ValidationError(fields);
}
