import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Language, languageTags, pathInLanguage } from "~server/vocabulary/languages";
import { linkedPagePaths } from "../support/page-links";
import { backends, createTestApp, type TestApp } from "../support/test-app";

const origin = "http://localhost";

/**
 * The page links that are not the language switcher's (those carry hreflang) nor the skip link's
 * fragment (#main, this page).
 */
const chromeLinkSkip = /\shreflang=|\shref="#/i;

/** A sample of the public pages: the chrome's own, content pages and pages with lists. */
const samplePages = [
  "/",
  "/services",
  "/contact",
  "/about",
  "/privacy",
  "/loan-services/home-loans",
  "/govt-schemes",
  "/blog",
  "/deals",
];

function htmlLang(html: string): string | undefined {
  return /<html lang="([^"]+)"/.exec(html)?.[1];
}

function canonicalOf(html: string): string | undefined {
  return /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
}

/** The page's hreflang alternates: language tag (or x-default) → address. */
function alternatesOf(html: string): Record<string, string> {
  const alternates: Record<string, string> = {};
  for (const [tag] of html.matchAll(/<link rel="alternate"[^>]*>/g)) {
    const hreflang = /hreflang="([^"]+)"/i.exec(tag)?.[1];
    const href = /href="([^"]+)"/.exec(tag)?.[1];
    if (hreflang && href) alternates[hreflang] = href;
  }
  return alternates;
}

/** The site's chrome of a page: its header, its breadcrumb trail and its footer. */
function chromeOf(html: string): string {
  const header = /<header[\s\S]*?<\/header>/.exec(html)?.[0] ?? "";
  const trail = /<nav aria-label="[^"]*"><ol[\s\S]*?<\/ol><\/nav>/.exec(html)?.[0] ?? "";
  const footer = /<footer[\s\S]*?<\/footer>/.exec(html)?.[0] ?? "";
  return header + trail + footer;
}

function h1Of(html: string): string | undefined {
  return /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
}

describe.each(backends)("the site in English, Malayalam and Hindi on %s", (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(backend, {}, { pages: true });
  });
  afterAll(async () => {
    await app?.close();
  });

  async function page(
    path: string,
    init?: RequestInit,
  ): Promise<{ status: number; html: string; cache: string | null }> {
    const response = await app.request(path, init);
    return { status: response.status, html: await response.text(), cache: response.headers.get("x-page-cache") };
  }

  it("answers every sampled page in each language at its own address, canonical to itself, with reciprocal alternates", async () => {
    for (const englishPath of samplePages) {
      const expected = {
        "en-IN": `${origin}${englishPath}`,
        "ml-IN": `${origin}${pathInLanguage(englishPath, "ml")}`,
        "hi-IN": `${origin}${pathInLanguage(englishPath, "hi")}`,
        "x-default": `${origin}${englishPath}`,
      };
      for (const language of ["en", "ml", "hi"] as const) {
        const path = pathInLanguage(englishPath, language);
        const { status, html } = await page(path);
        expect(status, path).toBe(200);
        expect(htmlLang(html), path).toBe(languageTags[language]);
        expect(canonicalOf(html), path).toBe(`${origin}${path}`);
        // The same four alternates on every language's version: each names the others.
        expect(alternatesOf(html), path).toEqual(expected);
      }
    }
  });

  it("shows the chrome in the page's language, its internal links leading to that language's pages", async () => {
    const words: Record<Language, string[]> = {
      en: ["Skip to main content", "Quick Links", "Approved DSA of various banks and financial institutions."],
      ml: ["പ്രധാന ഉള്ളടക്കത്തിലേക്ക് പോകുക", "പ്രധാന ലിങ്കുകൾ", "അംഗീകൃത DSA"],
      hi: ["मुख्य सामग्री पर जाएँ", "ज़रूरी लिंक", "अधिकृत DSA"],
    };
    for (const language of ["ml", "hi"] as const) {
      for (const englishPath of ["/services", "/contact", "/loan-services/home-loans"]) {
        const { html } = await page(pathInLanguage(englishPath, language));
        for (const text of words[language]) expect(html, `${language} ${englishPath}`).toContain(text);
        for (const text of words.en) expect(html, `${language} ${englishPath}`).not.toContain(text);
        // The whole of /services is this part's; elsewhere the header, the trail and the footer are.
        const links = linkedPagePaths(englishPath === "/services" ? html : chromeOf(html), { skip: chromeLinkSkip });
        expect(links.length).toBeGreaterThan(20);
        for (const link of links) {
          expect(link, `a link on ${language} ${englishPath}`).toMatch(new RegExp(`^/${language}(/|$)`));
        }
      }
    }
    const english = await page("/services");
    for (const text of words.en) expect(english.html).toContain(text);
    for (const link of linkedPagePaths(english.html, { skip: chromeLinkSkip }))
      expect(link).not.toMatch(/^\/(ml|hi)(\/|$)/);
  });

  it("gives each language its own title and heading on /, /services and /contact", async () => {
    const services = {
      en: await page("/services"),
      ml: await page("/ml/services"),
      hi: await page("/hi/services"),
    };
    expect(h1Of(services.en.html)).toBe("Our loan and financial services");
    expect(h1Of(services.ml.html)).toBe("ഞങ്ങളുടെ ലോൺ, സാമ്പത്തിക സേവനങ്ങൾ");
    expect(h1Of(services.hi.html)).toBe("हमारी लोन और वित्तीय सेवाएँ");
    expect(services.ml.html).toMatch(/<title>ലോൺ സേവനങ്ങൾ: [^<]+<\/title>/);
    expect(services.hi.html).toMatch(/<title>लोन सेवाएँ: [^<]+<\/title>/);
    const home = { ml: await page("/ml"), hi: await page("/hi") };
    expect(home.ml.html).toMatch(/<title>[^<]+: കേരളത്തിലും ഇന്ത്യയിലെവിടെയും [^<]+<\/title>/);
    expect(home.ml.html).toMatch(/<meta name="description" content="പ്രമുഖ ബാങ്കുകളുടെയും NBFC-കളുടെയും [^"]+"/);
    expect(home.hi.html).toMatch(/<title>[^<]+: केरल और पूरे भारत में [^<]+<\/title>/);
    const contact = await page("/hi/contact");
    expect(h1Of(contact.html)).toBe("हमसे संपर्क करें");
    expect(contact.html).toMatch(/<title>संपर्क करें \| [^<]+<\/title>/);
  });

  it("says the opening hours in the page's language, from the office's working hours", async () => {
    const contact = { en: await page("/contact"), ml: await page("/ml/contact"), hi: await page("/hi/contact") };
    expect(contact.en.html).toContain("Monday to Saturday, 9:30 am to 6:00 pm IST");
    expect(contact.ml.html).toContain("തിങ്കൾ മുതൽ ശനി വരെ, രാവിലെ 9:30 മുതൽ വൈകിട്ട് 6:00 വരെ (IST)");
    expect(contact.hi.html).toContain("सोमवार से शनिवार तक, सुबह 9:30 बजे से शाम 6:00 बजे तक (IST)");
    for (const language of ["ml", "hi"] as const) expect(contact[language].html).not.toContain("9:30 am");
  });

  it("answers an unknown address 404 in that address's language", async () => {
    const cases = [
      ["/no-such-page", "en-IN", "Page Not Found", "404 Page Not Found"],
      ["/ml/no-such-page", "ml-IN", "പേജ് കണ്ടെത്താനായില്ല", "404 പേജ് കണ്ടെത്താനായില്ല"],
      ["/hi/no-such-page", "hi-IN", "पेज नहीं मिला", "404 पेज नहीं मिला"],
    ] as const;
    for (const [path, lang, heading, title] of cases) {
      const { status, html } = await page(path);
      expect(status, path).toBe(404);
      expect(htmlLang(html), path).toBe(lang);
      expect(h1Of(html), path).toBe(heading);
      expect(html, path).toContain(`<title>${title}</title>`);
      expect(html, path).toMatch(/<meta name="robots" content="noindex"/);
    }
  });

  it("never hands one language's cached page to another language's address, whatever Accept-Language says", async () => {
    const sequence: [string, string][] = [
      ["/ml", "ml-IN"],
      ["/", "en-IN"],
      ["/hi", "hi-IN"],
    ];
    for (const [path, lang] of sequence) expect(htmlLang((await page(path)).html), path).toBe(lang);
    // Now from the cache, each still in its own language.
    for (const [path, lang] of sequence) {
      const { html, cache } = await page(path);
      expect(cache, path).toBe("hit");
      expect(htmlLang(html), path).toBe(lang);
    }
    // The address alone decides: a browser asking for Malayalam first still gets the English page at /.
    const asking = { headers: { "Accept-Language": "ml-IN,ml;q=0.9,en;q=0.5" } };
    const english = await page("/", asking);
    expect(english.status).toBe(200);
    expect(htmlLang(english.html)).toBe("en-IN");
    expect(english.html).not.toContain("പ്രധാന ഉള്ളടക്കത്തിലേക്ക് പോകുക");
    const hindi = await page("/hi/contact", { headers: { "Accept-Language": "en-IN,en;q=0.9" } });
    expect(htmlLang(hindi.html)).toBe("hi-IN");
    const fresh = await page("/terms", asking);
    expect(fresh.cache).toBe("miss");
    expect(htmlLang(fresh.html)).toBe("en-IN");
  });

  it("lists every page in every language in the sitemap, each with its alternates", async () => {
    const { status, html: sitemap } = await page("/sitemap.xml");
    expect(status).toBe(200);
    const entries = new Map<string, string>();
    for (const [entry] of sitemap.matchAll(/<url>[\s\S]*?<\/url>/g)) {
      const loc = /<loc>([^<]+)<\/loc>/.exec(entry)?.[1];
      if (loc) entries.set(loc, entry);
    }
    for (const englishPath of ["/", "/services", "/contact", "/loan-services/home-loans", "/govt-schemes"]) {
      for (const language of ["en", "ml", "hi"] as const) {
        const loc = `${origin}${pathInLanguage(englishPath, language)}`;
        const entry = entries.get(loc);
        expect(entry, loc).toBeDefined();
        for (const [hreflang, other] of [
          ["en-IN", "en"],
          ["ml-IN", "ml"],
          ["hi-IN", "hi"],
          ["x-default", "en"],
        ] as const) {
          expect(entry, `${loc} names its ${hreflang} version`).toContain(
            `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${origin}${pathInLanguage(englishPath, other)}"/>`,
          );
        }
      }
    }
  });

  it("sends /en addresses to the English page without the prefix, keeping the query string", async () => {
    for (const [path, location] of [
      ["/en", "/"],
      ["/en/", "/"],
      ["/en/contact?utm_source=partner", "/contact?utm_source=partner"],
      ["/EN/Loan-Services/Home-Loans", "/loan-services/home-loans"],
    ] as const) {
      const response = await app.request(path, { redirect: "manual" });
      expect(response.status, path).toBe(301);
      expect(response.headers.get("location"), path).toBe(location);
    }
  });
});
