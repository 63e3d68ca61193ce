import { z } from "@hono/zod-openapi";
import {
  EmiDefaultsSchema,
  EnquiryFieldsSchema,
  FaqSchema,
  loanServiceColors,
  loanServiceIcons,
} from "../vocabulary/loan-services";

// The closed lists and the stored JSON shapes (server/vocabulary/loan-services.ts), under the
// names the OpenAPI document gives them.
export const LoanServiceIconSchema = z.enum(loanServiceIcons).openapi("LoanServiceIcon");
export const LoanServiceColorSchema = z.enum(loanServiceColors).openapi("LoanServiceColor");
const FaqApiSchema = FaqSchema.openapi("Faq");
const EmiDefaultsApiSchema = EmiDefaultsSchema.openapi("EmiDefaults");

/** The list shape of spec section 3: what GET /api/loan-services answers. */
export const LoanServiceSummarySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    slug: z.string(),
    icon: LoanServiceIconSchema,
    color: LoanServiceColorSchema,
  })
  .openapi("LoanServiceSummary");

/** Everything a loan service page shows. */
export const LoanServiceDetailSchema = LoanServiceSummarySchema.extend({
  summary: z.string(),
  features: z.array(z.string()),
  eligibility: z.array(z.string()),
  documents: z.array(z.string()),
  faqs: z.array(FaqApiSchema),
  interestRate: z.string(),
  loanAmount: z.string(),
  tenure: z.string(),
  emiDefaults: EmiDefaultsApiSchema.nullable(),
  /** What the service's enquiry form asks for (every default applied). */
  enquiryFields: EnquiryFieldsSchema,
  seoTitle: z.string(),
  seoDescription: z.string(),
}).openapi("LoanServiceDetail");

export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** What a seed entry or a staff edit provides (id and timestamps come from the database). */
export const LoanServiceInputSchema = z.object({
  name: z.string().trim().min(2).max(120),
  slug: z.string().trim().min(2).max(80).regex(slugPattern, "Use lower-case letters, digits and hyphens"),
  description: z.string().trim().min(20).max(400),
  icon: LoanServiceIconSchema.default("building"),
  color: LoanServiceColorSchema.default("blue"),
  sortOrder: z.number().int().min(0).default(0),
  isActive: z.boolean().default(true),
  summary: z.string().trim().min(20).max(2000),
  features: z.array(z.string().trim().min(3).max(300)).max(20),
  eligibility: z.array(z.string().trim().min(3).max(300)).max(20),
  documents: z.array(z.string().trim().min(3).max(300)).max(30),
  faqs: z.array(FaqApiSchema).max(20),
  interestRate: z.string().trim().min(2).max(120),
  loanAmount: z.string().trim().min(2).max(120),
  tenure: z.string().trim().min(2).max(120),
  emiDefaults: EmiDefaultsApiSchema.nullable().default(null),
  // No default here: a partial edit must not reset it (a new service without it gets the
  // column's default, {}, which asks for the amount and the city).
  enquiryFields: EnquiryFieldsSchema.optional(),
  seoTitle: z.string().trim().min(10).max(70),
  seoDescription: z.string().trim().min(50).max(170),
});

export type LoanServiceSummary = z.infer<typeof LoanServiceSummarySchema>;
export type LoanServiceDetail = z.infer<typeof LoanServiceDetailSchema>;
export type LoanServiceInput = z.input<typeof LoanServiceInputSchema>;

/**
 * The texts visitors read on a service's cards and page, kept in English in the service's own
 * columns. A translation of a service (Malayalam, Hindi: the next issue) holds exactly these, and a
 * page shows the English of any it lacks. A dotted name is a text inside a JSON column; lists
 * (features, eligibility, documents, faqs) are translated item by item.
 */
export const loanServiceTextFields = [
  "name",
  "description",
  "summary",
  "features",
  "eligibility",
  "documents",
  "faqs",
  "interestRate",
  "loanAmount",
  "tenure",
  "seoTitle",
  "seoDescription",
  "enquiryFields.amountLabel",
  "enquiryFields.amountMessage",
] as const satisfies readonly (keyof LoanServiceDetail | `enquiryFields.${"amountLabel" | "amountMessage"}`)[];
export type LoanServiceTextField = (typeof loanServiceTextFields)[number];

/** A service's page address (its other addresses answer the same page: spec section 2). */
export const loanServicePagePath = (slug: string) => `/loan-services/${slug}`;
