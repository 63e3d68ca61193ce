import { createHash, randomBytes } from "node:crypto";
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { analyticsEvents } from "../db/schema";
import { istDateString, istDayStart } from "../formats/ist";
import type { AnalyticsBatch, AnalyticsKpis, AnalyticsReport, DimensionRow } from "./analytics.schema";
import { shiftDay, type AnalyticsPeriod, type AnalyticsRange } from "./analytics-range";
import { languageEnglishNames, languages } from "../vocabulary/languages";
import { browserFamily, deviceClass, isBotUserAgent } from "./user-agent";

/**
 * First-party analytics (docs/decisions/0021-first-party-analytics.md): ingestion of the
 * collector's batches, the daily roll-up (safe on any number of instances), the retention of raw
 * rows, and the report the staff screen and GET /api/admin/analytics answer.
 */

/** Any number, same for every instance: the roll-up and salt creation serialise on it. */
const ROLLUP_LOCK_KEY = 7_310_013;

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown): T[] => (result as Rows<T>).rows;
const num = (value: unknown): number => Number(value ?? 0);

export interface Requester {
  /** The visitor's address; used (with the day's salt) only when the batch says consent. */
  address: string;
  userAgent: string | undefined;
}

export type IngestResult = { stored: number; bot: boolean };

/** Each dimension the roll-up counts: its key and which rows it counts. Constants only (sql.raw). */
const DIMENSIONS: { name: string; key: string; where: string }[] = [
  { name: "total", key: "''", where: "true" },
  { name: "page", key: "path", where: "type = 'pageview'" },
  { name: "referrer", key: "referrer_domain", where: "visit_start and referrer_domain is not null" },
  {
    name: "source",
    // The rule of the leads' `source` column, so visits and leads of a source match.
    key: "coalesce(nullif(lower(trim(utm_source)), ''), nullif(regexp_replace(lower(referrer_domain), '^www[.]', ''), ''), 'direct')",
    where: "visit_start",
  },
  { name: "utm_source", key: "utm_source", where: "visit_start and utm_source is not null" },
  { name: "utm_medium", key: "utm_medium", where: "visit_start and utm_medium is not null" },
  { name: "utm_campaign", key: "utm_campaign", where: "visit_start and utm_campaign is not null" },
  { name: "device", key: "device", where: "type = 'pageview'" },
  { name: "browser", key: "browser", where: "type = 'pageview'" },
  { name: "event", key: "type", where: "type <> 'pageview'" },
  // Every event, with its detail when it has one ("lead_form_opened:" for one without): the report's
  // list of events reads this dimension, and an event left out here would be missing from it.
  { name: "event_detail", key: "type || ':' || coalesce(detail, '')", where: "type <> 'pageview'" },
];

export interface AnalyticsServiceOptions {
  db: Database;
  /** Raw events older than this many days are deleted. */
  rawRetentionDays: number;
  now?: () => Date;
}

export function createAnalyticsService({ db, rawRetentionDays, now = () => new Date() }: AnalyticsServiceOptions) {
  const salts = new Map<string, string>();

  /** The salt of an IST day: created once by whichever instance asks first, then cached. */
  async function saltFor(day: string): Promise<string> {
    const cached = salts.get(day);
    if (cached) return cached;
    await db.execute(
      sql`insert into analytics_salts (day, salt) values (${day}, ${randomBytes(32).toString("base64url")}) on conflict (day) do nothing`,
    );
    const [row] = rowsOf<{ salt: string }>(await db.execute(sql`select salt from analytics_salts where day = ${day}`));
    salts.clear();
    salts.set(day, row!.salt);
    return row!.salt;
  }

  /** A consented visitor's hash for the day: changes with the salt, i.e. every IST day. */
  async function visitorHash(day: string, requester: Requester): Promise<string> {
    const salt = await saltFor(day);
    return createHash("sha256")
      .update(`${salt}|${requester.address}|${requester.userAgent ?? ""}`)
      .digest("base64url")
      .slice(0, 22);
  }

  async function ingest(batch: AnalyticsBatch, requester: Requester): Promise<IngestResult> {
    if (isBotUserAgent(requester.userAgent)) return { stored: 0, bot: true };
    const userAgent = requester.userAgent!;
    const at = now();
    const day = istDateString(at);
    const consented = batch.consent === true;
    const hash = consented ? await visitorHash(day, requester) : null;
    const device = deviceClass(userAgent);
    const browser = browserFamily(userAgent);
    await db.insert(analyticsEvents).values(
      batch.events.map((event) => ({
        day,
        occurredAt: at,
        type: event.type,
        path: event.path,
        detail: event.detail ?? null,
        visitStart: event.visitStart === true,
        visitContinued: event.visitContinued === true,
        referrerDomain: event.referrer?.toLowerCase() ?? null,
        utmSource: event.utmSource ?? null,
        utmMedium: event.utmMedium ?? null,
        utmCampaign: event.utmCampaign ?? null,
        device,
        browser,
        consented,
        visitorHash: hash,
      })),
    );
    return { stored: batch.events.length, bot: false };
  }

  /**
   * Recomputes one IST day's aggregates from its raw rows: delete and insert in one transaction
   * that holds an advisory lock, so instances running it at once take turns and the result is
   * the same however often it runs.
   */
  async function rollUpDay(day: string): Promise<void> {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${ROLLUP_LOCK_KEY})`);
      await tx.execute(sql`delete from analytics_daily where day = ${day}`);
      for (const dimension of DIMENSIONS) {
        const bounces =
          dimension.name === "total"
            ? sql.raw("greatest(0, count(*) filter (where visit_start) - count(*) filter (where visit_continued))")
            : sql.raw("0");
        await tx.execute(sql`
          insert into analytics_daily (day, dimension, key, views, visits, bounces, visitors, events)
          select day, ${dimension.name}, ${sql.raw(dimension.key)},
            count(*) filter (where type = 'pageview'),
            count(*) filter (where visit_start),
            ${bounces},
            count(distinct visitor_hash),
            count(*) filter (where type <> 'pageview')
          from analytics_events
          where day = ${day} and (${sql.raw(dimension.where)})
          group by 1, 3
          having count(*) > 0`);
      }
    });
  }

  /**
   * The timer's work: roll up today, yesterday and any day that has raw rows but no aggregates
   * (a first run, or an instance that was down); delete raw rows past retention and past salts.
   */
  async function runJobs(): Promise<{ daysRolledUp: number; rawDeleted: number }> {
    const today = istDateString(now());
    const missing = rowsOf<{ day: string }>(
      await db.execute(sql`
        select distinct e.day::text as day from analytics_events e
        where not exists (select 1 from analytics_daily d where d.day = e.day)`),
    ).map((row) => row.day);
    const days = [...new Set([shiftDay(today, -1), today, ...missing])].sort();
    for (const day of days) await rollUpDay(day);
    const cutoff = shiftDay(today, -rawRetentionDays);
    const [deleted] = rowsOf<{ n: unknown }>(
      await db.execute(
        sql`with d as (delete from analytics_events where day < ${cutoff} returning 1) select count(*) as n from d`,
      ),
    );
    await db.execute(sql`delete from analytics_salts where day < ${today}`);
    for (const day of salts.keys()) if (day < today) salts.delete(day);
    return { daysRolledUp: days.length, rawDeleted: num(deleted?.n) };
  }

  async function report(range: AnalyticsRange, limit = 20): Promise<AnalyticsReport> {
    const today = istDateString(now());
    // The screen should show what just happened: today's roll-up is refreshed before reading.
    if (range.current.to >= today && range.current.from <= today) await rollUpDay(today);
    const [current, previous] = await Promise.all([kpis(range.current), kpis(range.previous)]);
    const [daily, pages, referrers, sources, utmSources, utmMediums, utmCampaigns, devices, browsers] =
      await Promise.all([
        dailySeries(range.current),
        dimensionRows(range.current, "page", "views", limit),
        dimensionRows(range.current, "referrer", "visits", limit),
        dimensionRows(range.current, "source", "visits", limit),
        dimensionRows(range.current, "utm_source", "visits", limit),
        dimensionRows(range.current, "utm_medium", "visits", limit),
        dimensionRows(range.current, "utm_campaign", "visits", limit),
        dimensionRows(range.current, "device", "views", limit),
        dimensionRows(range.current, "browser", "views", limit),
      ]);
    const entryPages = (await dimensionRows(range.current, "page", "visits", limit)).filter((row) => row.visits > 0);
    const [leadsBySource, leadsByLandingPage, leadsByService, leadsByLanguage, events, popups, funnel] =
      await Promise.all([
        leadsBy(range.current, "source", limit),
        leadsBy(range.current, "landing", limit),
        leadsBy(range.current, "service", limit),
        byLanguage(range.current),
        dimensionRows(range.current, "event_detail", "events", limit),
        popupPerformance(range.current, limit),
        funnelOf(range.current, current.visits),
      ]);
    return {
      range,
      kpis: { current, previous },
      daily,
      pages,
      entryPages,
      referrers,
      sources,
      utmSources,
      utmMediums,
      utmCampaigns,
      devices,
      browsers,
      events: events.map((row) => {
        const [type, ...rest] = row.key.split(":");
        return { type: type!, detail: rest.join(":"), count: row.events };
      }),
      leadsBySource,
      leadsByLandingPage,
      leadsByService,
      leadsByLanguage,
      popups,
      funnel,
    };
  }

  async function kpis(period: AnalyticsPeriod): Promise<AnalyticsKpis> {
    const [traffic] = rowsOf<Record<string, unknown>>(
      await db.execute(sql`
        select coalesce(sum(views), 0) as views, coalesce(sum(visits), 0) as visits,
          coalesce(sum(bounces), 0) as bounces, coalesce(sum(visitors), 0) as visitors
        from analytics_daily where dimension = 'total' and day between ${period.from} and ${period.to}`),
    );
    const [consent] = rowsOf<Record<string, unknown>>(
      await db.execute(sql`
        select coalesce(sum(events) filter (where key = 'consent:accepted'), 0) as accepted,
          coalesce(sum(events), 0) as chosen
        from analytics_daily
        where dimension = 'event_detail' and key in ('consent:accepted', 'consent:declined')
          and day between ${period.from} and ${period.to}`),
    );
    const [leadRow] = rowsOf<Record<string, unknown>>(
      await db.execute(sql`select count(*) as leads from leads where ${leadsIn(period)}`),
    );
    const views = num(traffic?.views);
    const visits = num(traffic?.visits);
    const leads = num(leadRow?.leads);
    const chosen = num(consent?.chosen);
    const accepted = num(consent?.accepted);
    return {
      views,
      visits,
      visitors: num(traffic?.visitors),
      viewsPerVisit: visits > 0 ? round(views / visits, 2) : null,
      bounceRate: visits > 0 ? round(num(traffic?.bounces) / visits, 4) : null,
      leads,
      conversionRate: visits > 0 ? round(leads / visits, 4) : null,
      consentChoices: chosen,
      consentAccepted: accepted,
      consentRate: chosen > 0 ? round(accepted / chosen, 4) : null,
    };
  }

  async function dailySeries(period: AnalyticsPeriod) {
    const start = istDayStart(period.from)!;
    const end = istDayStart(shiftDay(period.to, 1))!;
    const rows = rowsOf<Record<string, unknown>>(
      await db.execute(sql`
        with days as (
          select generate_series(${period.from}::date, ${period.to}::date, interval '1 day')::date as day
        ),
        lead_days as (
          select (created_at at time zone 'Asia/Kolkata')::date as day, count(*) as leads
          from leads where created_at >= ${start.toISOString()} and created_at < ${end.toISOString()}
            and status <> 'spam'
          group by 1
        )
        select days.day::text as day, coalesce(t.views, 0) as views, coalesce(t.visits, 0) as visits,
          coalesce(l.leads, 0) as leads
        from days
        left join analytics_daily t on t.day = days.day and t.dimension = 'total'
        left join lead_days l on l.day = days.day
        order by days.day`),
    );
    return rows.map((row) => ({
      day: String(row.day),
      views: num(row.views),
      visits: num(row.visits),
      leads: num(row.leads),
    }));
  }

  async function dimensionRows(
    period: AnalyticsPeriod,
    dimension: string,
    orderBy: "views" | "visits" | "events",
    limit: number,
  ): Promise<DimensionRow[]> {
    const rows = rowsOf<Record<string, unknown>>(
      await db.execute(sql`
        select key, sum(views) as views, sum(visits) as visits, sum(visitors) as visitors, sum(events) as events
        from analytics_daily
        where dimension = ${dimension} and day between ${period.from} and ${period.to}
        group by key
        order by ${sql.raw(orderBy)} desc, key
        limit ${limit}`),
    );
    return rows.map((row) => ({
      key: String(row.key),
      views: num(row.views),
      visits: num(row.visits),
      visitors: num(row.visitors),
      events: num(row.events),
    }));
  }

  function leadsIn(period: AnalyticsPeriod): SQL {
    const start = istDayStart(period.from)!.toISOString();
    const end = istDayStart(shiftDay(period.to, 1))!.toISOString();
    return sql`created_at >= ${start} and created_at < ${end} and status <> 'spam'`;
  }

  /** Leads of the period grouped by source, landing page or service, with their pipeline outcome and conversion. */
  async function leadsBy(period: AnalyticsPeriod, by: "source" | "landing" | "service", limit: number) {
    const key =
      by === "source"
        ? sql`source`
        : by === "landing"
          ? sql`coalesce(nullif(split_part(split_part(landing_page, '?', 1), '#', 1), ''), '(unknown)')`
          : sql`coalesce(service_slug, '(none)')`;
    const rows = rowsOf<Record<string, unknown>>(
      await db.execute(sql`
        select ${key} as key, count(*) as leads,
          count(*) filter (where sanctioned_on is not null or status in ('sanctioned', 'disbursed', 'closed')) as sanctioned,
          count(*) filter (where disbursed_on is not null or status in ('disbursed', 'closed')) as disbursed
        from leads where ${leadsIn(period)}
        group by 1 order by 2 desc, 1 limit ${limit}`),
    );
    // What each group's conversion is measured against: visits of that source, visits that
    // started on that page, views of that loan service's page.
    const dimension = by === "source" ? "source" : by === "landing" ? "page" : "event_detail";
    const base = rowsOf<Record<string, unknown>>(
      await db.execute(sql`
        select key, sum(${sql.raw(by === "service" ? "events" : "visits")}) as base
        from analytics_daily where dimension = ${dimension} and day between ${period.from} and ${period.to}
        group by key`),
    );
    const bases = new Map(base.map((row) => [String(row.key), num(row.base)]));
    const names =
      by === "service"
        ? new Map(
            rowsOf<{ slug: string; name: string }>(await db.execute(sql`select slug, name from loan_services`)).map(
              (row) => [row.slug, row.name],
            ),
          )
        : null;
    return rows.map((row) => {
      const k = String(row.key);
      const denominator = bases.get(by === "service" ? `service_view:${k}` : k) ?? 0;
      const leads = num(row.leads);
      return {
        key: k,
        label: names?.get(k) ?? k,
        leads,
        sanctioned: num(row.sanctioned),
        disbursed: num(row.disbursed),
        base: denominator,
        conversionRate: denominator > 0 ? round(leads / denominator, 4) : null,
      };
    });
  }

  /**
   * Visits, page views, leads and conversion per language of the site (issue 27). A page's
   * language is its address's (/ml/…, /hi/…), read from the pages' daily counts, so days rolled up
   * before the languages existed count too; a lead's is the language of the form it was sent from.
   */
  async function byLanguage(period: AnalyticsPeriod) {
    const traffic = rowsOf<Record<string, unknown>>(
      await db.execute(sql`
        select case when key ~ '^/ml(/|$)' then 'ml' when key ~ '^/hi(/|$)' then 'hi' else 'en' end as language,
          sum(visits) as visits
        from analytics_daily where dimension = 'page' and day between ${period.from} and ${period.to}
        group by 1`),
    );
    const leadRows = rowsOf<Record<string, unknown>>(
      await db.execute(sql`
        select consent_language as language, count(*) as leads,
          count(*) filter (where sanctioned_on is not null or status in ('sanctioned', 'disbursed', 'closed')) as sanctioned,
          count(*) filter (where disbursed_on is not null or status in ('disbursed', 'closed')) as disbursed
        from leads where ${leadsIn(period)}
        group by 1`),
    );
    return languages.map((language) => {
      const visits = traffic.find((row) => row.language === language);
      const leads = leadRows.find((row) => row.language === language);
      const visitCount = num(visits?.visits);
      const leadCount = num(leads?.leads);
      return {
        key: language,
        label: languageEnglishNames[language],
        leads: leadCount,
        sanctioned: num(leads?.sanctioned),
        disbursed: num(leads?.disbursed),
        base: visitCount,
        conversionRate: visitCount > 0 ? round(leadCount / visitCount, 4) : null,
      };
    });
  }

  async function popupPerformance(period: AnalyticsPeriod, limit: number) {
    const rows = rowsOf<Record<string, unknown>>(
      await db.execute(sql`
        select p.id, p.title, sum(c.impressions) as impressions, sum(c.action_clicks) as clicks,
          sum(c.dismissals) as dismissals
        from popup_daily_counts c join popups p on p.id = c.popup_id
        where c.day between ${period.from} and ${period.to}
        group by p.id, p.title order by impressions desc, p.id limit ${limit}`),
    );
    return rows.map((row) => {
      const impressions = num(row.impressions);
      const clicks = num(row.clicks);
      return {
        id: num(row.id),
        title: String(row.title),
        impressions,
        clicks,
        dismissals: num(row.dismissals),
        clickRate: impressions > 0 ? round(clicks / impressions, 4) : null,
      };
    });
  }

  async function funnelOf(period: AnalyticsPeriod, visits: number) {
    const [row] = rowsOf<Record<string, unknown>>(
      await db.execute(sql`
        select count(*) as leads,
          count(*) filter (where sanctioned_on is not null or status in ('sanctioned', 'disbursed', 'closed')) as sanctioned,
          count(*) filter (where disbursed_on is not null or status in ('disbursed', 'closed')) as disbursed
        from leads where ${leadsIn(period)}`),
    );
    return { visits, leads: num(row?.leads), sanctioned: num(row?.sanctioned), disbursed: num(row?.disbursed) };
  }

  return { ingest, rollUpDay, runJobs, report, visitorHash };
}

function round(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
