/**
 * The errors domain services throw when a request cannot be done for a reason the caller can act
 * on. Services throw them; the HTTP layer maps each to its status and the API's one error shape
 * (server/http/api-error.server.ts), so that a bad request never becomes a 500. No HTTP imports:
 * route loaders and shared code can throw and catch them too.
 */

/** Input that breaks a rule: 400, with a message per field (dotted path → message). */
export class ValidationError extends Error {
  override readonly name = "ValidationError";
  constructor(
    readonly fields: Record<string, string>,
    message = "Some fields are not valid",
  ) {
    super(message);
  }
}

/** The thing asked for does not exist (or is not visible to the caller): 404. */
export class NotFoundError extends Error {
  override readonly name = "NotFoundError";
  constructor(message = "Not found") {
    super(message);
  }
}

/** The write lost a race or repeats something unique: a stale version, a duplicate. 409. */
export class ConflictError extends Error {
  override readonly name = "ConflictError";
  constructor(message: string) {
    super(message);
  }
}

/** The caller is known but may not do this: 403. */
export class ForbiddenError extends Error {
  override readonly name = "ForbiddenError";
  constructor(message = "You are not allowed to do this") {
    super(message);
  }
}

/** Too many wrong tries of something guessable (a password): 429 with Retry-After. */
export class TooManyAttemptsError extends Error {
  override readonly name = "TooManyAttemptsError";
  constructor(
    readonly retryAfterSeconds: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Whether `error` is a NotFoundError, judged by its name: staff page loaders may hold another copy
 * of these classes than the services that throw them (the page build and the server's own modules
 * are bundled apart, and tests load the services from source), so `instanceof` can miss one and
 * turn a 404 into a 500.
 */
export function isNotFoundError(error: unknown): error is NotFoundError {
  return error instanceof Error && error.name === "NotFoundError";
}

/** Whether `error` is a ValidationError, judged by its name (see isNotFoundError). */
export function isValidationError(error: unknown): error is ValidationError {
  return error instanceof Error && error.name === "ValidationError" && "fields" in error;
}
