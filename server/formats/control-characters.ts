// Control characters in text people send: C0 (U+0000-U+001F, NUL included), DEL and C1
// (U+0080-U+009F). Nobody types them into a form; they arrive pasted from other programs or from
// bots, and PostgreSQL refuses NUL in text outright (a NUL that reached the database was a 500).
// Isomorphic (no imports): the browser forms and the API check text the same way.

const ANY_CONTROL = /\p{Cc}/u;
const ANY_CONTROL_GLOBAL = /\p{Cc}/gu;
/** Controls other than tab, line feed and carriage return, which multi-line text may hold. */
const CONTROL_BUT_LINE_BREAKS = /[^\P{Cc}\t\n\r]/u;

/**
 * True when `value` holds a control character. Single-line text (a name, an e-mail address)
 * allows none; `multiline` text (a message) allows tab, line feed and carriage return.
 */
export function hasControlCharacters(value: string, options: { multiline?: boolean } = {}): boolean {
  return (options.multiline ? CONTROL_BUT_LINE_BREAKS : ANY_CONTROL).test(value);
}

/** `value` with every control character removed: for text kept as context that nobody can fix. */
export function withoutControlCharacters(value: string): string {
  return value.replace(ANY_CONTROL_GLOBAL, "");
}
