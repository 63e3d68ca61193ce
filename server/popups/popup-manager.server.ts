import { and, count, desc, eq, gt, gte, ilike, inArray, isNull, lte, min, not, or, sql, type SQL } from "drizzle-orm";
import { recordAudit, changedFields, type Actor } from "../audit/audit.server";
import type { AuditAction } from "../vocabulary/audit";
import type { ContentChangeListener } from "../content-change";
import { deleteTranslations } from "../content/translations.server";
import type { Database } from "../db/client.server";
import { popupDailyCounts, popups } from "../db/schema";
import { ConflictError, NotFoundError, ValidationError } from "../domain-errors";
import { addDays, istDateString } from "../formats/ist";
import { fieldErrorsFromZod } from "../shared/field-errors";
import {
  PopupPatchSchema,
  type PopupCounts,
  type PopupCountTotals,
  type PopupEvent,
  type PopupList,
  type PopupListQuery,
  type StaffPopup,
} from "./popup-admin.schema";
import { PopupInputSchema, popupInputOf, type PopupInput, type PopupValues } from "./popup.schema";
import { clickRate, popupState, type PopupState } from "./popup-state";
import { shownAt } from "./popup.server";
import { sanitizePopupHtml } from "./sanitize-popup-html";

type PopupRow = typeof popups.$inferSelect;

/** The manager's counts cover the last 30 IST days, today included. */
export const POPUP_COUNT_DAYS = 30;

const TITLE_MAX = 150;
const COPY_PREFIX = "Copy of ";

/** The fields of a stored popup that staff write (what a partial edit is merged into). */
function editableFields(row: PopupRow): PopupInput {
  const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...fields } = row;
  return popupInputOf(fields);
}

/** Validates a whole popup and sanitizes its HTML; a ValidationError with a message per field otherwise. */
function checked(input: unknown): PopupValues {
  const result = PopupInputSchema.safeParse(input);
  if (!result.success) throw new ValidationError(fieldErrorsFromZod(result.error));
  return { ...result.data, content: sanitizePopupHtml(result.data.content) };
}

/** The rows a state filter keeps at `now` (popup-state.ts says the same in code). */
function stateCondition(state: PopupState, now: Date): SQL {
  const ended = and(eq(popups.isActive, true), lte(popups.endsAt, now))!;
  switch (state) {
    case "inactive":
      return eq(popups.isActive, false);
    case "ended":
      return ended;
    case "scheduled":
      return and(
        eq(popups.isActive, true),
        gt(popups.startsAt, now),
        or(isNull(popups.endsAt), gt(popups.endsAt, now)),
      )!;
    case "active":
      return and(eq(popups.isActive, true), shownAt(now))!;
  }
}

const zeroTotals = (): PopupCountTotals => ({ impressions: 0, actionClicks: 0, dismissals: 0, clickRate: null });

function totals(impressions: number, actionClicks: number, dismissals: number): PopupCountTotals {
  return { impressions, actionClicks, dismissals, clickRate: clickRate(impressions, actionClicks) };
}

function toStaffPopup(row: PopupRow, now: Date, counts?: StaffPopup["counts"]): StaffPopup {
  const { createdAt: _createdAt, updatedAt: _updatedAt, startsAt: _startsAt, endsAt: _endsAt, ...fields } = row;
  return {
    ...fields,
    content: sanitizePopupHtml(row.content),
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    state: popupState(row, now),
    counts: counts ?? { last30Days: zeroTotals(), allTime: zeroTotals() },
  };
}

/** The first IST day of the counting window ending today. */
const firstCountDay = (now: Date) => istDateString(addDays(now, -(POPUP_COUNT_DAYS - 1)));

export interface PopupManagerDeps {
  db: Database;
  onChange?: ContentChangeListener;
  /** The clock (tests move it); defaults to the real time. */
  now?: () => Date;
}

/**
 * The popup manager (issue 11): staff list, create, edit, duplicate and delete popups, each write
 * audited in its own transaction and followed by the content-change signal ("popups"), so the
 * cached GET /api/popups/{page} answers and pages of every instance show it on their next request.
 * Visitors' browsers add to the anonymous daily counts.
 */
export function createPopupManager({ db, onChange = () => {}, now: clock = () => new Date() }: PopupManagerDeps) {
  async function countsFor(ids: number[], now: Date): Promise<Map<number, StaffPopup["counts"]>> {
    const map = new Map<number, StaffPopup["counts"]>();
    if (ids.length === 0) return map;
    const from = firstCountDay(now);
    const recent = sql`${popupDailyCounts.day} >= ${from}::date`;
    const rows = await db
      .select({
        popupId: popupDailyCounts.popupId,
        impressions: sql<number>`coalesce(sum(${popupDailyCounts.impressions}), 0)::int`,
        actionClicks: sql<number>`coalesce(sum(${popupDailyCounts.actionClicks}), 0)::int`,
        dismissals: sql<number>`coalesce(sum(${popupDailyCounts.dismissals}), 0)::int`,
        recentImpressions: sql<number>`coalesce(sum(${popupDailyCounts.impressions}) filter (where ${recent}), 0)::int`,
        recentActionClicks: sql<number>`coalesce(sum(${popupDailyCounts.actionClicks}) filter (where ${recent}), 0)::int`,
        recentDismissals: sql<number>`coalesce(sum(${popupDailyCounts.dismissals}) filter (where ${recent}), 0)::int`,
      })
      .from(popupDailyCounts)
      .where(inArray(popupDailyCounts.popupId, ids))
      .groupBy(popupDailyCounts.popupId);
    for (const row of rows) {
      map.set(row.popupId, {
        last30Days: totals(Number(row.recentImpressions), Number(row.recentActionClicks), Number(row.recentDismissals)),
        allTime: totals(Number(row.impressions), Number(row.actionClicks), Number(row.dismissals)),
      });
    }
    return map;
  }

  async function staffPopup(row: PopupRow, now = clock()): Promise<StaffPopup> {
    return toStaffPopup(row, now, (await countsFor([row.id], now)).get(row.id));
  }

  async function insert(actor: Actor, values: PopupValues, action: AuditAction, extra: Record<string, unknown> = {}) {
    const row = await db.transaction(async (tx) => {
      const [created] = await tx.insert(popups).values(values).returning();
      await recordAudit(tx as unknown as Database, actor, {
        action,
        entity: "popup",
        entityId: created!.id,
        changes: {
          title: created!.title,
          isActive: created!.isActive,
          targetPage: created!.targetPage,
          language: created!.language,
          ...extra,
        },
      });
      return created!;
    });
    onChange("popups");
    return staffPopup(row);
  }

  return {
    /** One page of popups, highest priority first, with their counts; filtered by state and text. */
    async list(query: PopupListQuery): Promise<PopupList> {
      const now = clock();
      const conditions: SQL[] = [];
      if (query.state) conditions.push(stateCondition(query.state, now));
      if (query.search) {
        const pattern = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        conditions.push(or(ilike(popups.title, pattern), ilike(popups.targetPage, pattern))!);
      }
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [rows, totalRows] = await Promise.all([
        db
          .select()
          .from(popups)
          .where(where)
          .orderBy(desc(popups.priority), desc(popups.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ total: count() }).from(popups).where(where),
      ]);
      const counts = await countsFor(
        rows.map((row) => row.id),
        now,
      );
      return {
        items: rows.map((row) => toStaffPopup(row, now, counts.get(row.id))),
        total: Number(totalRows[0]?.total ?? 0),
      };
    },

    /** One popup with its counts; NotFoundError when there is none. */
    async get(id: number): Promise<StaffPopup> {
      const [row] = await db.select().from(popups).where(eq(popups.id, id)).limit(1);
      if (!row) throw new NotFoundError(`No popup with id ${id}`);
      return staffPopup(row);
    },

    /** A new popup from every field (defaults for the ones left out). */
    async create(actor: Actor, input: unknown): Promise<StaffPopup> {
      return insert(actor, checked(input), "popup.create");
    },

    /**
     * A partial edit: only the fields sent change, and the merged popup is checked whole (an end
     * before the start, an action button without a link). With `updatedAt` as read, an edit made
     * by someone else meanwhile answers 409 instead of being overwritten. The row stays locked
     * from read to write.
     */
    async update(actor: Actor, id: number, input: unknown): Promise<StaffPopup> {
      const patch = PopupPatchSchema.safeParse(input);
      if (!patch.success) throw new ValidationError(fieldErrorsFromZod(patch.error));
      const { updatedAt: expected, ...known } = patch.data;
      // The values as sent (checked above), so the merged popup goes through the same schema once.
      const sent = input as Record<string, unknown>;
      const changes = Object.fromEntries(
        Object.keys(known)
          .filter((name) => sent[name] !== undefined)
          .map((name) => [name, sent[name]]),
      );
      const row = await db.transaction(async (tx) => {
        const [current] = await tx.select().from(popups).where(eq(popups.id, id)).for("update");
        if (!current) throw new NotFoundError(`No popup with id ${id}`);
        if (expected && expected.getTime() !== current.updatedAt.getTime()) {
          throw new ConflictError(
            "Someone else changed this popup meanwhile. Reload it to see their change, then edit again.",
          );
        }
        const before = editableFields(current);
        const after = checked({ ...before, ...changes });
        const diff = changedFields(before as Record<string, unknown>, after as Record<string, unknown>);
        if (Object.keys(diff).length === 0) return { row: current, changed: false };
        const [updated] = await tx
          .update(popups)
          .set({ ...after, updatedAt: new Date() })
          .where(eq(popups.id, id))
          .returning();
        await recordAudit(tx as unknown as Database, actor, {
          action: "popup.update",
          entity: "popup",
          entityId: id,
          // The content's HTML can be long: the audit says that it changed, not both versions.
          changes: "content" in diff ? { ...diff, content: { from: "(previous text)", to: "(new text)" } } : diff,
        });
        return { row: updated!, changed: true };
      });
      if (row.changed) onChange("popups");
      return staffPopup(row.row);
    },

    /** Deletes a popup, its counts and its translations; NotFoundError when there is none. */
    async remove(actor: Actor, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [removed] = await tx.delete(popups).where(eq(popups.id, id)).returning();
        if (!removed) throw new NotFoundError(`No popup with id ${id}`);
        await deleteTranslations(tx as unknown as Database, "popup", id);
        await recordAudit(tx as unknown as Database, actor, {
          action: "popup.delete",
          entity: "popup",
          entityId: id,
          changes: { title: removed.title, isActive: removed.isActive, targetPage: removed.targetPage },
        });
      });
      onChange("popups");
    },

    /** An inactive copy titled "Copy of …", to adapt without touching the original. */
    async duplicate(actor: Actor, id: number): Promise<StaffPopup> {
      const [source] = await db.select().from(popups).where(eq(popups.id, id)).limit(1);
      if (!source) throw new NotFoundError(`No popup with id ${id}`);
      const title = `${COPY_PREFIX}${source.title}`.slice(0, TITLE_MAX);
      return insert(actor, checked({ ...editableFields(source), isActive: false, title }), "popup.duplicate", {
        copiedFrom: id,
      });
    },

    /** The counts per IST day of the last 30 days (zeros included), with their totals and all time. */
    async counts(id: number): Promise<PopupCounts> {
      const now = clock();
      const [exists] = await db.select({ id: popups.id }).from(popups).where(eq(popups.id, id)).limit(1);
      if (!exists) throw new NotFoundError(`No popup with id ${id}`);
      const from = firstCountDay(now);
      const [rows, summary] = await Promise.all([
        db
          .select()
          .from(popupDailyCounts)
          .where(and(eq(popupDailyCounts.popupId, id), gte(popupDailyCounts.day, from))),
        countsFor([id], now),
      ]);
      const byDay = new Map(rows.map((row) => [String(row.day).slice(0, 10), row]));
      const days = Array.from({ length: POPUP_COUNT_DAYS }, (_, i) => {
        const day = istDateString(addDays(now, i - (POPUP_COUNT_DAYS - 1)));
        const row = byDay.get(day);
        return {
          day,
          impressions: row?.impressions ?? 0,
          actionClicks: row?.actionClicks ?? 0,
          dismissals: row?.dismissals ?? 0,
        };
      });
      const found = summary.get(id) ?? { last30Days: zeroTotals(), allTime: zeroTotals() };
      return { days, ...found };
    },

    /**
     * Adds one to today's (IST) counter of the event: one upsert, nothing about the visitor.
     * False when the popup does not exist.
     */
    async recordEvent(id: number, event: PopupEvent): Promise<boolean> {
      const add = (name: PopupEvent) => (event === name ? 1 : 0);
      const result = await db.execute(sql`
        insert into ${popupDailyCounts} (popup_id, day, impressions, action_clicks, dismissals)
        select ${popups.id}, (now() at time zone 'Asia/Kolkata')::date, ${add("impression")}, ${add("action")}, ${add("dismissal")}
        from ${popups} where ${popups.id} = ${id}
        on conflict (popup_id, day) do update set
          impressions = ${popupDailyCounts}.impressions + excluded.impressions,
          action_clicks = ${popupDailyCounts}.action_clicks + excluded.action_clicks,
          dismissals = ${popupDailyCounts}.dismissals + excluded.dismissals
        returning popup_id
      `);
      return (result as unknown as { rows: unknown[] }).rows.length > 0;
    },

    /**
     * The next start or end of a switched-on popup after `after`, or null: the content schedule
     * clears the cached popup lists and pages then, so a popup appears and disappears on time.
     */
    async nextBoundary(after: Date): Promise<Date | null> {
      const [starts, ends] = await Promise.all([
        db
          .select({ at: min(popups.startsAt) })
          .from(popups)
          .where(and(eq(popups.isActive, true), gt(popups.startsAt, after))),
        db
          .select({ at: min(popups.endsAt) })
          .from(popups)
          .where(and(eq(popups.isActive, true), gt(popups.endsAt, after), not(isNull(popups.endsAt)))),
      ]);
      const times = [starts[0]?.at, ends[0]?.at]
        .filter((value): value is Date => value !== null && value !== undefined)
        .map((value) => new Date(value));
      if (times.length === 0) return null;
      return new Date(Math.min(...times.map((time) => time.getTime())));
    },
  };
}

export type PopupManager = ReturnType<typeof createPopupManager>;
