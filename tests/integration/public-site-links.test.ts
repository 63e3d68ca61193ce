import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postPath } from "~server/blog/post-rules";
import { languages, pathInLanguage } from "~server/vocabulary/languages";
import { linkedPagePaths as linkedPaths } from "../support/page-links";
import { backends, createTestApp, type TestApp } from "../support/test-app";

/** The public routes of spec section 2's table; the blog detail is each live post's. */
const specRoutes = [
  "/",
  "/about",
  "/services",
  "/govt-schemes",
  "/vyapar-app",
  "/business-partners",
  "/deals",
  "/smart-integrations",
  "/blog",
  "/contact",
  "/disclaimer",
  "/privacy",
  "/terms",
  "/cookie-policy",
  "/download",
];

/** More pages than the site has (about 60 per language), so a crawl that reaches it has run away. */
const MAX_PAGES = 600;

describe.each(backends)("the links of the public site on %s", (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(backend, {}, { pages: true });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("lead from the home page to every public route of the spec and every loan page, in every language", async () => {
    // Breadth first, eight requests at a time: the site is three languages deep now (the
    // switcher links every page to its Malayalam and Hindi).
    const reached = new Map<string, number>();
    let frontier = ["/"];
    while (frontier.length > 0 && reached.size < MAX_PAGES) {
      const next = new Set<string>();
      for (let start = 0; start < frontier.length; start += 8) {
        const batch = frontier.slice(start, start + 8).filter((path) => !reached.has(path));
        for (const path of batch) reached.set(path, 0);
        const pages = await Promise.all(
          batch.map(async (path) => {
            const response = await app.request(path);
            reached.set(path, response.status);
            return response.headers.get("content-type")?.startsWith("text/html") ? response.text() : "";
          }),
        );
        for (const html of pages) for (const link of linkedPaths(html)) if (!reached.has(link)) next.add(link);
      }
      frontier = [...next];
    }
    // The crawl ended because every page was seen, not at the cap.
    expect(frontier).toEqual([]);

    const services = await app.services.loanServices.listActive();
    const posts = await app.services.blog.listForSitemap();
    expect(posts.length).toBeGreaterThan(0);
    const everyLanguage = [...specRoutes, ...services.map((service) => `/loan-services/${service.slug}`)];
    const wanted = [
      ...languages.flatMap((language) => everyLanguage.map((path) => pathInLanguage(path, language))),
      // Each post at its language's address (/ml/blog/{slug} for one in Malayalam).
      ...posts.map((post) => postPath(post.slug, post.language)),
    ];
    expect(wanted.filter((path) => !reached.has(path))).toEqual([]);
    // And no link of the site leads to a missing page.
    expect([...reached].filter(([, status]) => status !== 200)).toEqual([]);
    // About 180 pages rendered on one database connection (PGlite): give it room on a busy host.
  }, 180_000);
});
