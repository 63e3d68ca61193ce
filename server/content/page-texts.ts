// The texts of the public pages that staff keep on the Pages screen (issue 26): the home page's
// hero, the about page's sections, and the intros of /smart-integrations, /business-partners and
// /vyapar-app. Structured fields, not a page builder: each page declares its fields here, and the
// page's component (app/components/…) keeps the layout, the icons and the links around them.
// One declaration gives the zod schema the API and the staff form check with, the labels and
// lengths the form shows, and the list of visitor texts a translation of the page holds.
// Isomorphic plain zod: the staff form, the preview and the server read the same rules.
import { z } from "zod";
import type { PageTextKey } from "../vocabulary/content";
import { plainText } from "./content-text";
import { PLACEHOLDER, pagePlaceholderMeanings, type PagePlaceholder } from "./page-facts";

// The placeholders and their filling live apart, without zod, because public pages need only them.
export {
  fillPageTexts,
  fillPlaceholders,
  pageFactsOf,
  pagePlaceholderMeanings,
  type PageFacts,
  type PagePlaceholder,
} from "./page-facts";

// ---- Placeholders: facts of the site settings a text names without repeating them ----

/** What every text may name; `{count}` belongs to the home page's badge alone. */
const sitePlaceholders = ["businessName", "legalName", "city", "state"] as const satisfies readonly PagePlaceholder[];

const named = (names: readonly string[]) => names.map((name) => `{${name}}`).join(", ");

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

export type PageFieldSpec = TextFieldSpec | ListFieldSpec | CardsFieldSpec;

export interface PageCard {
  title: string;
  text: string;
}

type ValueOf<S extends PageFieldSpec> = S extends TextFieldSpec
  ? string
  : S extends ListFieldSpec
    ? string[]
    : PageCard[];

/** A page's document of texts, from its field declarations. */
export type TextsOf<F extends Record<string, PageFieldSpec>> = { [K in keyof F]: ValueOf<F[K]> };

const line = (label: string, min: number, max: number, more: Partial<TextFieldSpec> = {}): TextFieldSpec => ({
  kind: "text",
  label,
  min,
  max,
  placeholders: sitePlaceholders,
  ...more,
});

const paragraph = (label: string, min: number, max: number, more: Partial<TextFieldSpec> = {}): TextFieldSpec =>
  line(label, min, max, { multiline: true, ...more });

const list = (
  label: string,
  item: string,
  sizes: { itemMin: number; itemMax: number; minItems: number; maxItems: number; fixed?: boolean; long?: boolean },
  hint?: string,
): ListFieldSpec => ({ kind: "list", label, item, ...sizes, hint, placeholders: sitePlaceholders });

const cards = (
  label: string,
  item: string,
  sizes: { count: number; titleMax: number; textMax: number },
  hint?: string,
): CardsFieldSpec => ({ kind: "cards", label, item, ...sizes, hint, placeholders: sitePlaceholders });

// ---- Rules ----

/** The placeholder rule: only the field's own placeholders, and the one it requires exactly once. */
function placeholderProblem(value: string, spec: { placeholders: readonly PagePlaceholder[]; requires?: string }) {
  const used = [...value.matchAll(PLACEHOLDER)].map((match) => match[1]!);
  const unknown = used.find((name) => !spec.placeholders.includes(name as PagePlaceholder));
  if (unknown !== undefined) {
    return spec.placeholders.length > 0
      ? `{${unknown}} is not a placeholder this text can hold: use ${named(spec.placeholders)}, spelt exactly so`
      : `Remove {${unknown}}: this text holds no placeholders`;
  }
  if (spec.requires) {
    const times = used.filter((name) => name === spec.requires).length;
    if (times !== 1)
      return times === 0
        ? `Write {${spec.requires}} where the number goes: the page shows ${pagePlaceholderMeanings[spec.requires as PagePlaceholder]} there`
        : `Write {${spec.requires}} once only`;
  }
  return null;
}

function withPlaceholders<T extends z.ZodType<string>>(
  schema: T,
  spec: { placeholders: readonly PagePlaceholder[]; requires?: string },
) {
  return schema.superRefine((value, ctx) => {
    const problem = placeholderProblem(value, spec);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });
}

const lower = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);

function schemaOfField(spec: PageFieldSpec): z.ZodType {
  switch (spec.kind) {
    case "text":
      return withPlaceholders(plainText(lower(spec.label), spec.min, spec.max), spec);
    case "list": {
      const items = z
        .array(withPlaceholders(plainText(spec.item, spec.itemMin, spec.itemMax), spec), {
          error: `Give the ${spec.item}s as a list`,
        })
        .max(
          spec.maxItems,
          spec.fixed ? `Give exactly ${spec.maxItems} ${spec.item}s` : `List at most ${spec.maxItems} ${spec.item}s`,
        );
      return items.min(
        spec.minItems,
        spec.fixed
          ? `Give exactly ${spec.minItems} ${spec.item}s: each goes with its icon`
          : `Give at least ${spec.minItems} ${spec.item}${spec.minItems === 1 ? "" : "s"}`,
      );
    }
    case "cards":
      return z
        .array(
          z.object({
            title: withPlaceholders(plainText(`${spec.item}'s title`, 2, spec.titleMax), spec),
            text: withPlaceholders(plainText(`${spec.item}'s text`, 2, spec.textMax), spec),
          }),
          { error: `Give the ${spec.item}s as a list` },
        )
        .length(spec.count, `Give exactly ${spec.count} ${spec.item}s: each goes with its icon`);
  }
}

/** The schema of a page's whole document: every field required, nothing else. */
function documentSchema<F extends Record<string, PageFieldSpec>>(fields: F) {
  return z
    .object(Object.fromEntries(Object.entries(fields).map(([name, spec]) => [name, schemaOfField(spec)])))
    .strict() as unknown as z.ZodType<TextsOf<F>>;
}

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
}

const page = <F extends Record<string, PageFieldSpec>>(definition: PageDefinition<F> & { fields: F }) => definition;

const SITE_PLACEHOLDER_HINT = `May hold ${named(sitePlaceholders)}.`;

const homePage = page({
  key: "home",
  name: "Home",
  path: "/",
  summary: "The hero: badge, heading, sub-heading and button",
  titleField: "heroHeading",
  fields: {
    heroBadge: line("Badge", 5, 80, {
      placeholders: ["count", ...sitePlaceholders],
      requires: "count",
      hint: "The line above the heading. Write {count} where the number goes: it shows the trust badge count of the site settings (so the number is kept in one place).",
    }),
    heroHeading: line("Heading", 10, 120, { hint: "The page's main heading (h1)." }),
    heroSubheading: paragraph("Sub-heading", 20, 320, { hint: "The sentences under the heading." }),
    heroButtonLabel: line("Button label", 2, 40, {
      hint: "The main button; it leads to /services, where visitors choose a loan.",
      placeholders: [],
    }),
  },
  groups: [
    {
      title: "Hero",
      description: "The top of the home page, over the dark background.",
      fields: ["heroBadge", "heroHeading", "heroSubheading", "heroButtonLabel"],
    },
  ],
});

const aboutPage = page({
  key: "about",
  name: "About Us",
  path: "/about",
  summary: "Every section: who we are, what we do, lenders, values, languages",
  titleField: "title",
  fields: {
    title: line("Heading", 5, 120, { hint: `The page's main heading (h1). ${SITE_PLACEHOLDER_HINT}` }),
    intro: paragraph("Introduction", 20, 400, { hint: "The sentences under the heading." }),
    whoWeAreHeading: line("Heading", 2, 80),
    whoWeAreParagraphs: list("Paragraphs", "paragraph", {
      itemMin: 20,
      itemMax: 800,
      minItems: 1,
      maxItems: 6,
      long: true,
    }),
    whoWeArePoints: cards(
      "Points",
      "point",
      { count: 2, titleMax: 80, textMax: 500 },
      "Shown as a list: the title in bold, then the text.",
    ),
    whatWeDoHeading: line("Heading", 2, 80),
    whatWeDoIntro: paragraph("Introduction", 20, 800),
    whatWeDoSteps: list("Steps", "step", { itemMin: 5, itemMax: 300, minItems: 1, maxItems: 12 }, "A numbered list."),
    schemesNote: paragraph("Schemes note", 10, 300, {
      hint: "The sentence before the link to /govt-schemes; the link's words follow it.",
    }),
    schemesLinkLabel: line("Schemes link", 2, 60, { hint: "The words of the link to /govt-schemes." }),
    lendersHeading: line("Heading", 2, 80),
    lendersPoints: list("Points", "point", { itemMin: 10, itemMax: 500, minItems: 1, maxItems: 10, long: true }),
    valuesHeading: line("Heading", 2, 80),
    values: cards("Values", "value", { count: 4, titleMax: 60, textMax: 300 }, "Four cards, each with its icon."),
    languagesHeading: line("Heading", 2, 80),
    languagesText: paragraph("Text", 10, 500, { hint: "Above the list of languages (kept with the site's code)." }),
    visitHeading: line("Heading", 2, 80, { hint: "Above the address and contact card of the site settings." }),
  },
  groups: [
    {
      title: "Top of the page",
      description: "The heading and introduction over the dark background.",
      fields: ["title", "intro"],
    },
    {
      title: "Who we are",
      description: "The first section: paragraphs, then two points in a list.",
      fields: ["whoWeAreHeading", "whoWeAreParagraphs", "whoWeArePoints"],
    },
    {
      title: "What we do",
      description: "The loans you cover, the steps of your help, and the link to the schemes guide.",
      fields: ["whatWeDoHeading", "whatWeDoIntro", "whatWeDoSteps", "schemesNote", "schemesLinkLabel"],
    },
    {
      title: "How we work with banks and NBFCs",
      description: "A list of points about lenders, agreements and payments.",
      fields: ["lendersHeading", "lendersPoints"],
    },
    { title: "Our values", description: "Four cards under the text.", fields: ["valuesHeading", "values"] },
    {
      title: "Help in your language",
      description: "Above the list of languages you support.",
      fields: ["languagesHeading", "languagesText"],
    },
    {
      title: "Visit or reach us",
      description: "Above the card with the address, phone and e-mail of the site settings.",
      fields: ["visitHeading"],
    },
  ],
});

const smartIntegrationsPage = page({
  key: "smart-integrations",
  name: "Smart Integrations",
  path: "/smart-integrations",
  summary: "The intro: heading, introduction, highlights and opening paragraph",
  titleField: "title",
  fields: {
    title: line("Heading", 5, 120, { hint: "The page's main heading (h1)." }),
    intro: paragraph("Introduction", 20, 400, { hint: "The sentences under the heading." }),
    highlights: list(
      "Highlights",
      "highlight",
      { itemMin: 2, itemMax: 80, minItems: 6, maxItems: 6, fixed: true },
      "Six short lines, each beside its icon (a gauge, a face scan, a bank, a signature, repeat, a chat).",
    ),
    lead: paragraph("Opening paragraph", 20, 800, { hint: "The paragraph before the first section." }),
  },
  groups: [
    {
      title: "Intro",
      description: "The top of the page: the heading, its introduction, the six highlights and the first paragraph.",
      fields: ["title", "intro", "highlights", "lead"],
    },
  ],
});

const landingFields = (formWhat: string) => ({
  title: line("Heading", 5, 120, { hint: "The page's main heading (h1)." }),
  intro: paragraph("Introduction", 20, 400, { hint: `The sentences under the heading. ${SITE_PLACEHOLDER_HINT}` }),
  highlights: list(
    "Highlights",
    "highlight",
    { itemMin: 2, itemMax: 80, minItems: 1, maxItems: 6 },
    "The ticked points in the box under the introduction.",
  ),
  callToAction: line("Button label", 2, 40, { hint: `The box's button; it jumps down to ${formWhat}.` }),
});

const landingIntro = {
  title: "Intro",
  description: "The top of the page: the heading, its introduction, and the box of highlights with its button.",
  fields: ["title", "intro", "highlights", "callToAction"],
} as const;

const businessPartnersPage = page({
  key: "business-partners",
  name: "Business Partner Registration",
  path: "/business-partners",
  summary: "The intro: heading, introduction, highlights and button",
  titleField: "title",
  fields: landingFields("the registration form"),
  groups: [landingIntro],
});

const vyaparAppPage = page({
  key: "vyapar-app",
  name: "Vyapar App",
  path: "/vyapar-app",
  summary: "The intro: heading, introduction, highlights and button",
  titleField: "title",
  fields: landingFields("the enquiry form"),
  groups: [landingIntro],
});

/** Every page whose texts staff keep, in the order of the Pages screen. */
export const pageDefinitions = {
  home: homePage,
  about: aboutPage,
  "smart-integrations": smartIntegrationsPage,
  "business-partners": businessPartnersPage,
  "vyapar-app": vyaparAppPage,
} satisfies Record<PageTextKey, { key: PageTextKey }>;

/** A page's declarations, read field by field (the staff form, the revisions): names as plain strings. */
export function definitionOf(key: PageTextKey): PageDefinition {
  return pageDefinitions[key] as unknown as PageDefinition;
}

export type HomeTexts = TextsOf<typeof homePage.fields>;
export type AboutTexts = TextsOf<typeof aboutPage.fields>;
export type SmartIntegrationsTexts = TextsOf<typeof smartIntegrationsPage.fields>;
export type LandingTexts = TextsOf<ReturnType<typeof landingFields>>;

/** Each page's document of texts. */
export interface PageTexts {
  home: HomeTexts;
  about: AboutTexts;
  "smart-integrations": SmartIntegrationsTexts;
  "business-partners": LandingTexts;
  "vyapar-app": LandingTexts;
}

/** The schema of each page's whole document (the API, the form, the preview's draft). */
export const pageTextSchemas: { [K in PageTextKey]: z.ZodType<PageTexts[K]> } = {
  home: documentSchema(homePage.fields),
  about: documentSchema(aboutPage.fields),
  "smart-integrations": documentSchema(smartIntegrationsPage.fields),
  "business-partners": documentSchema(businessPartnersPage.fields),
  "vyapar-app": documentSchema(vyaparAppPage.fields),
};

/**
 * The visitor texts of each page, by field: what a translation of the page holds (the next issue
 * adds Malayalam and Hindi beside English). Every field of a page is a visitor text.
 */
export const pageTextFields = Object.fromEntries(
  Object.entries(pageDefinitions).map(([key, definition]) => [key, Object.keys(definition.fields)]),
) as unknown as { [K in PageTextKey]: readonly (keyof PageTexts[K] & string)[] };

/** Whether `value` is one of the pages' keys (a path segment, say). */
export function isPageTextKey(value: string): value is PageTextKey {
  return Object.hasOwn(pageDefinitions, value);
}

/**
 * A stored document as the page shows it: each field as stored where it still follows its rules,
 * else the fallback's (the seed's), so a field added by a later version of the site, or one
 * whose rules tightened, shows its original text instead of breaking the page.
 */
export function readStoredTexts<K extends PageTextKey>(
  key: K,
  stored: Record<string, unknown>,
  fallback: PageTexts[K],
): PageTexts[K] {
  const shape = (pageTextSchemas[key] as unknown as z.ZodObject).shape;
  const texts: Record<string, unknown> = { ...fallback };
  for (const [name, rule] of Object.entries(shape)) {
    const checked = (rule as z.ZodType).safeParse(stored[name]);
    if (checked.success) texts[name] = checked.data;
  }
  return texts as PageTexts[K];
}
