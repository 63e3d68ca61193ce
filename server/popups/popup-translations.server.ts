// Popups as translatable content (issue 27, ADR 0038): an entry per popup shown on every language's
// pages, its texts the title, the content (HTML) and the action button's text. A popup written for
// one language's pages (popups.language set) is shown as written and has nothing to translate.
import { asc, eq, isNull } from "drizzle-orm";
import { serialEntryId } from "../content/translated-fields";
import type { CheckedField, EnglishEntry, TranslationKindDefinition } from "../content/translations.server";
import type { Database } from "../db/client.server";
import { popups } from "../db/schema";
import { languageEnglishNames } from "../vocabulary/languages";
import { popupTextFields } from "./popup.schema";
import { sanitizePopupHtml } from "./sanitize-popup-html";

/** The longest content a translation may have: the English's own limit (PopupFieldsSchema). */
const CONTENT_MAX = 20_000;

type PopupRow = Pick<
  typeof popups.$inferSelect,
  "id" | "title" | "content" | "actionButtonText" | "language" | "showActionButton"
>;

function englishOf(row: PopupRow): EnglishEntry {
  return {
    // The content as visitors get it (sanitized again on the way out), so the translator sees that.
    fields: {
      title: row.title,
      content: sanitizePopupHtml(row.content),
      ...(row.showActionButton ? { actionButtonText: row.actionButtonText } : {}),
    },
    label: row.language ? `${row.title} (${languageEnglishNames[row.language]} pages only)` : row.title,
    // A popup has no page of its own: it shows on the pages its targetPage names.
    publicPath: null,
  };
}

/**
 * A translated popup content: HTML, sanitized exactly like the English is on save (script, frames,
 * event handlers and unsafe addresses removed), so a translation cannot carry what the English cannot.
 * Sanitized again when it is shown. Content that sanitizes to nothing is refused with a message.
 */
export function checkTranslatedPopupContent(translated: unknown): CheckedField {
  if (typeof translated !== "string") return { errors: { content: "Write the text as text (HTML)" }, value: "" };
  if (translated.trim() === "") return { errors: {}, value: "" };
  if (translated.length > CONTENT_MAX) {
    return { errors: { content: `Keep the text under ${CONTENT_MAX} characters` }, value: translated };
  }
  const value = sanitizePopupHtml(translated);
  if (value.replace(/<[^>]*>/g, "").trim() === "" && !/<img\b/i.test(value)) {
    return {
      errors: {
        content: "This text has nothing left to show once scripts and unsafe parts are removed: write the words",
      },
      value,
    };
  }
  return { errors: {}, value };
}

/** Popups' Malayalam and Hindi versions (registered in app-services.server.ts). */
export function popupTranslations(db: Database): TranslationKindDefinition {
  const columns = {
    id: popups.id,
    title: popups.title,
    content: popups.content,
    actionButtonText: popups.actionButtonText,
    language: popups.language,
    showActionButton: popups.showActionButton,
  };
  return {
    kind: "popup",
    textFields: popupTextFields,
    fieldLabels: { title: "Title", content: "Text", actionButtonText: "Button text" },
    async readEnglish(entryId) {
      const id = serialEntryId(entryId);
      if (id === null) return null;
      const [row] = await db.select(columns).from(popups).where(eq(popups.id, id)).limit(1);
      return row ? englishOf(row) : null;
    },
    async listEntries() {
      const rows = await db.select(columns).from(popups).where(isNull(popups.language)).orderBy(asc(popups.id));
      return rows.map((row) => ({ entryId: String(row.id), ...englishOf(row) }));
    },
    checkField: (field, _english, translated) =>
      field === "content" ? checkTranslatedPopupContent(translated) : undefined,
  };
}
