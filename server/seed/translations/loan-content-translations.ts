// The demo content's Malayalam and Hindi, gathered per kind and language from the files beside
// this one (each under a few hundred lines, two services or four or five schemes per language).
import { hasWords, type TextFields } from "../../content/translated-fields";
import type { TranslatedLanguage } from "../../content/translations.server";
import { lenderOfferTextFields } from "../../loan-services/lender-offer.schema";
import { LoanServiceInputSchema, type LoanServiceInput } from "../../loan-services/loan-service.schema";
import { loanServiceTextsOf, type LoanServiceTexts } from "../../loan-services/loan-service-texts";
import type { SchemeSeedEntry } from "../../schemes/scheme-manager.server";
import { schemeTextFields } from "../../schemes/scheme.schema";
import { EnquiryFieldsSchema } from "../../vocabulary/loan-services";
import { govtSchemesHiBusiness } from "./govt-schemes.hi.business";
import { govtSchemesHiOthers } from "./govt-schemes.hi.others";
import { govtSchemesMlBusiness } from "./govt-schemes.ml.business";
import { govtSchemesMlOthers } from "./govt-schemes.ml.others";
import { loanServicesHiBusinessGold } from "./loan-services.hi.business-gold";
import { loanServicesHiHomePersonal } from "./loan-services.hi.home-personal";
import { loanServicesHiSolarForex } from "./loan-services.hi.solar-forex";
import { loanServicesHiVehicleProperty } from "./loan-services.hi.vehicle-property";
import { loanServicesMlBusinessGold } from "./loan-services.ml.business-gold";
import { loanServicesMlHomePersonal } from "./loan-services.ml.home-personal";
import { loanServicesMlSolarForex } from "./loan-services.ml.solar-forex";
import { loanServicesMlVehicleProperty } from "./loan-services.ml.vehicle-property";
import type {
  LoanServiceSeedTranslation,
  SchemeSeedTranslation,
  SeedTranslationsBySlug,
} from "./seed-translation-types";

import { lenderOfferTextTranslations } from "./lender-offers.translations";

export { lenderOfferTextTranslations };

/** Each seeded loan service's texts (loan-services.seed.ts) per language, by slug. */
export const loanServiceSeedTranslations: Readonly<
  Record<TranslatedLanguage, SeedTranslationsBySlug<LoanServiceSeedTranslation>>
> = {
  ml: {
    ...loanServicesMlHomePersonal,
    ...loanServicesMlBusinessGold,
    ...loanServicesMlVehicleProperty,
    ...loanServicesMlSolarForex,
  },
  hi: {
    ...loanServicesHiHomePersonal,
    ...loanServicesHiBusinessGold,
    ...loanServicesHiVehicleProperty,
    ...loanServicesHiSolarForex,
  },
};

/** Each seeded scheme's texts (govt-schemes.seed.ts) per language, by slug. */
export const schemeSeedTranslations: Readonly<
  Record<TranslatedLanguage, SeedTranslationsBySlug<SchemeSeedTranslation>>
> = {
  ml: { ...govtSchemesMlBusiness, ...govtSchemesMlOthers },
  hi: { ...govtSchemesHiBusiness, ...govtSchemesHiOthers },
};

/** A loan service seed entry's texts as its translations hold them (loan-service-texts.ts), defaults applied. */
export function englishOfLoanServiceSeed(entry: LoanServiceInput): LoanServiceTexts {
  const parsed = LoanServiceInputSchema.parse(entry);
  return loanServiceTextsOf({ ...parsed, enquiryFields: EnquiryFieldsSchema.parse(entry.enquiryFields ?? {}) });
}

/** A seeded loan service's translation in a language as a flat record, or undefined when the seed has none. */
export function loanServiceSeedTexts(language: TranslatedLanguage, slug: string): LoanServiceTexts | undefined {
  const translation = loanServiceSeedTranslations[language][slug];
  return translation && loanServiceTextsOf(translation);
}

/** A scheme seed entry's texts (schemeTextFields). */
export function englishOfSchemeSeed(entry: SchemeSeedEntry): TextFields {
  return Object.fromEntries(schemeTextFields.map((field) => [field, entry[field]]));
}

/**
 * An offer's seed translation in a language: each of its texts with words whose English is one
 * the demo offers use (lenderOfferTextTranslations), so a reworded text gets none.
 */
export function lenderOfferSeedTexts(language: TranslatedLanguage, english: TextFields): TextFields {
  const fields: TextFields = {};
  for (const field of lenderOfferTextFields) {
    const text = english[field];
    if (typeof text !== "string" || !hasWords(text)) continue;
    const translated = lenderOfferTextTranslations[text]?.[language];
    if (translated) fields[field] = translated;
  }
  return fields;
}
