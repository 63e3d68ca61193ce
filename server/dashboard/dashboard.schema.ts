// The dashboard's figures (GET /api/admin/dashboard and the /admin dashboard loader), declared
// once: the route answers with DashboardSchema, dashboard.server.ts and the screen use its types.
import { z } from "@hono/zod-openapi";
import { StaleOffersSchema } from "../loan-services/lender-offer.schema";
import { BackupHealthSchema } from "../backup/scheduled-backups.schema";

/** A count for a period and for the period before it, of the same length. */
const PeriodCountSchema = z.object({ current: z.number().int(), previous: z.number().int() });
export type PeriodCount = z.output<typeof PeriodCountSchema>;

const LeadSummarySchema = z.object({
  /** Since midnight IST, against yesterday up to the same time of day. */
  today: PeriodCountSchema,
  /** The last 7 × 24 hours, against the 7 days before. */
  last7Days: PeriodCountSchema,
  last30Days: PeriodCountSchema,
  /** Repeats (same mobile, same service within 24 hours) in the last 30 days: not counted above. */
  repeatsLast30Days: z.number().int(),
  byKind: z.array(z.object({ kind: z.string(), count: z.number().int() })),
  byService: z.array(z.object({ serviceSlug: z.string(), serviceName: z.string(), count: z.number().int() })),
  newest: z.array(
    z.object({
      id: z.number().int(),
      reference: z.string(),
      name: z.string(),
      kind: z.string(),
      serviceSlug: z.string().nullable(),
      serviceName: z.string().nullable(),
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type LeadSummary = z.output<typeof LeadSummarySchema>;

const OutboxHealthSchema = z.object({
  /**
   * False when no mail server is set up (SMTP_URL or the Mail server screen) or nobody is named to
   * get the alerts (LEAD_NOTIFY_EMAIL or the lead settings): leads are stored, nobody is e-mailed.
   */
  alertsEnabled: z.boolean(),
  alertsOffReason: z
    .enum(["no_server", "no_recipients"])
    .nullable()
    .openapi({ description: "Why alerts are off: no mail server, or nobody to send them to; null when on" }),
  pending: z.number().int(),
  /** Pending alerts waiting longer than 15 minutes (the mail server is refusing or down). */
  stuck: z.number().int(),
  failed: z.number().int(),
  /** The newest error of an alert not yet sent; `nextAttemptAt` is null once it was given up. */
  lastError: z.object({ message: z.string(), nextAttemptAt: z.string().nullable() }).nullable(),
});
export type OutboxHealth = z.output<typeof OutboxHealthSchema>;

/**
 * How fast the office answers new leads, counted in working hours (lead settings): a first call
 * within an hour makes a lead several times likelier to convert.
 */
const FirstResponseSchema = z.object({
  /** Median working minutes from arrival to first contact, leads of the last 30 days; null: none contacted. */
  medianMinutes: z.number().int().nullable().openapi({ description: "Working minutes, last 30 days" }),
  /** How many leads of the last 30 days that median is taken over. */
  contactedCount: z.number().int(),
  /** Leads never contacted, still open, that waited more than an hour of working time. */
  waitingOverAnHour: z.number().int(),
  /** The longest-waiting of them (at most five), to open straight from the dashboard. */
  longestWaiting: z.array(
    z.object({
      id: z.number().int(),
      reference: z.string(),
      name: z.string(),
      waitingMinutes: z.number().int(),
      createdAt: z.string(),
    }),
  ),
  /** The lead settings' office hours (LeadSettings["workingHours"]). */
  workingHours: z.object({ days: z.array(z.number().int()), start: z.string(), end: z.string() }),
});
export type FirstResponse = z.output<typeof FirstResponseSchema>;

/** The pipeline's figures: leads of the last 30 days by status, and this IST month's money. */
const PipelineFiguresSchema = z.object({
  byStatus: z.array(z.object({ status: z.string(), count: z.number().int() })),
  /** The calendar month in IST, e.g. "2026-11". */
  month: z.string().openapi({ example: "2026-11" }),
  sanctioned: z.object({ count: z.number().int(), amount: z.number() }),
  disbursed: z.object({ count: z.number().int(), amount: z.number() }),
  /** Owner and admin only (lead:commission); null for others. */
  commission: z
    .object({ expected: z.number(), received: z.number() })
    .nullable()
    .openapi({ description: "Owner and admin only" }),
});
export type PipelineFigures = z.output<typeof PipelineFiguresSchema>;

const ContentCountsSchema = z.object({
  loanServices: z.object({ active: z.number().int(), total: z.number().int() }),
  popups: z.object({ active: z.number().int(), total: z.number().int() }),
  staff: z.object({ active: z.number().int() }),
});
export type ContentCounts = z.output<typeof ContentCountsSchema>;

/** What the dashboard shows a role: the lead figures and alert health are null for roles that do not read leads. */
export const DashboardSchema = z
  .object({
    leads: LeadSummarySchema.nullable().openapi({ description: "Null for roles that may not read leads (editor)" }),
    alerts: OutboxHealthSchema.nullable(),
    firstResponse: FirstResponseSchema.nullable(),
    pipeline: PipelineFiguresSchema.nullable(),
    content: ContentCountsSchema,
    staleOffers: StaleOffersSchema.nullable().openapi({
      description:
        "Lenders' offers whose rates are older than the “flag after” setting, the oldest first; null for roles that may not read loan services (viewer)",
    }),
    backups: BackupHealthSchema.nullable().openapi({
      description: "The last backup and any problem with the backups; owners only (null for others)",
    }),
  })
  .openapi("Dashboard");
export type Dashboard = z.output<typeof DashboardSchema>;
