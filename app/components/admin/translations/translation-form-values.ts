// The translation editor's form, built from the English alone (ADR 0038): whatever the kind, a
// field's translation has its English's shape, so the form is that shape with the translated texts
// in it. Pure functions, unit tested.
import { hasWords, translatedFieldErrors, type TextFields } from "~server/content/translated-fields";

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * A field's value in the form: the English's shape, each text taken from the translation where the
 * translation has a text at that place, else empty. A list keeps the English's length and order:
 * an item the English gained since shows empty, one it lost is dropped. Numbers and other
 * non-texts repeat the English (they are structure, not words).
 */
export function formValueOf(english: unknown, translated: unknown): unknown {
  if (typeof english === "string") {
    return english.trim() !== "" && typeof translated === "string" ? translated : "";
  }
  if (Array.isArray(english)) {
    return english.map((item, index) => formValueOf(item, Array.isArray(translated) ? translated[index] : undefined));
  }
  if (isPlainObject(english)) {
    return Object.fromEntries(
      Object.entries(english).map(([key, item]) => [
        key,
        formValueOf(item, isPlainObject(translated) ? translated[key] : undefined),
      ]),
    );
  }
  return english;
}

/** The text fields the editor shows: the entry's own, in the kind's order, with words to translate. */
export function fieldsToTranslate(textFields: readonly string[], english: TextFields): string[] {
  return textFields.filter((field) => hasWords(english[field]));
}

/** The form's starting values: every field to translate, in the English's shape. */
export function formValuesOf(fields: readonly string[], english: TextFields, translated: TextFields): TextFields {
  return Object.fromEntries(fields.map((field) => [field, formValueOf(english[field], translated[field])]));
}

/** How many texts (leaves with words in the English) a value holds, and how many are filled in. */
export function textCounts(english: unknown, value: unknown): { texts: number; filled: number } {
  if (typeof english === "string") {
    if (english.trim() === "") return { texts: 0, filled: 0 };
    return { texts: 1, filled: typeof value === "string" && value.trim() !== "" ? 1 : 0 };
  }
  const parts: [unknown, unknown][] = Array.isArray(english)
    ? english.map((item, index) => [item, Array.isArray(value) ? value[index] : undefined])
    : isPlainObject(english)
      ? Object.entries(english).map(([key, item]) => [item, isPlainObject(value) ? value[key] : undefined])
      : [];
  return parts.reduce(
    (sum, [item, part]) => {
      const counts = textCounts(item, part);
      return { texts: sum.texts + counts.texts, filled: sum.filled + counts.filled };
    },
    { texts: 0, filled: 0 },
  );
}

/** What the server would refuse in the form's values, per dotted path (the same rules: translated-fields.ts). */
export function formErrorsOf(english: TextFields, values: TextFields): Record<string, string> {
  return Object.assign(
    {},
    ...Object.keys(values).map((field) => translatedFieldErrors(field, english[field], values[field])),
  ) as Record<string, string>;
}

/** True when the dotted `path` names a text (a leaf with words) of the English fields. */
export function isTextPath(english: TextFields, path: string): boolean {
  let node: unknown = english;
  for (const part of path.split(".")) {
    if (Array.isArray(node)) node = node[Number(part)];
    else if (isPlainObject(node) && Object.hasOwn(node, part)) node = node[part];
    else return false;
  }
  return typeof node === "string" && node.trim() !== "";
}

/** A key of the English as staff read it: `heroHeading` → "Hero heading", `faqs` → "Faqs". */
export function humanise(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]+/g, " ")
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Each field's label: the kind's own (fieldLabels), or where two fields of the entry share one
 * ("Heading" of several sections) the field's own name in words ("Who we are heading"), so that
 * every input's name is its own.
 */
export function fieldLabelsOf(fields: readonly string[], labels: Readonly<Record<string, string>>) {
  const labelOf = (field: string) => labels[field] ?? humanise(field);
  const counts = new Map<string, number>();
  for (const field of fields) counts.set(labelOf(field), (counts.get(labelOf(field)) ?? 0) + 1);
  return Object.fromEntries(
    fields.map((field) => [field, (counts.get(labelOf(field)) ?? 0) > 1 ? humanise(field) : labelOf(field)]),
  ) as Record<string, string>;
}

/** The `{name}` placeholders a text keeps, each once, in order of appearance. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => `{${match[1]}}`))];
}
