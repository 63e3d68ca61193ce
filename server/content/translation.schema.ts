// The staff API's shapes for Malayalam and Hindi translations (/api/admin/translations).
import { z } from "@hono/zod-openapi";
import { pageQuery, searchParam } from "../shared/list-query";
import { translationKinds, translationReviewStates, translationStates } from "../vocabulary/content";

export const TranslatedLanguageSchema = z.enum(["ml", "hi"]).openapi("TranslatedLanguage");
export const TranslationKindSchema = z.enum(translationKinds).openapi("TranslationKind");

const FieldStateSchema = z.enum(["missing", "english-changed", "translated"]);

export const StaffTranslationSchema = z
  .object({
    language: TranslatedLanguageSchema,
    state: z.enum(translationStates).nullable().openapi({ description: "null: not translated yet (missing)" }),
    review: z.enum(translationReviewStates).nullable(),
    version: z.number().int().openapi({ description: "Send it back with a save; 0 before the first save" }),
    fields: z.record(z.string(), z.unknown()),
    fieldStates: z.record(z.string(), FieldStateSchema).openapi({
      description:
        "Per text field with words: missing (no usable translation: visitors read the English), english-changed (the English changed after this was translated), translated",
    }),
    updatedAt: z.string().nullable(),
  })
  .openapi("StaffTranslation");

export const StaffTranslationsSchema = z
  .object({
    kind: TranslationKindSchema,
    entryId: z.string(),
    label: z.string(),
    publicPath: z.string().nullable(),
    textFields: z.array(z.string()),
    fieldLabels: z.record(z.string(), z.string()),
    english: z.record(z.string(), z.unknown()),
    translations: z.array(StaffTranslationSchema),
  })
  .openapi("StaffTranslations");
export type StaffTranslationsView = z.output<typeof StaffTranslationsSchema>;
export type StaffTranslationView = z.output<typeof StaffTranslationSchema>;
export type TranslatedFieldStateName = z.output<typeof FieldStateSchema>;

export const TranslationSaveSchema = z
  .object({
    fields: z
      .record(z.string(), z.unknown())
      .openapi({ description: "Translated text fields, each in the English's shape; an empty text shows English" }),
    state: z.enum(translationStates).openapi({ description: "draft: staff only; published: visitors read it" }),
    review: z
      .enum(translationReviewStates)
      .default("to-review")
      .openapi({ description: "reviewed once a native speaker has read it" }),
    version: z.number().int().min(0),
    confirmed: z.array(z.string().max(80)).max(200).default([]).openapi({
      description:
        "Text fields whose translation was checked against the current English and still fits, unchanged: they stop showing english-changed. A field whose translation changes in this save follows the current English anyway; one that stays as it was keeps its flag.",
    }),
  })
  .openapi("TranslationSave");

/** A translation's state as the list filters it: "missing" is an entry without one in that language. */
export const translationListStates = ["missing", ...translationStates] as const;
export type TranslationListState = (typeof translationListStates)[number];

/** The query of GET /api/admin/translations and the /admin/translations screen. */
export const TranslationListQuerySchema = z.object({
  ...pageQuery,
  search: searchParam.openapi({ description: "Part of the entry's name (any case)" }),
  kind: z
    .enum(translationKinds, { error: `Use one of ${translationKinds.join(", ")}` })
    .optional()
    .openapi({ param: { name: "kind", in: "query" } }),
  language: z
    .enum(["ml", "hi"], { error: "Use ml or hi" })
    .optional()
    .openapi({
      param: { name: "language", in: "query" },
      description: "The language the other filters look at; without it an entry matches when either language does",
    }),
  state: z
    .enum(translationListStates, { error: `Use one of ${translationListStates.join(", ")}` })
    .optional()
    .openapi({ param: { name: "state", in: "query" }, description: "missing: no translation saved in the language" }),
  review: z
    .enum(translationReviewStates, { error: `Use one of ${translationReviewStates.join(", ")}` })
    .optional()
    .openapi({
      param: { name: "review", in: "query" },
      description: "to-review: saved, not yet read by a native speaker",
    }),
  needsWork: z
    .enum(["true", "false"], { error: "Use true or false" })
    .transform((value) => value === "true")
    .optional()
    .openapi({
      param: { name: "needsWork", in: "query" },
      description: "true: some text is not translated, or its English changed after it was translated",
    }),
});
export type TranslationListQuery = z.output<typeof TranslationListQuerySchema>;

const LanguageOverviewSchema = z.object({
  language: TranslatedLanguageSchema,
  state: z.enum(translationStates).nullable().openapi({ description: "null: no translation (missing)" }),
  review: z.enum(translationReviewStates).nullable(),
  fields: z.number().int().openapi({ description: "Text fields with words in the English" }),
  missing: z.number().int().openapi({ description: "Fields visitors read in English" }),
  englishChanged: z.number().int().openapi({ description: "Fields whose English changed after translation" }),
});

export const TranslationOverviewItemSchema = z
  .object({
    kind: TranslationKindSchema,
    entryId: z.string(),
    label: z.string(),
    publicPath: z.string().nullable(),
    languages: z.array(LanguageOverviewSchema),
  })
  .openapi("TranslationOverviewItem");
export type TranslationOverviewItem = z.output<typeof TranslationOverviewItemSchema>;

/** Per language, over every entry (whatever the filters): what is left to do. */
export const TranslationSummarySchema = z
  .object({
    language: TranslatedLanguageSchema,
    entries: z.number().int().openapi({ description: "Entries with text to translate" }),
    published: z.number().int(),
    draft: z.number().int(),
    missing: z.number().int().openapi({ description: "Entries without a translation in the language" }),
    toReview: z.number().int().openapi({ description: "Translations not yet read by a native speaker" }),
    needsWork: z.number().int().openapi({ description: "Entries with a text missing or an English changed" }),
  })
  .openapi("TranslationSummary");
export type TranslationSummary = z.output<typeof TranslationSummarySchema>;

export const TranslationOverviewSchema = z
  .object({
    items: z.array(TranslationOverviewItemSchema),
    total: z.number().int(),
    summary: z.array(TranslationSummarySchema),
  })
  .openapi("TranslationOverview");
export type TranslationOverview = z.output<typeof TranslationOverviewSchema>;
