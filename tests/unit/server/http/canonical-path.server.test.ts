import { describe, expect, it } from "vitest";
import { canonicalPagePath, canonicalRedirect, isCanonicalPagePath } from "~server/http/canonical-path.server";

describe("canonical page paths", () => {
  it.each([
    ["/", "/"],
    ["/about", "/about"],
    ["/loan-services/gold-loan", "/loan-services/gold-loan"],
    ["/About", "/about"],
    ["/ABOUT", "/about"],
    ["/about/", "/about"],
    ["/about//", "/about"],
    ["//", "/"],
    ["//about", "/about"],
    ["//evil.com/contact", "/evil.com/contact"],
    ["///evil.com", "/evil.com"],
    ["/%61bout", "/about"],
    ["/%41BOUT", "/about"],
    ["/a%2Db%5Fc%7Ed%2Ee", "/a-b_c~d.e"],
    ["/Loan-Services/Gold-Loan/", "/loan-services/gold-loan"],
    // Escapes of reserved or non-ASCII characters stay escaped (upper case), never turned into a slash.
    ["/%2f%2fevil.com", "/%2F%2Fevil.com"],
    ["/caf%c3%a9", "/caf%C3%A9"],
    ["/CAF%C3%A9", "/caf%C3%A9"],
    ["/%5Cevil.com", "/%5Cevil.com"],
    // Staff paths: the /admin segment only; what follows may be a record id.
    ["/admin", "/admin"],
    ["/admin/", "/admin"],
    ["/ADMIN/login", "/admin/login"],
    ["/Admin//blog/edit/AbC123/", "/admin/blog/edit/AbC123"],
    ["/%61dmin/leads", "/admin/leads"],
    ["/administrators", "/administrators"],
    ["/ADMINISTRATORS", "/administrators"],
  ])("%s → %s", (path, canonical) => {
    expect(canonicalPagePath(path)).toBe(canonical);
    expect(isCanonicalPagePath(path)).toBe(path === canonical);
    // Canonical means a fixed point, and never a path a browser would read as another host.
    expect(canonicalPagePath(canonical)).toBe(canonical);
    expect(canonical).toMatch(/^\/(?![/\\])/);
  });

  it("redirects other spellings with a 301 that keeps the query string", () => {
    const redirect = canonicalRedirect(new URL("http://x/About/?utm_source=whatsapp&q=%41"));
    expect(redirect?.status).toBe(301);
    expect(redirect?.headers.get("location")).toBe("/about?utm_source=whatsapp&q=%41");
  });

  it("leaves canonical paths and route data requests alone", () => {
    expect(canonicalRedirect(new URL("http://x/about?x=1"))).toBeNull();
    expect(canonicalRedirect(new URL("http://x/About.data"))).toBeNull();
    expect(canonicalRedirect(new URL("http://x/_root.data"))).toBeNull();
  });
});

describe("the English prefix", () => {
  // English pages have no prefix (server/vocabulary/languages.ts): `/en…` is typed by people and
  // linked by sites that expect one per language, and answers with the page without it.
  it.each([
    ["/en", "/"],
    ["/en/", "/"],
    ["/EN", "/"],
    ["/en/about", "/about"],
    ["/En/About/", "/about"],
    ["/en//loan-services/gold-loan", "/loan-services/gold-loan"],
    ["/%65n/about", "/about"],
    ["/en/en/about", "/about"],
    ["/en/ml/about", "/ml/about"],
    ["/en/admin/blog/edit/AbC123", "/admin/blog/edit/AbC123"],
  ])("%s → %s", (path, canonical) => {
    expect(canonicalPagePath(path)).toBe(canonical);
    expect(isCanonicalPagePath(path)).toBe(false);
    expect(canonicalPagePath(canonical)).toBe(canonical);
  });

  it("is a whole segment: other paths that begin with those letters stay", () => {
    for (const path of ["/enquiry", "/english", "/ml", "/ml/en", "/hi/about", "/blog/en"]) {
      expect(canonicalPagePath(path)).toBe(path);
      expect(isCanonicalPagePath(path)).toBe(true);
    }
  });

  it("redirects with a 301 to the English address, keeping the query string", () => {
    const home = canonicalRedirect(new URL("http://x/en?utm_source=partner"));
    expect(home?.status).toBe(301);
    expect(home?.headers.get("location")).toBe("/?utm_source=partner");
    const page = canonicalRedirect(new URL("http://x/en/loan-services/home-loans?ref=a&b=%41"));
    expect(page?.status).toBe(301);
    expect(page?.headers.get("location")).toBe("/loan-services/home-loans?ref=a&b=%41");
    expect(canonicalRedirect(new URL("http://x/en/about.data"))).toBeNull();
  });
});

describe("a borrower's documents link", () => {
  it("keeps the case of its token, lowering only the words before it", () => {
    const token = "Ab3dE5gH7jK9mN1pQ3sT5vX7zB9dF1hJ3lN5pR7tV9x";
    expect(canonicalPagePath(`/documents/${token}`)).toBe(`/documents/${token}`);
    expect(canonicalPagePath(`/ML/Documents/${token}`)).toBe(`/ml/documents/${token}`);
    expect(canonicalPagePath(`/hi/documents/${token}/`)).toBe(`/hi/documents/${token}`);
  });
});
