// The leads workbench: the staff list, one lead with its timeline, and every staff change to a
// lead (status through the loan pipeline, assignee, follow-up, commission, notes, logged calls and
// WhatsApp messages, bulk changes). Each change checks the version the screen showed, appends its
// lead_events row(s) and an audit entry in the same transaction, so the timeline, the audit log
// and the lead never disagree.
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, ne, or, sql, type SQL } from "drizzle-orm";
import { recordAudit, type AuditService } from "../audit/audit.server";
import { actorOf } from "../auth/auth.server";
import { can } from "../auth/permissions";
import { staffRoles } from "../vocabulary/staff";
import type { StaffPrincipal } from "../auth/staff-user";
import type { Database } from "../db/client.server";
import { leadEvents, leads, loanServices, notificationOutbox, users } from "../db/schema";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "../domain-errors";
import { istDateString } from "../formats/ist";
import { enqueueRecipientsChangedNotice } from "../notifications/outbox.server";
import type { SettingsService } from "../settings/settings.server";
import { leadKindLabels, leadStatuses, type LeadEventType, type LeadStatus } from "../vocabulary/leads";
import { allowedMoves, checkStatusChange, openStatuses, type StatusChangeDetails } from "./lead-pipeline";
import type { LeadSettings } from "./lead-settings";
import { fillWhatsappTemplate, recipientChanges } from "./lead-settings";
import type { LeadAuditAction } from "./lead-erasure";
import {
  LeadBulkSchema,
  LeadContactSchema,
  LeadNoteSchema,
  LeadSettingsPatchSchema,
  LeadUpdateSchema,
  OPEN_STATUS_FILTER,
  type LeadBulkInput,
  type LeadBulkResult,
  type LeadContactInput,
  type LeadDetail,
  type LeadList,
  type LeadListFilters,
  type LeadListItem,
  type LeadListOptions,
  type LeadListQuery,
  type LeadNoteInput,
  type LeadTimelineItem,
  type LeadUpdate,
  type LeadUpdateInput,
  type LeadViewer,
} from "./lead-workbench.schema";

export interface LeadWorkbenchDeps {
  db: Database;
  audit: AuditService;
  settings: SettingsService;
  /** The clock (tests move it); defaults to the real time. */
  now?: () => Date;
  /** Staff notices by e-mail through the outbox (the owners' notice of new alert recipients). */
  notices?: {
    /** Whether e-mail goes out at all (SMTP_URL and LEAD_NOTIFY_EMAIL, as for lead alerts). */
    enabled: boolean;
    /** PUBLIC_URL, for whole links in the e-mail. */
    siteUrl?: string | null;
    /** A notice was committed: the outbox worker may send it now rather than at its next poll. */
    onQueued(): void;
  };
}

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

function searchCondition(search: string): SQL {
  const digits = mobileSearchDigits(search);
  // A whole mobile number is only ever a mobile: one index lookup, no scan of names and references.
  if (digits?.length === 10) return eq(leads.mobile, `+91${digits}`);
  const alternatives: SQL[] = [];
  // Names are letters (lead-rules.ts): a search without any cannot be a name.
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
  if (query.search) conditions.push(searchCondition(query.search));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const statusOrder = sql.raw(
  `case status ${leadStatuses.map((status, index) => `when '${status}' then ${index}`).join(" ")} else ${leadStatuses.length} end`,
);

function orderOf(query: Pick<LeadListQuery, "sort" | "dir">): SQL[] {
  const dir = query.dir === "asc" ? sql`asc` : sql`desc`;
  const tie = query.dir === "asc" ? asc(leads.id) : desc(leads.id);
  switch (query.sort) {
    case "amount":
      return [sql`${leads.loanAmount} ${dir} nulls last`, tie];
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

type LeadRow = typeof leads.$inferSelect;
type Row = { lead: LeadRow; assigneeName: string | null; serviceName: string | null };

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function toListItem({ lead, assigneeName, serviceName }: Row, now: Date): LeadListItem {
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
    isRepeat: lead.duplicateOfId !== null,
    waitingMinutes:
      lead.firstContactedAt === null
        ? Math.max(0, Math.floor((now.getTime() - lead.createdAt.getTime()) / 60_000))
        : null,
    erased: lead.erasedAt !== null,
  };
}

/** The 10 digits of a stored mobile (`+91XXXXXXXXXX`), or null when it is not one (erased). */
function nationalMobile(mobile: string): string | null {
  const digits = mobile.replace(/\D/g, "");
  const national = digits.length === 12 && digits.startsWith("91") ? digits.slice(2) : digits;
  return /^[6-9]\d{9}$/.test(national) ? national : null;
}

const ERASED_MESSAGE =
  "This person's data was erased on request or after the retention period: nothing more can be logged for this lead.";

/** What a PATCH may change besides the status. */
interface Change {
  status?: LeadStatus;
  details: StatusChangeDetails;
  assigneeId?: number | null;
  followUpAt?: string | null;
  commissionExpected?: number | null;
  commissionReceived?: number | null;
}

function fieldMessage(error: unknown): string | null {
  if (error instanceof ValidationError) return [...new Set(Object.values(error.fields))].join(" ") || error.message;
  if (error instanceof ConflictError || error instanceof NotFoundError || error instanceof ForbiddenError) {
    return error.message;
  }
  return null;
}

export function createLeadWorkbench(deps: LeadWorkbenchDeps) {
  const { db, settings } = deps;
  const now = deps.now ?? (() => new Date());
  const notices = deps.notices ?? { enabled: false, onQueued: () => undefined };
  const tx = <T>(work: (t: Database) => Promise<T>) => db.transaction((t) => work(t as unknown as Database));

  const rowQuery = (t: Database) =>
    t
      .select({ lead: leads, assigneeName: users.displayName, serviceName: loanServices.name })
      .from(leads)
      .leftJoin(users, eq(users.id, leads.assignedToId))
      .leftJoin(loanServices, eq(loanServices.slug, leads.serviceSlug));

  async function lockedLead(t: Database, id: number): Promise<LeadRow> {
    const rows = await t.select().from(leads).where(eq(leads.id, id)).limit(1).for("update");
    if (!rows[0]) throw new NotFoundError("No lead with this id: it may have been deleted. Go back to the list.");
    return rows[0];
  }

  /** An active member of staff whose role works leads, or a field error. */
  async function assignee(t: Database, id: number): Promise<{ id: number; displayName: string }> {
    const rows = await t
      .select({ id: users.id, displayName: users.displayName, role: users.role, isActive: users.isActive })
      .from(users)
      .where(eq(users.id, id))
      .limit(1);
    const user = rows[0];
    if (!user || !user.isActive || !can(user, "lead:update")) {
      throw new ValidationError({
        assigneeId: "Choose an active member of staff who works leads (an owner or an admin).",
      });
    }
    return { id: user.id, displayName: user.displayName };
  }

  async function appendEvents(
    t: Database,
    principal: StaffPrincipal,
    leadId: number,
    events: { type: LeadEventType; data: Record<string, unknown> }[],
  ) {
    if (events.length === 0) return;
    await t.insert(leadEvents).values(
      events.map((event) => ({
        leadId,
        type: event.type,
        actorUserId: principal.user.id,
        actorLabel: principal.user.displayName,
        data: event.data,
      })),
    );
  }

  /**
   * Applies one change to one lead inside `t`: every rule checked, the row updated (version + 1),
   * its events and the audit entry written. `version` undefined: bulk, which works on the lead as
   * it is now. Answers whether anything changed.
   */
  async function applyChange(
    t: Database,
    principal: StaffPrincipal,
    id: number,
    version: number | undefined,
    change: Change,
    ip: string | null,
    auditExtra: Record<string, unknown> = {},
  ): Promise<boolean> {
    const before = await lockedLead(t, id);
    if (version !== undefined && before.version !== version) {
      throw new ConflictError(
        `Lead ${before.reference} was changed by someone else while you were looking at it. Reload to see the change, then try again.`,
      );
    }
    const at = now();
    const set: Partial<typeof leads.$inferInsert> = {};
    const events: { type: LeadEventType; data: Record<string, unknown> }[] = [];
    const audit: Record<string, { from: unknown; to: unknown }> = {};
    let status = before.status;

    if (change.status !== undefined) {
      const details = change.details;
      const refused = checkStatusChange(
        {
          status: before.status,
          sanctionedAmount: before.sanctionedAmount,
          sanctionedOn: before.sanctionedOn,
          submittedOn: before.submittedOn,
        },
        change.status,
        details,
        istDateString(at),
      );
      if (refused) throw new ValidationError(refused, refused.status ?? "Some fields are not valid");
      status = change.status;
      set.status = status;
      set.statusChangedAt = at;
      if (before.firstContactedAt === null && before.status === "new") set.firstContactedAt = at;
      const recorded: Record<string, string | number | null> = {};
      switch (status) {
        case "submitted_to_lender":
          set.lenderName = details.lenderName ?? null;
          set.lenderApplicationId = details.lenderApplicationId ?? null;
          set.submittedOn = details.submittedOn ?? null;
          Object.assign(recorded, {
            lenderName: set.lenderName,
            lenderApplicationId: set.lenderApplicationId,
            submittedOn: set.submittedOn,
          });
          break;
        case "sanctioned":
          set.sanctionedAmount = details.sanctionedAmount ?? null;
          set.sanctionedOn = details.sanctionedOn ?? null;
          Object.assign(recorded, { sanctionedAmount: set.sanctionedAmount, sanctionedOn: set.sanctionedOn });
          break;
        case "disbursed":
          set.disbursedAmount = details.disbursedAmount ?? null;
          set.disbursedOn = details.disbursedOn ?? null;
          Object.assign(recorded, { disbursedAmount: set.disbursedAmount, disbursedOn: set.disbursedOn });
          break;
        case "not_interested":
        case "not_eligible":
        case "rejected_by_lender":
        case "duplicate":
        case "spam":
          set.exitReason = details.reason ?? null;
          if (set.exitReason) recorded.reason = set.exitReason;
          break;
        default:
          // Back into the pipeline from an exit: the old reason no longer describes the file.
          if (before.exitReason !== null) set.exitReason = null;
          if (details.reason) recorded.reason = details.reason;
      }
      events.push({
        type: "status_changed",
        data: { from: before.status, to: status, ...(Object.keys(recorded).length > 0 ? { details: recorded } : {}) },
      });
      audit.status = { from: before.status, to: status };
      for (const [key, value] of Object.entries(recorded)) {
        audit[key] = {
          from: (before as Record<string, unknown>)[key === "reason" ? "exitReason" : key] ?? null,
          to: value,
        };
      }
    }

    if (change.assigneeId !== undefined && change.assigneeId !== before.assignedToId) {
      const to = change.assigneeId === null ? null : await assignee(t, change.assigneeId);
      set.assignedToId = to?.id ?? null;
      events.push({
        type: "assigned",
        data: { fromUserId: before.assignedToId, toUserId: to?.id ?? null, toLabel: to?.displayName ?? null },
      });
      audit.assignedToId = { from: before.assignedToId, to: to?.id ?? null };
    }

    if (change.followUpAt !== undefined) {
      const next = change.followUpAt === null ? null : new Date(change.followUpAt);
      if (iso(next) !== iso(before.followUpAt)) {
        set.followUpAt = next;
        events.push({ type: "follow_up_set", data: { at: iso(next) } });
        audit.followUpAt = { from: iso(before.followUpAt), to: iso(next) };
      }
    }

    if (change.commissionExpected !== undefined || change.commissionReceived !== undefined) {
      if (!can(principal.user, "lead:commission")) {
        throw new ForbiddenError("Only owners and admins record commission.");
      }
      if (status !== "disbursed" && status !== "closed") {
        const field = change.commissionExpected !== undefined ? "commissionExpected" : "commissionReceived";
        throw new ValidationError({ [field]: "Record commission once the loan is disbursed." });
      }
      const expected = change.commissionExpected !== undefined ? change.commissionExpected : before.commissionExpected;
      const received = change.commissionReceived !== undefined ? change.commissionReceived : before.commissionReceived;
      if (expected !== before.commissionExpected || received !== before.commissionReceived) {
        set.commissionExpected = expected;
        set.commissionReceived = received;
        events.push({ type: "commission_updated", data: { expected, received } });
        audit.commission = {
          from: { expected: before.commissionExpected, received: before.commissionReceived },
          to: { expected, received },
        };
      }
    }

    if (events.length === 0) return false;
    await t
      .update(leads)
      .set({ ...set, version: sql`${leads.version} + 1`, updatedAt: at })
      .where(eq(leads.id, id));
    await appendEvents(t, principal, id, events);
    await recordAudit(t, actorOf(principal, ip), {
      action: "lead.update",
      entity: "lead",
      entityId: id,
      changes: { ...audit, ...auditExtra },
    });
    return true;
  }

  async function timelineOf(lead: LeadRow, showCommission: boolean): Promise<LeadTimelineItem[]> {
    const [events, alerts] = await Promise.all([
      db.select().from(leadEvents).where(eq(leadEvents.leadId, lead.id)).orderBy(desc(leadEvents.id)),
      db
        .select({
          id: notificationOutbox.id,
          topic: notificationOutbox.topic,
          status: notificationOutbox.status,
          attempts: notificationOutbox.attempts,
          createdAt: notificationOutbox.createdAt,
          sentAt: notificationOutbox.sentAt,
          nextAttemptAt: notificationOutbox.nextAttemptAt,
        })
        .from(notificationOutbox)
        .where(eq(notificationOutbox.leadId, lead.id))
        .orderBy(asc(notificationOutbox.id)),
    ]);
    // Ties (an alert written in the enquiry's own transaction) keep events above alerts above arrival.
    const items: (LeadTimelineItem & { rank: number; seq: number })[] = [];
    items.push({
      id: "created",
      type: "created",
      at: lead.createdAt.toISOString(),
      actorLabel: null,
      data: {},
      rank: 0,
      seq: 0,
    });
    for (const alert of alerts) {
      // An alert cancelled by an erasure never went out; the erasure is on the timeline itself.
      if (alert.status === "cancelled") continue;
      // Only when and how it went: the alert's payload (the visitor's details) is not repeated here.
      const type =
        alert.status === "sent" ? "alert_sent" : alert.status === "failed" ? "alert_failed" : "alert_waiting";
      const at = alert.status === "sent" ? (alert.sentAt ?? alert.createdAt) : alert.createdAt;
      items.push({
        id: `alert:${alert.id}`,
        type,
        at: at.toISOString(),
        actorLabel: null,
        data: { attempts: alert.attempts, topic: alert.topic },
        rank: 1,
        seq: alert.id,
      });
    }
    for (const event of events) {
      items.push({
        id: `event:${event.id}`,
        type: event.type,
        at: event.createdAt.toISOString(),
        actorLabel: event.actorLabel,
        // Commission is for owners and admins: others see that it changed, not the amounts.
        data: event.type === "commission_updated" && !showCommission ? {} : event.data,
        rank: 2,
        seq: event.id,
      });
    }
    items.sort((a, b) => b.at.localeCompare(a.at) || b.rank - a.rank || b.seq - a.seq);
    return items.map(({ rank: _rank, seq: _seq, ...item }) => item);
  }

  async function detail(principal: StaffPrincipal, id: number): Promise<LeadDetail> {
    const rows = await rowQuery(db).where(eq(leads.id, id)).limit(1);
    const row = rows[0];
    if (!row) throw new NotFoundError("No lead with this id: it may have been deleted. Go back to the list.");
    const { lead } = row;
    const originalId = lead.duplicateOfId ?? lead.id;
    const [repeatRows, timeline, leadSettings, site] = await Promise.all([
      db
        .select({ id: leads.id, reference: leads.reference, status: leads.status, createdAt: leads.createdAt })
        .from(leads)
        .where(and(or(eq(leads.id, originalId), eq(leads.duplicateOfId, originalId)), ne(leads.id, lead.id)))
        .orderBy(desc(leads.createdAt), desc(leads.id))
        .limit(100),
      timelineOf(lead, can(principal.user, "lead:commission")),
      settings.getLeads(),
      settings.getSite(),
    ]);
    const mobile = lead.erasedAt === null ? nationalMobile(lead.mobile) : null;
    const whatsappMessage = fillWhatsappTemplate(leadSettings.whatsappTemplate, {
      name: lead.erasedAt === null ? (lead.name.trim().split(/\s+/)[0] ?? "") : "",
      reference: lead.reference,
      // "about your Vyapar app enquiry": the app's name keeps its capital, and "enquiry" is in the template.
      service:
        row.serviceName ??
        (lead.kind === "vyapar_enquiry"
          ? "Vyapar app"
          : leadKindLabels[lead.kind as keyof typeof leadKindLabels]?.toLowerCase()) ??
        "loan",
      staffName: principal.user.displayName,
      businessName: site.businessName,
    });
    return {
      ...toListItem(row, now()),
      pincode: lead.pincode,
      monthlyIncome: lead.monthlyIncome,
      employmentType: lead.employmentType,
      message: lead.message,
      details: lead.details,
      duplicateOfId: lead.duplicateOfId,
      consent: {
        noticeVersion: lead.consentNoticeVersion,
        language: lead.consentLanguage,
        purpose: lead.consentPurpose,
        consentedAt: lead.consentedAt.toISOString(),
      },
      attribution: {
        landingPage: lead.landingPage,
        referrer: lead.referrer,
        utmSource: lead.utmSource,
        utmMedium: lead.utmMedium,
        utmCampaign: lead.utmCampaign,
        utmTerm: lead.utmTerm,
        utmContent: lead.utmContent,
      },
      statusChangedAt: iso(lead.statusChangedAt),
      lenderName: lead.lenderName,
      lenderApplicationId: lead.lenderApplicationId,
      submittedOn: lead.submittedOn,
      sanctionedAmount: lead.sanctionedAmount,
      sanctionedOn: lead.sanctionedOn,
      disbursedAmount: lead.disbursedAmount,
      disbursedOn: lead.disbursedOn,
      exitReason: lead.exitReason,
      ...(can(principal.user, "lead:commission")
        ? { commission: { expected: lead.commissionExpected, received: lead.commissionReceived } }
        : {}),
      erasedAt: iso(lead.erasedAt),
      updatedAt: lead.updatedAt.toISOString(),
      version: lead.version,
      allowedStatuses: [...allowedMoves(lead.status)],
      repeats: repeatRows.map((repeat) => ({
        id: repeat.id,
        reference: repeat.reference,
        status: repeat.status,
        createdAt: repeat.createdAt.toISOString(),
        isOriginal: repeat.id === originalId,
      })),
      timeline,
      whatsappMessage,
      whatsappUrl: mobile ? `https://wa.me/91${mobile}?text=${encodeURIComponent(whatsappMessage)}` : null,
      telUrl: mobile ? `tel:+91${mobile}` : null,
    };
  }

  function changeOf(input: LeadUpdate): Change {
    return {
      status: input.status,
      details: {
        lenderName: input.lenderName,
        lenderApplicationId: input.lenderApplicationId,
        submittedOn: input.submittedOn,
        sanctionedAmount: input.sanctionedAmount,
        sanctionedOn: input.sanctionedOn,
        disbursedAmount: input.disbursedAmount,
        disbursedOn: input.disbursedOn,
        reason: input.reason,
      },
      assigneeId: input.assigneeId,
      followUpAt: input.followUpAt,
      commissionExpected: input.commissionExpected,
      commissionReceived: input.commissionReceived,
    };
  }

  /** Inputs from code (loaders, tests) are checked like the API's. */
  /**
   * The owners' notice of a change of the alert recipients, in the change's transaction. Only
   * when alerts are on: like the lead alerts, nothing is queued that no worker would ever send,
   * and with alerts off the recipients receive nothing either.
   */
  async function queueRecipientsNotice(
    t: Database,
    principal: StaffPrincipal,
    businessName: string | null,
    change: { added: string[]; removed: string[]; recipients: string[] },
  ): Promise<boolean> {
    if (!notices.enabled) return false;
    const owners = await t
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.role, "owner"), eq(users.isActive, true)))
      .orderBy(asc(users.id));
    if (owners.length === 0) return false;
    await enqueueRecipientsChangedNotice(t, {
      to: owners.map((owner) => owner.email),
      changedBy: {
        displayName: principal.user.displayName,
        email: principal.user.email,
        role: principal.user.role,
        via: principal.via,
        token: principal.token ? { name: principal.token.name, createdBy: principal.token.createdBy } : null,
      },
      changedAt: now().toISOString(),
      ...change,
      businessName,
      siteUrl: notices.siteUrl ?? null,
    });
    return true;
  }

  function parse<T>(
    schema: {
      safeParse(
        value: unknown,
      ): { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
    },
    value: unknown,
  ): T {
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    const fields: Record<string, string> = {};
    for (const issue of result.error.issues) fields[issue.path.map(String).join(".") || "input"] ??= issue.message;
    throw new ValidationError(fields);
  }

  async function update(principal: StaffPrincipal, id: number, input: LeadUpdateInput, ip: string | null) {
    const parsed = parse<LeadUpdate>(LeadUpdateSchema, input);
    await tx((t) => applyChange(t, principal, id, parsed.version, changeOf(parsed), ip));
    return detail(principal, id);
  }

  async function logOnLead(
    principal: StaffPrincipal,
    id: number,
    ip: string | null,
    field: string,
    event: { type: LeadEventType; data: Record<string, unknown> },
    action: LeadAuditAction,
    options: { contact?: boolean } = {},
  ) {
    await tx(async (t) => {
      const lead = await lockedLead(t, id);
      if (lead.erasedAt !== null) throw new ValidationError({ [field]: ERASED_MESSAGE }, ERASED_MESSAGE);
      const at = now();
      // Not a version bump: a note or a logged call changes nothing staff edit in the form.
      await t
        .update(leads)
        .set({ updatedAt: at, ...(options.contact && lead.firstContactedAt === null ? { firstContactedAt: at } : {}) })
        .where(eq(leads.id, id));
      await appendEvents(t, principal, id, [event]);
      await recordAudit(t, actorOf(principal, ip), {
        action,
        entity: "lead",
        entityId: id,
        changes: {
          ...event.data,
          ...(options.contact && lead.firstContactedAt === null ? { firstContact: true } : {}),
        },
      });
    });
    return detail(principal, id);
  }

  return {
    /** One page of leads for the filters, sorted on the server. */
    async list(query: LeadListQuery, viewer: LeadViewer): Promise<LeadList> {
      const where = buildLeadListConditions(query, viewer);
      const [rows, totals] = await Promise.all([
        rowQuery(db)
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

    /** Every field, consent, attribution, repeats, timeline (newest first); 404 when unknown. */
    get: detail,

    /**
     * PATCH: status (with its details), assignee, follow-up and/or commission at once, checked
     * against `version` (stale: 409). Answers the updated detail.
     */
    update,

    async changeStatus(
      principal: StaffPrincipal,
      id: number,
      input: Pick<
        LeadUpdateInput,
        | "version"
        | "status"
        | "lenderName"
        | "lenderApplicationId"
        | "submittedOn"
        | "sanctionedAmount"
        | "sanctionedOn"
        | "disbursedAmount"
        | "disbursedOn"
        | "reason"
      >,
      ip: string | null,
    ): Promise<LeadDetail> {
      return update(principal, id, input, ip);
    },

    async assign(
      principal: StaffPrincipal,
      id: number,
      input: { version: number; assigneeId: number | null },
      ip: string | null,
    ): Promise<LeadDetail> {
      return update(principal, id, input, ip);
    },

    async setFollowUp(
      principal: StaffPrincipal,
      id: number,
      input: { version: number; followUpAt: string | null },
      ip: string | null,
    ): Promise<LeadDetail> {
      return update(principal, id, input, ip);
    },

    async updateCommission(
      principal: StaffPrincipal,
      id: number,
      input: { version: number; commissionExpected?: number | null; commissionReceived?: number | null },
      ip: string | null,
    ): Promise<LeadDetail> {
      return update(principal, id, input, ip);
    },

    /** A note on the timeline; no version needed. Refused on erased leads. */
    async addNote(principal: StaffPrincipal, id: number, input: LeadNoteInput, ip: string | null): Promise<LeadDetail> {
      const { text } = parse<{ text: string }>(LeadNoteSchema, input);
      return logOnLead(principal, id, ip, "text", { type: "note_added", data: { text } }, "lead.note_add");
    },

    /** A call or WhatsApp message logged from the buttons; sets firstContactedAt when empty. */
    async logContact(
      principal: StaffPrincipal,
      id: number,
      input: LeadContactInput,
      ip: string | null,
    ): Promise<LeadDetail> {
      const { channel, outcome } = parse<{ channel: "call" | "whatsapp"; outcome?: string }>(LeadContactSchema, input);
      return logOnLead(
        principal,
        id,
        ip,
        "channel",
        {
          type: channel === "call" ? "call_logged" : "whatsapp_logged",
          data: outcome ? { outcome } : {},
        },
        "lead.contact_log",
        { contact: true },
      );
    },

    /** Assign or change the status of many leads; each checked as one by one, in its own transaction. */
    async bulk(principal: StaffPrincipal, input: LeadBulkInput, ip: string | null): Promise<LeadBulkResult> {
      const parsed = parse<ReturnType<typeof LeadBulkSchema.parse>>(LeadBulkSchema, input);
      const ids = [...new Set(parsed.ids)];
      const references = new Map(
        (await db.select({ id: leads.id, reference: leads.reference }).from(leads).where(inArray(leads.id, ids))).map(
          (row) => [row.id, row.reference],
        ),
      );
      const change: Change =
        parsed.action === "assign"
          ? { details: {}, assigneeId: parsed.assigneeId ?? null }
          : { status: parsed.status, details: parsed.details ?? {} };
      const result: LeadBulkResult = { updated: [], failed: [] };
      for (const id of ids) {
        try {
          await tx((t) => applyChange(t, principal, id, undefined, change, ip, { bulk: true }));
          result.updated.push(id);
        } catch (error) {
          const message = fieldMessage(error);
          if (message === null) throw error;
          result.failed.push({ id, reference: references.get(id) ?? null, message });
        }
      }
      return result;
    },

    /** The lead settings (assignment, WhatsApp template, working hours, retention). */
    getSettings(): Promise<LeadSettings> {
      return settings.getLeads();
    },

    /**
     * Saves part of the lead settings (400 with dotted field paths), audits the change and, when
     * the alert recipients gained or lost an address, queues the owners' notice (ADR 0032), all in
     * the transaction of the change.
     */
    async updateSettings(principal: StaffPrincipal, changes: unknown, ip: string | null): Promise<LeadSettings> {
      const parsed = parse<Partial<LeadSettings>>(LeadSettingsPatchSchema, changes);
      // Read before the transaction: the embedded database has one connection, which the
      // transaction holds, so a read outside it from within would wait for ever.
      const businessName =
        parsed.leadAlertRecipients !== undefined && notices.enabled
          ? ((await settings.getSite().catch(() => null))?.businessName ?? null)
          : null;
      let noticeQueued = false;
      const after = await settings.updateLeads(parsed, async (t, before, saved) => {
        const diff: Record<string, { from: unknown; to: unknown }> = {};
        for (const key of Object.keys(parsed) as (keyof LeadSettings)[]) {
          if (JSON.stringify(before[key]) !== JSON.stringify(saved[key]))
            diff[key] = { from: before[key], to: saved[key] };
        }
        if (Object.keys(diff).length === 0) return;
        await recordAudit(t, actorOf(principal, ip), {
          action: "lead_settings.update",
          entity: "settings",
          entityId: "leads",
          changes: diff,
        });
        const { added, removed } = recipientChanges(before.leadAlertRecipients, saved.leadAlertRecipients);
        if (added.length + removed.length > 0) {
          noticeQueued = await queueRecipientsNotice(t, principal, businessName, {
            added,
            removed,
            recipients: saved.leadAlertRecipients,
          });
        }
      });
      if (noticeQueued) notices.onQueued();
      return after;
    },
  };
}

export type LeadWorkbench = ReturnType<typeof createLeadWorkbench>;
