// The saved versions of staff-kept content (loan services, schemes, page texts): one table for
// every kind (content_revisions), written in the same transaction as the save it records, read a
// page at a time by the editors' "Revisions" dialog, and read whole when staff restore one. Each
// kind's service decides what its snapshot holds and how a restore is saved (as a new version,
// through its own rules), so this module knows nothing of the fields.
import { and, count, desc, eq } from "drizzle-orm";
import { auditActorLabel, type Actor } from "../audit/audit.server";
import type { Database } from "../db/client.server";
import { contentRevisions } from "../db/schema";
import { NotFoundError } from "../domain-errors";
import type { ContentKind, ContentRevisionReason } from "../vocabulary/content";
import type {
  ContentRevision,
  ContentRevisionPage,
  ContentRevisionQuery,
  ContentRevisionSummary,
} from "./content-revision.schema";

export interface RevisionToWrite {
  kind: ContentKind;
  /** The row's id, or the page key for page texts. */
  entityId: string | number;
  version: number;
  snapshot: Record<string, unknown>;
  reason: ContentRevisionReason;
}

/** Records one saved version; call it with the transaction of the save. */
export async function writeContentRevision(tx: Database, actor: Actor, revision: RevisionToWrite): Promise<void> {
  await tx.insert(contentRevisions).values({
    kind: revision.kind,
    entityId: String(revision.entityId),
    version: revision.version,
    snapshot: revision.snapshot,
    reason: revision.reason,
    savedById: actor.userId,
    savedByLabel: auditActorLabel(actor),
  });
}

/** The snapshot's field that names a revision in the list (a name, a heading). */
export type RevisionTitle = (snapshot: Record<string, unknown>) => string;

function summaryOf(row: typeof contentRevisions.$inferSelect, title: RevisionTitle): ContentRevisionSummary {
  return {
    id: row.id,
    version: row.version,
    reason: row.reason,
    savedByLabel: row.savedByLabel,
    createdAt: row.createdAt.toISOString(),
    title: title(row.snapshot),
  };
}

/** One page of an entry's revisions, newest first. */
export async function contentRevisionPage(
  db: Database,
  kind: ContentKind,
  entityId: string | number,
  query: ContentRevisionQuery,
  title: RevisionTitle,
): Promise<ContentRevisionPage> {
  const where = and(eq(contentRevisions.kind, kind), eq(contentRevisions.entityId, String(entityId)));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(contentRevisions)
      .where(where)
      .orderBy(desc(contentRevisions.createdAt), desc(contentRevisions.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(contentRevisions).where(where),
  ]);
  return { items: rows.map((row) => summaryOf(row, title)), total: total?.total ?? 0 };
}

/** One revision whole; 404 when it is not one of this entry's. */
export async function contentRevision(
  db: Database,
  kind: ContentKind,
  entityId: string | number,
  revisionId: number,
  title: RevisionTitle,
): Promise<ContentRevision> {
  const [row] = await db
    .select()
    .from(contentRevisions)
    .where(
      and(
        eq(contentRevisions.kind, kind),
        eq(contentRevisions.entityId, String(entityId)),
        eq(contentRevisions.id, revisionId),
      ),
    )
    .limit(1);
  if (!row) throw new NotFoundError(`No revision ${revisionId} of this entry: reload the list of revisions.`);
  return { ...summaryOf(row, title), snapshot: row.snapshot };
}

/** Forgets an entry's revisions (the entry was deleted). */
export async function deleteContentRevisions(tx: Database, kind: ContentKind, entityId: string | number) {
  await tx
    .delete(contentRevisions)
    .where(and(eq(contentRevisions.kind, kind), eq(contentRevisions.entityId, String(entityId))));
}
