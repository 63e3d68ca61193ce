// The kinds of field a page's texts are made of (issue 26, 27): a text, a list, a fixed number of
// cards, and the sections of a legal page (page-body.ts reads their marks); how a page declares
// them, and how a legal page puts its sections together. Plain data without zod, so public pages
// can read a legal page's layout; the rules each kind gives are in page-field-rules.ts. The pages
// themselves are declared in page-texts.ts and legal-page-texts.ts.
import type { PageTextKey } from "../vocabulary/content";
import type { PagePlaceholder } from "./page-facts";

// ---- Placeholders: facts of the site settings a text names without repeating them ----

/** What every text may name; `{count}` belongs to the home page's badge alone. */
export const sitePlaceholders = [
  "businessName",
  "legalName",
  "city",
  "state",
] as const satisfies readonly PagePlaceholder[];

export const named = (names: readonly string[]) => names.map((name) => `{${name}}`).join(", ");

// ---- The kinds of field ----

interface FieldBase {
  /** The field's label on the staff form. */
  label: string;
  /** Help under the field: where the page shows it, what to write. */
  hint?: string;
}

/** One text: a heading, a sentence, a paragraph. */
export interface TextFieldSpec extends FieldBase {
  kind: "text";
  min: number;
  max: number;
  /** A paragraph (a text box of several lines) rather than a line. */
  multiline?: boolean;
  /** The placeholders it may hold. */
  placeholders: readonly PagePlaceholder[];
  /** A placeholder it must hold once (the badge's count). */
  requires?: PagePlaceholder;
}

/** Texts one after another (paragraphs, list items, highlights); `fixed` when icons go with them in order. */
export interface ListFieldSpec extends FieldBase {
  kind: "list";
  /** What one item is, in messages ("step", "paragraph"). */
  item: string;
  itemMin: number;
  itemMax: number;
  minItems: number;
  maxItems: number;
  /** Exactly this many items (each goes with an icon of its place). */
  fixed?: boolean;
  /** Items of several sentences (paragraphs): the form separates them with an empty line. */
  long?: boolean;
  placeholders: readonly PagePlaceholder[];
}

/** A fixed number of cards or points, each a title and a sentence (icons go with them in order). */
export interface CardsFieldSpec extends FieldBase {
  kind: "cards";
  /** What one card is, in labels and messages ("value", "point"). */
  item: string;
  count: number;
  titleMax: number;
  textMax: number;
  placeholders: readonly PagePlaceholder[];
}

/**
 * A section's text on a legal page: paragraphs apart by an empty line, lines that start with "- "
 * a bulleted list, **bold words** and [words](/address) a link (server/content/page-body.ts).
 */
export interface BodyFieldSpec extends FieldBase {
  kind: "body";
  min: number;
  max: number;
  placeholders: readonly PagePlaceholder[];
}

export type PageFieldSpec = TextFieldSpec | ListFieldSpec | CardsFieldSpec | BodyFieldSpec;

export interface PageCard {
  title: string;
  text: string;
}

type ValueOf<S extends PageFieldSpec> = S extends TextFieldSpec | BodyFieldSpec
  ? string
  : S extends ListFieldSpec
    ? string[]
    : PageCard[];

/** A page's document of texts, from its field declarations. */
export type TextsOf<F extends Record<string, PageFieldSpec>> = { [K in keyof F]: ValueOf<F[K]> };

export const line = (label: string, min: number, max: number, more: Partial<TextFieldSpec> = {}): TextFieldSpec => ({
  kind: "text",
  label,
  min,
  max,
  placeholders: sitePlaceholders,
  ...more,
});

export const paragraph = (label: string, min: number, max: number, more: Partial<TextFieldSpec> = {}): TextFieldSpec =>
  line(label, min, max, { multiline: true, ...more });

export const list = (
  label: string,
  item: string,
  sizes: { itemMin: number; itemMax: number; minItems: number; maxItems: number; fixed?: boolean; long?: boolean },
  hint?: string,
): ListFieldSpec => ({ kind: "list", label, item, ...sizes, hint, placeholders: sitePlaceholders });

export const cards = (
  label: string,
  item: string,
  sizes: { count: number; titleMax: number; textMax: number },
  hint?: string,
): CardsFieldSpec => ({ kind: "cards", label, item, ...sizes, hint, placeholders: sitePlaceholders });

/** A section's text: plain words with the marks page-body.ts reads, its links to safe places only. */
export const body = (
  label: string,
  min: number,
  max: number,
  placeholders: readonly PagePlaceholder[],
  hint?: string,
): BodyFieldSpec => ({
  kind: "body",
  label,
  min,
  max,
  placeholders,
  hint,
});

// ---- The pages ----

export interface PageGroup<F> {
  /** The part of the page, as staff see it there ("Hero", "Who we are"). */
  title: string;
  /** Where on the page it is. */
  description: string;
  fields: readonly (keyof F & string)[];
}

export interface PageDefinition<F extends Record<string, PageFieldSpec> = Record<string, PageFieldSpec>> {
  key: PageTextKey;
  /** The page's name on the Pages screen. */
  name: string;
  /** Its address. */
  path: string;
  /** What the page's texts are, in a line (the Pages list). */
  summary: string;
  fields: F;
  /** The fields in the order and groups the page shows them. */
  groups: readonly PageGroup<F>[];
  /** The field that names a revision in the history (the page's main heading). */
  titleField: keyof F & string;
  /** A legal page's sections and how they show (legal-page-texts.ts); absent on the other pages. */
  legal?: LegalLayout;
}

export const page = <F extends Record<string, PageFieldSpec>>(definition: PageDefinition<F> & { fields: F }) =>
  definition;

export const SITE_PLACEHOLDER_HINT = `May hold ${named(sitePlaceholders)}.`;

/** A section of a legal page: a heading (h2), its name in "On this page", and its text. */
export interface LegalSection {
  /** The prefix of the section's fields: `consent` → consentHeading, consentLabel, consentBody. */
  key: string;
  /** The heading's id: the section's address (/privacy#consent), which other pages link to. */
  id: string;
  /** Whether it has a text of its own (not when what the page puts after the heading is its content). */
  body: boolean;
  /** Whether its text goes on after what the page puts inside the section (a list of cookies, a button). */
  after: boolean;
}

/** How a legal page's sections show. */
export interface LegalLayout {
  sections: readonly LegalSection[];
  /** Sections numbered in order ("1. Who we are"): the number is the page's, so no translation loses it. */
  numbered: boolean;
  /** Whether the page lists its sections in "On this page" (each section's `…Label`). */
  toc: boolean;
  /**
   * The day "Last updated" shows until staff first save the page's English (YYYY-MM-DD); after a
   * save, the day of that save. Null: the page shows no date.
   */
  originalDate: string | null;
}

/** The field names of a legal section. */
export const legalFieldsOf = (section: Pick<LegalSection, "key">) => ({
  heading: `${section.key}Heading`,
  label: `${section.key}Label`,
  body: `${section.key}Body`,
  after: `${section.key}After`,
});
