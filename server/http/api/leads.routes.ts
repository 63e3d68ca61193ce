import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import type { AppServices } from "../../app-services.server";
import {
  CreatedLeadSchema,
  EnquiryDetailsRequestSchema,
  EnquirySummarySchema,
  LeadInputSchema,
} from "../../leads/lead.schema";
import { errorResponse } from "../api-error.server";
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
    "A request that sends some of the service's required details must send them all.",
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
    "(and may set those again, to correct a typo). A wrong or expired token and an unknown reference give the same 404.",
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

  api.openapi(createLead, async (c) => {
    // Rules the schema cannot check (the chosen service, its required fields) throw a
    // ValidationError: answered 400 with field messages by the app's error handler. A filled
    // honeypot is answered like a success by the service itself, which stores nothing.
    return c.json(await services.leads.create(c.req.valid("json")), 201);
  });

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

  api.openapi(addLeadDetails, async (c) => {
    const { reference } = c.req.valid("param");
    const { enrichmentToken, ...details } = c.req.valid("json");
    return c.json(await services.leads.enrich(reference, enrichmentToken, details), 200);
  });
}
