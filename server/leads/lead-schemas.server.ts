// The lead schemas in each of the site's languages, for the server: POST and PATCH /api/leads
// answer a form's field errors in the language the form was in (its consent.language, or the
// second step's language), and the lead service words its own rules' messages alike. Built once
// per language from that language's formErrors messages (app/i18n/messages/form-errors.ts): the
// same messages the browser's forms build their schemas from (use-lead-schemas.ts).
import { catalogueFor } from "../../app/i18n/messages";
import { createTranslator } from "../../app/i18n/translator";
import { isLanguage, type Language } from "../vocabulary/languages";
import { leadMessagesFrom, type LeadMessages } from "./lead-messages";
import { createLeadSchemas, type LeadSchemas } from "./lead.schema";

const built = new Map<Language, LeadSchemas>();

/** Every lead schema with `language`'s messages (built on first use, then kept). */
export function leadSchemasFor(language: Language): LeadSchemas {
  let schemas = built.get(language);
  if (!schemas) {
    schemas = createLeadSchemas(leadMessagesFrom(createTranslator(language, catalogueFor(language))));
    built.set(language, schemas);
  }
  return schemas;
}

/** The lead forms' messages in `language`. */
export function leadMessagesFor(language: Language): LeadMessages {
  return leadSchemasFor(language).messages;
}

/**
 * The language a lead form's request was sent in: the consent notice's language of a new lead
 * (`consent.language`), the `language` of a second step; English when it names none of the site's
 * languages (the request's own check then says what is wrong with it).
 */
export function formLanguageOf(body: unknown): Language {
  if (typeof body !== "object" || body === null) return "en";
  const { consent, language } = body as { consent?: unknown; language?: unknown };
  const named =
    typeof consent === "object" && consent !== null ? (consent as { language?: unknown }).language : language;
  return isLanguage(named) ? named : "en";
}

/**
 * The English schemas and messages: what the API declares in its OpenAPI document and answers a
 * request that names no other language, word for word as before the site had other languages.
 */
const english = leadSchemasFor("en");
export const leadMessages = english.messages;
export const {
  LeadInputSchema,
  LoanEnquirySchema,
  ContactMessageSchema,
  PartnerApplicationSchema,
  VyaparEnquirySchema,
  EnquiryDetailsSchema,
  EnquiryDetailsRequestSchema,
} = english;
