import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leads } from "~server/db/schema";
import { contactMessageBody, loanEnquiryBody } from "../support/lead-inputs";
import { addStaffMember, CookieJar, ownerEnv, signIn } from "../support/staff";
import { backends, createTestApp, type TestApp } from "../support/test-app";

/** Markers of the write controls on the lead detail screen (their labels as rendered). */
const writeControls = [
  "Change status",
  "Add a note",
  "Assign to me",
  "Follow-up date",
  " Call</a>",
  "Erase personal data",
];

describe.each(backends)("lead detail and lead settings pages on %s", (backend) => {
  let app: TestApp;
  let owner: CookieJar;
  let viewer: CookieJar;
  let editor: CookieJar;
  let admin: CookieJar;
  let leadId: number;
  let reference: string;

  const page = (path: string, jar: CookieJar) =>
    app.request(path, { redirect: "manual", headers: { Cookie: jar.header() } });

  const member = async (email: string, role: "admin" | "editor" | "viewer") =>
    (await signIn(app, ...(Object.values(await addStaffMember(app, email, role)) as [string, string]))).jar;

  beforeAll(async () => {
    app = await createTestApp(backend, ownerEnv, { pages: true });
    owner = (await signIn(app)).jar;
    viewer = await member("viewer@example.in", "viewer");
    editor = await member("editor@example.in", "editor");
    admin = await member("admin@example.in", "admin");
    const res = await app.request("/api/leads", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(loanEnquiryBody({ name: "Meera Pillai", mobile: "98470 12345" })),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    reference = ((await res.json()) as { reference: string }).reference;
    const [row] = await app.services.database.db
      .select({ id: leads.id })
      .from(leads)
      .where(eq(leads.reference, reference));
    leadId = row!.id;
  });
  afterAll(async () => {
    await app?.close();
  });

  it("shows the owner every field of a lead, with the actions, privately", async () => {
    const res = await page(`/admin/leads/${leadId}`, owner);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const html = await res.text();
    expect(html).toContain(`<title>Lead ${reference} · Staff area</title>`);
    expect(html).toContain("Meera Pillai");
    expect(html).toContain("+91 98470 12345");
    expect(html).toContain("asha@example.com");
    expect(html).toContain("₹25,00,000 (25 lakh)");
    expect(html).toContain("Consent (DPDP)");
    expect(html).toContain("home-loans-kerala");
    expect(html).toContain("Enquiry received");
    expect(html).toContain('href="tel:+919847012345"');
    expect(html).toMatch(/href="https:\/\/wa\.me\/919847012345\?text=[^"]+"/);
    for (const control of writeControls) expect(html, control).toContain(control);
    // Commission is for owners and admins.
    expect(html).toContain("Seen by owners and admins only.");
  });

  it("shows a viewer the lead without any write control or the commission", async () => {
    const res = await page(`/admin/leads/${leadId}`, viewer);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Meera Pillai");
    expect(html).toContain("Enquiry received");
    for (const control of writeControls) expect(html, control).not.toContain(control);
    expect(html).not.toContain("tel:+91");
    expect(html).not.toContain("wa.me");
    expect(html).not.toContain("Seen by owners and admins only.");
    expect(html).not.toContain("Commission</h2>");
  });

  it("shows an admin the commission and the erase action", async () => {
    const html = await (await page(`/admin/leads/${leadId}`, admin)).text();
    expect(html).toContain("Seen by owners and admins only.");
    expect(html).toContain("Erase personal data");
  });

  it("refuses the lead screens to an editor with a 403 page", async () => {
    for (const path of [`/admin/leads/${leadId}`, "/admin/lead-settings"]) {
      const res = await page(path, editor);
      expect(res.status, path).toBe(403);
      const html = await res.text();
      expect(html).toContain("You do not have access to this screen");
      expect(html).not.toContain("Meera Pillai");
    }
  });

  it("answers 404 with the staff error page for a lead that does not exist", async () => {
    for (const path of ["/admin/leads/999999", "/admin/leads/0", "/admin/leads/abc", "/admin/leads/99999999999"]) {
      const res = await page(path, owner);
      expect(res.status, path).toBe(404);
      const html = await res.text();
      expect(html).toContain("Page not found");
      expect(html).toContain("There is no lead with this number");
      // Inside the shell: the menu stays usable around the message.
      expect(html).toContain('href="/admin/leads"');
    }
  });

  it("sends a stranger to the login page and back to the lead afterwards", async () => {
    const res = await app.request(`/admin/leads/${leadId}`, { redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`/admin/login?redirectTo=${encodeURIComponent(`/admin/leads/${leadId}`)}`);
  });

  it("shows a name and message full of HTML as text", async () => {
    const payload = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const res = await app.request("/api/leads", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(contactMessageBody({ mobile: "98470 22222", message: `Hello ${payload}` })),
    });
    expect(res.status).toBe(201);
    const { reference: ref } = (await res.json()) as { reference: string };
    // The forms refuse such a name; one could still arrive through an older import: set it directly.
    const [row] = await app.services.database.db
      .update(leads)
      .set({ name: `<b onmouseover=alert(1)>Ravi</b>${payload}` })
      .where(eq(leads.reference, ref))
      .returning({ id: leads.id });
    const html = await (await page(`/admin/leads/${row!.id}`, owner)).text();
    expect(html).not.toContain("<script>alert(");
    expect(html).not.toContain("<img src=x");
    expect(html).not.toContain("<b onmouseover");
    expect(html).toContain("&lt;b onmouseover=alert(1)&gt;Ravi&lt;/b&gt;");
    expect(html).toContain("Hello &lt;script&gt;");
  });

  it("shows the lead settings, alert recipients included, to a viewer read-only and to the owner with Save", async () => {
    const mine = await page("/admin/lead-settings", owner);
    expect(mine.status).toBe(200);
    const ownerHtml = await mine.text();
    expect(ownerHtml).toContain("Save lead settings");
    expect(ownerHtml).toContain("{staffName}");
    expect(ownerHtml).toContain("Round robin");
    expect(ownerHtml).toContain("Also send new-lead e-mails to");
    expect(ownerHtml).toContain("The owners are e-mailed whenever this list changes.");
    // The working hours are the website's opening hours too: the screen says how visitors read them.
    expect(ownerHtml).toMatch(/Visitors read:(<!-- -->)? ?<span[^>]*>Monday to Saturday, 9:30 am to 6:00 pm IST</);

    const theirs = await page("/admin/lead-settings", viewer);
    expect(theirs.status).toBe(200);
    const viewerHtml = await theirs.text();
    expect(viewerHtml).not.toContain("Save lead settings");
    expect(viewerHtml).toContain("You can see these settings; an owner or admin can change them.");
    expect(viewerHtml).toContain('href="/admin/lead-settings"');
  });
});
