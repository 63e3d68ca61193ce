// The deals' fixed words, without zod: the /deals page's cards read these, and importing the
// schemas would bring zod to the page before anyone opens the lead form (ADR 0043).
// deal.schema.ts re-exports them.

export const dealCtaKinds = ["lead", "link"] as const;
export type DealCtaKind = (typeof dealCtaKinds)[number];

/** Where a deal stands now: what the staff list shows and filters by. */
export const dealStates = ["live", "scheduled", "expired", "inactive"] as const;
export type DealState = (typeof dealStates)[number];

/**
 * A deal's visitor texts: what its Malayalam and Hindi translations hold (ADR 0037, 0038). The
 * lender stays as staff write it (a name), and so do rates, addresses and dates.
 */
export const dealTextFields = ["title", "summary", "offerTerms", "imageAlt", "ctaLabel"] as const;
export type DealTextField = (typeof dealTextFields)[number];

/** What the call to action says when staff leave its label empty (the staff side's words). */
export const defaultCtaLabel = (kind: DealCtaKind) => (kind === "lead" ? "Apply for this offer" : "See the offer");
