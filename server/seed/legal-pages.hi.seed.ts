import type { LegalTexts } from "../content/page-texts";
import type { LegalPageKey } from "../vocabulary/content";
import { cookiePolicyHi } from "./legal-pages/cookie-policy.hi";
import { disclaimerHi } from "./legal-pages/disclaimer.hi";
import { privacyCollectionHi } from "./legal-pages/privacy-collection.hi";
import { privacyRightsHi } from "./legal-pages/privacy-rights.hi";
import { termsHi } from "./legal-pages/terms.hi";

/**
 * The Hindi of the legal pages' seed (legal-pages.seed.ts), field for field, each page in its
 * own file under legal-pages/. Written once as published and "to review": a native speaker, and
 * for the privacy notice a lawyer, reads them before launch (ADR 0038).
 */
export const legalPageSeedHi: Record<LegalPageKey, LegalTexts> = {
  privacy: { ...privacyCollectionHi, ...privacyRightsHi },
  terms: termsHi,
  "cookie-policy": cookiePolicyHi,
  disclaimer: disclaimerHi,
};
