// Errors the domain services throw for outcomes a client caused, which the API answers with the
// right status (400, 403, 404, 409) instead of a 500. No HTTP imports: services stay HTTP-free.

/** Input that breaks a rule: 400 with one message per field. */
export class ValidationError extends Error {
  constructor(
    readonly fields: Record<string, string>,
    message = "Some fields are not valid",
  ) {
    super(message);
    this.name = "ValidationError";
  }
}

/** 404: the thing asked for does not exist (or the actor may not know it exists). */
export class NotFoundError extends Error {
  override name = "NotFoundError";
}

/** 409: a stale version, or a value that must be unique and is taken. */
export class ConflictError extends Error {
  override name = "ConflictError";
}

/** 403: the actor is known but may not do this. */
export class ForbiddenError extends Error {
  override name = "ForbiddenError";
}
