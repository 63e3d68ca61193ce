import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffRole } from "~server/vocabulary/staff";
import { auditLog, lenderOffers } from "~server/db/schema";
import { seedDatabase } from "~server/seed/seed.server";
import type { Disclosures } from "~server/settings/disclosures";
import { backends, createTestApp, type TestApp } from "../support/test-app";
import { addStaffMember, ownerEnv, signIn, staffApi, withCookies, tokensForEveryRole } from "../support/staff";

describe.each(backends)("the RBI / DSA disclosures on %s", (backend) => {
  let app: TestApp;
  const tokens = {} as Record<StaffRole, string>;

  const call = staffApi(() => app, tokens);
  const api = (role: StaffRole | null, json?: unknown) =>
    call(role, "/disclosures", json !== undefined ? { method: "PATCH", json } : {});

  async function patch(json: unknown, role: StaffRole = "owner") {
    const res = await api(role, json);
    const body = (await res.json()) as Disclosures & { error?: { fields: Record<string, string> } };
    return { status: res.status, body, fields: body.error?.fields ?? {} };
  }

  beforeAll(async () => {
    // pages: true, so the page cache is on: a change must still show on the next request.
    app = await createTestApp(backend, ownerEnv, { pages: true });
    Object.assign(tokens, (await tokensForEveryRole(app)).tokens);
    // One list of lenders (issue 26): a lender that lenders' offers name cannot leave the list.
    // These tests replace the demo lenders, so the demo offers go first
    // (lender-offers-disclosures.test.ts tests the rule itself).
    await app.services.database.db.delete(lenderOffers);
  });
  afterAll(async () => {
    await app?.close();
  });

  it("starts with the seed's fictional demo lenders and officer", async () => {
    const res = await api("editor");
    expect(res.status).toBe(200);
    const disclosures = (await res.json()) as Disclosures;
    expect(disclosures.lenders.length).toBeGreaterThan(0);
    for (const lender of disclosures.lenders) expect(lender.name).toContain("(fictional)");
    expect(disclosures.grievanceOfficer?.email).toMatch(/\.example\.com$/);
    expect(disclosures.escalation).toContain("https://cms.rbi.org.in");
  });

  it("lets owners, admins and editors change them; viewers get 403, strangers 401", async () => {
    expect((await api("viewer")).status).toBe(403);
    expect((await api(null)).status).toBe(401);
    const change = {
      grievanceOfficer: {
        name: "A Person",
        email: "a@example.in",
        phone: "0484 200 0009",
        hours: "Weekdays, 10 am to 5 pm",
      },
    };
    expect((await patch(change, "viewer")).status).toBe(403);
    expect((await api(null, change)).status).toBe(401);
    for (const role of ["owner", "admin", "editor"] as const) {
      const saved = await patch(
        { grievanceOfficer: { ...change.grievanceOfficer, name: `Officer for ${role}` } },
        role,
      );
      expect(saved.status, role).toBe(200);
      expect(saved.body.grievanceOfficer).toEqual({
        name: `Officer for ${role}`,
        email: "a@example.in",
        // Typed as people type it, kept as E.164.
        phone: "+914842000009",
        hours: "Weekdays, 10 am to 5 pm",
      });
    }
  });

  it("refuses a bad e-mail, phone, logo address or lender type with a message per field, and changes nothing", async () => {
    const before = (await (await api("owner")).json()) as Disclosures;
    const bad = await patch({
      lenders: [
        { name: "Good Bank (fictional)", entityType: "NBFC", logoUrl: "https://cdn.example.in/good.png" },
        { name: "Bad Logo Bank (fictional)", entityType: "NBFC", logoUrl: "http://cdn.example.in/bad.png" },
        { name: "Odd Lender (fictional)", entityType: "Payday lender" },
      ],
      grievanceOfficer: { name: "A Person", email: "grievance@", phone: "12345", hours: "Weekdays" },
    });
    expect(bad.status).toBe(400);
    expect(bad.fields).toMatchObject({
      "lenders.1.logoUrl": expect.stringMatching(/starting with https:\/\//),
      "lenders.2.entityType": expect.stringMatching(/^Choose the kind of lender/),
      "grievanceOfficer.email": expect.stringMatching(/^Enter the grievance officer's e-mail address/),
      "grievanceOfficer.phone": expect.stringMatching(/^Enter an Indian phone number with its area code/),
    });
    const tooMany = await patch({
      lenders: Array.from({ length: 41 }, (_, i) => ({ name: `Lender ${i} (fictional)`, entityType: "NBFC" })),
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.fields.lenders).toBe("List up to 40 lenders");
    expect((await patch({ charges: "free" })).fields.charges).toMatch(/^Enter the statement/);
    // A part that does not exist is refused, not ignored.
    const unknown = await patch({ lenderz: [] });
    expect(unknown.status).toBe(400);
    expect(Object.values(unknown.fields).join(" ")).toMatch(/lenderz|not|exist|Unrecognized/i);
    expect(await (await api("owner")).json()).toEqual(before);
  });

  it("shows a change on the loan pages and /disclaimer at the next request, and audits it", async () => {
    // Warm the page cache first: the change must not wait for it to expire.
    expect(await (await app.request("/loan-services/home-loans")).text()).toContain(
      "We are a DSA (loan agent), not a lender",
    );
    expect(await (await app.request("/disclaimer")).text()).toContain("Our DSA disclosures");

    const saved = await patch(
      {
        lenders: [
          { name: "Periyar Test Bank (fictional)", entityType: "Cooperative bank", logoUrl: "" },
          { name: "Malabar Test Housing (fictional)", entityType: "Housing finance company" },
        ],
        charges: "We charge borrowers nothing; lenders pay us a commission on disbursal (test wording).",
      },
      "editor",
    );
    expect(saved.status).toBe(200);
    expect(saved.body.lenders[0]).toEqual({
      name: "Periyar Test Bank (fictional)",
      entityType: "Cooperative bank",
      logoUrl: null,
    });

    const loanPage = await (await app.request("/loan-services/home-loans")).text();
    expect(loanPage).toContain("Periyar Test Bank (fictional) (Cooperative bank)");
    expect(loanPage).toContain("lenders pay us a commission on disbursal (test wording)");
    expect(loanPage).not.toContain("Demo Bank of Kerala (fictional)");
    const disclaimer = await (await app.request("/disclaimer")).text();
    expect(disclaimer).toContain("Malabar Test Housing (fictional)");
    expect(disclaimer).toContain("https://cms.rbi.org.in");

    const [entry] = await app.services.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "disclosures.update"), eq(auditLog.entityId, "disclosures")))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry?.actorLabel).toBeTruthy();
    expect(Object.keys(entry?.changes ?? {}).sort()).toEqual(["charges", "lenders"]);
  });

  it("keeps staff changes when the seed runs again (every start runs it)", async () => {
    const saved = await patch({ lenders: [{ name: "Kept Bank (fictional)", entityType: "Small finance bank" }] });
    expect(saved.status).toBe(200);
    await seedDatabase(app.services);
    const after = (await (await api("owner")).json()) as Disclosures;
    expect(after.lenders).toEqual([{ name: "Kept Bank (fictional)", entityType: "Small finance bank", logoUrl: null }]);
  });

  it("renders staff text as text, never as markup", async () => {
    const saved = await patch({ lenders: [{ name: "<script>alert(1)</script> Bank", entityType: "NBFC" }] });
    expect(saved.status).toBe(200);
    const html = await (await app.request("/disclaimer")).text();
    expect(html).not.toContain("<script>alert(1)</script> Bank");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; Bank");
  });

  it("shows the screen to editors and the 403 screen to viewers", async () => {
    const screen = async (role: "editor" | "viewer") => {
      const { email, password } = await addStaffMember(app, `disclosures.${role}@example.in`, role);
      const { jar } = await signIn(app, email, password);
      return app.request("/admin/disclosures", withCookies(jar));
    };
    const editor = await screen("editor");
    expect(editor.status).toBe(200);
    expect(await editor.text()).toContain("Save disclosures");
    expect((await screen("viewer")).status).toBe(403);
  });
});
