// A loan service's closed lists and the shapes of the JSON stored with it: the icon and colour
// (fixed by spec section 3; defaults "building" and "blue"), the FAQ entries, the EMI
// calculator's figures, and what its enquiry form asks for. Plain zod, so the database columns,
// the domain's OpenAPI schemas (server/loan-services/loan-service.schema.ts) and the browser's
// forms read the same declaration.
import { z } from "zod";

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
export type LoanServiceIcon = (typeof loanServiceIcons)[number];

/**
 * The fixed loan page paths of spec section 2 (/home-loans, …): each shows the service whose slug
 * is the path itself (app/routes.ts), so its page views count for that service too.
 */
export const fixedLoanServicePaths = [
  "two-wheeler-loans",
  "home-loans",
  "rooftop-solar-finance",
  "loan-against-property",
  "outward-remittance-forex",
] as const;

export const loanServiceColors = ["blue", "green", "purple", "yellow", "red", "indigo", "orange"] as const;
export type LoanServiceColor = (typeof loanServiceColors)[number];

/** One question and answer of a loan service page (column faqs, a list of them). */
export const FaqSchema = z.object({
  question: z.string().min(5).max(300),
  answer: z.string().min(5).max(2000),
});
export type Faq = z.infer<typeof FaqSchema>;

/**
 * Where a loan page's EMI calculator starts, and the amount and tenure ranges of its sliders: the
 * service's own (a gold loan runs 3 to 12 months), read from the amount and tenure its page states.
 * A service without ranges gets the calculator's general ones (app/components/emi-calculator.tsx).
 * Column emi_defaults; the staff editor shows each message next to its box.
 */
const rupees = (what: string) =>
  z
    .number({ error: `Enter the ${what} in rupees, e.g. 2500000` })
    .int(`Enter the ${what} in whole rupees`)
    .positive(`Enter a ${what} above 0`);
const months = (what: string) =>
  z
    .number({ error: `Enter the ${what} in months, e.g. 240` })
    .int(`Enter the ${what} in whole months`)
    .positive(`Enter a ${what} of at least 1 month`)
    .max(480, `Keep the ${what} at most 480 months (40 years)`);

export const EmiDefaultsSchema = z
  .object({
    amount: rupees("starting amount"),
    ratePercent: z
      .number({ error: "Enter the starting rate as % a year, e.g. 8.5" })
      .positive("Enter a rate above 0 % a year")
      .max(60, "Enter a rate of at most 60 % a year"),
    tenureMonths: months("starting tenure"),
    amountMin: rupees("smallest amount").optional(),
    amountMax: rupees("largest amount").optional(),
    tenureMinMonths: months("shortest tenure").optional(),
    tenureMaxMonths: months("longest tenure").optional(),
  })
  .superRefine((value, ctx) => {
    const ranges = [
      ["amount", "amountMin", "amount range", value.amountMin, value.amountMax, value.amount],
      [
        "tenureMonths",
        "tenureMinMonths",
        "tenure range",
        value.tenureMinMonths,
        value.tenureMaxMonths,
        value.tenureMonths,
      ],
    ] as const;
    for (const [start, lower, words, min, max, at] of ranges) {
      if (min === undefined && max === undefined) continue;
      if (min === undefined || max === undefined || min >= max)
        ctx.addIssue({ code: "custom", path: [lower], message: `Give both ends of the ${words}, the smaller first` });
      else if (at < min || at > max)
        ctx.addIssue({ code: "custom", path: [start], message: `Start within the ${words}: ${min} to ${max}` });
    }
  });
export type EmiDefaults = z.infer<typeof EmiDefaultsSchema>;

/**
 * A loan service's enquiry fields (column enquiry_fields): which of the optional loan-enquiry
 * fields its form shows and requires (a field that is false is neither shown nor required), and
 * how it words the amount. Every key has a default, so `{}` (what a service without its own
 * choice holds) asks for the amount and the city, in the words of a loan. What the form and the
 * server do with them: server/leads/enquiry-requirements.ts.
 */
export const EnquiryFieldsSchema = z.object({
  loanAmount: z.boolean().default(true),
  monthlyIncome: z.boolean().default(false),
  employmentType: z.boolean().default(false),
  city: z.boolean().default(true),
  pincode: z.boolean().default(false),
  /** The amount field's label, e.g. "Cost of the solar system (₹)". */
  amountLabel: z.string().trim().min(2).max(60).default("Loan amount (₹)"),
  /** The message when a required amount is missing, e.g. "Enter the cost of the solar system". */
  amountMessage: z.string().trim().min(5).max(120).default("Enter the loan amount you need"),
});

/** A service's enquiry fields with every default applied (what the API and the loaders give). */
export type EnquiryFields = z.output<typeof EnquiryFieldsSchema>;
/** Enquiry fields as stored or written: any key may be left to its default. */
export type EnquiryFieldsInput = z.input<typeof EnquiryFieldsSchema>;
