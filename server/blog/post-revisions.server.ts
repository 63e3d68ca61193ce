// A post's saved versions: the editor's history (one page of them, one whole), bringing one back
// as a new version, and the hourly thinning of old ones. Every save writes one (post-save.server.ts).
import { and, count, desc, eq, exists, gt, lt, sql, type AnyColumn } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { postRevisions, posts } from "../db/schema";
import { NotFoundError, ValidationError } from "../domain-errors";
import { fieldErrorsFromZod } from "../shared/field-errors";
import {
  PostUpdateSchema,
  snapshotKeys,
  type PostRevision,
  type PostRevisionQuery,
  type PostRevisionSummary,
  type StaffPost,
} from "./post.schema";
import { BLOG_TOPIC } from "./post.server";
import { sanitizePostHtml } from "./sanitize-post-html";
import {
  lockedPost,
  PostConflictError,
  requirePublish,
  savePost,
  toStaffPost,
  type PostEditor,
  type PostWriterDeps,
  type Tx,
} from "./post-save.server";

/**
 * Revisions of the last this many days are all kept; older ones only the last of each IST day
 * (docs/decisions/0031-post-revisions-paged-and-thinned.md).
 */
export const REVISIONS_KEPT_WHOLE_DAYS = 30;

export function createPostRevisions({ db, onChange = () => {} }: PostWriterDeps) {
  const transaction = <T>(work: (tx: Tx) => Promise<T>) => db.transaction((tx) => work(tx as unknown as Tx));

  return {
    /**
     * One page of a post's saved versions, newest first: when, who, why, the title and the body's
     * word count, counted by the database so the bodies never leave it.
     */
    async revisionPage(id: number, query: PostRevisionQuery): Promise<{ items: PostRevisionSummary[]; total: number }> {
      const [post] = await db.select({ id: posts.id }).from(posts).where(eq(posts.id, id)).limit(1);
      if (!post) throw new NotFoundError(`No post with id ${id}: it may have been deleted.`);
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
        const current = await lockedPost(tx, id);
        if (version !== undefined && current.version !== version) throw new PostConflictError(toStaffPost(current));
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
        return savePost(
          tx,
          current,
          {
            slug: values.slug ?? current.slug,
            // Revisions saved before posts had a language hold none: the post keeps its own.
            language: values.language ?? current.language,
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
      return toStaffPost(row);
    },
  };
}

export type PostRevisions = ReturnType<typeof createPostRevisions>;
