import { z } from "@hono/zod-openapi";
import { hasControlCharacters } from "../formats/control-characters";
import { pageQuery, searchParam } from "../shared/list-query";
import { postRevisionReasons, postStatuses } from "../vocabulary/blog";
import { languageEnglishNames, languages } from "../vocabulary/languages";
import { POST_SLUG_MAX, postCategories, postCategoryKeys, postLimits, postSlugPattern } from "./post-rules";

export const PostStatusSchema = z.enum(postStatuses).openapi("PostStatus");
export const PostCategorySchema = z
  .enum(postCategoryKeys, {
    error: `Choose a category: ${Object.keys(postCategories).join(", ")}`,
  })
  .openapi("PostCategory", {
    description: Object.entries(postCategories)
      .map(([key, label]) => `${key}: ${label}`)
      .join("; "),
  });

/** The one language a post is written in (issue 27): its blog, its address, its feed. */
export const PostLanguageSchema = z
  .enum(languages, {
    error: `Choose the post's language: ${languages.map((code) => `${code} (${languageEnglishNames[code]})`).join(", ")}`,
  })
  .openapi("PostLanguage", {
    description:
      "The language the post is written in: en, ml or hi. It is listed on that language's blog only (/blog, /ml/blog, /hi/blog) and lives at that language's address (/ml/blog/{slug}).",
  });

const oneLine = (max: number, what: string) =>
  z
    .string({ error: `Write the ${what} as text` })
    .trim()
    .max(max, `Keep the ${what} to ${max} characters or fewer`)
    .refine((value) => !hasControlCharacters(value), `Remove the invisible characters from the ${what}`);

export const PostSlugSchema = z
  .string()
  .trim()
  .max(POST_SLUG_MAX, `Keep the address to ${POST_SLUG_MAX} characters or fewer`)
  .regex(postSlugPattern, "Use lower-case letters, digits and single hyphens, such as home-loan-documents");

const CanonicalUrlSchema = z
  .string()
  .trim()
  .max(500, "Keep the canonical address to 500 characters or fewer")
  .refine((value) => {
    if (value === "") return true;
    try {
      const url = new URL(value);
      return url.protocol === "https:" && url.hostname.length > 0;
    } catch {
      return false;
    }
  }, "Use a full https:// address, or leave it empty to use the post's own address");

const CoverUrlSchema = z
  .string()
  .trim()
  .max(1000, "Keep the cover address to 1000 characters or fewer")
  .refine(
    (value) => value === "" || (value.startsWith("/") && !value.startsWith("//")) || /^https:\/\/[^/\s]+/.test(value),
    "Use an https:// address or a path on this site such as /media/cover.webp",
  );

/** Every field staff write; all optional on an edit (PATCH), title required on create. */
const postFields = {
  title: oneLine(postLimits.title, "title").min(1, "Give the post a title"),
  slug: PostSlugSchema.optional().openapi({
    description:
      "The post's address (/blog/{slug}); made from the title when absent. Changing it keeps the old address as a 301.",
  }),
  language: PostLanguageSchema,
  excerpt: oneLine(postLimits.excerpt, "excerpt"),
  body: z
    .string({ error: "Send the body as HTML text" })
    .max(postLimits.body, `The body is too long: keep it under ${postLimits.body.toLocaleString("en-IN")} characters`)
    .openapi({ description: "HTML; sanitized on save and on render (docs/decisions/0020-blog.md)" }),
  coverUrl: CoverUrlSchema.nullable(),
  coverAlt: oneLine(200, "cover description"),
  category: PostCategorySchema,
  tags: z
    .array(oneLine(postLimits.tag, "tag").min(1, "Remove the empty tag"), { error: "Send the tags as a list" })
    .max(postLimits.tags, `Use at most ${postLimits.tags} tags`),
  authorName: oneLine(80, "author name"),
  seoTitle: oneLine(postLimits.seoTitleHard, "SEO title").openapi({
    description: `Search results show about ${postLimits.seoTitleSoft} characters; refused past ${postLimits.seoTitleHard}`,
  }),
  seoDescription: oneLine(postLimits.seoDescriptionHard, "SEO description").openapi({
    description: `Search results show about ${postLimits.seoDescriptionSoft} characters; refused past ${postLimits.seoDescriptionHard}`,
  }),
  canonicalUrl: CanonicalUrlSchema,
  relatedServiceSlug: z
    .string()
    .trim()
    .max(80)
    .nullable()
    .openapi({ description: "A loan service's slug: the post's call to action opens its lead form" }),
  status: PostStatusSchema,
  publishAt: z.iso
    .datetime({ offset: true, error: "Give the publishing time as a date and time, such as 2026-12-01T09:00:00+05:30" })
    .nullable()
    .openapi({ description: "When a scheduled post goes live (ISO 8601 with offset)" }),
};

/** POST /api/admin/posts. */
export const PostCreateSchema = z
  .object({
    ...postFields,
    language: postFields.language.default("en"),
    excerpt: postFields.excerpt.default(""),
    body: postFields.body.default(""),
    coverUrl: postFields.coverUrl.default(null),
    coverAlt: postFields.coverAlt.default(""),
    category: postFields.category.default("borrowing-basics"),
    tags: postFields.tags.default([]),
    authorName: postFields.authorName.optional(),
    seoTitle: postFields.seoTitle.default(""),
    seoDescription: postFields.seoDescription.default(""),
    canonicalUrl: postFields.canonicalUrl.default(""),
    relatedServiceSlug: postFields.relatedServiceSlug.default(null),
    status: postFields.status.default("draft"),
    publishAt: postFields.publishAt.default(null),
  })
  .openapi("PostCreate");

/** PATCH /api/admin/posts/{id}: the fields that change and the version the edit started from. */
export const PostUpdateSchema = z
  .object(postFields)
  .partial()
  .extend({
    version: z
      .number({ error: "Send the version the edit started from" })
      .int("Send the version the edit started from")
      .min(1, "Send the version the edit started from")
      .openapi({ description: "The version the edit started from; a stale one answers 409 with the current post" }),
    autosave: z
      .boolean()
      .optional()
      .openapi({ description: "True for the editor's autosave (named so in the revisions)" }),
  })
  .openapi("PostUpdate");

export type PostCreate = z.input<typeof PostCreateSchema>;
export type PostFields = z.output<typeof PostCreateSchema>;
export type PostUpdate = z.input<typeof PostUpdateSchema>;

/** The editable fields kept in a revision's snapshot and restored from it. */
export const snapshotKeys = [
  "title",
  "slug",
  "language",
  "excerpt",
  "body",
  "coverUrl",
  "coverAlt",
  "category",
  "tags",
  "authorName",
  "seoTitle",
  "seoDescription",
  "canonicalUrl",
  "relatedServiceSlug",
] as const;

export const StaffPostSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    language: PostLanguageSchema,
    title: z.string(),
    excerpt: z.string(),
    body: z.string().openapi({ description: "Sanitized HTML" }),
    coverUrl: z.string().nullable(),
    coverAlt: z.string(),
    category: z.string(),
    tags: z.array(z.string()),
    authorId: z.number().int().nullable(),
    authorName: z.string(),
    seoTitle: z.string(),
    seoDescription: z.string(),
    canonicalUrl: z.string(),
    relatedServiceSlug: z.string().nullable(),
    status: PostStatusSchema,
    publishAt: z.string().nullable(),
    publishedAt: z.string().nullable(),
    version: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi("StaffPost");

export const StaffPostSummarySchema = StaffPostSchema.omit({ body: true }).openapi("StaffPostSummary");

export const PostRevisionSchema = z
  .object({
    id: z.number().int(),
    version: z.number().int(),
    reason: z.enum(postRevisionReasons),
    savedByLabel: z.string().nullable(),
    createdAt: z.string(),
    snapshot: z.record(z.string(), z.unknown()),
  })
  .openapi("PostRevision");

/**
 * A row of a post's revision history: when, who, why and how long, without the words (those come
 * one revision at a time: a long post saved hundreds of times made the whole list megabytes).
 */
export const PostRevisionSummarySchema = PostRevisionSchema.omit({ snapshot: true })
  .extend({
    title: z.string().openapi({ description: "The post's title in this revision" }),
    words: z.number().int().openapi({ description: "Words in this revision's body" }),
  })
  .openapi("PostRevisionSummary");

export const PostRevisionQuerySchema = z.object({ ...pageQuery });
export type PostRevisionQuery = z.output<typeof PostRevisionQuerySchema>;

export const StaffPostQuerySchema = z.object({
  ...pageQuery,
  status: PostStatusSchema.optional().openapi({ param: { name: "status", in: "query" } }),
  language: PostLanguageSchema.optional().openapi({
    param: { name: "language", in: "query" },
    description: "Posts written in this language",
  }),
  search: searchParam,
  author: z.coerce
    .number({ error: "Use an author's id" })
    .int()
    .positive()
    .optional()
    .openapi({ param: { name: "author", in: "query" }, description: "Posts by this staff account" }),
});
export type StaffPostQuery = z.output<typeof StaffPostQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Public answers
// ---------------------------------------------------------------------------------------------

export const TocEntrySchema = z.object({
  id: z.string(),
  text: z.string(),
  level: z.union([z.literal(2), z.literal(3)]),
});

export const PublicPostSummarySchema = z
  .object({
    slug: z.string(),
    language: PostLanguageSchema,
    title: z.string(),
    excerpt: z.string(),
    coverUrl: z.string().nullable(),
    coverAlt: z.string(),
    category: z.string(),
    categoryLabel: z.string().openapi({ description: "The category's name in English" }),
    tags: z.array(z.string()),
    authorName: z.string(),
    publishedAt: z.string().openapi({ description: "When it went live (ISO 8601)" }),
    updatedAt: z.string(),
    readingMinutes: z.number().int(),
  })
  .openapi("BlogPostSummary");

export const PublicPostSchema = PublicPostSummarySchema.extend({
  body: z.string().openapi({ description: "Sanitized HTML; h2 and h3 carry the ids the table of contents links to" }),
  toc: z.array(TocEntrySchema).openapi({ description: "The h2/h3 headings of a long post (empty for short ones)" }),
  seoTitle: z.string(),
  seoDescription: z.string(),
  canonicalUrl: z.string(),
  relatedServiceSlug: z.string().nullable(),
  related: z
    .array(PublicPostSummarySchema)
    .openapi({ description: "Up to three other live posts in the same language, the same category first" }),
}).openapi("BlogPost");

export const PublicPostPageSchema = z
  .object({
    items: z.array(PublicPostSummarySchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .openapi("BlogPostPage");

export const PUBLIC_POST_PAGE_SIZE = 9;

export const PublicPostQuerySchema = z.object({
  page: pageQuery.page,
  category: PostCategorySchema.optional().openapi({ param: { name: "category", in: "query" } }),
  language: PostLanguageSchema.optional().openapi({
    param: { name: "language", in: "query" },
    description: "Only posts written in this language (each language's blog lists its own); every language when absent",
  }),
});

export type PublicPostSummary = z.infer<typeof PublicPostSummarySchema>;
export type PublicPost = z.infer<typeof PublicPostSchema>;
export type PublicPostPage = z.infer<typeof PublicPostPageSchema>;
export type StaffPost = z.infer<typeof StaffPostSchema>;
export type PostRevision = z.infer<typeof PostRevisionSchema>;
export type PostRevisionSummary = z.infer<typeof PostRevisionSummarySchema>;
