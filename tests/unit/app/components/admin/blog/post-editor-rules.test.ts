import { describe, expect, it } from "vitest";
import {
  contentBody,
  counterState,
  emptyContent,
  followTitle,
  isEditorLink,
  nextSaveState,
  publishingBody,
  retryDelay,
  saveStateText,
  searchPreview,
  seoTitleCounter,
  slugWasEdited,
  tagsOf,
  truncateForResult,
  type SaveEvent,
  type SaveState,
} from "~/components/admin/blog/post-editor-rules";
import type { StaffPost } from "~server/blog/post.schema";
import { sanitizePostHtml } from "~server/blog/sanitize-post-html";

const post = (over: Partial<StaffPost> = {}): StaffPost => ({
  id: 7,
  slug: "gold-loan-basics",
  language: "en",
  title: "Gold loan basics",
  excerpt: "",
  body: "",
  coverUrl: null,
  coverAlt: "",
  category: "borrowing-basics",
  tags: [],
  authorId: 1,
  authorName: "Anu",
  seoTitle: "",
  seoDescription: "",
  canonicalUrl: "",
  relatedServiceSlug: null,
  status: "draft",
  publishAt: null,
  publishedAt: null,
  version: 1,
  createdAt: "2026-11-23T04:00:00.000Z",
  updatedAt: "2026-11-23T04:00:00.000Z",
  ...over,
});

describe("the slug field", () => {
  it("follows the title until the writer edits it", () => {
    const start = emptyContent("Anu");
    expect(followTitle(start, "Home loan: documents in Kerala", false).slug).toBe("home-loan-documents-in-kerala");
    expect(followTitle({ ...start, slug: "my-own" }, "Another title", true).slug).toBe("my-own");
  });

  it("counts as edited for a post that differs from its title or has been live", () => {
    expect(slugWasEdited(null)).toBe(false);
    expect(slugWasEdited(post())).toBe(false);
    expect(slugWasEdited(post({ slug: "gold" }))).toBe(true);
    expect(slugWasEdited(post({ status: "published", publishedAt: "2026-11-01T00:00:00.000Z" }))).toBe(true);
  });

  it("follows a Malayalam title in Latin letters, and keeps following after the server numbered it or gave post-<id>", () => {
    const start = emptyContent("Anu");
    expect(followTitle(start, "സ്വർണ്ണ വായ്പ", false).slug).toBe("swarnna-vaypa");
    expect(slugWasEdited(post({ id: 12, title: "സ്വർണ്ണ വായ്പ", slug: "swarnna-vaypa-2" }))).toBe(false);
    expect(slugWasEdited(post({ id: 12, title: "₹ !", slug: "post-12" }))).toBe(false);
    expect(slugWasEdited(post({ id: 12, title: "₹ !", slug: "post-13" }))).toBe(true);
  });

  it("sends what was typed as an address the API takes, so a draft never fails on it", () => {
    const typed = (slug: string) => contentBody({ ...emptyContent("Anu"), title: "A", slug }).slug;
    expect(typed("home-loan-tips")).toBe("home-loan-tips");
    expect(typed(" Home Loan Tips ")).toBe("home-loan-tips");
    expect(typed("home-loan-")).toBe("home-loan");
    expect(typed("ഭവന വായ്പ")).toBe("bhavana-vaypa");
    expect(typed("!!!")).toBeUndefined();
  });
});

describe("SEO counters and the search-result preview", () => {
  it("are empty, good, long past the soft limit and too long past the hard one", () => {
    expect(counterState(0, 60, 70)).toBe("empty");
    expect(counterState(60, 60, 70)).toBe("good");
    expect(counterState(61, 60, 70)).toBe("long");
    expect(counterState(71, 60, 70)).toBe("too-long");
    expect(seoTitleCounter("x".repeat(75))).toBe("75 characters: shorten it to 70 or fewer to save.");
  });

  it("cuts text at a word boundary as results do, and falls back to the title and excerpt", () => {
    expect(truncateForResult("short", 60)).toBe("short");
    const cut = truncateForResult("How the CIBIL score changes the interest rate you get on every loan you take", 60);
    expect(cut.length).toBeLessThanOrEqual(60);
    expect(cut).toMatch(/ …$/);
    const preview = searchPreview(
      { ...emptyContent("Anu"), title: "Gold loan or personal loan?", excerpt: "Which suits you." },
      "https://example.in",
    );
    expect(preview).toEqual({
      title: "Gold loan or personal loan?",
      url: "example.in › blog › gold-loan-or-personal-loan",
      description: "Which suits you.",
    });
    // A post in Malayalam lives under /ml.
    expect(
      searchPreview(
        { ...emptyContent("Anu"), language: "ml", title: "Gold loan", slug: "gold-loan-kochi" },
        "https://example.in",
      ).url,
    ).toBe("example.in › ml › blog › gold-loan-kochi");
  });
});

describe("what the editor sends", () => {
  it("tags as a list without blanks or repeats; no slug when empty; scheduled times in IST", () => {
    expect(tagsOf(" home loan, Kerala,, Home Loan ,")).toEqual(["home loan", "Kerala"]);
    const body = contentBody({ ...emptyContent("Anu"), title: "A", coverAlt: "left over" });
    expect(body).not.toHaveProperty("slug");
    expect(body.coverAlt).toBe("");
    // The language is part of what the writer writes, so autosave sends it too.
    expect(body.language).toBe("en");
    expect(contentBody({ ...emptyContent("Anu"), title: "A", language: "hi" }).language).toBe("hi");
    expect(publishingBody({ status: "scheduled", publishAt: "2026-12-01T09:00" })).toEqual({
      status: "scheduled",
      publishAt: "2026-12-01T03:30:00.000Z",
    });
    expect(publishingBody({ status: "published", publishAt: "2026-12-01T09:00" }).publishAt).toBeNull();
  });

  it("links only to https, mailto, tel and paths on the site", () => {
    for (const ok of ["https://www.rbi.org.in", "/contact", "mailto:a@b.in", "tel:+914842000000"])
      expect(isEditorLink(ok)).toBe(true);
    for (const bad of ["http://example.com", "javascript:alert(1)", "//evil.example", "data:text/html,x"])
      expect(isEditorLink(bad)).toBe(false);
  });

  it("writes body HTML (headings, lists, links, tables, images) that the post sanitizer keeps", () => {
    const editorHtml =
      '<h2>Documents</h2><ul><li><p>PAN</p></li></ul><p><a href="https://www.rbi.org.in">RBI</a></p>' +
      '<table style="min-width: 75px"><colgroup><col style="min-width: 25px"></colgroup><tbody><tr><th colspan="1" rowspan="1"><p>Loan</p></th></tr>' +
      '<tr><td colspan="1" rowspan="1"><p>Gold</p></td></tr></tbody></table>' +
      '<img src="/media/2026/11/abc.jpg" alt="A gold chain on a scale" width="1200" height="800">';
    const clean = sanitizePostHtml(editorHtml);
    expect(clean).toContain("<h2>Documents</h2>");
    expect(clean).toContain('<a href="https://www.rbi.org.in" target="_blank" rel="noopener noreferrer">RBI</a>');
    expect(clean).toContain('<th colspan="1" rowspan="1"><p>Loan</p></th>');
    expect(clean).toContain(
      '<img src="/media/2026/11/abc.jpg" alt="A gold chain on a scale" width="1200" height="800"',
    );
  });
});

describe("the save status", () => {
  const run = (events: SaveEvent[], from: SaveState = { kind: "new" }) => events.reduce(nextSaveState, from);

  it("goes dirty on typing, saving, then saved (or dirty again when typing went on)", () => {
    expect(
      run([{ type: "edit" }, { type: "start" }, { type: "saved", at: "2026-11-23T05:12:00Z", clean: true }]),
    ).toEqual({
      kind: "saved",
      at: "2026-11-23T05:12:00Z",
    });
    expect(run([{ type: "start" }, { type: "edit" }, { type: "saved", at: "x", clean: false }])).toEqual({
      kind: "dirty",
    });
    const now = new Date("2026-11-23T06:00:00Z");
    expect(saveStateText({ kind: "saved", at: "2026-11-23T05:12:00Z" }, true, now)).toBe("Saved 10:42 am IST");
    expect(saveStateText({ kind: "saved", at: "2026-11-20T05:12:00Z" }, true, now)).toBe(
      "Saved 20/11/2026, 10:42 am IST",
    );
  });

  it("counts retries while the server is unreachable, and keeps a conflict until it is resolved", () => {
    expect(run([{ type: "unreachable" }, { type: "edit" }, { type: "start" }, { type: "unreachable" }])).toEqual({
      kind: "offline",
      attempt: 2,
    });
    expect(saveStateText({ kind: "offline", attempt: 1 }, true)).toBe("Not saved — you are offline; we will retry.");
    expect(run([{ type: "conflict" }, { type: "edit" }, { type: "start" }])).toEqual({ kind: "conflict" });
    expect(run([{ type: "conflict" }, { type: "resolved", at: "t" }])).toEqual({ kind: "saved", at: "t" });
  });

  it("waits longer between retries, up to 30 seconds", () => {
    expect([1, 2, 3, 4, 5, 9].map(retryDelay)).toEqual([2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
