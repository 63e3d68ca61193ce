// How the staff area names translations, their kinds and their states (in English: ADR 0038), and
// where each kind's English is edited. Plain data, shared by the Translations list, the
// translation editor and the "Malayalam and Hindi" link of each content editor.
import type { TranslatedFieldStateName, TranslationListState } from "~server/content/translation.schema";
import type { TranslationKind, TranslationReviewState } from "~server/vocabulary/content";
import { languageEnglishNames } from "~server/vocabulary/languages";

export const translatedLanguages = ["ml", "hi"] as const;
export type TranslatedLanguage = (typeof translatedLanguages)[number];

export function isTranslatedLanguage(value: unknown): value is TranslatedLanguage {
  return value === "ml" || value === "hi";
}

/** "Malayalam", "Hindi". */
export const languageName = (language: TranslatedLanguage): string => languageEnglishNames[language];

/** Each kind as the list's filter and its rows name it. */
export const translationKindLabels: Record<TranslationKind, string> = {
  "loan-service": "Loan service",
  "lender-offer": "Lender offer",
  "govt-scheme": "Government scheme",
  "page-text": "Page texts",
  deal: "Deal",
  popup: "Popup",
  disclosures: "Disclosures",
};

export const translationStateLabels: Record<TranslationListState, string> = {
  missing: "Missing",
  draft: "Draft",
  published: "Published",
};

export const reviewLabels: Record<TranslationReviewState, string> = {
  "to-review": "To review",
  reviewed: "Reviewed",
};

export const fieldStateLabels: Record<TranslatedFieldStateName, string> = {
  missing: "Missing",
  "english-changed": "English changed",
  translated: "Translated",
};

/**
 * The staff screen where an entry's English is edited, when an entry id is enough to find it
 * (a lender's offer is edited on its loan service's offers screen, whose id the entry does not carry).
 */
export function englishEditorPath(kind: TranslationKind, entryId: string): string | null {
  const id = encodeURIComponent(entryId);
  switch (kind) {
    case "page-text":
      return `/admin/pages/${id}`;
    case "loan-service":
      return `/admin/loan-services/${id}`;
    case "govt-scheme":
      return `/admin/schemes/${id}`;
    case "deal":
      return `/admin/deals/${id}`;
    case "popup":
      return `/admin/popups/${id}`;
    case "disclosures":
      return "/admin/disclosures";
    case "lender-offer":
      return null;
  }
}

/** The translation editor of an entry, in a language. */
export function translationEditorPath(kind: TranslationKind, entryId: string, language: TranslatedLanguage): string {
  return `/admin/translations/${kind}/${encodeURIComponent(entryId)}?language=${language}`;
}
