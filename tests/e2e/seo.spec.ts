import { expect, test } from "@playwright/test";
import { loanServices } from "./support/site";

test.describe("robots.txt and sitemap.xml", () => {
  test("robots.txt is plain text pointing at the sitemap", async ({ request }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/plain");
    const body = await response.text();
    expect(body).toMatch(/^User-agent: \*$/m);
    const sitemapLine = /^Sitemap: (\S+)$/m.exec(body);
    expect(sitemapLine, "a Sitemap: line").not.toBeNull();
    expect(new URL(sitemapLine?.[1] ?? "").pathname).toBe("/sitemap.xml");
  });

  test("sitemap.xml lists /, /services and the eight loan pages", async ({ request }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/xml/);
    const body = await response.text();
    expect(body).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    const paths = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
    const expected = ["/", "/services", ...loanServices.map((s) => `/loan-services/${s.slug}`)];
    for (const path of expected) expect(paths, `sitemap has ${path}`).toContain(path);
    // Every page in Malayalam and Hindi too, each naming its alternates.
    for (const path of ["/ml", "/hi", "/ml/services", "/hi/loan-services/home-loans"]) {
      expect(paths, `sitemap has ${path}`).toContain(path);
    }
    expect(body).toMatch(/<xhtml:link rel="alternate" hreflang="ml-IN" href="[^"]+\/ml\/services"\/>/);
    expect(new Set(paths).size, "no duplicate URLs").toBe(paths.length);
  });

  test("every URL in the sitemap answers 200", async ({ request }) => {
    const body = await (await request.get("/sitemap.xml")).text();
    const paths = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
    expect(paths.length).toBeGreaterThanOrEqual(10);
    for (const path of paths) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
  });
});
