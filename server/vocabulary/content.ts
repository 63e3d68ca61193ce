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

/** The pages whose texts staff keep on the Pages screen (page_texts.key). */
export const pageTextKeys = ["home", "about", "smart-integrations", "business-partners", "vyapar-app"] as const;
export type PageTextKey = (typeof pageTextKeys)[number];
