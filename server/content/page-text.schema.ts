import { z } from "@hono/zod-openapi";
import { legalPageKeys, pageTextKeys, type PageTextKey } from "../vocabulary/content";
import {
  pageDefinitions,
  pagePlaceholderMeanings,
  pageTextSchemas,
  type PageFieldSpec,
  type PageTexts,
} from "./page-texts";

// What the staff API answers and takes for the page texts (GET/PATCH /api/admin/pages/…). The
// texts themselves are declared in page-texts.ts, one schema per page.

/** A page on the Pages list: which, where, and when and by whom its texts last changed. */
export const PageTextSummarySchema = z
  .object({
    key: z.enum(pageTextKeys),
    name: z.string().openapi({ example: "Home" }),
    path: z.string().openapi({ example: "/" }),
    summary: z.string().openapi({ description: "Which texts of the page staff keep" }),
    version: z.number().int().openapi({ description: "1 until the first save; send it back with a change" }),
    updatedAt: z.string().nullable().openapi({
      description: "When the texts were last saved (ISO time); null: never, the page shows its original texts",
    }),
    updatedByLabel: z.string().nullable().openapi({ description: "Who saved them last" }),
  })
  .openapi("PageTextSummary");

export const PageTextSummaryListSchema = z.array(PageTextSummarySchema).openapi("PageTextSummaryList");

/** One page's texts, as the editor opens them. */
export const StaffPageTextsSchema = PageTextSummarySchema.extend({
  texts: z
    .union([
      pageTextSchemas.home,
      pageTextSchemas.about,
      pageTextSchemas["smart-integrations"],
      // /vyapar-app's document has the same fields as /business-partners'.
      pageTextSchemas["business-partners"],
      ...legalPageKeys.map((key) => pageTextSchemas[key]),
    ] as unknown as [z.ZodType, z.ZodType, ...z.ZodType[]])
    .openapi({ description: "The page's texts, as written (placeholders such as {businessName} not filled in)" }),
}).openapi("StaffPageTexts");

export const PageKeyParams = z.object({
  key: z.enum(pageTextKeys, { error: `No such page: use one of ${pageTextKeys.join(", ")}` }).openapi({
    param: { name: "key", in: "path" },
    example: "home",
  }),
});

function describeField(name: string, spec: PageFieldSpec): string {
  switch (spec.kind) {
    case "text":
      return `\`${name}\` (${spec.min}-${spec.max}${spec.requires ? `, holds {${spec.requires}} once` : ""})`;
    case "list":
      return `\`${name}\` (${spec.fixed ? `exactly ${spec.maxItems}` : `${spec.minItems}-${spec.maxItems}`} texts of ${spec.itemMin}-${spec.itemMax})`;
    case "cards":
      return `\`${name}\` (exactly ${spec.count} of {title (2-${spec.titleMax}), text (2-${spec.textMax})})`;
    case "body":
      return `\`${name}\` (${spec.min}-${spec.max}, a section's text)`;
  }
}

/** Every page's fields with their lengths, for the API's description (from the declarations). */
export const pageFieldsHelp = [
  "Plain text only (HTML tags are refused). Placeholders show the site settings' facts: " +
    Object.entries(pagePlaceholderMeanings)
      .map(([name, meaning]) => `{${name}} ${meaning}`)
      .join("; ") +
    ". {count} belongs to the home badge alone, {address}, {email}, {phone} and {businessHours} to the legal pages; any other name in braces is refused. " +
    "A section's text (the legal pages) takes paragraphs apart by an empty line, lines starting with “- ” as a bulleted list, **bold words** and [words](/path or https://…) as a link.",
  ...Object.entries(pageDefinitions).map(
    ([key, definition]) =>
      `${key}: ${Object.entries(definition.fields as Record<string, PageFieldSpec>)
        .map(([name, spec]) => describeField(name, spec))
        .join(", ")}.`,
  ),
].join(" ");

/** A change of a page's texts: the version it started from and the fields that change. */
export const PageTextPatchSchema = z
  .object({
    version: z
      .number({ error: "Send the version you started from" })
      .int()
      .min(1)
      .openapi({ description: "The version the change started from: a page saved since answers 409" }),
  })
  .catchall(z.unknown())
  .openapi("PageTextPatch");

export type PageTextSummary = z.output<typeof PageTextSummarySchema>;
export type StaffPageTexts<K extends PageTextKey = PageTextKey> = PageTextSummary & { key: K; texts: PageTexts[K] };
