import { describe, expect, it } from "vitest";
import { hasShapeOf, hasWords, translatedFieldErrors, type TextFields } from "~server/content/translated-fields";
import type { TranslatedLanguage } from "~server/content/translations.server";
import { lenderOfferTextFields } from "~server/loan-services/lender-offer.schema";
import { loanServiceTextFields } from "~server/loan-services/loan-service.schema";
import { schemeTextFields } from "~server/schemes/scheme.schema";
import { govtSchemeSeed } from "~server/seed/govt-schemes.seed";
import { lenderOfferSeed } from "~server/seed/lender-offers.seed";
import { loanServiceSeed } from "~server/seed/loan-services.seed";
import {
  englishOfLoanServiceSeed,
  englishOfSchemeSeed,
  lenderOfferSeedTexts,
  lenderOfferTextTranslations,
  loanServiceSeedTexts,
  loanServiceSeedTranslations,
  schemeSeedTranslations,
} from "~server/seed/translations/loan-content-translations";

// The demo content's Malayalam and Hindi must have exactly the shape of the English they
// translate, or a page shows that field's English (translated-fields.ts). An English seed edit
// that adds a feature or an FAQ without its translations fails here, not silently on the page.

const languages: readonly TranslatedLanguage[] = ["ml", "hi"];
const scripts: Record<TranslatedLanguage, RegExp> = { ml: /[\u0D00-\u0D7F]/, hi: /[\u0900-\u097F]/ };

/** Every text inside a field's value (a list's items, an FAQ's question and answer). */
function textsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (typeof value === "object" && value !== null) return Object.values(value).flatMap(textsOf);
  return [];
}

/** The problems of one entry's translation against its English, field by field (empty: none). */
function problemsOf(
  english: TextFields,
  translated: TextFields | undefined,
  fields: readonly string[],
  language: TranslatedLanguage,
  // Names and addresses kept as they are (an official site's address, "CGTMSE").
  keptAsIs: readonly string[] = [],
): string[] {
  if (!translated) return ["no translation"];
  const problems: string[] = [];
  for (const field of fields) {
    if (!hasWords(english[field])) continue;
    if (!hasShapeOf(english[field], translated[field])) problems.push(`${field}: not the English's shape`);
    for (const [path, message] of Object.entries(translatedFieldErrors(field, english[field], translated[field]))) {
      problems.push(`${path}: ${message}`);
    }
    if (keptAsIs.includes(field) && translated[field] === english[field]) continue;
    for (const text of textsOf(translated[field])) {
      if (!scripts[language].test(text)) problems.push(`${field}: “${text}” is not in the language's script`);
    }
  }
  for (const field of Object.keys(translated)) {
    if (!fields.includes(field)) problems.push(`${field}: not a text field`);
  }
  return problems;
}

describe.each(languages)("seed translations in %s", (language) => {
  it("cover every seeded loan service, every text field in the English's shape", () => {
    for (const entry of loanServiceSeed) {
      const problems = problemsOf(
        englishOfLoanServiceSeed(entry),
        loanServiceSeedTexts(language, entry.slug),
        loanServiceTextFields,
        language,
      );
      expect(problems, entry.slug).toEqual([]);
    }
    expect(Object.keys(loanServiceSeedTranslations[language]).sort()).toEqual(
      loanServiceSeed.map((entry) => entry.slug).sort(),
    );
  });

  it("cover every seeded scheme, every text field in the English's shape", () => {
    for (const entry of govtSchemeSeed) {
      const translation = schemeSeedTranslations[language][entry.slug];
      const problems = problemsOf(
        englishOfSchemeSeed(entry),
        translation && { ...translation },
        schemeTextFields,
        language,
        ["shortName", "portalLabel"],
      );
      expect(problems, entry.slug).toEqual([]);
    }
    expect(Object.keys(schemeSeedTranslations[language]).sort()).toEqual(
      govtSchemeSeed.map((entry) => entry.slug).sort(),
    );
  });

  it("cover every demo offer's processing fee and note", () => {
    for (const { serviceSlug, offer } of lenderOfferSeed()) {
      const english: TextFields = { processingFee: offer.processingFee, notes: offer.notes ?? "" };
      const translated = lenderOfferSeedTexts(language, english);
      const fields = lenderOfferTextFields.filter((field) => hasWords(english[field]));
      expect(Object.keys(translated).sort(), `${serviceSlug}: ${offer.lenderName}`).toEqual([...fields].sort());
      expect(problemsOf(english, translated, lenderOfferTextFields, language)).toEqual([]);
    }
  });
});

describe("seed translations", () => {
  it("translate no offer text the demo offers do not use (a reworded seed leaves none behind)", () => {
    const used = new Set(lenderOfferSeed().flatMap(({ offer }) => [offer.processingFee, offer.notes ?? ""]));
    expect(Object.keys(lenderOfferTextTranslations).filter((text) => !used.has(text))).toEqual([]);
  });

  it("fail the check when an English list gains an item its translation lacks", () => {
    const entry = loanServiceSeed[0]!;
    const features = [...(entry.features ?? []), "A new feature"];
    const english = englishOfLoanServiceSeed({ ...entry, features });
    expect(problemsOf(english, loanServiceSeedTexts("ml", entry.slug), loanServiceTextFields, "ml")).toEqual([
      "features: not the English's shape",
      `features: Translate each of the English's ${features.length} items, in the same order`,
    ]);
  });
});
