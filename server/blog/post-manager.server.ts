// The blog as staff manage it: the list of posts (drafts, scheduled, published), one post to edit,
// a new post, an edit checked against the version the editor opened, deletion, and the demo
// posts of a new site. Visitors' reads are in post.server.ts; the history of saves in
// post-revisions.server.ts.
import { and, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { recordAudit, systemActor } from "../audit/audit.server";
import { isUniqueViolation } from "../db/errors.server";
import { posts } from "../db/schema";
import { ValidationError } from "../domain-errors";
import { checkedInput } from "../shared/checked-input";
import {
  PostCreateSchema,
  PostUpdateSchema,
  type PostCreate,
  type StaffPost,
  type StaffPostQuery,
} from "./post.schema";
import { BLOG_TOPIC } from "./post.server";
import { missingAltMessage } from "./post-rules";
import { fallbackPostSlug, slugFromTitle } from "./post-slug";
import { imagesWithoutAlt, sanitizePostHtml } from "./sanitize-post-html";
import {
  auditChanges,
  freeSlug,
  lockedPost,
  PostConflictError,
  requirePublish,
  savePost,
  slugTaken,
  toStaffPost,
  writeRevision,
  type PostEditor,
  type PostRow,
  type PostWriterDeps,
  type RevisionReason,
  type Tx,
} from "./post-save.server";

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface PostManagerDeps extends PostWriterDeps {
  /** True when a loan service with this slug exists (the post's call to action opens its form). */
  loanServiceExists: (slug: string) => Promise<boolean>;
  /**
   * The names library images were uploaded with, by URL, so that a picture without alt text is
   * named in the refusal; asked in `tx`, the save's transaction. Without it pictures are named by
   * their place alone.
   */
  imageFileNames?: (urls: string[], tx: Tx) => Promise<Map<string, string>>;
}

const SLUG_TAKEN = "Another post already uses this address: choose another slug";
const NO_ADDRESS = "Type an address for the post before it goes live: its title has no letters to make one from";

export function createPostManager({
  db,
  onChange = () => {},
  loanServiceExists,
  imageFileNames = async () => new Map(),
}: PostManagerDeps) {
  const transaction = <T>(work: (tx: Tx) => Promise<T>) => db.transaction((tx) => work(tx as unknown as Tx));

  /**
   * Whether a loan service named in a save is unknown. Asked before the save's transaction: the
   * lookup runs on its own connection, and the embedded database has one, which the transaction
   * holds (asked inside it, the save waited for ever). A slug the save does not change was checked
   * when it was set.
   */
  async function unknownService(slug: string | null | undefined): Promise<boolean> {
    return Boolean(slug) && !(await loanServiceExists(slug!));
  }

  /**
   * The checks zod cannot make: the loan service exists, schedule times, and for a post going or
   * staying live an address of its own and alt text on every image (a draft saves without them:
   * the words are never lost to a missing description or address). `slugProblem` is the address's,
   * found by the caller.
   */
  async function checkRules(
    tx: Tx,
    values: { body: string; status: string; publishAt: Date | null },
    {
      scheduleChanged,
      serviceUnknown,
      slugProblem,
    }: { scheduleChanged: boolean; serviceUnknown: boolean; slugProblem?: string },
  ) {
    const fields: Record<string, string> = {};
    if (serviceUnknown) fields.relatedServiceSlug = "Choose one of the loan services on the site (or none)";
    if (slugProblem) fields.slug = slugProblem;
    const undescribed = values.status === "draft" ? [] : imagesWithoutAlt(values.body);
    if (undescribed.length > 0) {
      const names = await imageFileNames(
        undescribed.map((image) => image.src),
        tx,
      );
      fields.body = missingAltMessage(
        undescribed.map(({ position, src }) => ({ position, fileName: names.get(src) ?? null })),
      );
    }
    if (values.status === "scheduled") {
      if (!values.publishAt) fields.publishAt = "Choose when the post goes live, or save it as a draft";
      else if (scheduleChanged && values.publishAt.getTime() <= Date.now())
        fields.publishAt = "Choose a time in the future, or publish the post now";
    }
    if (Object.keys(fields).length > 0) throw new ValidationError(fields);
  }

  /** When a post first went live: kept once set; now for a post published by this save. */
  function publishedAtFor(status: string, current: PostRow | null): Date | null {
    return current?.publishedAt ?? (status === "published" ? new Date() : null);
  }

  return {
    async listStaff(query: StaffPostQuery): Promise<{ items: Omit<StaffPost, "body">[]; total: number }> {
      const conditions: SQL[] = [];
      if (query.status) conditions.push(eq(posts.status, query.status));
      if (query.language) conditions.push(eq(posts.language, query.language));
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
          const { body: _body, ...summary } = toStaffPost(row);
          return summary;
        }),
        total: total?.value ?? 0,
      };
    },

    async get(id: number): Promise<StaffPost | null> {
      const [row] = await db.select().from(posts).where(eq(posts.id, id)).limit(1);
      return row ? toStaffPost(row) : null;
    },

    /** A new post (POST /api/admin/posts): version 1 and its first revision. */
    async create(editor: PostEditor, input: unknown): Promise<StaffPost> {
      const values = checkedInput(PostCreateSchema, input);
      requirePublish(editor, values.status);
      const body = sanitizePostHtml(values.body);
      const publishAt = values.publishAt ? new Date(values.publishAt) : null;
      const live = values.status !== "draft";
      const serviceUnknown = await unknownService(values.relatedServiceSlug);
      const row = await transaction(async (tx) => {
        // A draft always gets an address: its own, the title's, a number added when another post
        // has it, or post-<id> when the title has nothing to read. Going live needs one of its own.
        const wanted = values.slug ?? slugFromTitle(values.title);
        const taken = wanted !== "" && (await slugTaken(tx, wanted, null));
        let slugProblem: string | undefined;
        if (live && wanted === "") slugProblem = NO_ADDRESS;
        else if (live && taken && values.slug) slugProblem = SLUG_TAKEN;
        await checkRules(tx, { ...values, body, publishAt }, { scheduleChanged: true, serviceUnknown, slugProblem });
        const [inserted] = await tx
          .insert(posts)
          .values({
            // The id is not known yet: a placeholder no title makes, replaced just below.
            slug: !wanted ? `new-post-${crypto.randomUUID()}` : taken ? await freeSlug(tx, wanted, null) : wanted,
            language: values.language,
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
        const post = wanted
          ? inserted!
          : (
              await tx
                .update(posts)
                .set({ slug: await freeSlug(tx, fallbackPostSlug(inserted!.id), inserted!.id) })
                .where(eq(posts.id, inserted!.id))
                .returning()
            )[0]!;
        await writeRevision(tx, post, live ? "publish" : "save", editor.actor);
        await recordAudit(tx, editor.actor, {
          action: "post.create",
          entity: "post",
          entityId: post.id,
          changes: auditChanges(null, post),
        });
        return post;
      }).catch((error: unknown) => {
        if (isUniqueViolation(error)) throw new ValidationError({ slug: SLUG_TAKEN });
        throw error;
      });
      onChange(BLOG_TOPIC);
      return toStaffPost(row);
    },

    /**
     * An edit (PATCH /api/admin/posts/{id}): only the fields sent change. The version sent must be
     * the post's current one, or nothing is written and a PostConflictError carries the post as
     * it is now. Putting a post live (scheduled, published), or editing one that is live, needs
     * post:publish.
     */
    async update(editor: PostEditor, id: number, input: unknown): Promise<StaffPost> {
      const { version, autosave, ...changes } = checkedInput(PostUpdateSchema, input);
      const serviceUnknown = await unknownService(changes.relatedServiceSlug);
      const row = await transaction(async (tx) => {
        const current = await lockedPost(tx, id);
        if (current.version !== version) throw new PostConflictError(toStaffPost(current));
        const status = changes.status ?? current.status;
        requirePublish(editor, status === "draft" && current.status !== "draft" ? current.status : status);
        const publishAt =
          changes.publishAt === undefined ? current.publishAt : changes.publishAt ? new Date(changes.publishAt) : null;
        const body = changes.body === undefined ? current.body : sanitizePostHtml(changes.body);
        const relatedServiceSlug =
          changes.relatedServiceSlug === undefined ? current.relatedServiceSlug : changes.relatedServiceSlug || null;
        const scheduleChanged =
          status !== current.status || (publishAt?.getTime() ?? null) !== (current.publishAt?.getTime() ?? null);
        // A draft whose new address another post has takes it with a number; a live post must choose.
        const live = status !== "draft";
        let slug = changes.slug ?? current.slug;
        const taken = slug !== current.slug && (await slugTaken(tx, slug, current.id));
        if (taken && !live) slug = await freeSlug(tx, slug, current.id);
        let slugProblem: string | undefined;
        if (live && taken) slugProblem = SLUG_TAKEN;
        else if (live && slug === fallbackPostSlug(id)) slugProblem = NO_ADDRESS;
        await checkRules(tx, { body, status, publishAt }, { scheduleChanged, serviceUnknown, slugProblem });
        const next = {
          slug,
          language: changes.language ?? current.language,
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
        return savePost(tx, current, next, reason, editor, wentLive ? "post.publish" : "post.update");
      });
      onChange(BLOG_TOPIC);
      return toStaffPost(row);
    },

    /** Deletes a post with its revisions and old slugs; a live post needs post:publish. */
    async remove(editor: PostEditor, id: number): Promise<void> {
      await transaction(async (tx) => {
        const current = await lockedPost(tx, id);
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
              language: values.language,
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
}

export type PostManager = ReturnType<typeof createPostManager>;
