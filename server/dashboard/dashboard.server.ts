import { and, count, desc, eq, gte, isNull, lte, sql } from "drizzle-orm";
import { can, type HasRole } from "../auth/permissions";
import type { Database } from "../db/client.server";
import { leads, loanServices, notificationOutbox, popups, users } from "../db/schema";
import { addDays, istDateString, istStartOfDay } from "../formats/ist";
import { leadStatuses } from "../vocabulary/leads";
import type { LeadSettings } from "../leads/lead-settings";
import type { StaleOffers } from "../loan-services/lender-offer.schema";
import type { BackupHealth } from "../backup/scheduled-backups.schema";
import { median, workingMinutesBetween } from "../leads/working-time";
import type {
  ContentCounts,
  Dashboard,
  FirstResponse,
  LeadSummary,
  OutboxHealth,
  PipelineFigures,
} from "./dashboard.schema";

const STUCK_AFTER_MINUTES = 15;

const WAITING_LIMIT_MINUTES = 60;

export interface DashboardOptions {
  /** Whether lead alerts go out, and if not why (mail-server-settings.server.ts: read per request). */
  alerts: () => Promise<{ enabled: boolean; offReason: OutboxHealth["alertsOffReason"] }>;
  /** The lead settings' working hours (read per request: staff may change them). */
  workingHours: () => Promise<LeadSettings["workingHours"]>;
  /** Lenders' offers due a check (lender-offers.server.ts), for roles that keep the loan services. */
  staleOffers: () => Promise<StaleOffers>;
  /** The last backup and any problem with the backups (scheduled-backups.server.ts), for owners. */
  backups: () => Promise<BackupHealth>;
}

export function createDashboardService({ db, ...options }: { db: Database } & DashboardOptions) {
  const service = {
    /** What the dashboard shows a role: lead figures and alert health only to those who read leads. */
    async forRole(user: HasRole): Promise<Dashboard> {
      const readsLeads = can(user, "lead:read");
      const [leads, alerts, firstResponse, pipeline, content, staleOffers, backups] = await Promise.all([
        readsLeads ? service.leadSummary() : null,
        readsLeads ? service.outboxHealth() : null,
        readsLeads ? service.firstResponse() : null,
        readsLeads ? service.pipeline(can(user, "lead:commission")) : null,
        service.contentCounts(),
        can(user, "service:read") ? options.staleOffers() : null,
        can(user, "backup:manage") ? options.backups() : null,
      ]);
      return { leads, alerts, firstResponse, pipeline, content, staleOffers, backups };
    },

    /**
     * Time to first contact in working time. Repeats are left out (the first lead of the person
     * is the one that waits); erased and spam leads too. Only the last 30 days are read, so the
     * work stays bounded however many leads the table holds.
     */
    async firstResponse(now: Date = new Date()): Promise<FirstResponse> {
      const hours = await options.workingHours();
      const since = addDays(now, -30);
      const fresh = and(
        isNull(leads.duplicateOfId),
        gte(leads.createdAt, since),
        lte(leads.createdAt, now),
        isNull(leads.erasedAt),
      );
      const [contacted, waiting] = await Promise.all([
        db
          .select({ createdAt: leads.createdAt, firstContactedAt: leads.firstContactedAt })
          .from(leads)
          .where(and(fresh, sql`${leads.firstContactedAt} is not null`, sql`${leads.status} <> 'spam'`)),
        db
          .select({ id: leads.id, reference: leads.reference, name: leads.name, createdAt: leads.createdAt })
          .from(leads)
          .where(and(fresh, isNull(leads.firstContactedAt), eq(leads.status, "new")))
          .orderBy(leads.createdAt),
      ]);
      const minutes = contacted.map((lead) => workingMinutesBetween(lead.createdAt, lead.firstContactedAt!, hours));
      const overdue = waiting
        .map((lead) => ({ ...lead, waitingMinutes: workingMinutesBetween(lead.createdAt, now, hours) }))
        .filter((lead) => lead.waitingMinutes > WAITING_LIMIT_MINUTES);
      const middle = median(minutes);
      return {
        medianMinutes: middle === null ? null : Math.round(middle),
        contactedCount: minutes.length,
        waitingOverAnHour: overdue.length,
        longestWaiting: overdue
          .sort((a, b) => b.waitingMinutes - a.waitingMinutes)
          .slice(0, 5)
          .map((lead) => ({ ...lead, createdAt: lead.createdAt.toISOString() })),
        workingHours: hours,
      };
    },

    /** Leads of the last 30 days by status (repeats left out); sanctions and disbursals of this IST month. */
    async pipeline(withCommission: boolean, now: Date = new Date()): Promise<PipelineFigures> {
      const month = istDateString(now).slice(0, 7);
      const monthStart = `${month}-01`;
      const [statusRows, [money]] = await Promise.all([
        db
          .select({ status: leads.status, count: sql<number>`count(*)::int` })
          .from(leads)
          .where(and(isNull(leads.duplicateOfId), gte(leads.createdAt, addDays(now, -30))))
          .groupBy(leads.status),
        db
          .select({
            sanctionedCount: sql<number>`count(*) filter (where ${leads.sanctionedOn} >= ${monthStart})::int`,
            sanctionedAmount: sql<string>`coalesce(sum(${leads.sanctionedAmount}) filter (where ${leads.sanctionedOn} >= ${monthStart}), 0)`,
            disbursedCount: sql<number>`count(*) filter (where ${leads.disbursedOn} >= ${monthStart})::int`,
            disbursedAmount: sql<string>`coalesce(sum(${leads.disbursedAmount}) filter (where ${leads.disbursedOn} >= ${monthStart}), 0)`,
            commissionExpected: sql<string>`coalesce(sum(${leads.commissionExpected}) filter (where ${leads.disbursedOn} >= ${monthStart}), 0)`,
            commissionReceived: sql<string>`coalesce(sum(${leads.commissionReceived}) filter (where ${leads.disbursedOn} >= ${monthStart}), 0)`,
          })
          .from(leads)
          .where(sql`${leads.sanctionedOn} >= ${monthStart} or ${leads.disbursedOn} >= ${monthStart}`),
      ]);
      const counts = new Map(statusRows.map((row) => [row.status, Number(row.count)]));
      return {
        byStatus: leadStatuses
          .filter((status) => (counts.get(status) ?? 0) > 0)
          .map((status) => ({ status, count: counts.get(status)! })),
        month,
        sanctioned: { count: Number(money?.sanctionedCount ?? 0), amount: Number(money?.sanctionedAmount ?? 0) },
        disbursed: { count: Number(money?.disbursedCount ?? 0), amount: Number(money?.disbursedAmount ?? 0) },
        commission: withCommission
          ? { expected: Number(money?.commissionExpected ?? 0), received: Number(money?.commissionReceived ?? 0) }
          : null,
      };
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
      const alerts = await options.alerts();
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
        alertsEnabled: alerts.enabled,
        alertsOffReason: alerts.offReason,
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
