import { z } from "@hono/zod-openapi";

/** The event types the collector sends (docs/decisions/0021-first-party-analytics.md). */
export const analyticsEventTypes = [
  "pageview",
  "service_view",
  "contact_interaction",
  "user_engagement",
  "lead_form_opened",
  "lead_submitted",
  "consent",
] as const;
export type AnalyticsEventType = (typeof analyticsEventTypes)[number];

/** The most events one POST /api/events may carry. */
export const MAX_EVENTS_PER_BATCH = 20;

const label = (what: string) =>
  z.string().trim().min(1, `Send a non-empty ${what}, or leave it out`).max(100, `Keep the ${what} to 100 characters`);

const AnalyticsEventSchema = z
  .strictObject({
    type: z.enum(analyticsEventTypes, { error: `Use one of: ${analyticsEventTypes.join(", ")}` }),
    path: z
      .string()
      .max(300, "Keep the path to 300 characters")
      .regex(/^\/[^\s?#]*$/, "Send the page path only: it starts with / and has no query string or spaces"),
    detail: z
      .string()
      .regex(/^[A-Za-z0-9_.-]{1,80}$/, "Use 1 to 80 letters, digits, dots, hyphens or underscores")
      .optional()
      .openapi({ description: "Service slug, contact method, lead kind or consent choice (accepted, declined)" }),
    visitStart: z.boolean().optional().openapi({ description: "The first page view of a visit" }),
    visitContinued: z.boolean().optional().openapi({ description: "The second page view of a visit, same document" }),
    referrer: z
      .string()
      .max(253, "Keep the referrer domain to 253 characters")
      .regex(/^[a-z0-9.-]+$/i, "Send the referrer's domain only, e.g. www.google.com")
      .optional(),
    utmSource: label("utm_source").optional(),
    utmMedium: label("utm_medium").optional(),
    utmCampaign: label("utm_campaign").optional(),
  })
  .superRefine((event, ctx) => {
    if (event.type === "consent" && event.detail !== "accepted" && event.detail !== "declined") {
      ctx.addIssue({ code: "custom", path: ["detail"], message: "A consent event's detail is accepted or declined" });
    }
  });

export const AnalyticsBatchSchema = z
  .strictObject({
    consent: z.boolean().optional().openapi({ description: "True when the visitor accepted tracking" }),
    events: z
      .array(AnalyticsEventSchema)
      .min(1, "Send at least one event")
      .max(MAX_EVENTS_PER_BATCH, `Send at most ${MAX_EVENTS_PER_BATCH} events in one batch`),
  })
  .openapi("AnalyticsBatch");

export type AnalyticsBatch = z.infer<typeof AnalyticsBatchSchema>;
export type AnalyticsEventInput = AnalyticsBatch["events"][number];
