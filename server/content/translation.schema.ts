// The staff API's shapes for Malayalam and Hindi translations (/api/admin/translations).
import { z } from "@hono/zod-openapi";
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
  })
  .openapi("TranslationSave");

export const TranslationOverviewSchema = z
  .array(
    z.object({
      kind: TranslationKindSchema,
      entryId: z.string(),
      label: z.string(),
      publicPath: z.string().nullable(),
      languages: z.array(
        z.object({
          language: TranslatedLanguageSchema,
          state: z.enum(translationStates).nullable(),
          review: z.enum(translationReviewStates).nullable(),
          fields: z.number().int(),
          missing: z.number().int(),
          englishChanged: z.number().int(),
        }),
      ),
    }),
  )
  .openapi("TranslationOverview");
