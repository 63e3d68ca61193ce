import { describe, expect, it } from "vitest";
import { blogNavItem } from "~/components/layout/navigation";
import { blogFeedPath, missingAltMessage, postPath, readingMinutes } from "~server/blog/post-rules";
import { renderPostBody, sanitizePostHtml } from "~server/blog/sanitize-post-html";

describe("pictures without alt text", () => {
  it("are named by place and file name, so the writer can find and describe each", () => {
    expect(missingAltMessage([{ position: 2, fileName: "gold-rate.png" }])).toBe(
      "Picture 2 (gold-rate.png) has no alt text: click it and add a description",
    );
    expect(
      missingAltMessage([
        { position: 1, fileName: null },
        { position: 3, fileName: "emi-table.webp" },
        { position: 4, fileName: null },
      ]),
    ).toBe("Pictures 1, 3 (emi-table.webp) and 4 have no alt text: click each one and add a description");
  });
});

describe("a post's addresses", () => {
  it("live under the prefix of the language the post is written in, and each language has its feed", () => {
    expect(postPath("home-loan-documents-kerala")).toBe("/blog/home-loan-documents-kerala");
    expect(postPath("cibil-score-loan", "ml")).toBe("/ml/blog/cibil-score-loan");
    expect(postPath("home-loan-dastavez", "hi")).toBe("/hi/blog/home-loan-dastavez");
    expect(blogFeedPath("en")).toBe("/blog/rss.xml");
    expect(blogFeedPath("ml")).toBe("/ml/blog/rss.xml");
    expect(blogFeedPath("hi")).toBe("/hi/blog/rss.xml");
  });
});

describe("reading time", () => {
  it("counts 200 words a minute, at least one", () => {
    expect(readingMinutes("<p>Short.</p>")).toBe(1);
    expect(readingMinutes(`<p>${"word ".repeat(1000)}</p>`)).toBe(5);
  });
});

describe("the post body", () => {
  it("gives h2 and h3 unique ids and lists them", () => {
    const { html, toc } = renderPostBody(
      '<h2 id="evil">Main</h2><p>x</p><h3>Fees &amp; charges</h3><h2>Fees &amp; charges</h2><h4>Not listed</h4>',
    );
    expect(toc).toEqual([
      { id: "main-2", text: "Main", level: 2 },
      { id: "fees-charges", text: "Fees & charges", level: 3 },
      { id: "fees-charges-2", text: "Fees & charges", level: 2 },
    ]);
    expect(html).toContain('<h2 id="main-2">Main</h2>');
    expect(html).toContain("<h4>Not listed</h4>");
  });

  it("gives Malayalam and Hindi headings ids read into Latin letters", () => {
    const { toc } = renderPostBody("<h2>CIBIL സ്കോർ എന്താണ്?</h2><p>x</p><h2>ज़रूरी दस्तावेज़</h2><h3>₹ ?</h3>");
    expect(toc.map((entry) => entry.id)).toEqual(["cibil-skor-enthan", "jaruri-dastavej", "section"]);
  });

  it("is sanitized the same way twice (idempotent)", () => {
    const once = sanitizePostHtml(
      '<p><a href="https://example.in" rel="sponsored">x</a><img src="/a.jpg" alt="A"><svg onload="x()"></svg></p>',
    );
    expect(sanitizePostHtml(once)).toBe(once);
    expect(once).toContain('rel="noopener noreferrer sponsored"');
    expect(once).not.toContain("svg");
  });
});

describe("the header's Blog item", () => {
  it("leads to /blog when the setting is empty or on this site, elsewhere to the external blog", () => {
    expect(blogNavItem("", "https://loans.example.in")).toEqual({ label: "Blog", href: "/blog" });
    expect(blogNavItem("https://loans.example.in/", "https://loans.example.in")).toEqual({
      label: "Blog",
      href: "/blog",
    });
    expect(blogNavItem("https://loans.example.in/blog?category=home-loans", "https://loans.example.in")).toEqual({
      label: "Blog",
      href: "/blog?category=home-loans",
    });
    expect(blogNavItem("https://blog.example.com", "https://loans.example.in")).toEqual({
      label: "Blog",
      href: "https://blog.example.com",
      external: true,
    });
  });
});
