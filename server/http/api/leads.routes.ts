import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppServices } from "../../app-services.server";
import { CreatedLeadSchema, EnquirySummarySchema, type LeadSchemas } from "../../leads/lead.schema";
import {
  EnquiryDetailsRequestSchema,
  formLanguageOf,
  LeadInputSchema,
  leadSchemasFor,
} from "../../leads/lead-schemas.server";
import { fieldErrorsFromZod } from "../../shared/field-errors";
import { apiError, errorResponse, invalidInput } from "../api-error.server";
import { byAddress, rateLimit } from "../rate-limit.server";

const LEAD_RATE_WINDOW_SECONDS = 10 * 60;
/** Second steps allowed per address and window, as a multiple of the leads allowed. */
const LEAD_DETAILS_RATE_FACTOR = 6;

/** The 429's message: when to try again, in whole minutes, and the other way to reach the office. */
function tryAgainIn(what: string) {
  return (retryAfterSeconds: number) => {
    const minutes = Math.ceil(retryAfterSeconds / 60);
    return `Too many ${what} from your connection. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}, or call us.`;
  };
}

/**
 * The answer to a lead form's body that its schema refused, in the form's language (its
 * consent.language, or the second step's language): a form sent from a Malayalam page reads its
 * field messages in Malayalam. The routes declare the English schema (the OpenAPI document's),
 * which answers a form in English as it always has; for another language the body is checked
 * again with that language's schema, which refuses the same fields in its own words.
 */
function answerInFormLanguage(schemaOf: (schemas: LeadSchemas) => z.ZodType) {
  return (result: { success: boolean; target: string; error?: z.core.$ZodError }, c: Context) => {
    if (result.success || !result.error) return undefined;
    // The validator hands its hook the input it checked as `data`, also on failure (its type does not say so).
    const body = (result as { data?: unknown }).data;
    const language = result.target === "json" ? formLanguageOf(body) : "en";
    if (language === "en") return invalidInput(c, result.error);
    const schemas = leadSchemasFor(language);
    const checked = schemaOf(schemas).safeParse(body);
    const error = checked.success ? result.error : checked.error;
    return apiError(c, 400, "invalid_input", schemas.messages.someFields, fieldErrorsFromZod(error));
  };
}

/** The 201 answer, registered for the OpenAPI document (shape: CreatedLeadSchema in lead.schema.ts). */
const CreatedLeadAnswerSchema = z.object(CreatedLeadSchema.shape).openapi("CreatedLead");

const createLead = createRoute({
  method: "post",
  path: "/leads",
  tags: ["Leads"],
  summary: "Submit a loan enquiry, contact message, partner application or Vyapar app enquiry",
  description:
    "The lead is committed to the database before the 201 answer. Mobile numbers and amounts are accepted as people type them and normalised. " +
    "A loan enquiry needs only name, mobile and consent: the other details may follow with PATCH /leads/{reference} and the answer's enrichmentToken. " +
    "A request that sends some of the service's required details must send them all. " +
    "consent.language is the language of the page the form was on (en, ml or hi) and consent.noticeVersion the version of that language's notice: " +
    "a 400's messages are in that language.",
  request: {
    body: { required: true, content: { "application/json": { schema: LeadInputSchema } } },
  },
  responses: {
    201: { description: "Stored", content: { "application/json": { schema: CreatedLeadAnswerSchema } } },
    400: errorResponse("Invalid input, with a message per field"),
    413: errorResponse("Body too large"),
    415: errorResponse("Body is not JSON, or not UTF-8"),
    429: errorResponse("Too many submissions from this address; see Retry-After"),
  },
});

/** The 200 answer of the second step, registered for the OpenAPI document. */
const EnquirySummaryAnswerSchema = z.object(EnquirySummarySchema.shape).openapi("EnquirySummary");

const addLeadDetails = createRoute({
  method: "patch",
  path: "/leads/{reference}",
  tags: ["Leads"],
  summary: "Add the other details of a loan enquiry (the form's optional second step)",
  description:
    "With the enrichmentToken of the POST answer, for 2 hours. Sets only details that were empty when the enquiry was sent " +
    "(and may set those again, to correct a typo). A wrong or expired token and an unknown reference give the same 404. " +
    "language (en, ml or hi; English when left out) is the form's: the messages of a 400 or 404 are in it.",
  request: {
    params: z.object({
      reference: z
        .string()
        .max(20)
        .openapi({ param: { name: "reference", in: "path" }, example: "LN-24K7Q9" }),
    }),
    body: { required: true, content: { "application/json": { schema: EnquiryDetailsRequestSchema } } },
  },
  responses: {
    200: {
      description: "The enquiry's details as now stored",
      content: { "application/json": { schema: EnquirySummaryAnswerSchema } },
    },
    400: errorResponse("Invalid input, with a message per field"),
    404: errorResponse("No open enquiry with this reference and token"),
    413: errorResponse("Body too large"),
    415: errorResponse("Body is not JSON, or not UTF-8"),
    429: errorResponse("Too many attempts from this address; see Retry-After"),
  },
});

/** POST /api/leads and PATCH /api/leads/{reference}: the public forms' enquiries, each limited per address. */
export function registerLeadRoutes(api: OpenAPIHono, services: AppServices) {
  // Before validation: too many submissions are answered first (after the body's type, which createApi checks).
  api.use(
    "/leads",
    rateLimit(services.database.db, {
      method: "POST",
      scope: "lead",
      subject: byAddress(services.config.TRUST_PROXY),
      limit: services.config.LEAD_RATE_LIMIT_PER_IP,
      windowSeconds: LEAD_RATE_WINDOW_SECONDS,
      message: tryAgainIn("submissions"),
    }),
  );

  api.openapi(
    createLead,
    async (c) => {
      // Rules the schema cannot check (the chosen service, its required fields) throw a
      // ValidationError in the form's language: answered 400 with field messages by the app's
      // error handler. A filled honeypot is answered like a success by the service itself, which
      // stores nothing.
      return c.json(await services.leads.create(c.req.valid("json")), 201);
    },
    answerInFormLanguage((schemas) => schemas.LeadInputSchema),
  );

  // The second step is cheap to repeat (a visitor correcting a typo), but not free: a token
  // cannot be guessed, yet a flood of wrong ones still costs a transaction each.
  api.use(
    "/leads/:reference",
    rateLimit(services.database.db, {
      method: "PATCH",
      scope: "lead-details",
      subject: byAddress(services.config.TRUST_PROXY),
      limit: services.config.LEAD_RATE_LIMIT_PER_IP * LEAD_DETAILS_RATE_FACTOR,
      windowSeconds: LEAD_RATE_WINDOW_SECONDS,
      message: tryAgainIn("attempts"),
    }),
  );

  api.openapi(
    addLeadDetails,
    async (c) => {
      const { reference } = c.req.valid("param");
      const { enrichmentToken, language, ...details } = c.req.valid("json");
      return c.json(await services.leads.enrich(reference, enrichmentToken, details, language), 200);
    },
    answerInFormLanguage((schemas) => schemas.EnquiryDetailsRequestSchema),
  );
}
