// The staff list's figures per loan service for the last 30 IST days (today included): the leads
// that named it and the page views of every address it answers at. Page views come from the
// first-party analytics (server/analytics): whole days from the daily roll-up (dimension "page",
// keyed by the path as the browser reported it), today from the raw events, which the roll-up may
// not have reached yet.
import { and, count, eq, gte, inArray, lt, ne, sql } from "drizzle-orm";
import { shiftDay } from "../analytics/analytics-range";
import type { Database } from "../db/client.server";
import { analyticsDaily, analyticsEvents, contentSlugHistory, leads } from "../db/schema";
import { istDateString, istDayStart } from "../formats/ist";
import { languages, pathInLanguage } from "../vocabulary/languages";
import { fixedLoanServicePaths } from "../vocabulary/loan-services";
import { LOAN_SERVICE_KIND } from "./loan-service-save.server";

export const FIGURE_DAYS = 30;

/** The four prefixes of spec section 2 under which every service answers. */
export const loanServicePrefixes = ["/loan-services/", "/loan-service/", "/services/", "/loans/"] as const;

/**
 * Every path a slug's page answers at: the four prefixes, and the fixed path when it is one, in
 * each language (`/ml/loan-services/…`, `/hi/home-loans`: issue 27).
 */
export function pathsOfSlug(slug: string): string[] {
  const paths = loanServicePrefixes.map((prefix) => `${prefix}${slug}`);
  if ((fixedLoanServicePaths as readonly string[]).includes(slug)) paths.push(`/${slug}`);
  return languages.flatMap((language) => paths.map((path) => pathInLanguage(path, language)));
}

export interface ServiceFigures {
  leadCount: number;
  leads30Days: number;
  pageViews30Days: number;
}

/** The figures of each service (by id), for the services given with their current slugs. */
export async function figuresOf(
  db: Database,
  services: { id: number; slug: string }[],
  now: Date,
): Promise<Map<number, ServiceFigures>> {
  const figures = new Map(services.map((s) => [s.id, { leadCount: 0, leads30Days: 0, pageViews30Days: 0 }]));
  if (services.length === 0) return figures;
  const today = istDateString(now);
  const firstDay = shiftDay(today, -(FIGURE_DAYS - 1));
  const since = istDayStart(firstDay)!;

  const idBySlug = new Map(services.map((s) => [s.slug, s.id]));
  // Old addresses still count: a renamed service's views before the rename are its own.
  const oldSlugs = await db
    .select({ slug: contentSlugHistory.slug, entityId: contentSlugHistory.entityId })
    .from(contentSlugHistory)
    .where(eq(contentSlugHistory.kind, LOAN_SERVICE_KIND));
  const idByPath = new Map<string, number>();
  for (const [slug, id] of idBySlug) for (const path of pathsOfSlug(slug)) idByPath.set(path, id);
  for (const old of oldSlugs)
    if (figures.has(old.entityId) && !idBySlug.has(old.slug))
      for (const path of pathsOfSlug(old.slug)) idByPath.set(path, old.entityId);
  const paths = [...idByPath.keys()];

  const [leadRows, recentLeadRows, dailyRows, todayRows] = await Promise.all([
    db
      .select({ slug: leads.serviceSlug, total: count() })
      .from(leads)
      .where(inArray(leads.serviceSlug, [...idBySlug.keys()]))
      .groupBy(leads.serviceSlug),
    db
      .select({ slug: leads.serviceSlug, total: count() })
      .from(leads)
      .where(
        and(inArray(leads.serviceSlug, [...idBySlug.keys()]), gte(leads.createdAt, since), ne(leads.status, "spam")),
      )
      .groupBy(leads.serviceSlug),
    db
      .select({ path: analyticsDaily.key, views: sql<string>`sum(${analyticsDaily.views})` })
      .from(analyticsDaily)
      .where(
        and(
          eq(analyticsDaily.dimension, "page"),
          gte(analyticsDaily.day, firstDay),
          lt(analyticsDaily.day, today),
          inArray(analyticsDaily.key, paths),
        ),
      )
      .groupBy(analyticsDaily.key),
    db
      .select({ path: analyticsEvents.path, views: count() })
      .from(analyticsEvents)
      .where(
        and(eq(analyticsEvents.day, today), eq(analyticsEvents.type, "pageview"), inArray(analyticsEvents.path, paths)),
      )
      .groupBy(analyticsEvents.path),
  ]);

  for (const row of leadRows) figures.get(idBySlug.get(row.slug!)!)!.leadCount = Number(row.total);
  for (const row of recentLeadRows) figures.get(idBySlug.get(row.slug!)!)!.leads30Days = Number(row.total);
  for (const row of [...dailyRows, ...todayRows]) {
    const id = idByPath.get(row.path);
    if (id !== undefined) figures.get(id)!.pageViews30Days += Number(row.views);
  }
  return figures;
}
