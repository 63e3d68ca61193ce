// The shared schemas of the lead forms (loan enquiry, contact message, partner application, Vyapar
// app enquiry): one schema per field (string in, normalised value out) and one per lead kind. Used by the browser
// forms and by the server (POST /api/leads), so both give the same messages. Imports only "zod"
// (not "@hono/zod-openapi") and browser-safe modules: this module is bundled for the browser.
// What each loan service asks for is in ./enquiry-requirements.ts.
//
// The messages are the visitor's language: createLeadSchemas takes one language's messages
// (./lead-messages.ts) and builds every schema with them. The browser builds them with the page's
// translator (app/components/lead-form/use-lead-schemas.ts), the server once per language
// (./lead-schemas.server.ts). What no visitor reads (the API's answers, the deal id a page sets)
// is declared once, here.
import { z } from "zod";
import { hasControlCharacters, withoutControlCharacters } from "../formats/control-characters";
import { disallowedNameCharacters, normalizeIndianMobile, normalizePincode, parseIndianAmount } from "./lead-rules";
import { employmentTypes, leadKinds, partnerTypes } from "../vocabulary/leads";
import { languages, type Language } from "../vocabulary/languages";
import {
  MAX_LOAN_AMOUNT,
  MAX_MONTHLY_INCOME,
  MIN_LOAN_AMOUNT,
  MIN_MONTHLY_INCOME,
  type LeadMessages,
} from "./lead-messages";

/**
 * The version of the consent notice (app/i18n/messages/consent.ts) in each language, stored with
 * every lead (consent_notice_version) beside the language (consent_language), so the record says
 * which words the person agreed to. Each language has its own: when a language's notice changes
 * (its label, heading, notice, purposes or recipients), give that language a new version here;
 * the others keep theirs. tests/unit/server/leads/consent-notice.test.ts fails until you do.
 */
export const consentNoticeVersions = {
  en: "2026-11-22",
  ml: "2026-11-27-ml",
  hi: "2026-11-27-hi",
} as const satisfies Record<Language, string>;

/** Version of the English consent notice; stored with each lead sent from an English page. */
export const CONSENT_NOTICE_VERSION = consentNoticeVersions.en;

// ---------------------------------------------------------------------------------------------
// Helpers that need no messages
// ---------------------------------------------------------------------------------------------

/** A schema that reads a non-blank string (what a text input gives). */
type StringSchema<Out> = z.ZodType<Out, string>;

/** How much of a text input may be control characters: none on one line, tabs and line breaks in a message. */
interface TextOptions {
  multiline?: boolean;
}

const CITY_PATTERN = /^[\p{L}\p{M}\p{Join_Control}][\p{L}\p{M}\p{Join_Control}0-9 .,'’()/-]*$/u;
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/**
 * Text as stored and searched: Unicode NFC, so that the same Malayalam or Devanagari letters typed
 * on different keyboards (a vowel sign typed apart, a nukta letter as one code point or two) are
 * the same text, and staff search finds them (lead-list.server.ts normalises the search alike).
 */
const composed = (value: string) => value.normalize("NFC");

/** NFC, runs of white space collapsed to one space, trimmed. */
const tidyText = (value: string) => composed(value).replace(/\s+/g, " ").trim();

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

/** Text as `normalize` writes it (a mobile as +91…, a PIN code as six digits); null from it is refused with `message`. */
function normalisedBy(normalize: (value: string) => string | null, message: string) {
  return z.string().transform((value, ctx) => {
    const normal = normalize(value);
    if (normal !== null) return normal;
    ctx.addIssue({ code: "custom", message });
    return z.NEVER;
  });
}

/** The details a loan enquiry's second step may add (EnquiryDetailsSchema), in the order of the API. */
export const enquiryDetailFields = [
  "email",
  "city",
  "pincode",
  "loanAmount",
  "monthlyIncome",
  "employmentType",
  "message",
] as const;

/**
 * The deal on /deals whose button opened the form. A deal that ended or was deleted meanwhile
 * never costs the visitor their enquiry: the lead is stored without it. The page sets it, the
 * visitor never sees it: its messages are for API clients, in English.
 */
const DealIdSchema = z
  .number({ error: "Send the deal's id as a number, or leave it out" })
  .int("Send the deal's id as a whole number, or leave it out")
  .positive("Send the deal's id as a positive number, or leave it out")
  .max(2_147_483_647, "Send the deal's id as listed, or leave it out")
  .optional();

// ---------------------------------------------------------------------------------------------
// The schemas, in one language
// ---------------------------------------------------------------------------------------------

/**
 * Every lead schema with `messages` (one language's: ./lead-messages.ts). Pure: the caller keeps
 * the result, once per language (./lead-schemas.server.ts on the server, use-lead-schemas.ts in
 * the browser). The schemas accept and produce the same in every language; only what they say
 * about a field differs.
 */
export function createLeadSchemas(messages: LeadMessages) {
  /**
   * A string without control characters (see formats/control-characters.ts), checked before anything
   * else so that the message says what to fix; `multiline` text may keep tabs and line breaks.
   */
  function plainText(options: TextOptions = {}, base = z.string()) {
    const message = options.multiline ? messages.messageControlCharacters : messages.controlCharacters;
    return base.refine((value) => !hasControlCharacters(value, options), message);
  }

  /**
   * Optional text input: a missing key, `""` or only spaces become `undefined`; anything else must
   * be free of control characters (tabs and line breaks allowed when `multiline`) and pass `schema`.
   */
  function optionalField<Out>(schema: StringSchema<Out>, options: TextOptions = {}) {
    return plainText(options)
      .transform((value) => (value.trim() === "" ? undefined : value))
      .pipe(schema.optional())
      .optional();
  }

  /**
   * Required text input: missing, `""` or only spaces give `blankMessage`; anything else must be
   * free of control characters (tabs and line breaks allowed when `multiline`) and pass `schema`.
   */
  function requiredField<Out>(schema: StringSchema<Out>, blankMessage: string, options: TextOptions = {}) {
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

  // -------------------------------------------------------------------------------------------
  // Field schemas (string in, normalised value out)
  // -------------------------------------------------------------------------------------------

  const nameValue = z
    .string()
    .transform(tidyText)
    .pipe(
      z
        .string()
        // A name far too long is not read any further.
        .max(100, { error: messages.nameTooLong, abort: true })
        .superRefine((name, ctx) => {
          // What to remove first (an emoji, a digit): "Enter your full name" would not say it.
          const disallowed = disallowedNameCharacters(name);
          if (disallowed.length > 0) ctx.addIssue({ code: "custom", message: messages.nameCharacters(disallowed) });
          else if (name.length < 2 || !/^[\p{L}(]/u.test(name))
            ctx.addIssue({ code: "custom", message: messages.name });
        }),
    );

  /**
   * Full name, 2-100 characters (white space tidied, NFC): letters of any script with their
   * combining marks, spaces and . - ' ( ), beginning with a letter or a bracket
   * (server/leads/lead-rules.ts says which characters).
   */
  const nameField = requiredField(nameValue, messages.name);

  const mobileValue = normalisedBy(normalizeIndianMobile, messages.mobile);

  /** Indian mobile number as typed → `+91XXXXXXXXXX`. */
  const mobileField = requiredField(mobileValue, messages.mobile);

  const emailValue = z
    .string()
    .transform((value) => value.trim())
    .pipe(z.string().max(200, messages.emailTooLong).regex(EMAIL_PATTERN, messages.email));

  /** Optional e-mail address (blank → undefined), at most 200 characters. */
  const emailField = optionalField(emailValue);
  /** Required e-mail address (partner applications). */
  const requiredEmailField = requiredField(emailValue, messages.email);

  /** A typed PIN code → its six digits. Wrapped by optionalField / requiredField, which handle blanks. */
  const pincodeValue = normalisedBy(normalizePincode, messages.pincode);

  /** Optional PIN code (blank → undefined): `682016` or `682 016` → `"682016"`. */
  const pincodeField = optionalField(pincodeValue);

  /** A typed city or town, white space tidied. Wrapped by optionalField / requiredField. */
  const cityValue = z
    .string()
    .transform(tidyText)
    .pipe(z.string().min(2, messages.city).max(80, messages.cityTooLong).regex(CITY_PATTERN, messages.city));

  /** Optional city or town, 2-80 characters (blank → undefined). */
  const cityField = optionalField(cityValue);
  /** Required city or town (partner applications; services that need it). */
  const requiredCityField = requiredField(cityValue, messages.city);

  /** A typed loan amount → whole rupees within range. Wrapped by optionalField / requiredField. */
  const amountValue = rupeeValue({
    min: MIN_LOAN_AMOUNT,
    max: MAX_LOAN_AMOUNT,
    invalid: messages.amount,
    tooSmall: messages.amountTooSmall,
    tooLarge: messages.amountTooLarge,
  });

  /** A typed monthly income → whole rupees within range. Wrapped by optionalField / requiredField. */
  const incomeValue = rupeeValue({
    min: MIN_MONTHLY_INCOME,
    max: MAX_MONTHLY_INCOME,
    invalid: messages.income,
    tooSmall: messages.incomeTooSmall,
    tooLarge: messages.incomeTooLarge,
  });

  const messageValue = z.string().transform(composed).pipe(z.string().trim().max(2000, messages.message));

  /** Optional free-text message, at most 2000 characters (blank → undefined); may keep tabs and line breaks. */
  const messageField = optionalField(messageValue, { multiline: true });
  /** Required message (contact form): 10-2000 characters; may keep tabs and line breaks. */
  const requiredMessageField = requiredField(
    z
      .string()
      .transform(composed)
      .pipe(z.string().trim().min(10, messages.messageRequired).max(2000, messages.message)),
    messages.messageRequired,
    { multiline: true },
  );

  /** Optional employment type from a select: `""` → undefined. */
  const employmentTypeField = z
    .union([z.enum(employmentTypes), z.literal("")], { error: messages.employmentType })
    .transform((value) => (value === "" ? undefined : value))
    .optional();

  /** Required employment type (used when a service needs it). */
  const requiredEmploymentTypeField = z.enum(employmentTypes, { error: messages.employmentType });

  /** Years of experience, 0-60, from a text/number input (`"5"` or 5); blank → undefined. */
  const experienceYearsField = z
    .union([z.string(), z.number()], { error: messages.experienceYears })
    .transform((value, ctx) => {
      if (typeof value === "string" && value.trim() === "") return undefined;
      const years = typeof value === "number" ? value : /^\d{1,2}$/.test(value.trim()) ? Number(value.trim()) : NaN;
      if (Number.isInteger(years) && years >= 0 && years <= 60) return years;
      ctx.addIssue({ code: "custom", message: messages.experienceYears });
      return z.NEVER;
    })
    .optional();

  // -------------------------------------------------------------------------------------------
  // Lead schemas
  // -------------------------------------------------------------------------------------------

  /** Text the form sets rather than the visitor types (the consent record): any fault reads as a consent problem. */
  const formSetText = (base = z.string()) => base.refine((value) => !hasControlCharacters(value), messages.consent);

  const ConsentSchema = z.object(
    {
      accepted: z.literal(true, { error: messages.consent }),
      /** Which notice the person read: its language's version (consentNoticeVersions). */
      noticeVersion: formSetText().trim().min(1).max(40),
      /** The page's language, in which the form showed the notice: en, ml or hi. */
      language: formSetText(z.string({ error: messages.consentLanguage })).pipe(
        z.enum(languages, { error: messages.consentLanguage }),
      ),
    },
    { error: messages.consent },
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

  /**
   * A loan enquiry's details beyond name and mobile, every one optional: sent with the first step
   * by an API client, or with the second step (EnquiryDetailsSchema), with the same schemas.
   */
  const enquiryDetails = {
    email: emailField,
    city: cityField,
    pincode: pincodeField,
    loanAmount: optionalField(amountValue),
    monthlyIncome: optionalField(incomeValue),
    employmentType: employmentTypeField,
    message: messageField,
  } satisfies Record<(typeof enquiryDetailFields)[number], z.ZodType>;

  const LoanEnquirySchema = z.object({
    kind: z.literal("loan_enquiry"),
    serviceSlug: z
      .string({ error: messages.serviceSlug })
      .trim()
      .min(2, messages.serviceSlug)
      .max(80, messages.serviceSlug)
      .regex(SLUG_PATTERN, messages.serviceSlug),
    name: nameField,
    mobile: mobileField,
    ...enquiryDetails,
    dealId: DealIdSchema,
    ...commonFields,
  });

  /**
   * The first step of the loan enquiry form: what makes a stored lead (name, mobile, consent, the
   * honeypot); the other details follow with EnquiryDetailsSchema.
   */
  const LoanEnquiryStepOneSchema = LoanEnquirySchema.pick({
    kind: true,
    serviceSlug: true,
    name: true,
    mobile: true,
    consent: true,
    website: true,
  });

  const ContactMessageSchema = z.object({
    kind: z.literal("contact_message"),
    name: nameField,
    mobile: mobileField,
    email: emailField,
    subject: optionalField(z.string().transform(composed).pipe(z.string().trim().max(120, messages.subject))),
    message: requiredMessageField,
    ...commonFields,
  });

  const PartnerApplicationSchema = z.object({
    kind: z.literal("partner_application"),
    name: nameField,
    mobile: mobileField,
    email: requiredEmailField,
    city: requiredCityField,
    pincode: pincodeField,
    partnerType: z.enum(partnerTypes, { error: messages.partnerType }),
    experienceYears: experienceYearsField,
    message: messageField,
    ...commonFields,
  });

  /** The enquiry form of /vyapar-app: who to call, and optionally the business and what it needs. */
  const VyaparEnquirySchema = z.object({
    kind: z.literal("vyapar_enquiry"),
    name: nameField,
    mobile: mobileField,
    businessName: optionalField(z.string().transform(tidyText).pipe(z.string().max(120, messages.businessName))),
    city: cityField,
    message: messageField,
    ...commonFields,
  });

  /** Every lead form's payload, discriminated on `kind`. Parse with `safeParse` and show `fieldErrorsFromZod`. */
  const LeadInputSchema = z.discriminatedUnion(
    "kind",
    [LoanEnquirySchema, ContactMessageSchema, PartnerApplicationSchema, VyaparEnquirySchema],
    { error: messages.kind },
  );

  // -------------------------------------------------------------------------------------------
  // The optional second step of a loan enquiry
  // -------------------------------------------------------------------------------------------

  /**
   * The details a loan enquiry's second step may add, each with the same field schema (and so the
   * same messages) as in the one-step form; every one optional: the visitor fills what they can.
   */
  const EnquiryDetailsSchema = z.object(enquiryDetails);

  /**
   * PATCH /api/leads/{reference}: the token from the first step's answer, the details, and the
   * form's language (the messages of a 400 or 404 are in it; English when left out).
   */
  const EnquiryDetailsRequestSchema = EnquiryDetailsSchema.extend({
    enrichmentToken: z
      .string({ error: messages.enrichmentToken })
      .min(20, messages.enrichmentToken)
      .max(200, messages.enrichmentToken),
    language: z.enum(languages, { error: messages.formLanguage }).optional(),
  }).refine(hasAnyDetail, { message: messages.noDetails, path: [] });

  return {
    messages,
    optionalField,
    requiredField,
    amountValue,
    incomeValue,
    cityValue,
    cityField,
    pincodeValue,
    pincodeField,
    employmentTypeField,
    requiredEmploymentTypeField,
    LoanEnquirySchema,
    LoanEnquiryStepOneSchema,
    ContactMessageSchema,
    PartnerApplicationSchema,
    VyaparEnquirySchema,
    LeadInputSchema,
    EnquiryDetailsSchema,
    EnquiryDetailsRequestSchema,
  };
}

/** One language's lead schemas. */
export type LeadSchemas = ReturnType<typeof createLeadSchemas>;

/** What the forms send (strings as typed). */
export type LeadInput = z.input<LeadSchemas["LeadInputSchema"]>;
/** What the schema gives back (mobile `+91…`, amounts in rupees, blanks removed). */
export type LeadData = z.output<LeadSchemas["LeadInputSchema"]>;
export type LoanEnquiryInput = z.input<LeadSchemas["LoanEnquirySchema"]>;
export type LoanEnquiryData = z.output<LeadSchemas["LoanEnquirySchema"]>;
export type ContactMessageInput = z.input<LeadSchemas["ContactMessageSchema"]>;
export type ContactMessageData = z.output<LeadSchemas["ContactMessageSchema"]>;
export type PartnerApplicationInput = z.input<LeadSchemas["PartnerApplicationSchema"]>;
export type PartnerApplicationData = z.output<LeadSchemas["PartnerApplicationSchema"]>;
export type VyaparEnquiryInput = z.input<LeadSchemas["VyaparEnquirySchema"]>;
export type VyaparEnquiryData = z.output<LeadSchemas["VyaparEnquirySchema"]>;

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

export type EnquiryDetailsInput = z.input<LeadSchemas["EnquiryDetailsSchema"]>;
export type EnquiryDetails = z.output<LeadSchemas["EnquiryDetailsSchema"]>;

/** True when at least one detail was given (blank inputs are undefined after parsing). */
export function hasAnyDetail(details: Partial<Record<(typeof enquiryDetailFields)[number], unknown>>): boolean {
  return enquiryDetailFields.some((field) => details[field] !== undefined);
}

export type EnquiryDetailsRequest = z.output<LeadSchemas["EnquiryDetailsRequestSchema"]>;

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
  editable: z.array(z.enum(enquiryDetailFields)),
  enrichmentExpiresAt: z.string().meta({ description: "ISO 8601; the token works until then" }),
});
export type EnquirySummary = z.infer<typeof EnquirySummarySchema>;
