/**
 * True when `error` (or an error it wraps: drizzle wraps the driver's) is a unique-constraint
 * violation, of `constraint` when one is named.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === "object" && !seen.has(current)) {
    seen.add(current);
    const e = current as { code?: string; constraint?: string; message?: string; cause?: unknown };
    if (e.code === "23505" && (!constraint || !e.constraint || e.constraint === constraint)) return true;
    if (constraint && e.message?.includes(constraint)) return true;
    current = e.cause;
  }
  return false;
}
