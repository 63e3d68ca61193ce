import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffRole } from "~server/vocabulary/staff";
import { pageTextKeys, type PageTextKey } from "~server/vocabulary/content";
import type { ContentRevision, ContentRevisionPage } from "~server/content/content-revision.schema";
import type { PageTextSummary, StaffPageTexts } from "~server/content/page-text.schema";
import { pageTextSeed } from "~server/seed/page-texts.seed";
import { textOf } from "../support/page-text-of";
import { backends, createTestApp, type TestApp } from "../support/test-app";
import { addStaffMember, ownerEnv, signIn, staffApi, tokensForEveryRole, withCookies } from "../support/staff";

describe.each(backends)("page texts on %s", (backend) => {
  let app: TestApp;
  const tokens = {} as Record<StaffRole, string>;
  const api = staffApi(() => app, tokens);

  async function call(role: StaffRole | null, path: string, init: { method?: string; json?: unknown } = {}) {
    const res = await api(role, path, init);
    const body = (await res.json()) as Record<string, unknown> & {
      error?: { message: string; fields?: Record<string, string> };
    };
    return { status: res.status, body, fields: body.error?.fields ?? {} };
  }
  const get = async <K extends PageTextKey>(key: K, role: StaffRole = "editor") =>
    (await call(role, `/pages/${key}`)).body as unknown as StaffPageTexts<K>;
  const patch = (key: string, json: Record<string, unknown>, role: StaffRole | null = "editor") =>
    call(role, `/pages/${key}`, { method: "PATCH", json });
  const visit = async (path: string) => {
    const res = await app.request(path);
    expect(res.status, path).toBe(200);
    return textOf(await res.text());
  };

  /** The newest entry of the activity log with this action, as the owner reads it (GET /api/admin/audit). */
  async function lastAudit(action: string) {
    const page = (await call("owner", `/audit?action=${action}&entity=page_text&pageSize=10`)).body as unknown as {
      items: { entityId: string | null; actorLabel: string | null; changes: Record<string, unknown> | null }[];
    };
    return page.items[0];
  }

  beforeAll(async () => {
    // pages: true, so the public pages render from the build, through the page cache.
    app = await createTestApp(backend, ownerEnv, { pages: true });
    Object.assign(tokens, (await tokensForEveryRole(app)).tokens);
  });
  afterAll(async () => {
    await app?.close();
  });

  it("shows every page with its original texts before any edit, the settings' facts filled in", async () => {
    const home = await visit("/");
    expect(home).toContain("Trusted by 5,000+ Businesses and individuals");
    expect(home).toContain("The right loan from the right lender, with a friendly expert beside you");
    expect(home).toContain("Apply for Loan Now");
    const about = await visit("/about");
    expect(about).toContain("About Keralam Finserv (Demo)");
    expect(about).toContain("based in Kochi, Kerala.");
    expect(about).toContain(
      "Keralam Finserv (Demo) is the trading name of Keralam Finserv Demo Private Limited. We are a Direct Selling Agent (DSA)",
    );
    expect(about).toContain("We are not a lender. We do not lend money");
    expect(about).toContain("see our government schemes guide .");
    expect(about).not.toContain("{");
    expect(await visit("/smart-integrations")).toContain("Smart integrations: faster loans, less paperwork");
    expect(await visit("/business-partners")).toContain(
      "Meet people who need a loan? Refer them to Keralam Finserv (Demo) and earn a payout",
    );
    expect(await visit("/vyapar-app")).toContain("Vyapar app: GST billing and bookkeeping, set up for you");

    const list = (await call("editor", "/pages")).body as unknown as PageTextSummary[];
    expect(list.map((page) => page.key)).toEqual([...pageTextKeys]);
    for (const page of list) expect(page).toMatchObject({ version: 1, updatedAt: null, updatedByLabel: null });
    expect((await get("about")).texts).toEqual(pageTextSeed.about);
  });

  it("lets owners, admins and editors change the texts; viewers get 403 and strangers 401", async () => {
    expect((await call("viewer", "/pages")).status).toBe(403);
    expect((await call(null, "/pages")).status).toBe(401);
    expect((await call("viewer", "/pages/home")).status).toBe(403);
    expect((await call("viewer", "/pages/home/revisions")).status).toBe(403);
    expect((await patch("vyapar-app", { version: 1, callToAction: "Help me" }, "viewer")).status).toBe(403);
    expect((await patch("vyapar-app", { version: 1, callToAction: "Help me" }, null)).status).toBe(401);

    let version = 1;
    for (const role of ["owner", "admin", "editor"] as const) {
      const saved = await patch("vyapar-app", { version, callToAction: `Set it up (${role})` }, role);
      expect(saved.status, role).toBe(200);
      expect(saved.body).toMatchObject({ version: version + 1, texts: { callToAction: `Set it up (${role})` } });
      // API tokens act as their account; the label names the token too.
      expect(saved.body.updatedByLabel).toMatch(new RegExp(`^${role}@example\\.in `));
      version++;
    }
    expect(await visit("/vyapar-app")).toContain("Set it up (editor)");
  });

  it("refuses HTML, lengths, placeholders and fields a page does not have, with a message per field, and saves nothing", async () => {
    const before = await get("home");
    const bad = await patch("home", {
      version: before.version,
      heroHeading: "The <b>best</b> loans in Kerala",
      heroSubheading: "Too short",
      heroButtonLabel: "Apply for a loan now and get the money within days",
      heroBadge: "Trusted by 6,000+ families",
    });
    expect(bad.status).toBe(400);
    expect(bad.fields).toEqual({
      heroHeading: "Write the heading as plain text, without HTML tags such as <b>",
      heroSubheading: "Enter the sub-heading (at least 20 characters)",
      heroButtonLabel: "Keep the button label under 40 characters",
      heroBadge: expect.stringMatching(/^Write \{count\} where the number goes/),
    });
    expect(
      (await patch("home", { version: before.version, heroBadge: "Trusted by {customers} families" })).fields,
    ).toEqual({ heroBadge: expect.stringMatching(/^\{customers\} is not a placeholder this text can hold/) });
    expect((await patch("home", { version: before.version, heroBadge: "{count} and {count}" })).fields).toEqual({
      heroBadge: "Write {count} once only",
    });
    expect(
      (await patch("about", { version: 1, whatWeDoSteps: ["Listen first", "<img src=x onerror=alert(1)>"] })).fields,
    ).toEqual({ "whatWeDoSteps.1": "Write the step as plain text, without HTML tags such as <b>" });
    expect((await patch("about", { version: 1, values: pageTextSeed.about.values.slice(0, 3) })).fields).toEqual({
      values: "Give exactly 4 values: each goes with its icon",
    });
    expect((await patch("home", { version: before.version, heroImage: "/media/x.jpg" })).fields).toEqual({
      heroImage: "This page has no such text: send only the fields of its texts",
    });
    const noVersion = await patch("home", { heroHeading: "A heading without a version" });
    expect(noVersion.status).toBe(400);
    expect(noVersion.fields).toHaveProperty("version");

    expect((await get("home")).texts).toEqual(before.texts);
    expect(await visit("/")).toContain("The right loan from the right lender");
  });

  it("answers 404 for a page that is not one of the five", async () => {
    expect((await call("editor", "/pages/contact")).status).toBe(404);
    expect((await patch("contact", { version: 1, title: "Contact us" })).status).toBe(404);
    expect((await call("editor", "/pages/contact/revisions")).status).toBe(404);
    expect((await call("editor", "/pages/contact/revisions/1")).status).toBe(404);
  });

  it("refuses a save begun from an older version with 409, keeping the newer texts", async () => {
    const start = await get("smart-integrations");
    const first = await patch("smart-integrations", {
      version: start.version,
      title: "Smart integrations: loans without the paperwork",
    });
    expect(first.status).toBe(200);
    const stale = await patch("smart-integrations", { version: start.version, title: "A change begun earlier" });
    expect(stale.status).toBe(409);
    expect(stale.body.error?.message).toMatch(/Reload the page/);
    expect((await get("smart-integrations")).texts.title).toBe("Smart integrations: loans without the paperwork");
  });

  it("shows a saved text on the next request of / and /about (the cached pages and texts are dropped)", async () => {
    // Rendered once, so both the page cache and the texts' cache hold the old words.
    expect(await visit("/")).toContain("The right loan from the right lender");
    expect(await visit("/about")).toContain("Who we are");
    const home = await get("home");
    expect(
      (
        await patch("home", {
          version: home.version,
          heroHeading: "Loans from Kerala's trusted lenders, explained in Malayalam",
          heroBadge: "{count} families and shops trust {businessName}",
        })
      ).status,
    ).toBe(200);
    const homeText = await visit("/");
    expect(homeText).toContain("Loans from Kerala's trusted lenders, explained in Malayalam");
    expect(homeText).toContain("5,000+ families and shops trust Keralam Finserv (Demo)");
    expect(homeText).not.toContain("The right loan from the right lender");

    const about = await get("about");
    expect(
      (
        await patch("about", {
          version: about.version,
          whoWeAreHeading: "Who we are, in short",
          intro: "We are a loan agent in {city}, working with banks and NBFCs.",
        })
      ).status,
    ).toBe(200);
    const aboutText = await visit("/about");
    expect(aboutText).toContain("Who we are, in short");
    expect(aboutText).toContain("We are a loan agent in Kochi, working with banks and NBFCs.");
  });

  it("keeps every save as a revision, the original texts first, and restores one as a new version", async () => {
    const before = await get("business-partners");
    const saved = await patch("business-partners", {
      version: before.version,
      title: "Partner with us",
      highlights: ["No joining fee", "Payouts every month"],
    });
    expect(saved.status).toBe(200);
    const update = await lastAudit("page_text.update");
    expect(update).toMatchObject({
      entityId: "business-partners",
      actorLabel: expect.stringMatching(/^editor@example\.in /),
    });
    expect(update!.changes).toMatchObject({
      title: { from: "Become a business partner", to: "Partner with us" },
      highlights: { to: ["No joining fee", "Payouts every month"] },
    });

    const history = (await call("editor", "/pages/business-partners/revisions")).body as unknown as ContentRevisionPage;
    expect(history.total).toBe(2);
    expect(history.items.map((row) => [row.version, row.reason, row.title, row.savedByLabel])).toEqual([
      [2, "save", "Partner with us", expect.stringMatching(/^editor@example\.in /)],
      [1, "create", "Become a business partner", "the site's makers"],
    ]);
    const original = history.items[1]!;
    const whole = (await call("editor", `/pages/business-partners/revisions/${original.id}`))
      .body as unknown as ContentRevision;
    expect(whole.snapshot).toEqual(pageTextSeed["business-partners"]);
    // Another page's revision is not one of this page's.
    expect((await call("editor", `/pages/home/revisions/${original.id}`)).status).toBe(404);

    const stale = await call("editor", `/pages/business-partners/revisions/${original.id}/restore`, {
      json: { version: 1 },
    });
    expect(stale.status).toBe(409);
    const restored = await call("admin", `/pages/business-partners/revisions/${original.id}/restore`, {
      json: { version: 2 },
    });
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ version: 3, texts: pageTextSeed["business-partners"] });
    expect(await lastAudit("page_text.restore")).toMatchObject({
      entityId: "business-partners",
      actorLabel: expect.stringMatching(/^admin@example\.in /),
      changes: expect.objectContaining({
        restoredVersion: 1,
        title: { from: "Partner with us", to: "Become a business partner" },
      }),
    });
    const page = await visit("/business-partners");
    expect(page).toContain("Become a business partner");
    expect(page).not.toContain("Partner with us");
    const after = (await call("editor", "/pages/business-partners/revisions")).body as unknown as ContentRevisionPage;
    expect(after.items.map((row) => [row.version, row.reason])).toEqual([
      [3, "restore"],
      [2, "save"],
      [1, "create"],
    ]);
  });

  it("lists when and by whom each page changed last", async () => {
    const list = (await call("editor", "/pages")).body as unknown as PageTextSummary[];
    const partners = list.find((page) => page.key === "business-partners")!;
    expect(partners).toMatchObject({ version: 3, updatedByLabel: expect.stringMatching(/^admin@example\.in /) });
    expect(Date.now() - Date.parse(partners.updatedAt!)).toBeLessThan(60_000);
  });

  it("shows the Pages screens to editors, the 403 screen to viewers, and a preview to staff only", async () => {
    const { email, password } = await addStaffMember(app, "pages.screen.editor@example.in", "editor");
    const editor = (await signIn(app, email, password)).jar;
    const viewerAccount = await addStaffMember(app, "pages.screen.viewer@example.in", "viewer");
    const viewer = (await signIn(app, viewerAccount.email, viewerAccount.password)).jar;

    const list = await app.request("/admin/pages", withCookies(editor));
    expect(list.status).toBe(200);
    const listText = textOf(await list.text());
    for (const name of ["Home", "About Us", "Smart Integrations", "Business Partner Registration", "Vyapar App"])
      expect(listText).toContain(name);
    expect(listText).toContain("by admin@example.in (API token “admin token”");
    const form = await app.request("/admin/pages/home", withCookies(editor));
    expect(form.status).toBe(200);
    const formText = textOf(await form.text());
    expect(formText).toContain("Texts of Home");
    expect(formText).toContain("Save texts");
    expect((await app.request("/admin/pages/contact", withCookies(editor))).status).toBe(404);
    expect((await app.request("/admin/pages", withCookies(viewer))).status).toBe(403);
    expect((await app.request("/admin/pages/home", withCookies(viewer))).status).toBe(403);

    const preview = await app.request("/preview/pages/about", withCookies(editor));
    expect(preview.status).toBe(200);
    expect(preview.headers.get("Cache-Control")).toBe("private, no-store");
    expect(preview.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    expect(textOf(await preview.text())).toContain("Who we are, in short");
    const anonymous = await app.request("/preview/pages/about", { redirect: "manual" });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toMatch(/^\/admin\/login/);
    expect((await app.request("/preview/pages/about", withCookies(viewer))).status).toBe(403);
    expect((await app.request("/preview/pages/contact", withCookies(editor))).status).toBe(404);
  });
});
