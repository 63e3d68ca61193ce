import { ValidationError } from "../domain-errors";
import { fieldErrorsFromZod } from "./field-errors";

/**
 * An input checked by its zod schema, for inputs from code (loaders, tests) as much as the API's:
 * the parsed value, or a ValidationError with the first message of each dotted field path (the
 * API answers it as 400 with those field messages).
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
  throw new ValidationError(fieldErrorsFromZod(result.error));
}
