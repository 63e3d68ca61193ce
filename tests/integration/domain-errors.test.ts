import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "../../server/domain-errors";
import { backends, createTestApp, type TestApp } from "../support/test-app";

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

/**
 * Errors thrown inside domain services, through the real API routes (the services are the app's
 * own, made to fail): each becomes the status a client can act on, in the API's error shape.
 */
describe.each(backends)("domain errors through the API on %s", (backend) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp(backend);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  afterAll(async () => {
    await app?.close();
  });

  /** GET /api/loan-services, with the service's list failing the given way. */
  async function listFailingWith(error: Error) {
    const list = vi.spyOn(app.services.loanServices, "listActive").mockRejectedValue(error);
    const res = await app.request("/api/loan-services");
    expect(list).toHaveBeenCalled();
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    return { status: res.status, body: (await res.json()) as ErrorBody };
  }

  it("answers 400 with field messages for a ZodError a service throws on invalid data", async () => {
    // A real service parsing real input: the seeded popup edited with a colour that is not one.
    vi.spyOn(app.services.popups, "listActiveForPage").mockImplementation(async () => {
      await app.services.popups.update(1, { backgroundColor: "bright red", priority: 5000 });
      return [];
    });
    const res = await app.request("/api/popups/home");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: {
        code: "invalid_input",
        message: "Some fields are not valid",
        fields: {
          backgroundColor: "Use a hex colour such as #fff or #1e293b",
          priority: expect.stringMatching(/1000/),
        },
      },
    });
    // Nothing was written.
    expect((await app.services.popups.get(1))?.backgroundColor).not.toBe("bright red");
  });

  it("answers 400 with the fields of a ValidationError", async () => {
    const { status, body } = await listFailingWith(
      new ValidationError({ "contact.mobile": "Enter a 10-digit mobile number" }),
    );
    expect(status).toBe(400);
    expect(body).toEqual({
      error: {
        code: "invalid_input",
        message: "Some fields are not valid",
        fields: { "contact.mobile": "Enter a 10-digit mobile number" },
      },
    });
  });

  it("answers 409 with the message of a ConflictError (a stale version)", async () => {
    const { status, body } = await listFailingWith(
      new ConflictError("Someone else changed this loan service; reload to see their change"),
    );
    expect(status).toBe(409);
    expect(body).toEqual({
      error: { code: "conflict", message: "Someone else changed this loan service; reload to see their change" },
    });
  });

  it("answers 404 for a NotFoundError and 403 for a ForbiddenError", async () => {
    expect(await listFailingWith(new NotFoundError("No loan service 42"))).toEqual({
      status: 404,
      body: { error: { code: "not_found", message: "No loan service 42" } },
    });
    expect(await listFailingWith(new ForbiddenError("Editors cannot delete loan services"))).toEqual({
      status: 403,
      body: { error: { code: "forbidden", message: "Editors cannot delete loan services" } },
    });
  });

  it("still answers 500, without internals, for any other error", async () => {
    const { status, body } = await listFailingWith(new Error("connection to 10.0.0.5 refused"));
    expect(status).toBe(500);
    expect(body).toEqual({
      error: { code: "internal_error", message: "Something went wrong on our side. Please try again." },
    });
  });
});
