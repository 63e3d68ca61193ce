// The blog as visitors see it: live posts by language, page and category, one post by its slug (or
// the slug it moved to) with its rendered body, table of contents and related posts, the staff
// preview, and what the RSS feeds and the sitemap list. Staff writes are in post-manager.server.ts.
//
// A post is written in one language (issue 27): each language's blog, related posts and feed hold
// that language's posts only. Slugs are unique across languages, so a slug names one post.
import { and, count, desc, eq, ne, sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { posts, postSlugHistory } from "../db/schema";
import type { Language } from "../vocabulary/languages";
import { PUBLIC_POST_PAGE_SIZE, type PublicPost, type PublicPostPage, type PublicPostSummary } from "./post.schema";
import { countWords, postCategoryLabel, readingMinutes, type PostCategory } from "./post-rules";
import { renderPostBody } from "./sanitize-post-html";

/** The content-change topic of the blog (and the content-schedule topic of scheduled posts). */
export const BLOG_TOPIC = "blog";

/** A post gets a table of contents when it is at least this long and has this many headings. */
const TOC_MIN_WORDS = 600;
const TOC_MIN_HEADINGS = 3;
const RELATED_COUNT = 3;

type PostRow = typeof posts.$inferSelect;

/** Live: published, or scheduled and its time has come (before the publish step has flipped it). */
const isLive = sql`(${posts.status} = 'published' or (${posts.status} = 'scheduled' and ${posts.publishAt} <= now()))`;
/** When a live post went live. */
const liveAt = sql<Date>`coalesce(${posts.publishedAt}, ${posts.publishAt}, ${posts.createdAt})`;

function toSummary(row: PostRow): PublicPostSummary {
  const published = row.publishedAt ?? row.publishAt ?? row.createdAt;
  return {
    slug: row.slug,
    language: row.language,
    title: row.title,
    excerpt: row.excerpt,
    coverUrl: row.coverUrl,
    coverAlt: row.coverAlt,
    category: row.category,
    categoryLabel: postCategoryLabel(row.category),
    tags: row.tags,
    authorName: row.authorName,
    publishedAt: published.toISOString(),
    // An edit before it went live is not an update to readers.
    updatedAt: (row.updatedAt > published ? row.updatedAt : published).toISOString(),
    readingMinutes: readingMinutes(row.body),
  };
}

export interface PostServiceDeps {
  db: Database;
  /** Makes a rendered body's library images responsive (services.media.enhanceHtml). */
  enhanceBody?: (html: string) => Promise<string>;
}

export function createPostService({ db, enhanceBody = async (html) => html }: PostServiceDeps) {
  async function summariesWhere(where: SQL | undefined, limit: number, offset = 0, order?: SQL) {
    return db
      .select()
      .from(posts)
      .where(where)
      .orderBy(...(order ? [order] : []), desc(liveAt), desc(posts.id))
      .limit(limit)
      .offset(offset);
  }

  /** A post as its public page shows it: rendered body, table of contents, related posts. */
  async function publicPost(row: PostRow): Promise<PublicPost> {
    const rendered = renderPostBody(row.body);
    const long = countWords(rendered.html) >= TOC_MIN_WORDS && rendered.toc.length >= TOC_MIN_HEADINGS;
    const related = await summariesWhere(
      and(isLive, ne(posts.id, row.id), eq(posts.language, row.language)),
      RELATED_COUNT,
      0,
      sql`case when ${posts.category} = ${row.category} then 0 when ${posts.relatedServiceSlug} = ${row.relatedServiceSlug ?? ""} then 1 else 2 end`,
    );
    return {
      ...toSummary(row),
      body: await enhanceBody(rendered.html),
      toc: long ? rendered.toc : [],
      seoTitle: row.seoTitle,
      seoDescription: row.seoDescription,
      canonicalUrl: row.canonicalUrl ?? "",
      relatedServiceSlug: row.relatedServiceSlug,
      related: related.map(toSummary),
    };
  }

  return {
    /**
     * Live posts, newest first, a page of PUBLIC_POST_PAGE_SIZE, optionally of one language and one
     * category (a language's blog page asks for its language; the API may ask for every language).
     */
    async listPublic(
      query: { page?: number; category?: PostCategory; language?: Language } = {},
    ): Promise<PublicPostPage> {
      const page = query.page ?? 1;
      const where = and(
        isLive,
        query.language ? eq(posts.language, query.language) : undefined,
        query.category ? eq(posts.category, query.category) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        summariesWhere(where, PUBLIC_POST_PAGE_SIZE, (page - 1) * PUBLIC_POST_PAGE_SIZE),
        db.select({ value: count() }).from(posts).where(where),
      ]);
      return { items: rows.map(toSummary), total: total?.value ?? 0, page, pageSize: PUBLIC_POST_PAGE_SIZE };
    },

    /**
     * A live post by its slug, with its rendered body, table of contents and related posts; or,
     * for a slug the post had before, the post's current slug and language to redirect to; null
     * for anything else (drafts too). The post's `language` says under which prefix it lives.
     */
    async getPublic(
      slug: string,
    ): Promise<{ post: PublicPost } | { redirectTo: { slug: string; language: Language } } | null> {
      const [row] = await db
        .select()
        .from(posts)
        .where(and(eq(posts.slug, slug), isLive))
        .limit(1);
      if (!row) {
        const [moved] = await db
          .select({ slug: posts.slug, language: posts.language })
          .from(postSlugHistory)
          .innerJoin(posts, eq(posts.id, postSlugHistory.postId))
          .where(and(eq(postSlugHistory.slug, slug), isLive, ne(posts.slug, slug)))
          .limit(1);
        return moved ? { redirectTo: moved } : null;
      }
      return { post: await publicPost(row) };
    },

    /**
     * Any post, drafts included, exactly as its public page would show it (the staff preview).
     * Null when there is no such post.
     */
    async getPreview(id: number): Promise<PublicPost | null> {
      const [row] = await db.select().from(posts).where(eq(posts.id, id)).limit(1);
      return row ? publicPost(row) : null;
    },

    /** The newest live posts of one language with their rendered bodies, for that language's RSS feed. */
    async listForFeed(language: Language, limit = 20): Promise<(PublicPostSummary & { body: string })[]> {
      const rows = await summariesWhere(and(isLive, eq(posts.language, language)), limit);
      return rows.map((row) => ({ ...toSummary(row), body: renderPostBody(row.body).html }));
    },

    /** Every live post's slug and last change, for the sitemap. */
    async listForSitemap(): Promise<{ slug: string; language: Language; lastModified: Date }[]> {
      const rows = await db
        .select({ slug: posts.slug, language: posts.language, updatedAt: posts.updatedAt, liveAt })
        .from(posts)
        .where(isLive)
        .orderBy(desc(liveAt));
      return rows.map((row) => {
        const wentLive = new Date(row.liveAt);
        return {
          slug: row.slug,
          language: row.language,
          lastModified: row.updatedAt > wentLive ? row.updatedAt : wentLive,
        };
      });
    },
  };
}

export type PostService = ReturnType<typeof createPostService>;
