import type { FieldPath } from "react-hook-form";
import type { SchemeDraft } from "~/components/schemes/scheme-draft";
import type { StaffScheme } from "~server/schemes/scheme.schema";
import type { SchemeGroup } from "~server/vocabulary/content";

/** What the scheme editor's inputs hold; turned into the API's scheme on save. */
export interface SchemeValues {
  name: string;
  shortName: string;
  slug: string;
  schemeGroup: SchemeGroup | "";
  summary: string;
  runBy: string;
  /** One entry per line (react-hook-form's field arrays hold objects). */
  whoFor: { value: string }[];
  offers: { value: string }[];
  howWeHelp: string;
  portalLabel: string;
  portalUrl: string;
  /** A loan service's id, or "" for none. */
  relatedServiceId: string;
  faqs: { question: string; answer: string }[];
  seoTitle: string;
  seoDescription: string;
  /** A new scheme only: shown at once, or kept switched off. An existing one switches with its button. */
  isActive: boolean;
}

export type SchemeField = FieldPath<SchemeValues>;

export function emptySchemeValues(group: SchemeGroup | "" = ""): SchemeValues {
  return {
    name: "",
    shortName: "",
    slug: "",
    schemeGroup: group,
    summary: "",
    runBy: "",
    whoFor: [{ value: "" }],
    offers: [{ value: "" }],
    howWeHelp: "",
    portalLabel: "",
    portalUrl: "",
    relatedServiceId: "",
    faqs: [],
    seoTitle: "",
    seoDescription: "",
    isActive: true,
  };
}

export function schemeValuesOf(scheme: StaffScheme): SchemeValues {
  return {
    name: scheme.name,
    shortName: scheme.shortName,
    slug: scheme.slug,
    schemeGroup: scheme.schemeGroup,
    summary: scheme.summary,
    runBy: scheme.runBy,
    whoFor: scheme.whoFor.map((value) => ({ value })),
    offers: scheme.offers.map((value) => ({ value })),
    howWeHelp: scheme.howWeHelp,
    portalLabel: scheme.portalLabel,
    portalUrl: scheme.portalUrl,
    relatedServiceId: scheme.relatedServiceId === null ? "" : String(scheme.relatedServiceId),
    faqs: scheme.faqs.map(({ question, answer }) => ({ question, answer })),
    seoTitle: scheme.seoTitle,
    seoDescription: scheme.seoDescription,
    isActive: scheme.isActive,
  };
}

/** The API's fields (without `isActive` and `version`, which the caller adds as the case needs). */
export function schemeBodyOf(values: SchemeValues): SchemeDraft {
  return {
    name: values.name,
    shortName: values.shortName,
    slug: values.slug.trim(),
    // An unchosen group goes as sent, for the API's own message.
    schemeGroup: values.schemeGroup as SchemeGroup,
    summary: values.summary,
    runBy: values.runBy,
    whoFor: values.whoFor.map((line) => line.value),
    offers: values.offers.map((line) => line.value),
    howWeHelp: values.howWeHelp,
    portalLabel: values.portalLabel,
    portalUrl: values.portalUrl.trim(),
    relatedServiceId: values.relatedServiceId === "" ? null : Number(values.relatedServiceId),
    faqs: values.faqs.map(({ question, answer }) => ({ question, answer })),
    seoTitle: values.seoTitle,
    seoDescription: values.seoDescription,
  };
}

const plainFields = new Set<string>([
  "name",
  "shortName",
  "slug",
  "schemeGroup",
  "summary",
  "runBy",
  "howWeHelp",
  "portalLabel",
  "portalUrl",
  "relatedServiceId",
  "seoTitle",
  "seoDescription",
  "isActive",
]);

/**
 * The input that shows a message of the API's dotted path: `whoFor.2` on that line's box,
 * `faqs.1.answer` on that answer, `whoFor` on the list as a whole; null for one no input shows
 * (the toast says it).
 */
export function schemeFieldOf(path: string, values: SchemeValues): SchemeField | null {
  const [name, index, part] = path.split(".");
  if (!name) return null;
  if (plainFields.has(name)) return name as SchemeField;
  if (name === "whoFor" || name === "offers") {
    const at = Number(index);
    if (index !== undefined && Number.isInteger(at) && at < values[name].length) return `${name}.${at}.value`;
    return name;
  }
  if (name === "faqs") {
    const at = Number(index);
    if (
      index !== undefined &&
      Number.isInteger(at) &&
      at < values.faqs.length &&
      (part === "question" || part === "answer")
    )
      return `faqs.${at}.${part}`;
    return "faqs";
  }
  return null;
}
