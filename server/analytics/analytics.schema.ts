import { z } from "@hono/zod-openapi";
import { analyticsPresets } from "./analytics-range";

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

// The report (GET /api/admin/analytics, the /admin/analytics screen and its CSV export), declared
// once: the route answers with AnalyticsReportSchema, analytics.server.ts and the screen use its types.

const day = z.string().openapi({ example: "2026-11-22" });
const rate = z.number().nullable().openapi({ description: "0 to 1; null when there is nothing to divide by" });

/** One period of IST days (AnalyticsPeriod in analytics-range.ts). */
const PeriodSchema = z.object({ from: day, to: day, days: z.number().int() });

const KpisSchema = z.object({
  views: z.number().int(),
  visits: z.number().int(),
  visitors: z
    .number()
    .int()
    .openapi({ description: "Daily unique visitors who accepted tracking, summed over the days" }),
  viewsPerVisit: z.number().nullable(),
  bounceRate: rate,
  leads: z.number().int(),
  conversionRate: rate.openapi({ description: "Leads ÷ visits" }),
  consentChoices: z.number().int().openapi({ description: "Accept or Decline clicks on the cookie banner" }),
  consentAccepted: z.number().int().openapi({ description: "Accept All clicks on the cookie banner" }),
  consentRate: rate.openapi({ description: "Accepted ÷ choices made" }),
});
export type AnalyticsKpis = z.output<typeof KpisSchema>;

const DimensionRowSchema = z.object({
  key: z.string(),
  views: z.number().int(),
  visits: z.number().int(),
  visitors: z.number().int(),
  events: z.number().int(),
});
export type DimensionRow = z.output<typeof DimensionRowSchema>;

const LeadGroupRowSchema = z.object({
  key: z.string(),
  label: z.string(),
  leads: z.number().int(),
  sanctioned: z.number().int(),
  disbursed: z.number().int(),
  base: z
    .number()
    .int()
    .openapi({ description: "Visits of the source, entries on the page, or views of the service page" }),
  conversionRate: rate,
});
export type LeadGroupRow = z.output<typeof LeadGroupRowSchema>;

export const AnalyticsReportSchema = z
  .object({
    /** The range asked for (AnalyticsRange in analytics-range.ts): its name, its period and the one before. */
    range: z.object({ name: z.enum([...analyticsPresets, "custom"]), current: PeriodSchema, previous: PeriodSchema }),
    kpis: z.object({ current: KpisSchema, previous: KpisSchema }),
    daily: z.array(z.object({ day, views: z.number().int(), visits: z.number().int(), leads: z.number().int() })),
    pages: z.array(DimensionRowSchema),
    entryPages: z.array(DimensionRowSchema),
    referrers: z.array(DimensionRowSchema),
    sources: z.array(DimensionRowSchema),
    utmSources: z.array(DimensionRowSchema),
    utmMediums: z.array(DimensionRowSchema),
    utmCampaigns: z.array(DimensionRowSchema),
    devices: z.array(DimensionRowSchema),
    browsers: z.array(DimensionRowSchema),
    events: z.array(z.object({ type: z.string(), detail: z.string(), count: z.number().int() })),
    leadsBySource: z.array(LeadGroupRowSchema),
    leadsByLandingPage: z.array(LeadGroupRowSchema),
    leadsByService: z.array(LeadGroupRowSchema),
    leadsByLanguage: z.array(LeadGroupRowSchema).openapi({
      description:
        "English, Malayalam and Hindi, always all three in that order: visits that began on a page of the language (base), leads sent from a form in it",
    }),
    popups: z.array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        impressions: z.number().int(),
        clicks: z.number().int(),
        dismissals: z.number().int(),
        clickRate: rate,
      }),
    ),
    funnel: z.object({
      visits: z.number().int(),
      leads: z.number().int(),
      sanctioned: z.number().int(),
      disbursed: z.number().int(),
    }),
  })
  .openapi("AnalyticsReport");
export type AnalyticsReport = z.output<typeof AnalyticsReportSchema>;
