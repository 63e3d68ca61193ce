import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffRole } from "~server/vocabulary/staff";
import { auditLog, siteSettings } from "~server/db/schema";
import type { SiteSettings } from "~server/settings/settings.schema";
import { siteSettingsSeed } from "~server/seed/site-settings.seed";
import { databaseBeforeMigration } from "../support/database-before-migration";
import { backends, createTestApp, type TestApp } from "../support/test-app";
import { addStaffMember, ownerEnv, signIn, staffApi, withCookies, tokensForEveryRole } from "../support/staff";

describe.each(backends)("the site settings API on %s", (backend) => {
  let app: TestApp;
  const tokens = {} as Record<StaffRole, string>;

  const call = staffApi(() => app, tokens);
  const api = (role: StaffRole | null, init: { json?: unknown } = {}) =>
    call(role, "/settings", init.json !== undefined ? { method: "PATCH", json: init.json } : {});

  /** PATCH as the owner; answers the status and the body (settings, or the error's field messages). */
  async function patch(json: unknown, role: StaffRole = "owner") {
    const res = await api(role, { json });
    const body = (await res.json()) as SiteSettings & { error?: { fields: Record<string, string> } };
    return { status: res.status, body, fields: body.error?.fields ?? {} };
  }

  /** The newest audit entry of a site-settings change. */
  async function lastSiteAudit() {
    const [entry] = await app.services.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "settings.update"), eq(auditLog.entityId, "site")))
      .orderBy(desc(auditLog.id))
      .limit(1);
    return entry;
  }

  beforeAll(async () => {
    app = await createTestApp(backend, ownerEnv, { pages: true });
    Object.assign(tokens, (await tokensForEveryRole(app)).tokens);
  });
  afterAll(async () => {
    await app?.close();
  });

  it("lets owners, admins and editors read and change the settings; viewers get 403, strangers 401", async () => {
    const read = await api("editor");
    expect(read.status).toBe(200);
    const settings = (await read.json()) as SiteSettings;
    expect(settings.whatsappNumber).toBe("+919000000000");
    expect(settings.mapUrl).toBeNull();
    // Who gets the lead alerts is a lead setting, not shown here
    // (tests/unit/server/notifications/outbox-worker.server.test.ts).
    expect(settings).not.toHaveProperty("leadAlertRecipients");

    expect((await api("viewer")).status).toBe(403);
    expect((await api(null)).status).toBe(401);
    expect((await patch({ contactEmail: "hello@keralam-demo.in" }, "viewer")).status).toBe(403);
    expect((await api(null, { json: { contactEmail: "hello@keralam-demo.in" } })).status).toBe(401);

    for (const role of ["owner", "admin", "editor"] as const) {
      const saved = await patch({ contactEmail: `${role}@keralam-demo.in` }, role);
      expect(saved.status, role).toBe(200);
      expect(saved.body.contactEmail).toBe(`${role}@keralam-demo.in`);
    }
  });

  it("shows the settings screen to editors, without the lead alert recipients, and the 403 screen to viewers", async () => {
    const screen = async (role: "editor" | "viewer") => {
      const { email, password } = await addStaffMember(app, `screen.${role}@example.in`, role);
      const { jar } = await signIn(app, email, password);
      return app.request("/admin/social-settings", withCookies(jar));
    };
    const editor = await screen("editor");
    expect(editor.status).toBe(200);
    const html = await editor.text();
    expect(html).toContain("Save site settings");
    expect(html).toContain("lead settings, which owners and admins manage");
    // The opening hours are shown, not edited, here: they are the lead settings' working hours.
    expect(html).toContain("Monday to Saturday, 9:30 am to 6:00 pm IST");
    expect(html).not.toMatch(/<input[^>]*name="businessHours"/);
    // Who receives every lead's personal data is not theirs to change (ADR 0032).
    expect(html).not.toContain("Also send new-lead e-mails to");
    const viewer = await screen("viewer");
    expect(viewer.status).toBe(403);
    expect(await viewer.text()).toContain("You do not have access to this screen");
  });

  it("refuses each kind of bad value with a message next to its field, and changes nothing", async () => {
    const before = (await (await api("owner")).json()) as SiteSettings;
    const bad = await patch({
      socialLinks: {
        facebook: "https://www.instagram.com/someone",
        youtube: "http://www.youtube.com/@someone",
        x: "not a link",
      },
      phone: "12345",
      whatsappNumber: "0484 200 0000",
      contactEmail: "support@",
      mapUrl: "https://example.com/where-we-are",
      blogUrl: "http://blog.example.com",
      ga4MeasurementId: "UA-12345-1",
      metaPixelId: "12ab34567",
      address: { postalCode: "6820" },
    });
    expect(bad.status).toBe(400);
    expect(bad.fields).toMatchObject({
      "socialLinks.facebook": "This is not a Facebook link: use an address on facebook.com or fb.com",
      "socialLinks.youtube": "Use the secure address: it starts with https://, not http://",
      "socialLinks.x": expect.stringMatching(/^Enter a whole web address starting with https:\/\//),
      phone: expect.stringMatching(/^Enter an Indian phone number with its area code/),
      whatsappNumber: expect.stringMatching(/^Enter the ten-digit Indian mobile number WhatsApp runs on/),
      contactEmail: expect.stringMatching(/^Enter an e-mail address such as/),
      mapUrl: expect.stringMatching(/Google Maps or OpenStreetMap link/),
      blogUrl: "Use the secure address: it starts with https://, not http://",
      ga4MeasurementId: expect.stringMatching(/G- followed by 4 to 20 capital letters or digits/),
      metaPixelId: expect.stringMatching(/5 to 20 digits/),
      "address.postalCode": "Enter the six-digit PIN code, e.g. 682016",
    });
    const unknown = await patch({ trustBadge: "9,000+" });
    expect(unknown.status).toBe(400);

    expect((await (await api("owner")).json()) as SiteSettings).toEqual(before);
  });

  it("merges a partial change, keeps the other links and address lines, and stores numbers as E.164", async () => {
    const before = (await (await api("owner")).json()) as SiteSettings;
    const saved = await patch({
      whatsappNumber: "+91 98470-12345",
      phone: "0484 230 1234",
      socialLinks: { facebook: "https://fb.com/keralam.demo", tumblr: "https://keralam-demo.tumblr.com/" },
      address: { street: "3rd Floor, Demo Arcade, MG Road" },
      mapUrl: "https://maps.app.goo.gl/DemoOffice123",
      ga4MeasurementId: "g-demo2026ab",
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      ...before,
      whatsappNumber: "+919847012345",
      phone: "+914842301234",
      socialLinks: {
        ...before.socialLinks,
        facebook: "https://fb.com/keralam.demo",
        tumblr: "https://keralam-demo.tumblr.com/",
      },
      address: { ...before.address, street: "3rd Floor, Demo Arcade, MG Road" },
      mapUrl: "https://maps.app.goo.gl/DemoOffice123",
      ga4MeasurementId: "G-DEMO2026AB",
    });
    expect(await app.services.settings.getSite()).toEqual(saved.body);

    // Cleared optional fields read as not set.
    const cleared = await patch({ mapUrl: "", ga4MeasurementId: null, whatsappNumber: "98470 12345" });
    expect(cleared.status).toBe(200);
    expect([cleared.body.mapUrl, cleared.body.ga4MeasurementId, cleared.body.whatsappNumber]).toEqual([
      null,
      null,
      "+919847012345",
    ]);
  });

  it("keeps both of two changes to different settings saved at the same moment", async () => {
    const [links, email] = await Promise.all([
      patch({ socialLinks: { reddit: "https://www.reddit.com/r/keralam_demo" } }, "editor"),
      patch({ contactEmail: "office@keralam-demo.in" }, "admin"),
    ]);
    expect([links.status, email.status]).toEqual([200, 200]);
    const after = (await (await api("owner")).json()) as SiteSettings;
    expect(after.socialLinks.reddit).toBe("https://www.reddit.com/r/keralam_demo");
    expect(after.contactEmail).toBe("office@keralam-demo.in");
  });

  it("records who changed which settings, from what to what", async () => {
    const before = (await (await api("owner")).json()) as SiteSettings;
    expect((await patch({ contactEmail: "hello@keralam-demo.example.com" }, "editor")).status).toBe(200);
    const entry = await lastSiteAudit();
    expect(entry).toMatchObject({
      actorLabel: "editor@example.in (API token “editor token” made by owner@example.in)",
      via: "token",
      entity: "settings",
      changes: { contactEmail: { from: before.contactEmail, to: "hello@keralam-demo.example.com" } },
    });

    // Saving what is already there changes nothing and records nothing.
    const count = async () =>
      (await app.services.database.db.select().from(auditLog).where(eq(auditLog.action, "settings.update"))).length;
    const entries = await count();
    expect((await patch({ contactEmail: "hello@keralam-demo.example.com" })).status).toBe(200);
    expect(await count()).toBe(entries);
  });

  it("shows a new phone and WhatsApp number on /contact at the next request", async () => {
    const first = await app.request("/contact");
    expect(first.status).toBe(200);
    await app.request("/contact"); // now certainly in the page cache
    const cached = await app.request("/contact");
    expect(cached.headers.get("x-page-cache")).toBe("hit");
    expect(await cached.text()).not.toContain("wa.me/919447055555");

    expect((await patch({ whatsappNumber: "94470 55555", phone: "+91 484 299 9999" }, "editor")).status).toBe(200);
    const html = await (await app.request("/contact")).text();
    expect(html).toContain("https://wa.me/919447055555");
    expect(html).toContain("+91 94470 55555");
    expect(html).toContain('href="tel:+914842999999"');

    // "Get directions" opens the map link staff set, once there is one.
    expect((await patch({ mapUrl: "https://www.openstreetmap.org/#map=18/9.9663/76.2867" })).status).toBe(200);
    expect(await (await app.request("/contact")).text()).toContain(
      'href="https://www.openstreetmap.org/#map=18/9.9663/76.2867"',
    );
  });

  it("takes a path on this site for the Blog link, and refuses what would lead elsewhere", async () => {
    const before = (await (await api("owner")).json()) as SiteSettings;
    for (const [typed, message] of [
      ["//evil.com", /^Use a path on this site that starts with one \//],
      ["javascript:alert(document.cookie)", /^Enter a path on this site such as \/blog, or a web address/],
      ["/\\evil.com", /^Use a path on this site that starts with one \//],
    ] as const) {
      const refused = await patch({ blogUrl: typed });
      expect(refused.status, typed).toBe(400);
      expect(refused.fields.blogUrl, typed).toMatch(message);
    }
    expect(((await (await api("owner")).json()) as SiteSettings).blogUrl).toBe(before.blogUrl);

    const external = await patch({ blogUrl: "https://blog.keralam-demo.in" });
    expect([external.status, external.body.blogUrl]).toEqual([200, "https://blog.keralam-demo.in"]);
    const home = await (await app.request("/")).text();
    expect(home).toMatch(/<a href="https:\/\/blog\.keralam-demo\.in" target="_blank"/);

    const saved = await patch({ blogUrl: "/blog" });
    expect([saved.status, saved.body.blogUrl]).toEqual([200, "/blog"]);
    // Header and footer lead to the site's own blog, in the same tab.
    const page = await (await app.request("/")).text();
    expect(page.match(/<a [^>]*href="\/blog"[^>]*>Blog<\/a>/g)).toHaveLength(2);
    expect(page).not.toContain("blog.keralam-demo.in");
  });

  it("shows the working hours of the lead settings as the opening hours, and takes no other text for them", async () => {
    const opening = async () => ((await (await api("editor")).json()) as SiteSettings).businessHours;
    expect(await opening()).toBe("Monday to Saturday, 9:30 am to 6:00 pm IST");
    expect(await (await app.request("/contact")).text()).toContain("Monday to Saturday, 9:30 am to 6:00 pm IST");

    const refused = await patch({ businessHours: "Every day, 9 am to 9 pm" }, "editor");
    expect(refused.status).toBe(400);
    expect(refused.fields.businessHours).toMatch(/^The opening hours are the working hours of the lead settings/);

    const hours = (workingHours: object) =>
      call("admin", "/leads/settings", { method: "PATCH", json: { workingHours } });
    expect((await hours({ days: [1, 2, 3, 4, 5], start: "10:00", end: "17:30" })).status).toBe(200);
    const contact = await (await app.request("/contact")).text();
    expect(contact).toContain("Monday to Friday, 10:00 am to 5:30 pm IST");
    expect(contact).not.toContain("9:30 am");
    expect(await opening()).toBe("Monday to Friday, 10:00 am to 5:30 pm IST");
    expect((await hours({ days: [1, 2, 3, 4, 5, 6], start: "09:30", end: "18:00" })).status).toBe(200);
  });

  it("reads a settings document stored before the map link existed", async () => {
    const { db } = app.services.database;
    const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, "site"));
    const { mapUrl: _map, ...older } = row!.value as Record<string, unknown>;
    await db.update(siteSettings).set({ value: older }).where(eq(siteSettings.key, "site"));

    const read = (await (await api("owner")).json()) as SiteSettings;
    expect(read.mapUrl).toBeNull();
    const saved = await patch({ mapUrl: "https://maps.app.goo.gl/DemoOffice123" });
    expect(saved.status).toBe(200);
    expect(saved.body.mapUrl).toBe("https://maps.app.goo.gl/DemoOffice123");
  });

  it("refuses a business name with HTML, a rating off the 1-5 scale or with two decimals, and counts that are not numbers", async () => {
    const before = (await (await api("owner")).json()) as SiteSettings;
    const bad = await patch({
      businessName: "<b>Best</b> Loans",
      legalName: "K",
      tagline: "x".repeat(201),
      rating: { value: 4.85, count: 12.5 },
      trustBadgeCount: "lots of",
    });
    expect(bad.status).toBe(400);
    expect(bad.fields).toEqual({
      businessName: "Write the business name as plain text, without HTML tags such as <b>",
      legalName: "Enter the legal name (at least 2 characters)",
      tagline: "Keep the tagline under 200 characters",
      "rating.value": "Give the rating with one decimal at most, e.g. 4.8",
      "rating.count": "Enter the number of reviews as a whole number, e.g. 1250",
      trustBadgeCount: expect.stringMatching(/^Write the count as a number/),
    });
    expect((await patch({ rating: { value: 5.5 } })).fields).toEqual({
      "rating.value": "A rating is from 1 to 5, e.g. 4.8",
    });
    expect((await patch({ rating: { value: 0 } })).fields).toEqual({
      "rating.value": "A rating is from 1 to 5, e.g. 4.8",
    });
    expect((await patch({ rating: { count: 0 } })).fields).toEqual({
      "rating.count": "A rating needs at least one review behind it",
    });
    expect((await (await api("owner")).json()) as SiteSettings).toEqual(before);
  });

  it("changes the business's name and figures: the header, footer, pages, badge and structured data show them at the next request", async () => {
    // The seed's demo name is what a new install shows, and the screen says so.
    expect(((await (await api("owner")).json()) as SiteSettings).rating).toEqual({ value: 4.8, count: 1250 });
    const { email, password } = await addStaffMember(app, "identity.editor@example.in", "editor");
    const { jar } = await signIn(app, email, password);
    const screen = async () => await (await app.request("/admin/social-settings", withCookies(jar))).text();
    expect(await screen()).toContain("Your site still goes by the demo name");
    await app.request("/");
    await app.request("/about");

    const saved = await patch(
      {
        businessName: "Malabar Loan Desk",
        legalName: "Malabar Loan Desk Private Limited",
        tagline: "Home and business loans from Kozhikode",
        rating: { value: 4.6 },
        trustBadgeCount: "12,000+",
      },
      "editor",
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ businessName: "Malabar Loan Desk", rating: { value: 4.6, count: 1250 } });
    const entry = await lastSiteAudit();
    expect(entry!.changes).toMatchObject({
      businessName: { from: "Keralam Finserv (Demo)", to: "Malabar Loan Desk" },
      "rating.value": { from: 4.8, to: 4.6 },
      trustBadgeCount: { from: "5,000+", to: "12,000+" },
    });

    const home = await (await app.request("/")).text();
    expect(home).toMatch(/<title>Malabar Loan Desk: Home, Personal/);
    expect(home).toContain("Trusted by 12,000+ Businesses and individuals");
    expect(home).toContain("Why borrowers choose Malabar Loan Desk");
    expect(home).toMatch(/Malabar Loan Desk Private Limited(<!-- -->)?\. All rights reserved\./);
    expect(home).toContain('"ratingValue":4.6');
    expect(home).toContain('"reviewCount":1250');
    expect(home).toContain('"description":"Home and business loans from Kozhikode"');
    const about = await (await app.request("/about")).text();
    expect(about).toContain("About Malabar Loan Desk");
    expect(about).toContain("Malabar Loan Desk is the trading name of Malabar Loan Desk Private Limited.");
    expect(await screen()).not.toContain("Your site still goes by the demo name");
  });
});

describe.each(backends)("site settings of installations from before issue 25 (migration 0012) on %s", (backend) => {
  for (const [label, stored, expected] of [
    ["the demo address becomes the site's own blog", "https://blog.keralam-finserv.example.com", "/blog"],
    ["a blog address staff entered stays", "https://blog.keralam-finserv.in", "https://blog.keralam-finserv.in"],
  ] as const) {
    it(label, async () => {
      const before = await databaseBeforeMigration(backend, "0012_", async (db) => {
        await db.insert(siteSettings).values({ key: "site", value: { ...siteSettingsSeed, blogUrl: stored } });
      });
      const app = await createTestApp(backend, ownerEnv, before);
      try {
        expect((await app.services.settings.getSite()).blogUrl).toBe(expected);
      } finally {
        await app.close();
        before.remove();
      }
    });
  }

  it("drops the free-text opening hours: the working hours of the lead settings are the only ones", async () => {
    const before = await databaseBeforeMigration(backend, "0012_", async (db) => {
      await db
        .insert(siteSettings)
        .values({ key: "site", value: { ...siteSettingsSeed, businessHours: "Every day, 8 am to 10 pm" } });
      await db.insert(siteSettings).values({
        key: "leads",
        value: { workingHours: { days: [1, 2, 3, 4, 5], start: "09:00", end: "17:00" } },
      });
    });
    const app = await createTestApp(backend, ownerEnv, before);
    try {
      const [row] = await app.services.database.db.select().from(siteSettings).where(eq(siteSettings.key, "site"));
      expect(row!.value).not.toHaveProperty("businessHours");
      expect((await app.services.settings.getSite()).businessHours).toBe("Monday to Friday, 9:00 am to 5:00 pm IST");
    } finally {
      await app.close();
      before.remove();
    }
  });
});
