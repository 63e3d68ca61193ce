// The texts of the public pages that staff keep on the Pages screen (issue 26, 27): the home
// page's hero, the about page's sections, the intros of /smart-integrations, /business-partners and
// /vyapar-app, and the whole of the four legal pages (legal-page-texts.ts). Structured fields, not a
// page builder: each page declares its fields here, and the page's component (app/components/…)
// keeps the layout, the icons and the links around them. One declaration gives the zod schema the
// API and the staff form check with, the labels and lengths the form shows, and the list of visitor
// texts a translation of the page holds. The kinds of field: page-field-kinds.ts, their rules:
// page-field-rules.ts.
// Isomorphic plain zod: the staff form, the preview and the server read the same rules.
import type { z } from "zod";
import type { LegalPageKey, PageTextKey } from "../vocabulary/content";
import { legalPageDefinitions, type LegalTexts } from "./legal-page-texts";
import { documentSchema } from "./page-field-rules";
import {
  cards,
  line,
  list,
  page,
  paragraph,
  SITE_PLACEHOLDER_HINT,
  sitePlaceholders,
  type PageDefinition,
  type TextsOf,
} from "./page-field-kinds";

// The placeholders and their filling live apart, without zod, because public pages need only them.
export {
  addressInOneLine,
  fillPageTexts,
  fillPlaceholders,
  pageFactsOf,
  pagePlaceholderMeanings,
  type PageFacts,
  type PagePlaceholder,
} from "./page-facts";
export type {
  BodyFieldSpec,
  CardsFieldSpec,
  LegalLayout,
  LegalSection,
  ListFieldSpec,
  PageCard,
  PageDefinition,
  PageFieldSpec,
  PageGroup,
  TextFieldSpec,
} from "./page-field-kinds";
export { legalFieldsOf } from "./page-field-kinds";
export { legalPageDefinitions, type LegalTexts } from "./legal-page-texts";

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
  ...legalPageDefinitions,
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
  privacy: LegalTexts;
  terms: LegalTexts;
  "cookie-policy": LegalTexts;
  disclaimer: LegalTexts;
}

/** The schema of each page's whole document (the API, the form, the preview's draft). */
export const pageTextSchemas: { [K in PageTextKey]: z.ZodType<PageTexts[K]> } = {
  home: documentSchema(homePage.fields),
  about: documentSchema(aboutPage.fields),
  "smart-integrations": documentSchema(smartIntegrationsPage.fields),
  "business-partners": documentSchema(businessPartnersPage.fields),
  "vyapar-app": documentSchema(vyaparAppPage.fields),
  privacy: documentSchema(legalPageDefinitions.privacy.fields),
  terms: documentSchema(legalPageDefinitions.terms.fields),
  "cookie-policy": documentSchema(legalPageDefinitions["cookie-policy"].fields),
  disclaimer: documentSchema(legalPageDefinitions.disclaimer.fields),
};

/**
 * The visitor texts of each page, by field: what a translation of the page holds (its Malayalam
 * and Hindi, content_translations). Every field of a page is a visitor text.
 */
export const pageTextFields = Object.fromEntries(
  Object.entries(pageDefinitions).map(([key, definition]) => [key, Object.keys(definition.fields)]),
) as unknown as { [K in PageTextKey]: readonly (keyof PageTexts[K] & string)[] };

/** Whether `value` is one of the pages' keys (a path segment, say). */
export function isPageTextKey(value: string): value is PageTextKey {
  return Object.hasOwn(pageDefinitions, value);
}

/** Whether a page is one of the legal pages, whose whole text is staff's. */
export function isLegalPageKey(key: PageTextKey): key is LegalPageKey {
  return Object.hasOwn(legalPageDefinitions, key);
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
