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
    expect(body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const paths = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
    const expected = ["/", "/services", ...loanServices.map((s) => `/loan-services/${s.slug}`)];
    for (const path of expected) expect(paths, `sitemap has ${path}`).toContain(path);
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
