import { parse } from "csv-parse/sync";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leads, notificationOutbox } from "~server/db/schema";
import type { LeadDetail, LeadList } from "~server/leads/lead-workbench.schema";
import { consent } from "../support/lead-inputs";
import { CookieJar, ownerEnv, signIn, withCookies } from "../support/staff";
import { backends, createTestApp, type TestApp } from "../support/test-app";

let mobileCounter = 0;
/** A distinct valid mobile number per call, typed the way people type them. */
function nextMobile(): string {
  mobileCounter++;
  return `8${String(200000000 + mobileCounter).slice(-9)}`;
}

/** A Vyapar app enquiry from the /vyapar-app form, with `overrides`. */
function vyaparEnquiry(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    kind: "vyapar_enquiry",
    name: "Suresh Pillai",
    mobile: nextMobile(),
    businessName: "  Pillai   Stores ",
    city: "Kottayam",
    message: "We run a kirana shop and want GST billing on a laptop.",
    consent,
    landingPage: "/vyapar-app",
    ...overrides,
  };
}

describe.each(backends)("Vyapar app enquiries (POST /api/leads) on %s", (backend) => {
  let app: TestApp;
  let owner: CookieJar;
  let ip = 0;
  /** Each request comes from its own address unless a test says otherwise (rate limit). */
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    app.request("/api/leads", {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "X-Forwarded-For": `10.9.${Math.floor(++ip / 250)}.${ip % 250}`,
        ...headers,
      },
      body: JSON.stringify(body),
    });
  const db = () => app.services.database.db;

  beforeAll(async () => {
    app = await createTestApp(backend, {
      ...ownerEnv,
      TRUST_PROXY: "true",
      LEAD_RATE_LIMIT_PER_IP: "3",
      SMTP_URL: "smtp://127.0.0.1:1",
      LEAD_NOTIFY_EMAIL: "leads@example.com",
    });
    owner = (await signIn(app)).jar;
  });
  afterAll(async () => {
    await app?.close();
  });

  it("stores the enquiry with a VY- reference, its own consent purpose, the business name and a staff alert", async () => {
    const res = await post(vyaparEnquiry({ mobile: "094470 12345" }));
    expect(res.status).toBe(201);
    const body = (await res.json()) as { reference: string; kind: string };
    expect(body).toEqual({ reference: expect.stringMatching(/^VY-[2-9A-HJKMNP-TV-Z]{6}$/), kind: "vyapar_enquiry" });
    const [row] = await db().select().from(leads).where(eq(leads.reference, body.reference));
    expect(row).toMatchObject({
      kind: "vyapar_enquiry",
      serviceSlug: null,
      mobile: "+919447012345",
      city: "Kottayam",
      message: "We run a kirana shop and want GST billing on a laptop.",
      details: { businessName: "Pillai Stores" },
      status: "new",
      consentPurpose: expect.stringMatching(/Vyapar/),
    });
    const alerts = await db().select().from(notificationOutbox).where(eq(notificationOutbox.leadId, row!.id));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.payload).toMatchObject({ reference: body.reference, kind: "vyapar_enquiry" });
  });

  it("needs only name, mobile and consent: business, city and message are optional", async () => {
    const res = await post(vyaparEnquiry({ businessName: "", city: " ", message: undefined }));
    expect(res.status).toBe(201);
    const { reference } = (await res.json()) as { reference: string };
    const [row] = await db().select().from(leads).where(eq(leads.reference, reference));
    expect(row).toMatchObject({ city: null, message: null, details: {} });
  });

  it("answers 400 with a message per bad field and stores nothing", async () => {
    const before = await db().select({ n: count() }).from(leads);
    const res = await post(
      vyaparEnquiry({
        name: "",
        mobile: "12345",
        businessName: "x".repeat(121),
        city: "#!",
        consent: { ...consent, accepted: false },
      }),
    );
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe("invalid_input");
    expect(body.error.fields).toMatchObject({
      name: "Enter your full name",
      mobile: expect.stringMatching(/10-digit/),
      businessName: "Keep the business name under 120 characters",
      city: "Enter your city or town",
      "consent.accepted": expect.stringMatching(/agree/),
    });
    expect(await db().select({ n: count() }).from(leads)).toEqual(before);
  });

  it("answers a filled honeypot like a success, but stores nothing and sends no alert", async () => {
    const mobile = nextMobile();
    const leadsBefore = await db().select({ n: count() }).from(leads);
    const alertsBefore = await db().select({ n: count() }).from(notificationOutbox);
    const res = await post(vyaparEnquiry({ mobile, website: "http://spam.example" }));
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ reference: expect.stringMatching(/^VY-/), kind: "vyapar_enquiry" });
    expect(
      await db()
        .select()
        .from(leads)
        .where(eq(leads.mobile, `+91${mobile}`)),
    ).toHaveLength(0);
    expect(await db().select({ n: count() }).from(leads)).toEqual(leadsBefore);
    expect(await db().select({ n: count() }).from(notificationOutbox)).toEqual(alertsBefore);
  });

  it("links a repeat from the same mobile to the first enquiry, with one alert", async () => {
    const mobile = nextMobile();
    const first = (await (await post(vyaparEnquiry({ mobile }))).json()) as { reference: string };
    const again = await post(vyaparEnquiry({ mobile, name: "Suresh P" }));
    expect(again.status).toBe(201);
    const rows = await db()
      .select()
      .from(leads)
      .where(eq(leads.mobile, `+91${mobile}`));
    expect(rows).toHaveLength(2);
    const firstRow = rows.find((r) => r.reference === first.reference)!;
    expect(rows.find((r) => r.id !== firstRow.id)!.duplicateOfId).toBe(firstRow.id);
    const alerts = await db().select().from(notificationOutbox).where(eq(notificationOutbox.leadId, firstRow.id));
    expect(alerts).toHaveLength(1);
  });

  it("limits submissions per address like the other kinds (429)", async () => {
    const address = { "X-Forwarded-For": "203.0.113.151" };
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await post(vyaparEnquiry(), address)).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it("shows in the leads workbench: kind filter, detail with the business name, CSV export with its label", async () => {
    const created = (await (await post(vyaparEnquiry({ businessName: "Kayal Traders" }))).json()) as {
      reference: string;
    };
    await post({
      kind: "contact_message",
      name: "Ravi K",
      mobile: nextMobile(),
      message: "Please call me about a gold loan.",
      consent,
    });

    const listed = await app.request("/api/admin/leads?kind=vyapar_enquiry&pageSize=100", withCookies(owner));
    expect(listed.status).toBe(200);
    const list = (await listed.json()) as LeadList;
    expect(list.items.length).toBeGreaterThan(0);
    expect(list.items.every((item) => item.kind === "vyapar_enquiry")).toBe(true);
    const item = list.items.find((i) => i.reference === created.reference);
    expect(item).toBeDefined();

    const detailRes = await app.request(`/api/admin/leads/${item!.id}`, withCookies(owner));
    expect(detailRes.status).toBe(200);
    const detail = (await detailRes.json()) as LeadDetail;
    expect(detail).toMatchObject({ kind: "vyapar_enquiry", details: { businessName: "Kayal Traders" } });
    // The staff's WhatsApp greeting names the app, as it names the service of a loan enquiry.
    expect(detail.whatsappMessage).toContain("about your Vyapar app enquiry");

    const csv = await app.request("/api/admin/leads/export?kind=vyapar_enquiry", withCookies(owner));
    expect(csv.status).toBe(200);
    const rows = parse((await csv.text()).replace(/^\uFEFF/, ""), { columns: true }) as Record<string, string>[];
    const exported = rows.find((r) => Object.values(r).includes(created.reference));
    expect(exported?.Kind).toBe("Vyapar app enquiry");
  });

  it("refuses an unknown kind filter with a message naming the new kind", async () => {
    const res = await app.request("/api/admin/leads?kind=vyapar", withCookies(owner));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { fields: Record<string, string> } };
    expect(body.error.fields.kind).toMatch(/vyapar_enquiry/);
  });
});
