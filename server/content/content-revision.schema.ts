import { z } from "@hono/zod-openapi";
import { contentRevisionReasons } from "../vocabulary/content";
import { listOf, pageQuery } from "../shared/list-query";

// A saved version of staff-kept content (a loan service, a scheme, a page's texts), as the staff
// API answers it. Every kind shares these shapes: the editors' "Revisions" dialog reads any of them.

export const ContentRevisionSummarySchema = z
  .object({
    id: z.number().int(),
    version: z.number().int(),
    reason: z.enum(contentRevisionReasons),
    savedByLabel: z.string().nullable(),
    createdAt: z.string().openapi({ description: "When it was saved (ISO time)" }),
    /** A line that names it in the list: the entry's name or heading at that version. */
    title: z.string(),
  })
  .openapi("ContentRevisionSummary");

export const ContentRevisionSchema = ContentRevisionSummarySchema.extend({
  /** What the editor saved, whole: the fields of that kind of content. */
  snapshot: z.record(z.string(), z.unknown()),
}).openapi("ContentRevision");

export const ContentRevisionPageSchema = listOf(ContentRevisionSummarySchema, "ContentRevisionPage");

export const ContentRevisionQuerySchema = z.object(pageQuery);

/** A restore names the revision and the version the editor holds (a stale one answers 409). */
export const ContentRestoreSchema = z.object({ version: z.number().int().min(1) }).openapi("ContentRestore");

export type ContentRevisionSummary = z.output<typeof ContentRevisionSummarySchema>;
export type ContentRevision = z.output<typeof ContentRevisionSchema>;
export type ContentRevisionPage = z.output<typeof ContentRevisionPageSchema>;
export type ContentRevisionQuery = z.output<typeof ContentRevisionQuerySchema>;
