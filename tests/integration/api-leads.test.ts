import { count, eq, inArray, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leads, notificationOutbox } from "~server/db/schema";
import { consent, contactMessageBody, loanEnquiryBody as loanEnquiry } from "../support/lead-inputs";
import { backends, createTestApp, type TestApp } from "../support/test-app";

let mobileCounter = 0;
/** A distinct valid mobile number per call, typed the way people type them. */
function nextMobile(): string {
  mobileCounter++;
  return `9${String(100000000 + mobileCounter).slice(-9)}`;
}

/** A contact message from a mobile of its own. */
const contactMessage = (overrides: Record<string, unknown> = {}) =>
  contactMessageBody({ mobile: nextMobile(), ...overrides });

describe.each(backends)("POST /api/leads on %s", (backend) => {
  let app: TestApp;
  let ip = 0;
  /** Each request comes from its own address unless a test says otherwise (rate limit). */
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    app.request("/api/leads", {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "X-Forwarded-For": `10.0.${Math.floor(++ip / 250)}.${ip % 250}`,
        ...headers,
      },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });

  beforeAll(async () => {
    app = await createTestApp(backend, {
      TRUST_PROXY: "true",
      LEAD_RATE_LIMIT_PER_IP: "5",
      SMTP_URL: "smtp://127.0.0.1:1",
      LEAD_NOTIFY_EMAIL: "leads@example.com",
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  const db = () => app.services.database.db;
  /** The ids, in order, of those of `rows` that have a staff alert in the outbox. */
  const alertedLeadIds = async (rows: { id: number }[]) =>
    (
      await db()
        .select({ leadId: notificationOutbox.leadId })
        .from(notificationOutbox)
        .where(
          inArray(
            notificationOutbox.leadId,
            rows.map((r) => r.id),
          ),
        )
    )
      .map((alert) => Number(alert.leadId))
      .sort((a, b) => a - b);

  it("stores a valid loan enquiry, normalised, with its consent record and a staff alert", async () => {
    const res = await post(loanEnquiry({ mobile: "098765 11111" }));
    expect(res.status).toBe(201);
    const body = (await res.json()) as { reference: string; kind: string };
    expect(body).toEqual({
      reference: expect.stringMatching(/^LN-[2-9A-HJKMNP-TV-Z]{6}$/),
      kind: "loan_enquiry",
      enrichmentToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    const [row] = await db().select().from(leads).where(eq(leads.reference, body.reference));
    expect(row).toMatchObject({
      mobile: "+919876511111",
      loanAmount: 2_500_000,
      monthlyIncome: 85_000,
      serviceSlug: "home-loans",
      status: "new",
      consentNoticeVersion: "2026-11-22",
      consentLanguage: "en",
      utmSource: "google",
      utmCampaign: "home-loans-kerala",
    });
    expect(row!.consentPurpose).toContain("lenders");
    expect(row!.consentedAt).toBeInstanceOf(Date);
    const alerts = await db().select().from(notificationOutbox).where(eq(notificationOutbox.leadId, row!.id));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.payload).toMatchObject({ reference: body.reference, serviceName: "Home Loans" });
  });

  it("answers field messages for bad input and stores nothing", async () => {
    const before = await db().select({ n: count() }).from(leads);
    const res = await post(loanEnquiry({ mobile: "12345", name: "", consent: { ...consent, accepted: false } }));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe("invalid_input");
    expect(body.error.fields.mobile).toMatch(/10-digit/);
    expect(Object.keys(body.error.fields)).toEqual(expect.arrayContaining(["name", "consent.accepted"]));
    const after = await db().select({ n: count() }).from(leads);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it("takes a name with brackets, and says which characters to remove from one that has others", async () => {
    const bracketed = await post(contactMessage({ name: "Dr. K. R. Nair-Pillai (Jr.)" }));
    expect(bracketed.status).toBe(201);
    const { reference } = (await bracketed.json()) as { reference: string };
    const [row] = await db().select({ name: leads.name }).from(leads).where(eq(leads.reference, reference));
    expect(row!.name).toBe("Dr. K. R. Nair-Pillai (Jr.)");

    const withEmoji = await post(contactMessage({ name: "Anitha 🙏" }));
    expect(withEmoji.status).toBe(400);
    expect(((await withEmoji.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      name: "Remove 🙏 from the name: use letters, spaces and . - ' ( )",
    });
  });

  it("answers a message about the body as a whole under the field key _", async () => {
    const res = await post("[]");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: {
        code: "invalid_input",
        message: "Some fields are not valid",
        fields: { _: "Choose the kind of request" },
      },
    });
  });

  it("requires all of what the chosen service needs once some of it is sent, and a real service", async () => {
    const noAmount = await post(loanEnquiry({ loanAmount: undefined, mobile: nextMobile() }));
    expect(noAmount.status).toBe(400);
    expect(((await noAmount.json()) as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty(
      "loanAmount",
    );
    // The service's own data words the message: the cost of the system for rooftop solar.
    const noSolarCost = await post(
      loanEnquiry({ serviceSlug: "rooftop-solar-finance", loanAmount: "", mobile: nextMobile() }),
    );
    expect(noSolarCost.status).toBe(400);
    expect(((await noSolarCost.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      loanAmount: "Enter the cost of the solar system",
    });
    const unknown = await post(loanEnquiry({ serviceSlug: "space-loans", mobile: nextMobile() }));
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty(
      "serviceSlug",
    );
  });

  it("stores contact messages and partner applications with their own references", async () => {
    const contact = await post(contactMessage());
    expect(contact.status).toBe(201);
    expect(((await contact.json()) as { reference: string }).reference).toMatch(/^CT-/);
    const partner = await post({
      kind: "partner_application",
      name: "Meera Nair",
      mobile: nextMobile(),
      email: "meera@example.com",
      city: "Thrissur",
      partnerType: "chartered_accountant",
      experienceYears: "6",
      consent,
    });
    expect(partner.status).toBe(201);
    const { reference } = (await partner.json()) as { reference: string };
    expect(reference).toMatch(/^BP-/);
    const [row] = await db().select().from(leads).where(eq(leads.reference, reference));
    expect(row!.details).toEqual({ partnerType: "chartered_accountant", experienceYears: 6 });
  });

  it("answers a repeat like a first enquiry, with its own reference, and links it to the first on the server", async () => {
    const mobile = nextMobile();
    const firstAnswer = await post(loanEnquiry({ mobile }));
    const first = (await firstAnswer.json()) as { reference: string };
    // Someone else, knowing only the mobile number, sends an enquiry for the same service.
    const again = await post(
      loanEnquiry({
        mobile: `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`,
        name: "Someone Else",
        email: "someone@example.net",
        loanAmount: "30 lakh",
      }),
    );
    expect(again.status).toBe(201);
    const repeat = (await again.json()) as Record<string, unknown>;
    // Nothing in the answer tells it was a repeat, and nothing of the first enquiry is in it.
    expect(repeat).toEqual({
      reference: expect.stringMatching(/^LN-[2-9A-HJKMNP-TV-Z]{6}$/),
      kind: "loan_enquiry",
      enrichmentToken: expect.any(String),
    });
    expect(repeat.reference).not.toBe(first.reference);
    expect(Object.keys(repeat).sort()).toEqual(Object.keys(first).sort());
    const other = await post(
      loanEnquiry({ mobile, serviceSlug: "gold-loan", employmentType: undefined, monthlyIncome: undefined }),
    );
    expect(other.status).toBe(201);
    const rows = await db()
      .select()
      .from(leads)
      .where(eq(leads.mobile, `+91${mobile}`));
    expect(rows).toHaveLength(3);
    const originals = rows.filter((r) => r.duplicateOfId === null);
    expect(originals).toHaveLength(2);
    const stored = rows.find((r) => r.duplicateOfId !== null)!;
    expect(stored).toMatchObject({ reference: repeat.reference, loanAmount: 3_000_000, name: "Someone Else" });
    expect(rows.find((r) => r.id === stored.duplicateOfId)!.reference).toBe(first.reference);
    // One staff alert per person and service: the repeat sends none.
    expect(await alertedLeadIds(rows)).toEqual(originals.map((r) => r.id).sort((a, b) => a - b));
  });

  it("describes the same answer in the OpenAPI document: a reference, the kind and the token, no repeat flag", async () => {
    const doc = (await (await app.request("/api/openapi.json")).json()) as {
      components: { schemas: Record<string, { properties: Record<string, unknown>; required?: string[] }> };
    };
    const created = doc.components.schemas.CreatedLead!;
    expect(Object.keys(created.properties).sort()).toEqual(["enrichmentToken", "kind", "reference"]);
    expect(created.required?.sort()).toEqual(["kind", "reference"]);
  });

  it("answers a filled honeypot exactly like a success, but stores nothing and sends no alert", async () => {
    const mobile = nextMobile();
    const leadsBefore = await db().select({ n: count() }).from(leads);
    const alertsBefore = await db().select({ n: count() }).from(notificationOutbox);
    const res = await post(loanEnquiry({ mobile, website: "http://spam.example" }));
    // What a bot sees cannot be told from a stored lead's answer.
    expect(res.status).toBe(201);
    expect(res.headers.get("Content-Type")).toBe("application/json");
    const body = (await res.json()) as { reference: string; kind: string };
    expect(body).toEqual({
      reference: expect.stringMatching(/^LN-[2-9A-HJKMNP-TV-Z]{6}$/),
      kind: "loan_enquiry",
      enrichmentToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    expect(
      await db()
        .select()
        .from(leads)
        .where(eq(leads.mobile, `+91${mobile}`)),
    ).toHaveLength(0);
    expect(await db().select().from(leads).where(eq(leads.reference, body.reference))).toHaveLength(0);
    expect(await db().select({ n: count() }).from(leads)).toEqual(leadsBefore);
    expect(await db().select({ n: count() }).from(notificationOutbox)).toEqual(alertsBefore);
    // Contact messages and partner applications alike.
    const contact = await post(contactMessage({ website: "spam" }));
    expect(contact.status).toBe(201);
    expect(await contact.json()).toEqual({ reference: expect.stringMatching(/^CT-/), kind: "contact_message" });
    expect(await db().select({ n: count() }).from(leads)).toEqual(leadsBefore);
  });

  it("answers a filled honeypot with bad input as it answers anyone's bad input", async () => {
    const res = await post(loanEnquiry({ serviceSlug: "space-loans", mobile: nextMobile(), website: "x" }));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty(
      "serviceSlug",
    );
  });

  it("limits submissions per address with 429 and Retry-After", async () => {
    const address = { "X-Forwarded-For": "203.0.113.77" };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await post(loanEnquiry({ mobile: nextMobile() }), address)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const limited = await post(loanEnquiry({ mobile: nextMobile() }), address);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(((await limited.json()) as { error: { code: string } }).error.code).toBe("rate_limited");
    expect((await post(loanEnquiry({ mobile: nextMobile() }), { "X-Forwarded-For": "203.0.113.78" })).status).toBe(201);
  });

  it("counts the address the proxy saw, not the ones the visitor wrote before it in X-Forwarded-For", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const spoofed = { "X-Forwarded-For": `198.18.${i}.1, 10.${i}.0.1,203.0.113.90` };
      statuses.push((await post(loanEnquiry({ mobile: nextMobile() }), spoofed)).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it("counts the addresses of one IPv6 /64 as one visitor", async () => {
    const addresses = [
      "2001:db8:77:1::1",
      "2001:db8:77:1::2",
      "2001:db8:77:1:a:b:c:d",
      "2001:0DB8:0077:0001:ffff:ffff:ffff:ffff",
      "[2001:db8:77:1::5]:443",
      "2001:db8:77:1:1234::",
    ];
    const statuses: number[] = [];
    for (const address of addresses) {
      statuses.push((await post(loanEnquiry({ mobile: nextMobile() }), { "X-Forwarded-For": address })).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    // The next /64 is someone else.
    expect((await post(loanEnquiry({ mobile: nextMobile() }), { "X-Forwarded-For": "2001:db8:77:2::1" })).status).toBe(
      201,
    );
  });

  it("answers 413 for a 2 MB body, 400 for malformed JSON and 415 for a form post", async () => {
    const big = await post(JSON.stringify({ ...loanEnquiry(), message: "x".repeat(2 * 1024 * 1024) }));
    expect(big.status).toBe(413);
    const malformed = await post('{"kind":"loan_enquiry",');
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { error: { message: string } }).error.message).toMatch(/JSON/i);
    const form = await app.request("/api/leads", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": "198.51.100.9" },
      body: "name=Asha",
    });
    expect(form.status).toBe(415);
  });

  it("stores 200 concurrent submissions exactly once each", async () => {
    const mobiles = Array.from({ length: 200 }, () => nextMobile());
    const started = performance.now();
    const responses = await Promise.all(mobiles.map((mobile) => post(loanEnquiry({ mobile }))));
    const seconds = (performance.now() - started) / 1000;
    expect(responses.map((r) => r.status).filter((s) => s !== 201)).toEqual([]);
    const references = await Promise.all(
      responses.map(async (r) => ((await r.json()) as { reference: string }).reference),
    );
    expect(new Set(references).size).toBe(200);
    const stored = await db().select({ reference: leads.reference }).from(leads).where(isNull(leads.duplicateOfId));
    const storedSet = new Set(stored.map((r) => r.reference));
    expect(references.every((ref) => storedSet.has(ref))).toBe(true);
    console.info(
      `[${backend}] 200 concurrent leads stored in ${seconds.toFixed(2)} s (${(200 / seconds).toFixed(0)} leads/s), 0 lost`,
    );
  });

  it("links 20 concurrent repeats of one mobile to a single first lead", async () => {
    const mobile = nextMobile();
    const responses = await Promise.all(Array.from({ length: 20 }, () => post(loanEnquiry({ mobile }))));
    expect(responses.map((r) => r.status)).toEqual(Array.from({ length: 20 }, () => 201));
    const bodies = (await Promise.all(responses.map((r) => r.json()))) as { reference: string }[];
    // Each its own reference, as any submission gets.
    expect(new Set(bodies.map((b) => b.reference)).size).toBe(20);
    const rows = await db()
      .select()
      .from(leads)
      .where(eq(leads.mobile, `+91${mobile}`));
    expect(rows.map((r) => r.reference).sort()).toEqual(bodies.map((b) => b.reference).sort());
    const originals = rows.filter((r) => r.duplicateOfId === null);
    expect(originals).toHaveLength(1);
    expect(rows.every((r) => r.duplicateOfId === null || r.duplicateOfId === originals[0]!.id)).toBe(true);
    expect(await alertedLeadIds(rows)).toEqual([originals[0]!.id]);
  });
});
