// The shared schema for the lead forms (loan enquiry, contact message, partner application).
// Used by the browser forms and by the server (POST /api/leads), so both give the same messages.
// Imports only "zod" (not "@hono/zod-openapi"), ./lead-rules and ../formats/rupees: this module is
// bundled for the browser.
import { z } from "zod";
import { formatINR } from "../formats/rupees";
import { normalizeIndianMobile, normalizePincode, parseIndianAmount } from "./lead-rules";

// ---------------------------------------------------------------------------------------------
// Enumerations
// ---------------------------------------------------------------------------------------------

export const leadKinds = ["loan_enquiry", "contact_message", "partner_application"] as const;
export type LeadKind = (typeof leadKinds)[number];
export const leadKindLabels: Record<LeadKind, string> = {
  loan_enquiry: "Loan enquiry",
  contact_message: "Contact message",
  partner_application: "Partner application",
};

export const employmentTypes = [
  "salaried",
  "self_employed_business",
  "self_employed_professional",
  "business_owner",
  "retired",
  "student",
  "homemaker",
  "other",
] as const;
export type EmploymentType = (typeof employmentTypes)[number];
export const employmentTypeLabels: Record<EmploymentType, string> = {
  salaried: "Salaried",
  self_employed_business: "Self-employed (business)",
  self_employed_professional: "Self-employed professional (doctor, CA, architect…)",
  business_owner: "Business owner / company director",
  retired: "Retired / pensioner",
  student: "Student",
  homemaker: "Homemaker",
  other: "Other",
};

export const leadStatuses = [
  "new",
  "contacted",
  "documents_pending",
  "sent_to_lender",
  "sanctioned",
  "disbursed",
  "rejected",
  "closed",
] as const;
export type LeadStatus = (typeof leadStatuses)[number];
export const leadStatusLabels: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  documents_pending: "Documents pending",
  sent_to_lender: "Sent to lender",
  sanctioned: "Sanctioned",
  disbursed: "Disbursed",
  rejected: "Rejected",
  closed: "Closed",
};

export const partnerTypes = [
  "individual_agent",
  "chartered_accountant",
  "tax_consultant",
  "real_estate_agent",
  "insurance_agent",
  "business",
  "other",
] as const;
export type PartnerType = (typeof partnerTypes)[number];
export const partnerTypeLabels: Record<PartnerType, string> = {
  individual_agent: "Individual loan agent / DSA",
  chartered_accountant: "Chartered accountant",
  tax_consultant: "Tax consultant",
  real_estate_agent: "Real estate agent",
  insurance_agent: "Insurance agent",
  business: "Business (dealer, builder, shop)",
  other: "Other",
};

/** Version of the consent notice the forms show; stored with each lead. */
export const CONSENT_NOTICE_VERSION = "2026-11-22";

// ---------------------------------------------------------------------------------------------
// Messages (shown next to the field, so each says what to fix)
// ---------------------------------------------------------------------------------------------

export const MIN_LOAN_AMOUNT = 10_000;
export const MAX_LOAN_AMOUNT = 1_000_000_000; // 100 crore
export const MIN_MONTHLY_INCOME = 1_000;
export const MAX_MONTHLY_INCOME = 100_000_000; // 10 crore

export const leadMessages = {
  name: "Enter your full name",
  nameTooLong: "Enter your full name in at most 100 characters",
  mobile: "Enter a 10-digit Indian mobile number, e.g. 98765 43210",
  email: "Enter a valid e-mail address, e.g. name@example.com",
  emailTooLong: "Enter an e-mail address of at most 200 characters",
  pincode: "Enter your 6-digit PIN code",
  city: "Enter your city or town",
  cityTooLong: "Enter your city or town in at most 80 characters",
  amount: "Enter an amount like 5,00,000 or 5 lakh",
  amountTooSmall: `Enter an amount of at least ${formatINR(MIN_LOAN_AMOUNT)}`,
  amountTooLarge: `Enter an amount of at most ${formatINR(MAX_LOAN_AMOUNT)} (100 crore)`,
  income: "Enter your monthly income like 50,000 or 50k",
  incomeTooSmall: `Enter a monthly income of at least ${formatINR(MIN_MONTHLY_INCOME)}`,
  incomeTooLarge: `Enter a monthly income of at most ${formatINR(MAX_MONTHLY_INCOME)} (10 crore)`,
  employmentType: "Choose your employment type",
  message: "Keep your message under 2,000 characters",
  messageRequired: "Tell us a little more (at least 10 characters)",
  subject: "Keep the subject under 120 characters",
  serviceSlug: "Choose the loan service you need",
  partnerType: "Choose what describes your work best",
  experienceYears: "Enter your experience in whole years, from 0 to 60",
  consent: "Please agree so we can contact you about your request",
  kind: "Choose the kind of request",
} as const;

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

/** A schema that reads a non-blank string (what a text input gives). */
type StringSchema<Out> = z.ZodType<Out, string>;

/**
 * Optional text input: a missing key, `""` or only spaces become `undefined`; anything else must
 * pass `schema`.
 */
export function optionalField<Out>(schema: StringSchema<Out>) {
  return z
    .string()
    .transform((value) => (value.trim() === "" ? undefined : value))
    .pipe(schema.optional())
    .optional();
}

/** Required text input: missing, `""` or only spaces give `blankMessage`; anything else must pass `schema`. */
export function requiredField<Out>(schema: StringSchema<Out>, blankMessage: string) {
  return z
    .string({ error: blankMessage })
    .transform((value, ctx) => {
      if (value.trim() !== "") return value;
      ctx.addIssue({ code: "custom", message: blankMessage });
      return z.NEVER;
    })
    .pipe(schema);
}

/** Parses a rupee amount (see parseIndianAmount) and checks its range. */
function rupeeValue(range: { min: number; max: number; invalid: string; tooSmall: string; tooLarge: string }) {
  return z.string().transform((value, ctx) => {
    const rupees = parseIndianAmount(value);
    const message =
      rupees === null
        ? range.invalid
        : rupees < range.min
          ? range.tooSmall
          : rupees > range.max
            ? range.tooLarge
            : null;
    if (message === null) return rupees as number;
    ctx.addIssue({ code: "custom", message });
    return z.NEVER;
  });
}

/** Any Unicode letter or combining mark (Devanagari, Tamil, …) plus ZWNJ/ZWJ used by Indian scripts. */
const NAME_PATTERN = /^[\p{L}\p{M}\p{Join_Control}]+(?:[ .'’-]+[\p{L}\p{M}\p{Join_Control}]+)*[ .'’-]*$/u;
const CITY_PATTERN = /^[\p{L}\p{M}\p{Join_Control}][\p{L}\p{M}\p{Join_Control}0-9 .,'’()/-]*$/u;
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Collapses runs of white space to one space and trims. */
const tidyText = (value: string) => value.replace(/\s+/g, " ").trim();

// ---------------------------------------------------------------------------------------------
// Field schemas (string in, normalised value out)
// ---------------------------------------------------------------------------------------------

const nameValue = z
  .string()
  .transform(tidyText)
  .pipe(z.string().min(2, leadMessages.name).max(100, leadMessages.nameTooLong).regex(NAME_PATTERN, leadMessages.name));

/** Full name, 2-100 characters: letters of any script, spaces and . ' - (white space tidied). */
export const nameField = requiredField(nameValue, leadMessages.name);

const mobileValue = z.string().transform((value, ctx) => {
  const mobile = normalizeIndianMobile(value);
  if (mobile !== null) return mobile;
  ctx.addIssue({ code: "custom", message: leadMessages.mobile });
  return z.NEVER;
});

/** Indian mobile number as typed → `+91XXXXXXXXXX`. */
export const mobileField = requiredField(mobileValue, leadMessages.mobile);

const emailValue = z
  .string()
  .transform((value) => value.trim())
  .pipe(z.string().max(200, leadMessages.emailTooLong).regex(EMAIL_PATTERN, leadMessages.email));

/** Optional e-mail address (blank → undefined), at most 200 characters. */
export const emailField = optionalField(emailValue);
/** Required e-mail address (partner applications). */
export const requiredEmailField = requiredField(emailValue, leadMessages.email);

const pincodeValue = z.string().transform((value, ctx) => {
  const pincode = normalizePincode(value);
  if (pincode !== null) return pincode;
  ctx.addIssue({ code: "custom", message: leadMessages.pincode });
  return z.NEVER;
});

/** Optional PIN code (blank → undefined): `682016` or `682 016` → `"682016"`. */
export const pincodeField = optionalField(pincodeValue);
/** Required PIN code (used when a service needs it). */
export const requiredPincodeField = requiredField(pincodeValue, leadMessages.pincode);

const cityValue = z
  .string()
  .transform(tidyText)
  .pipe(z.string().min(2, leadMessages.city).max(80, leadMessages.cityTooLong).regex(CITY_PATTERN, leadMessages.city));

/** Optional city or town, 2-80 characters (blank → undefined). */
export const cityField = optionalField(cityValue);
/** Required city or town (partner applications; services that need it). */
export const requiredCityField = requiredField(cityValue, leadMessages.city);

const amountValue = rupeeValue({
  min: MIN_LOAN_AMOUNT,
  max: MAX_LOAN_AMOUNT,
  invalid: leadMessages.amount,
  tooSmall: leadMessages.amountTooSmall,
  tooLarge: leadMessages.amountTooLarge,
});

/** Loan amount as typed (`5,00,000`, `5 lakh`, `₹ 5,00,000.00`) → whole rupees, ₹10,000 to ₹100 crore. */
export const amountField = requiredField(amountValue, leadMessages.amount);

const incomeValue = rupeeValue({
  min: MIN_MONTHLY_INCOME,
  max: MAX_MONTHLY_INCOME,
  invalid: leadMessages.income,
  tooSmall: leadMessages.incomeTooSmall,
  tooLarge: leadMessages.incomeTooLarge,
});

/** Monthly income as typed (`50,000`, `50k`) → whole rupees, ₹1,000 to ₹10 crore. */
export const incomeField = requiredField(incomeValue, leadMessages.income);

const messageValue = z.string().trim().max(2000, leadMessages.message);

/** Optional free-text message, at most 2000 characters (blank → undefined). */
export const messageField = optionalField(messageValue);
/** Required message (contact form): 10-2000 characters. */
export const requiredMessageField = requiredField(
  z.string().trim().min(10, leadMessages.messageRequired).max(2000, leadMessages.message),
  leadMessages.messageRequired,
);

/** Optional employment type from a select: `""` → undefined. */
export const employmentTypeField = z
  .union([z.enum(employmentTypes), z.literal("")], { error: leadMessages.employmentType })
  .transform((value) => (value === "" ? undefined : value))
  .optional();

/** Required employment type (used when a service needs it). */
export const requiredEmploymentTypeField = z.enum(employmentTypes, { error: leadMessages.employmentType });

/** Years of experience, 0-60, from a text/number input (`"5"` or 5); blank → undefined. */
export const experienceYearsField = z
  .union([z.string(), z.number()], { error: leadMessages.experienceYears })
  .transform((value, ctx) => {
    if (typeof value === "string" && value.trim() === "") return undefined;
    const years = typeof value === "number" ? value : /^\d{1,2}$/.test(value.trim()) ? Number(value.trim()) : NaN;
    if (Number.isInteger(years) && years >= 0 && years <= 60) return years;
    ctx.addIssue({ code: "custom", message: leadMessages.experienceYears });
    return z.NEVER;
  })
  .optional();

/** Free text kept for context but never shown to the visitor: cut to `max` rather than rejecting the lead. */
function clipped(max: number) {
  return z
    .string()
    .transform((value) => value.trim().slice(0, max))
    .optional();
}

// ---------------------------------------------------------------------------------------------
// Lead schemas
// ---------------------------------------------------------------------------------------------

export const ConsentSchema = z.object(
  {
    accepted: z.literal(true, { error: leadMessages.consent }),
    noticeVersion: z.string().trim().min(1).max(40),
    language: z.string().trim().min(2).max(10),
  },
  { error: leadMessages.consent },
);

/**
 * Fields every lead form sends: consent, the tracking context and the honeypot `website` (the
 * server rejects the lead when it is non-empty; the schema only allows it). Tracking strings are
 * cut to their maximum length instead of failing the lead, because the visitor cannot fix them.
 */
const commonFields = {
  consent: ConsentSchema,
  landingPage: clipped(500),
  referrer: clipped(500),
  utm: z
    .object({
      source: clipped(200),
      medium: clipped(200),
      campaign: clipped(200),
      term: clipped(200),
      content: clipped(200),
    })
    .optional(),
  website: z.string().max(200).optional(),
};

export const LoanEnquirySchema = z.object({
  kind: z.literal("loan_enquiry"),
  serviceSlug: z
    .string({ error: leadMessages.serviceSlug })
    .trim()
    .min(2, leadMessages.serviceSlug)
    .max(80, leadMessages.serviceSlug)
    .regex(SLUG_PATTERN, leadMessages.serviceSlug),
  name: nameField,
  mobile: mobileField,
  email: emailField,
  city: cityField,
  pincode: pincodeField,
  loanAmount: optionalField(amountValue),
  monthlyIncome: optionalField(incomeValue),
  employmentType: employmentTypeField,
  message: messageField,
  ...commonFields,
});

export const ContactMessageSchema = z.object({
  kind: z.literal("contact_message"),
  name: nameField,
  mobile: mobileField,
  email: emailField,
  subject: optionalField(z.string().trim().max(120, leadMessages.subject)),
  message: requiredMessageField,
  ...commonFields,
});

export const PartnerApplicationSchema = z.object({
  kind: z.literal("partner_application"),
  name: nameField,
  mobile: mobileField,
  email: requiredEmailField,
  city: requiredCityField,
  pincode: pincodeField,
  partnerType: z.enum(partnerTypes, { error: leadMessages.partnerType }),
  experienceYears: experienceYearsField,
  message: messageField,
  ...commonFields,
});

/** Every lead form's payload, discriminated on `kind`. Parse with `safeParse` and show `fieldErrors`. */
export const LeadInputSchema = z.discriminatedUnion(
  "kind",
  [LoanEnquirySchema, ContactMessageSchema, PartnerApplicationSchema],
  { error: leadMessages.kind },
);

/** What the forms send (strings as typed). */
export type LeadInput = z.input<typeof LeadInputSchema>;
/** What the schema gives back (mobile `+91…`, amounts in rupees, blanks removed). */
export type LeadData = z.output<typeof LeadInputSchema>;
export type LoanEnquiryInput = z.input<typeof LoanEnquirySchema>;
export type LoanEnquiryData = z.output<typeof LoanEnquirySchema>;
export type ContactMessageInput = z.input<typeof ContactMessageSchema>;
export type ContactMessageData = z.output<typeof ContactMessageSchema>;
export type PartnerApplicationInput = z.input<typeof PartnerApplicationSchema>;
export type PartnerApplicationData = z.output<typeof PartnerApplicationSchema>;

// ---------------------------------------------------------------------------------------------
// Per-service requirements
// ---------------------------------------------------------------------------------------------

export interface ServiceFieldRequirements {
  loanAmount: boolean;
  monthlyIncome: boolean;
  employmentType: boolean;
  city: boolean;
  pincode: boolean;
}
export type ServiceRequirementField = keyof ServiceFieldRequirements;

const FULL_LOAN: ServiceFieldRequirements = {
  loanAmount: true,
  monthlyIncome: true,
  employmentType: true,
  city: true,
  pincode: true,
};

const SERVICE_REQUIREMENTS: Record<string, ServiceFieldRequirements> = {
  "home-loans": FULL_LOAN,
  "personal-loan": FULL_LOAN,
  "business-loans": FULL_LOAN,
  "loan-against-property": FULL_LOAN,
  "two-wheeler-loans": FULL_LOAN,
  "gold-loan": { loanAmount: true, monthlyIncome: false, employmentType: false, city: true, pincode: true },
  "rooftop-solar-finance": {
    loanAmount: true,
    monthlyIncome: false,
    employmentType: false,
    city: false,
    pincode: true,
  },
  "outward-remittance-forex": {
    loanAmount: true,
    monthlyIncome: false,
    employmentType: false,
    city: true,
    pincode: false,
  },
};

const DEFAULT_REQUIREMENTS: ServiceFieldRequirements = {
  loanAmount: true,
  monthlyIncome: false,
  employmentType: false,
  city: true,
  pincode: false,
};

/**
 * Which of the optional loan-enquiry fields the form for `slug` shows and requires. A field that
 * is false is neither shown nor required. Unknown slugs: amount and city.
 */
export function requiredFieldsForService(slug: string): ServiceFieldRequirements {
  return { ...(SERVICE_REQUIREMENTS[slug] ?? DEFAULT_REQUIREMENTS) };
}

/** The message for a required-but-missing field; the amount wording follows the service. */
export function missingFieldMessage(slug: string, field: ServiceRequirementField): string {
  switch (field) {
    case "loanAmount":
      if (slug === "rooftop-solar-finance") return "Enter the cost of the solar system";
      if (slug === "outward-remittance-forex") return "Enter the amount in rupees you want to send";
      return "Enter the loan amount you need";
    case "monthlyIncome":
      return "Enter your monthly income";
    case "employmentType":
      return leadMessages.employmentType;
    case "city":
      return leadMessages.city;
    case "pincode":
      return leadMessages.pincode;
  }
}

export type ServiceFieldErrors = Partial<Record<ServiceRequirementField, string>>;

/**
 * Field errors for the fields `data.serviceSlug` requires but `data` lacks, e.g.
 * `{ loanAmount: "Enter the loan amount you need" }`; `{}` when nothing is missing. Works on the
 * parsed data (server, after LeadInputSchema) and on raw form values: `undefined`, `null` and
 * blank strings count as missing. It checks presence only; formats are the schema's job.
 */
export function validateLoanEnquiryForService(data: {
  serviceSlug: string;
  loanAmount?: unknown;
  monthlyIncome?: unknown;
  employmentType?: unknown;
  city?: unknown;
  pincode?: unknown;
}): ServiceFieldErrors {
  const required = requiredFieldsForService(data.serviceSlug);
  const errors: ServiceFieldErrors = {};
  for (const field of Object.keys(required) as ServiceRequirementField[]) {
    const value = data[field];
    const missing = value === undefined || value === null || (typeof value === "string" && value.trim() === "");
    if (required[field] && missing) errors[field] = missingFieldMessage(data.serviceSlug, field);
  }
  return errors;
}

/**
 * The loan-enquiry schema for one service's form: the fields that service requires become
 * required (with the same messages as validateLoanEnquiryForService), so a form resolver shows
 * every problem at once. Its output is assignable to LoanEnquiryData.
 */
export function loanEnquirySchemaForService(slug: string) {
  const required = requiredFieldsForService(slug);
  return LoanEnquirySchema.extend({
    loanAmount: required.loanAmount
      ? requiredField(amountValue, missingFieldMessage(slug, "loanAmount"))
      : optionalField(amountValue),
    monthlyIncome: required.monthlyIncome
      ? requiredField(incomeValue, missingFieldMessage(slug, "monthlyIncome"))
      : optionalField(incomeValue),
    employmentType: required.employmentType ? requiredEmploymentTypeField : employmentTypeField,
    city: required.city ? requiredField(cityValue, missingFieldMessage(slug, "city")) : cityField,
    pincode: required.pincode ? requiredField(pincodeValue, missingFieldMessage(slug, "pincode")) : pincodeField,
  });
}

// ---------------------------------------------------------------------------------------------
// Errors
// ---------------------------------------------------------------------------------------------

/** Field path → first message, e.g. `{ mobile: "Enter a 10-digit…", "consent.accepted": "Please agree…" }`. */
export type LeadFieldErrors = Record<string, string>;

/** Flattens a ZodError from these schemas into one message per field (the first one). */
export function fieldErrorsFromZod(error: z.ZodError): LeadFieldErrors {
  const errors: LeadFieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".") || "form";
    errors[key] ??= issue.message;
  }
  return errors;
}
