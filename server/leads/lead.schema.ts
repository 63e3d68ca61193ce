// The shared schemas of the lead forms (loan enquiry, contact message, partner application, Vyapar
// app enquiry): one schema per field (string in, normalised value out) and one per lead kind. Used by the browser
// forms and by the server (POST /api/leads), so both give the same messages. Imports only "zod"
// (not "@hono/zod-openapi") and browser-safe modules: this module is bundled for the browser.
// What each loan service asks for is in ./enquiry-requirements.ts.
import { z } from "zod";
import { hasControlCharacters, withoutControlCharacters } from "../formats/control-characters";
import { disallowedNameCharacters, normalizeIndianMobile, normalizePincode, parseIndianAmount } from "./lead-rules";
import { employmentTypes, leadKinds, partnerTypes } from "../vocabulary/leads";
import {
  leadMessages,
  nameCharactersMessage,
  MAX_LOAN_AMOUNT,
  MAX_MONTHLY_INCOME,
  MIN_LOAN_AMOUNT,
  MIN_MONTHLY_INCOME,
} from "./lead-messages";

/** Version of the consent notice the forms show; stored with each lead. */
export const CONSENT_NOTICE_VERSION = "2026-11-22";

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

/** A schema that reads a non-blank string (what a text input gives). */
type StringSchema<Out> = z.ZodType<Out, string>;

/** How much of a text input may be control characters: none on one line, tabs and line breaks in a message. */
interface TextOptions {
  multiline?: boolean;
}

/**
 * A string without control characters (see formats/control-characters.ts), checked before anything
 * else so that the message says what to fix; `multiline` text may keep tabs and line breaks.
 */
function plainText(options: TextOptions = {}, base = z.string()) {
  const message = options.multiline ? leadMessages.messageControlCharacters : leadMessages.controlCharacters;
  return base.refine((value) => !hasControlCharacters(value, options), message);
}

/**
 * Optional text input: a missing key, `""` or only spaces become `undefined`; anything else must
 * be free of control characters (tabs and line breaks allowed when `multiline`) and pass `schema`.
 */
export function optionalField<Out>(schema: StringSchema<Out>, options: TextOptions = {}) {
  return plainText(options)
    .transform((value) => (value.trim() === "" ? undefined : value))
    .pipe(schema.optional())
    .optional();
}

/**
 * Required text input: missing, `""` or only spaces give `blankMessage`; anything else must be
 * free of control characters (tabs and line breaks allowed when `multiline`) and pass `schema`.
 */
export function requiredField<Out>(schema: StringSchema<Out>, blankMessage: string, options: TextOptions = {}) {
  return plainText(options, z.string({ error: blankMessage }))
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
  .pipe(
    z
      .string()
      // A name far too long is not read any further.
      .max(100, { error: leadMessages.nameTooLong, abort: true })
      .superRefine((name, ctx) => {
        // What to remove first (an emoji, a digit): "Enter your full name" would not say it.
        const disallowed = disallowedNameCharacters(name);
        if (disallowed.length > 0) ctx.addIssue({ code: "custom", message: nameCharactersMessage(disallowed) });
        else if (name.length < 2 || !/^[\p{L}(]/u.test(name))
          ctx.addIssue({ code: "custom", message: leadMessages.name });
      }),
  );

/**
 * Full name, 2-100 characters (white space tidied): letters of any script, spaces and . - ' ( ),
 * beginning with a letter or a bracket (server/leads/lead-rules.ts says which characters).
 */
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

/** A typed PIN code → its six digits. Wrapped by optionalField / requiredField, which handle blanks. */
export const pincodeValue = z.string().transform((value, ctx) => {
  const pincode = normalizePincode(value);
  if (pincode !== null) return pincode;
  ctx.addIssue({ code: "custom", message: leadMessages.pincode });
  return z.NEVER;
});

/** Optional PIN code (blank → undefined): `682016` or `682 016` → `"682016"`. */
export const pincodeField = optionalField(pincodeValue);
/** Required PIN code (used when a service needs it). */
export const requiredPincodeField = requiredField(pincodeValue, leadMessages.pincode);

/** A typed city or town, white space tidied. Wrapped by optionalField / requiredField. */
export const cityValue = z
  .string()
  .transform(tidyText)
  .pipe(z.string().min(2, leadMessages.city).max(80, leadMessages.cityTooLong).regex(CITY_PATTERN, leadMessages.city));

/** Optional city or town, 2-80 characters (blank → undefined). */
export const cityField = optionalField(cityValue);
/** Required city or town (partner applications; services that need it). */
export const requiredCityField = requiredField(cityValue, leadMessages.city);

/** A typed loan amount → whole rupees within range. Wrapped by optionalField / requiredField. */
export const amountValue = rupeeValue({
  min: MIN_LOAN_AMOUNT,
  max: MAX_LOAN_AMOUNT,
  invalid: leadMessages.amount,
  tooSmall: leadMessages.amountTooSmall,
  tooLarge: leadMessages.amountTooLarge,
});

/** Loan amount as typed (`5,00,000`, `5 lakh`, `₹ 5,00,000.00`) → whole rupees, ₹10,000 to ₹100 crore. */
export const amountField = requiredField(amountValue, leadMessages.amount);

/** A typed monthly income → whole rupees within range. Wrapped by optionalField / requiredField. */
export const incomeValue = rupeeValue({
  min: MIN_MONTHLY_INCOME,
  max: MAX_MONTHLY_INCOME,
  invalid: leadMessages.income,
  tooSmall: leadMessages.incomeTooSmall,
  tooLarge: leadMessages.incomeTooLarge,
});

/** Monthly income as typed (`50,000`, `50k`) → whole rupees, ₹1,000 to ₹10 crore. */
export const incomeField = requiredField(incomeValue, leadMessages.income);

const messageValue = z.string().trim().max(2000, leadMessages.message);

/** Optional free-text message, at most 2000 characters (blank → undefined); may keep tabs and line breaks. */
export const messageField = optionalField(messageValue, { multiline: true });
/** Required message (contact form): 10-2000 characters; may keep tabs and line breaks. */
export const requiredMessageField = requiredField(
  z.string().trim().min(10, leadMessages.messageRequired).max(2000, leadMessages.message),
  leadMessages.messageRequired,
  { multiline: true },
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

/**
 * Free text kept for context but never shown to the visitor (tracking): control characters removed
 * and cut to `max` rather than rejecting the lead, since the visitor could not fix them; blank
 * (or nothing but control characters) → undefined.
 */
function clipped(max: number) {
  return z
    .string()
    .transform((value) => withoutControlCharacters(value).trim().slice(0, max) || undefined)
    .optional();
}

// ---------------------------------------------------------------------------------------------
// Lead schemas
// ---------------------------------------------------------------------------------------------

/** Text the form sets rather than the visitor types (the consent record): any fault reads as a consent problem. */
const formSetText = () => z.string().refine((value) => !hasControlCharacters(value), leadMessages.consent);

export const ConsentSchema = z.object(
  {
    accepted: z.literal(true, { error: leadMessages.consent }),
    noticeVersion: formSetText().trim().min(1).max(40),
    language: formSetText().trim().min(2).max(10),
  },
  { error: leadMessages.consent },
);

/**
 * Fields every lead form sends: consent, the tracking context and the honeypot `website` (the
 * server answers as if stored but keeps nothing when it is non-empty; the schema only allows it). Tracking strings are
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
  /**
   * The deal on /deals whose button opened the form. A deal that ended or was deleted meanwhile
   * never costs the visitor their enquiry: the lead is stored without it.
   */
  dealId: z
    .number({ error: "Send the deal's id as a number, or leave it out" })
    .int("Send the deal's id as a whole number, or leave it out")
    .positive("Send the deal's id as a positive number, or leave it out")
    .max(2_147_483_647, "Send the deal's id as listed, or leave it out")
    .optional(),
  ...commonFields,
});

/**
 * The first step of the loan enquiry form: what makes a stored lead (name, mobile, consent, the
 * honeypot); the other details follow with EnquiryDetailsSchema.
 */
export const LoanEnquiryStepOneSchema = LoanEnquirySchema.pick({
  kind: true,
  serviceSlug: true,
  name: true,
  mobile: true,
  consent: true,
  website: true,
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

/** The enquiry form of /vyapar-app: who to call, and optionally the business and what it needs. */
export const VyaparEnquirySchema = z.object({
  kind: z.literal("vyapar_enquiry"),
  name: nameField,
  mobile: mobileField,
  businessName: optionalField(z.string().transform(tidyText).pipe(z.string().max(120, leadMessages.businessName))),
  city: cityField,
  message: messageField,
  ...commonFields,
});

/** Every lead form's payload, discriminated on `kind`. Parse with `safeParse` and show `fieldErrorsFromZod`. */
export const LeadInputSchema = z.discriminatedUnion(
  "kind",
  [LoanEnquirySchema, ContactMessageSchema, PartnerApplicationSchema, VyaparEnquirySchema],
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
export type VyaparEnquiryInput = z.input<typeof VyaparEnquirySchema>;
export type VyaparEnquiryData = z.output<typeof VyaparEnquirySchema>;

/**
 * What POST /api/leads answers (201), read by the forms; the OpenAPI document's CreatedLead is
 * built from it (api.server.ts). The same for every accepted submission, a repeat of a recent
 * enquiry included: nothing in it tells that a mobile number enquired before (ADR 0007).
 */
export const CreatedLeadSchema = z.object({
  reference: z
    .string()
    .meta({ example: "LN-24K7Q9", description: "This submission's own reference, to quote to staff" }),
  kind: z.enum(leadKinds),
  /**
   * Loan enquiries only: a one-time secret with which the same visitor adds the enquiry's other
   * details for two hours (PATCH /api/leads/{reference}). Only its SHA-256 is stored.
   */
  enrichmentToken: z.string().optional().meta({
    description:
      "Loan enquiries only: send it with PATCH /api/leads/{reference} within 2 hours to add the enquiry's other details",
  }),
});
export type CreatedLead = z.infer<typeof CreatedLeadSchema>;

// ---------------------------------------------------------------------------------------------
// The optional second step of a loan enquiry
// ---------------------------------------------------------------------------------------------

/**
 * The details a loan enquiry's second step may add, each with the same field schema (and so the
 * same messages) as in the one-step form; every one optional: the visitor fills what they can.
 */
export const EnquiryDetailsSchema = z.object({
  email: emailField,
  city: cityField,
  pincode: pincodeField,
  loanAmount: optionalField(amountValue),
  monthlyIncome: optionalField(incomeValue),
  employmentType: employmentTypeField,
  message: messageField,
});
export type EnquiryDetailsInput = z.input<typeof EnquiryDetailsSchema>;
export type EnquiryDetails = z.output<typeof EnquiryDetailsSchema>;
export const enquiryDetailFields = Object.keys(EnquiryDetailsSchema.shape) as (keyof EnquiryDetails)[];

/** True when at least one detail was given (blank inputs are undefined after parsing). */
export function hasAnyDetail(details: EnquiryDetails): boolean {
  return enquiryDetailFields.some((field) => details[field] !== undefined);
}

/** PATCH /api/leads/{reference}: the token from the first step's answer and the details. */
export const EnquiryDetailsRequestSchema = EnquiryDetailsSchema.extend({
  enrichmentToken: z
    .string({ error: leadMessages.enrichmentToken })
    .min(20, leadMessages.enrichmentToken)
    .max(200, leadMessages.enrichmentToken),
}).refine(hasAnyDetail, { message: leadMessages.noDetails, path: [] });
export type EnquiryDetailsRequest = z.output<typeof EnquiryDetailsRequestSchema>;

/** What PATCH /api/leads/{reference} answers: the enquiry's details as now stored (normalised). */
export const EnquirySummarySchema = z.object({
  reference: z.string().meta({ example: "LN-24K7Q9" }),
  serviceSlug: z.string().nullable(),
  email: z.string().nullable(),
  city: z.string().nullable(),
  pincode: z.string().nullable(),
  loanAmount: z.number().int().nullable().meta({ description: "Whole rupees" }),
  monthlyIncome: z.number().int().nullable().meta({ description: "Whole rupees" }),
  employmentType: z.enum(employmentTypes).nullable(),
  message: z.string().nullable(),
  /** The details the visitor can still change (the others came with the first step). */
  editable: z.array(z.enum(enquiryDetailFields as [keyof EnquiryDetails, ...(keyof EnquiryDetails)[]])),
  enrichmentExpiresAt: z.string().meta({ description: "ISO 8601; the token works until then" }),
});
export type EnquirySummary = z.infer<typeof EnquirySummarySchema>;
