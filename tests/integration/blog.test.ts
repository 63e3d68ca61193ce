import { and, desc, eq, sql } from "drizzle-orm";
import { JSDOM } from "jsdom";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { StaffRole } from "~server/vocabulary/staff";
import { countWords } from "~server/blog/post-rules";
import type { PublicPost, PublicPostPage, StaffPost } from "~server/blog/post.schema";
import { auditLog, postRevisions, posts } from "~server/db/schema";
import { seedDatabase } from "~server/seed/seed.server";
import { addDays, istStartOfDay } from "~server/formats/ist";
import { runMaintenance } from "~server/maintenance.server";
import { backends, createTestApp, type TestApp } from "../support/test-app";
import { addStaffMember, ownerEnv, signIn, tokensForEveryRole, withCookies } from "../support/staff";

const seedSlugs = [
  "gold-loan-or-personal-loan",
  "pm-surya-ghar-subsidy-rooftop-solar-loan",
  "cibil-score-and-your-interest-rate",
  "home-loan-documents-kerala",
];

describe.each(backends)("the blog on %s", (backend) => {
  let app: TestApp;
  let tokens: Record<StaffRole, string>;

  async function call(role: StaffRole | null, method: string, path: string, json?: unknown) {
    const res = await app.request(`/api/admin${path}`, {
      method,
      headers: {
        ...(role ? { Authorization: `Bearer ${tokens[role]}` } : {}),
        ...(json !== undefined ? { "Content-Type": "application/json" } : {}),
      },
      ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
    });
    const text = await res.text();
    const body = (text ? JSON.parse(text) : null) as StaffPost & {
      error?: { code: string; message: string; fields?: Record<string, string> };
      current?: StaffPost;
    };
    return { status: res.status, body, fields: body?.error?.fields ?? {} };
  }

  const create = (json: Record<string, unknown>, role: StaffRole = "editor") => call(role, "POST", "/posts", json);
  const patch = (id: number, json: Record<string, unknown>, role: StaffRole = "editor") =>
    call(role, "PATCH", `/posts/${id}`, json);
  const page = (path: string) => app.request(path);
  /** A staff GET answered as its status, raw text and parsed JSON. */
  async function staffGet<T>(path: string, role: StaffRole = "editor") {
    const res = await app.request(`/api/admin${path}`, { headers: { Authorization: `Bearer ${tokens[role]}` } });
    const text = await res.text();
    return { status: res.status, text, json: JSON.parse(text) as T };
  }

  beforeAll(async () => {
    // pages: true, so the page cache is on: a change must still show on the next request.
    app = await createTestApp(backend, ownerEnv, { pages: true });
    tokens = (await tokensForEveryRole(app)).tokens;
  });
  afterAll(async () => {
    await app?.close();
  });

  it("lists the four English seed posts newest first, pages them and filters by category", async () => {
    // The English blog's posts (the Malayalam and Hindi seed posts are on their own blogs).
    const res = await app.request("/api/blog-posts?language=en");
    expect(res.status).toBe(200);
    const list = (await res.json()) as PublicPostPage;
    expect(list.items.map((post) => post.slug)).toEqual(seedSlugs);
    expect(list.total).toBe(4);
    expect(list.items[0]).toMatchObject({
      title: "Gold loan or personal loan: which suits your need?",
      categoryLabel: "Personal and gold loans",
      publishedAt: "2026-11-04T04:30:00.000Z",
      coverUrl: "/blog/gold-loan-or-personal-loan.jpg",
    });
    expect(list.items[0]!.readingMinutes).toBeGreaterThanOrEqual(3);

    const filtered = (await (
      await app.request("/api/blog-posts?category=credit-score&language=en")
    ).json()) as PublicPostPage;
    expect(filtered.items.map((post) => post.slug)).toEqual(["cibil-score-and-your-interest-rate"]);
    expect((await app.request("/api/blog-posts?category=crypto")).status).toBe(400);
    const second = (await (await app.request("/api/blog-posts?page=2&language=en")).json()) as PublicPostPage;
    expect(second.items).toEqual([]);
    expect(second.total).toBe(4);

    // The page itself: newest first, the date in words (as every language's page writes it), the
    // feed linked from <head>.
    const html = await (await page("/blog")).text();
    expect(html.indexOf("Gold loan or personal loan")).toBeLessThan(html.indexOf("Documents you need for a home loan"));
    expect(html).toContain("4 November 2026");
    expect(html).toMatch(/<link[^>]+rel="alternate"[^>]+type="application\/rss\+xml"[^>]+href="[^"]*\/blog\/rss\.xml"/);
    const category = await (await page("/blog?category=government-schemes")).text();
    expect(category).toContain("PM Surya Ghar subsidy and rooftop solar finance");
    expect(category).not.toContain("Gold loan or personal loan: which suits");
  });

  it("renders a post with its h1, table of contents, related posts, JSON-LD and lead form", async () => {
    const json = (await (await app.request("/api/blog-posts/home-loan-documents-kerala")).json()) as PublicPost;
    expect(json.toc.length).toBeGreaterThanOrEqual(3);
    expect(json.toc[0]).toEqual({ id: "1-identity-and-address-kyc", text: "1. Identity and address (KYC)", level: 2 });
    expect(json.body).toContain('<h2 id="1-identity-and-address-kyc">');
    expect(json.related).toHaveLength(3);
    expect(json.related.map((post) => post.slug)).not.toContain("home-loan-documents-kerala");

    const res = await page("/blog/home-loan-documents-kerala");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<h1[^>]*>Documents you need for a home loan in Kerala<\/h1>/);
    expect(html).toContain('href="#1-identity-and-address-kyc"');
    expect(html).toContain('"@type":"BlogPosting"');
    expect(html).toMatch(/<link rel="canonical" href="[^"]+\/blog\/home-loan-documents-kerala"/);
    expect(html).toMatch(/<meta property="og:image" content="[^"]+\/blog\/home-loan-documents-kerala\.jpg"/);
    expect(html).toMatch(
      /<img[^>]+fetchpriority="high"[^>]*>|<img[^>]+src="\/blog\/home-loan-documents-kerala\.jpg"[^>]+fetchpriority="high"/i,
    );
    expect(html).toContain("General information, not financial advice");
    expect(html).toContain("https://wa.me/?text=");
  });

  it("answers 404 for drafts and unknown slugs, and 301 from a changed slug", async () => {
    const draft = await create({ title: "Draft about gold rates", body: "<p>Not yet.</p>" });
    expect(draft.status).toBe(201);
    expect(draft.body).toMatchObject({ slug: "draft-about-gold-rates", status: "draft", version: 1 });
    expect((await page("/blog/draft-about-gold-rates")).status).toBe(404);
    expect((await app.request("/api/blog-posts/draft-about-gold-rates")).status).toBe(404);
    expect((await page("/blog/no-such-post")).status).toBe(404);

    const live = await create({ title: "Two-wheeler loan basics", body: "<p>Short.</p>", status: "published" });
    expect(live.status).toBe(201);
    const moved = await patch(live.body.id, { slug: "two-wheeler-loan-guide", version: 1 });
    expect(moved.status).toBe(200);
    const old = await page("/blog/two-wheeler-loan-basics");
    expect(old.status).toBe(301);
    expect(old.headers.get("Location")).toBe("/blog/two-wheeler-loan-guide");
    expect((await page("/blog/two-wheeler-loan-guide")).status).toBe(200);
    const oldJson = await app.request("/api/blog-posts/two-wheeler-loan-basics");
    expect(oldJson.status).toBe(301);
    expect(oldJson.headers.get("Location")).toBe("/api/blog-posts/two-wheeler-loan-guide");

    // A slug another post uses is refused on the field.
    const clash = await patch(live.body.id, { slug: "home-loan-documents-kerala", version: 2 });
    expect(clash.status).toBe(400);
    expect(clash.fields.slug).toMatch(/^Another post already uses this address/);
    await call("owner", "DELETE", `/posts/${live.body.id}`);
    await call("owner", "DELETE", `/posts/${draft.body.id}`);
  });

  it("serves a valid RSS 2.0 feed and lists posts in the sitemap with lastmod", async () => {
    const res = await page("/blog/rss.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^application\/rss\+xml/);
    const xml = await res.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\s*<rss version="2.0"/);
    expect(xml.match(/<item>/g)).toHaveLength(4);
    expect(xml).toContain("<link>http://localhost/blog/gold-loan-or-personal-loan</link>");
    expect(xml).toContain("<title><![CDATA[How your CIBIL score changes the interest rate you get]]></title>");

    const sitemap = await (await page("/sitemap.xml")).text();
    expect(sitemap).toContain("<loc>http://localhost/blog</loc>");
    // A post is listed once, in its language, with the time it went live or last changed.
    expect(sitemap).toContain(
      "<loc>http://localhost/blog/pm-surya-ghar-subsidy-rooftop-solar-loan</loc>\n    <lastmod>2026-10-07T04:30:00.000Z</lastmod>",
    );
    expect(sitemap).not.toContain("<loc>http://localhost/ml/blog/pm-surya-ghar-subsidy-rooftop-solar-loan</loc>");
    expect(sitemap).toContain("<loc>http://localhost/ml/blog/cibil-score-loan-palisha</loc>");
  });

  it("writes a post's excerpt in the RSS feed as text: its markup shows literally and ]]> cannot break the XML", async () => {
    const excerpt = "Rates <b>fell</b> <img src=x onerror=alert(1)> this week ]]> and again ]]> & more";
    const made = await create({ title: "Excerpt with markup", excerpt, body: "<p>Body.</p>", status: "published" });
    expect(made.status).toBe(201);
    const xml = await (await page("/blog/rss.xml")).text();
    // A strict XML parser, as feed readers use: it throws on a document that is not well-formed.
    const feed = new JSDOM(xml, { contentType: "application/xml" }).window.document;
    const item = [...feed.querySelectorAll("item")].find(
      (entry) => entry.querySelector("title")?.textContent === "Excerpt with markup",
    );
    // Readers take the description as HTML: what they show is that HTML's text, with no elements.
    const description = item?.querySelector("description")?.textContent ?? "";
    const shown = new JSDOM(`<body>${description}</body>`).window.document.body;
    expect(shown.querySelector("img, b")).toBeNull();
    expect(shown.textContent).toBe(excerpt);
    await call("owner", "DELETE", `/posts/${made.body.id}`);
  });

  it("keeps the RSS feed well-formed whatever a post's title holds", async () => {
    const title = "Rates ]]> fell ]]> again <b>& more</b>";
    const made = await create({ title, excerpt: "Plain.", body: "<p>Body.</p>", status: "published" });
    expect(made.status).toBe(201);
    const xml = await (await page("/blog/rss.xml")).text();
    const feed = new JSDOM(xml, { contentType: "application/xml" }).window.document;
    const titles = [...feed.querySelectorAll("item > title")].map((entry) => entry.textContent?.replace(/\u200b/g, ""));
    expect(titles).toContain(title);
    await call("owner", "DELETE", `/posts/${made.body.id}`);
  });

  it("strips script, event handlers and javascript: from the body and marks outside links", async () => {
    const saved = await create({
      title: "Sanitizing test",
      body:
        '<h2 onclick="alert(1)">Heading</h2><script>alert(1)</script><p style="color:red">Text <a href="javascript:alert(1)">bad</a> ' +
        '<a href="https://www.rbi.org.in/">RBI</a> <a href="/loan-services/gold-loan">ours</a></p>' +
        '<img src="https://cdn.example.in/x.jpg" alt="A chart" onerror="alert(1)"><iframe src="https://evil.example"></iframe>' +
        '<table><tr><td onmouseover="x()">cell</td></tr></table>',
    });
    expect(saved.status).toBe(201);
    const body = saved.body.body;
    expect(body).not.toMatch(/script|onclick|onerror|onmouseover|javascript:|style=|iframe/i);
    expect(body).toContain('<a href="https://www.rbi.org.in/" target="_blank" rel="noopener noreferrer">RBI</a>');
    expect(body).toContain('<a href="/loan-services/gold-loan">ours</a>');
    expect(body).toContain("<a>bad</a>");
    expect(body).toContain('alt="A chart"');

    await call("owner", "DELETE", `/posts/${saved.body.id}`);
  });

  it("saves a draft with an image that has no alt text, and refuses to publish or schedule it, naming the image", async () => {
    const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: "#d4a017" } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set("file", new File([new Uint8Array(png)], "gold-rate.png"));
    const uploaded = await app.request("/api/admin/media", {
      method: "POST",
      headers: { Authorization: `Bearer ${tokens.editor}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const { url } = (await uploaded.json()) as { url: string };

    const words = `<p>Rates this week.</p><img src="/media/elsewhere.jpg" alt="Rate chart"><img src="${url}">`;
    const draft = await create({ title: "Gold rate this week", body: words });
    expect(draft.status).toBe(201);
    const autosaved = await patch(draft.body.id, { body: `${words}<p>More words.</p>`, version: 1, autosave: true });
    expect(autosaved.status).toBe(200);
    expect(autosaved.body.body).toContain("More words.");

    const message = "Picture 2 (gold-rate.png) has no alt text: click it and add a description";
    const publish = await patch(draft.body.id, { status: "published", version: 2 });
    expect(publish.status).toBe(400);
    expect(publish.fields).toEqual({ body: message });
    const schedule = await patch(draft.body.id, {
      status: "scheduled",
      publishAt: new Date(Date.now() + 86_400_000).toISOString(),
      version: 2,
    });
    expect(schedule.fields.body).toBe(message);

    // Not from the library: named by its place. Two of them: both named.
    const straightLive = await create({
      title: "Live at once",
      status: "published",
      body: '<p><img src="/x.jpg"></p><p>Text</p><img src="https://cdn.example.in/y.jpg" alt="">',
    });
    expect(straightLive.status).toBe(400);
    expect(straightLive.fields.body).toBe("Pictures 1 and 2 have no alt text: click each one and add a description");

    const described = await patch(draft.body.id, {
      body: words.replace(`<img src="${url}">`, `<img src="${url}" alt="Gold rate chart">`),
      status: "published",
      version: 2,
    });
    expect(described.status).toBe(200);
    await call("owner", "DELETE", `/posts/${draft.body.id}`);
  });

  it("saves a draft whatever its title: Malayalam and Hindi read into Latin, symbols alone get post-<id>", async () => {
    const malayalam = await create({ title: "സ്വർണ്ണ വായ്പ – കുറഞ്ഞ പലിശ", body: "<p>Kurachu vakkukal.</p>" });
    expect(malayalam.status).toBe(201);
    expect(malayalam.body.slug).toBe("swarnna-vaypa-kuranja-palisha");
    const hindi = await create({ title: "गोल्ड लोन पर कम ब्याज" });
    expect(hindi.body.slug).toBe("gold-lon-par-kam-byaj");
    const symbols = await create({ title: "₹₹ !!! ???" });
    expect(symbols.status).toBe(201);
    expect(symbols.body.slug).toBe(`post-${symbols.body.id}`);
    const stillSymbols = await patch(symbols.body.id, { title: "₹ ? !", version: 1, autosave: true });
    expect(stillSymbols.status).toBe(200);
    expect(stillSymbols.body.slug).toBe(`post-${symbols.body.id}`);
    const placeholderLive = await patch(symbols.body.id, { status: "published", version: 2 });
    expect(placeholderLive.status).toBe(400);
    expect(placeholderLive.fields.slug).toMatch(/^Type an address for the post before it goes live/);

    // An address another post has: a draft saves with a number added; publishing asks for another.
    const typed = await create({ title: "Gold or personal", slug: "gold-loan-or-personal-loan" });
    expect(typed.status).toBe(201);
    expect(typed.body.slug).toBe("gold-loan-or-personal-loan-2");
    const taken = await patch(symbols.body.id, { slug: "home-loan-documents-kerala", version: 2, autosave: true });
    expect(taken.status).toBe(200);
    expect(taken.body.slug).toBe("home-loan-documents-kerala-2");
    const published = await patch(symbols.body.id, {
      slug: "home-loan-documents-kerala",
      status: "published",
      version: 3,
    });
    expect(published.status).toBe(400);
    expect(published.fields.slug).toMatch(/^Another post already uses this address/);
    const live = await create({
      title: "Gold or personal, live",
      slug: "gold-loan-or-personal-loan",
      status: "published",
    });
    expect(live.status).toBe(400);
    expect(live.fields.slug).toMatch(/^Another post already uses this address/);

    for (const post of [malayalam, hindi, symbols, typed]) await call("owner", "DELETE", `/posts/${post.body.id}`);
  });

  it("checks fields with messages that say what to do", async () => {
    const bad = await create({
      title: "",
      slug: "Not A Slug",
      excerpt: "x".repeat(301),
      seoTitle: "t".repeat(71),
      seoDescription: "d".repeat(201),
      canonicalUrl: "http://example.in/post",
      category: "crypto",
      tags: Array.from({ length: 9 }, (_, i) => `tag${i}`),
    });
    expect(bad.status).toBe(400);
    expect(bad.fields).toMatchObject({
      title: "Give the post a title",
      slug: expect.stringMatching(/^Use lower-case letters/),
      excerpt: "Keep the excerpt to 300 characters or fewer",
      seoTitle: "Keep the SEO title to 70 characters or fewer",
      seoDescription: "Keep the SEO description to 200 characters or fewer",
      canonicalUrl: expect.stringMatching(/^Use a full https:\/\/ address/),
      category: expect.stringMatching(/^Choose a category/),
      tags: "Use at most 8 tags",
    });
    const past = await create({ title: "Past schedule", status: "scheduled", publishAt: "2020-01-01T09:00:00+05:30" });
    expect(past.fields.publishAt).toMatch(/^Choose a time in the future/);
    const noService = await create({ title: "Unknown service", relatedServiceSlug: "space-loans" });
    expect(noService.fields.relatedServiceSlug).toMatch(/^Choose one of the loan services/);
  });

  it("saves an edit that names the post's loan service, and refuses an unknown one", async () => {
    // On the embedded database the service lookup once waited for the save's own transaction.
    const made = await create({ title: "Which loan for a new roof?" });
    const linked = await patch(made.body.id, { version: made.body.version, relatedServiceSlug: "home-loans" });
    expect(linked.status).toBe(200);
    expect(linked.body.relatedServiceSlug).toBe("home-loans");
    const unknown = await patch(made.body.id, { version: linked.body.version, relatedServiceSlug: "space-loans" });
    expect(unknown.fields.relatedServiceSlug).toMatch(/^Choose one of the loan services/);
    const again = await patch(made.body.id, {
      version: linked.body.version,
      title: "Which loan for a new roof in Kochi?",
    });
    expect(again.status).toBe(200);
    expect(again.body.relatedServiceSlug).toBe("home-loans");
  });

  it("lets owners, admins and editors write; viewers and strangers get nothing", async () => {
    expect((await call("viewer", "GET", "/posts")).status).toBe(403);
    expect((await call("viewer", "POST", "/posts", { title: "Viewer post" })).status).toBe(403);
    expect((await call(null, "GET", "/posts")).status).toBe(401);
    for (const role of ["owner", "admin", "editor"] as const) {
      const made = await create({ title: `Written by the ${role}` }, role);
      expect(made.status, role).toBe(201);
      if (role !== "owner") expect(made.body.authorName).toBe(`The ${role}`);
      expect((await call(role, "DELETE", `/posts/${made.body.id}`)).status).toBe(204);
    }
    const list = await app.request("/api/admin/posts?status=published&language=en&search=cibil", {
      headers: { Authorization: `Bearer ${tokens.editor}` },
    });
    const found = (await list.json()) as { items: StaffPost[]; total: number };
    expect(found.total).toBe(1);
    expect(found.items[0]!.slug).toBe("cibil-score-and-your-interest-rate");
    expect(found.items[0]).not.toHaveProperty("body");
  });

  it("refuses a stale version with 409 and the current post, keeps revisions and restores one", async () => {
    const made = await create({ title: "Conflict test", body: "<p>First words.</p>" });
    const id = made.body.id;
    const first = await patch(id, { body: "<p>Anita's words.</p>", version: 1, autosave: true });
    expect(first.status).toBe(200);
    expect(first.body.version).toBe(2);
    const stale = await patch(id, { body: "<p>Ravi's words.</p>", version: 1 }, "admin");
    expect(stale.status).toBe(409);
    expect(stale.body.error?.code).toBe("stale_version");
    expect(stale.body.current).toMatchObject({ version: 2, body: "<p>Anita's words.</p>" });
    expect((await call("editor", "GET", `/posts/${id}`)).body.body).toBe("<p>Anita's words.</p>");

    const list = (
      await staffGet<{ items: { id: number; version: number; reason: string }[] }>(`/posts/${id}/revisions`)
    ).json.items;
    expect(list.map((revision) => [revision.version, revision.reason])).toEqual([
      [2, "autosave"],
      [1, "save"],
    ]);
    const restored = await call("editor", "POST", `/posts/${id}/revisions/${list[1]!.id}/restore`, { version: 2 });
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ version: 3, body: "<p>First words.</p>" });
    const staleRestore = await call("editor", "POST", `/posts/${id}/revisions/${list[1]!.id}/restore`, { version: 2 });
    expect(staleRestore.status).toBe(409);

    const [entry] = await app.services.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "post.restore"), eq(auditLog.entityId, String(id))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry?.actorLabel).toBe("editor@example.in (API token “editor token” made by owner@example.in)");
    await call("owner", "DELETE", `/posts/${id}`);
  });

  it("pages a post's revisions (when, who, why, words) and gives one revision's words on its own", async () => {
    const long = `<p>${"Home loan papers in Kerala need care and time. ".repeat(25)}</p>`.repeat(40);
    const made = await create({ title: "A long post saved often", body: long });
    const id = made.body.id;
    let version = made.body.version;
    for (let n = 1; n <= 40; n++) {
      const saved = await patch(id, { body: `${long}<p>Save number ${n}.</p>`, version, autosave: true });
      expect(saved.status).toBe(200);
      version = saved.body.version;
    }

    type Row = { id: number; version: number; reason: string; savedByLabel: string; words: number };
    type Page = { items: Row[]; total: number };
    const first = await staffGet<Page>(`/posts/${id}/revisions`);
    expect(first.status).toBe(200);
    // 41 snapshots of a 48 KB post were 2 MB in one answer; a page of rows is a few KB.
    expect(first.text.length).toBeLessThan(20_000);
    expect(first.json.total).toBe(41);
    expect(first.json.items).toHaveLength(25);
    expect(first.json.items[0]).toMatchObject({
      version: 41,
      reason: "autosave",
      savedByLabel: "editor@example.in",
      title: "A long post saved often",
      words: countWords(`${long}<p>Save number 40.</p>`),
    });
    expect(first.json.items[0]).not.toHaveProperty("snapshot");

    const second = await staffGet<Page>(`/posts/${id}/revisions?page=2&pageSize=25`);
    expect(second.json.total).toBe(41);
    expect(second.json.items.map((row) => row.version)).toEqual(Array.from({ length: 16 }, (_, i) => 16 - i));
    expect(second.json.items.at(-1)?.reason).toBe("save");

    // The words of one revision come when someone opens it.
    const oldest = second.json.items.at(-1)!;
    const one = await staffGet<{ id: number; version: number; snapshot: { body: string; title: string } }>(
      `/posts/${id}/revisions/${oldest.id}`,
    );
    expect(one.status).toBe(200);
    expect(one.json).toMatchObject({ id: oldest.id, version: 1, snapshot: { title: "A long post saved often" } });
    expect(one.json.snapshot.body).toBe(long);

    // Another post's revision, an unknown one, bad page parameters.
    const other = await create({ title: "Someone else's post" });
    expect((await staffGet(`/posts/${other.body.id}/revisions/${oldest.id}`)).status).toBe(404);
    expect((await staffGet(`/posts/${id}/revisions/999999999`)).status).toBe(404);
    const badPage = await staffGet<{ error: { fields: Record<string, string> } }>(
      `/posts/${id}/revisions?page=0&pageSize=7`,
    );
    expect(badPage.status).toBe(400);
    expect(badPage.json.error.fields).toMatchObject({
      page: "Use a page number from 1",
      pageSize: expect.stringMatching(/^Use a page size of/),
    });
    expect((await staffGet(`/posts/${id}/revisions`, "viewer")).status).toBe(403);
    await call("owner", "DELETE", `/posts/${id}`);
    await call("owner", "DELETE", `/posts/${other.body.id}`);
  });

  it("keeps every revision of the last 30 days and, before that, the last save of each IST day", async () => {
    const db = app.services.database.db;
    /** A post saved `saves` times after it was made, and its revision ids from the oldest. */
    async function postWithRevisions(title: string, saves: number) {
      const made = await create({ title, body: "<p>Version 1.</p>" });
      let version = made.body.version;
      for (let n = 2; n <= saves + 1; n++)
        version = (await patch(made.body.id, { body: `<p>Version ${n}.</p>`, version, autosave: true })).body.version;
      const rows = await db
        .select({ id: postRevisions.id })
        .from(postRevisions)
        .where(eq(postRevisions.postId, made.body.id))
        .orderBy(postRevisions.version);
      return { id: made.body.id, revisions: rows.map((row) => row.id) };
    }
    const today = istStartOfDay(new Date());
    /** An instant `days` IST days ago at hh:mm IST. */
    const at = (days: number, hh: number, mm = 0) =>
      new Date(addDays(today, -days).getTime() + (hh * 60 + mm) * 60_000);
    const savedAt = (revision: number, when: Date) =>
      db.update(postRevisions).set({ createdAt: when }).where(eq(postRevisions.id, revision));

    const busy = await postWithRevisions("Revisions over two months", 8);
    const times = [
      at(45, 9), // three saves on one day 45 days ago: only the last stays
      at(45, 13),
      at(45, 22, 30),
      at(40, 23, 50), // 23:50 and 00:10 IST are one UTC day but two IST days: both stay
      at(39, 0, 10),
      at(10, 10), // within 30 days: every save stays
      at(10, 11),
      at(1, 9),
    ];
    for (const [n, when] of times.entries()) await savedAt(busy.revisions[n]!, when);
    const untouched = await postWithRevisions("Not edited for months", 2);
    for (const [n, revision] of untouched.revisions.entries()) await savedAt(revision, at(100, 9 + n));

    const result = await runMaintenance(app.services);
    expect(result.revisionsPruned).toBeGreaterThanOrEqual(4);

    const versions = async (id: number) =>
      (await staffGet<{ items: { version: number }[]; total: number }>(`/posts/${id}/revisions`)).json;
    expect(await versions(busy.id)).toEqual({
      total: 7,
      items: [9, 8, 7, 6, 5, 4, 3].map((version) => expect.objectContaining({ version })),
    });
    // The newest revision is the post as it is now: it stays however old it is.
    expect(await versions(untouched.id)).toEqual({ total: 1, items: [expect.objectContaining({ version: 3 })] });
    // A kept old revision still restores.
    const kept = (
      await staffGet<{ items: { id: number; version: number }[] }>(`/posts/${busy.id}/revisions`)
    ).json.items.find((row) => row.version === 3)!;
    const restored = await call("editor", "POST", `/posts/${busy.id}/revisions/${kept.id}/restore`, { version: 9 });
    expect(restored.status).toBe(200);
    expect(restored.body.body).toBe("<p>Version 3.</p>");
    // Running again (or on two instances at once) removes nothing more.
    await Promise.all([runMaintenance(app.services), runMaintenance(app.services)]);
    expect((await versions(busy.id)).total).toBe(8);
    await call("owner", "DELETE", `/posts/${busy.id}`);
    await call("owner", "DELETE", `/posts/${untouched.id}`);
  });

  it("puts a scheduled post live once at its time, and the change clears the cached /blog", async () => {
    // Cached now: the next /blog must still show the post the moment it goes live.
    expect(await (await page("/blog")).text()).not.toContain("Scheduled for the festival");
    const publishAt = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    const made = await create({ title: "Scheduled for the festival", status: "scheduled", publishAt });
    expect(made.status).toBe(201);
    expect((await page("/blog/scheduled-for-the-festival")).status).toBe(404);
    expect(await app.services.postSchedule.nextPublishAt(new Date())).toEqual(new Date(publishAt));

    // Its time comes (moved into the past here instead of waiting an hour).
    await app.services.database.db
      .update(posts)
      .set({ publishAt: sql`now() - interval '1 second'` })
      .where(eq(posts.id, made.body.id));
    // Two instances running the publish step at once: one of them puts it live.
    const [a, b] = await Promise.all([app.services.postSchedule.publishDue(), app.services.postSchedule.publishDue()]);
    expect([...a, ...b]).toEqual([made.body.id]);
    expect(await app.services.postSchedule.publishDue()).toEqual([]);
    const revisions = (await staffGet<{ items: { reason: string }[] }>(`/posts/${made.body.id}/revisions`)).json.items;
    expect(revisions.filter((revision) => revision.reason === "publish")).toHaveLength(2);

    const blog = await (await page("/blog")).text();
    expect(blog).toContain("Scheduled for the festival");
    expect((await page("/blog/scheduled-for-the-festival")).status).toBe(200);
    expect((await call("editor", "GET", `/posts/${made.body.id}`)).body.status).toBe("published");
    await call("owner", "DELETE", `/posts/${made.body.id}`);
    expect(await (await page("/blog")).text()).not.toContain("Scheduled for the festival");
  });

  it("goes live on its own when its time comes, with /blog showing it at once", async () => {
    // The timer every instance runs (started by the server at boot).
    const stop = app.services.contentSchedule.start();
    try {
      expect(await (await page("/blog")).text()).not.toContain("Goes live by itself");
      const publishAt = new Date(Date.now() + 3000).toISOString();
      const made = await create({ title: "Goes live by itself", status: "scheduled", publishAt });
      expect(made.status).toBe(201);
      await vi.waitFor(
        async () => expect((await call("editor", "GET", `/posts/${made.body.id}`)).body.status).toBe("published"),
        { timeout: 20_000, interval: 250 },
      );
      expect(await (await page("/blog")).text()).toContain("Goes live by itself");
      expect((await call("editor", "GET", `/posts/${made.body.id}`)).body.publishedAt).toBe(publishAt);
      await call("owner", "DELETE", `/posts/${made.body.id}`);
    } finally {
      stop();
    }
  });

  it("previews a draft for staff exactly as it will look, never cached or indexed", async () => {
    const draft = await create({ title: "Preview me", body: "<h2>First</h2><p>Draft words.</p>" });
    const { email, password } = await addStaffMember(app, "blog.preview.editor@example.in", "editor");
    const { jar } = await signIn(app, email, password);
    const res = await app.request(`/blog/preview/${draft.body.id}`, withCookies(jar));
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(res.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    const html = await res.text();
    expect(html).toMatch(/<h1[^>]*>Preview me<\/h1>/);
    expect(html).toContain("Draft words.");
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"');
    // Without a session: the sign-in page, and the draft stays out of the public pages.
    const anonymous = await app.request(`/blog/preview/${draft.body.id}`);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toMatch(/^\/admin\/login/);
    expect((await page("/blog/preview-me")).status).toBe(404);
    expect((await app.request("/blog/preview/999999", withCookies(jar))).status).toBe(404);
    const viewer = await addStaffMember(app, "blog.preview.viewer@example.in", "viewer");
    const viewerJar = (await signIn(app, viewer.email, viewer.password)).jar;
    expect((await app.request(`/blog/preview/${draft.body.id}`, withCookies(viewerJar))).status).toBe(403);
    await call("owner", "DELETE", `/posts/${draft.body.id}`);
  });

  it("does not bring deleted seed posts back when the seed runs again", async () => {
    const before = (await (await app.request("/api/blog-posts")).json()) as PublicPostPage;
    await seedDatabase(app.services);
    const after = (await (await app.request("/api/blog-posts")).json()) as PublicPostPage;
    expect(after.total).toBe(before.total);
  });

  it("shows the staff list screen to editors and the 403 screen to viewers", async () => {
    const screen = async (role: "editor" | "viewer", query = "") => {
      const { email, password } = await addStaffMember(app, `blog.screen.${role}@example.in`, role);
      const { jar } = await signIn(app, email, password);
      return app.request(`/admin/blog-posts${query}`, withCookies(jar));
    };
    const editor = await screen("editor", "?search=kerala");
    expect(editor.status).toBe(200);
    const html = await editor.text();
    expect(html).toContain("Documents you need for a home loan in Kerala");
    expect(html).not.toContain("How your CIBIL score changes");
    expect((await screen("viewer")).status).toBe(403);
  });
});
