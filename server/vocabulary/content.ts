// The words the staff-kept content of the public site stores (issue 26): which kind of content a
// revision or an old address belongs to, why a revision was written, the two groups of government
// schemes, how a lender's rate moves, and the pages whose texts staff keep. Plain data, read by the
// database schema, the services and the browser.

/** Content that keeps revisions (content_revisions.kind) and old addresses (content_slug_history.kind). */
export const contentKinds = ["loan-service", "govt-scheme", "page-text"] as const;
export type ContentKind = (typeof contentKinds)[number];

/** Why a revision was written: a new entry, a save, or an earlier revision brought back. */
export const contentRevisionReasons = ["create", "save", "restore"] as const;
export type ContentRevisionReason = (typeof contentRevisionReasons)[number];

/** The two groups /govt-schemes shows, in this order. */
export const schemeGroups = ["national", "kerala"] as const;
export type SchemeGroup = (typeof schemeGroups)[number];

export const schemeGroupLabels: Record<SchemeGroup, string> = {
  national: "National schemes",
  kerala: "Kerala schemes",
};

/** How a lender's interest rate behaves over the loan. */
export const rateTypes = ["fixed", "floating"] as const;
export type RateType = (typeof rateTypes)[number];

/**
 * The legal pages (issue 27): their whole text is staff's, kept and translated on the Pages screen
 * like the other pages' texts, as headed sections (server/content/legal-page-texts.ts).
 */
export const legalPageKeys = ["privacy", "terms", "cookie-policy", "disclaimer"] as const;
export type LegalPageKey = (typeof legalPageKeys)[number];

/** The pages whose texts staff keep on the Pages screen (page_texts.key), in the screen's order. */
export const pageTextKeys = [
  "home",
  "about",
  "smart-integrations",
  "business-partners",
  "vyapar-app",
  ...legalPageKeys,
] as const;
export type PageTextKey = (typeof pageTextKeys)[number];

/**
 * Content whose texts have Malayalam and Hindi versions (content_translations.kind, issue 27):
 * the entries' English stays in their own columns, each translation is one row (ADR 0037, 0038).
 * `disclosures` has one entry, `site`; page texts are keyed by page (pageTextKeys, legalPageKeys).
 */
export const translationKinds = [
  "loan-service",
  "lender-offer",
  "govt-scheme",
  "page-text",
  "deal",
  "popup",
  "disclosures",
] as const;
export type TranslationKind = (typeof translationKinds)[number];

/** A saved translation is a draft (staff only) or published (visitors read it). "Missing" is no row. */
export const translationStates = ["draft", "published"] as const;
export type TranslationState = (typeof translationStates)[number];

/** Whether a native speaker has read a translation: the seed's are "to-review" until one has (ADR 0038). */
export const translationReviewStates = ["to-review", "reviewed"] as const;
export type TranslationReviewState = (typeof translationReviewStates)[number];
