// Addresses that staff-kept content had before (content_slug_history): when a loan service or a
// scheme gets a new slug, its old one is kept here, so links and search results that name the old
// address answer 301 to the new one instead of 404.
import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { contentSlugHistory } from "../db/schema";
import type { ContentKind } from "../vocabulary/content";

/**
 * Keeps `oldSlug` as a former address of the entry; call it with the transaction of the rename.
 * A slug that pointed elsewhere before now points here (the newest rename wins), and the entry's
 * own new slug is no longer a former address of anything.
 */
export async function rememberOldSlug(
  tx: Database,
  kind: ContentKind,
  entityId: number,
  oldSlug: string,
  newSlug: string,
): Promise<void> {
  await tx
    .delete(contentSlugHistory)
    .where(and(eq(contentSlugHistory.kind, kind), eq(contentSlugHistory.slug, newSlug)));
  await tx
    .insert(contentSlugHistory)
    .values({ kind, slug: oldSlug, entityId })
    .onConflictDoUpdate({
      target: [contentSlugHistory.kind, contentSlugHistory.slug],
      set: { entityId, createdAt: new Date() },
    });
}

/** The entry an old slug belonged to, or null. */
export async function entryOfOldSlug(db: Database, kind: ContentKind, slug: string): Promise<number | null> {
  const [row] = await db
    .select({ entityId: contentSlugHistory.entityId })
    .from(contentSlugHistory)
    .where(and(eq(contentSlugHistory.kind, kind), eq(contentSlugHistory.slug, slug)))
    .limit(1);
  return row?.entityId ?? null;
}

/** Forgets an entry's former addresses (the entry was deleted). */
export async function forgetOldSlugs(tx: Database, kind: ContentKind, entityId: number): Promise<void> {
  await tx
    .delete(contentSlugHistory)
    .where(and(eq(contentSlugHistory.kind, kind), eq(contentSlugHistory.entityId, entityId)));
}
