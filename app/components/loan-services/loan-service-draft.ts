// The loan service editor's unsaved draft as its preview tab reads it (app/lib/draft-preview.ts):
// whatever the form holds is shown as typed, even half-filled, so staff see each change at once;
// only what the page cannot draw (an icon not in the list, calculator figures that do not add up)
// falls back to the page's defaults.
import { z } from "zod";
import type { LoanServiceDetail } from "~server/loan-services/loan-service.schema";
import {
  EmiDefaultsSchema,
  EnquiryFieldsSchema,
  loanServiceColors,
  loanServiceIcons,
} from "~server/vocabulary/loan-services";

/** The kind the editor and the preview tab file the draft under. */
export const LOAN_SERVICE_DRAFT_KIND = "loan-service";

const text = z.string().catch("");
const lines = z
  .array(z.string())
  .catch([])
  .transform((items) => items.filter((item) => item.trim() !== ""));

const DraftSchema = z.object({
  name: text,
  slug: text,
  description: text,
  icon: z.enum(loanServiceIcons).catch("building"),
  color: z.enum(loanServiceColors).catch("blue"),
  summary: text,
  features: lines,
  eligibility: lines,
  documents: lines,
  faqs: z
    .array(z.object({ question: z.string(), answer: z.string() }))
    .catch([])
    .transform((faqs) => faqs.filter((faq) => faq.question.trim() !== "" || faq.answer.trim() !== "")),
  interestRate: text,
  loanAmount: text,
  tenure: text,
  emiDefaults: EmiDefaultsSchema.nullable().catch(null),
  enquiryFields: EnquiryFieldsSchema.catch(() => EnquiryFieldsSchema.parse({})),
  seoTitle: text,
  seoDescription: text,
});

/** A reader of the draft of service `id` ("new" before it is saved), as useDraftPreview takes it. */
export function loanServiceDraftReader(id: number | null) {
  return (value: unknown): LoanServiceDetail | null => {
    const parsed = DraftSchema.safeParse(value);
    return parsed.success ? { ...parsed.data, id: id ?? 0 } : null;
  };
}
