// The DPDP Act rights of the people who sent leads: find everything kept about one person (an
// access request), erase a person's data on request, and erase finished leads after the retention
// period of the lead settings. Erasure replaces the personal fields, and the staff's words about
// the person wherever a copy of them sits (timeline, audit log, export searches, alerts), and keeps
// what the business must keep (reference, kind, service, status, amounts, lender fields,
// commission, dates, the consent record's notice version and dates, every timeline and audit
// entry with its actor and time), so the books and the lender's file still add up without saying
// who the person was (docs/decisions/0029-erasure-reaches-every-copy.md).
import { and, asc, eq, inArray, isNull, lt, sql, type SQL } from "drizzle-orm";
import { recordAudit, systemActor, type Actor } from "../audit/audit.server";
import { can, type HasRole } from "../auth/permissions";
import type { Database } from "../db/client.server";
import { auditLog, leadEvents, leads, notificationOutbox } from "../db/schema";
import { NotFoundError } from "../domain-errors";
import type { SettingsService } from "../settings/settings.server";
import { leadPersonalFields, type LeadPersonalField } from "../vocabulary/leads";
import { ERASED_TEXT, erasedAuditText, erasedEventText, pgJsonPath } from "./lead-erasure";
import { finalStatuses } from "./lead-pipeline";
import type { EraseResult, PersonLead, PersonLeads } from "./lead-privacy.schema";
import type { LeadEventData } from "./lead-timeline";
import { mobileSearchDigits } from "./lead-list.server";

export { ERASED_TEXT } from "./lead-erasure";

/** What an erased lead's name reads. */
export const ERASED_NAME = "Erased";
/**
 * What an erased lead's mobile holds: the column is required, and this value cannot be a real
 * number (Indian mobiles start with 6 to 9, so normalizeIndianMobile never produces it): no search,
 * repeat check or WhatsApp link can match it.
 */
export const ERASED_MOBILE = "+910000000000";
/**
 * What erasure writes over the personal fields: the markers above in the two the row requires, no
 * details, and nothing in every other one (a field added to leadPersonalFields is erased too).
 */
const erasedPersonalValues = {
  ...(Object.fromEntries(leadPersonalFields.map((field) => [field, null])) as Record<LeadPersonalField, null>),
  name: ERASED_NAME,
  mobile: ERASED_MOBILE,
  details: {},
};
/** Leads erased per transaction by the retention job: short locks, bounded memory. */
export const RETENTION_BATCH_SIZE = 500;

/** At most this many leads answer one access request (one person never has more). */
export const PERSON_LEADS_LIMIT = 1000;

export type EraseReason = LeadEventData["erased"]["reason"];

/** Who a person is, for an access or erasure request: a mobile (normalised) or an e-mail. */
export type PersonKey = { mobile: string; email?: undefined } | { email: string; mobile?: undefined };

export interface LeadPrivacyDeps {
  db: Database;
  settings: Pick<SettingsService, "getLeads">;
  /**
   * The borrowers' documents of erased leads (server/documents/document-retention.server.ts): their
   * rows go inside the erasure's transaction, their stored files once it has committed.
   */
  documents?: {
    eraseWithin(t: Database, leadIds: readonly number[], at: Date): Promise<string[]>;
    deleteStored(keys: readonly string[]): Promise<void>;
  };
  now?: () => Date;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** What erasure reads of a lead before replacing it: what its copies are found and scrubbed by. */
interface ErasedPerson {
  id: number;
  name: string;
  mobile: string;
  email: string | null;
  city: string | null;
  pincode: string | null;
  message: string | null;
  details: Record<string, unknown>;
}

/** `column` with the string at `path` replaced by [erased]. */
const eraseAt = (column: SQL, path: readonly string[]) =>
  sql`jsonb_set(${column}, ${pgJsonPath(path)}::text[], to_jsonb(${ERASED_TEXT}::text))`;

/** Whether `column` holds a string at `path` (absent keys and JSON nulls stay as they are). */
const isText = (column: SQL, path: readonly string[]) =>
  sql`jsonb_typeof(${column} #> ${pgJsonPath(path)}::text[]) = 'string'`;

/** The ten digits of a stored mobile (`+91XXXXXXXXXX`), or null. */
const nationalDigits = (mobile: string) => (/^\+91\d{10}$/.test(mobile) ? mobile.slice(3) : null);

/**
 * Whether what staff typed in the leads list's search box found or named this person: the list's
 * own rules (a mobile number or part of one, in any form people type it; part of the name), and
 * beyond them text that holds the whole name, the e-mail or the number. A short fragment that
 * matches many people matches this one too, and goes with it: it is cheaper to lose a filter's
 * words from an export's record than to keep a piece of a number that was the person's.
 */
export function searchNamesPerson(search: string, person: Pick<ErasedPerson, "name" | "mobile" | "email">): boolean {
  const text = search.trim().toLowerCase();
  if (text === "") return false;
  const national = nationalDigits(person.mobile);
  const digits = mobileSearchDigits(search);
  const name = person.name.trim().toLowerCase();
  if (digits !== null) return national !== null && national.includes(digits);
  if (name !== "" && (name.includes(text) || text.includes(name))) return true;
  if (person.email && text.includes(person.email.toLowerCase())) return true;
  return national !== null && text.replace(/\D/g, "").includes(national);
}

/**
 * The person's own words that another text may quote (a mail server's answer quotes the alert):
 * every personal field the erasure replaces, the name word by word too, and the mobile as the ten
 * digits people write. Fragments under three characters would match anything and are left out.
 */
function quotableValues(person: ErasedPerson): string[] {
  const values = [person.name, ...person.name.split(/\s+/), person.mobile, nationalDigits(person.mobile) ?? ""];
  for (const value of [person.email, person.city, person.pincode, person.message]) if (value) values.push(value);
  for (const value of Object.values(person.details)) if (typeof value === "string") values.push(value);
  return [...new Set(values.map((value) => value.trim()).filter((value) => value.length >= 3))].sort(
    (a, b) => b.length - a.length,
  );
}

/**
 * `text` with every occurrence of `values` (any case) replaced by [erased], in one pass, longest
 * first, so a short value never matches inside a marker an earlier one left.
 */
function replaceQuoted(text: string, values: readonly string[]): string {
  if (values.length === 0) return text;
  const pattern = values.map((value) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|");
  return text.replace(new RegExp(pattern, "gi"), ERASED_TEXT);
}

/** Display name of the actor for the timeline: the account's name at the time; null for the system. */
export interface EraseBy {
  actor: Actor;
  displayName: string | null;
}

export function createLeadPrivacyService({ db, settings, documents, now = () => new Date() }: LeadPrivacyDeps) {
  /**
   * One erasure's transaction; the documents' stored files of the leads it erased are deleted
   * after it commits (never before: a rolled-back erasure keeps its files).
   */
  const tx = async <T>(work: (t: Database, removedFiles: string[]) => Promise<T>) => {
    const removedFiles: string[] = [];
    const result = await db.transaction((t) => work(t as unknown as Database, removedFiles));
    if (documents && removedFiles.length > 0) await documents.deleteStored(removedFiles);
    return result;
  };

  const personCondition = (person: PersonKey) =>
    person.mobile !== undefined
      ? eq(leads.mobile, person.mobile)
      : and(sql`lower(${leads.email}) = ${person.email.toLowerCase()}`, sql`${leads.email} is not null`);

  /**
   * Erases the leads of `ids` that are not erased yet (locked first, so two erasures of the same
   * lead cannot both count it), and every copy of their words outside the lead's row: the
   * timeline, the lead's audit entries, the searches of exports that found the person, and the
   * alert in the outbox. Everything inside the caller's transaction, so the lead and its copies
   * are erased together or not at all. Answers the ids erased. The list of what holds what is
   * docs/decisions/0029-erasure-reaches-every-copy.md.
   */
  async function eraseLocked(
    t: Database,
    ids: number[],
    reason: EraseReason,
    by: EraseBy,
    removedFiles: string[],
  ): Promise<number[]> {
    if (ids.length === 0) return [];
    // The personal fields are read before they are replaced: the copies are found by them.
    const people: ErasedPerson[] = await t
      .select({
        id: leads.id,
        name: leads.name,
        mobile: leads.mobile,
        email: leads.email,
        city: leads.city,
        pincode: leads.pincode,
        message: leads.message,
        details: leads.details,
      })
      .from(leads)
      .where(and(inArray(leads.id, ids), isNull(leads.erasedAt)))
      .orderBy(asc(leads.id))
      .for("update");
    const targets = people.map((row) => row.id);
    if (targets.length === 0) return [];
    const at = now();
    await t
      .update(leads)
      .set({
        ...erasedPersonalValues,
        // Staff's words about why the file ended ("took a loan from …", a lender's reason): that
        // a reason was given stays, the reason goes.
        exitReason: sql`case when ${leads.exitReason} is null then null else ${ERASED_TEXT} end`,
        enrichmentTokenHash: null,
        enrichmentExpiresAt: null,
        erasedAt: at,
        updatedAt: at,
        version: sql`${leads.version} + 1`,
      })
      .where(inArray(leads.id, targets));
    const leadIds = sql`(${sql.join(
      targets.map((id) => sql`${id}`),
      sql`, `,
    )})`;
    const auditIds = sql`(${sql.join(
      targets.map((id) => sql`${String(id)}`),
      sql`, `,
    )})`;
    // Staff notes, call outcomes and reasons are free text about the person, in the timeline and
    // again in the audit log: the entries stay (who did what when), their words go.
    for (const [type, paths] of Object.entries(erasedEventText)) {
      for (const path of paths) {
        await t.execute(sql`
          update lead_events set data = ${eraseAt(sql`data`, path)}
          where lead_id in ${leadIds} and type = ${type} and ${isText(sql`data`, path)}`);
      }
    }
    for (const [action, paths] of Object.entries(erasedAuditText)) {
      for (const path of paths) {
        await t.execute(sql`
          update audit_log set changes = ${eraseAt(sql`changes`, path)}
          where entity = 'lead' and entity_id in ${auditIds} and action = ${action} and ${isText(sql`changes`, path)}`);
      }
    }
    await eraseExportSearches(t, people);
    await eraseAlerts(t, people);
    if (documents) removedFiles.push(...(await documents.eraseWithin(t, targets, at)));
    const data: LeadEventData["erased"] = { reason };
    await t.insert(leadEvents).values(
      targets.map((leadId) => ({
        leadId,
        type: "erased" as const,
        actorUserId: by.actor.userId,
        actorLabel: by.displayName,
        data,
        createdAt: at,
      })),
    );
    return targets;
  }

  /**
   * An export's audit entry keeps the list's filters, and the search box may hold the person's
   * mobile, name or e-mail. Such an entry is about no one lead, so each search is matched against
   * the people erased: the ones that found or named them read [erased]; the entry (who exported
   * how many rows, when, with which other filters) stays. The audit log is kept a year, so this
   * reads a year of exports that had a search, not the whole log.
   */
  async function eraseExportSearches(t: Database, people: ErasedPerson[]) {
    const searchPath = ["filters", "search"] as const;
    const exports = await t
      .select({ id: auditLog.id, search: sql<string>`${auditLog.changes} #>> ${pgJsonPath(searchPath)}::text[]` })
      .from(auditLog)
      .where(and(eq(auditLog.action, "lead.export"), isText(sql`${auditLog.changes}`, searchPath)))
      .orderBy(asc(auditLog.id));
    const hits = exports
      .filter(
        (entry) => entry.search !== ERASED_TEXT && people.some((person) => searchNamesPerson(entry.search, person)),
      )
      .map((entry) => entry.id);
    if (hits.length === 0) return;
    await t.execute(sql`
      update audit_log set changes = ${eraseAt(sql`changes`, searchPath)}
      where id in (${sql.join(
        hits.map((id) => sql`${id}`),
        sql`, `,
      )})`);
  }

  /**
   * The staff alert's payload is a copy of the enquiry: scrubbed on every outbox row of the lead
   * (sent, failed or waiting), and one still waiting is cancelled, so the person's details are
   * never mailed after the erasure. A failed row keeps the mail server's answer for staff, which
   * may quote the message (the subject carries the name and city): the person's words in it are
   * replaced.
   */
  async function eraseAlerts(t: Database, people: ErasedPerson[]) {
    const byLead = new Map(people.map((person) => [person.id, person]));
    const rows = await t
      .select({
        id: notificationOutbox.id,
        leadId: notificationOutbox.leadId,
        status: notificationOutbox.status,
        lastError: notificationOutbox.lastError,
      })
      .from(notificationOutbox)
      .where(
        inArray(
          notificationOutbox.leadId,
          people.map((person) => person.id),
        ),
      )
      .orderBy(asc(notificationOutbox.id))
      .for("update");
    if (rows.length === 0) return;
    await t.execute(sql`
      update notification_outbox
      set payload = jsonb_build_object('erased', true, 'reference', (select reference from leads where leads.id = notification_outbox.lead_id)),
          status = case when status = 'pending' then 'cancelled' else status end,
          last_error = case when status = 'pending' then 'Cancelled: the person''s data was erased' else last_error end
      where id in (${sql.join(
        rows.map((row) => sql`${row.id}`),
        sql`, `,
      )})`);
    for (const row of rows) {
      const person = byLead.get(row.leadId!);
      if (row.status === "pending" || row.lastError === null || !person) continue;
      const scrubbed = replaceQuoted(row.lastError, quotableValues(person));
      if (scrubbed === row.lastError) continue;
      await t.execute(sql`
        update notification_outbox set last_error = ${scrubbed}
        where id = ${row.id}`);
    }
  }

  async function referencesOf(t: Database, ids: number[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await t
      .select({ reference: leads.reference })
      .from(leads)
      .where(inArray(leads.id, ids))
      .orderBy(asc(leads.id));
    return rows.map((row) => row.reference);
  }

  return {
    /**
     * Every lead of one person with every stored field and its timeline (an access request),
     * oldest first. Commission only for staff who may see it. The enrichment token's hash is a
     * secret of the form, not data about the person, and is never shown.
     */
    async findPerson(viewer: HasRole, person: PersonKey): Promise<PersonLeads> {
      const rows = await db
        .select()
        .from(leads)
        .where(personCondition(person))
        .orderBy(asc(leads.createdAt), asc(leads.id))
        .limit(PERSON_LEADS_LIMIT);
      const ids = rows.map((row) => row.id);
      const events =
        ids.length === 0
          ? []
          : await db
              .select()
              .from(leadEvents)
              .where(inArray(leadEvents.leadId, ids))
              .orderBy(asc(leadEvents.leadId), asc(leadEvents.id));
      const commission = can(viewer, "lead:commission");
      const items = rows.map((row): PersonLead => ({
        id: row.id,
        reference: row.reference,
        kind: row.kind,
        serviceSlug: row.serviceSlug,
        name: row.name,
        mobile: row.erasedAt ? "" : row.mobile,
        email: row.email,
        city: row.city,
        pincode: row.pincode,
        loanAmount: row.loanAmount,
        monthlyIncome: row.monthlyIncome,
        employmentType: row.employmentType,
        message: row.message,
        details: row.details,
        landingPage: row.landingPage,
        referrer: row.referrer,
        utmSource: row.utmSource,
        utmMedium: row.utmMedium,
        utmCampaign: row.utmCampaign,
        utmTerm: row.utmTerm,
        utmContent: row.utmContent,
        consent: {
          noticeVersion: row.consentNoticeVersion,
          language: row.consentLanguage,
          purpose: row.consentPurpose,
          consentedAt: row.consentedAt.toISOString(),
        },
        status: row.status,
        duplicateOfId: row.duplicateOfId,
        assignedToId: row.assignedToId,
        followUpAt: iso(row.followUpAt),
        firstContactedAt: iso(row.firstContactedAt),
        statusChangedAt: iso(row.statusChangedAt),
        lenderName: row.lenderName,
        lenderApplicationId: row.lenderApplicationId,
        submittedOn: row.submittedOn,
        sanctionedAmount: row.sanctionedAmount,
        sanctionedOn: row.sanctionedOn,
        disbursedAmount: row.disbursedAmount,
        disbursedOn: row.disbursedOn,
        exitReason: row.exitReason,
        ...(commission ? { commission: { expected: row.commissionExpected, received: row.commissionReceived } } : {}),
        erasedAt: iso(row.erasedAt),
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
        events: events
          .filter((event) => event.leadId === row.id)
          .map((event) => ({
            type: event.type,
            at: event.createdAt.toISOString(),
            actorLabel: event.actorLabel,
            data: event.data,
          })),
      }));
      return { items, total: items.length };
    },

    /**
     * Erases one lead on request. 404 when there is no such lead; an erased lead answers
     * `{erased: 0}` and nothing changes (a repeated click, or a retry after a lost answer).
     */
    async eraseLead(by: EraseBy, id: number): Promise<EraseResult> {
      return tx(async (t, removedFiles) => {
        const [row] = await t.select({ id: leads.id }).from(leads).where(eq(leads.id, id)).limit(1);
        if (!row) throw new NotFoundError("No lead with this id");
        const erased = await eraseLocked(t, [id], "request", by, removedFiles);
        const references = await referencesOf(t, erased);
        if (erased.length > 0) {
          await recordAudit(t, by.actor, {
            action: "lead.erase",
            entity: "lead",
            entityId: id,
            changes: { reason: "request", count: 1, references },
          });
        }
        return { erased: erased.length, references };
      });
    },

    /**
     * Erases every lead of one person (mobile or e-mail) on request. The audit entry names the
     * references erased, never the mobile or e-mail asked for: the audit log outlives the data.
     */
    async erasePerson(by: EraseBy, person: PersonKey): Promise<EraseResult> {
      return tx(async (t, removedFiles) => {
        const rows = await t
          .select({ id: leads.id })
          .from(leads)
          .where(and(personCondition(person), isNull(leads.erasedAt)))
          .orderBy(asc(leads.id));
        const erased = await eraseLocked(
          t,
          rows.map((row) => row.id),
          "request",
          by,
          removedFiles,
        );
        const references = await referencesOf(t, erased);
        if (erased.length > 0) {
          await recordAudit(t, by.actor, {
            action: "lead.erase",
            entity: "lead",
            changes: { reason: "request", count: erased.length, references },
          });
        }
        return { erased: erased.length, references };
      });
    },

    /**
     * The retention job: erases leads whose status is final and unchanged for longer than the
     * retention months of the lead settings (null: never). Batches of RETENTION_BATCH_SIZE, each
     * in its own transaction; `FOR UPDATE SKIP LOCKED` lets several instances run it at once
     * without waiting on or erasing the same lead twice. One audit entry per run that erased
     * anything (via "system"), written with the last batch; each lead also gets its own "erased"
     * timeline row, so a run stopped half-way is still accounted for lead by lead.
     */
    async runRetention(): Promise<{ erased: number }> {
      const { retentionMonths } = await settings.getLeads();
      if (retentionMonths === null) return { erased: 0 };
      // Calendar months in the database's own arithmetic (31 March minus one month is 28 or 29
      // February, not 3 March), on the database's clock, which every instance shares.
      const cutoff = sql`now() - make_interval(months => ${retentionMonths}::integer)`;
      const finals = [...finalStatuses];
      const by: EraseBy = { actor: systemActor, displayName: null };
      let erased = 0;
      for (;;) {
        const batch = await tx(async (t, removedFiles) => {
          const candidates = await t
            .select({ id: leads.id })
            .from(leads)
            .where(and(isNull(leads.erasedAt), inArray(leads.status, finals), lt(leads.statusChangedAt, cutoff)))
            .orderBy(asc(leads.id))
            .limit(RETENTION_BATCH_SIZE)
            .for("update", { skipLocked: true });
          const done = await eraseLocked(
            t,
            candidates.map((row) => row.id),
            "retention",
            by,
            removedFiles,
          );
          const last = candidates.length < RETENTION_BATCH_SIZE;
          if (last && erased + done.length > 0) {
            await recordAudit(t, systemActor, {
              action: "lead.erase",
              entity: "lead",
              changes: { reason: "retention", count: erased + done.length, retentionMonths },
            });
          }
          return { erased: done.length, last };
        });
        erased += batch.erased;
        if (batch.last) break;
      }
      return { erased };
    },
  };
}

export type LeadPrivacyService = ReturnType<typeof createLeadPrivacyService>;
