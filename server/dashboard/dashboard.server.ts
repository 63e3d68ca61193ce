import { and, count, desc, eq, gte, sql } from "drizzle-orm";
import { can, type HasRole } from "../auth/permissions";
import type { Database } from "../db/client.server";
import { leads, loanServices, notificationOutbox, popups, users } from "../db/schema";
import { addDays, istStartOfDay } from "../formats/ist";

/** A count for a period and for the period before it, of the same length. */
export interface PeriodCount {
  current: number;
  previous: number;
}

export interface LeadSummary {
  /** Since midnight IST, against yesterday up to the same time of day. */
  today: PeriodCount;
  /** The last 7 × 24 hours, against the 7 days before. */
  last7Days: PeriodCount;
  last30Days: PeriodCount;
  /** Repeats (same mobile, same service within 24 hours) in the last 30 days: not counted above. */
  repeatsLast30Days: number;
  byKind: { kind: string; count: number }[];
  byService: { serviceSlug: string; serviceName: string; count: number }[];
  newest: {
    id: number;
    reference: string;
    name: string;
    kind: string;
    serviceSlug: string | null;
    serviceName: string | null;
    status: string;
    createdAt: string;
  }[];
}

export interface OutboxHealth {
  /** False when SMTP_URL or LEAD_NOTIFY_EMAIL is missing: leads are stored, nobody is e-mailed. */
  alertsEnabled: boolean;
  pending: number;
  /** Pending alerts waiting longer than 15 minutes (the mail server is refusing or down). */
  stuck: number;
  failed: number;
  /** The newest error of an alert not yet sent; `nextAttemptAt` is null once it was given up. */
  lastError: { message: string; nextAttemptAt: string | null } | null;
}

export interface ContentCounts {
  loanServices: { active: number; total: number };
  popups: { active: number; total: number };
  staff: { active: number };
}

const STUCK_AFTER_MINUTES = 15;

export function createDashboardService(db: Database, options: { alertsEnabled: boolean }) {
  const service = {
    /** What the dashboard shows a role: lead figures and alert health only to those who read leads. */
    async forRole(user: HasRole) {
      const readsLeads = can(user, "lead:read");
      const [leads, alerts, content] = await Promise.all([
        readsLeads ? service.leadSummary() : null,
        readsLeads ? service.outboxHealth() : null,
        service.contentCounts(),
      ]);
      return { leads, alerts, content };
    },

    /** Lead figures for the dashboard. Repeats are left out of the counts (they are one person). */
    async leadSummary(now: Date = new Date()): Promise<LeadSummary> {
      const todayStart = istStartOfDay(now);
      const yesterdayStart = addDays(todayStart, -1);
      const yesterdaySameTime = addDays(now, -1);
      const since = (days: number) => addDays(now, -days);
      const windowStart = since(60);

      // One pass over the last 60 days, grouped by kind and service; the periods and the
      // breakdowns are sums of these few groups (a second and third scan cost as much again).
      const fresh = sql`${leads.duplicateOfId} is null`;
      const groups = db
        .select({
          kind: leads.kind,
          serviceSlug: leads.serviceSlug,
          today: sql<number>`count(*) filter (where ${fresh} and ${leads.createdAt} >= ${todayStart})::int`,
          yesterday: sql<number>`count(*) filter (where ${fresh} and ${leads.createdAt} >= ${yesterdayStart} and ${leads.createdAt} < ${yesterdaySameTime})::int`,
          last7: sql<number>`count(*) filter (where ${fresh} and ${leads.createdAt} >= ${since(7)})::int`,
          previous7: sql<number>`count(*) filter (where ${fresh} and ${leads.createdAt} >= ${since(14)} and ${leads.createdAt} < ${since(7)})::int`,
          last30: sql<number>`count(*) filter (where ${fresh} and ${leads.createdAt} >= ${since(30)})::int`,
          previous30: sql<number>`count(*) filter (where ${fresh} and ${leads.createdAt} < ${since(30)})::int`,
          repeats30: sql<number>`count(*) filter (where not ${fresh} and ${leads.createdAt} >= ${since(30)})::int`,
        })
        .from(leads)
        .where(gte(leads.createdAt, windowStart))
        .groupBy(leads.kind, leads.serviceSlug);

      const serviceNames = db.select({ slug: loanServices.slug, name: loanServices.name }).from(loanServices);

      const newest = db
        .select({
          id: leads.id,
          reference: leads.reference,
          name: leads.name,
          kind: leads.kind,
          serviceSlug: leads.serviceSlug,
          serviceName: loanServices.name,
          status: leads.status,
          createdAt: leads.createdAt,
        })
        .from(leads)
        .leftJoin(loanServices, eq(loanServices.slug, leads.serviceSlug))
        .orderBy(desc(leads.createdAt), desc(leads.id))
        .limit(10);

      const [rows, names, recent] = await Promise.all([groups, serviceNames, newest]);
      const total = (key: "today" | "yesterday" | "last7" | "previous7" | "last30" | "previous30" | "repeats30") =>
        rows.reduce((sum, row) => sum + Number(row[key]), 0);
      const sumBy = (keyOf: (row: (typeof rows)[number]) => string | null) => {
        const sums = new Map<string, number>();
        for (const row of rows) {
          const key = keyOf(row);
          if (key !== null && row.last30 > 0) sums.set(key, (sums.get(key) ?? 0) + Number(row.last30));
        }
        return [...sums].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
      };
      const nameOf = new Map(names.map((service) => [service.slug, service.name]));
      return {
        today: { current: total("today"), previous: total("yesterday") },
        last7Days: { current: total("last7"), previous: total("previous7") },
        last30Days: { current: total("last30"), previous: total("previous30") },
        repeatsLast30Days: total("repeats30"),
        byKind: sumBy((row) => row.kind).map(([kind, count]) => ({ kind, count })),
        byService: sumBy((row) => row.serviceSlug).map(([serviceSlug, count]) => ({
          serviceSlug,
          serviceName: nameOf.get(serviceSlug) ?? serviceSlug,
          count,
        })),
        newest: recent.map((lead) => ({ ...lead, createdAt: lead.createdAt.toISOString() })),
      };
    },

    async outboxHealth(): Promise<OutboxHealth> {
      const [totals] = await db
        .select({
          pending: sql<number>`count(*) filter (where ${notificationOutbox.status} = 'pending')::int`,
          stuck: sql<number>`count(*) filter (where ${notificationOutbox.status} = 'pending' and ${notificationOutbox.createdAt} < now() - make_interval(mins => ${STUCK_AFTER_MINUTES}))::int`,
          failed: sql<number>`count(*) filter (where ${notificationOutbox.status} = 'failed')::int`,
        })
        .from(notificationOutbox)
        .where(sql`${notificationOutbox.status} in ('pending', 'failed')`);
      const [last] = await db
        .select({
          message: notificationOutbox.lastError,
          status: notificationOutbox.status,
          nextAttemptAt: notificationOutbox.nextAttemptAt,
        })
        .from(notificationOutbox)
        .where(
          and(
            sql`${notificationOutbox.status} in ('pending', 'failed')`,
            sql`${notificationOutbox.lastError} is not null`,
          ),
        )
        .orderBy(desc(notificationOutbox.id))
        .limit(1);
      return {
        alertsEnabled: options.alertsEnabled,
        pending: Number(totals?.pending ?? 0),
        stuck: Number(totals?.stuck ?? 0),
        failed: Number(totals?.failed ?? 0),
        lastError: last?.message
          ? {
              message: last.message,
              nextAttemptAt: last.status === "pending" ? last.nextAttemptAt.toISOString() : null,
            }
          : null,
      };
    },

    async contentCounts(): Promise<ContentCounts> {
      const [[services], [popupCounts], [staff]] = await Promise.all([
        db
          .select({
            active: sql<number>`count(*) filter (where ${loanServices.isActive})::int`,
            total: sql<number>`count(*)::int`,
          })
          .from(loanServices),
        db
          .select({
            active: sql<number>`count(*) filter (where ${popups.isActive})::int`,
            total: sql<number>`count(*)::int`,
          })
          .from(popups),
        db.select({ active: count() }).from(users).where(eq(users.isActive, true)),
      ]);
      return {
        loanServices: { active: Number(services?.active ?? 0), total: Number(services?.total ?? 0) },
        popups: { active: Number(popupCounts?.active ?? 0), total: Number(popupCounts?.total ?? 0) },
        staff: { active: Number(staff?.active ?? 0) },
      };
    },
  };
  return service;
}

export type DashboardService = ReturnType<typeof createDashboardService>;
