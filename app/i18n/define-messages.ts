// How an area of the site declares its interface texts (ADR 0038): the English, and the Malayalam
// and Hindi of every English key. Messages are ICU MessageFormat (intl-messageformat): arguments
// in braces, plurals as `{count, plural, one {# offer} other {# offers}}`, tags such as
// `<link>…</link>` for a part of a sentence that is a link. Never build a sentence from pieces.
//
// The type makes a missing or extra key in a translation a compile error; tests/unit/i18n checks
// the rest (ICU syntax, the same arguments and tags in every language).

import type { Language } from "~server/vocabulary/languages";

/** Whether a native speaker has read this area's translation (ADR 0038): staff see the "to review" ones. */
export type ReviewState = "to-review" | "reviewed";

export interface MessageArea<K extends string> {
  en: Readonly<Record<K, string>>;
  ml: Readonly<Record<K, string>>;
  hi: Readonly<Record<K, string>>;
  review: Readonly<Record<Exclude<Language, "en">, ReviewState>>;
}

export function defineMessages<const K extends string>(area: MessageArea<K>): MessageArea<K> {
  return area;
}
