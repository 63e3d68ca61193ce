import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { can, rolePermissions } from "../auth/permissions";
import { staffRoles } from "../vocabulary/staff";
import type { Database } from "../db/client.server";
import { isUniqueViolation } from "../db/errors.server";
import { namedStatement } from "../db/named-statement.server";
import { NotFoundError, ValidationError } from "../domain-errors";
import { deals, leadEvents, leads, notificationOutbox, siteSettings, users } from "../db/schema";
import type { LoanServiceService } from "../loan-services/loan-service.server";
import { alertPersonalFields, LEAD_ALERT_TOPIC, type LeadAlertPayload } from "../notifications/lead-alert";
import { pick } from "../shared/pick";
import { requiredFieldsForService, validateLoanEnquiryForService } from "./enquiry-requirements";
import { leadMessagesFor } from "./lead-schemas.server";
import type { Language } from "../vocabulary/languages";
import type { LeadSettings } from "./lead-settings";
import {
  enquiryDetailFields,
  type CreatedLead,
  type EnquiryDetails,
  type EnquirySummary,
  type LeadData,
} from "./lead.schema";
import type { LeadEventData } from "./lead-timeline";
import { arrivalService, type LeadArrival } from "./lead-arrival";

const REFERENCE_PREFIX: Record<LeadData["kind"], string> = {
  loan_enquiry: "LN",
  contact_message: "CT",
  partner_application: "BP",
  vyapar_enquiry: "VY",
};
/** No 0/O, 1/I/L or U: easy to read out on a phone call. */
const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ";

export function generateReference(kind: LeadData["kind"]): string {
  let code = "";
  for (let i = 0; i < 6; i++) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `${REFERENCE_PREFIX[kind]}-${code}`;
}

const CONSENT_PURPOSE: Record<LeadData["kind"], string> = {
  loan_enquiry:
    "Contact me about this loan enquiry, check my eligibility and share my details with lenders I choose to apply with",
  contact_message: "Reply to my message",
  partner_application: "Assess my application to become a business partner and contact me about it",
  vyapar_enquiry: "Contact me about the Vyapar bookkeeping app and help me choose, set up and learn it",
};

export interface LeadServiceDeps {
  db: Database;
  loanServices: LoanServiceService;
  /**
   * Whether staff alerts go out now: a mail server (SMTP_URL or the Mail server screen) and
   * someone to send them to (LEAD_NOTIFY_EMAIL or the lead settings). Read for each lead; cached
   * by its owner (server/notifications/mail-server-settings.server.ts).
   */
  alertsEnabled: () => Promise<boolean>;
  /**
   * Called after a new lead's transaction committed (not a repeat's): wakes the outbox worker and
   * tells the staff tabs (lead-arrival.ts: no personal data).
   */
  onLeadCommitted?: (arrival: LeadArrival) => void;
  /** The lead settings (assignment of new leads); manual assignment when absent. */
  settings?: { getLeads(): Promise<LeadSettings> };
}

const REPEAT_WINDOW_HOURS = 24;
/** How long the second step of a loan enquiry stays open after the first. */
export const ENRICHMENT_TTL_MS = 2 * 60 * 60 * 1000;
/** site_settings row holding the last staff member a new lead went to in turn (round robin). */
const ROUND_ROBIN_CURSOR_KEY = "leads.roundRobinCursor";
const VISITOR_LABEL = "Visitor";
const AUTO_ASSIGN_LABEL = "Automatic assignment";

/** A random 256-bit token, base64url (43 characters). */
function newEnrichmentToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashEnrichmentToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

function detailsOf(data: LeadData): Record<string, unknown> {
  switch (data.kind) {
    case "contact_message":
      return data.subject ? { subject: data.subject } : {};
    case "partner_application":
      return {
        partnerType: data.partnerType,
        ...(data.experienceYears !== undefined ? { experienceYears: data.experienceYears } : {}),
      };
    case "vyapar_enquiry":
      return data.businessName ? { businessName: data.businessName } : {};
    default:
      return {};
  }
}

/** The hidden `website` field is for bots only: people never see or fill it. */
function isBotSubmission(data: LeadData): boolean {
  return data.website !== undefined && data.website.trim() !== "";
}

type StoredLead = typeof leads.$inferSelect;

/**
 * The details the visitor may still set: those empty now, and those the visitor set earlier in
 * step two (named by the lead's "enriched" events), never those sent with the first request.
 */
function editableDetails(lead: StoredLead, earlier: { data: Record<string, unknown> }[]) {
  const setByVisitor = new Set(earlier.flatMap((event) => (Array.isArray(event.data.fields) ? event.data.fields : [])));
  return enquiryDetailFields.filter((field) => lead[field] === null || setByVisitor.has(field));
}

function summaryOf(lead: StoredLead, editable: EnquirySummary["editable"]): EnquirySummary {
  return {
    reference: lead.reference,
    serviceSlug: lead.serviceSlug,
    email: lead.email,
    city: lead.city,
    pincode: lead.pincode,
    loanAmount: lead.loanAmount,
    monthlyIncome: lead.monthlyIncome,
    employmentType: lead.employmentType as EnquirySummary["employmentType"],
    message: lead.message,
    editable,
    enrichmentExpiresAt: lead.enrichmentExpiresAt!.toISOString(),
  };
}

/** Roles whose holders may work leads: a repeat goes back to its first enquiry's assignee only if theirs is one. */
const ROLES_THAT_WORK_LEADS = staffRoles.filter((role) => rolePermissions[role].has("lead:update"));

/** The stored columns of a new lead, from the checked submission. */
function leadRow(data: LeadData, serviceSlug: string | null, enrichmentToken: string | null) {
  const now = new Date();
  return {
    reference: generateReference(data.kind),
    kind: data.kind,
    serviceSlug,
    name: data.name,
    mobile: data.mobile,
    email: "email" in data ? (data.email ?? null) : null,
    city: "city" in data ? (data.city ?? null) : null,
    pincode: "pincode" in data ? (data.pincode ?? null) : null,
    loanAmount: data.kind === "loan_enquiry" ? (data.loanAmount ?? null) : null,
    monthlyIncome: data.kind === "loan_enquiry" ? (data.monthlyIncome ?? null) : null,
    employmentType: data.kind === "loan_enquiry" ? (data.employmentType ?? null) : null,
    message: data.message ?? null,
    details: detailsOf(data),
    landingPage: data.landingPage ?? null,
    referrer: data.referrer ?? null,
    utmSource: data.utm?.source ?? null,
    utmMedium: data.utm?.medium ?? null,
    utmCampaign: data.utm?.campaign ?? null,
    utmTerm: data.utm?.term ?? null,
    utmContent: data.utm?.content ?? null,
    consentNoticeVersion: data.consent.noticeVersion,
    consentLanguage: data.consent.language,
    consentPurpose: CONSENT_PURPOSE[data.kind],
    consentedAt: now,
    enrichmentTokenHash: enrichmentToken ? hashEnrichmentToken(enrichmentToken) : null,
    enrichmentExpiresAt: enrichmentToken ? new Date(now.getTime() + ENRICHMENT_TTL_MS) : null,
  };
}
type LeadRow = ReturnType<typeof leadRow>;

/** The staff alert of a new lead; the statement that stores it adds when and, if any, to whom. */
function alertPayloadOf(data: LeadData, row: LeadRow, serviceName: string | null): Omit<LeadAlertPayload, "createdAt"> {
  return {
    reference: row.reference,
    kind: data.kind,
    serviceSlug: row.serviceSlug,
    serviceName,
    loanAmount: row.loanAmount,
    ...pick(row, alertPersonalFields),
    utm: data.utm ?? {},
    language: data.consent.language,
  };
}

/** A value of the lead statements below, by name (namedStatement: text built and planned once). */
const p = (name: string) => sql.placeholder(name);

/** The first enquiry a new lead would repeat, taking the repeat lock (migration 0010). */
const leadOriginalSql = namedStatement<{ id: number }>(
  "lead_original_v1",
  sql`select id from lead_original(${p("kind")}, ${p("mobile")}, ${p("serviceSlug")}, ${p("windowHours")}::integer)`,
);

/**
 * A new lead in one statement (see insertLead): the first enquiry it repeats, under the repeat
 * lock; the assignee (the first enquiry's, or the next in turn, if they may work leads); the
 * deal, locked so that its deletion cannot race the insert; the lead; the assignment on its
 * timeline; the alert in the outbox for a new lead when alerts are on (the assignee gets it too,
 * outbox-worker.server.ts).
 */
const insertLeadSql = namedStatement<{ id: number; duplicate_of_id: number | null }>(
  "lead_insert_v1",
  sql`
  with original as materialized (
    select o.id, o.assigned_to_id
    from lead_original(${p("kind")}, ${p("mobile")}, ${p("serviceSlug")}, ${p("windowHours")}::integer) o
  ),
  assignee as materialized (
    select u.id, u.display_name, u.email
    from ${users} u
    where u.is_active and u.role = any(${p("roles")}::text[])
      and u.id = coalesce((select o.assigned_to_id from original o), ${p("nextInTurnId")}::integer)
  ),
  deal as materialized (
    select d.id, d.title from ${deals} d where d.id = ${p("dealId")}::integer for key share
  ),
  new_lead as (
    insert into ${leads} (
      reference, kind, service_slug, name, mobile, email, city, pincode, loan_amount,
      monthly_income, employment_type, message, details, deal_id, deal_title, landing_page,
      referrer, utm_source, utm_medium, utm_campaign, utm_term, utm_content,
      consent_notice_version, consent_language, consent_purpose, consented_at,
      enrichment_token_hash, enrichment_expires_at, duplicate_of_id, assigned_to_id
    ) values (
      ${p("reference")}, ${p("kind")}, ${p("serviceSlug")}, ${p("name")}, ${p("mobile")}, ${p("email")},
      ${p("city")}, ${p("pincode")}, ${p("loanAmount")}::bigint, ${p("monthlyIncome")}::bigint,
      ${p("employmentType")}, ${p("message")}, ${p("details")}::jsonb,
      (select id from deal), (select title from deal), ${p("landingPage")}, ${p("referrer")},
      ${p("utmSource")}, ${p("utmMedium")}, ${p("utmCampaign")}, ${p("utmTerm")}, ${p("utmContent")},
      ${p("consentNoticeVersion")}, ${p("consentLanguage")}, ${p("consentPurpose")},
      ${p("consentedAt")}::timestamptz, ${p("enrichmentTokenHash")}, ${p("enrichmentExpiresAt")}::timestamptz,
      (select id from original), (select id from assignee)
    )
    returning id, created_at, duplicate_of_id
  ),
  assigned as (
    insert into ${leadEvents} (lead_id, type, actor_user_id, actor_label, data)
    select n.id, 'assigned', null, ${AUTO_ASSIGN_LABEL},
      jsonb_build_object('fromUserId', null, 'toUserId', a.id, 'toLabel', a.display_name, 'auto', true)
    from new_lead n cross join assignee a
  ),
  alert as (
    insert into ${notificationOutbox} (topic, lead_id, payload)
    select ${LEAD_ALERT_TOPIC}, n.id,
      ${p("alert")}::jsonb
        || jsonb_build_object('createdAt', to_char(n.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
        || coalesce((select jsonb_build_object('assigneeName', a.display_name, 'assigneeEmail', a.email) from assignee a), '{}'::jsonb)
    from new_lead n
    where n.duplicate_of_id is null and ${p("alert")}::jsonb is not null
  )
  select id, duplicate_of_id from new_lead`,
);

export function createLeadService({ db, loanServices, alertsEnabled, onLeadCommitted, settings }: LeadServiceDeps) {
  return {
    /**
     * Stores a lead. The lead (and its staff alert, in the outbox) is committed before this
     * resolves, so a success answer always means the lead is in the database, with one exception:
     * a filled honeypot (`website`, which people neither see nor reach) gets an answer that looks
     * like a stored lead's, after the same checks, but nothing is stored and no alert is sent, so
     * a bot learns nothing about the trap (ADR 0007).
     */
    async create(data: LeadData): Promise<CreatedLead> {
      let serviceName: string | null = null;
      const serviceSlug = data.kind === "loan_enquiry" ? data.serviceSlug : null;
      // Read alongside the service (one round trip less to wait for); a validation error below
      // leaves it unread, so its failure is marked handled here and still thrown where awaited.
      const leadSettings = settings?.getLeads();
      leadSettings?.catch(() => undefined);
      const alertsOn = alertsEnabled();
      alertsOn.catch(() => undefined);
      // The rules below answer in the form's language, as the schema did.
      const messages = leadMessagesFor(data.consent.language);
      if (data.kind === "loan_enquiry") {
        const service = await loanServices.getActiveBySlug(data.serviceSlug);
        if (!service) throw new ValidationError({ serviceSlug: messages.serviceUnknown }, messages.someFields);
        // Name, mobile and consent alone make a lead (the form's first step; the other details
        // follow with PATCH /api/leads/{reference}). A client that sends the details in the same
        // request sends them all, as before: some of the service's fields but not the others is
        // most likely a mistake the client should hear about.
        const required = requiredFieldsForService(service.enquiryFields);
        const sentAnyDetail = (Object.keys(required) as (keyof typeof required)[]).some(
          (field) => required[field] && data[field] !== undefined,
        );
        const missing = sentAnyDetail ? validateLoanEnquiryForService(data, service.enquiryFields, messages) : {};
        if (Object.keys(missing).length > 0) throw new ValidationError(missing, messages.someFields);
        serviceName = service.name;
      }
      // The token is made for the trap too, so its answer has the same shape (nothing is stored).
      const enrichmentToken = data.kind === "loan_enquiry" ? newEnrichmentToken() : null;
      if (isBotSubmission(data))
        return {
          reference: generateReference(data.kind),
          kind: data.kind,
          ...(enrichmentToken ? { enrichmentToken } : {}),
        };
      const assignment = (await leadSettings)?.assignment ?? { mode: "manual" as const, staffIds: [] };

      for (let attempt = 0; ; attempt++) {
        try {
          const { created, id, isRepeat } = await insertLead(
            data,
            serviceSlug,
            serviceName,
            enrichmentToken,
            assignment,
            await alertsOn,
          );
          if (!isRepeat) onLeadCommitted?.({ id, kind: data.kind, service: arrivalService(data.kind, serviceName) });
          return created;
        } catch (error) {
          // A reference collision (1 in ~7×10^8) aborts the transaction: try a new reference.
          if (attempt < 3 && isUniqueViolation(error, "leads_reference_unique")) continue;
          throw error;
        }
      }
    },

    /**
     * The optional second step of a loan enquiry: the visitor who holds the token from the first
     * step's answer adds the other details. Only details that were empty when the lead was made
     * can be set (what came with the first request stays), and those may be set again while the
     * token lasts, so a typo can be corrected. A wrong or expired token, an unknown reference and
     * an erased lead all answer the same NotFoundError: nothing tells whether a reference exists.
     * Its message is in `language`, the form's.
     */
    async enrich(
      reference: string,
      token: string,
      details: EnquiryDetails,
      language: Language = "en",
    ): Promise<EnquirySummary> {
      const tokenHash = hashEnrichmentToken(token);
      return db.transaction(async (tx) => {
        const [lead] = await tx
          .select()
          .from(leads)
          .where(and(eq(leads.reference, reference), eq(leads.kind, "loan_enquiry")))
          .for("update");
        const open =
          lead !== undefined &&
          lead.erasedAt === null &&
          lead.enrichmentTokenHash !== null &&
          lead.enrichmentExpiresAt !== null &&
          lead.enrichmentExpiresAt.getTime() > Date.now() &&
          sameHash(lead.enrichmentTokenHash, tokenHash);
        if (!open) throw new NotFoundError(leadMessagesFor(language).enrichmentNotFound);

        const earlier = await tx
          .select({ data: leadEvents.data })
          .from(leadEvents)
          .where(and(eq(leadEvents.leadId, lead.id), eq(leadEvents.type, "enriched")));
        const editable = editableDetails(lead, earlier);
        const changes: Partial<EnquiryDetails> = {};
        for (const field of editable) {
          const value = details[field];
          if (value !== undefined && value !== lead[field]) Object.assign(changes, { [field]: value });
        }
        const changed = Object.keys(changes);
        let stored = lead;
        if (changed.length > 0) {
          [stored] = (await tx
            .update(leads)
            .set({ ...changes, updatedAt: sql`now()` })
            .where(eq(leads.id, lead.id))
            .returning()) as [typeof lead];
          const event: LeadEventData["enriched"] = { fields: changed };
          await tx.insert(leadEvents).values({
            leadId: lead.id,
            type: "enriched",
            actorUserId: null,
            actorLabel: VISITOR_LABEL,
            data: event,
          });
          // An alert still waiting in the outbox carries the details too (one already sent does not).
          await tx.execute(sql`
            update ${notificationOutbox}
            set payload = payload || ${JSON.stringify(changes)}::jsonb
            where lead_id = ${lead.id} and topic = ${LEAD_ALERT_TOPIC} and status = 'pending'`);
        }
        return summaryOf(stored!, editable);
      });
    },
  };

  /**
   * Stores the lead in one statement (one round trip, issue 14): lead_original (migration 0010)
   * takes the advisory lock for this mobile and service and finds the first enquiry it repeats; a
   * repeat goes to whoever works that one, if they still may work leads; a new lead, when alerts
   * are on, gets its alert in the outbox. Data-modifying CTEs commit together or not at all. In
   * round-robin mode the next colleague in turn is chosen first, in a transaction that holds the
   * same lock, and handed to the statement.
   */
  async function insertLead(
    data: LeadData,
    serviceSlug: string | null,
    serviceName: string | null,
    enrichmentToken: string | null,
    assignment: LeadSettings["assignment"],
    withAlert: boolean,
  ) {
    const row = leadRow(data, serviceSlug, enrichmentToken);
    const alert = withAlert ? alertPayloadOf(data, row, serviceName) : null;
    // The answer is the same for a repeat as for a first enquiry: its own reference, nothing of
    // the first one (whoever knows a mobile number must not learn that it enquired). The link
    // to the first lead stays in duplicate_of_id.
    const created: CreatedLead = {
      reference: row.reference,
      kind: data.kind,
      ...(enrichmentToken ? { enrichmentToken } : {}),
    };
    const { id, isRepeat } =
      assignment.mode !== "round_robin" || assignment.staffIds.length === 0
        ? await insertLeadStatement(db, data, row, alert, null)
        : await insertInTurn(data, row, alert, assignment.staffIds);
    return { created, id, isRepeat };
  }

  /** Round-robin mode: the next colleague in turn is chosen under the lead's lock, then the lead stored. */
  function insertInTurn(
    data: LeadData,
    row: LeadRow,
    alert: Omit<LeadAlertPayload, "createdAt"> | null,
    staffIds: readonly number[],
  ): Promise<{ id: number; isRepeat: boolean }> {
    return db.transaction(async (tx) => {
      const txDb = tx as unknown as Database;
      const [original] = await leadOriginalSql.run(txDb, { ...row, windowHours: REPEAT_WINDOW_HOURS });
      // A repeat stays with whoever works the first enquiry; only a new lead takes the next turn.
      const next = original ? null : await nextInTurn(txDb, staffIds);
      return insertLeadStatement(txDb, data, row, alert, next?.id ?? null);
    });
  }

  async function insertLeadStatement(
    runner: Database,
    data: LeadData,
    row: LeadRow,
    alert: Omit<LeadAlertPayload, "createdAt"> | null,
    nextInTurnId: number | null,
  ): Promise<{ id: number; isRepeat: boolean }> {
    const [inserted] = await insertLeadSql.run(runner, {
      ...row,
      details: JSON.stringify(row.details),
      consentedAt: row.consentedAt.toISOString(),
      enrichmentExpiresAt: row.enrichmentExpiresAt?.toISOString() ?? null,
      windowHours: REPEAT_WINDOW_HOURS,
      roles: ROLES_THAT_WORK_LEADS,
      nextInTurnId,
      dealId: data.kind === "loan_enquiry" ? (data.dealId ?? null) : null,
      alert: alert === null ? null : JSON.stringify(alert),
    });
    if (!inserted) throw new Error("inserting the lead returned no row");
    return { id: Number(inserted.id), isRepeat: inserted.duplicate_of_id !== null };
  }

  /**
   * The next of `staffIds` (in their order) after the one the previous new lead went to, skipping
   * accounts that are deactivated or can no longer update leads. A transaction-scoped advisory
   * lock serialises concurrent submissions, so each reads the cursor the previous one wrote: six
   * leads over three colleagues make two each, however they arrive.
   */
  async function nextInTurn(tx: Database, staffIds: readonly number[]) {
    if (staffIds.length === 0) return null;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('lead:round-robin'))`);
    const candidates = await tx
      .select({ id: users.id, email: users.email, displayName: users.displayName, role: users.role })
      .from(users)
      .where(and(inArray(users.id, [...staffIds]), eq(users.isActive, true)));
    const eligible = new Map(candidates.filter((user) => can(user, "lead:update")).map((user) => [user.id, user]));
    if (eligible.size === 0) return null;
    const [cursor] = await tx
      .select({ value: siteSettings.value })
      .from(siteSettings)
      .where(eq(siteSettings.key, ROUND_ROBIN_CURSOR_KEY));
    const lastUserId = (cursor?.value as { lastUserId?: unknown } | undefined)?.lastUserId;
    const start = typeof lastUserId === "number" ? staffIds.indexOf(lastUserId) + 1 : 0;
    for (let step = 0; step < staffIds.length; step++) {
      const user = eligible.get(staffIds[(start + step) % staffIds.length]!);
      if (!user) continue;
      await tx
        .insert(siteSettings)
        .values({ key: ROUND_ROBIN_CURSOR_KEY, value: { lastUserId: user.id } })
        .onConflictDoUpdate({
          target: siteSettings.key,
          set: { value: { lastUserId: user.id }, updatedAt: sql`now()` },
        });
      return user;
    }
    return null;
  }
}

export type LeadService = ReturnType<typeof createLeadService>;
