import { describe, expect, it } from "vitest";
import { hasShapeOf, hasWords, translatedFieldErrors } from "~server/content/translated-fields";
import { dealTextFields } from "~server/deals/deal.schema";
import { checkTranslatedPopupContent } from "~server/popups/popup-translations.server";
import { popupTextFields } from "~server/popups/popup.schema";
import { dealSeed } from "~server/seed/deals.seed";
import { dealTranslationSeed } from "~server/seed/deals.translations.seed";
import { disclosuresTranslationSeed } from "~server/seed/disclosures.translations.seed";
import { popupSeed } from "~server/seed/popups.seed";
import { popupTranslationSeed } from "~server/seed/popups.translations.seed";
import type { TranslationSeed } from "~server/seed/seed-translations.server";
import { disclosureTextFields } from "~server/settings/disclosures";

const script = { ml: /[\u0D00-\u0D7F]/, hi: /[\u0900-\u097F]/ };

/** Every text of a translated value, flattened. */
const textsOf = (value: unknown): string[] =>
  typeof value === "string" ? [value] : Array.isArray(value) ? value.flatMap(textsOf) : [];

/**
 * The seed's Malayalam and Hindi of the demo deals, popup and disclosures: one per demo entry, each
 * text of the English translated in the English's shape, passing the rules a staff save passes,
 * and written in the language's own script (not an English text left behind).
 */
describe.each([
  ["deals", dealTranslationSeed(), dealTextFields, dealSeed().length],
  ["popups", popupTranslationSeed, popupTextFields, popupSeed.length],
  ["disclosures", disclosuresTranslationSeed, disclosureTextFields, 1],
] as [string, TranslationSeed[], readonly string[], number][])(
  "the %s seed translations",
  (_name, seeds, fields, entries) => {
    it("cover every demo entry", () => {
      expect(seeds).toHaveLength(entries);
    });

    it.each(["ml", "hi"] as const)(
      "translate every English text in %s, in its shape and by the save's rules",
      (language) => {
        for (const seed of seeds) {
          for (const field of Object.keys(seed.english)) expect(fields).toContain(field);
          for (const [field, english] of Object.entries(seed.english)) {
            if (!hasWords(english)) {
              expect(seed[language][field], `${field} has no English words to translate`).toBeUndefined();
              continue;
            }
            const translated = seed[language][field];
            expect(hasShapeOf(english, translated), `${field} in ${language}`).toBe(true);
            const errors =
              field === "content"
                ? checkTranslatedPopupContent(translated).errors
                : translatedFieldErrors(field, english, translated);
            expect(errors, `${field} in ${language}`).toEqual({});
            if (field === "content") expect(checkTranslatedPopupContent(translated).value).toBe(translated);
            for (const text of textsOf(translated)) expect(script[language].test(text), text).toBe(true);
          }
          expect(Object.keys(seed[language]).every((field) => hasWords(seed.english[field]))).toBe(true);
        }
      },
    );
  },
);
