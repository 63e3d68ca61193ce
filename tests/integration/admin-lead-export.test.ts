// The app first: it loads @hono/zod-openapi before any schema module that extends plain zod.
import { backends, createTestApp, type TestApp } from "../support/test-app";
import { parse } from "csv-parse/sync";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, leadEvents, leads } from "../../server/db/schema";
import { columnsFor } from "../../server/leads/lead-export.server";
import { addStaffMember, ownerEnv, signIn, withCookies, type CookieJar } from "../support/staff";

type NewLead = typeof leads.$inferInsert;

let counter = 0;
/** A lead written straight into the table (the workbench's fields included). */
function leadValues(values: Partial<NewLead> = {}): NewLead {
  counter += 1;
  return {
    reference: `EX-${String(counter).padStart(6, "0")}`,
    kind: "loan_enquiry",
    serviceSlug: "home-loans",
    name: `Lead ${counter}`,
    mobile: "+919847012345",
    consentNoticeVersion: "2026-11-01",
    consentLanguage: "en",
    consentPurpose: "loan_enquiry",
    consentedAt: new Date("2026-11-22T09:35:00Z"),
    createdAt: new Date("2026-11-22T09:35:00Z"),
    ...values,
  };
}

/** The CSV as a reader sees it: BOM checked and removed, records parsed by the CSV rules. */
function readCsv(body: string): { header: string[]; rows: Record<string, string>[] } {
  expect(body.charCodeAt(0)).toBe(0xfeff);
  const records = parse(body.slice(1), { relax_column_count: false }) as string[][];
  const [header, ...rest] = records;
  return {
    header: header!,
    rows: rest.map((record) => Object.fromEntries(header!.map((name, index) => [name, record[index] ?? ""]))),
  };
}

/** The body as text with its byte-order mark kept (Response.text() drops it, as browsers do). */
async function bodyText(res: Response): Promise<string> {
  return new TextDecoder("utf-8", { ignoreBOM: true }).decode(await res.arrayBuffer());
}

describe.each(backends)("lead CSV export on %s", (backend) => {
  let app: TestApp;
  let owner: CookieJar;
  let admin: CookieJar;
  let viewer: CookieJar;
  let editor: CookieJar;

  beforeAll(async () => {
    app = await createTestApp(backend, ownerEnv);
    for (const role of ["admin", "viewer", "editor"] as const) await addStaffMember(app, `${role}@example.in`, role);
    owner = (await signIn(app)).jar;
    admin = (await signIn(app, "admin@example.in", "backwaters-houseboat-9")).jar;
    viewer = (await signIn(app, "viewer@example.in", "backwaters-houseboat-9")).jar;
    editor = (await signIn(app, "editor@example.in", "backwaters-houseboat-9")).jar;
  });
  afterAll(async () => {
    await app?.close();
  });

  const exportOf = (jar: CookieJar, query = "") => app.request(`/api/admin/leads/export${query}`, withCookies(jar));

  it("writes a file Excel opens: BOM, header, IST dates, rupee digits, formulas neutralised, text intact", async () => {
    const db = app.services.database.db;
    await db.insert(leads).values([
      leadValues({
        reference: "EX-TRICKY",
        name: 'Ravi "Rocky", Kumar\nsecond line',
        email: "=cmd|' /C calc'!A0",
        city: "+Kochi",
        pincode: "682001",
        loanAmount: 2_500_000,
        monthlyIncome: 85_000,
        employmentType: "salaried",
        message: "-2+3",
        utmSource: "@google",
        utmMedium: "\tcpc",
        utmCampaign: "\r=1+1",
        referrer: "https://www.facebook.com/some/page",
        landingPage: "/loan-services/home-loans?x=1,2",
        status: "disbursed",
        lenderName: "State Bank of India",
        lenderApplicationId: "=SBI-42",
        submittedOn: "2026-11-01",
        sanctionedAmount: 2_000_000,
        sanctionedOn: "2026-11-10",
        disbursedAmount: 1_900_000,
        disbursedOn: "2026-11-20",
        commissionExpected: 19_000,
        commissionReceived: 9_500,
        followUpAt: new Date("2026-11-25T04:30:00Z"),
        createdAt: new Date("2026-11-22T09:35:00Z"),
      }),
    ]);

    const res = await exportOf(owner, "?search=EX-TRICKY");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(res.headers.get("X-Total-Count")).toBe("1");

    const { header, rows } = readCsv(await bodyText(res));
    expect(header).toEqual([
      "Reference",
      "Created (IST)",
      "Name",
      "Mobile",
      "E-mail",
      "Language",
      "Kind",
      "Service",
      "Loan amount (₹)",
      "City",
      "PIN",
      "Monthly income (₹)",
      "Employment",
      "Partner type",
      "Experience (years)",
      "Business name",
      "Subject",
      "Message",
      "Status",
      "Assigned to",
      "Notes",
      "Source",
      "UTM source",
      "UTM medium",
      "UTM campaign",
      "Referrer",
      "Landing page",
      "Follow-up (IST)",
      "Lender",
      "Application id",
      "Sanctioned amount (₹)",
      "Sanctioned on",
      "Disbursed amount (₹)",
      "Disbursed on",
      "Commission expected (₹)",
      "Commission received (₹)",
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toEqual({
      Reference: "EX-TRICKY",
      "Created (IST)": "22/11/2026 15:05",
      Name: 'Ravi "Rocky", Kumar\nsecond line',
      Mobile: "98470 12345",
      "E-mail": "'=cmd|' /C calc'!A0",
      Language: "English",
      Kind: "Loan enquiry",
      Service: "Home Loans",
      "Loan amount (₹)": "2500000",
      City: "'+Kochi",
      PIN: "682001",
      "Monthly income (₹)": "85000",
      Employment: expect.any(String),
      "Partner type": "",
      "Experience (years)": "",
      "Business name": "",
      Subject: "",
      Message: "'-2+3",
      Status: "Disbursed",
      "Assigned to": "",
      Notes: "0",
      Source: "'@google",
      "UTM source": "'@google",
      "UTM medium": "'\tcpc",
      "UTM campaign": "'\r=1+1",
      Referrer: "https://www.facebook.com/some/page",
      "Landing page": "/loan-services/home-loans?x=1,2",
      "Follow-up (IST)": "25/11/2026 10:00",
      Lender: "State Bank of India",
      "Application id": "'=SBI-42",
      "Sanctioned amount (₹)": "2000000",
      "Sanctioned on": "10/11/2026",
      "Disbursed amount (₹)": "1900000",
      "Disbursed on": "20/11/2026",
      "Commission expected (₹)": "19000",
      "Commission received (₹)": "9500",
    });
    expect(rows[0]!.Employment).not.toBe("");
    // No cell of the file starts with a character a spreadsheet runs.
    for (const value of Object.values(rows[0]!)) expect(value).not.toMatch(/^[=+\-@\t\r]/);
  });

  it("records who exported which filters and how many rows in the audit log", async () => {
    const res = await exportOf(owner, "?search=EX-TRICKY&status=disbursed");
    expect(res.status).toBe(200);
    await bodyText(res);
    const entries = await app.services.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "lead.export"), eq(auditLog.actorLabel, "owner@example.in")));
    const last = entries.at(-1)!;
    expect(last.changes).toMatchObject({
      format: "csv",
      rows: 1,
      filters: { search: "EX-TRICKY", status: ["disbursed"] },
    });
  });

  it("exports exactly the leads the list shows for the same filters", async () => {
    const db = app.services.database.db;
    await db.insert(leads).values([
      leadValues({ reference: "EX-F1", serviceSlug: "gold-loan", status: "new", mobile: "+919961234567" }),
      leadValues({ reference: "EX-F2", serviceSlug: "gold-loan", status: "contacted", mobile: "+919961234567" }),
      leadValues({ reference: "EX-F3", serviceSlug: "home-loans", status: "new", mobile: "+918111222333" }),
      leadValues({ reference: "EX-F4", kind: "contact_message", serviceSlug: null, status: "spam" }),
      leadValues({
        reference: "EX-F5",
        serviceSlug: "gold-loan",
        status: "new",
        createdAt: new Date("2026-10-01T10:00:00Z"),
      }),
    ]);
    const queries = [
      "?service=gold-loan",
      "?status=new",
      "?status=open&service=gold-loan",
      "?kind=contact_message",
      "?search=99612 34567",
      "?search=%2B91-99612-34567",
      "?from=2026-11-01&to=2026-11-30&service=gold-loan",
    ];
    for (const query of queries) {
      const list = await app.request(`/api/admin/leads${query}${query ? "&" : "?"}pageSize=100`, withCookies(owner));
      expect(list.status, query).toBe(200);
      const listed = ((await list.json()) as { items: { reference: string }[] }).items.map((item) => item.reference);
      const res = await exportOf(owner, query);
      expect(res.status, query).toBe(200);
      const exported = readCsv(await bodyText(res)).rows.map((row) => row.Reference);
      expect(exported.sort(), query).toEqual(listed.sort());
      expect(res.headers.get("X-Total-Count"), query).toBe(String(listed.length));
      expect(listed.length, query).toBeGreaterThan(0);
    }
  });

  it("exports only the picked leads with ids (the bulk action), and refuses bad ids", async () => {
    const picked = await app.services.database.db
      .select({ id: leads.id, reference: leads.reference })
      .from(leads)
      .where(sql`${leads.reference} in ('EX-F1', 'EX-F3')`);
    const res = await exportOf(owner, `?ids=${picked.map((lead) => lead.id).join(",")}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("X-Total-Count")).toBe("2");
    expect(
      readCsv(await bodyText(res))
        .rows.map((row) => row.Reference)
        .sort(),
    ).toEqual(["EX-F1", "EX-F3"]);
    // The other filters still apply to the selection.
    const narrowed = await exportOf(owner, `?ids=${picked.map((lead) => lead.id).join(",")}&service=gold-loan`);
    expect(readCsv(await bodyText(narrowed)).rows.map((row) => row.Reference)).toEqual(["EX-F1"]);
    const bad = await exportOf(owner, "?ids=1,two");
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields.ids).toMatch(/lead ids separated by commas/);
  });

  it("lets owner and admin export with commission columns, and refuses viewer and editor", async () => {
    const forAdmin = await exportOf(admin, "?search=EX-TRICKY");
    expect(forAdmin.status).toBe(200);
    expect(readCsv(await bodyText(forAdmin)).header).toContain("Commission received (₹)");
    // The permission map gives export to owner and admin only (lead:export); viewers read on screen.
    const forViewer = await exportOf(viewer);
    expect(forViewer.status).toBe(403);
    expect((await forViewer.json()).error.code).toBeTruthy();
    expect((await exportOf(editor)).status).toBe(403);
    expect((await app.request("/api/admin/leads/export")).status).toBe(401);
    // A role without lead:commission never gets the commission columns.
    expect(columnsFor({ role: "viewer" }).some((column) => column.header.startsWith("Commission"))).toBe(false);
    expect(columnsFor({ role: "admin" }).some((column) => column.header.startsWith("Commission"))).toBe(true);
  });

  it("answers a bad filter with 400 and a field message", async () => {
    const res = await exportOf(owner, "?status=nonsense");
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.fields.status).toMatch(/Use open or one or more of/);
  });

  it("streams 5,000 leads in several chunks, every row complete", async () => {
    await app.services.database.db.execute(sql`
      insert into leads (reference, kind, service_slug, name, mobile, consent_notice_version, consent_language,
                         consent_purpose, consented_at, created_at, status)
      select 'BULK-' || lpad(n::text, 5, '0'), 'partner_application', null, 'Partner ' || n || ', "Kochi"',
             '+919800000000', 'v', 'en', 'p', now(), now() - (n || ' minutes')::interval, 'new'
      from generate_series(1, 5000) as n`);
    const res = await exportOf(owner, "?kind=partner_application");
    expect(res.status).toBe(200);
    expect(res.headers.get("X-Total-Count")).toBe("5000");
    const reader = res.body!.getReader();
    const decoder = new TextDecoder("utf-8", { ignoreBOM: true });
    let text = "";
    let chunks = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks += 1;
      text += decoder.decode(value, { stream: true });
    }
    text += decoder.decode();
    // The header and at least one chunk per batch of 2,000 rows: the rows were never one block.
    expect(chunks).toBeGreaterThanOrEqual(3);
    const { rows } = readCsv(text);
    expect(rows).toHaveLength(5000);
    expect(new Set(rows.map((row) => row.Reference)).size).toBe(5000);
    expect(rows.find((row) => row.Reference === "BULK-00042")!.Name).toBe('Partner 42, "Kochi"');
  });

  it("streams a gzip-compressed file to a browser that accepts it", async () => {
    const res = await app.request(
      "/api/admin/leads/export?kind=partner_application",
      withCookies(owner, { headers: { "Accept-Encoding": "gzip, deflate, br, zstd" } }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Encoding")).toBe("gzip");
    expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("X-Total-Count")).toBe("5000");
    const plain = new Response(
      res.body!.pipeThrough(new DecompressionStream("gzip") as unknown as TransformStream<Uint8Array, Uint8Array>),
    );
    const { rows } = readCsv(await bodyText(plain));
    expect(rows).toHaveLength(5000);
  });

  it("stops reading when the client goes away, and the database keeps answering", async () => {
    const res = await exportOf(owner, "?kind=partner_application");
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const first = await reader.read();
    expect(first.done).toBe(false);
    await reader.cancel();
    // No transaction or connection is left behind: the next export reads every row.
    for (let i = 0; i < 3; i++) {
      const again = await exportOf(owner, "?kind=partner_application");
      expect(readCsv(await bodyText(again)).rows).toHaveLength(5000);
    }
  });

  // Last: its partner application would change the counts the streaming tests above expect.
  it("carries what the visitor wrote (subject, message, partner type and the other answers) and the number of notes", async () => {
    const db = app.services.database.db;
    const [contact, partner, vyapar] = await db
      .insert(leads)
      .values([
        leadValues({
          reference: "EX-WORDS-1",
          kind: "contact_message",
          serviceSlug: null,
          details: { subject: '=HYPERLINK("http://x")' },
          message: "Please call after 6 pm,\nabout a gold loan.",
        }),
        leadValues({
          reference: "EX-WORDS-2",
          kind: "partner_application",
          serviceSlug: null,
          details: { partnerType: "chartered_accountant", experienceYears: 7 },
          message: "-I work in Thrissur",
        }),
        leadValues({
          reference: "EX-WORDS-3",
          kind: "vyapar_enquiry",
          serviceSlug: null,
          details: { businessName: "Lakshmi Stores" },
        }),
      ])
      .returning({ id: leads.id });
    await db.insert(leadEvents).values([
      { leadId: contact!.id, type: "note_added", data: { text: "Called, no answer" } },
      { leadId: contact!.id, type: "note_added", data: { text: "Call again Monday" } },
      { leadId: contact!.id, type: "call_logged", data: { outcome: "no answer" } },
      { leadId: partner!.id, type: "note_added", data: { text: "Sent the agreement" } },
    ]);

    const res = await exportOf(owner, "?search=EX-WORDS");
    expect(res.status).toBe(200);
    const { header, rows } = readCsv(await bodyText(res));
    for (const column of ["Subject", "Message", "Partner type", "Experience (years)", "Business name", "Notes"]) {
      expect(header).toContain(column);
    }
    const byReference = new Map(rows.map((row) => [row.Reference, row]));
    expect(byReference.get("EX-WORDS-1")).toMatchObject({
      Kind: "Contact message",
      // A subject that looks like a formula is shown, never run.
      Subject: '\'=HYPERLINK("http://x")',
      Message: "Please call after 6 pm,\nabout a gold loan.",
      "Partner type": "",
      Notes: "2",
    });
    expect(byReference.get("EX-WORDS-2")).toMatchObject({
      "Partner type": "Chartered accountant",
      "Experience (years)": "7",
      Message: "'-I work in Thrissur",
      Notes: "1",
    });
    expect(byReference.get("EX-WORDS-3")).toMatchObject({ "Business name": "Lakshmi Stores", Notes: "0" });
    expect(vyapar).toBeDefined();
  });
});
