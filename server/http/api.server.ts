import { OpenAPIHono, createRoute, z } from "@hono/zod-openapi";
import type { AppServices } from "../app-services.server";
import { LoanServiceDetailSchema, LoanServiceSummarySchema } from "../loan-services/loan-service.schema";
import {
  CreatedLeadSchema,
  EnquiryDetailsRequestSchema,
  EnquirySummarySchema,
  LeadInputSchema,
} from "../leads/lead.schema";
import { PublicPopupSchema, popupPagePattern } from "../popups/popup.schema";
import { registerPublicBlogRoutes } from "./api/blog.routes";
import { apiError, errorResponse, invalidInput } from "./api-error.server";
import { clientAddress, rateLimitSubject } from "./client-address.server";
import { jsonBodiesOnly } from "./json-body.server";
import { hashedKey } from "../shared/hashed-key.server";
import { hitRateLimit } from "./rate-limit.server";
import { createAdminApi } from "./api/admin/admin-api.server";
import { isMediaUpload } from "./api/admin/media.routes";
import { isDownloadUpload } from "./api/admin/downloads.routes";
import { registerPopupEventRoutes } from "./api/popup-events.routes";
import { registerPublicDealRoutes } from "./api/deals.routes";
import { registerEventRoutes } from "./api/events.routes";

const LEAD_RATE_WINDOW_SECONDS = 10 * 60;
/** Second steps allowed per address and window, as a multiple of the leads allowed. */
const LEAD_DETAILS_RATE_FACTOR = 6;

/** Where the server mounts this API; the OpenAPI document names it as its server, so generated clients reach it. */
export const API_BASE_PATH = "/api";

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

const listLoanServices = createRoute({
  method: "get",
  path: "/loan-services",
  tags: ["Loan services"],
  summary: "Active loan services in display order",
  responses: {
    200: {
      description: "Loan services (bare array, as spec section 7 fixes)",
      content: { "application/json": { schema: z.array(LoanServiceSummarySchema) } },
    },
  },
});

const getLoanService = createRoute({
  method: "get",
  path: "/loan-services/{slug}",
  tags: ["Loan services"],
  summary: "One active loan service with everything its page shows",
  request: {
    params: z.object({
      slug: z
        .string()
        .min(1)
        .max(80)
        .openapi({ param: { name: "slug", in: "path" }, example: "home-loans" }),
    }),
  },
  responses: {
    200: {
      description: "The loan service",
      content: { "application/json": { schema: LoanServiceDetailSchema } },
    },
    400: errorResponse("Invalid slug"),
    404: errorResponse("No active loan service has this slug"),
  },
});

const listPopups = createRoute({
  method: "get",
  path: "/popups/{page}",
  tags: ["Popups"],
  summary: "Active popups for a page, highest priority first",
  description:
    "A popup is listed when it is active, within its dates (startsAt/endsAt), and its targetPage contains the page name. Content is sanitized HTML.",
  request: {
    params: z.object({
      page: z
        .string()
        .regex(popupPagePattern, "Use 1 to 60 lower-case letters, digits and hyphens")
        .openapi({ param: { name: "page", in: "path" }, example: "home" }),
    }),
  },
  responses: {
    200: {
      description: "Popups (bare array, as spec section 7 fixes)",
      content: { "application/json": { schema: z.array(PublicPopupSchema) } },
    },
    400: errorResponse("Invalid page name"),
  },
});

/** The JSON API, mounted under API_BASE_PATH (/api). Every route is declared once with its zod schemas. */
export function createApi(services: AppServices) {
  const api = new OpenAPIHono({
    defaultHook: (result, c) => {
      if (!result.success) {
        return invalidInput(c, result.error);
      }
    },
  });

  // Every body, public and staff, is UTF-8 JSON: anything else is a 415 before any other work.
  api.use(
    "*",
    jsonBodiesOnly((method, path) => isDownloadUpload(method, path) || isMediaUpload(method, path)),
  );

  api.openapi(listLoanServices, async (c) => c.json(await services.loanServices.listActive(), 200));

  api.openapi(getLoanService, async (c) => {
    const { slug } = c.req.valid("param");
    const service = await services.loanServices.getActiveBySlug(slug);
    if (!service) return apiError(c, 404, "not_found", `No loan service with slug '${slug}'`);
    return c.json(service, 200);
  });

  api.openapi(listPopups, async (c) => {
    const { page } = c.req.valid("param");
    return c.json(await services.popups.listActiveForPage(page), 200);
  });
  registerPopupEventRoutes(api, services);

  registerPublicDealRoutes(api, services);

  registerPublicBlogRoutes(api, services);

  // Before validation: too many submissions are answered first (after the body's type, above).
  api.use("/leads", async (c, next) => {
    if (c.req.method !== "POST") return next();
    const limit = services.config.LEAD_RATE_LIMIT_PER_IP;
    // One key per IPv4 address or IPv6 /64: a visitor cannot hop to a fresh key by changing address.
    const subject = rateLimitSubject(clientAddress(c, services.config.TRUST_PROXY));
    const hit = await hitRateLimit(services.database.db, hashedKey("lead", subject), limit, LEAD_RATE_WINDOW_SECONDS);
    if (!hit.allowed) {
      const minutes = Math.ceil(hit.retryAfterSeconds / 60);
      return apiError(
        c,
        429,
        "rate_limited",
        `Too many submissions from your connection. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}, or call us.`,
        undefined,
        { "Retry-After": String(hit.retryAfterSeconds) },
      );
    }
    return next();
  });

  api.openapi(createLead, async (c) => {
    // Rules the schema cannot check (the chosen service, its required fields) throw a
    // ValidationError: answered 400 with field messages by the app's error handler. A filled
    // honeypot is answered like a success by the service itself, which stores nothing.
    return c.json(await services.leads.create(c.req.valid("json")), 201);
  });

  // The second step is cheap to repeat (a visitor correcting a typo), but not free: a token
  // cannot be guessed, yet a flood of wrong ones still costs a transaction each.
  api.use("/leads/:reference", async (c, next) => {
    if (c.req.method !== "PATCH") return next();
    const limit = services.config.LEAD_RATE_LIMIT_PER_IP * LEAD_DETAILS_RATE_FACTOR;
    const subject = rateLimitSubject(clientAddress(c, services.config.TRUST_PROXY));
    const hit = await hitRateLimit(
      services.database.db,
      hashedKey("lead-details", subject),
      limit,
      LEAD_RATE_WINDOW_SECONDS,
    );
    if (!hit.allowed) {
      const minutes = Math.ceil(hit.retryAfterSeconds / 60);
      return apiError(
        c,
        429,
        "rate_limited",
        `Too many attempts from your connection. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}, or call us.`,
        undefined,
        { "Retry-After": String(hit.retryAfterSeconds) },
      );
    }
    return next();
  });

  api.openapi(addLeadDetails, async (c) => {
    const { reference } = c.req.valid("param");
    const { enrichmentToken, ...details } = c.req.valid("json");
    return c.json(await services.leads.enrich(reference, enrichmentToken, details), 200);
  });

  registerEventRoutes(api, services);

  api.route("/admin", createAdminApi(services));
  api.openAPIRegistry.registerComponent("securitySchemes", "bearerAuth", {
    type: "http",
    scheme: "bearer",
    description: "An API token from the staff area's API tokens screen (Authorization: Bearer dsa_…)",
  });
  api.openAPIRegistry.registerComponent("securitySchemes", "sessionCookie", {
    type: "apiKey",
    in: "cookie",
    name: services.staffCookies.names.session,
    description: "The staff session cookie set by POST /api/admin/auth/login",
  });

  api.doc31("/openapi.json", {
    openapi: "3.1.0",
    info: {
      title: "DSA website API",
      version: "1.0.0",
      description:
        "Public and staff API of the loan agent website. Errors share one shape: " +
        '{"error":{"code","message","fields?"}}.',
    },
    // The paths below are relative to the mount point: without it a generated client posts to /leads.
    servers: [{ url: API_BASE_PATH }],
  });

  return api;
}
