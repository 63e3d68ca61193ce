// What every staff write to a post shares: the row locked for the save (a scheduled post whose
// time has come counts as published), the version check's conflict, who may put a post live,
// and the save itself: slug history, version + 1, a revision and an audit entry in the same
// transaction. Used by the staff manager (post-manager.server.ts), revisions
// (post-revisions.server.ts) and scheduled publishing (post-schedule.server.ts).
import type { AuditAction } from "../vocabulary/audit";
import { and, eq, ne, sql } from "drizzle-orm";
import { recordAudit, type Actor } from "../audit/audit.server";
import type { ContentChangeListener } from "../content-change";
import type { Database } from "../db/client.server";
import { postRevisions, posts, postSlugHistory } from "../db/schema";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "../domain-errors";
import { snapshotKeys, type PostRevision, type StaffPost } from "./post.schema";
import { countWords } from "./post-rules";

export type PostRow = typeof posts.$inferSelect;
export type RevisionReason = PostRevision["reason"];
/** A transaction (or the database) that a write runs in. */
export type Tx = Database;

/** What the services that write posts are made with. */
export interface PostWriterDeps {
  db: Database;
  /** Told BLOG_TOPIC after each write that changes the blog. */
  onChange?: ContentChangeListener;
}

/** A save begun from an older version: 409, with the post as it is now so the editor can show both. */
export class PostConflictError extends ConflictError {
  constructor(readonly current: StaffPost) {
    super(
      `Someone saved this post after you opened it (now version ${current.version}). Compare both versions and choose which words to keep.`,
    );
  }
}

/** A post as the staff API answers it. */
export function toStaffPost(row: PostRow): StaffPost {
  return {
    ...row,
    canonicalUrl: row.canonicalUrl ?? "",
    publishAt: row.publishAt?.toISOString() ?? null,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
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
export function auditChanges(before: PostRow | null, after: PostRow): Record<string, { from: unknown; to: unknown }> {
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

/** Who saves, and whether their role may put a post live (post:publish). */
export interface PostEditor {
  actor: Actor;
  displayName: string;
  mayPublish: boolean;
}

/** Whether a post other than `exceptId` has this slug. */
export async function slugTaken(tx: Tx, slug: string, exceptId: number | null): Promise<boolean> {
  const rows = await tx
    .select({ id: posts.id })
    .from(posts)
    .where(exceptId === null ? eq(posts.slug, slug) : and(eq(posts.slug, slug), ne(posts.id, exceptId)))
    .limit(1);
  return rows.length > 0;
}

/**
 * `slug` when no other post has it, else the first of `slug-2`, `slug-3`… that is free: what a
 * draft gets instead of an address another post uses.
 */
export async function freeSlug(tx: Tx, slug: string, exceptId: number | null): Promise<string> {
  const base = slug.slice(0, 90);
  let candidate = slug;
  for (let n = 2; await slugTaken(tx, candidate, exceptId); n++) candidate = `${base}-${n}`;
  return candidate;
}

/** Keeps the post as `row` holds it as one of its revisions. */
export async function writeRevision(tx: Tx, row: PostRow, reason: RevisionReason, actor: Actor) {
  await tx.insert(postRevisions).values({
    postId: row.id,
    version: row.version,
    snapshot: snapshotOf(row),
    reason,
    savedById: actor.userId,
    savedByLabel: actor.label,
  });
}

/** Refuses anything but a draft to an editor whose role may not publish. */
export function requirePublish(editor: PostEditor, status: string) {
  if (status !== "draft" && !editor.mayPublish)
    throw new ForbiddenError(
      "Your role may write drafts but not publish or schedule them. Save it as a draft and ask an editor.",
    );
}

/** The post, locked until the transaction ends; 404 when there is none. */
export async function lockedPost(tx: Tx, id: number): Promise<PostRow> {
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
export async function savePost(
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
    // A post put live for later is scheduled, not published: it goes live (and post-schedule.server.ts
    // records "post.publish") only when its time comes.
    action: action === "post.publish" && row!.status === "scheduled" ? "post.schedule" : action,
    entity: "post",
    entityId: current.id,
    changes: auditChanges(current, row!),
  });
  return row!;
}
