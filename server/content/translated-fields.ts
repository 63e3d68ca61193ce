// How a Malayalam or Hindi translation of an entry's texts fits its English (ADR 0038). Pure
// functions on plain JSON, read by the server (what a page shows, what a save accepts) and the
// staff's translation editor (which field needs work).
//
// A translated field has the shape of its English: a text for a text, a list of the same length
// for a list, an object with the same keys for an object (an FAQ's question and answer), every text
// filled in. A field whose translation no longer has that shape (the English gained an FAQ since)
// shows the English, marked as English, until the translation is brought up to date.
import { hasControlCharacters } from "../formats/control-characters";
import { looksLikeHtml } from "./content-text";

export type TextFields = Record<string, unknown>;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** True when `translated` has the shape of `english` with every text filled in. */
export function hasShapeOf(english: unknown, translated: unknown): boolean {
  // An empty English text (an optional part left blank) has nothing to translate: its translation
  // is empty too, and the rest of the field can still be complete.
  if (typeof english === "string") {
    return typeof translated === "string" && (english.trim() === "" || translated.trim() !== "");
  }
  if (Array.isArray(english)) {
    return (
      Array.isArray(translated) &&
      translated.length === english.length &&
      english.every((item, index) => hasShapeOf(item, translated[index]))
    );
  }
  if (isPlainObject(english)) {
    if (!isPlainObject(translated)) return false;
    const keys = Object.keys(english);
    return (
      keys.length === Object.keys(translated).length &&
      keys.every((key) => Object.hasOwn(translated, key) && hasShapeOf(english[key], translated[key]))
    );
  }
  // Numbers, booleans and nulls are structure, not words: the translation repeats them.
  return Object.is(english, translated);
}

/** True when an English value has any words to translate (an empty optional text has none). */
export function hasWords(value: unknown): boolean {
  if (typeof value === "string") return value.trim() !== "";
  if (Array.isArray(value)) return value.some(hasWords);
  if (isPlainObject(value)) return Object.values(value).some(hasWords);
  return false;
}

export interface LocalizedFields<T extends TextFields> {
  /** The entry's texts in the language, English where the translation has no usable field. */
  value: T;
  /** The text fields that show English (the page marks their blocks `lang="en"`). */
  english: (keyof T & string)[];
}

/**
 * The entry's texts in a language: each text field from the published translation when it has the
 * English's shape, else the English. Fields other than `textFields` are the entry's own.
 */
export function localizeFields<T extends TextFields>(
  entry: T,
  textFields: readonly (keyof T & string)[],
  translated: TextFields | undefined,
): LocalizedFields<T> {
  if (!translated) return { value: entry, english: textFields.filter((field) => hasWords(entry[field])) };
  const value: Record<string, unknown> = { ...entry };
  const english: (keyof T & string)[] = [];
  for (const field of textFields) {
    if (!hasWords(entry[field])) continue;
    if (hasShapeOf(entry[field], translated[field])) value[field] = translated[field];
    else english.push(field);
  }
  return { value: value as T, english };
}

/** The `{name}` placeholders of a text, sorted, each as often as it occurs. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!).sort();
}

/** The longest a translated text may be: Malayalam and Hindi take more letters than English. */
export function translatedLengthLimit(englishText: string): number {
  return Math.max(200, englishText.length * 3);
}

/**
 * What is wrong with one translated field, as messages per path inside it (`faqs.2.answer`), or an
 * empty object when it is fine. An empty text is allowed (it means "not translated yet": the field
 * shows English); a text must be plain, of a sensible length, and keep the English's placeholders.
 */
export function translatedFieldErrors(field: string, english: unknown, translated: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  function visit(path: string, source: unknown, value: unknown) {
    if (typeof source === "string") {
      if (typeof value !== "string") {
        errors[path] = "Write this text as text";
        return;
      }
      const text = value.trim();
      if (text === "") return;
      if (text.length > translatedLengthLimit(source)) {
        errors[path] = `Keep this text under ${translatedLengthLimit(source)} characters`;
      } else if (looksLikeHtml(text)) {
        errors[path] = "Write this text as plain text, without HTML tags such as <b>";
      } else if (hasControlCharacters(text.replace(/[\n\r\t]/g, " "))) {
        errors[path] = "Remove the invisible characters from this text";
      } else if (placeholdersOf(text).join() !== placeholdersOf(source).join()) {
        const wanted = placeholdersOf(source);
        errors[path] =
          wanted.length === 0
            ? "This text has no placeholders in English: write the words instead of names in braces"
            : `Keep the placeholders of the English, each as often: ${wanted.map((name) => `{${name}}`).join(", ")}`;
      }
      return;
    }
    if (Array.isArray(source)) {
      if (!Array.isArray(value) || value.length !== source.length) {
        errors[path] = `Translate each of the English's ${source.length} items, in the same order`;
        return;
      }
      source.forEach((item, index) => visit(`${path}.${index}`, item, value[index]));
      return;
    }
    if (isPlainObject(source)) {
      if (!isPlainObject(value)) {
        errors[path] = "Translate each part of this text";
        return;
      }
      for (const key of Object.keys(value)) {
        if (!Object.hasOwn(source, key)) errors[`${path}.${key}`] = "The English has no such part";
      }
      for (const key of Object.keys(source)) visit(`${path}.${key}`, source[key], value[key]);
      return;
    }
    if (!Object.is(source, value)) errors[path] = "Keep this as the English has it";
  }
  visit(field, english, translated);
  return errors;
}

/** The row id an entry id names (`"12"` → 12), or null when it names none: for kinds keyed by a serial id. */
export function serialEntryId(entryId: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(entryId)) return null;
  const id = Number(entryId);
  return id <= 2_147_483_647 ? id : null;
}
