import { and, eq } from "drizzle-orm";
import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffTranslations } from "~server/content/translations.server";
import { analyticsDaily, analyticsEvents, contentTranslations, loanServices } from "~server/db/schema";
import { shiftDay } from "~server/analytics/analytics-range";
import { istDateString } from "~server/formats/ist";
import type { StaffScheme, StaffSchemeList } from "~server/schemes/scheme.schema";
import {
  loanServiceSeedTranslations,
  schemeSeedTranslations,
} from "~server/seed/translations/loan-content-translations";
import type { TranslationKind } from "~server/vocabulary/content";
import type { StaffRole } from "~server/vocabulary/staff";
import { educationLoan } from "../support/loan-service-inputs";
import { ownerEnv, staffApi, tokensForEveryRole } from "../support/staff";
import { backends, createTestApp, type TestApp } from "../support/test-app";

// Issue 27: loan services, their lenders' offers and the government schemes in Malayalam and
// Hindi. Each field shows its published translation where it has the English's shape and the
// English elsewhere, marked lang="en"; the English pages and the English API stay as they were.

const documentOf = (html: string) => new JSDOM(html).window.document;
const homeMl = loanServiceSeedTranslations.ml["home-loans"]!;
const goldHi = loanServiceSeedTranslations.hi["gold-loan"]!;

/** The Malayalam of the test's own service (educationLoan), every field in the English's shape. */
const educationMl = {
  name: "എജ്യുക്കേഷൻ ലോൺ",
  description: "ഇന്ത്യയിലും വിദേശത്തും പഠിക്കാൻ പങ്കാളി ബാങ്കുകളിൽ നിന്നും NBFC-കളിൽ നിന്നും ലോൺ.",
  summary: "കോളേജ് ഫീസ്, ഹോസ്റ്റൽ, യാത്ര എന്നിവയ്ക്ക് വിദ്യാർത്ഥികൾക്കും മാതാപിതാക്കൾക്കും ലോൺ ശരിയാക്കാൻ ഞങ്ങൾ സഹായിക്കും.",
  features: ["ട്യൂഷൻ, ഹോസ്റ്റൽ, യാത്ര എന്നിവയ്ക്ക്", "പഠനകാലത്ത് തിരിച്ചടവിന് ഇളവ്"],
  faqs: [{ question: "ഈട് വേണോ?", answer: "CGFSEL പദ്ധതി പ്രകാരം ₹7.5 ലക്ഷം വരെ സാധാരണ വേണ്ട." }],
};

describe.each(backends)("loan services, offers and schemes in Malayalam and Hindi on %s", (backend) => {
  let app: TestApp;
  const tokens = {} as Record<StaffRole, string>;
  const staff = staffApi(() => app, tokens);

  async function call(role: StaffRole | null, path: string, init: { method?: string; json?: unknown } = {}) {
    const res = await staff(role, path, init);
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  }
  const page = async (path: string) => {
    const res = await app.request(path);
    return { res, document: documentOf(await res.text()) };
  };
  const h1 = (document: Document) => document.querySelector("main h1")!;
  const serviceId = async (slug: string) =>
    (
      await app.services.database.db
        .select({ id: loanServices.id })
        .from(loanServices)
        .where(eq(loanServices.slug, slug))
    )[0]!.id;
  const translationOf = async (kind: TranslationKind, id: number | string) =>
    (await call("editor", `/translations/${kind}/${id}`)).body as StaffTranslations;
  const save = (
    kind: TranslationKind,
    id: number | string,
    language: "ml" | "hi",
    body: { fields: Record<string, unknown>; state?: string; version?: number },
    role: StaffRole = "editor",
  ) =>
    call(role, `/translations/${kind}/${id}/${language}`, {
      method: "PUT",
      json: { state: "published", review: "reviewed", version: 0, ...body },
    });
  const rowsOf = (kind: TranslationKind, id: number) =>
    app.services.database.db
      .select({ language: contentTranslations.language })
      .from(contentTranslations)
      .where(and(eq(contentTranslations.kind, kind), eq(contentTranslations.entryId, String(id))));
  /** PATCHes a staff resource, expecting it saved; answers what was saved. */
  async function patched(path: string, json: Record<string, unknown>) {
    const res = await call("editor", path, { method: "PATCH", json });
    expect(res.status).toBe(200);
    return res.body;
  }
  /** Expects `from` to answer 301 to `location`. */
  async function expectMoved(from: string, location: string) {
    const res = await app.request(from);
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe(location);
  }
  /** A new active service of the test's own, with a published Malayalam translation. */
  async function serviceWithMalayalam(slug: string) {
    const made = await call("editor", "/loan-services", {
      json: educationLoan({ slug, name: `Education Loan ${slug}`, isActive: true }),
    });
    expect(made.status).toBe(201);
    const saved = await save("loan-service", made.body.id, "ml", { fields: educationMl });
    expect(saved.status).toBe(200);
    return made.body as { id: number; version: number };
  }

  beforeAll(async () => {
    app = await createTestApp(backend, ownerEnv, { pages: true });
    Object.assign(tokens, (await tokensForEveryRole(app)).tokens);
  });
  afterAll(async () => {
    await app?.close();
  });

  it("gives a fresh database the seeded Malayalam and Hindi, published and marked to review", async () => {
    const { res, document } = await page("/ml/loan-services/home-loans");
    expect(res.status).toBe(200);
    expect(h1(document).textContent).toBe(homeMl.name);
    expect(h1(document).hasAttribute("lang")).toBe(false);
    expect(document.querySelector("main")!.textContent).toContain(homeMl.faqs[0]!.question);
    // The demo offers' fees and notes, and no block of the service's own texts left in English.
    expect(document.querySelector("main")!.textContent).toContain("ലോൺ തുകയുടെ 0.35% + GST (ഡെമോ)");
    expect(document.querySelectorAll('main [lang="en"]')).toHaveLength(0);
    expect(h1((await page("/hi/loans/gold-loan")).document).textContent).toBe(goldHi.name);
    expect(h1((await page("/ml/govt-schemes/mudra")).document).textContent).toBe(schemeSeedTranslations.ml.mudra!.name);

    const home = await translationOf("loan-service", await serviceId("home-loans"));
    for (const translation of home.translations) {
      expect(translation).toMatchObject({ state: "published", review: "to-review" });
      expect(new Set(Object.values(translation.fieldStates)), translation.language).toEqual(new Set(["translated"]));
    }
    // The English page is the English.
    expect(h1((await page("/loan-services/home-loans")).document).textContent).toBe("Home Loans");
  });

  it("shows a published translation under /ml only; a draft nowhere; a field whose English outgrew it in English, marked", async () => {
    const made = await serviceWithMalayalam("education-loan-a");
    const ml = await page("/ml/loan-services/education-loan-a");
    expect(h1(ml.document).textContent).toBe(educationMl.name);
    expect(ml.document.querySelector("title")!.textContent).toContain("Education Loan in Kerala");
    // Untranslated fields show the English, each block marked as English.
    const eligibility = ml.document.querySelector("#eligibility-heading")!.parentElement!.querySelector("ul")!;
    expect(eligibility.getAttribute("lang")).toBe("en");
    expect(eligibility.textContent).toContain("Admission to a recognised course");
    expect(h1((await page("/loan-services/education-loan-a")).document).textContent).toBe(
      "Education Loan education-loan-a",
    );

    // A Hindi draft is not shown.
    expect((await save("loan-service", made.id, "hi", { fields: { name: "एजुकेशन लोन" }, state: "draft" })).status).toBe(
      200,
    );
    const hi = h1((await page("/hi/loan-services/education-loan-a")).document);
    expect(hi.textContent).toBe("Education Loan education-loan-a");
    expect(hi.getAttribute("lang")).toBe("en");

    // The English gains a question: the translated FAQs no longer fit and the block shows English.
    const faqs = [...educationLoan().faqs, { question: "Can I study abroad?", answer: "Yes, most lenders fund it." }];
    await patched(`/loan-services/${made.id}`, { faqs, version: made.version });
    const after = (await page("/ml/loan-services/education-loan-a")).document;
    const faqBlock = after.querySelector("#faq-heading")!.parentElement!.querySelector("div")!;
    expect(faqBlock.getAttribute("lang")).toBe("en");
    expect(faqBlock.textContent).toContain("Can I study abroad?");
    expect(h1(after).textContent).toBe(educationMl.name);
  });

  it("flags a field whose English changed after its translation", async () => {
    const made = await serviceWithMalayalam("education-loan-b");
    expect((await translationOf("loan-service", made.id)).translations[0]!.fieldStates.summary).toBe("translated");
    await patched(`/loan-services/${made.id}`, {
      summary: "We help students and parents arrange education loans for any recognised course.",
      version: made.version,
    });
    const { translations } = await translationOf("loan-service", made.id);
    expect(translations[0]!.fieldStates).toMatchObject({
      summary: "english-changed",
      name: "translated",
      eligibility: "missing",
    });
  });

  it("lets editors save a translation; viewers get 403; a save from a stale version 409", async () => {
    const id = await serviceId("personal-loan");
    const current = (await translationOf("loan-service", id)).translations.find((t) => t.language === "hi")!;
    const fields = { name: "पर्सनल लोन (जल्दी)" };
    expect((await save("loan-service", id, "hi", { fields, version: current.version }, "viewer")).status).toBe(403);
    expect((await call("viewer", `/translations/loan-service/${id}`)).status).toBe(403);
    const saved = await save("loan-service", id, "hi", { fields, version: current.version });
    expect(saved.status).toBe(200);
    const stale = await save("loan-service", id, "hi", { fields: { name: "पर्सनल लोन" }, version: current.version });
    expect(stale.status).toBe(409);
    expect(h1((await page("/hi/loan-services/personal-loan")).document).textContent).toBe("पर्सनल लोन (जल्दी)");
  });

  it("deletes a service's translations, and its offers', with it; a rename keeps them and 301s under /ml", async () => {
    const made = await serviceWithMalayalam("education-loan-c");
    await patched(`/loan-services/${made.id}`, { slug: "study-loan-c", version: made.version });
    await expectMoved(
      "/ml/loan-services/education-loan-c?utm_source=sms",
      "/ml/loan-services/study-loan-c?utm_source=sms",
    );
    await expectMoved("/hi/loans/education-loan-c", "/hi/loan-services/study-loan-c");
    expect(h1((await page("/ml/loan-services/study-loan-c")).document).textContent).toBe(educationMl.name);

    const offer = await call("editor", `/loan-services/${made.id}/offers`, {
      json: {
        lenderName: "Demo Bank of Kerala (fictional)",
        rateFrom: 9,
        rateTo: 11,
        rateType: "floating",
        processingFee: "1% of the loan",
        maxAmount: 2_000_000,
        maxTenureMonths: 120,
        asOf: istDateString(new Date()),
        linkUrl: null,
        notes: "",
      },
    });
    expect(offer.status).toBe(201);
    expect(
      (await save("lender-offer", offer.body.id, "ml", { fields: { processingFee: "ലോൺ തുകയുടെ 1%" } })).status,
    ).toBe(200);
    expect(await rowsOf("lender-offer", offer.body.id)).toHaveLength(1);
    expect(await rowsOf("loan-service", made.id)).toHaveLength(1);

    expect((await call("editor", `/loan-services/${made.id}`, { method: "DELETE" })).status).toBe(204);
    expect(await rowsOf("loan-service", made.id)).toEqual([]);
    expect(await rowsOf("lender-offer", offer.body.id)).toEqual([]);
    expect((await call("editor", `/translations/loan-service/${made.id}`)).status).toBe(404);
  });

  it("answers /api/loan-services?lang=ml in Malayalam, each language cached apart, English unchanged, and 400 to other languages", async () => {
    const english = await app.request("/api/loan-services");
    const names = (res: Response) => res.json().then((list: { name: string }[]) => list.map((item) => item.name));
    expect((await names(english))[0]).toBe("Home Loans");
    const ml = await app.request("/api/loan-services?lang=ml");
    expect(ml.status).toBe(200);
    expect(ml.headers.get("x-page-cache")).toBe("miss");
    expect((await names(ml))[0]).toBe(homeMl.name);
    expect((await app.request("/api/loan-services?lang=ml")).headers.get("x-page-cache")).toBe("hit");
    const again = await app.request("/api/loan-services");
    expect(again.headers.get("x-page-cache")).toBe("hit");
    expect((await names(again))[0]).toBe("Home Loans");
    expect((await names(await app.request("/api/loan-services?lang=en")))[0]).toBe("Home Loans");

    const french = await app.request("/api/loan-services?lang=fr");
    expect(french.status).toBe(400);
    expect(french.headers.get("x-page-cache")).toBeNull();
    expect(JSON.stringify(await french.json())).toContain("en, ml, hi");

    const gold = (await (await app.request("/api/loan-services/gold-loan?lang=hi")).json()) as { name: string };
    expect(gold.name).toBe(goldHi.name);
  });

  it("lists the services in the page's language on /ml/services and the /hi home page, linking to their pages there", async () => {
    const services = (await page("/ml/services")).document;
    const card = [...services.querySelectorAll("main article")].find((a) => a.textContent?.includes(homeMl.name))!;
    expect(card.querySelector("a")!.getAttribute("href")).toBe("/ml/loan-services/home-loans");
    expect(h1(services).textContent).toBe("ഞങ്ങളുടെ ലോൺ, സാമ്പത്തിക സേവനങ്ങൾ");
    expect((await page("/hi")).document.querySelector("main")!.textContent).toContain(goldHi.name);
  });

  it("shows schemes in the page's language on /ml/govt-schemes and their pages; an old slug 301s under /hi; a deleted scheme takes its translations", async () => {
    const list = (await call("editor", "/schemes")).body as StaffSchemeList;
    const cgtmse = list.items.find((item) => item.slug === "cgtmse")!;
    const ml = (await page("/ml/govt-schemes")).document;
    expect(ml.querySelector("#cgtmse h2")!.textContent).toBe(schemeSeedTranslations.ml.cgtmse!.name);
    expect(h1((await page("/govt-schemes/cgtmse")).document).textContent).toBe(cgtmse.name);

    const renamed = (await patched(`/schemes/${cgtmse.id}`, {
      slug: "credit-guarantee",
      version: cgtmse.version,
    })) as StaffScheme;
    await expectMoved("/hi/govt-schemes/cgtmse", "/hi/govt-schemes/credit-guarantee");
    const hiPage = (await page("/hi/govt-schemes/credit-guarantee")).document;
    expect(h1(hiPage).textContent).toBe(schemeSeedTranslations.hi.cgtmse!.name);

    expect(await rowsOf("govt-scheme", cgtmse.id)).toHaveLength(2);
    expect((await call("editor", `/schemes/${cgtmse.id}`, { method: "DELETE" })).status).toBe(204);
    expect(await rowsOf("govt-scheme", cgtmse.id)).toEqual([]);
    expect(renamed.slug).toBe("credit-guarantee");
  });

  it("answers 410 for a switched-off service in the page's language, naming it as translated", async () => {
    const made = await serviceWithMalayalam("education-loan-d");
    await patched(`/loan-services/${made.id}`, { isActive: false, version: made.version });
    const ml = await page("/ml/loan-services/education-loan-d");
    expect(ml.res.status).toBe(410);
    expect(h1(ml.document).textContent).toBe(`${educationMl.name} ഇനി ഞങ്ങൾ ഇവിടെ ലഭ്യമാക്കുന്നില്ല`);
    expect(ml.document.querySelector("main a")!.getAttribute("href")).toBe("/ml/services");
    // No Hindi translation: the name shows in English, marked, inside the Hindi sentence.
    const hi = await page("/hi/loans/education-loan-d");
    expect(hi.res.status).toBe(410);
    expect(h1(hi.document).querySelector('[lang="en"]')!.textContent).toBe("Education Loan education-loan-d");
    expect(h1(hi.document).textContent).toContain("नहीं दिलाते");
  });

  it("counts a service's page views on its Malayalam and Hindi addresses in the staff list", async () => {
    const { db } = app.services.database;
    const today = istDateString(new Date());
    await db.insert(analyticsDaily).values([
      { day: shiftDay(today, -1), dimension: "page", key: "/ml/loan-services/two-wheeler-loans", views: 4 },
      { day: shiftDay(today, -2), dimension: "page", key: "/two-wheeler-loans", views: 1 },
    ]);
    const event = (path: string) => ({ day: today, type: "pageview", path, device: "mobile", browser: "Chrome" });
    await db.insert(analyticsEvents).values([event("/hi/two-wheeler-loans"), event("/ml/loans/two-wheeler-loans")]);
    const { items } = (await call("editor", "/loan-services")).body as {
      items: { slug: string; pageViews30Days: number }[];
    };
    expect(items.find((item) => item.slug === "two-wheeler-loans")).toMatchObject({ pageViews30Days: 7 });
  });
});
