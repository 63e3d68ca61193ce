import { loanServiceSeed } from "~server/seed/loan-services.seed";
import { EnquiryFieldsSchema, type EmiDefaults, type EnquiryFields } from "~server/vocabulary/loan-services";

function seededService(slug: string) {
  const service = loanServiceSeed.find((candidate) => candidate.slug === slug);
  if (!service) throw new Error(`No seeded loan service '${slug}'`);
  return service;
}

/** The enquiry fields a seeded loan service has (every default applied), as its page hands them to the form. */
export function seededEnquiryFields(slug: string): EnquiryFields {
  return EnquiryFieldsSchema.parse(seededService(slug).enquiryFields ?? {});
}

/** The documents a seeded loan service's page lists. */
export function seededDocuments(slug: string): string[] {
  return seededService(slug).documents;
}

/** The EMI calculator's figures and ranges of a seeded loan service (null: it has no calculator). */
export function seededEmiDefaults(slug: string): EmiDefaults | null {
  return seededService(slug).emiDefaults ?? null;
}
