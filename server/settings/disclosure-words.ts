// The disclosures' fixed words and constants, without zod: the public pages' bundle reads these
// (the loan page's disclosure block), and importing the schemas would bring zod to every loan page
// before anyone asks for the lead form (ADR 0043). disclosures.ts re-exports them.

export const lenderEntityTypes = [
  "Scheduled commercial bank",
  "Small finance bank",
  "Cooperative bank",
  "NBFC",
  "Housing finance company",
  "Other regulated entity",
] as const;

export type LenderEntityType = (typeof lenderEntityTypes)[number];

export const MAX_LENDERS = 40;

/** The RBI complaint portal under the Integrated Ombudsman Scheme, 2021. */
export const RBI_CMS_URL = "https://cms.rbi.org.in";

/**
 * The disclosures' visitor texts that staff write, as their Malayalam and Hindi translations hold
 * them (ADR 0038): what we charge, the escalation path and the grievance officer's hours (while an
 * officer is named). Lenders' names, the officer's name and contact details stay as written; the
 * lenders' entity types and the block's fixed wording are interface messages (app/i18n).
 */
export const disclosureTextFields = ["charges", "escalation", "grievanceHours"] as const;
export type DisclosureTextField = (typeof disclosureTextFields)[number];
