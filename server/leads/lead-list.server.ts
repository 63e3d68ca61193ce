// The staff's list of leads: the filters, the search (names, references, mobile numbers as people
// type them), the sort orders and paging, and the choices of the list's filters. The CSV export
// (lead-export.server.ts) filters with the same conditions, and the detail (lead-detail.server.ts)
// starts from the same row.
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  notInArray,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import { can } from "../auth/permissions";
import { defaultLanguage, isLanguage, prefixedLanguages, type Language } from "../vocabulary/languages";
import { staffRoles } from "../vocabulary/staff";
import type { Database } from "../db/client.server";
import { leads, loanServices, users } from "../db/schema";
import { leadStatuses, type LeadStatus } from "../vocabulary/leads";
import { currentAmountStatuses, openStatuses } from "./lead-pipeline";
import {
  OPEN_STATUS_FILTER,
  type LeadList,
  type LeadListFilters,
  type LeadListItem,
  type LeadListOptions,
  type LeadListQuery,
  type LeadViewer,
} from "./lead-workbench.schema";

/** Roles that work leads: who may be assigned one. */
export const assignableRoles = staffRoles.filter((role) => can({ role }, "lead:update"));

/**
 * A lead's source: the generated column `leads.source` (utm_source when the visit had one, else
 * the referrer's host without "www.", else "direct"; lower case). One rule, in the schema.
 */
export const leadSourceSql = leads.source;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The digits of a mobile number as people type it (`+91 98470 12345`, `098470-12345`), without
 * the country or trunk prefix once longer than 10 digits; null when the text is not a phone
 * number or has fewer than 4 digits.
 */
export function mobileSearchDigits(search: string): string | null {
  if (!/^[+\d\s().-]+$/.test(search)) return null;
  let digits = search.replace(/\D/g, "");
  if (digits.length > 10 && digits.startsWith("91")) digits = digits.slice(2);
  if (digits.length > 10 && digits.startsWith("0")) digits = digits.slice(1);
  return digits.length >= 4 ? digits : null;
}

function searchCondition(typed: string): SQL {
  // Names are stored in NFC (lead.schema.ts): a Malayalam or Hindi name typed on another keyboard
  // is the same text once composed alike.
  const search = typed.normalize("NFC");
  const digits = mobileSearchDigits(search);
  // A whole mobile number is only ever a mobile: one index lookup, no scan of names and references.
  if (digits?.length === 10) return eq(leads.mobile, `+91${digits}`);
  const alternatives: SQL[] = [];
  // Names are letters (lead-rules.ts): a search without any cannot be a name. ILIKE folds the case
  // of the scripts that have one and leaves Malayalam and Devanagari (which have none) as they are.
  if (!digits) alternatives.push(sql`${leads.name} ilike ${`%${escapeLike(search)}%`}`);
  // References are read out on the phone: "ln7q2k9m" finds LN-7Q2K9M.
  const compactReference = search.replace(/[\s-]/g, "").toUpperCase();
  if (/^[A-Z0-9]{2,}$/.test(compactReference)) {
    alternatives.push(sql`replace(upper(${leads.reference}), '-', '') like ${`%${compactReference}%`}`);
  }
  // A part of a number, anywhere in it.
  if (digits) alternatives.push(sql`${leads.mobile} like ${`%${digits}%`}`);
  return or(...alternatives)!;
}

/**
 * The leads sent from pages in `language`. English takes every lead not marked Malayalam or Hindi:
 * leads from before the forms had languages hold whatever the form sent (always "en" from this
 * site), and the list shows them as English too (leadLanguage).
 */
function languageCondition(language: Language): SQL {
  return language === defaultLanguage
    ? notInArray(leads.consentLanguage, [...prefixedLanguages])
    : eq(leads.consentLanguage, language);
}

/** A stored lead's language as the list shows and filters it: Malayalam, Hindi, else English. */
export function leadLanguage(consentLanguage: string): Language {
  return isLanguage(consentLanguage) ? consentLanguage : defaultLanguage;
}

/**
 * The SQL condition of a list query's filters (everything but paging and sort), for the list and
 * the CSV export alike, so both show exactly the same leads. `undefined`: no filter.
 */
export function buildLeadListConditions(query: LeadListFilters, viewer: LeadViewer): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.status && query.status.length > 0) {
    const statuses = new Set<LeadStatus>();
    for (const status of query.status) {
      if (status === OPEN_STATUS_FILTER) openStatuses.forEach((open) => statuses.add(open));
      else statuses.add(status);
    }
    conditions.push(inArray(leads.status, [...statuses]));
  }
  if (query.kind) conditions.push(eq(leads.kind, query.kind));
  if (query.service) conditions.push(eq(leads.serviceSlug, query.service));
  if (query.assignee === "mine") conditions.push(eq(leads.assignedToId, viewer.userId));
  else if (query.assignee === "unassigned") conditions.push(isNull(leads.assignedToId));
  else if (typeof query.assignee === "number") conditions.push(eq(leads.assignedToId, query.assignee));
  if (query.from) conditions.push(gte(leads.createdAt, query.from));
  if (query.to) conditions.push(lt(leads.createdAt, query.to));
  if (query.source) conditions.push(sql`${leadSourceSql} = ${query.source}`);
  if (query.repeats === "only") conditions.push(isNotNull(leads.duplicateOfId));
  else if (query.repeats === "hide") conditions.push(isNull(leads.duplicateOfId));
  if (query.overdue === true) {
    conditions.push(sql`${leads.followUpAt} < now()`, inArray(leads.status, [...openStatuses]));
  }
  if (query.language) conditions.push(languageCondition(query.language));
  if (query.documents) conditions.push(eq(leads.documentsState, query.documents));
  if (query.search) conditions.push(searchCondition(query.search));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const statusOrder = sql.raw(
  `case status ${leadStatuses.map((status, index) => `when '${status}' then ${index}`).join(" ")} else ${leadStatuses.length} end`,
);

const statusList = (statuses: readonly LeadStatus[]) =>
  sql.join(
    statuses.map((status) => sql`${status}`),
    sql`, `,
  );

/** The amount the list shows (lead-pipeline.ts currentLeadAmount), in SQL, to sort by it. */
const currentAmountSql = sql`case
  when ${leads.status} in (${statusList(currentAmountStatuses.disbursed)}) and ${leads.disbursedAmount} is not null then ${leads.disbursedAmount}
  when ${leads.status} in (${statusList(currentAmountStatuses.sanctioned)}) and ${leads.sanctionedAmount} is not null then ${leads.sanctionedAmount}
  else ${leads.loanAmount} end`;

function orderOf(query: Pick<LeadListQuery, "sort" | "dir">): SQL[] {
  const dir = query.dir === "asc" ? sql`asc` : sql`desc`;
  const tie = query.dir === "asc" ? asc(leads.id) : desc(leads.id);
  switch (query.sort) {
    case "amount":
      return [sql`${currentAmountSql} ${dir} nulls last`, tie];
    case "name":
      return [sql`lower(${leads.name}) ${dir}`, tie];
    case "status":
      return [sql`${statusOrder} ${dir}`, desc(leads.createdAt), desc(leads.id)];
    case "waiting":
      // Longest wait first for "desc": the oldest of the leads nobody has contacted; contacted last.
      return [
        sql`case when ${leads.firstContactedAt} is null then ${leads.createdAt} end ${query.dir === "asc" ? sql`desc` : sql`asc`} nulls last`,
        tie,
      ];
    case "followUp":
      return [sql`${leads.followUpAt} ${dir} nulls last`, tie];
    default:
      return [query.dir === "asc" ? asc(leads.createdAt) : desc(leads.createdAt), tie];
  }
}

export type LeadRow = typeof leads.$inferSelect;
type Row = { lead: LeadRow; assigneeName: string | null; serviceName: string | null; serviceId: number | null };

/** A date as the API answers it (ISO 8601), or null. */
export const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** A row of leadRowQuery as the list shows it, with how long the lead has waited at `now`. */
export function toListItem({ lead, assigneeName, serviceName }: Row, now: Date): LeadListItem {
  return {
    id: lead.id,
    reference: lead.reference,
    name: lead.name,
    mobile: lead.mobile,
    email: lead.email,
    kind: lead.kind as LeadListItem["kind"],
    serviceSlug: lead.serviceSlug,
    serviceName,
    dealId: lead.dealId,
    dealTitle: lead.dealTitle,
    loanAmount: lead.loanAmount,
    sanctionedAmount: lead.sanctionedAmount,
    disbursedAmount: lead.disbursedAmount,
    city: lead.city,
    status: lead.status,
    assignee: lead.assignedToId !== null ? { id: lead.assignedToId, displayName: assigneeName ?? "" } : null,
    source: lead.source,
    utmSource: lead.utmSource,
    utmMedium: lead.utmMedium,
    utmCampaign: lead.utmCampaign,
    utmTerm: lead.utmTerm,
    utmContent: lead.utmContent,
    referrer: lead.referrer,
    createdAt: lead.createdAt.toISOString(),
    firstContactedAt: iso(lead.firstContactedAt),
    followUpAt: iso(lead.followUpAt),
    language: leadLanguage(lead.consentLanguage),
    documents: lead.documentsState,
    isRepeat: lead.duplicateOfId !== null,
    waitingMinutes:
      lead.firstContactedAt === null
        ? Math.max(0, Math.floor((now.getTime() - lead.createdAt.getTime()) / 60_000))
        : null,
    erased: lead.erasedAt !== null,
  };
}

/** Leads with the names of their assignee and loan service: the rows of the list and the detail. */
export const leadRowQuery = (t: Database) =>
  t
    .select({
      lead: leads,
      assigneeName: users.displayName,
      serviceName: loanServices.name,
      serviceId: loanServices.id,
    })
    .from(leads)
    .leftJoin(users, eq(users.id, leads.assignedToId))
    .leftJoin(loanServices, eq(loanServices.slug, leads.serviceSlug));

export interface LeadListDeps {
  db: Database;
  /** The clock (the waiting time of leads nobody has contacted yet). */
  now: () => Date;
}

export function createLeadList({ db, now }: LeadListDeps) {
  return {
    /** One page of leads for the filters, sorted on the server. */
    async list(query: LeadListQuery, viewer: LeadViewer): Promise<LeadList> {
      const where = buildLeadListConditions(query, viewer);
      const [rows, totals] = await Promise.all([
        leadRowQuery(db)
          .where(where)
          .orderBy(...orderOf(query))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ total: count() }).from(leads).where(where),
      ]);
      const at = now();
      return { items: rows.map((row) => toListItem(row, at)), total: Number(totals[0]?.total ?? 0) };
    },

    /** The choices of the list's filters: assignable staff, sources seen (top 50), services. */
    async options(): Promise<LeadListOptions> {
      const [staff, sources, services] = await Promise.all([
        db
          .select({ id: users.id, displayName: users.displayName })
          .from(users)
          .where(and(eq(users.isActive, true), inArray(users.role, assignableRoles)))
          .orderBy(asc(users.displayName), asc(users.id)),
        db
          .select({ source: leadSourceSql, count: count() })
          .from(leads)
          .groupBy(leadSourceSql)
          .orderBy(desc(count()), asc(leadSourceSql))
          .limit(50),
        db
          .select({ slug: loanServices.slug, name: loanServices.name })
          .from(loanServices)
          .orderBy(asc(loanServices.sortOrder), asc(loanServices.name)),
      ]);
      return {
        staff,
        sources: sources.map((row) => ({ source: String(row.source), count: Number(row.count) })),
        services,
      };
    },
  };
}
