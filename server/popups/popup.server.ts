import { and, asc, desc, eq, gt, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import type { ContentChangeListener } from "../content-change";
import type { Database } from "../db/client.server";
import { popups } from "../db/schema";
import {
  PopupInputSchema,
  popupInputOf,
  type PopupChanges,
  type PopupInput,
  type PopupValues,
  type PublicPopup,
} from "./popup.schema";
import { sanitizePopupHtml } from "./sanitize-popup-html";

/** A stored popup, as staff see it. */
export type Popup = typeof popups.$inferSelect;

const publicColumns = {
  id: popups.id,
  priority: popups.priority,
  delayShow: popups.delayShow,
  autoClose: popups.autoClose,
  position: popups.position,
  size: popups.size,
  backgroundColor: popups.backgroundColor,
  textColor: popups.textColor,
  showCloseButton: popups.showCloseButton,
  showImage: popups.showImage,
  imageUrl: popups.imageUrl,
  imagePosition: popups.imagePosition,
  title: popups.title,
  content: popups.content,
  showActionButton: popups.showActionButton,
  actionButtonText: popups.actionButtonText,
  actionButtonLink: popups.actionButtonLink,
  actionButtonColor: popups.actionButtonColor,
  actionButtonTextColor: popups.actionButtonTextColor,
};

/** Within the popup's dates at `now` (either may be open): the start has come, the end has not. */
export function shownAt(now: Date): SQL {
  return and(
    or(isNull(popups.startsAt), lte(popups.startsAt, now)),
    or(isNull(popups.endsAt), gt(popups.endsAt, now)),
  )!;
}

/** Validates a complete popup and sanitizes its HTML (throws a ZodError on invalid input). */
function prepare(input: PopupInput): PopupValues {
  const values = PopupInputSchema.parse(input);
  return { ...values, content: sanitizePopupHtml(values.content) };
}

/** The fields of a stored popup that staff can write (to merge a partial edit into). */
function editableFields(row: Popup): PopupInput {
  const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...fields } = row;
  return popupInputOf(fields);
}

export interface PopupServiceDeps {
  db: Database;
  onChange?: ContentChangeListener;
}

/** Popups: staff-configured messages shown on the pages their `targetPage` names. */
export function createPopupService({ db, onChange = () => {} }: PopupServiceDeps) {
  return {
    /**
     * Active popups within their dates at `now` whose targetPage contains the page name
     * (case-insensitive, no wildcards: `position()` compares literally), highest priority first. The HTML is sanitized again on
     * the way out, so a row written around this service still cannot carry script.
     */
    async listActiveForPage(page: string, now: Date = new Date()): Promise<PublicPopup[]> {
      const rows = await db
        .select(publicColumns)
        .from(popups)
        .where(
          and(
            eq(popups.isActive, true),
            shownAt(now),
            sql`position(lower(${page}::text) in lower(${popups.targetPage})) > 0`,
          ),
        )
        .orderBy(desc(popups.priority), asc(popups.id));
      return rows.map((row) => ({ ...row, content: sanitizePopupHtml(row.content) }));
    },

    async get(id: number): Promise<Popup | null> {
      const rows = await db.select().from(popups).where(eq(popups.id, id)).limit(1);
      return rows[0] ?? null;
    },

    async create(input: PopupInput): Promise<Popup> {
      const [row] = await db.insert(popups).values(prepare(input)).returning();
      onChange("popups");
      return row!;
    },

    /**
     * Applies a partial edit; the merged popup is validated as a whole. Null when not found. The
     * row stays locked from read to write, so a concurrent edit of other fields waits and then
     * merges into this one instead of overwriting it with what it read before.
     */
    async update(id: number, changes: PopupChanges): Promise<Popup | null> {
      const updated = await db.transaction(async (tx) => {
        const [current] = await tx.select().from(popups).where(eq(popups.id, id)).for("update");
        if (!current) return null;
        const values = prepare({ ...editableFields(current), ...changes });
        const [row] = await tx
          .update(popups)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(popups.id, id))
          .returning();
        return row ?? null;
      });
      if (updated) onChange("popups");
      return updated;
    },

    async remove(id: number): Promise<boolean> {
      const rows = await db.delete(popups).where(eq(popups.id, id)).returning({ id: popups.id });
      if (rows.length > 0) onChange("popups");
      return rows.length > 0;
    },

    /**
     * Inserts the given popups only when the table is empty (the idempotent demo seed). The
     * table lock makes concurrent first starts insert them once.
     */
    async seedIfEmpty(inputs: PopupInput[]): Promise<number> {
      const values = inputs.map(prepare);
      const created = await db.transaction(async (tx) => {
        await tx.execute(sql`lock table ${popups} in share row exclusive mode`);
        const [existing] = await tx.select({ count: sql<number>`count(*)::int` }).from(popups);
        if ((existing?.count ?? 0) > 0 || values.length === 0) return 0;
        const rows = await tx.insert(popups).values(values).returning({ id: popups.id });
        return rows.length;
      });
      if (created > 0) onChange("popups");
      return created;
    },
  };
}

export type PopupService = ReturnType<typeof createPopupService>;
