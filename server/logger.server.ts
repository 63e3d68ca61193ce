// The server's one logger factory: main.ts, startServer's default and the tests all make their
// logger here, so every log line passes the same privacy rules. A log is read by more people, and
// kept longer, than the leads table: it must never hold what visitors or staff sent. Two layers:
//  - the `err` serializer writes an error's kind, message, code and stack, but never the
//    parameters of a failed query (drizzle puts them in its message too) nor the database's
//    `detail` ("Failing row contains (…)", "Key (email)=(…) already exists");
//  - `redact` blanks personal or secret keys wherever a log call passes them (bodies, e-mails,
//    mobiles, passwords, tokens, cookies, lead payloads).
import pino, { type DestinationStream, type Logger, type LoggerOptions } from "pino";

/** What a redacted value reads as. */
export const REDACTED = "[redacted]";

/** Keys whose values never reach the log, at the top of a log object or one level down. */
const PERSONAL_OR_SECRET_KEYS = [
  "body",
  "params",
  "payload",
  "email",
  "mobile",
  "phone",
  "password",
  "currentPassword",
  "newPassword",
  "token",
  "cookie",
  "authorization",
] as const;

export const LOG_REDACT_PATHS = [
  ...PERSONAL_OR_SECRET_KEYS,
  ...PERSONAL_OR_SECRET_KEYS.map((key) => `*.${key}`),
  "req.headers.cookie",
  "req.headers.authorization",
  'req.headers["x-api-key"]',
];

/**
 * Fields of an error (node-postgres and PGlite errors included) that say what failed without
 * holding anyone's data. Left out on purpose: `detail`, `where`, `hint`, `internalQuery` (they
 * quote values), `params`.
 */
const SAFE_ERROR_FIELDS = [
  "code",
  "severity",
  "schema",
  "table",
  "column",
  "dataType",
  "constraint",
  "routine",
  "errno",
  "syscall",
  "status",
  "statusCode",
] as const;

/** How deep a chain of causes is followed. */
const MAX_CAUSE_DEPTH = 5;

export interface SerializedError {
  type: string;
  message: string;
  stack?: string;
  /** The SQL of a failed query: placeholders ($1, $2…), never the values. */
  query?: string;
  cause?: SerializedError;
  errors?: SerializedError[];
  [field: string]: unknown;
}

/** PostgreSQL's data exceptions (class 22) may quote the value they refused in their message. */
function isDataException(code: unknown): boolean {
  return typeof code === "string" && code.startsWith("22");
}

/** The message without anything it quotes from the data. */
function safeMessage(error: Error & Record<string, unknown>): string {
  // drizzle's DrizzleQueryError: "Failed query: <sql>\nparams: <every value, in clear>". (PGlite's
  // own errors carry `query` and `params` too, but a message of the database's.)
  if (typeof error.query === "string" && error.message.startsWith("Failed query: ")) {
    return `Failed query: ${error.query}`;
  }
  // e.g. 'invalid input syntax for type integer: "98765 43210"'.
  if (isDataException(error.code)) return error.message.replace(/: ".*"$/s, ': "[redacted]"');
  return error.message;
}

/**
 * The stack with its first line (the message) replaced by the safe one; without a stack when the
 * message cannot be told from the frames (a message changed in a way the stack does not show).
 */
function safeStack(error: Error, type: string, message: string): string | undefined {
  if (typeof error.stack !== "string") return undefined;
  const header = `${error.name}: ${error.message}`;
  if (error.stack.startsWith(header)) return `${type}: ${message}${error.stack.slice(header.length)}`;
  return message === error.message ? error.stack : undefined;
}

/**
 * pino's `err` serializer: an error's type, message, stack, code and the like, its cause chain
 * and an AggregateError's errors, each cleaned of the data it was about. Not an Error: its type
 * only (a thrown object may be anything, a request body included).
 */
export function serializeError(value: unknown, depth = 0): SerializedError | string {
  if (!(value instanceof Error)) {
    return typeof value === "string" ? value : { type: typeof value, message: "(not an Error)" };
  }
  const error = value as Error & Record<string, unknown>;
  const type = error.constructor?.name || error.name || "Error";
  const message = safeMessage(error);
  const serialized: SerializedError = { type, message };
  const stack = safeStack(error, type, message);
  if (stack) serialized.stack = stack;
  if (typeof error.query === "string") serialized.query = error.query;
  for (const field of SAFE_ERROR_FIELDS) {
    const fieldValue = error[field];
    if (typeof fieldValue === "string" || typeof fieldValue === "number") serialized[field] = fieldValue;
  }
  if (depth < MAX_CAUSE_DEPTH) {
    if (error.cause !== undefined) serialized.cause = asSerializedError(serializeError(error.cause, depth + 1));
    if (error instanceof AggregateError) {
      serialized.errors = error.errors.map((inner) => asSerializedError(serializeError(inner, depth + 1)));
    }
  }
  return serialized;
}

function asSerializedError(value: SerializedError | string): SerializedError {
  return typeof value === "string" ? { type: "string", message: value } : value;
}

/**
 * A pino logger at `level` with the privacy rules above, writing to stdout or to `destination`
 * (tests capture lines with `{ write(line) { … } }`).
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options: LoggerOptions = {
    level,
    redact: { paths: LOG_REDACT_PATHS, censor: REDACTED },
    serializers: { err: (error: unknown) => serializeError(error), error: (error: unknown) => serializeError(error) },
  };
  // Synchronous writes to stdout: the server logs little (no line per request), a line is never lost
  // when the process exits at once (process.exit after a fatal error), and `npm start`'s summary
  // (server/main.ts) lands after the lines logged before it rather than among them.
  return pino(options, destination ?? pino.destination({ dest: 1, sync: true }));
}
