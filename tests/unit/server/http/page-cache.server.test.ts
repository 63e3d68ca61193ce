import { randomBytes } from "node:crypto";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { createNonceTemplate, renderNonceTemplate } from "~server/http/nonce-template.server";
import { createPageCache, etagMatches, pageCacheKey, type CachedPage } from "~server/http/page-cache.server";

const placeholder = "\uE000nonce\uE001";
const nonce = () => randomBytes(16).toString("base64");

/** A page shaped like ours: scripts with nonces between text that repeats (so it compresses). */
function samplePage(scripts: number): string {
  const parts = ['<!DOCTYPE html><html lang="en-IN"><head><meta charset="utf-8">'];
  for (let i = 0; i < scripts; i++) {
    parts.push(`<link rel="modulepreload" href="/assets/chunk-${i}.js" nonce="${placeholder}"/>`);
  }
  parts.push(`<script nonce="${placeholder}">window.x = "₹ 5,00,000 — ലോൺ";</script></head><body>`);
  for (let i = 0; i < 200; i++) parts.push(`<p class="text-sm">Home loan EMI for ₹${i * 1000} at 8.5%</p>`);
  parts.push(`<script type="module" nonce="${placeholder}">import "/assets/entry.js";</script></body></html>`);
  return parts.join("");
}

describe("nonce templates", () => {
  it("serves every encoding with the given nonce in each place and nothing else changed", async () => {
    for (const scripts of [0, 1, 12]) {
      const html = samplePage(scripts);
      const template = (await createNonceTemplate(html, placeholder))!;
      expect(Object.keys(template.variants).sort()).toEqual(["br", "gzip", "identity"]);
      for (let round = 0; round < 5; round++) {
        const value = nonce();
        const expected = html.split(placeholder).join(value);
        expect(renderNonceTemplate(template, "identity", value).toString()).toBe(expected);
        expect(zlib.gunzipSync(renderNonceTemplate(template, "gzip", value)).toString()).toBe(expected);
        expect(zlib.brotliDecompressSync(renderNonceTemplate(template, "br", value)).toString()).toBe(expected);
      }
      expect(template.variants.br!.bytes).toBeLessThan(template.variants.identity!.bytes / 3);
    }
  });

  it("gives the same digest to the same page and another to a changed one", async () => {
    const a = await createNonceTemplate(samplePage(2), placeholder);
    const b = await createNonceTemplate(samplePage(2), placeholder);
    const c = await createNonceTemplate(samplePage(3), placeholder);
    expect(a!.digest).toBe(b!.digest);
    expect(a!.digest).not.toBe(c!.digest);
  });

  it("refuses a page whose placeholder sits anywhere but a nonce attribute", async () => {
    const html = `<script nonce="${placeholder}">var n = "${placeholder}";</script>`;
    expect(await createNonceTemplate(html, placeholder)).toBeNull();
  });

  it("refuses a nonce of another length", async () => {
    const template = (await createNonceTemplate(samplePage(1), placeholder))!;
    expect(() => renderNonceTemplate(template, "br", "short")).toThrow();
  });
});

function page(bytes: number): CachedPage {
  return { kind: "page", status: 200, headers: [], template: { bytes } as CachedPage["template"] };
}

describe("page cache", () => {
  it("keeps the most recently used pages within its byte budget", async () => {
    const cache = createPageCache({ maxBytes: 900 });
    await cache.getOrFill("a", async () => page(200));
    await cache.getOrFill("b", async () => page(200));
    await cache.getOrFill("c", async () => page(200));
    await cache.getOrFill("a", async () => page(200)); // a is now the most recent
    await cache.getOrFill("d", async () => page(200));
    await cache.getOrFill("e", async () => page(200)); // over budget: b goes first
    expect(cache.stats().bytes).toBeLessThanOrEqual(900);
    expect((await cache.getOrFill("a", async () => null)).hit).toBe(true);
    expect((await cache.getOrFill("b", async () => null)).hit).toBe(false);
  });

  it("does not keep a page bigger than a quarter of the budget, nor an uncacheable answer", async () => {
    const cache = createPageCache({ maxBytes: 1000 });
    await cache.getOrFill("big", async () => page(400));
    await cache.getOrFill("none", async () => null);
    expect(cache.stats().entries).toBe(0);
  });

  it("shares one fill between concurrent misses", async () => {
    const cache = createPageCache({ maxBytes: 1000 });
    let fills = 0;
    const fill = async () => {
      fills++;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return page(10);
    };
    const results = await Promise.all(Array.from({ length: 5 }, () => cache.getOrFill("k", fill)));
    expect(fills).toBe(1);
    expect(results.every((r) => r.page !== null)).toBe(true);
  });

  it("does not store a page whose render began before a clear (it may show old content)", async () => {
    const cache = createPageCache({ maxBytes: 1000 });
    let release!: () => void;
    const pending = cache.getOrFill(
      "k",
      () => new Promise<CachedPage>((resolve) => (release = () => resolve(page(10)))),
    );
    cache.clear();
    release();
    await pending;
    expect(cache.stats().entries).toBe(0);
  });
});

describe("page cache keys", () => {
  const key = (url: string, init?: RequestInit) => pageCacheKey(new Request(url, init), "https://example.in");

  it("keys public pages by origin and path, ignoring campaign parameters", () => {
    expect(key("http://x/loan-services/gold-loan")).toBe("https://example.in/loan-services/gold-loan");
    expect(key("http://x/?utm_source=whatsapp&fbclid=1")).toBe("https://example.in/");
  });

  it("renders for the request alone: other queries, staff pages, route data, credentials, non-GET", () => {
    expect(key("http://x/?page=2")).toBeNull();
    expect(key("http://x/admin")).toBeNull();
    expect(key("http://x/admin/leads")).toBeNull();
    expect(key("http://x/loan-services/gold-loan.data")).toBeNull();
    expect(key("http://x/", { headers: { authorization: "Bearer t" } })).toBeNull();
    expect(key("http://x/", { method: "HEAD" })).toBeNull();
    expect(key("http://x/contact", { method: "POST" })).toBeNull();
    expect(key("http://x/ADMIN/login")).toBeNull();
  });

  it("has no key for a path spelled other than its canonical way (it is redirected there)", () => {
    for (const path of ["/About", "/about/", "/about//", "/%61bout", "//evil.com/contact"]) {
      expect(key(`http://x${path}`), path).toBeNull();
    }
  });
});

describe("etag matching", () => {
  it("matches weak and strong forms, lists and *", () => {
    expect(etagMatches('W/"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('W/"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches("*", 'W/"abc"')).toBe(true);
    expect(etagMatches('W/"abd"', 'W/"abc"')).toBe(false);
    expect(etagMatches(undefined, 'W/"abc"')).toBe(false);
  });
});
