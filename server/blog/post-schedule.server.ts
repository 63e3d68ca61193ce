// Scheduled publishing: scheduled posts go live at their time (the content schedule of
// app-services.server.ts calls publishDue when one's time comes, the hourly housekeeping catches
// up on any missed while no instance ran), and the next such time.
import { and, eq, sql } from "drizzle-orm";
import { recordAudit, systemActor } from "../audit/audit.server";
import { posts } from "../db/schema";
import { BLOG_TOPIC } from "./post.server";
import { writeRevision, type PostWriterDeps, type Tx } from "./post-save.server";

export function createPostSchedule({ db, onChange = () => {} }: PostWriterDeps) {
  const transaction = <T>(work: (tx: Tx) => Promise<T>) => db.transaction((tx) => work(tx as unknown as Tx));

  return {
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
  };
}

export type PostSchedule = ReturnType<typeof createPostSchedule>;
