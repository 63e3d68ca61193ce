import { loanServiceSeed } from "~server/seed/loan-services.seed";
import { EnquiryFieldsSchema, type EnquiryFields } from "~server/vocabulary/loan-services";

/** The enquiry fields a seeded loan service has (every default applied), as its page hands them to the form. */
export function seededEnquiryFields(slug: string): EnquiryFields {
  const service = loanServiceSeed.find((candidate) => candidate.slug === slug);
  if (!service) throw new Error(`No seeded loan service '${slug}'`);
  return EnquiryFieldsSchema.parse(service.enquiryFields ?? {});
}
