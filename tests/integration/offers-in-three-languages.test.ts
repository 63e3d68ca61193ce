import { and, desc, eq, sql } from "drizzle-orm";
import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, contentTranslations } from "~server/db/schema";
import type { Deal } from "~server/deals/deal.schema";
import type { PopupInput, PublicPopup } from "~server/popups/popup.schema";
import type { StaffPopup } from "~server/popups/popup-admin.schema";
import type { StaffRole } from "~server/vocabulary/staff";
import { backends, createTestApp, type TestApp } from "../support/test-app";
import { ownerEnv, staffApi, tokensForEveryRole } from "../support/staff";

/**
 * Deals, popups and the RBI / DSA disclosures in English, Malayalam and Hindi (issue 27 items 4, 5
 * and 7): what each language's pages and the public JSON show, the staff's popup language, the
 * seed's translations, and the caches keeping each language apart.
 */
const documentOf = (html: string) => new JSDOM(html).window.document;

describe.each(backends)("deals, popups and disclosures in three languages on %s", (backend) => {
  let app: TestApp;
  const tokens = {} as Record<StaffRole, string>;
  const api = staffApi(() => app, tokens);

  beforeAll(async () => {
    app = await createTestApp(backend, ownerEnv, { pages: true });
    Object.assign(tokens, (await tokensForEveryRole(app)).tokens);
  });
  afterAll(async () => {
    await app?.close();
  });

  const page = async (path: string) => {
    const res = await app.request(path);
    expect(res.status, path).toBe(200);
    return documentOf(await res.text());
  };

  async function translate(kind: string, entryId: number | string, language: "ml" | "hi", fields: object) {
    const current = await (await api("editor", `/translations/${kind}/${entryId}`)).json();
    const version = (current as { translations: { language: string; version: number }[] }).translations.find(
      (translation) => translation.language === language,
    )!.version;
    return api("editor", `/translations/${kind}/${entryId}/${language}`, {
      method: "PUT",
      json: { fields, state: "published", review: "to-review", version },
    });
  }

  async function newDeal(title: string): Promise<Deal> {
    const res = await api("editor", "/deals", {
      json: {
        title,
        lender: "Kochi Test Bank (fictional)",
        summary: "A summary that stays in English.",
        offerTerms: ["Fee waived"],
        rateFromPercent: 8.5,
        serviceSlug: "home-loans",
        ctaKind: "lead",
        validUntil: "2099-03-31T23:59:59+05:30",
        isActive: true,
      },
    });
    expect(res.status).toBe(201);
    return (await res.json()) as Deal;
  }

  describe("deals", () => {
    it("show a published Malayalam translation on /ml/deals only, with the rest marked English, in the page's words", async () => {
      const deal = await newDeal("Monsoon home loan offer");
      const saved = await translate("deal", deal.id, "ml", {
        title: "മൺസൂൺ ഹോം ലോൺ ഓഫർ",
        offerTerms: ["ഫീസ് ഇല്ല"],
      });
      expect(saved.status).toBe(200);

      const ml = await page("/ml/deals");
      const card = ml.getElementById(`deal-${deal.id}`)!;
      const heading = card.querySelector("h2")!;
      expect(heading.textContent).toBe("മൺസൂൺ ഹോം ലോൺ ഓഫർ");
      expect(heading.closest("[lang]")?.getAttribute("lang")).toBe("ml-IN");
      expect(card.querySelector("li")!.textContent).toBe("ഫീസ് ഇല്ല");
      const summary = [...card.querySelectorAll("p")].find((p) => p.textContent === "A summary that stays in English.");
      expect(summary?.getAttribute("lang")).toBe("en");
      // The page's own words: the rate, the end date (in Malayalam's order and month), the button.
      expect(card.textContent).toContain("പലിശ 8.5% മുതൽ");
      expect(card.textContent).toContain("2099 മാർച്ച് 31");
      expect(card.querySelector("button")?.textContent).toBe("ഈ ഓഫറിന് അപേക്ഷിക്കൂ");
      expect(ml.querySelector("h1")?.textContent).toBe("ലോൺ ഓഫറുകൾ");
      // Its structured data is in Malayalam too, pointing at the Malayalam page.
      const list = [...ml.querySelectorAll('script[type="application/ld+json"]')]
        .map((script) => JSON.parse(script.textContent!) as { "@type": string; itemListElement?: unknown[] })
        .find((data) => data["@type"] === "ItemList")!;
      const offer = (list.itemListElement as { item: { name: string; "@id": string } }[]).find((element) =>
        element.item["@id"].endsWith(`#deal-${deal.id}`),
      )!.item;
      expect(offer.name).toBe("മൺസൂൺ ഹോം ലോൺ ഓഫർ");
      expect(offer["@id"]).toBe(`http://localhost/ml/deals#deal-${deal.id}`);

      const en = await page("/deals");
      expect(en.getElementById(`deal-${deal.id}`)!.querySelector("h2")!.textContent).toBe("Monsoon home loan offer");
      expect(en.getElementById(`deal-${deal.id}`)!.textContent).toContain("Valid until 31 March 2099");

      const hi = await page("/hi/deals");
      const hiHeading = hi.getElementById(`deal-${deal.id}`)!.querySelector("h2")!;
      expect(hiHeading.textContent).toBe("Monsoon home loan offer");
      expect(hiHeading.getAttribute("lang")).toBe("en");
      expect(hi.querySelector("h1")?.textContent).toBe("लोन ऑफ़र");
    });

    it("answer GET /api/deals in the language asked for, English without one, 400 for another", async () => {
      const deal = await newDeal("Api deal in three languages");
      await translate("deal", deal.id, "hi", { title: "तीन भाषाओं वाला ऑफ़र" });
      const titleIn = async (query: string) => {
        const res = await app.request(`/api/deals${query}`);
        expect(res.status).toBe(200);
        return ((await res.json()) as { id: number; title: string }[]).find((item) => item.id === deal.id)?.title;
      };
      expect(await titleIn("?lang=hi")).toBe("तीन भाषाओं वाला ऑफ़र");
      expect(await titleIn("")).toBe("Api deal in three languages");
      expect(await titleIn("?lang=en")).toBe("Api deal in three languages");
      expect(await titleIn("?lang=ml")).toBe("Api deal in three languages");
      const bad = await app.request("/api/deals?lang=ta");
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as { error: { fields: Record<string, string> } }).error.fields.lang).toMatch(/ml/);
    });

    it("keep a draft translation off the pages", async () => {
      const deal = await newDeal("Draft translated deal");
      const res = await api("editor", `/translations/deal/${deal.id}/ml`, {
        method: "PUT",
        json: { fields: { title: "കരട് ഓഫർ" }, state: "draft", review: "to-review", version: 0 },
      });
      expect(res.status).toBe(200);
      expect((await page("/ml/deals")).getElementById(`deal-${deal.id}`)!.querySelector("h2")!.textContent).toBe(
        "Draft translated deal",
      );
    });

    it("lose their translations when deleted", async () => {
      const deal = await newDeal("Deal to delete");
      await translate("deal", deal.id, "ml", { title: "നീക്കാനുള്ള ഓഫർ" });
      expect((await api("editor", `/deals/${deal.id}`, { method: "DELETE" })).status).toBe(204);
      const rows = await app.services.database.db
        .select()
        .from(contentTranslations)
        .where(and(eq(contentTranslations.kind, "deal"), eq(contentTranslations.entryId, String(deal.id))));
      expect(rows).toEqual([]);
      expect((await api("editor", `/translations/deal/${deal.id}`)).status).toBe(404);
    });

    it("come with the seed's Malayalam and Hindi, published and to review", async () => {
      const ml = await page("/ml/deals");
      expect(ml.body.textContent).toContain("ഉത്സവകാല ഹോം ലോൺ ഓഫർ");
      expect(ml.body.textContent).toContain("കടയുടമകൾക്ക് കുറഞ്ഞ പലിശയിൽ ഗോൾഡ് ലോൺ");
      expect((await page("/hi/deals")).body.textContent).toContain("दुकानदारों के लिए कम ब्याज पर गोल्ड लोन");
      const { items: overview } = (await (await api("editor", "/translations?pageSize=100")).json()) as {
        items: {
          kind: string;
          label: string;
          languages: { language: string; state: string | null; review: string | null; missing: number }[];
        }[];
      };
      const seeded = overview.filter(
        (entry) =>
          ["Festive home loan offer", "Festive season gold loan", "RBI / DSA disclosures"].includes(entry.label) ||
          entry.label.startsWith("Rooftop solar"),
      );
      expect(seeded.map((entry) => entry.kind).sort()).toEqual(["deal", "deal", "disclosures", "popup"]);
      for (const entry of seeded) {
        for (const language of entry.languages) {
          expect(language, `${entry.label} in ${language.language}`).toMatchObject({
            state: "published",
            review: "to-review",
            missing: 0,
          });
        }
      }
    });
  });

  describe("popups", () => {
    const served = async (pageName: string, language?: string) => {
      const res = await app.request(`/api/popups/${pageName}${language ? `?lang=${language}` : ""}`);
      expect(res.status).toBe(200);
      return (await res.json()) as PublicPopup[];
    };
    const popup = (overrides: Partial<PopupInput> & Pick<PopupInput, "title" | "targetPage">): PopupInput => ({
      isActive: true,
      content: "<p>Offer details.</p>",
      ...overrides,
    });

    it("show one for Hindi pages only on Hindi pages", async () => {
      const created = await app.services.popups.create(
        popup({ title: "सिर्फ़ हिंदी पेज के लिए", targetPage: "hindi-only", language: "hi" }),
      );
      expect((await served("hindi-only", "hi")).map((p) => [p.id, p.title, p.englishFields])).toEqual([
        [created.id, "सिर्फ़ हिंदी पेज के लिए", []],
      ]);
      expect(await served("hindi-only")).toEqual([]);
      expect(await served("hindi-only", "en")).toEqual([]);
      expect(await served("hindi-only", "ml")).toEqual([]);
    });

    it("show one for every language in its translation where published, else in English marked as such", async () => {
      const created = await app.services.popups.create(
        popup({
          title: "Every language",
          targetPage: "every-language",
          showActionButton: true,
          actionButtonText: "Read more",
          actionButtonLink: "/about",
        }),
      );
      expect(
        (await translate("popup", created.id, "ml", { title: "എല്ലാ ഭാഷകളിലും", content: "<p>വിവരങ്ങൾ.</p>" })).status,
      ).toBe(200);
      const [ml] = await served("every-language", "ml");
      expect(ml).toMatchObject({
        id: created.id,
        title: "എല്ലാ ഭാഷകളിലും",
        content: "<p>വിവരങ്ങൾ.</p>",
        actionButtonText: "Read more",
        englishFields: ["actionButtonText"],
      });
      const [en] = await served("every-language");
      expect(en).toMatchObject({ title: "Every language", content: "<p>Offer details.</p>", englishFields: [] });
      const [hi] = await served("every-language", "hi");
      expect(hi).toMatchObject({ title: "Every language", englishFields: ["title", "content", "actionButtonText"] });
    });

    it("sanitize a translated content like the English, refuse one with nothing left, and sanitize it again when served", async () => {
      const created = await app.services.popups.create(popup({ title: "Sanitized", targetPage: "sanitized" }));
      const saved = await translate("popup", created.id, "hi", {
        content: '<p onclick="alert(1)">नमस्ते</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>',
      });
      expect(saved.status).toBe(200);
      const stored = (await saved.json()) as { translations: { language: string; fields: { content: string } }[] };
      const hiContent = stored.translations.find((translation) => translation.language === "hi")!.fields.content;
      expect(hiContent).toContain("<p>नमस्ते</p>");
      expect(hiContent).not.toMatch(/<script|onclick|javascript:/i);

      const refused = await translate("popup", created.id, "ml", { content: "<script>alert(1)</script>" });
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { error: { fields: Record<string, string> } }).error.fields.content).toMatch(
        /nothing left to show/,
      );

      // A translation written around the service still reaches visitors sanitized.
      await app.services.database.db.execute(
        sql`update content_translations set fields = jsonb_set(fields, '{content}', ${JSON.stringify(
          "<p>नमस्ते</p><img src=x onerror=alert(1)><script>alert(2)</script>",
        )}::jsonb) where kind = 'popup' and entry_id = ${String(created.id)} and language = 'hi'`,
      );
      app.services.translations.clearCache();
      app.pageCache?.clear();
      const [shown] = await served("sanitized", "hi");
      expect(shown!.content).toContain("<p>नमस्ते</p>");
      expect(shown!.content).not.toMatch(/<script|onerror/i);
    });

    it("keep each language's answer apart in the cache, and cache only valid languages", async () => {
      const created = await app.services.popups.create(popup({ title: "Cached in English", targetPage: "cached" }));
      await translate("popup", created.id, "ml", { title: "മലയാളത്തിൽ" });
      const answer = async (query: string) => {
        const res = await app.request(`/api/popups/cached${query}`);
        const body = res.status === 200 ? ((await res.json()) as PublicPopup[]) : null;
        return { status: res.status, cache: res.headers.get("x-page-cache"), titles: body?.map((p) => p.title) };
      };
      expect(await answer("")).toEqual({ status: 200, cache: "miss", titles: ["Cached in English"] });
      expect(await answer("?lang=ml")).toEqual({ status: 200, cache: "miss", titles: ["മലയാളത്തിൽ"] });
      expect(await answer("?lang=ml")).toEqual({ status: 200, cache: "hit", titles: ["മലയാളത്തിൽ"] });
      expect(await answer("")).toEqual({ status: 200, cache: "hit", titles: ["Cached in English"] });
      expect(await answer("?lang=en")).toEqual({ status: 200, cache: "hit", titles: ["Cached in English"] });
      expect(await answer("?lang=hi")).toEqual({ status: 200, cache: "miss", titles: ["Cached in English"] });
      // Not a language: refused, and nothing kept under it.
      for (let i = 0; i < 2; i++) expect(await answer("?lang=xx")).toEqual({ status: 400, cache: null });
      // Anything beside the language is answered afresh every time.
      for (let i = 0; i < 2; i++) {
        expect(await answer("?lang=ml&v=1")).toEqual({ status: 200, cache: null, titles: ["മലയാളത്തിൽ"] });
      }
    });

    it("take their language from staff: validated, stored and audited", async () => {
      const made = await api("editor", "/popups", {
        json: { title: "Staff language", targetPage: "staff-language", isActive: true, content: "<p>x</p>" },
      });
      expect(made.status).toBe(201);
      const created = (await made.json()) as StaffPopup;
      expect(created.language).toBeNull();

      const refused = await api("editor", `/popups/${created.id}`, { method: "PATCH", json: { language: "ta" } });
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { error: { fields: Record<string, string> } }).error.fields.language).toBe(
        "Choose which pages show it: every language's (null), or en, ml or hi for one language's pages only",
      );

      const changed = await api("editor", `/popups/${created.id}`, { method: "PATCH", json: { language: "ml" } });
      expect(changed.status).toBe(200);
      expect(((await changed.json()) as StaffPopup).language).toBe("ml");
      const [entry] = await app.services.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, "popup.update"), eq(auditLog.entityId, String(created.id))))
        .orderBy(desc(auditLog.id))
        .limit(1);
      expect(entry?.changes).toMatchObject({ language: { from: null, to: "ml" } });
      expect((await served("staff-language", "ml")).map((p) => p.id)).toEqual([created.id]);
      expect(await served("staff-language")).toEqual([]);
    });

    it("lose their translations when deleted", async () => {
      const created = await app.services.popups.create(popup({ title: "Gone soon", targetPage: "gone" }));
      await translate("popup", created.id, "ml", { title: "ഉടൻ പോകും" });
      expect((await api("editor", `/popups/${created.id}`, { method: "DELETE" })).status).toBe(204);
      expect((await api("editor", `/translations/popup/${created.id}`)).status).toBe(404);
      const rows = await app.services.database.db
        .select()
        .from(contentTranslations)
        .where(and(eq(contentTranslations.kind, "popup"), eq(contentTranslations.entryId, String(created.id))));
      expect(rows).toEqual([]);
    });
  });

  describe("the RBI / DSA disclosures", () => {
    it("show staff's texts in the page's language on /disclaimer and the loan pages, the lenders' names as written", async () => {
      const ml = (await page("/ml/disclaimer")).querySelector('[data-testid="dsa-disclosure-full"]')!;
      expect(ml.querySelector("h2")?.textContent).toBe("ഞങ്ങളുടെ DSA വെളിപ്പെടുത്തലുകൾ");
      expect(ml.textContent).toContain("വായ്പ എടുക്കുന്നവർക്ക് ഞങ്ങളുടെ സേവനം സൗജന്യമാണ്");
      expect(ml.textContent).toContain("Demo Bank of Kerala (fictional)");
      expect(ml.textContent).toContain("ഷെഡ്യൂൾഡ് കൊമേഴ്സ്യൽ ബാങ്ക്");
      expect(ml.textContent).toContain("തിങ്കൾ മുതൽ വെള്ളി വരെ");
      expect(ml.querySelector('[lang="en"]')).toBeNull();

      const hi = (await page("/hi/loan-services/home-loans")).querySelector('[data-testid="dsa-disclosure"]')!;
      expect(hi.querySelector("h2")?.textContent).toBe("हम DSA (लोन एजेंट) हैं, लोन देने वाली संस्था नहीं");
      expect(hi.textContent).toContain("लोन लेने वालों के लिए हमारी सेवा मुफ़्त है");
      expect(hi.querySelector("a[href='/hi/disclaimer#dsa-disclosures']")).not.toBeNull();

      const en = (await page("/disclaimer")).querySelector('[data-testid="dsa-disclosure-full"]')!;
      expect(en.textContent).toContain("Our service is free for borrowers");
      expect(en.textContent).toContain("Scheduled commercial bank");
    });

    it("show English, marked as English, for a text whose translation is gone", async () => {
      expect((await api("editor", "/translations/disclosures/site/hi", { method: "DELETE" })).status).toBe(204);
      const hi = (await page("/hi/disclaimer")).querySelector('[data-testid="dsa-disclosure-full"]')!;
      const charges = [...hi.querySelectorAll("p")].find((p) => p.textContent?.startsWith("Our service is free"));
      expect(charges?.getAttribute("lang")).toBe("en");
      // The fixed wording is still Hindi.
      expect(hi.querySelector("h2")?.textContent).toBe("हमारे DSA डिस्क्लोज़र");
      // And the next start does not bring the deleted translation back.
      const { seedDatabase } = await import("~server/seed/seed.server");
      await seedDatabase(app.services);
      expect((await (await api("editor", "/translations/disclosures/site")).json()).translations[1].state).toBeNull();
    });
  });
});
