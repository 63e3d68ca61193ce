import { z } from "@hono/zod-openapi";
import { EnquiryFieldsSchema } from "../leads/enquiry-requirements";

// Enums fixed by spec section 3. Defaults: icon "building", color "blue".
export const loanServiceIcons = [
  "building",
  "home",
  "user",
  "coins",
  "credit-card",
  "graduation-cap",
  "trending",
  "zap",
] as const;
export const loanServiceColors = ["blue", "green", "purple", "yellow", "red", "indigo", "orange"] as const;

export const LoanServiceIconSchema = z.enum(loanServiceIcons).openapi("LoanServiceIcon");
export const LoanServiceColorSchema = z.enum(loanServiceColors).openapi("LoanServiceColor");

export const FaqSchema = z
  .object({
    question: z.string().min(5).max(300),
    answer: z.string().min(5).max(2000),
  })
  .openapi("Faq");

/** Indicative figures that seed the EMI calculator on a loan page. */
export const EmiDefaultsSchema = z
  .object({
    amount: z.number().int().positive(),
    ratePercent: z.number().positive().max(60),
    tenureMonths: z.number().int().positive().max(480),
  })
  .openapi("EmiDefaults");

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
  faqs: z.array(FaqSchema),
  interestRate: z.string(),
  loanAmount: z.string(),
  tenure: z.string(),
  emiDefaults: EmiDefaultsSchema.nullable(),
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
  faqs: z.array(FaqSchema).max(20),
  interestRate: z.string().trim().min(2).max(120),
  loanAmount: z.string().trim().min(2).max(120),
  tenure: z.string().trim().min(2).max(120),
  emiDefaults: EmiDefaultsSchema.nullable().default(null),
  // No default here: a partial edit must not reset it (a new service without it gets the
  // column's default, {}, which asks for the amount and the city).
  enquiryFields: EnquiryFieldsSchema.optional(),
  seoTitle: z.string().trim().min(10).max(70),
  seoDescription: z.string().trim().min(50).max(170),
});

export type LoanServiceIcon = z.infer<typeof LoanServiceIconSchema>;
export type LoanServiceColor = z.infer<typeof LoanServiceColorSchema>;
export type LoanServiceSummary = z.infer<typeof LoanServiceSummarySchema>;
export type LoanServiceDetail = z.infer<typeof LoanServiceDetailSchema>;
export type LoanServiceInput = z.input<typeof LoanServiceInputSchema>;
