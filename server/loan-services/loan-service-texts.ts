// A loan service's visitor texts as one flat record (issue 27): what its Malayalam and Hindi
// translations hold, keyed by loanServiceTextFields. Two of them live inside the enquiry_fields
// JSON (the amount box's label and its message), so their names are dotted; everything else is a
// column of its own. Pure functions, read by the translation kind (loan-service-translations.server.ts),
// the seed's translations and the tests.
import type { EnquiryFields } from "../vocabulary/loan-services";
import { loanServiceTextFields, type LoanServiceTextField } from "./loan-service.schema";

/** A service's texts keyed by loanServiceTextFields (the dotted two as their own keys). */
export type LoanServiceTexts = Record<LoanServiceTextField, unknown>;

/** What a service, a seed entry or a seed translation holds of the texts: the columns and the two enquiry words. */
export type WithLoanServiceTexts = Record<Exclude<LoanServiceTextField, `enquiryFields.${string}`>, unknown> & {
  enquiryFields: Pick<EnquiryFields, "amountLabel" | "amountMessage">;
};

const ENQUIRY_PREFIX = "enquiryFields.";

/** The flat record of a service's texts: `enquiryFields.amountLabel` is the label inside enquiryFields. */
export function loanServiceTextsOf(service: WithLoanServiceTexts): LoanServiceTexts {
  const texts = {} as Record<string, unknown>;
  for (const field of loanServiceTextFields) {
    texts[field] = field.startsWith(ENQUIRY_PREFIX)
      ? service.enquiryFields[field.slice(ENQUIRY_PREFIX.length) as "amountLabel" | "amountMessage"]
      : service[field as keyof typeof service];
  }
  return texts as LoanServiceTexts;
}

/**
 * The service with the flat record's texts put back where they live (the two enquiry words inside
 * enquiryFields, whose other keys stay). A copy: the service given is not changed.
 */
export function withLoanServiceTexts<T extends WithLoanServiceTexts>(service: T, texts: LoanServiceTexts): T {
  const copy: Record<string, unknown> = { ...service, enquiryFields: { ...service.enquiryFields } };
  for (const field of loanServiceTextFields) {
    if (field.startsWith(ENQUIRY_PREFIX)) {
      (copy.enquiryFields as Record<string, unknown>)[field.slice(ENQUIRY_PREFIX.length)] = texts[field];
    } else copy[field] = texts[field];
  }
  return copy as T;
}

/** Each text's name in the translation editor, as the service's English editor labels it. */
export const loanServiceFieldLabels: Record<LoanServiceTextField, string> = {
  name: "Name",
  description: "Short description",
  summary: "Summary",
  features: "Features and benefits",
  eligibility: "Who can apply",
  documents: "Documents you will need",
  faqs: "Questions and answers",
  interestRate: "Interest rate",
  loanAmount: "Loan amount",
  tenure: "Tenure",
  seoTitle: "SEO title",
  seoDescription: "SEO description",
  "enquiryFields.amountLabel": "Amount box's label",
  "enquiryFields.amountMessage": "Message when the amount is missing",
};
