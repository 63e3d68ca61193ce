import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postPath } from "~server/blog/post-rules";
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

describe.each(backends)("the links of the public site on %s", (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(backend, {}, { pages: true });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("lead from the home page to every public route of the spec and every loan page", async () => {
    const reached = new Map<string, number>();
    const queue = ["/"];
    while (queue.length > 0 && reached.size < 300) {
      const path = queue.shift()!;
      if (reached.has(path)) continue;
      const response = await app.request(path);
      reached.set(path, response.status);
      if (!response.headers.get("content-type")?.startsWith("text/html")) continue;
      for (const next of linkedPaths(await response.text())) if (!reached.has(next)) queue.push(next);
    }

    const services = await app.services.loanServices.listActive();
    const posts = await app.services.blog.listForSitemap();
    expect(posts.length).toBeGreaterThan(0);
    const wanted = [
      ...specRoutes,
      // Each post at its language's address (/ml/blog/{slug} for one in Malayalam).
      ...posts.map((post) => postPath(post.slug, post.language)),
      ...services.map((service) => `/loan-services/${service.slug}`),
    ];
    expect(wanted.filter((path) => !reached.has(path))).toEqual([]);
    // And no link of the site leads to a missing page.
    expect([...reached].filter(([, status]) => status !== 200)).toEqual([]);
  });
});
