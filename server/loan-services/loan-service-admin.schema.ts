// What staff send and read when they keep the loan services (issue 26): every field the public
// page shows, with a message per field (server/content/content-text.ts: plain text, never HTML;
// an address that is not the site's own), the spec's icon and colour lists, the EMI calculator's
// rules and the enquiry form's optional fields (server/vocabulary/loan-services.ts). Plain zod, so
// the staff editor checks with the same rules before it sends. Whether a slug is free is checked
// by the service (loan-service-save.server.ts), which can read the database.
import { z } from "zod";
import { contentSlug, plainText, plainTextList } from "../content/content-text";
import {
  EmiDefaultsSchema,
  EnquiryFieldsSchema,
  loanServiceColors,
  loanServiceIcons,
  type LoanServiceColor,
  type LoanServiceIcon,
} from "../vocabulary/loan-services";

/** How many entries each list of a service page may hold. */
export const loanServiceListLimits = { features: 20, eligibility: 20, documents: 30, faqs: 20 } as const;

/** What a new service starts with when staff leave them out (spec section 3). */
export const defaultLoanServiceIcon: LoanServiceIcon = "building";
export const defaultLoanServiceColor: LoanServiceColor = "blue";

const unknownField = (what: string) => (issue: { code?: string; keys?: readonly string[] }) =>
  issue.code === "unrecognized_keys" ? `${what} has no field ${issue.keys?.join(", ")}: leave it out` : undefined;

const FaqInputSchema = z.strictObject(
  { question: plainText("question", 5, 300), answer: plainText("answer", 5, 2000) },
  { error: (issue) => unknownField("A question")(issue) ?? "Give each question with its answer" },
);

/**
 * The optional fields of the service's enquiry form (the set the form supports,
 * EnquiryFieldsSchema) and how it words the amount, shown to visitors, so plain text.
 */
const enquiryFieldsShape = EnquiryFieldsSchema.shape;
export const EnquiryFieldsInputSchema = z.strictObject(
  {
    ...enquiryFieldsShape,
    amountLabel: plainText("amount box's label", 2, 60).default(enquiryFieldsShape.amountLabel.parse(undefined)),
    amountMessage: plainText("message for a missing amount", 5, 120).default(
      enquiryFieldsShape.amountMessage.parse(undefined),
    ),
  },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? `The enquiry form has no field ${issue.keys.join(", ")}: choose from loanAmount, monthlyIncome, employmentType, city and pincode`
        : 'Give the enquiry form\'s fields as an object, e.g. {"pincode": true}',
  },
);

/** Every field of a service page, without defaults. */
const loanServiceFields = {
  name: plainText("service's name", 2, 120),
  slug: contentSlug,
  description: plainText("short description", 20, 400),
  icon: z.enum(loanServiceIcons, { error: `Choose one of the icons: ${loanServiceIcons.join(", ")}` }),
  color: z.enum(loanServiceColors, { error: `Choose one of the colours: ${loanServiceColors.join(", ")}` }),
  isActive: z.boolean({ error: "Say whether the service is on the site: true or false" }),
  summary: plainText("summary", 20, 2000),
  features: plainTextList("feature", 3, 300, loanServiceListLimits.features),
  eligibility: plainTextList("eligibility rule", 3, 300, loanServiceListLimits.eligibility),
  documents: plainTextList("document", 3, 300, loanServiceListLimits.documents),
  faqs: z
    .array(FaqInputSchema, { error: "Give the questions as a list" })
    .max(loanServiceListLimits.faqs, `List at most ${loanServiceListLimits.faqs} questions`),
  interestRate: plainText("interest rate", 2, 120),
  loanAmount: plainText("loan amount", 2, 120),
  tenure: plainText("tenure", 2, 120),
  emiDefaults: EmiDefaultsSchema.nullable(),
  enquiryFields: EnquiryFieldsInputSchema,
  seoTitle: plainText("SEO title", 10, 70),
  seoDescription: plainText("SEO description", 50, 170),
};

/** A new service (POST /api/admin/loan-services); leaving out icon and colour gives building and blue. */
export const LoanServiceCreateSchema = z.strictObject(
  {
    ...loanServiceFields,
    icon: loanServiceFields.icon.default(defaultLoanServiceIcon),
    color: loanServiceFields.color.default(defaultLoanServiceColor),
    isActive: loanServiceFields.isActive.default(false),
    emiDefaults: loanServiceFields.emiDefaults.default(null),
    enquiryFields: loanServiceFields.enquiryFields.default(EnquiryFieldsInputSchema.parse({})),
  },
  { error: unknownField("A loan service") },
);
export type LoanServiceCreate = z.input<typeof LoanServiceCreateSchema>;
/** A whole service as checked: what the database row holds of it. */
export type LoanServiceData = z.output<typeof LoanServiceCreateSchema>;

/** The fields a change may carry, and the revision snapshot's keys. */
export const loanServiceEditableFields = Object.keys(loanServiceFields) as (keyof LoanServiceData)[];

/**
 * A change (PATCH /api/admin/loan-services/{id}): any fields, checked whole once merged with the
 * stored service, and the `version` the editor started from (a newer one answers 409).
 */
export const LoanServiceUpdateSchema = z.strictObject(
  {
    ...z.object(loanServiceFields).partial().shape,
    version: z
      .number({ error: "Send the version of the service you changed (reload it if unsure)" })
      .int("Send the version as a whole number")
      .min(1, "Send the version of the service you changed (reload it if unsure)"),
  },
  { error: unknownField("A loan service") },
);
export type LoanServiceUpdate = z.input<typeof LoanServiceUpdateSchema>;

/** POST /api/admin/loan-services/reorder: the whole order, or one service one place up or down. */
export const LoanServiceReorderSchema = z.union(
  [
    z.strictObject({
      ids: z
        .array(z.number({ error: "Give the ids as numbers" }).int("Give whole numbers").positive("Give positive ids"), {
          error: "Give every service's id, in the new order",
        })
        .min(1, "Give every service's id, in the new order")
        .max(500, "Give at most 500 ids"),
    }),
    z.strictObject({
      id: z
        .number({ error: "Give the service's id as a number" })
        .int("Give a whole number")
        .positive("Give a positive id"),
      direction: z.enum(["up", "down"], { error: "Move it up or down" }),
    }),
  ],
  { error: "Send either ids (every service, in order) or id and direction (up or down)" },
);
export type LoanServiceReorder = z.output<typeof LoanServiceReorderSchema>;

/** A service as staff read it: every field, its place and state, and what names it. */
export const StaffLoanServiceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  icon: z.enum(loanServiceIcons),
  color: z.enum(loanServiceColors),
  isActive: z.boolean(),
  summary: z.string(),
  features: z.array(z.string()),
  eligibility: z.array(z.string()),
  documents: z.array(z.string()),
  faqs: z.array(z.object({ question: z.string(), answer: z.string() })),
  interestRate: z.string(),
  loanAmount: z.string(),
  tenure: z.string(),
  emiDefaults: EmiDefaultsSchema.nullable(),
  /** With every default applied. */
  enquiryFields: EnquiryFieldsSchema,
  seoTitle: z.string(),
  seoDescription: z.string(),
  sortOrder: z.number().int(),
  /** Grows with every save: send it back with a change. */
  version: z.number().int(),
  /** Every lead that names the service: while there is one, it can be switched off but not deleted. */
  leadCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StaffLoanService = z.output<typeof StaffLoanServiceSchema>;

/** A row of the staff list, in display order, with the last 30 days' figures. */
export const LoanServiceListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  icon: z.enum(loanServiceIcons),
  color: z.enum(loanServiceColors),
  isActive: z.boolean(),
  /** 1 = shown first. */
  position: z.number().int(),
  version: z.number().int(),
  leadCount: z.number().int(),
  /** Leads that named it in the last 30 IST days (today included), spam left out. */
  leads30Days: z.number().int(),
  /** Page views of all its addresses (the four prefixes, its fixed path, its old slugs) in the same days. */
  pageViews30Days: z.number().int(),
  updatedAt: z.string(),
});
export type LoanServiceListItem = z.output<typeof LoanServiceListItemSchema>;

/** Every service: a site has a handful, so the list is one page. */
export const LoanServiceListSchema = z.object({ items: z.array(LoanServiceListItemSchema), total: z.number().int() });
export type LoanServiceList = z.output<typeof LoanServiceListSchema>;
