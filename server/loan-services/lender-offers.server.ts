import { and, asc, count, eq, gte, lt, min, sql } from "drizzle-orm";
import { recordAudit, type Actor } from "../audit/audit.server";
import type { ContentChangeListener } from "../content-change";
import { deleteTranslations } from "../content/translations.server";
import type { Database } from "../db/client.server";
import { lenderOffers, loanServices, siteSettings } from "../db/schema";
import { ConflictError, NotFoundError, ValidationError } from "../domain-errors";
import { istDateString, istDayStart } from "../formats/ist";
import { readDisclosures } from "../settings/disclosures.server";
import { fieldErrorsFromZod } from "../shared/field-errors";
import { pick } from "../shared/pick";
import { OFFER_FRESHNESS_KEY, readOfferFreshness } from "./lender-offer-freshness.server";
import {
  defaultOfferFreshness,
  firstHiddenDay,
  offerState,
  oldestShownAsOf,
  shiftDay,
  sortOffers,
  type OfferFreshness,
} from "./lender-offer-rules";
import {
  lenderOfferEditableFields,
  lenderOfferInputSchema,
  OfferVersionSchema,
  type LenderOffer,
  type LenderOfferData,
  type LenderOfferInput,
  type LenderOfferList,
  type PublicLenderOffer,
  type StaleOffers,
} from "./lender-offer.schema";

/** The content-change topic: lenders' offers are part of the loan pages. */
const TOPIC = "loan-services";

/** The row that records that this database was given the demo offers once (site_settings). */
const DEMO_OFFERS_KEY = "lender-offers.demo";

/** How many offers due a check the dashboard names (the oldest first); it counts them all. */
const STALE_LIST_LIMIT = 10;

type OfferRow = typeof lenderOffers.$inferSelect;

const publicColumns = {
  id: lenderOffers.id,
  lenderName: lenderOffers.lenderName,
  rateFrom: lenderOffers.rateFrom,
  rateTo: lenderOffers.rateTo,
  rateType: lenderOffers.rateType,
  processingFee: lenderOffers.processingFee,
  maxAmount: lenderOffers.maxAmount,
  maxTenureMonths: lenderOffers.maxTenureMonths,
  asOf: lenderOffers.asOf,
  linkUrl: lenderOffers.linkUrl,
  notes: lenderOffers.notes,
};

function toOffer(row: OfferRow, today: string, freshness: OfferFreshness): LenderOffer {
  return {
    id: row.id,
    serviceId: row.serviceId,
    lenderName: row.lenderName,
    rateFrom: Number(row.rateFrom),
    rateTo: Number(row.rateTo),
    rateType: row.rateType,
    processingFee: row.processingFee,
    maxAmount: row.maxAmount === null ? null : Number(row.maxAmount),
    maxTenureMonths: row.maxTenureMonths,
    asOf: row.asOf,
    linkUrl: row.linkUrl,
    notes: row.notes,
    version: row.version,
    state: offerState(row.asOf, today, freshness),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The editable fields of a stored offer, as an input of the offer's schema. */
const inputOf = (offer: LenderOffer): LenderOfferData => pick(offer, lenderOfferEditableFields);

/** The `version` a change carries (the one it started from); a ValidationError without one. */
function versionOf(input: unknown): number {
  const result = OfferVersionSchema.safeParse(input);
  if (!result.success) throw new ValidationError(fieldErrorsFromZod(result.error));
  return result.data.version;
}

/** The stored offer with a change's fields over it (the version left out), to be checked whole. */
function mergedChange(before: LenderOfferData, input: unknown): Record<string, unknown> {
  const { version: _version, ...changes } = input as Record<string, unknown>;
  return { ...before, ...changes };
}

export interface LenderOfferServiceDeps {
  db: Database;
  onChange?: ContentChangeListener;
  /** The clock (tests move it); today is its IST day. */
  now?: () => Date;
}

/**
 * Lenders' offers per loan service (issue 26 item 2): staff list, add, change (version-checked)
 * and remove them, audited in the same transaction; a loan page reads its service's current
 * offers in one query, kept per service until any content change; the dashboard reads the offers
 * due a check; the content schedule learns when the next offer leaves the pages.
 */
export function createLenderOfferService({ db, onChange = () => {}, now = () => new Date() }: LenderOfferServiceDeps) {
  const tx = <T>(work: (db: Database) => Promise<T>) => db.transaction((t) => work(t as unknown as Database));
  const today = () => istDateString(now());

  /**
   * Current offers by service id, as read from the database: every render of a loan page needs
   * them. At most one entry per loan service (only the loader of a found service asks). Emptied
   * by clearCache on any content change, this instance's or another's, and when an offer's age
   * passes "hide after" (the content schedule). Callers share the arrays: read them, never change them.
   */
  let currentByService = new Map<number, Promise<PublicLenderOffer[]>>();

  /**
   * One query: the service's offers no older than "hide after" (read from the settings' row in the
   * same statement, the default without one), in the order the page states.
   */
  async function readCurrent(serviceId: number): Promise<PublicLenderOffer[]> {
    const hideAfter = sql`coalesce((select (${siteSettings.value} ->> 'hideAfterDays')::int from ${siteSettings} where ${siteSettings.key} = ${OFFER_FRESHNESS_KEY}), ${defaultOfferFreshness.hideAfterDays})`;
    const rows = await db
      .select(publicColumns)
      .from(lenderOffers)
      .where(and(eq(lenderOffers.serviceId, serviceId), sql`${lenderOffers.asOf} >= ${today()}::date - ${hideAfter}`));
    return sortOffers(
      rows.map((row) => ({
        ...row,
        rateFrom: Number(row.rateFrom),
        rateTo: Number(row.rateTo),
        maxAmount: row.maxAmount === null ? null : Number(row.maxAmount),
      })),
    );
  }

  async function serviceOf(database: Database, serviceId: number) {
    const [service] = await database
      .select({ id: loanServices.id, name: loanServices.name, slug: loanServices.slug })
      .from(loanServices)
      .where(eq(loanServices.id, serviceId))
      .limit(1);
    if (!service) throw new NotFoundError(`No loan service has the id ${serviceId}: it may have been deleted`);
    return service;
  }

  async function offerRowOf(database: Database, serviceId: number, offerId: number, lock = false) {
    const query = database
      .select()
      .from(lenderOffers)
      .where(and(eq(lenderOffers.id, offerId), eq(lenderOffers.serviceId, serviceId)))
      .limit(1);
    const [row] = lock ? await query.for("update") : await query;
    if (!row)
      throw new NotFoundError(
        `This loan service has no offer with the id ${offerId}: it may have been deleted. Reload the offers.`,
      );
    return row;
  }

  /**
   * A whole offer checked with every rule. The disclosures' row is read under a share lock, so a
   * change of the lender list waits for this write (and this one for it): an offer never names a
   * lender taken off the list meanwhile. `database` is the transaction.
   */
  async function validOffer(database: Database, input: unknown): Promise<LenderOfferData> {
    const lenders = (await readDisclosures(database, "share")).lenders.map((lender) => lender.name);
    const result = lenderOfferInputSchema({ today: today(), lenders }).safeParse(input);
    if (!result.success) throw new ValidationError(fieldErrorsFromZod(result.error));
    return result.data;
  }

  return {
    /** Forgets the offers read so far: the next request reads them again. */
    clearCache(): void {
      currentByService = new Map();
    },

    /** What a loan page shows: its service's offers no older than "hide after", lowest rate first. */
    currentForService(serviceId: number): Promise<PublicLenderOffer[]> {
      const cache = currentByService;
      const known = cache.get(serviceId);
      if (known) return known;
      const reading = readCurrent(serviceId);
      cache.set(serviceId, reading);
      // A failed read is not kept (the next request tries again).
      reading.catch(() => {
        if (cache.get(serviceId) === reading) cache.delete(serviceId);
      });
      return reading;
    },

    /** The staff list: the service and all its offers, hidden ones too, in the page's order. */
    async list(serviceId: number): Promise<LenderOfferList> {
      const [service, rows, freshness] = await Promise.all([
        serviceOf(db, serviceId),
        db.select().from(lenderOffers).where(eq(lenderOffers.serviceId, serviceId)),
        readOfferFreshness(db),
      ]);
      const day = today();
      return { service, items: sortOffers(rows.map((row) => toOffer(row, day, freshness))) };
    },

    /** A new offer on a service. Audited; the loan page shows it on its next request. */
    async create(actor: Actor, serviceId: number, input: unknown): Promise<LenderOffer> {
      const row = await tx(async (t) => {
        await serviceOf(t, serviceId);
        const data = await validOffer(t, input);
        const [created] = await t
          .insert(lenderOffers)
          .values({ serviceId, ...data })
          .returning();
        await recordAudit(t, actor, {
          action: "lender_offer.create",
          entity: "lender_offer",
          entityId: created!.id,
          changes: { serviceId, ...data },
        });
        return created!;
      });
      onChange(TOPIC);
      return toOffer(row, today(), await readOfferFreshness(db));
    },

    /**
     * A change of any fields with the `version` it started from (another's save meanwhile answers
     * 409). The change is merged into the stored offer and the result checked whole, with every
     * rule at once; audited with each changed field's old and new value.
     */
    async update(actor: Actor, serviceId: number, offerId: number, input: unknown): Promise<LenderOffer> {
      const version = versionOf(input);
      const freshness = await readOfferFreshness(db);
      const result = await tx(async (t) => {
        const row = await offerRowOf(t, serviceId, offerId, true);
        if (row.version !== version)
          throw new ConflictError(
            "Someone else changed this offer meanwhile. Reload the offers to see their change, then edit again.",
          );
        const before = inputOf(toOffer(row, today(), freshness));
        const data = await validOffer(t, mergedChange(before, input));
        const changed: Record<string, { from: unknown; to: unknown }> = {};
        for (const key of lenderOfferEditableFields)
          if (JSON.stringify(before[key]) !== JSON.stringify(data[key]))
            changed[key] = { from: before[key], to: data[key] };
        if (Object.keys(changed).length === 0) return { row, changed: false };
        const [saved] = await t
          .update(lenderOffers)
          .set({ ...data, version: row.version + 1, updatedAt: sql`now()` })
          .where(eq(lenderOffers.id, offerId))
          .returning();
        await recordAudit(t, actor, {
          action: "lender_offer.update",
          entity: "lender_offer",
          entityId: offerId,
          changes: changed,
        });
        return { row: saved!, changed: true };
      });
      if (result.changed) onChange(TOPIC);
      return toOffer(result.row, today(), freshness);
    },

    /**
     * Checks a new offer (no `offerId`) or a change of one with every rule, writing nothing:
     * throws the ValidationError that names each field to fix, or the NotFoundError of a missing
     * service or offer. The API calls it for a body its declaration refuses, whose declaration
     * cannot know the lender list or today's date, so one answer names every field at once.
     */
    async check(serviceId: number, input: unknown, offerId?: number): Promise<void> {
      await tx(async (t) => {
        await serviceOf(t, serviceId);
        if (offerId === undefined) {
          await validOffer(t, input);
          return;
        }
        versionOf(input);
        const row = await offerRowOf(t, serviceId, offerId);
        await validOffer(t, mergedChange(inputOf(toOffer(row, today(), defaultOfferFreshness)), input));
      });
    },

    /** Removes an offer and its translations; the audit keeps who offered what. */
    async remove(actor: Actor, serviceId: number, offerId: number): Promise<void> {
      await tx(async (t) => {
        const row = await offerRowOf(t, serviceId, offerId, true);
        await t.delete(lenderOffers).where(eq(lenderOffers.id, offerId));
        await deleteTranslations(t, "lender-offer", offerId);
        await recordAudit(t, actor, {
          action: "lender_offer.delete",
          entity: "lender_offer",
          entityId: offerId,
          changes: {
            serviceId,
            lenderName: row.lenderName,
            rateFrom: Number(row.rateFrom),
            rateTo: Number(row.rateTo),
            asOf: row.asOf,
          },
        });
      });
      onChange(TOPIC);
    },

    /** The dashboard's offers due a check: older than "flag after", the oldest first, with their service. */
    async staleOffers(): Promise<StaleOffers> {
      const freshness = await readOfferFreshness(db);
      const day = today();
      const due = lt(lenderOffers.asOf, shiftDay(day, -freshness.flagAfterDays));
      const [rows, [total]] = await Promise.all([
        db
          .select({
            offerId: lenderOffers.id,
            serviceId: lenderOffers.serviceId,
            serviceName: loanServices.name,
            lenderName: lenderOffers.lenderName,
            asOf: lenderOffers.asOf,
          })
          .from(lenderOffers)
          .innerJoin(loanServices, eq(loanServices.id, lenderOffers.serviceId))
          .where(due)
          .orderBy(asc(lenderOffers.asOf), asc(lenderOffers.id))
          .limit(STALE_LIST_LIMIT),
        db.select({ total: count() }).from(lenderOffers).where(due),
      ]);
      return {
        freshness,
        total: Number(total?.total ?? 0),
        items: rows.map((row) => ({
          ...row,
          state: offerState(row.asOf, day, freshness) === "hidden" ? "hidden" : "stale",
        })),
      };
    },

    /**
     * The moment (IST midnight) the next shown offer becomes older than "hide after", for the
     * content schedule: the loan pages leave the page cache then, so the offer leaves the table on time.
     */
    async nextBoundaryAfter(moment: Date): Promise<Date | null> {
      const freshness = await readOfferFreshness(db);
      const [row] = await db
        .select({ oldest: min(lenderOffers.asOf) })
        .from(lenderOffers)
        .where(gte(lenderOffers.asOf, oldestShownAsOf(istDateString(moment), freshness)));
      return row?.oldest ? istDayStart(firstHiddenDay(row.oldest, freshness)) : null;
    },

    /**
     * The demo offers of a new site, once per database: only while no offer exists, and never
     * again after (a row in site_settings records it in the same transaction), so staff who
     * delete them do not get them back at the next start. Offers whose service is missing or whose
     * lender is not on the disclosures' list (staff replaced the demo lenders) are left out.
     */
    async seedDemoOnce(offers: { serviceSlug: string; offer: LenderOfferInput }[]): Promise<number> {
      const created = await tx(async (t) => {
        const marked = await t
          .insert(siteSettings)
          .values({ key: DEMO_OFFERS_KEY, value: { seededOn: today() } })
          .onConflictDoNothing({ target: siteSettings.key })
          .returning({ key: siteSettings.key });
        if (marked.length === 0) return 0;
        const [existing] = await t.select({ count: count() }).from(lenderOffers);
        if (Number(existing?.count ?? 0) > 0) return 0;
        const services = new Map(
          (await t.select({ id: loanServices.id, slug: loanServices.slug }).from(loanServices)).map((s) => [
            s.slug,
            s.id,
          ]),
        );
        const lenders = (await readDisclosures(t, "share")).lenders.map((lender) => lender.name);
        const schema = lenderOfferInputSchema({ today: today(), lenders });
        const values = offers.flatMap(({ serviceSlug, offer }) => {
          const serviceId = services.get(serviceSlug);
          const parsed = schema.safeParse(offer);
          return serviceId !== undefined && parsed.success ? [{ serviceId, ...parsed.data }] : [];
        });
        if (values.length === 0) return 0;
        return (await t.insert(lenderOffers).values(values).returning({ id: lenderOffers.id })).length;
      });
      if (created > 0) onChange(TOPIC);
      return created;
    },
  };
}

export type LenderOfferService = ReturnType<typeof createLenderOfferService>;
