import { and, asc, count, eq, gt, isNotNull, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import { recordAudit, type Actor } from "../audit/audit.server";
import type { ContentChangeListener } from "../content-change";
import {
  deleteTranslations,
  type EnglishEntry,
  type TranslationKindDefinition,
  type TranslationService,
} from "../content/translations.server";
import { serialEntryId } from "../content/translated-fields";
import type { Database } from "../db/client.server";
import { deals, loanServices } from "../db/schema";
import { ConflictError, NotFoundError, ValidationError } from "../domain-errors";
import { editFieldErrors } from "../settings/site-settings-edit";
import { pick } from "../shared/pick";
import type { DealListQuery } from "./deal-list.schema";
import type { Language } from "../vocabulary/languages";
import {
  DealInputSchema,
  DealPatchSchema,
  DealReorderSchema,
  dealStateAt,
  dealTextFields,
  type Deal,
  type DealData,
  type DealList,
  type DealListItem,
  type DealTextField,
  type PublicDeal,
} from "./deal.schema";

/** The content-change topic of deals: /deals and every page that shows them drop from the page cache. */
export const DEALS_TOPIC = "deals";

type DealRow = typeof deals.$inferSelect;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

function toDeal(row: DealRow, now: Date): Deal {
  return {
    id: row.id,
    title: row.title,
    lender: row.lender,
    summary: row.summary,
    offerTerms: row.offerTerms,
    rateFromPercent: row.rateFromPercent === null ? null : Number(row.rateFromPercent),
    serviceSlug: row.serviceSlug,
    imageUrl: row.imageUrl,
    imageAlt: row.imageAlt,
    ctaKind: row.ctaKind === "link" ? "link" : "lead",
    ctaLabel: row.ctaLabel,
    ctaUrl: row.ctaUrl,
    validFrom: row.validFrom?.toISOString() ?? null,
    validUntil: row.validUntil?.toISOString() ?? null,
    isActive: row.isActive,
    sortOrder: row.sortOrder,
    state: dealStateAt(row, now),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const publicFields = [
  "id",
  "title",
  "lender",
  "summary",
  "offerTerms",
  "rateFromPercent",
  "serviceSlug",
  "imageUrl",
  "imageAlt",
  "ctaKind",
  "ctaLabel",
  "ctaUrl",
  "validFrom",
  "validUntil",
] as const satisfies readonly (keyof PublicDeal)[];

/** The fields staff edit (what an edit is merged into before the whole deal is checked). */
const editableFields = [...publicFields.filter((key) => key !== "id"), "isActive"] as const;

const toPublic = (deal: Deal): PublicDeal => pick(deal, publicFields);

/** The columns a validated deal writes. */
function columnsOf(data: DealData) {
  return {
    title: data.title,
    lender: data.lender,
    summary: data.summary,
    offerTerms: data.offerTerms,
    rateFromPercent: data.rateFromPercent === null ? null : data.rateFromPercent.toFixed(2),
    serviceSlug: data.serviceSlug,
    imageUrl: data.imageUrl,
    imageAlt: data.imageUrl ? data.imageAlt : "",
    ctaKind: data.ctaKind,
    ctaLabel: data.ctaLabel,
    // A lead button has no address of its own: nothing stale is kept for a later switch.
    ctaUrl: data.ctaKind === "link" ? data.ctaUrl : null,
    validFrom: data.validFrom ? new Date(data.validFrom) : null,
    validUntil: data.validUntil ? new Date(data.validUntil) : null,
    isActive: data.isActive,
  };
}

/** The editable fields of a stored deal, as an input of DealInputSchema. */
const inputOf = (deal: Deal) => pick(deal, editableFields);

/** Shown now: active, started (or no start), not ended (or no end). */
function liveAt(now: Date): SQL {
  return and(
    eq(deals.isActive, true),
    or(isNull(deals.validFrom), lte(deals.validFrom, now)),
    or(isNull(deals.validUntil), gt(deals.validUntil, now)),
  )!;
}

function stateCondition(state: DealListQuery["state"], now: Date): SQL | undefined {
  switch (state) {
    case "live":
      return liveAt(now);
    case "scheduled":
      return and(eq(deals.isActive, true), isNotNull(deals.validFrom), gt(deals.validFrom, now));
    case "expired":
      return and(
        eq(deals.isActive, true),
        or(isNull(deals.validFrom), lte(deals.validFrom, now)),
        isNotNull(deals.validUntil),
        lte(deals.validUntil, now),
      );
    case "inactive":
      return eq(deals.isActive, false);
    default:
      return undefined;
  }
}

function auditChanges(before: Record<string, unknown>, after: Record<string, unknown>) {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(after))
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key]))
      changes[key] = { from: before[key], to: after[key] };
  return changes;
}

export interface DealServiceDeps {
  db: Database;
  onChange?: ContentChangeListener;
  now?: () => Date;
}

export function createDealService({ db, onChange = () => {}, now = () => new Date() }: DealServiceDeps) {
  /** Active deals within their dates, in the staff's order. */
  async function listLive(): Promise<PublicDeal[]> {
    const at = now();
    const rows = await db.select().from(deals).where(liveAt(at)).orderBy(asc(deals.sortOrder), asc(deals.id));
    return rows.map((row) => toPublic(toDeal(row, at)));
  }

  const tx = <T>(work: (db: Database) => Promise<T>) => db.transaction((t) => work(t as unknown as Database));

  /**
   * Parses a whole deal and checks that its service is one the site shows; throws a
   * ValidationError with field messages. `database` is the transaction when there is one (the
   * embedded database has one connection: a query beside an open transaction would wait forever).
   */
  async function validDeal(input: unknown, database: Database = db): Promise<DealData> {
    const result = DealInputSchema.safeParse(input);
    if (!result.success) throw new ValidationError(editFieldErrors(result.error));
    const data = result.data;
    if (data.serviceSlug) {
      const [service] = await database
        .select({ id: loanServices.id })
        .from(loanServices)
        .where(and(eq(loanServices.slug, data.serviceSlug), eq(loanServices.isActive, true)))
        .limit(1);
      if (!service) throw new ValidationError({ serviceSlug: "Choose one of the loan services listed on the site" });
    }
    return data;
  }

  async function getRow(database: Database, id: number, lock = false): Promise<DealRow> {
    const query = database.select().from(deals).where(eq(deals.id, id)).limit(1);
    const [row] = lock ? await query.for("update") : await query;
    if (!row) throw new NotFoundError(`No deal has the id ${id}: it may have been deleted`);
    return row;
  }

  async function nextSortOrder(database: Database): Promise<number> {
    const [row] = await database.select({ max: sql<number | null>`max(${deals.sortOrder})` }).from(deals);
    return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
  }

  async function lockTable(database: Database) {
    // Orders are read and rewritten whole: one writer of the order at a time.
    await database.execute(sql`lock table ${deals} in share row exclusive mode`);
  }

  return {
    /** /deals and GET /api/deals in English: active deals within their dates, in the staff's order. */
    listLive,

    /**
     * The live deals in a language: each text field from its published translation, English where
     * there is none (listed in `english`, which the page marks `lang="en"`).
     */
    async listLiveIn(
      language: Language,
      translations: Pick<TranslationService, "localizeAll">,
    ): Promise<{ value: PublicDeal; english: DealTextField[] }[]> {
      const localized = await translations.localizeAll("deal", language, await listLive(), (deal) => deal.id);
      return localized.map(({ value, english }) => ({
        value,
        english: dealTextFields.filter((field) => english.includes(field)),
      }));
    },

    /** The staff list: one page, filtered by state and a search of title and lender, in display order. */
    async list(query: DealListQuery): Promise<DealList> {
      const at = now();
      const conditions: SQL[] = [];
      const state = stateCondition(query.state, at);
      if (state) conditions.push(state);
      if (query.search) {
        const pattern = `%${escapeLike(query.search)}%`;
        conditions.push(or(sql`${deals.title} ilike ${pattern}`, sql`${deals.lender} ilike ${pattern}`)!);
      }
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      // The place in the whole order, whatever the filter shows.
      // (Written out: drizzle leaves the table name off columns of a one-table select.)
      const position =
        sql<number>`(select count(*) from deals as d where d.sort_order < deals.sort_order or (d.sort_order = deals.sort_order and d.id <= deals.id))`.mapWith(
          Number,
        );
      const [rows, [total]] = await Promise.all([
        db
          .select({ row: deals, position })
          .from(deals)
          .where(where)
          .orderBy(asc(deals.sortOrder), asc(deals.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ total: count() }).from(deals).where(where),
      ]);
      const items: DealListItem[] = rows.map(({ row, position }) => ({ ...toDeal(row, at), position }));
      return { items, total: Number(total?.total ?? 0) };
    },

    async get(id: number): Promise<Deal> {
      return toDeal(await getRow(db, id), now());
    },

    /** A new deal, last in the order. Audited; /deals shows it at once when it is live. */
    async create(actor: Actor, input: unknown): Promise<Deal> {
      const data = await validDeal(input);
      const row = await tx(async (t) => {
        await lockTable(t);
        const [created] = await t
          .insert(deals)
          .values({ ...columnsOf(data), sortOrder: await nextSortOrder(t) })
          .returning();
        await recordAudit(t, actor, {
          action: "deal.create",
          entity: "deal",
          entityId: created!.id,
          changes: { ...data },
        });
        return created!;
      });
      onChange(DEALS_TOPIC);
      return toDeal(row, now());
    },

    /**
     * A change of any fields; the merged deal is checked whole (an image needs its description,
     * a lead button its service, the end comes after the start). With `updatedAt`, a deal changed
     * since answers 409. Audited with each changed field's old and new value.
     */
    async update(actor: Actor, id: number, input: unknown): Promise<Deal> {
      const patch = DealPatchSchema.safeParse(input);
      if (!patch.success) throw new ValidationError(editFieldErrors(patch.error));
      const { updatedAt, ...changes } = patch.data;
      const result = await tx(async (t) => {
        const before = toDeal(await getRow(t, id, true), now());
        if (updatedAt !== undefined && Date.parse(updatedAt) !== Date.parse(before.updatedAt))
          throw new ConflictError(
            "Someone else changed this deal meanwhile. Reload it to see their change, then edit again.",
          );
        const data = await validDeal({ ...inputOf(before), ...changes }, t);
        const changed = auditChanges(inputOf(before), { ...data });
        if (Object.keys(changed).length === 0) return { row: null, before };
        const [row] = await t
          .update(deals)
          .set({ ...columnsOf(data), updatedAt: sql`now()` })
          .where(eq(deals.id, id))
          .returning();
        await recordAudit(t, actor, { action: "deal.update", entity: "deal", entityId: id, changes: changed });
        return { row: row!, before };
      });
      if (!result.row) return result.before;
      onChange(DEALS_TOPIC);
      return toDeal(result.row, now());
    },

    /** A copy, inactive, titled "Copy of …", last in the order: staff adjust it, then switch it on. */
    async duplicate(actor: Actor, id: number): Promise<Deal> {
      const row = await tx(async (t) => {
        await lockTable(t);
        const source = await getRow(t, id);
        const { id: _id, createdAt: _c, updatedAt: _u, sortOrder: _s, ...fields } = source;
        const [copy] = await t
          .insert(deals)
          .values({
            ...fields,
            title: `Copy of ${source.title}`.slice(0, 120),
            isActive: false,
            sortOrder: await nextSortOrder(t),
          })
          .returning();
        await recordAudit(t, actor, {
          action: "deal.duplicate",
          entity: "deal",
          entityId: copy!.id,
          changes: { copyOf: id, title: copy!.title },
        });
        return copy!;
      });
      // Inactive: no page changes, but the staff list of other instances reads the database anyway.
      return toDeal(row, now());
    },

    /**
     * A new order: every deal's id in the order wanted, or one deal one place up or down.
     * Positions are rewritten 0, 1, 2… Moving the first up or the last down changes nothing.
     */
    async reorder(actor: Actor, input: unknown): Promise<Deal[]> {
      const parsed = DealReorderSchema.safeParse(input);
      if (!parsed.success) throw new ValidationError(editFieldErrors(parsed.error));
      const request = parsed.data;
      const rows = await tx(async (t) => {
        await lockTable(t);
        const current = await t
          .select({ id: deals.id, sortOrder: deals.sortOrder })
          .from(deals)
          .orderBy(asc(deals.sortOrder), asc(deals.id));
        const ids = current.map((row) => row.id);
        let next: number[];
        if ("ids" in request) {
          const unknown = request.ids.filter((id) => !ids.includes(id));
          if (unknown.length > 0)
            throw new ValidationError({
              ids: `No deal has the id ${unknown.join(", ")}: reload the list and try again`,
            });
          if (new Set(request.ids).size !== request.ids.length)
            throw new ValidationError({ ids: "Name each deal once" });
          if (request.ids.length !== ids.length)
            throw new ValidationError({
              ids: `Give all ${ids.length} deals' ids in the new order (a deal was added or deleted meanwhile: reload the list)`,
            });
          next = request.ids;
        } else {
          const at = ids.indexOf(request.id);
          if (at < 0) throw new NotFoundError(`No deal has the id ${request.id}: it may have been deleted`);
          const to = request.direction === "up" ? at - 1 : at + 1;
          next = [...ids];
          if (to >= 0 && to < ids.length) [next[at], next[to]] = [next[to]!, next[at]!];
        }
        const before = new Map(current.map((row) => [row.id, row.sortOrder]));
        const moved: number[] = [];
        for (const [index, id] of next.entries()) {
          if (before.get(id) === index) continue;
          await t.update(deals).set({ sortOrder: index }).where(eq(deals.id, id));
          moved.push(id);
        }
        if (moved.length > 0)
          await recordAudit(t, actor, {
            action: "deal.reorder",
            entity: "deal",
            entityId: "id" in request ? request.id : null,
            changes: { order: { from: ids, to: next } },
          });
        return moved.length > 0 ? t.select().from(deals).orderBy(asc(deals.sortOrder), asc(deals.id)) : null;
      });
      if (rows) onChange(DEALS_TOPIC);
      const at = now();
      return (rows ?? (await db.select().from(deals).orderBy(asc(deals.sortOrder), asc(deals.id)))).map((row) =>
        toDeal(row, at),
      );
    },

    /** Deletes a deal. Leads that came from it keep its title (leads.dealTitle); their dealId is cleared. */
    async remove(actor: Actor, id: number): Promise<void> {
      await tx(async (t) => {
        const row = await getRow(t, id, true);
        await t.delete(deals).where(eq(deals.id, id));
        await deleteTranslations(t, "deal", id);
        await recordAudit(t, actor, {
          action: "deal.delete",
          entity: "deal",
          entityId: id,
          changes: { title: row.title, lender: row.lender },
        });
      });
      onChange(DEALS_TOPIC);
    },

    /**
     * The next start or end of an active deal after `moment` (services.contentSchedule): /deals
     * leaves the page cache then, so a deal appears and disappears on time without a restart.
     */
    async nextBoundaryAfter(moment: Date): Promise<Date | null> {
      const after = sql`${moment.toISOString()}::timestamptz`;
      const [row] = await db
        .select({
          next: sql<
            string | Date | null
          >`least(min(${deals.validFrom}) filter (where ${deals.validFrom} > ${after}), min(${deals.validUntil}) filter (where ${deals.validUntil} > ${after}))`,
        })
        .from(deals)
        .where(eq(deals.isActive, true));
      return row?.next ? new Date(row.next) : null;
    },

    /** The demo deals, only into an empty table (staff who deleted them do not get them back). */
    async seedIfEmpty(inputs: unknown[]): Promise<number> {
      const values: ReturnType<typeof columnsOf>[] = [];
      for (const input of inputs) values.push(columnsOf(await validDeal(input)));
      const created = await tx(async (t) => {
        await lockTable(t);
        const [existing] = await t.select({ count: count() }).from(deals);
        if (Number(existing?.count ?? 0) > 0 || values.length === 0) return 0;
        const rows = await t
          .insert(deals)
          .values(values.map((value, index) => ({ ...value, sortOrder: index })))
          .returning({ id: deals.id });
        return rows.length;
      });
      if (created > 0) onChange(DEALS_TOPIC);
      return created;
    },
  };
}

export type DealService = ReturnType<typeof createDealService>;

const dealTextColumns = {
  id: deals.id,
  title: deals.title,
  summary: deals.summary,
  offerTerms: deals.offerTerms,
  imageAlt: deals.imageAlt,
  ctaLabel: deals.ctaLabel,
};

function dealEnglish(row: { [K in keyof typeof dealTextColumns]: DealRow[K] }): EnglishEntry {
  const { id, ...fields } = row;
  return { fields, label: row.title, publicPath: `/deals#deal-${id}` };
}

/** Deals' Malayalam and Hindi versions (registered in app-services.server.ts). */
export function dealTranslations(db: Database): TranslationKindDefinition {
  return {
    kind: "deal",
    textFields: dealTextFields,
    fieldLabels: {
      title: "Title",
      summary: "Summary",
      offerTerms: "Offer terms",
      imageAlt: "Image description",
      ctaLabel: "Button label",
    },
    async readEnglish(entryId) {
      const id = serialEntryId(entryId);
      if (id === null) return null;
      const [row] = await db.select(dealTextColumns).from(deals).where(eq(deals.id, id)).limit(1);
      return row ? dealEnglish(row) : null;
    },
    async listEntries() {
      const rows = await db.select(dealTextColumns).from(deals).orderBy(asc(deals.sortOrder), asc(deals.id));
      return rows.map((row) => ({ entryId: String(row.id), ...dealEnglish(row) }));
    },
  };
}
