import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownerEnv, signIn, withCookies } from "../support/staff";
import { backends, createTestApp, type TestApp } from "../support/test-app";

// JSON bodies are UTF-8 (RFC 8259). A body declared in another charset, or of another type,
// answers 415 with a message that says what to send, on every operation that takes a body.

const consent = { accepted: true, noticeVersion: "2026-11-22", language: "en" };
const contactMessage = {
  kind: "contact_message",
  name: "Ravi K",
  mobile: "98765 12121",
  message: "Please call me about a gold loan.",
  consent,
};

interface ErrorAnswer {
  error: { code: string; message: string };
}

describe.each(backends)("the body's media type and charset on %s", (backend) => {
  let app: TestApp;
  let ip = 0;
  const send = (path: string, type: string | null, body: BodyInit, init: RequestInit = {}) =>
    app.request(path, {
      method: "POST",
      ...init,
      headers: {
        ...(type === null ? {} : { "Content-Type": type }),
        "X-Forwarded-For": `10.7.0.${++ip}`,
        ...(init.headers as Record<string, string> | undefined),
      },
      body,
    });

  beforeAll(async () => {
    app = await createTestApp(backend, { ...ownerEnv, TRUST_PROXY: "true" });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("answers 415 for a lead declared in UTF-16, saying to send UTF-8 JSON", async () => {
    const utf16 = Buffer.from(`\ufeff${JSON.stringify(contactMessage)}`, "utf16le");
    for (const type of ["application/json; charset=utf-16", 'application/json;charset="UTF-16LE"']) {
      const res = await send("/api/leads", type, utf16);
      expect(res.status, type).toBe(415);
      const answer = (await res.json()) as ErrorAnswer;
      expect(answer.error.code).toBe("unsupported_media_type");
      expect(answer.error.message).toMatch(/UTF-8 JSON/);
    }
    const latin1 = await send("/api/leads", "application/json; charset=iso-8859-1", JSON.stringify(contactMessage));
    expect(latin1.status).toBe(415);
  });

  it("accepts JSON declared as UTF-8, in any spelling, or without a charset", async () => {
    let n = 0;
    for (const type of [
      "application/json",
      "application/json; charset=utf-8",
      "application/json;charset=UTF-8",
      'application/json; charset="utf-8"',
      "application/json; charset=utf8",
    ]) {
      const body = JSON.stringify({ ...contactMessage, mobile: `98765 1300${n++}` });
      expect((await send("/api/leads", type, body)).status, type).toBe(201);
    }
  });

  it("answers 415 for a lead that is not JSON, saying to send JSON", async () => {
    for (const type of ["application/x-www-form-urlencoded", "text/plain", null]) {
      const res = await send("/api/leads", type, "name=Asha");
      expect(res.status, String(type)).toBe(415);
      const answer = (await res.json()) as ErrorAnswer;
      expect(answer.error).toMatchObject({ code: "unsupported_media_type", message: expect.stringMatching(/JSON/) });
    }
  });

  it("lets a request without a body through, whatever it says about the body's type", async () => {
    const { jar } = await signIn(app);
    // What a browser's fetch(…, { method: "DELETE" }) gives the server: no Content-Length, no
    // Content-Type, and an empty stream for a body.
    const emptyStream = () =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          controller.close();
        },
      });
    const revoke = await app.request("/api/admin/tokens/987654", {
      ...withCookies(jar, { method: "DELETE" }),
      body: emptyStream(),
      duplex: "half",
    } as RequestInit);
    expect(revoke.status).toBe(404);
    const logout = await app.request(
      "/api/admin/auth/logout",
      withCookies(jar, { method: "POST", headers: { "Content-Type": "text/plain", "Content-Length": "0" } }),
    );
    expect(logout.status).toBe(204);
  });

  it("answers the same 415 on the staff API's operations that take a body", async () => {
    const utf16 = Buffer.from(JSON.stringify({ email: "owner@example.in", password: "x" }), "utf16le");
    const login = await send("/api/admin/auth/login", "application/json; charset=utf-16", utf16);
    expect(login.status).toBe(415);
    expect(((await login.json()) as ErrorAnswer).error).toMatchObject({
      code: "unsupported_media_type",
      message: expect.stringMatching(/UTF-8 JSON/),
    });

    const { jar } = await signIn(app);
    for (const [method, path] of [
      ["POST", "/api/admin/users"],
      ["PATCH", "/api/admin/account"],
      ["POST", "/api/admin/tokens"],
    ] as const) {
      const declared = await app.request(
        path,
        withCookies(jar, {
          method,
          headers: { "Content-Type": "application/json; charset=windows-1252" },
          body: JSON.stringify({ displayName: "Ann" }),
        }),
      );
      expect(declared.status, `${method} ${path}`).toBe(415);
      expect(((await declared.json()) as ErrorAnswer).error.message).toMatch(/UTF-8 JSON/);
      const text = await app.request(
        path,
        withCookies(jar, { method, headers: { "Content-Type": "text/plain" }, body: "displayName=Ann" }),
      );
      expect(text.status, `${method} ${path}`).toBe(415);
      expect(((await text.json()) as ErrorAnswer).error.code).toBe("unsupported_media_type");
    }
  });
});
