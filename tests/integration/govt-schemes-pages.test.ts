import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffScheme, StaffSchemeList } from "~server/schemes/scheme.schema";
import type { StaffRole } from "~server/vocabulary/staff";
import { backends, createTestApp, type TestApp } from "../support/test-app";
import { ownerEnv, staffApi, tokensForEveryRole } from "../support/staff";

/**
 * The schemes /govt-schemes showed while they were written into its code (before issue 26), in
 * its order: the seed must show every one of them, by name and official link.
 */
const schemesShownBefore = [
  ["Pradhan Mantri Mudra Yojana (PMMY)", "mudra.org.in", "https://www.mudra.org.in"],
  ["Credit Guarantee Fund Trust for Micro and Small Enterprises (CGTMSE)", "cgtmse.in", "https://www.cgtmse.in"],
  ["Stand-Up India", "standupmitra.in", "https://www.standupmitra.in"],
  [
    "Prime Minister's Employment Generation Programme (PMEGP)",
    "PMEGP e-portal (kviconline.gov.in)",
    "https://www.kviconline.gov.in/pmegpeportal/",
  ],
  ["PM Street Vendor's AtmaNirbhar Nidhi (PM SVANidhi)", "pmsvanidhi.mohua.gov.in", "https://pmsvanidhi.mohua.gov.in"],
  ["PMAY-Urban 2.0: Interest Subsidy Scheme", "pmay-urban.gov.in", "https://pmay-urban.gov.in"],
  ["PM Surya Ghar: Muft Bijli Yojana", "pmsuryaghar.gov.in", "https://pmsuryaghar.gov.in"],
  ["NORKA Department Project for Returned Emigrants (NDPREM)", "norkaroots.org", "https://norkaroots.org"],
  ["Entrepreneur Support Scheme (ESS), Kerala", "industry.kerala.gov.in", "https://industry.kerala.gov.in"],
] as const;

const documentOf = (html: string) => new JSDOM(html).window.document;

/** The JSON-LD blocks of a page, parsed. */
function structuredData(document: Document): Record<string, unknown>[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? "null") as Record<string, unknown>,
  );
}

const ofType = (document: Document, type: string) => structuredData(document).filter((data) => data["@type"] === type);

describe.each(backends)("the government scheme pages on %s", (backend) => {
  let app: TestApp;
  const tokens = {} as Record<StaffRole, string>;
  const api = staffApi(() => app, tokens);

  const page = async (path: string) => {
    const res = await app.request(path);
    return { res, document: documentOf(await res.text()) };
  };
  const schemes = async () => ((await (await api("editor", "/schemes")).json()) as StaffSchemeList).items;
  const bySlug = async (slug: string) => (await schemes()).find((scheme) => scheme.slug === slug)!;
  async function patch(slug: string, changes: Record<string, unknown>): Promise<StaffScheme> {
    const scheme = await bySlug(slug);
    const res = await api("editor", `/schemes/${scheme.id}`, {
      method: "PATCH",
      json: { ...changes, version: scheme.version },
    });
    expect(res.status).toBe(200);
    return (await res.json()) as StaffScheme;
  }
  const sitemap = async () => (await app.request("/sitemap.xml")).text();

  beforeAll(async () => {
    app = await createTestApp(backend, ownerEnv, { pages: true });
    Object.assign(tokens, (await tokensForEveryRole(app)).tokens);
  });
  afterAll(async () => {
    await app?.close();
  });

  it("shows every scheme the page showed before, by name and official link, in order, each linking to its page", async () => {
    const { res, document } = await page("/govt-schemes");
    expect(res.status).toBe(200);
    const main = document.querySelector("main")!;
    const names = [...main.querySelectorAll("section[id] :is(h2, h3)")]
      .map((heading) => heading.textContent)
      .filter((name) => schemesShownBefore.some(([shown]) => shown === name));
    expect(names).toEqual(schemesShownBefore.map(([name]) => name));
    for (const [name, label, href] of schemesShownBefore) {
      const link = [...main.querySelectorAll("a")].find((a) => a.getAttribute("href") === href);
      expect(link?.textContent, name).toContain(label);
      expect(link?.getAttribute("rel"), name).toContain("noopener");
    }
    // The table of contents: the schemes' short names, Kerala's under their own heading.
    const toc = [...document.querySelectorAll('nav[aria-labelledby="toc-heading"] a')].map((a) => [
      a.getAttribute("href"),
      a.textContent?.replace(/^\d+\./, ""),
    ]);
    expect(toc).toContainEqual(["#mudra", "PM Mudra Yojana"]);
    expect(toc.map(([href]) => href)).toEqual([
      "#before-you-start",
      "#mudra",
      "#cgtmse",
      "#stand-up-india",
      "#pmegp",
      "#pm-svanidhi",
      "#pmay-urban",
      "#pm-surya-ghar",
      "#kerala-schemes",
      "#norka-ndprem",
      "#kerala-ess",
      "#scheme-fraud",
    ]);
    const mudra = document.getElementById("mudra")!;
    expect(mudra.querySelector('a[href="/govt-schemes/mudra"]')?.textContent).toBe("More about PM Mudra Yojana");
    // The facts as they were written, figures and all.
    expect(mudra.textContent).toContain(
      "Tarun Plus above ₹10 lakh and up to ₹20 lakh, for borrowers who have taken and repaid a Tarun loan.",
    );
    expect(document.getElementById("pm-surya-ghar")?.textContent).toContain("See our rooftop solar finance page.");
  });

  it("gives each scheme a page: its title, description, breadcrumbs, facts, questions and its service's enquiry form", async () => {
    const { res, document } = await page("/govt-schemes/pmay-urban");
    expect(res.status).toBe(200);
    const scheme = await bySlug("pmay-urban");
    expect(document.title).toBe(scheme.seoTitle);
    expect(document.querySelector('meta[name="description"]')?.getAttribute("content")).toBe(scheme.seoDescription);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(
      "http://localhost/govt-schemes/pmay-urban",
    );
    expect(document.querySelector("h1")?.textContent).toBe("PMAY-Urban 2.0: Interest Subsidy Scheme");
    const crumbs = [...document.querySelectorAll('nav[aria-label="Breadcrumb"] li')].map((li) => li.textContent);
    expect(crumbs).toEqual(["Home", "Government schemes", "PMAY-Urban 2.0: Interest Subsidy Scheme"]);
    expect(ofType(document, "BreadcrumbList")).toEqual([
      expect.objectContaining({
        itemListElement: [
          expect.objectContaining({ position: 1, name: "Home", item: "http://localhost/" }),
          expect.objectContaining({ position: 2, name: "Government schemes", item: "http://localhost/govt-schemes" }),
          expect.objectContaining({
            position: 3,
            name: "PMAY-Urban 2.0: Interest Subsidy Scheme",
            item: "http://localhost/govt-schemes/pmay-urban",
          }),
        ],
      }),
    ]);
    const main = document.querySelector("main")!;
    expect(main.textContent).toContain("Run by: Ministry of Housing and Urban Affairs");
    expect(main.textContent).toContain("An interest subsidy of 4% on the first ₹8 lakh of a home loan");
    const portal = main.querySelector('a[href="https://pmay-urban.gov.in"]');
    expect(portal?.getAttribute("rel")).toContain("noopener");
    // FAQ structured data says exactly what the page shows.
    const questions = [...main.querySelectorAll("details summary h3")].map((h) => h.textContent);
    expect(questions).toEqual(scheme.faqs.map((faq) => faq.question));
    const [faq] = ofType(document, "FAQPage") as { mainEntity: { name: string; acceptedAnswer: { text: string } }[] }[];
    expect(faq!.mainEntity.map((entry) => [entry.name, entry.acceptedAnswer.text])).toEqual(
      scheme.faqs.map((entry) => [entry.question, entry.answer]),
    );
    // The home loan's enquiry form opens from its button (aria-haspopup: the lead dialog).
    const apply = [...main.querySelectorAll("button")].find((button) => button.textContent === "Apply for Home Loans");
    expect(apply?.getAttribute("aria-haspopup")).toBe("dialog");
    // The header's "Govt. Schemes" stays the current section.
    const current = [...document.querySelectorAll('header a[aria-current="page"]')].map((a) => a.textContent);
    expect(current).toContain("Govt. Schemes");
  });

  it("leaves out the FAQ data without questions, and points to /contact without a loan service", async () => {
    await patch("kerala-ess", { faqs: [], relatedServiceId: null });
    const { res, document } = await page("/govt-schemes/kerala-ess");
    expect(res.status).toBe(200);
    expect(ofType(document, "FAQPage")).toEqual([]);
    expect(document.querySelector("main details")).toBeNull();
    expect(document.querySelector('main a[href="/contact"]')?.textContent).toContain("Contact us");
    expect([...document.querySelectorAll("main button")].map((b) => b.textContent)).not.toContain("Apply Now");
  });

  it("answers 404 for an unknown scheme and keeps the staff preview to staff", async () => {
    expect((await app.request("/govt-schemes/no-such-scheme")).status).toBe(404);
    expect((await app.request("/govt-schemes/mudra%00")).status).toBe(404);
    const scheme = await bySlug("mudra");
    const anonymous = await app.request(`/govt-schemes/preview/${scheme.id}`);
    expect(anonymous.status).not.toBe(200);
    expect(await anonymous.text()).not.toContain(scheme.summary);
  });

  it("lists each active scheme's page in the sitemap", async () => {
    const xml = await sitemap();
    for (const slug of ["mudra", "pmay-urban", "norka-ndprem"])
      expect(xml).toContain(`<loc>http://localhost/govt-schemes/${slug}</loc>`);
  });

  it("shows a change on the next request, from the page cache's first answer on", async () => {
    await page("/govt-schemes");
    const cached = await app.request("/govt-schemes");
    expect(cached.headers.get("x-page-cache")).toBe("hit");
    await page("/govt-schemes/cgtmse");
    await patch("cgtmse", { name: "CGTMSE credit guarantee, renamed by staff" });
    const list = await app.request("/govt-schemes");
    expect(list.headers.get("x-page-cache")).not.toBe("hit");
    expect(await list.text()).toContain("CGTMSE credit guarantee, renamed by staff");
    expect((await page("/govt-schemes/cgtmse")).document.querySelector("h1")?.textContent).toBe(
      "CGTMSE credit guarantee, renamed by staff",
    );
  });

  it("takes a switched-off scheme off /govt-schemes, its page and the sitemap, and back when switched on", async () => {
    await page("/govt-schemes/pm-svanidhi");
    await patch("pm-svanidhi", { isActive: false });
    const { document } = await page("/govt-schemes");
    expect(document.getElementById("pm-svanidhi")).toBeNull();
    expect(document.querySelector('a[href="#pm-svanidhi"]')).toBeNull();
    expect((await app.request("/govt-schemes/pm-svanidhi")).status).toBe(404);
    expect(await sitemap()).not.toContain("/govt-schemes/pm-svanidhi");

    await patch("pm-svanidhi", { isActive: true });
    expect((await page("/govt-schemes")).document.getElementById("pm-svanidhi")).not.toBeNull();
    expect((await app.request("/govt-schemes/pm-svanidhi")).status).toBe(200);
  });

  it("answers 301 from a scheme's old address to its new one, until the old one is taken", async () => {
    await page("/govt-schemes/norka-ndprem");
    await patch("norka-ndprem", { slug: "norka-returnee-loans" });
    const moved = await app.request("/govt-schemes/norka-ndprem");
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/govt-schemes/norka-returnee-loans");
    expect((await app.request("/govt-schemes/norka-returnee-loans")).status).toBe(200);
    expect(await sitemap()).toContain("/govt-schemes/norka-returnee-loans");
    // Switched off, its old address leads nowhere either.
    await patch("norka-returnee-loans", { isActive: false });
    expect((await app.request("/govt-schemes/norka-ndprem")).status).toBe(404);
    await patch("norka-returnee-loans", { isActive: true, slug: "norka-ndprem" });
    expect((await app.request("/govt-schemes/norka-ndprem")).status).toBe(200);
    const back = await app.request("/govt-schemes/norka-returnee-loans");
    expect(back.status).toBe(301);
    expect(back.headers.get("location")).toBe("/govt-schemes/norka-ndprem");
  });
});
