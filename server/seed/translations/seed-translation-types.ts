// The shapes of the demo content's Malayalam and Hindi (issue 27): each seeded loan service and
// scheme, and each demo lender offer's texts, as the seed writes them into content_translations
// (loan-content-translations.seed.ts). A translation repeats its English's shape exactly (the
// same number of list items and questions); tests/unit/server/seed/seed-translations.test.ts
// checks every one against the English seed, so an English edit that breaks a translation fails.
import type { TranslatedLanguage } from "../../content/translations.server";

export interface SeedFaq {
  question: string;
  answer: string;
}

/** A loan service's visitor texts in one language, shaped as the English seed entry holds them. */
export interface LoanServiceSeedTranslation {
  name: string;
  description: string;
  summary: string;
  features: string[];
  eligibility: string[];
  documents: string[];
  faqs: SeedFaq[];
  interestRate: string;
  loanAmount: string;
  tenure: string;
  seoTitle: string;
  seoDescription: string;
  /** The enquiry form's amount box: its label and the message when the amount is missing. */
  enquiryFields: { amountLabel: string; amountMessage: string };
}

/** A scheme's visitor texts in one language (schemeTextFields). */
export interface SchemeSeedTranslation {
  name: string;
  shortName: string;
  summary: string;
  runBy: string;
  whoFor: string[];
  offers: string[];
  howWeHelp: string;
  /** The official portal's link text: its address stays as it is, words around it are translated. */
  portalLabel: string;
  faqs: SeedFaq[];
  seoTitle: string;
  seoDescription: string;
}

/** Translations of a kind's seed entries, by slug. */
export type SeedTranslationsBySlug<T> = Readonly<Record<string, T>>;

/** One text in the two translated languages (a demo offer's processing fee or note). */
export type TextInLanguages = Readonly<Record<TranslatedLanguage, string>>;
