import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadEvents, leads, notificationOutbox } from "~server/db/schema";
import { consent, loanEnquiryBody } from "../support/lead-inputs";
import { backends, createTestApp, type TestApp } from "../support/test-app";

let mobileCounter = 0;
function nextMobile(): string {
  mobileCounter++;
  return `8${String(200000000 + mobileCounter).slice(-9)}`;
}

/** Step one of the home-loan dialog: name, mobile and consent, nothing else. */
const stepOne = (overrides: Record<string, unknown> = {}) => ({
  kind: "loan_enquiry",
  serviceSlug: "home-loans",
  name: "Lakshmi Pillai",
  mobile: nextMobile(),
  consent,
  website: "",
  ...overrides,
});

interface Created {
  reference: string;
  kind: string;
  enrichmentToken: string;
}
interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

describe.each(backends)("the two-step loan enquiry on %s", (backend) => {
  let app: TestApp;
  let ip = 0;
  const send = (method: string, path: string, body: unknown) =>
    app.request(path, {
      method,
      headers: { "Content-Type": "application/json", "X-Forwarded-For": `10.9.${Math.floor(++ip / 250)}.${ip % 250}` },
      body: JSON.stringify(body),
    });
  const post = (body: unknown) => send("POST", "/api/leads", body);
  const patch = (reference: string, body: unknown) => send("PATCH", `/api/leads/${reference}`, body);
  const db = () => app.services.database.db;
  const leadOf = async (reference: string) =>
    (await db().select().from(leads).where(eq(leads.reference, reference)))[0]!;

  beforeAll(async () => {
    app = await createTestApp(backend, {
      TRUST_PROXY: "true",
      LEAD_RATE_LIMIT_PER_IP: "3",
      SMTP_URL: "smtp://127.0.0.1:1",
      LEAD_NOTIFY_EMAIL: "leads@example.com",
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  async function createStepOne(overrides: Record<string, unknown> = {}): Promise<Created> {
    const res = await post(stepOne(overrides));
    expect(res.status).toBe(201);
    return (await res.json()) as Created;
  }

  it("stores a lead from name, mobile and consent alone, with its alert, a reference and a one-time token", async () => {
    const created = await createStepOne();
    expect(created).toEqual({
      reference: expect.stringMatching(/^LN-[2-9A-HJKMNP-TV-Z]{6}$/),
      kind: "loan_enquiry",
      enrichmentToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    const row = await leadOf(created.reference);
    expect(row).toMatchObject({ name: "Lakshmi Pillai", city: null, pincode: null, loanAmount: null, status: "new" });
    // Only the token's hash is kept, and it expires in two hours.
    expect(row.enrichmentTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.enrichmentTokenHash).not.toContain(created.enrichmentToken);
    const hoursLeft = (row.enrichmentExpiresAt!.getTime() - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(1.9);
    expect(hoursLeft).toBeLessThanOrEqual(2);
    const alerts = await db().select().from(notificationOutbox).where(eq(notificationOutbox.leadId, row.id));
    expect(alerts).toHaveLength(1);
  });

  it("adds the other details with the token, in the same words people type, and records who added them", async () => {
    const created = await createStepOne();
    const res = await patch(created.reference, {
      enrichmentToken: created.enrichmentToken,
      city: "  Thrissur ",
      pincode: "680 001",
      loanAmount: "35 lakh",
      monthlyIncome: "",
    });
    expect(res.status).toBe(200);
    const summary = (await res.json()) as Record<string, unknown>;
    expect(summary).toMatchObject({
      reference: created.reference,
      city: "Thrissur",
      pincode: "680001",
      loanAmount: 3_500_000,
      monthlyIncome: null,
    });
    expect(await leadOf(created.reference)).toMatchObject({
      city: "Thrissur",
      pincode: "680001",
      loanAmount: 3_500_000,
    });
    const row = await leadOf(created.reference);
    const events = await db().select().from(leadEvents).where(eq(leadEvents.leadId, row.id));
    expect(events).toEqual([
      expect.objectContaining({
        type: "enriched",
        actorUserId: null,
        actorLabel: "Visitor",
        data: { fields: ["city", "pincode", "loanAmount"] },
      }),
    ]);
    // The alert still waiting in the outbox now carries the details too.
    const [alert] = await db().select().from(notificationOutbox).where(eq(notificationOutbox.leadId, row.id));
    expect(alert!.payload).toMatchObject({ city: "Thrissur", loanAmount: 3_500_000 });
  });

  it("lets the visitor correct a typo while the token lasts, but never changes what came with the first request", async () => {
    const created = await createStepOne({ email: "first@example.com" });
    const first = await patch(created.reference, { enrichmentToken: created.enrichmentToken, loanAmount: "3 lakh" });
    expect(first.status).toBe(200);
    const again = await patch(created.reference, {
      enrichmentToken: created.enrichmentToken,
      loanAmount: "30 lakh",
      email: "other@example.com",
    });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ loanAmount: 3_000_000, email: "first@example.com" });
    expect(await leadOf(created.reference)).toMatchObject({ loanAmount: 3_000_000, email: "first@example.com" });
  });

  it("answers one 404 for a wrong token, an expired token and another reference, and changes nothing", async () => {
    const mine = await createStepOne();
    const other = await createStepOne();
    const wrong = await patch(mine.reference, { enrichmentToken: other.enrichmentToken, city: "Kochi" });
    const otherReference = await patch(other.reference, { enrichmentToken: mine.enrichmentToken, city: "Kochi" });
    const unknown = await patch("LN-ZZZZZZ", { enrichmentToken: mine.enrichmentToken, city: "Kochi" });
    const garbage = await patch("not-a-reference", { enrichmentToken: mine.enrichmentToken, city: "Kochi" });
    await db()
      .update(leads)
      .set({ enrichmentExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(leads.reference, mine.reference));
    const expired = await patch(mine.reference, { enrichmentToken: mine.enrichmentToken, city: "Kochi" });

    const answers = [wrong, otherReference, unknown, garbage, expired];
    expect(answers.map((r) => r.status)).toEqual([404, 404, 404, 404, 404]);
    const bodies = (await Promise.all(answers.map((r) => r.json()))) as ErrorBody[];
    // The same words whether the reference exists or not.
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
    expect(bodies[0]!.error.code).toBe("not_found");
    for (const reference of [mine.reference, other.reference]) {
      const row = await leadOf(reference);
      expect(row.city).toBeNull();
      expect(await db().select().from(leadEvents).where(eq(leadEvents.leadId, row.id))).toEqual([]);
    }
  });

  it("answers bad details with the same field messages as the one-step form, and stores none of them", async () => {
    const created = await createStepOne();
    const res = await patch(created.reference, {
      enrichmentToken: created.enrichmentToken,
      city: "Kochi",
      pincode: "12",
      loanAmount: "5000",
      monthlyIncome: "lots",
      employmentType: "astronaut",
    });
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as ErrorBody;
    expect(error.code).toBe("invalid_input");
    expect(error.fields).toEqual({
      pincode: "Enter your 6-digit PIN code",
      loanAmount: "Enter an amount of at least ₹10,000",
      monthlyIncome: "Enter your monthly income like 50,000 or 50k",
      employmentType: "Choose your employment type",
    });
    // The one-request form says the same about the same input.
    const oneStep = await post(
      loanEnquiryBody({
        mobile: nextMobile(),
        pincode: "12",
        loanAmount: "5000",
        monthlyIncome: "lots",
        employmentType: "astronaut",
      }),
    );
    expect(((await oneStep.json()) as ErrorBody).error.fields).toEqual(error.fields);
    expect((await leadOf(created.reference)).city).toBeNull();
    // Nothing at all is not a second step.
    const empty = await patch(created.reference, { enrichmentToken: created.enrichmentToken, city: " " });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as ErrorBody).error.fields).toEqual({
      _: "Fill in at least one detail, or close this window: your enquiry is already with us",
    });
  });

  it("still stores every field sent in one request, and asks for all of a service's fields once some are sent", async () => {
    const res = await post(loanEnquiryBody({ mobile: nextMobile() }));
    expect(res.status).toBe(201);
    const { reference } = (await res.json()) as Created;
    expect(await leadOf(reference)).toMatchObject({
      city: "Kochi",
      pincode: "682016",
      loanAmount: 2_500_000,
      monthlyIncome: 85_000,
      employmentType: "salaried",
      email: "asha@example.com",
    });
    const partial = await post(loanEnquiryBody({ mobile: nextMobile(), loanAmount: undefined }));
    expect(partial.status).toBe(400);
    expect(((await partial.json()) as ErrorBody).error.fields).toEqual({
      loanAmount: "Enter the loan amount you need",
    });
  });

  it("gives a filled honeypot a token like anyone's, which opens nothing", async () => {
    const created = await createStepOne({ website: "http://spam.example" });
    expect(created.enrichmentToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const res = await patch(created.reference, { enrichmentToken: created.enrichmentToken, city: "Kochi" });
    expect(res.status).toBe(404);
  });

  it("describes both steps in the OpenAPI document", async () => {
    const doc = (await (await app.request("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, unknown>>;
      components: { schemas: Record<string, { properties: Record<string, unknown> }> };
    };
    expect(Object.keys(doc.paths["/leads/{reference}"]!)).toContain("patch");
    expect(Object.keys(doc.components.schemas.CreatedLead!.properties)).toContain("enrichmentToken");
    expect(Object.keys(doc.components.schemas.EnquirySummary!.properties)).toEqual(
      expect.arrayContaining(["reference", "city", "loanAmount"]),
    );
  });

  it("limits second steps per address with 429 (six times the lead limit)", async () => {
    const created = await createStepOne();
    const address = { "Content-Type": "application/json", "X-Forwarded-For": "203.0.113.55" };
    const statuses: number[] = [];
    // LEAD_RATE_LIMIT_PER_IP is 3 here: 18 second steps, then 429.
    for (let i = 0; i < 19; i++) {
      const res = await app.request(`/api/leads/${created.reference}`, {
        method: "PATCH",
        headers: address,
        body: JSON.stringify({ enrichmentToken: "wrong-token-wrong-token-wrong", city: "Kochi" }),
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 18).every((status) => status === 404)).toBe(true);
    expect(statuses[18]).toBe(429);
  });

  it("keeps the repeat's details on the repeat", async () => {
    const mobile = nextMobile();
    const first = await createStepOne({ mobile });
    const repeat = await createStepOne({ mobile });
    expect((await patch(repeat.reference, { enrichmentToken: repeat.enrichmentToken, city: "Kannur" })).status).toBe(
      200,
    );
    expect((await leadOf(first.reference)).city).toBeNull();
    const repeatRow = await leadOf(repeat.reference);
    expect(repeatRow.city).toBe("Kannur");
    expect(
      await db()
        .select()
        .from(leadEvents)
        .where(and(eq(leadEvents.leadId, repeatRow.id), eq(leadEvents.type, "enriched"))),
    ).toHaveLength(1);
  });
});
