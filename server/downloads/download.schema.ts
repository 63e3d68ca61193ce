// Downloadable files for visitors (issue 11 item 7): application forms, document checklists,
// brochures. Uploaded and managed at /admin/downloads (/api/admin/downloads), listed on /download,
// fetched through a counting link. Isomorphic: the staff screen checks with the same rules and
// shows the same labels as the API.
import { z } from "@hono/zod-openapi";
import { hasControlCharacters } from "../formats/control-characters";
import { pageQuery, searchParam } from "../shared/list-query";
import {
  ALLOWED_TYPES_TEXT,
  downloadCategories,
  MAX_DESCRIPTION_LENGTH,
  MAX_DOWNLOAD_MB,
  MAX_TITLE_LENGTH,
} from "./download-labels";

export * from "./download-labels";

const noControls = (value: string) => !hasControlCharacters(value.replace(/\n/g, ""));

const title = z
  .string({ error: "Give the file a title visitors will recognise, such as “Home loan application form”" })
  .trim()
  .min(3, "Give the file a title of at least 3 characters, such as “Home loan application form”")
  .max(MAX_TITLE_LENGTH, `Keep the title to ${MAX_TITLE_LENGTH} characters or fewer`)
  .refine(noControls, "Remove the invisible characters (such as tabs) from the title");

const description = z
  .string({ error: "Describe the file in a sentence or two, or leave it empty" })
  .trim()
  .max(MAX_DESCRIPTION_LENGTH, `Keep the description to ${MAX_DESCRIPTION_LENGTH} characters or fewer`)
  .refine(noControls, "Remove the invisible characters (such as tabs) from the description");

const category = z.enum(downloadCategories, {
  error: "Choose what kind of file it is: application form, document checklist, brochure or other",
});

/** What staff type about a file when they upload it (the file itself is checked from its bytes). */
export const DownloadDetailsSchema = z.object({
  title,
  description: description.default(""),
  category: category.default("other"),
  isPublished: z.boolean({ error: "Use true or false" }).default(false),
});
export type DownloadDetails = z.output<typeof DownloadDetailsSchema>;

/** PATCH /api/admin/downloads/{id}: any of the details, and publishing. */
export const DownloadEditSchema = z
  .object({
    title: title.optional(),
    description: description.optional(),
    category: category.optional(),
    isPublished: z.boolean({ error: "Use true or false" }).optional(),
  })
  .strict()
  .openapi("DownloadEdit");
export type DownloadEdit = z.output<typeof DownloadEditSchema>;

/** POST /api/admin/downloads/reorder: every download's id, in the order /download shows them. */
export const DownloadReorderSchema = z
  .object({
    ids: z
      .array(z.number({ error: "Use download ids (numbers)" }).int().positive(), {
        error: "Send ids: every download's id in the new order",
      })
      .min(1, "Send ids: every download's id in the new order")
      .max(1000, "Send at most 1,000 ids"),
  })
  .openapi("DownloadReorder");

/** The multipart form of an upload, for the OpenAPI document; the service checks each part itself. */
export const DownloadUploadFormSchema = z
  .object({
    // Optional here, so that a missing part gets the service's own message (what to choose).
    file: z
      .any()
      .optional()
      .openapi({
        type: "string",
        format: "binary",
        description: `The file: ${ALLOWED_TYPES_TEXT}, at most ${MAX_DOWNLOAD_MB} MB. Its type is read from its bytes.`,
      }),
    title: z.any().optional().openapi({ type: "string", example: "Home loan application form" }),
    description: z.any().optional().openapi({ type: "string" }),
    category: z
      .any()
      .optional()
      .openapi({ type: "string", enum: [...downloadCategories] }),
    isPublished: z
      .any()
      .optional()
      .openapi({ type: "string", enum: ["true", "false"] }),
  })
  .openapi("DownloadUpload");

/** POST/PUT /api/admin/downloads/{id}/file: the new file only. */
export const DownloadFileFormSchema = z
  .object({ file: DownloadUploadFormSchema.shape.file })
  .openapi("DownloadFileReplacement");

export const DownloadSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    category: z.enum(downloadCategories),
    fileName: z.string().openapi({ description: "The name the file is saved under on the visitor's device" }),
    contentType: z.string().openapi({ example: "application/pdf" }),
    byteSize: z.number().int(),
    sha256: z.string(),
    isPublished: z.boolean(),
    sortOrder: z.number().int(),
    downloadCount: z.number().int(),
    lastDownloadedAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    /** Where visitors fetch it (counted); answers 404 while the file is not published. */
    url: z.string().openapi({ example: "/download/3/home-loan-application-form.pdf" }),
  })
  .openapi("Download");
export type Download = z.output<typeof DownloadSchema>;

export const DownloadListSchema = z
  .object({ items: z.array(DownloadSchema), total: z.number().int() })
  .openapi("DownloadList");
export type DownloadList = z.output<typeof DownloadListSchema>;

/** A published file as /download shows it. */
export type PublicDownload = Pick<
  Download,
  "id" | "title" | "description" | "category" | "contentType" | "byteSize" | "fileName" | "url" | "updatedAt"
>;

export const DownloadListQuerySchema = z.object({
  ...pageQuery,
  category: z
    .enum(downloadCategories, { error: "Choose application form, document checklist, brochure or other" })
    .optional()
    .openapi({ param: { name: "category", in: "query" } }),
  published: z
    .enum(["yes", "no"], { error: "Use yes or no" })
    .optional()
    .openapi({ param: { name: "published", in: "query" }, description: "yes: on /download; no: hidden" }),
  search: searchParam.openapi({ description: "Words of the title, description or file name" }),
});
export type DownloadListQuery = z.output<typeof DownloadListQuerySchema>;
