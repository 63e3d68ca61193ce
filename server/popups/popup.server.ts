import { and, asc, desc, eq, gt, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import type { ContentChangeListener } from "../content-change";
import { deleteTranslations, type TranslationService } from "../content/translations.server";
import type { Database } from "../db/client.server";
import { popups } from "../db/schema";
import { localizeFields } from "../content/translated-fields";
import type { Language } from "../vocabulary/languages";
import {
  PopupInputSchema,
  popupInputOf,
  popupTextFields,
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
  language: popups.language,
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

/** Which language's page asks for its popups, and where their translations come from. */
export interface PopupPageOptions {
  /** The page's language (default English). */
  language?: Language;
  /** The published translations (services.translations); without it every popup shows as written. */
  translations?: Pick<TranslationService, "localizeAll">;
  now?: Date;
}

/** Popups: staff-configured messages shown on the pages their `targetPage` names. */
export function createPopupService({ db, onChange = () => {} }: PopupServiceDeps) {
  return {
    /**
     * Active popups within their dates at `now` whose targetPage contains the page name
     * (case-insensitive, no wildcards: `position()` compares literally), highest priority first.
     * A page in one language gets the popups for every language, in their translation where one
     * is published (English otherwise, listed in `englishFields`), and the popups written for its
     * language only. The HTML, translated or not, is sanitized again on the way out, so a row
     * written around this service still cannot carry script.
     */
    async listActiveForPage(
      page: string,
      { language = "en", translations, now = new Date() }: PopupPageOptions = {},
    ): Promise<PublicPopup[]> {
      const rows = await db
        .select(publicColumns)
        .from(popups)
        .where(
          and(
            eq(popups.isActive, true),
            shownAt(now),
            sql`position(lower(${page}::text) in lower(${popups.targetPage})) > 0`,
            or(isNull(popups.language), eq(popups.language, language)),
          ),
        )
        .orderBy(desc(popups.priority), asc(popups.id));
      const everyLanguage = rows.filter((row) => row.language === null);
      const localized = translations
        ? await translations.localizeAll("popup", language, everyLanguage, (row) => row.id)
        : everyLanguage.map((row) =>
            language === "en" ? { value: row, english: [] } : localizeFields(row, popupTextFields, undefined),
          );
      const byId = new Map(localized.map((entry) => [entry.value.id, entry]));
      return rows.map((row) => {
        // One written for this language's pages is shown as written: it has no English to fall back to.
        const { value, english } = byId.get(row.id) ?? { value: row, english: [] };
        const { language: _language, ...fields } = value;
        return {
          ...fields,
          content: sanitizePopupHtml(fields.content),
          englishFields: popupTextFields.filter((field) => english.includes(field)),
        };
      });
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

    /** Deletes a popup and its translations. */
    async remove(id: number): Promise<boolean> {
      const removed = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const rows = await tx.delete(popups).where(eq(popups.id, id)).returning({ id: popups.id });
        if (rows.length > 0) await deleteTranslations(tx, "popup", id);
        return rows.length > 0;
      });
      if (removed) onChange("popups");
      return removed;
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
