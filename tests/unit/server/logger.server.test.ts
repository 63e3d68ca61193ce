import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { createLogger, REDACTED, serializeError, type SerializedError } from "~server/logger.server";

/** A logger writing into an array; each entry one parsed log line. */
function capture() {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger("debug", { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { logger, lines };
}

/** What a database error looks like (node-postgres and PGlite alike): values in `detail`. */
function databaseError(message: string, fields: Record<string, unknown>) {
  return Object.assign(new Error(message), { name: "error", severity: "ERROR", ...fields });
}

describe("the server's logger", () => {
  it("blanks personal and secret keys wherever a log call passes them", () => {
    const { logger, lines } = capture();
    logger.info(
      {
        email: "asha@example.com",
        mobile: "+919876543210",
        body: { name: "Asha Menon" },
        params: ["Asha Menon"],
        user: { email: "asha@example.com", password: "secret-pass", role: "viewer" },
        req: { headers: { cookie: "dsa_session=abc", authorization: "Bearer dsa_x" } },
        reference: "LN-24K7Q9",
      },
      "something happened",
    );
    const line = lines[0]!;
    expect(line).toMatchObject({
      email: REDACTED,
      mobile: REDACTED,
      body: REDACTED,
      params: REDACTED,
      user: { email: REDACTED, password: REDACTED, role: "viewer" },
      req: { headers: { cookie: REDACTED, authorization: REDACTED } },
      reference: "LN-24K7Q9",
      msg: "something happened",
    });
    expect(JSON.stringify(line)).not.toMatch(/Asha|98765|secret-pass|dsa_session=|Bearer/);
  });

  it("writes a failed query's statement and the database's reason, never its values or detail", () => {
    const cause = databaseError('duplicate key value violates unique constraint "users_email_unique"', {
      code: "23505",
      constraint: "users_email_unique",
      table: "users",
      detail: "Key (email)=(asha@example.com) already exists.",
    });
    const error = new DrizzleQueryError(
      'insert into "users" ("email", "display_name") values ($1, $2)',
      ["asha@example.com", "Asha Menon"],
      cause,
    );
    const { logger, lines } = capture();
    logger.error({ err: error }, "unhandled error");
    const text = JSON.stringify(lines[0]);
    expect(text).not.toMatch(/asha@example\.com|Asha Menon|already exists/);
    const err = lines[0]!.err as SerializedError;
    expect(err).toMatchObject({
      type: "DrizzleQueryError",
      message: 'Failed query: insert into "users" ("email", "display_name") values ($1, $2)',
      query: 'insert into "users" ("email", "display_name") values ($1, $2)',
      cause: {
        message: 'duplicate key value violates unique constraint "users_email_unique"',
        code: "23505",
        constraint: "users_email_unique",
        table: "users",
        severity: "ERROR",
      },
    });
    expect(err.stack).toMatch(/^DrizzleQueryError: Failed query: insert into "users".*\n\s+at /);
    expect(err).not.toHaveProperty("params");
    expect(err.cause).not.toHaveProperty("detail");
  });

  it("blanks the value a data exception quotes in its message", () => {
    const error = databaseError('invalid input syntax for type integer: "98765 43210"', { code: "22P02" });
    expect(serializeError(error)).toMatchObject({
      message: 'invalid input syntax for type integer: "[redacted]"',
      code: "22P02",
    });
  });

  it("follows causes and aggregated errors, but not forever", () => {
    const loop = new Error("loops");
    loop.cause = loop;
    const serialized = serializeError(new AggregateError([loop, "plain text"], "several")) as SerializedError;
    expect(serialized.errors?.[0]).toMatchObject({ type: "Error", message: "loops", cause: { message: "loops" } });
    expect(serialized.errors?.[1]).toEqual({ type: "string", message: "plain text" });
    let depth = 0;
    for (let level: SerializedError | undefined = serialized.errors?.[0]; level; level = level.cause) depth++;
    expect(depth).toBeLessThanOrEqual(6);
  });

  it("writes only the type of a thrown value that is not an Error", () => {
    const { logger, lines } = capture();
    logger.error({ err: { body: { name: "Asha Menon" } } }, "odd throw");
    expect(lines[0]!.err).toEqual({ type: "object", message: "(not an Error)" });
  });
});
