import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffRole } from "~server/vocabulary/staff";
import type { PublicPost, PublicPostPage, StaffPost } from "~server/blog/post.schema";
import { samplePdf } from "../support/sample-files";
import { backends, createTestApp, type TestApp } from "../support/test-app";
import { addStaffMember, ownerEnv, signIn, tokensForEveryRole, withCookies } from "../support/staff";

const englishSeedSlugs = [
  "gold-loan-or-personal-loan",
  "pm-surya-ghar-subsidy-rooftop-solar-loan",
  "cibil-score-and-your-interest-rate",
  "home-loan-documents-kerala",
];
const MALAYALAM_SEED = "cibil-score-loan-palisha";
const MALAYALAM_TITLE = "CIBIL സ്കോർ കുറഞ്ഞാൽ ലോണിന് എന്തു സംഭവിക്കും?";
const HINDI_SEED = "home-loan-ke-liye-zaroori-dastavez";
const HINDI_TITLE = "होम लोन के लिए ज़रूरी दस्तावेज़: पूरी चेकलिस्ट";

/** A page's HTML as a document, to read what a visitor (or a crawler) reads. */
const documentOf = (html: string) => new JSDOM(html).window.document;

/** The hreflang alternates of a page: language tag → address. */
function alternatesOf(document: Document): Record<string, string> {
  return Object.fromEntries(
    [...document.querySelectorAll('head link[rel="alternate"][hreflang]')].map((link) => [
      link.getAttribute("hreflang"),
      link.getAttribute("href"),
    ]),
  );
}

describe.each(backends)("the blog in three languages on %s", (backend) => {
  let app: TestApp;
  let tokens: Record<StaffRole, string>;

  async function call(role: StaffRole, method: string, path: string, json?: unknown) {
    const res = await app.request(`/api/admin${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${tokens[role]}`,
        ...(json !== undefined ? { "Content-Type": "application/json" } : {}),
      },
      ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
    });
    const text = await res.text();
    const body = (text ? JSON.parse(text) : null) as StaffPost & {
      error?: { fields?: Record<string, string> };
      items?: StaffPost[];
      total?: number;
    };
    return { status: res.status, body, fields: body?.error?.fields ?? {} };
  }
  const create = (json: Record<string, unknown>) => call("editor", "POST", "/posts", json);
  const patch = (id: number, json: Record<string, unknown>) => call("editor", "PATCH", `/posts/${id}`, json);
  const remove = (id: number) => call("owner", "DELETE", `/posts/${id}`);
  const html = async (path: string) => {
    const res = await app.request(path);
    expect(res.status, path).toBe(200);
    return res.text();
  };
  const publicList = async (query = "") =>
    (await (await app.request(`/api/blog-posts${query}`)).json()) as PublicPostPage;

  beforeAll(async () => {
    // pages: true, so the page cache is on: one language's page must never answer for another's.
    app = await createTestApp(backend, ownerEnv, { pages: true });
    tokens = (await tokensForEveryRole(app)).tokens;
  });
  afterAll(async () => {
    await app?.close();
  });

  it("takes a post's language (English when absent) and refuses one that is not en, ml or hi", async () => {
    const english = await create({ title: "Language left out" });
    expect(english.status).toBe(201);
    expect(english.body.language).toBe("en");

    const tamil = await create({ title: "Tamil post", language: "ta" });
    expect(tamil.status).toBe(400);
    expect(tamil.fields.language).toBe("Choose the post's language: en (English), ml (Malayalam), hi (Hindi)");
    const empty = await patch(english.body.id, { language: "", version: 1 });
    expect(empty.status).toBe(400);
    expect(empty.fields.language).toMatch(/^Choose the post's language/);

    const malayalam = await patch(english.body.id, { language: "ml", version: 1 });
    expect(malayalam.status).toBe(200);
    expect(malayalam.body.language).toBe("ml");
    expect((await call("editor", "GET", `/posts/${english.body.id}`)).body.language).toBe("ml");
    // The language is part of what a revision keeps, and of what the audit says changed.
    const revisions = await call("editor", "GET", `/posts/${english.body.id}/revisions`);
    const [latest] = (revisions.body as unknown as { items: { id: number }[] }).items;
    const revision = await call("editor", "GET", `/posts/${english.body.id}/revisions/${latest!.id}`);
    expect((revision.body as unknown as { snapshot: { language: string } }).snapshot.language).toBe("ml");
    await remove(english.body.id);
  });

  it("lists each language's live posts on its own blog, in the API and on /blog, /ml/blog and /hi/blog", async () => {
    const everything = await publicList();
    expect(everything.total).toBe(6);
    const english = await publicList("?language=en");
    expect(english.items.map((post) => post.slug)).toEqual(englishSeedSlugs);
    const malayalam = await publicList("?language=ml");
    expect(malayalam.items.map((post) => [post.slug, post.language])).toEqual([[MALAYALAM_SEED, "ml"]]);
    expect((await publicList("?language=hi")).items.map((post) => post.slug)).toEqual([HINDI_SEED]);
    expect((await publicList("?language=hi&category=credit-score")).total).toBe(0);
    const refused = await app.request("/api/blog-posts?language=tamil");
    expect(refused.status).toBe(400);

    const blog = await html("/blog");
    expect(blog).toContain("Documents you need for a home loan in Kerala");
    expect(blog).not.toContain(MALAYALAM_TITLE);
    expect(blog).not.toContain(HINDI_TITLE);

    const ml = documentOf(await html("/ml/blog"));
    expect(ml.documentElement.lang).toBe("ml-IN");
    expect(ml.querySelector("h1")?.textContent).toBe("ലോൺ ഗൈഡുകളും വാർത്തകളും");
    const mlTitles = [...ml.querySelectorAll("main article h2")].map((heading) => heading.textContent);
    expect(mlTitles).toEqual([MALAYALAM_TITLE]);
    const card = ml.querySelector("main article")!;
    // Its link, category, date and reading time in the page's language.
    expect(card.querySelector("a")?.getAttribute("href")).toBe(`/ml/blog/${MALAYALAM_SEED}`);
    expect(card.textContent).toContain("ക്രെഡിറ്റ് സ്കോർ");
    expect(card.querySelector("time")?.textContent).toBe("2026 നവംബർ 11");
    expect(card.textContent).toMatch(/\d+ മിനിറ്റ് വായന/);
    const categories = ml.querySelector('nav[aria-label="വിഭാഗങ്ങൾ"]')!;
    expect(categories.querySelector('a[aria-current="page"]')?.textContent).toBe("എല്ലാ ലേഖനങ്ങളും");
    expect(categories.querySelector('a[href="/ml/blog?category=home-loans"]')?.textContent).toBe("ഹോം ലോൺ");

    const hi = documentOf(await html("/hi/blog"));
    expect(hi.documentElement.lang).toBe("hi-IN");
    expect([...hi.querySelectorAll("main article h2")].map((heading) => heading.textContent)).toEqual([HINDI_TITLE]);
    expect(hi.querySelector("main article time")?.textContent).toBe("18 नवंबर 2026");

    // A category of a language with posts, but none in it: the note says so, in the language.
    const emptyCategory = await html("/ml/blog?category=government-schemes");
    expect(emptyCategory).toContain("ഈ വിഭാഗത്തിൽ ഇതുവരെ ലേഖനങ്ങളില്ല.");
    expect(emptyCategory).toContain('href="/ml/blog"');
  });

  it("shows a kind note, in the language, with a link to the English blog when a language has no posts yet", async () => {
    const hindi = (await call("editor", "GET", "/posts?language=hi")).body.items![0]!;
    const draft = await patch(hindi.id, { status: "draft", version: hindi.version });
    expect(draft.status).toBe(200);
    try {
      const page = documentOf(await html("/hi/blog"));
      expect(page.querySelector("main h2")?.textContent).toBe("हिंदी में लेख जल्द आ रहे हैं");
      const link = [...page.querySelectorAll("main a")].find((a) => a.textContent === "अंग्रेज़ी ब्लॉग पढ़ें");
      expect(link?.getAttribute("href")).toBe("/blog");
      expect(link?.getAttribute("hreflang")).toBe("en-IN");
      expect(page.querySelector("main article")).toBeNull();
      // No categories to choose from in an empty blog.
      expect(page.querySelector('nav[aria-label="श्रेणियाँ"]')).toBeNull();
      // The other languages' blogs are unchanged.
      expect(await html("/ml/blog")).toContain(MALAYALAM_TITLE);
    } finally {
      const back = await patch(hindi.id, { status: "published", version: draft.body.version });
      expect(back.status).toBe(200);
    }
    expect(await html("/hi/blog")).toContain(HINDI_TITLE);
  });

  it("serves a Malayalam post at /ml/blog/{slug} in Malayalam, naming only its own language", async () => {
    const res = await app.request(`/ml/blog/${MALAYALAM_SEED}`);
    expect(res.status).toBe(200);
    const page = documentOf(await res.text());
    expect(page.documentElement.lang).toBe("ml-IN");
    expect(page.querySelector("h1")?.textContent).toBe(MALAYALAM_TITLE);
    const origin = "http://localhost";
    expect(page.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(
      `${origin}/ml/blog/${MALAYALAM_SEED}`,
    );
    expect(alternatesOf(page)).toEqual({
      "ml-IN": `${origin}/ml/blog/${MALAYALAM_SEED}`,
      "x-default": `${origin}/ml/blog/${MALAYALAM_SEED}`,
    });
    expect(page.querySelector('meta[property="og:locale"]')?.getAttribute("content")).toBe("ml_IN");
    expect(page.querySelector('link[type="application/rss+xml"]')?.getAttribute("href")).toBe(
      `${origin}/ml/blog/rss.xml`,
    );
    const posting = [...page.querySelectorAll('script[type="application/ld+json"]')]
      .map((script) => JSON.parse(script.textContent ?? "{}") as { "@type"?: string; inLanguage?: string })
      .find((data) => data["@type"] === "BlogPosting");
    expect(posting?.inLanguage).toBe("ml-IN");

    // The interface around the words is Malayalam too.
    const main = page.querySelector("main")!;
    expect(main.textContent).toContain("പ്രസിദ്ധീകരിച്ചത്: 2026 നവംബർ 11");
    expect(main.textContent).toContain("ഇത് പൊതുവായ വിവരം മാത്രം, സാമ്പത്തിക ഉപദേശമല്ല.");
    expect(page.getElementById("share-heading")?.textContent).toBe("ഈ ലേഖനം ഷെയർ ചെയ്യുക");
    expect(page.getElementById("cta-heading")?.textContent).toMatch(/: സഹായം വേണോ\?$/);
    expect([...main.querySelectorAll("a")].find((a) => a.textContent === "ബ്ലോഗിലേക്ക് മടങ്ങുക")?.getAttribute("href")).toBe(
      "/ml/blog",
    );
    // The switcher leads to the other languages' blogs: the post has no English or Hindi version.
    const switcher = page.querySelector('[role="group"]')!;
    expect(switcher.querySelector('a[hreflang="en-IN"]')?.getAttribute("href")).toBe("/blog");
    expect(switcher.querySelector('a[hreflang="hi-IN"]')?.getAttribute("href")).toBe("/hi/blog");

    // A long post's table of contents is titled in its language (the Hindi one is long enough).
    const hindi = documentOf(await html(`/hi/blog/${HINDI_SEED}`));
    expect(hindi.getElementById("toc-heading")?.textContent).toBe("इस लेख में");
    expect(hindi.querySelector('nav[aria-labelledby="toc-heading"] a')?.getAttribute("href")).toBe(
      "#1-pahachan-aur-pate-ka-sabut-kyc",
    );

    // Its related posts are Malayalam ones (it is the only one).
    const json = (await (await app.request(`/api/blog-posts/${MALAYALAM_SEED}`)).json()) as PublicPost;
    expect(json.language).toBe("ml");
    expect(json.related).toEqual([]);
    const english = (await (await app.request("/api/blog-posts/home-loan-documents-kerala")).json()) as PublicPost;
    expect(english.related.map((post) => post.language)).toEqual(["en", "en", "en"]);
  });

  it("answers 301 from the slug under another language's prefix, and from an old slug in any language", async () => {
    for (const path of [`/blog/${MALAYALAM_SEED}`, `/hi/blog/${MALAYALAM_SEED}`]) {
      const res = await app.request(path);
      expect(res.status, path).toBe(301);
      expect(res.headers.get("Location"), path).toBe(`/ml/blog/${MALAYALAM_SEED}`);
    }
    const english = await app.request("/ml/blog/home-loan-documents-kerala");
    expect(english.status).toBe(301);
    expect(english.headers.get("Location")).toBe("/blog/home-loan-documents-kerala");
    expect((await app.request("/ml/blog/no-such-post")).status).toBe(404);

    // A live Malayalam post whose slug changes: the old slug answers 301 under every prefix, in one hop.
    const made = await create({
      title: "ഗോൾഡ് ലോൺ: പലിശ എങ്ങനെ കണക്കാക്കുന്നു",
      language: "ml",
      body: "<p>ഗോൾഡ് ലോണിന്റെ പലിശ.</p>",
      status: "published",
    });
    expect(made.status).toBe(201);
    expect(made.body.slug).toBe("gold-lon-palisha-engane-kanakkakkunnu");
    const moved = await patch(made.body.id, { slug: "gold-loan-palisha", version: 1 });
    expect(moved.status).toBe(200);
    for (const path of [
      "/ml/blog/gold-lon-palisha-engane-kanakkakkunnu",
      "/blog/gold-lon-palisha-engane-kanakkakkunnu",
      "/hi/blog/gold-lon-palisha-engane-kanakkakkunnu",
    ]) {
      const res = await app.request(path);
      expect(res.status, path).toBe(301);
      expect(res.headers.get("Location"), path).toBe("/ml/blog/gold-loan-palisha");
    }
    expect((await app.request("/ml/blog/gold-loan-palisha")).status).toBe(200);

    // Moved to Hindi: its blog and address follow, and the Malayalam address sends readers on.
    const hindi = await patch(made.body.id, { language: "hi", version: 2 });
    expect(hindi.status).toBe(200);
    const old = await app.request("/ml/blog/gold-loan-palisha");
    expect(old.status).toBe(301);
    expect(old.headers.get("Location")).toBe("/hi/blog/gold-loan-palisha");
    expect(await html("/hi/blog")).toContain("ഗോൾഡ് ലോൺ: പലിശ എങ്ങനെ കണക്കാക്കുന്നു");
    expect(await html("/ml/blog")).not.toContain("ഗോൾഡ് ലോൺ: പലിശ എങ്ങനെ കണക്കാക്കുന്നു");
    await remove(made.body.id);
  });

  it("serves each language's feed with its own posts and <language>, linked from its blog", async () => {
    const feed = async (path: string) => {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("Content-Type")).toMatch(/^application\/rss\+xml/);
      return new JSDOM(await res.text(), { contentType: "application/xml" }).window.document;
    };
    const english = await feed("/blog/rss.xml");
    expect(english.querySelector("channel > language")?.textContent).toBe("en-IN");
    expect(english.querySelectorAll("item")).toHaveLength(4);
    expect(english.querySelector("channel > link")?.textContent).toBe("http://localhost/blog");

    const malayalam = await feed("/ml/blog/rss.xml");
    expect(malayalam.querySelector("channel > language")?.textContent).toBe("ml-IN");
    expect(malayalam.querySelector("channel > title")?.textContent).toBe("Keralam Finserv (Demo) ബ്ലോഗ്");
    expect(malayalam.querySelector("channel > link")?.textContent).toBe("http://localhost/ml/blog");
    const items = [...malayalam.querySelectorAll("item")];
    expect(items.map((item) => item.querySelector("link")?.textContent)).toEqual([
      `http://localhost/ml/blog/${MALAYALAM_SEED}`,
    ]);
    expect(items[0]!.querySelector("category")?.textContent).toBe("ക്രെഡിറ്റ് സ്കോർ");

    const hindi = await feed("/hi/blog/rss.xml");
    expect(hindi.querySelector("channel > language")?.textContent).toBe("hi-IN");
    expect([...hindi.querySelectorAll("item > title")].map((title) => title.textContent)).toEqual([HINDI_TITLE]);

    for (const [page, path] of [
      ["/blog", "/blog/rss.xml"],
      ["/ml/blog", "/ml/blog/rss.xml"],
      ["/hi/blog", "/hi/blog/rss.xml"],
    ] as const) {
      const link = documentOf(await html(page)).querySelector('link[type="application/rss+xml"]');
      expect(link?.getAttribute("href"), page).toBe(`http://localhost${path}`);
    }
  });

  it("filters the staff list by language, in the API and on the screen", async () => {
    const hindi = await call("editor", "GET", "/posts?language=hi&status=published");
    expect(hindi.status).toBe(200);
    expect(hindi.body.items!.map((post) => [post.slug, post.language])).toEqual([[HINDI_SEED, "hi"]]);
    const english = await call("editor", "GET", "/posts?language=en&status=published&pageSize=100");
    expect(english.body.items!.every((post) => post.language === "en")).toBe(true);
    expect(english.body.total).toBe(4);
    const bad = await call("editor", "GET", "/posts?language=xx");
    expect(bad.status).toBe(400);
    expect(bad.fields.language).toMatch(/^Choose the post's language/);

    const { email, password } = await addStaffMember(app, "blog.languages.editor@example.in", "editor");
    const { jar } = await signIn(app, email, password);
    const screen = await app.request("/admin/blog-posts?language=ml", withCookies(jar));
    expect(screen.status).toBe(200);
    const page = documentOf(await screen.text());
    const rows = page.querySelector("table tbody")!.textContent ?? "";
    expect(rows).toContain(MALAYALAM_TITLE);
    expect(rows).toContain("Malayalam");
    expect(rows).toContain(`/ml/blog/${MALAYALAM_SEED}`);
    expect(rows).not.toContain("Documents you need for a home loan in Kerala");
    expect(rows).not.toContain(HINDI_TITLE);
  });

  it("previews a Malayalam draft under /ml, in Malayalam, with the staff banner in English", async () => {
    const draft = await create({ title: "ഡ്രാഫ്റ്റ് ലേഖനം", language: "ml", body: "<p>കുറച്ചു വാക്കുകൾ.</p>" });
    const { email, password } = await addStaffMember(app, "blog.languages.preview@example.in", "editor");
    const { jar } = await signIn(app, email, password);
    const english = await app.request(`/blog/preview/${draft.body.id}`, withCookies(jar));
    expect(english.status).toBe(302);
    expect(english.headers.get("Location")).toBe(`/ml/blog/preview/${draft.body.id}`);
    expect(english.headers.get("Cache-Control")).toBe("private, no-store");
    const res = await app.request(`/ml/blog/preview/${draft.body.id}`, withCookies(jar));
    expect(res.status).toBe(200);
    const page = documentOf(await res.text());
    expect(page.documentElement.lang).toBe("ml-IN");
    expect(page.querySelector("h1")?.textContent).toBe("ഡ്രാഫ്റ്റ് ലേഖനം");
    const banner = page.querySelector('aside[aria-label="Preview"]')!;
    expect(banner.closest("[lang]")?.getAttribute("lang")).toBe("en");
    expect(banner.textContent).toContain("this is how the post will look");
    await remove(draft.body.id);
  });

  it("shows /ml/download and /hi/download in their language: headings, sizes, buttons, empty state", async () => {
    const empty = documentOf(await html("/ml/download"));
    expect(empty.documentElement.lang).toBe("ml-IN");
    expect(empty.querySelector("h1")?.textContent).toBe("ഡൗൺലോഡ് ചെയ്യാവുന്ന ഫോമുകളും രേഖകളും");
    expect(empty.querySelector("main h2")?.textContent).toBe("ഡൗൺലോഡ് ചെയ്യാൻ ഇപ്പോൾ ഫയലുകളൊന്നുമില്ല");
    expect(
      [...empty.querySelectorAll("main a")].find((a) => a.textContent === "ഞങ്ങളെ ബന്ധപ്പെടുക")?.getAttribute("href"),
    ).toBe("/ml/contact");

    const form = new FormData();
    const pdf = samplePdf("Home loan application form");
    form.set("file", new File([pdf as Uint8Array<ArrayBuffer>], "home-loan-form.pdf", { type: "application/pdf" }));
    form.set("title", "Home loan application form");
    form.set("category", "application_form");
    form.set("isPublished", "true");
    const uploaded = await app.request("/api/admin/downloads", {
      method: "POST",
      headers: { Authorization: `Bearer ${tokens.editor}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);

    const hindi = documentOf(await html("/hi/download"));
    expect(hindi.querySelector("main h2")?.textContent).toBe("आवेदन फ़ॉर्म");
    const card = hindi.querySelector('main section[aria-labelledby^="downloads-"] li')!;
    // The staff's English title is marked as English on the Hindi page.
    expect(card.querySelector("h3")?.getAttribute("lang")).toBe("en");
    expect(card.textContent).toMatch(/PDF फ़ाइल · 1 KB/);
    const button = card.querySelector("a[href^='/download/']")!;
    expect(button.textContent).toBe("डाउनलोड करें Home loan application form (PDF फ़ाइल, 1 KB)");
    const malayalam = documentOf(await html("/ml/download"));
    expect(malayalam.querySelector("main li a[href^='/download/']")?.textContent).toMatch(/^ഡൗൺലോഡ് /);
    expect(malayalam.querySelector("main h2")?.textContent).toBe("അപേക്ഷാ ഫോമുകൾ");
    // English stays as it was.
    const english = documentOf(await html("/download"));
    expect(english.querySelector("main li h3")?.hasAttribute("lang")).toBe(false);
    expect(english.querySelector("main li a[href^='/download/']")?.textContent).toBe(
      "Download Home loan application form (PDF, 1 KB)",
    );
  });
});
