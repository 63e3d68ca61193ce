import type { Language } from "~server/vocabulary/languages";

/**
 * The `lang` of a block whose text may have fallen back to English (ADR 0038): "en" when the
 * page is in another language and `field` is among the fields that show English, else undefined
 * (the block inherits the page's language). `english` is what the loader's localize answered.
 */
export function langOfField(
  language: Language,
  english: readonly string[] | undefined,
  field: string,
): "en" | undefined {
  return language !== "en" && english?.includes(field) ? "en" : undefined;
}
