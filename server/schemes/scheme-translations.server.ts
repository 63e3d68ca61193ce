// The Malayalam and Hindi versions of the government schemes (issue 27, ADR 0038): the translation
// kind `govt-scheme` (what its staff editor reads of a scheme's English) and the pages' way of
// showing a scheme in a language, English field by field where a translation lacks it. A scheme's
// page names its loan service too, whose name comes from that service's own translation.
import { asc, eq } from "drizzle-orm";
import type { EnglishEntry, TranslationKindDefinition } from "../content/translations.server";
import type { Database } from "../db/client.server";
import { govtSchemes } from "../db/schema";
import {
  serialIdKind,
  type ContentLocalizer,
  type EnglishFields,
} from "../loan-services/loan-service-translations.server";
import { schemeGroups } from "../vocabulary/content";
import type { Language } from "../vocabulary/languages";
import {
  schemePath,
  schemeTextFields,
  type PublicScheme,
  type PublicSchemeGroups,
  type SchemeTextField,
} from "./scheme.schema";

type SchemeRow = typeof govtSchemes.$inferSelect;

/** Each text's name in the translation editor, as the scheme's English editor labels it. */
const schemeFieldLabels: Record<SchemeTextField, string> = {
  name: "Name",
  shortName: "Short name",
  summary: "Summary",
  runBy: "Run by",
  whoFor: "Who it is for",
  offers: "What it offers",
  howWeHelp: "How we help",
  portalLabel: "Official portal's label",
  faqs: "Questions and answers",
  seoTitle: "SEO title",
  seoDescription: "SEO description",
};

function englishOfScheme(row: SchemeRow): EnglishEntry {
  return {
    fields: Object.fromEntries(schemeTextFields.map((field) => [field, row[field]])),
    label: row.name,
    publicPath: schemePath(row.slug),
  };
}

/** The kind `govt-scheme`: every scheme, switched-off ones too, national first. */
export function schemeTranslations(db: Database): TranslationKindDefinition {
  return serialIdKind({
    kind: "govt-scheme",
    textFields: schemeTextFields,
    fieldLabels: schemeFieldLabels,
    rowOf: async (id) => (await db.select().from(govtSchemes).where(eq(govtSchemes.id, id)).limit(1))[0],
    async rows() {
      const rows = await db.select().from(govtSchemes).orderBy(asc(govtSchemes.sortOrder), asc(govtSchemes.id));
      return schemeGroups.flatMap((group) => rows.filter((row) => row.schemeGroup === group));
    },
    idOf: (row) => row.id,
    englishOf: englishOfScheme,
  });
}

/** A scheme as a page in one language shows it, with the fields that show English. */
export interface LocalizedScheme {
  scheme: PublicScheme;
  /** Its text fields that show English, and "relatedService" when its loan's name does. */
  english: EnglishFields;
}

/** Schemes in `language`: their texts, and their loan service's name from that service's translation. */
export async function localizeSchemes(
  translations: ContentLocalizer,
  language: Language,
  schemes: readonly PublicScheme[],
): Promise<LocalizedScheme[]> {
  if (language === "en") return schemes.map((scheme) => ({ scheme, english: [] }));
  const [localized, services] = await Promise.all([
    translations.localizeAll("govt-scheme", language, schemes, (scheme) => scheme.id),
    translations.localizeAll(
      "loan-service",
      language,
      schemes.flatMap((scheme) => (scheme.relatedService ? [scheme.relatedService] : [])),
      (service) => service.id,
    ),
  ]);
  const serviceNames = new Map(services.map(({ value, english }) => [value.id, { value, english }]));
  return localized.map(({ value, english }) => {
    const related = value.relatedService ? serviceNames.get(value.relatedService.id) : undefined;
    return {
      scheme: related ? { ...value, relatedService: related.value } : value,
      english: related?.english.includes("name") ? [...english, "relatedService"] : english,
    };
  });
}

/** One scheme's page in `language`. */
export async function localizeScheme(
  translations: ContentLocalizer,
  language: Language,
  scheme: PublicScheme,
): Promise<LocalizedScheme> {
  return (await localizeSchemes(translations, language, [scheme]))[0]!;
}

/** /govt-schemes in `language`: each group's schemes, and the fields of each (by slug) that show English. */
export async function localizeSchemeGroups(
  translations: ContentLocalizer,
  language: Language,
  groups: PublicSchemeGroups,
): Promise<{ schemes: PublicSchemeGroups; english: Record<string, LocalizedScheme["english"]> }> {
  const all = schemeGroups.flatMap((group) => groups[group]);
  const localized = await localizeSchemes(translations, language, all);
  const english: Record<string, LocalizedScheme["english"]> = {};
  for (const entry of localized) if (entry.english.length > 0) english[entry.scheme.slug] = entry.english;
  const schemes = Object.fromEntries(
    schemeGroups.map((group) => [
      group,
      localized.filter((entry) => entry.scheme.schemeGroup === group).map((entry) => entry.scheme),
    ]),
  ) as PublicSchemeGroups;
  return { schemes, english };
}
