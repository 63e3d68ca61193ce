import { and, count, desc, eq, exists, gt, ilike, lt, ne, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { recordAudit, systemActor, type Actor } from "../audit/audit.server";
import type { AuditAction } from "../vocabulary/audit";
import type { ContentChangeListener } from "../content-change";
import type { Database } from "../db/client.server";
import { isUniqueViolation } from "../db/errors.server";
import { postRevisions, posts, postSlugHistory } from "../db/schema";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "../domain-errors";
import { fieldErrorsFromZod } from "../shared/field-errors";
import {
  PostCreateSchema,
  PostUpdateSchema,
  PUBLIC_POST_PAGE_SIZE,
  snapshotKeys,
  type PostCreate,
  type PostRevision,
  type PostRevisionQuery,
  type PostRevisionSummary,
  type PublicPost,
  type PublicPostPage,
  type PublicPostSummary,
  type StaffPost,
  type StaffPostQuery,
} from "./post.schema";
import { countWords, postCategoryLabel, readingMinutes, slugFromTitle, type PostCategory } from "./post-rules";
import { imagesWithoutAlt, renderPostBody, sanitizePostHtml } from "./sanitize-post-html";

/** The content-change topic of the blog (and the content-schedule topic of scheduled posts). */
export const BLOG_TOPIC = "blog";

/** A post gets a table of contents when it is at least this long and has this many headings. */
const TOC_MIN_WORDS = 600;
const TOC_MIN_HEADINGS = 3;
const RELATED_COUNT = 3;
/**
 * Revisions of the last this many days are all kept; older ones only the last of each IST day
 * (docs/decisions/0031-post-revisions-paged-and-thinned.md).
 */
export const REVISIONS_KEPT_WHOLE_DAYS = 30;

type PostRow = typeof posts.$inferSelect;
type RevisionReason = PostRevision["reason"];

/** A save begun from an older version: 409, with the post as it is now so the editor can show both. */
export class PostConflictError extends ConflictError {
  constructor(readonly current: StaffPost) {
    super(
      `Someone saved this post after you opened it (now version ${current.version}). Compare both versions and choose which words to keep.`,
    );
  }
}

/** Live: published, or scheduled and its time has come (before the publish step has flipped it). */
const isLive = sql`(${posts.status} = 'published' or (${posts.status} = 'scheduled' and ${posts.publishAt} <= now()))`;
/** When a live post went live. */
const liveAt = sql<Date>`coalesce(${posts.publishedAt}, ${posts.publishAt}, ${posts.createdAt})`;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

function toStaff(row: PostRow): StaffPost {
  return {
    ...row,
    canonicalUrl: row.canonicalUrl ?? "",
    publishAt: row.publishAt?.toISOString() ?? null,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toSummary(row: PostRow): PublicPostSummary {
  const published = row.publishedAt ?? row.publishAt ?? row.createdAt;
  return {
    slug: row.slug,
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

function snapshotOf(row: PostRow): Record<string, unknown> {
  const snapshot: Record<string, unknown> = {};
  for (const key of snapshotKeys) snapshot[key] = row[key];
  snapshot.status = row.status;
  snapshot.publishAt = row.publishAt?.toISOString() ?? null;
  return snapshot;
}

/** What an audit entry says changed: every field old → new, the body by its length only. */
function auditChanges(before: PostRow | null, after: PostRow): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of [...snapshotKeys, "status", "publishAt"] as const) {
    const from = before ? before[key] : null;
    const to = after[key];
    if (JSON.stringify(from) === JSON.stringify(to)) continue;
    changes[key] =
      key === "body"
        ? { from: before ? `${countWords(before.body)} words` : null, to: `${countWords(after.body)} words` }
        : { from, to };
  }
  return changes;
}

export interface PostServiceDeps {
  db: Database;
  onChange?: ContentChangeListener;
  /** True when a loan service with this slug exists (the post's call to action opens its form). */
  loanServiceExists: (slug: string) => Promise<boolean>;
  /** Makes a rendered body's library images responsive (services.media.enhanceHtml). */
  enhanceBody?: (html: string) => Promise<string>;
}

/** Who saves, and whether their role may put a post live (post:publish). */
export interface PostEditor {
  actor: Actor;
  displayName: string;
  mayPublish: boolean;
}

type Tx = Database;

export function createPostService({
  db,
  onChange = () => {},
  loanServiceExists,
  enhanceBody = async (html) => html,
}: PostServiceDeps) {
  const transaction = <T>(work: (tx: Tx) => Promise<T>) => db.transaction((tx) => work(tx as unknown as Tx));

  async function slugTaken(tx: Tx, slug: string, exceptId: number | null): Promise<boolean> {
    const rows = await tx
      .select({ id: posts.id })
      .from(posts)
      .where(exceptId === null ? eq(posts.slug, slug) : and(eq(posts.slug, slug), ne(posts.id, exceptId)))
      .limit(1);
    return rows.length > 0;
  }

  /**
   * Whether a loan service named in a save is unknown. Asked before the save's transaction: the
   * lookup runs on its own connection, and the embedded database has one, which the transaction
   * holds (asked inside it, the save waited for ever). A slug the save does not change was checked
   * when it was set.
   */
  async function unknownService(slug: string | null | undefined): Promise<boolean> {
    return Boolean(slug) && !(await loanServiceExists(slug!));
  }

  /** The checks zod cannot make: the loan service exists, images have alt text, schedule times. */
  function checkRules(
    values: { body: string; status: string; publishAt: Date | null },
    scheduleChanged: boolean,
    serviceUnknown: boolean,
  ) {
    const fields: Record<string, string> = {};
    if (serviceUnknown) fields.relatedServiceSlug = "Choose one of the loan services on the site (or none)";
    const missingAlt = imagesWithoutAlt(values.body);
    if (missingAlt > 0)
      fields.body = `Describe every image for people who cannot see it: ${missingAlt} image${missingAlt === 1 ? " has" : "s have"} no alt text`;
    if (values.status === "scheduled") {
      if (!values.publishAt) fields.publishAt = "Choose when the post goes live, or save it as a draft";
      else if (scheduleChanged && values.publishAt.getTime() <= Date.now())
        fields.publishAt = "Choose a time in the future, or publish the post now";
    }
    if (Object.keys(fields).length > 0) throw new ValidationError(fields);
  }

  async function writeRevision(tx: Tx, row: PostRow, reason: RevisionReason, actor: Actor) {
    await tx.insert(postRevisions).values({
      postId: row.id,
      version: row.version,
      snapshot: snapshotOf(row),
      reason,
      savedById: actor.userId,
      savedByLabel: actor.label,
    });
  }

  function requirePublish(editor: PostEditor, status: string) {
    if (status !== "draft" && !editor.mayPublish)
      throw new ForbiddenError(
        "Your role may write drafts but not publish or schedule them. Save it as a draft and ask an editor.",
      );
  }

  async function lockedRow(tx: Tx, id: number): Promise<PostRow> {
    const [row] = await tx.select().from(posts).where(eq(posts.id, id)).for("update");
    if (!row) throw new NotFoundError(`No post with id ${id}: it may have been deleted.`);
    // A scheduled post whose time has come is live: treat it as published from here on.
    if (row.status === "scheduled" && row.publishAt && row.publishAt.getTime() <= Date.now())
      return { ...row, status: "published", publishedAt: row.publishedAt ?? row.publishAt };
    return row;
  }

  /**
   * Writes the merged values of a post over `current` (a locked row): slug history, version + 1,
   * a revision and an audit entry, all in `tx`.
   */
  async function save(
    tx: Tx,
    current: PostRow,
    next: Omit<PostRow, "id" | "createdAt" | "updatedAt" | "version" | "authorId">,
    reason: RevisionReason,
    editor: PostEditor,
    action: AuditAction,
  ): Promise<PostRow> {
    if (next.slug !== current.slug && (await slugTaken(tx, next.slug, current.id)))
      throw new ValidationError({ slug: "Another post already uses this address: choose another slug" });
    const [row] = await tx
      .update(posts)
      .set({ ...next, version: current.version + 1, updatedAt: sql`now()` })
      .where(eq(posts.id, current.id))
      .returning();
    if (next.slug !== current.slug) {
      await tx
        .insert(postSlugHistory)
        .values({ slug: current.slug, postId: current.id })
        .onConflictDoUpdate({ target: postSlugHistory.slug, set: { postId: current.id, createdAt: sql`now()` } });
    }
    await writeRevision(tx, row!, reason, editor.actor);
    await recordAudit(tx, editor.actor, {
      action,
      entity: "post",
      entityId: current.id,
      changes: auditChanges(current, row!),
    });
    return row!;
  }

  /** When a post first went live: kept once set; now for a post published by this save. */
  function publishedAtFor(status: string, current: PostRow | null): Date | null {
    return current?.publishedAt ?? (status === "published" ? new Date() : null);
  }

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
      and(isLive, ne(posts.id, row.id)),
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

  const service = {
    // ---------------------------------------------------------------------------------------
    // Public
    // ---------------------------------------------------------------------------------------

    /** Live posts, newest first, a page of PUBLIC_POST_PAGE_SIZE, optionally one category. */
    async listPublic(query: { page?: number; category?: PostCategory } = {}): Promise<PublicPostPage> {
      const page = query.page ?? 1;
      const where = query.category ? and(isLive, eq(posts.category, query.category)) : isLive;
      const [rows, [total]] = await Promise.all([
        summariesWhere(where, PUBLIC_POST_PAGE_SIZE, (page - 1) * PUBLIC_POST_PAGE_SIZE),
        db.select({ value: count() }).from(posts).where(where),
      ]);
      return { items: rows.map(toSummary), total: total?.value ?? 0, page, pageSize: PUBLIC_POST_PAGE_SIZE };
    },

    /**
     * A live post by its slug, with its rendered body, table of contents and related posts; or,
     * for a slug the post had before, the slug to redirect to; null for anything else (drafts too).
     */
    async getPublic(slug: string): Promise<{ post: PublicPost } | { redirectTo: string } | null> {
      const [row] = await db
        .select()
        .from(posts)
        .where(and(eq(posts.slug, slug), isLive))
        .limit(1);
      if (!row) {
        const [moved] = await db
          .select({ slug: posts.slug })
          .from(postSlugHistory)
          .innerJoin(posts, eq(posts.id, postSlugHistory.postId))
          .where(and(eq(postSlugHistory.slug, slug), isLive, ne(posts.slug, slug)))
          .limit(1);
        return moved ? { redirectTo: moved.slug } : null;
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

    /** The newest live posts with their rendered bodies, for the RSS feed. */
    async listForFeed(limit = 20): Promise<(PublicPostSummary & { body: string })[]> {
      const rows = await summariesWhere(isLive, limit);
      return rows.map((row) => ({ ...toSummary(row), body: renderPostBody(row.body).html }));
    },

    /** Every live post's slug and last change, for the sitemap. */
    async listForSitemap(): Promise<{ slug: string; lastModified: Date }[]> {
      const rows = await db
        .select({ slug: posts.slug, updatedAt: posts.updatedAt, liveAt })
        .from(posts)
        .where(isLive)
        .orderBy(desc(liveAt));
      return rows.map((row) => {
        const wentLive = new Date(row.liveAt);
        return { slug: row.slug, lastModified: row.updatedAt > wentLive ? row.updatedAt : wentLive };
      });
    },

    // ---------------------------------------------------------------------------------------
    // Scheduled publishing
    // ---------------------------------------------------------------------------------------

    /**
     * Puts live every scheduled post whose time has passed. One statement: run by any number of
     * instances at once, each post is flipped by exactly one of them (the others' updates find it
     * published already), and only that one writes the revision and the audit entry.
     */
    async publishDue(): Promise<number[]> {
      const ids = await transaction(async (tx) => {
        const rows = await tx
          .update(posts)
          .set({ status: "published", publishedAt: sql`coalesce(${posts.publishedAt}, ${posts.publishAt})` })
          .where(and(eq(posts.status, "scheduled"), sql`${posts.publishAt} <= now()`))
          .returning();
        for (const row of rows) {
          await writeRevision(tx, row, "publish", systemActor);
          await recordAudit(tx, systemActor, {
            action: "post.publish",
            entity: "post",
            entityId: row.id,
            changes: { status: { from: "scheduled", to: "published" } },
          });
        }
        return rows.map((row) => row.id);
      });
      if (ids.length > 0) onChange(BLOG_TOPIC);
      return ids;
    },

    /** The next time after `after` at which a scheduled post goes live (for the content schedule). */
    async nextPublishAt(after: Date): Promise<Date | null> {
      const [row] = await db
        .select({ at: sql<Date | null>`min(${posts.publishAt})` })
        .from(posts)
        .where(and(eq(posts.status, "scheduled"), sql`${posts.publishAt} > ${after.toISOString()}::timestamptz`));
      return row?.at ? new Date(row.at) : null;
    },

    // ---------------------------------------------------------------------------------------
    // Staff
    // ---------------------------------------------------------------------------------------

    async listStaff(query: StaffPostQuery): Promise<{ items: Omit<StaffPost, "body">[]; total: number }> {
      const conditions: SQL[] = [];
      if (query.status) conditions.push(eq(posts.status, query.status));
      if (query.author) conditions.push(eq(posts.authorId, query.author));
      if (query.search) {
        const pattern = `%${escapeLike(query.search)}%`;
        conditions.push(or(ilike(posts.title, pattern), ilike(posts.slug, pattern), ilike(posts.excerpt, pattern))!);
      }
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(posts)
          .where(where)
          .orderBy(desc(posts.updatedAt), desc(posts.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ value: count() }).from(posts).where(where),
      ]);
      return {
        items: rows.map((row) => {
          const { body: _body, ...summary } = toStaff(row);
          return summary;
        }),
        total: total?.value ?? 0,
      };
    },

    async get(id: number): Promise<StaffPost | null> {
      const [row] = await db.select().from(posts).where(eq(posts.id, id)).limit(1);
      return row ? toStaff(row) : null;
    },

    /** A new post (POST /api/admin/posts): version 1 and its first revision. */
    async create(editor: PostEditor, input: unknown): Promise<StaffPost> {
      const parsed = PostCreateSchema.safeParse(input);
      if (!parsed.success) throw new ValidationError(fieldErrorsFromZod(parsed.error));
      const values = parsed.data;
      requirePublish(editor, values.status);
      const body = sanitizePostHtml(values.body);
      const publishAt = values.publishAt ? new Date(values.publishAt) : null;
      checkRules({ ...values, body, publishAt }, true, await unknownService(values.relatedServiceSlug));
      let slug = values.slug ?? slugFromTitle(values.title);
      if (!slug)
        throw new ValidationError({
          slug: "Type an address for the post: the title has no letters a–z to make one from",
        });
      const row = await transaction(async (tx) => {
        if (await slugTaken(tx, slug, null)) {
          if (values.slug)
            throw new ValidationError({ slug: "Another post already uses this address: choose another slug" });
          const base = slug.slice(0, 90);
          for (let n = 2; await slugTaken(tx, slug, null); n++) slug = `${base}-${n}`;
        }
        const [inserted] = await tx
          .insert(posts)
          .values({
            slug,
            title: values.title,
            excerpt: values.excerpt,
            body,
            coverUrl: values.coverUrl || null,
            coverAlt: values.coverAlt,
            category: values.category,
            tags: values.tags,
            authorId: editor.actor.userId,
            authorName: values.authorName || editor.displayName,
            seoTitle: values.seoTitle,
            seoDescription: values.seoDescription,
            canonicalUrl: values.canonicalUrl || null,
            relatedServiceSlug: values.relatedServiceSlug || null,
            status: values.status,
            publishAt,
            publishedAt: publishedAtFor(values.status, null),
          })
          .returning();
        await writeRevision(tx, inserted!, values.status === "draft" ? "save" : "publish", editor.actor);
        await recordAudit(tx, editor.actor, {
          action: "post.create",
          entity: "post",
          entityId: inserted!.id,
          changes: auditChanges(null, inserted!),
        });
        return inserted!;
      }).catch((error: unknown) => {
        if (isUniqueViolation(error))
          throw new ValidationError({ slug: "Another post already uses this address: choose another slug" });
        throw error;
      });
      onChange(BLOG_TOPIC);
      return toStaff(row);
    },

    /**
     * An edit (PATCH /api/admin/posts/{id}): only the fields sent change. The version sent must be
     * the post's current one, or nothing is written and a PostConflictError carries the post as
     * it is now. Putting a post live (scheduled, published), or editing one that is live, needs
     * post:publish.
     */
    async update(editor: PostEditor, id: number, input: unknown): Promise<StaffPost> {
      const parsed = PostUpdateSchema.safeParse(input);
      if (!parsed.success) throw new ValidationError(fieldErrorsFromZod(parsed.error));
      const { version, autosave, ...changes } = parsed.data;
      const serviceUnknown = await unknownService(changes.relatedServiceSlug);
      const row = await transaction(async (tx) => {
        const current = await lockedRow(tx, id);
        if (current.version !== version) throw new PostConflictError(toStaff(current));
        const status = changes.status ?? current.status;
        requirePublish(editor, status === "draft" && current.status !== "draft" ? current.status : status);
        const publishAt =
          changes.publishAt === undefined ? current.publishAt : changes.publishAt ? new Date(changes.publishAt) : null;
        const body = changes.body === undefined ? current.body : sanitizePostHtml(changes.body);
        const relatedServiceSlug =
          changes.relatedServiceSlug === undefined ? current.relatedServiceSlug : changes.relatedServiceSlug || null;
        const scheduleChanged =
          status !== current.status || (publishAt?.getTime() ?? null) !== (current.publishAt?.getTime() ?? null);
        checkRules({ body, status, publishAt }, scheduleChanged, serviceUnknown);
        const next = {
          slug: changes.slug ?? current.slug,
          title: changes.title ?? current.title,
          excerpt: changes.excerpt ?? current.excerpt,
          body,
          coverUrl: changes.coverUrl === undefined ? current.coverUrl : changes.coverUrl || null,
          coverAlt: changes.coverAlt ?? current.coverAlt,
          category: changes.category ?? current.category,
          tags: changes.tags ?? current.tags,
          authorName: changes.authorName ?? current.authorName,
          seoTitle: changes.seoTitle ?? current.seoTitle,
          seoDescription: changes.seoDescription ?? current.seoDescription,
          canonicalUrl: changes.canonicalUrl === undefined ? current.canonicalUrl : changes.canonicalUrl || null,
          relatedServiceSlug,
          status,
          publishAt,
          publishedAt: publishedAtFor(status, current),
        };
        const wentLive = status !== "draft" && current.status === "draft";
        const reason: RevisionReason = autosave ? "autosave" : wentLive ? "publish" : "save";
        return save(tx, current, next, reason, editor, wentLive ? "post.publish" : "post.update");
      });
      onChange(BLOG_TOPIC);
      return toStaff(row);
    },

    /** Deletes a post with its revisions and old slugs; a live post needs post:publish. */
    async remove(editor: PostEditor, id: number): Promise<void> {
      await transaction(async (tx) => {
        const current = await lockedRow(tx, id);
        requirePublish(editor, current.status);
        await tx.delete(posts).where(eq(posts.id, id));
        await recordAudit(tx, editor.actor, {
          action: "post.delete",
          entity: "post",
          entityId: id,
          changes: { title: { from: current.title, to: null }, slug: { from: current.slug, to: null } },
        });
      });
      onChange(BLOG_TOPIC);
    },

    /**
     * One page of a post's saved versions, newest first: when, who, why, the title and the body's
     * word count, counted by the database so the bodies never leave it.
     */
    async revisionPage(id: number, query: PostRevisionQuery): Promise<{ items: PostRevisionSummary[]; total: number }> {
      if (!(await service.get(id))) throw new NotFoundError(`No post with id ${id}: it may have been deleted.`);
      const where = eq(postRevisions.postId, id);
      // countWords (post-rules) in SQL: tags become spaces, an entity one letter, then runs of non-space.
      const bodyText = sql`regexp_replace(regexp_replace(${postRevisions.snapshot} ->> 'body', '<[^>]*>', ' ', 'g'), '&[#a-z0-9]+;', 'x', 'gi')`;
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: postRevisions.id,
            version: postRevisions.version,
            reason: postRevisions.reason,
            savedByLabel: postRevisions.savedByLabel,
            createdAt: postRevisions.createdAt,
            title: sql<string | null>`${postRevisions.snapshot} ->> 'title'`,
            words: sql<number>`(select count(*) from regexp_matches(${bodyText}, '[^[:space:]]+', 'g'))::int`,
          })
          .from(postRevisions)
          .where(where)
          .orderBy(desc(postRevisions.createdAt), desc(postRevisions.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ value: count() }).from(postRevisions).where(where),
      ]);
      return {
        items: rows.map((row) => ({
          ...row,
          title: row.title ?? "",
          words: Number(row.words),
          createdAt: row.createdAt.toISOString(),
        })),
        total: total?.value ?? 0,
      };
    },

    /** One saved version of a post with its words; null when the post has no such revision. */
    async revision(id: number, revisionId: number): Promise<PostRevision | null> {
      const [row] = await db
        .select()
        .from(postRevisions)
        .where(and(eq(postRevisions.id, revisionId), eq(postRevisions.postId, id)))
        .limit(1);
      return row
        ? {
            id: row.id,
            version: row.version,
            reason: row.reason,
            savedByLabel: row.savedByLabel,
            createdAt: row.createdAt.toISOString(),
            snapshot: row.snapshot,
          }
        : null;
    },

    /**
     * Thins old revisions (the hourly housekeeping): of those saved more than
     * REVISIONS_KEPT_WHOLE_DAYS ago, only the last of each IST day stays, so a post's newest
     * revision (the post as it is now) always does. One statement, safe on any number of instances
     * at once; answers how many went.
     */
    async pruneRevisions(): Promise<number> {
      const later = alias(postRevisions, "later");
      const istDay = (at: AnyColumn) => sql`(${at} at time zone 'Asia/Kolkata')::date`;
      const removed = await db
        .delete(postRevisions)
        .where(
          and(
            lt(postRevisions.createdAt, sql`now() - make_interval(days => ${REVISIONS_KEPT_WHOLE_DAYS})`),
            exists(
              db
                .select({ one: sql`1` })
                .from(later)
                .where(
                  and(
                    eq(later.postId, postRevisions.postId),
                    // Saved after it: ids follow the order of saves (each save holds the post's lock).
                    gt(later.id, postRevisions.id),
                    sql`${istDay(later.createdAt)} = ${istDay(postRevisions.createdAt)}`,
                  ),
                ),
            ),
          ),
        )
        .returning({ id: postRevisions.id });
      return removed.length;
    },

    /**
     * Brings back the words of a revision as a new version (the post's status and schedule stay
     * as they are). `version`, when sent, must be the current one (409 otherwise).
     */
    async restore(editor: PostEditor, id: number, revisionId: number, version?: number): Promise<StaffPost> {
      const row = await transaction(async (tx) => {
        const current = await lockedRow(tx, id);
        if (version !== undefined && current.version !== version) throw new PostConflictError(toStaff(current));
        requirePublish(editor, current.status);
        const [revision] = await tx
          .select()
          .from(postRevisions)
          .where(and(eq(postRevisions.id, revisionId), eq(postRevisions.postId, id)))
          .limit(1);
        if (!revision) throw new NotFoundError(`Post ${id} has no revision ${revisionId}.`);
        const snapshot = revision.snapshot;
        const restored = PostUpdateSchema.safeParse({
          ...Object.fromEntries(snapshotKeys.map((key) => [key, snapshot[key]])),
          coverUrl: snapshot.coverUrl ?? null,
          canonicalUrl: snapshot.canonicalUrl ?? "",
          version: current.version,
        });
        if (!restored.success)
          throw new ValidationError(fieldErrorsFromZod(restored.error), "This revision cannot be restored");
        const values = restored.data;
        return save(
          tx,
          current,
          {
            slug: values.slug ?? current.slug,
            title: values.title ?? current.title,
            excerpt: values.excerpt ?? "",
            body: sanitizePostHtml(values.body ?? ""),
            coverUrl: values.coverUrl || null,
            coverAlt: values.coverAlt ?? "",
            category: values.category ?? current.category,
            tags: values.tags ?? [],
            authorName: values.authorName ?? current.authorName,
            seoTitle: values.seoTitle ?? "",
            seoDescription: values.seoDescription ?? "",
            canonicalUrl: values.canonicalUrl || null,
            relatedServiceSlug: values.relatedServiceSlug || null,
            status: current.status,
            publishAt: current.publishAt,
            publishedAt: current.publishedAt,
          },
          "restore",
          editor,
          "post.restore",
        );
      });
      onChange(BLOG_TOPIC);
      return toStaff(row);
    },

    /**
     * Inserts the given posts only when the table is empty (the demo seed); the table lock makes
     * concurrent first starts insert them once. Their dates are kept as given.
     */
    async seedIfEmpty(inputs: (PostCreate & { publishedAt: string })[]): Promise<number> {
      const created = await transaction(async (tx) => {
        await tx.execute(sql`lock table ${posts} in share row exclusive mode`);
        const [existing] = await tx.select({ value: count() }).from(posts);
        if ((existing?.value ?? 0) > 0) return 0;
        for (const input of inputs) {
          const values = PostCreateSchema.parse(input);
          const at = new Date(input.publishedAt);
          const [row] = await tx
            .insert(posts)
            .values({
              slug: values.slug ?? slugFromTitle(values.title),
              title: values.title,
              excerpt: values.excerpt,
              body: sanitizePostHtml(values.body),
              coverUrl: values.coverUrl || null,
              coverAlt: values.coverAlt,
              category: values.category,
              tags: values.tags,
              authorName: values.authorName ?? "",
              seoTitle: values.seoTitle,
              seoDescription: values.seoDescription,
              canonicalUrl: values.canonicalUrl || null,
              relatedServiceSlug: values.relatedServiceSlug,
              status: "published",
              publishedAt: at,
              createdAt: at,
              updatedAt: at,
            })
            .returning();
          await writeRevision(tx, row!, "publish", systemActor);
        }
        return inputs.length;
      });
      if (created > 0) onChange(BLOG_TOPIC);
      return created;
    },
  };
  return service;
}

export type PostService = ReturnType<typeof createPostService>;
