import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leads } from "~server/db/schema";
import { leadMessages } from "~server/leads/lead-schemas.server";
import { userMessages } from "~server/users/user.schema";
import { consent, contactMessageBody, loanEnquiryBody } from "../support/lead-inputs";
import { json, ownerEnv, signIn, withCookies } from "../support/staff";
import { backends, createTestApp, type TestApp } from "../support/test-app";

// PostgreSQL refuses NUL in text: a NUL that reached the database was a 500 (issue 15). Every text
// input of the public API refuses it (400 with a field message, or 404 for a path), or cleans it
// where the visitor cannot fix it, so that the database never sees one.

let mobileCounter = 0;
const nextMobile = () => `9${String(300000000 + ++mobileCounter).slice(-9)}`;

const loanEnquiry = (overrides: Record<string, unknown> = {}) =>
  loanEnquiryBody({ mobile: nextMobile(), message: "Please call me in the evening.", ...overrides });
const contactMessage = (overrides: Record<string, unknown> = {}) =>
  contactMessageBody({ mobile: nextMobile(), subject: "Gold loan", ...overrides });

describe.each(backends)("control characters in public input on %s", (backend) => {
  let app: TestApp;
  let ip = 0;
  const post = (body: unknown) =>
    app.request("/api/leads", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": `10.9.${Math.floor(++ip / 250)}.${ip % 250}` },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    app = await createTestApp(backend, { ...ownerEnv, TRUST_PROXY: "true" }, { pages: true });
  });
  afterAll(async () => {
    await app?.close();
  });

  it.each([
    ["name", loanEnquiry({ name: "Asha\u0000Menon" }), leadMessages.controlCharacters],
    ["email", loanEnquiry({ email: "asha\u0000@example.com" }), leadMessages.controlCharacters],
    ["city", loanEnquiry({ city: "Kochi\u0000" }), leadMessages.controlCharacters],
    ["message", loanEnquiry({ message: "Call me\u0000 please" }), leadMessages.messageControlCharacters],
    ["subject", contactMessage({ subject: "Gold\u0000loan" }), leadMessages.controlCharacters],
    [
      "message",
      contactMessage({ message: "Please call me\u0000 about a loan" }),
      leadMessages.messageControlCharacters,
    ],
    ["name", contactMessage({ name: "Ravi\u0007K" }), leadMessages.controlCharacters],
    [
      "consent.noticeVersion",
      contactMessage({ consent: { ...consent, noticeVersion: "\u0000" } }),
      leadMessages.consent,
    ],
    ["consent.language", contactMessage({ consent: { ...consent, language: "en\u0000" } }), leadMessages.consent],
  ])("refuses a control character in %s with 400 and a message that says what to fix", async (field, body, message) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    const answer = (await res.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(answer.error.code).toBe("invalid_input");
    expect(answer.error.fields).toEqual({ [field]: message });
  });

  it("keeps line breaks and tabs in a message", async () => {
    const res = await post(contactMessage({ message: "Hello,\r\nplease call me.\tThanks" }));
    expect(res.status).toBe(201);
    const { reference } = (await res.json()) as { reference: string };
    const [row] = await app.services.database.db.select().from(leads).where(eq(leads.reference, reference));
    expect(row!.message).toBe("Hello,\r\nplease call me.\tThanks");
  });

  it("stores the lead with control characters removed from the tracking values the visitor cannot fix", async () => {
    const res = await post(
      loanEnquiry({
        landingPage: "/loan-services/home-loans?utm_source=goo%00gle\u0000",
        referrer: "https://www.google.com/\u0000",
        utm: {
          source: "goo\u0000gle",
          medium: "c\u0001pc",
          campaign: "\u007fhome",
          term: "\u0000",
          content: "a\u0085b",
        },
      }),
    );
    expect(res.status).toBe(201);
    const { reference } = (await res.json()) as { reference: string };
    const [row] = await app.services.database.db.select().from(leads).where(eq(leads.reference, reference));
    expect(row).toMatchObject({
      landingPage: "/loan-services/home-loans?utm_source=goo%00gle",
      referrer: "https://www.google.com/",
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "home",
      utmTerm: null,
      utmContent: "ab",
    });
  });

  it("answers 404 JSON for a loan service slug with a control character", async () => {
    for (const path of [
      "/api/loan-services/home-loans%00",
      "/api/loan-services/%00",
      "/api/loan-services/home%07loans",
    ]) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("not_found");
    }
  });

  it("answers 400 with a field message for a popup page name with a control character", async () => {
    const res = await app.request("/api/popups/home%00");
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty("page");
  });

  it("answers the 404 page for a loan page path with a control character", async () => {
    for (const path of ["/loan-services/home-loans%00", "/loans/gold-loan%01", "/services/%00"]) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("Content-Type")).toContain("text/html");
      expect(await res.text()).toContain("Page Not Found");
    }
  });

  it("answers staff sign-in with a control character in the e-mail with 400, not 500", async () => {
    const res = await app.request("/api/admin/auth/login", json({ email: "owner\u0000@example.in", password: "x" }));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      email: userMessages.email,
    });
  });

  it("answers a staff list search with a control character with 400, not 500", async () => {
    const { jar } = await signIn(app);
    const res = await app.request("/api/admin/users?search=ann%00", withCookies(jar));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty("search");
  });
});
