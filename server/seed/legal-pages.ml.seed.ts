import type { LegalTexts } from "../content/page-texts";
import type { LegalPageKey } from "../vocabulary/content";
import { cookiePolicyMl } from "./legal-pages/cookie-policy.ml";
import { disclaimerMl } from "./legal-pages/disclaimer.ml";
import { privacyCollectionMl } from "./legal-pages/privacy-collection.ml";
import { privacyRightsMl } from "./legal-pages/privacy-rights.ml";
import { termsMl } from "./legal-pages/terms.ml";

/**
 * The Malayalam of the legal pages' seed (legal-pages.seed.ts), field for field, each page in its
 * own file under legal-pages/. Written once as published and "to review": a native speaker, and
 * for the privacy notice a lawyer, reads them before launch (ADR 0038).
 */
export const legalPageSeedMl: Record<LegalPageKey, LegalTexts> = {
  privacy: { ...privacyCollectionMl, ...privacyRightsMl },
  terms: termsMl,
  "cookie-policy": cookiePolicyMl,
  disclaimer: disclaimerMl,
};
