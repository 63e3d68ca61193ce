// How long borrowers' documents live (issue 29). They go: a set number of days after the lead is
// disbursed, closed or out of the pipeline (lead settings, default 90), at once when the person's
// data is erased, and when the borrower removes one. The job is safe with several instances: rows
// are taken with FOR UPDATE SKIP LOCKED and a file is deleted only by the instance whose
// transaction removed its row. A sweep removes stored files that no row names any more (a crash
// between the row's deletion and the file's).
import { and, asc, eq, inArray, isNotNull, lt, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "../db/client.server";
import {
  leadDocumentFiles,
  leadDocumentItems,
  leadDocumentLinks,
  leadDocumentSessions,
  leadDocumentUploads,
  leads,
} from "../db/schema";
import type { FileStorage } from "../files/file-storage.server";
import { ERASED_TEXT } from "../leads/lead-erasure";
import { finalStatuses } from "../leads/lead-pipeline";
import type { SettingsService } from "../settings/settings.server";
import type { LeadStatus } from "../vocabulary/leads";
import { recordDocumentEvent } from "./document-records.server";
import { DOCUMENT_UPLOADS_AREA, DOCUMENTS_AREA, type DocumentStore } from "./document-store.server";

/** Where the documents' retention period counts from: a disbursal too, unlike the lead's own. */
const finishedStatuses: LeadStatus[] = ["disbursed", ...finalStatuses];

/** Leads whose documents one retention transaction deletes: short locks. */
const RETENTION_BATCH = 50;
/** File keys sealed again per batch after a change of the data key. */
const RESEAL_BATCH = 200;
/** A stored file no row names is removed only once it is this old: a piece being written has no row yet. */
const ORPHAN_AGE_MS = 60 * 60 * 1000;

/**
 * Inside an erasure's transaction: the leads' stored documents, uploads under way, links and
 * sessions go, and staff's notes to the borrower read [erased]. Answers the storage keys to
 * delete once the transaction has committed.
 */
export async function eraseDocumentsWithin(t: Database, leadIds: readonly number[], at: Date): Promise<string[]> {
  if (leadIds.length === 0) return [];
  const ids = [...leadIds];
  const files = await t
    .delete(leadDocumentFiles)
    .where(inArray(leadDocumentFiles.leadId, ids))
    .returning({ key: leadDocumentFiles.storageKey, leadId: leadDocumentFiles.leadId });
  const uploads = await t
    .delete(leadDocumentUploads)
    .where(inArray(leadDocumentUploads.leadId, ids))
    .returning({ pieces: leadDocumentUploads.pieces });
  await t
    .update(leadDocumentItems)
    .set({ rejectNote: sql`case when ${leadDocumentItems.rejectNote} is null then null else ${ERASED_TEXT} end` })
    .where(inArray(leadDocumentItems.leadId, ids));
  const links = await t
    .update(leadDocumentLinks)
    .set({ revokedAt: sql`coalesce(${leadDocumentLinks.revokedAt}, ${at.toISOString()}::timestamptz)` })
    .where(inArray(leadDocumentLinks.leadId, ids))
    .returning({ id: leadDocumentLinks.id });
  if (links.length > 0)
    await t.delete(leadDocumentSessions).where(
      inArray(
        leadDocumentSessions.linkId,
        links.map((link) => link.id),
      ),
    );
  const counts = new Map<number, number>();
  for (const file of files) counts.set(file.leadId, (counts.get(file.leadId) ?? 0) + 1);
  for (const [leadId, count] of counts)
    await recordDocumentEvent(t, leadId, "system", "document_deleted", {
      item: "all",
      files: count,
      reason: "erasure",
    });
  return [...files.map((file) => file.key), ...uploads.flatMap((upload) => upload.pieces.map((piece) => piece.key))];
}

export interface DocumentRetentionDeps {
  db: Database;
  store: DocumentStore;
  /** The file store itself, for the sweep of files no row names. */
  files: Pick<FileStorage, "list" | "stat">;
  settings: Pick<SettingsService, "getLeads">;
  logger: Logger;
  now?: () => Date;
}

export function createDocumentRetention({
  db,
  store,
  files,
  settings,
  logger,
  now = () => new Date(),
}: DocumentRetentionDeps) {
  return {
    /** Deletes the documents of leads finished longer ago than the retention days. Answers the files deleted. */
    async run(): Promise<{ deleted: number }> {
      const { documentRetentionDays } = await settings.getLeads();
      const cutoff = new Date(now().getTime() - documentRetentionDays * 86_400_000);
      let deleted = 0;
      for (;;) {
        const batch = await db.transaction(async (t) => {
          const candidates = await t
            .selectDistinct({ id: leads.id })
            .from(leads)
            .innerJoin(leadDocumentFiles, eq(leadDocumentFiles.leadId, leads.id))
            .where(
              and(
                inArray(leads.status, finishedStatuses),
                isNotNull(leads.statusChangedAt),
                lt(leads.statusChangedAt, cutoff),
              ),
            )
            .orderBy(asc(leads.id))
            .limit(RETENTION_BATCH);
          if (candidates.length === 0) return { keys: [] as string[], last: true };
          const locked = await t
            .select({ id: leads.id })
            .from(leads)
            .where(
              inArray(
                leads.id,
                candidates.map((row) => row.id),
              ),
            )
            .for("update", { skipLocked: true });
          const keys: string[] = [];
          for (const { id } of locked) {
            const gone = await t
              .delete(leadDocumentFiles)
              .where(eq(leadDocumentFiles.leadId, id))
              .returning({ key: leadDocumentFiles.storageKey });
            if (gone.length === 0) continue;
            keys.push(...gone.map((row) => row.key));
            await recordDocumentEvent(t, id, "system", "document_deleted", {
              item: "all",
              files: gone.length,
              reason: "retention",
            });
          }
          return { keys, last: candidates.length < RETENTION_BATCH || locked.length === 0 };
        });
        await store.deleteAll(batch.keys);
        deleted += batch.keys.length;
        if (batch.last) break;
      }
      if (deleted > 0)
        logger.info(
          { files: deleted, documentRetentionDays },
          "borrowers' documents deleted after the retention period",
        );
      return { deleted };
    },

    /**
     * After a new DATA_ENCRYPTION_KEY (the old one in DATA_ENCRYPTION_KEY_PREVIOUS): seals every
     * stored document's key again with the new data key, a batch at a time; the files themselves
     * are never rewritten (ADR 0041). Answers how many were sealed again.
     */
    async resealKeys(): Promise<number> {
      let resealed = 0;
      for (;;) {
        const rows = await db
          .select({ id: leadDocumentFiles.id, sealedKey: leadDocumentFiles.sealedKey })
          .from(leadDocumentFiles)
          .where(sql`not starts_with(${leadDocumentFiles.sealedKey}, ${store.sealedKeyPrefix})`)
          .limit(RESEAL_BATCH);
        for (const row of rows) {
          const sealedKey = store.reseal(row.sealedKey);
          if (sealedKey === null) continue;
          await db
            .update(leadDocumentFiles)
            .set({ sealedKey })
            .where(and(eq(leadDocumentFiles.id, row.id), eq(leadDocumentFiles.sealedKey, row.sealedKey)));
          resealed++;
        }
        if (rows.length < RESEAL_BATCH) break;
      }
      if (resealed > 0) logger.info({ files: resealed }, "documents' keys sealed again with the current data key");
      return resealed;
    },

    /** Removes stored documents and pieces that no row names (older than an hour). Answers how many. */
    async sweep(): Promise<number> {
      const named = new Set<string>();
      for (const row of await db.select({ key: leadDocumentFiles.storageKey }).from(leadDocumentFiles))
        named.add(row.key);
      for (const row of await db.select({ pieces: leadDocumentUploads.pieces }).from(leadDocumentUploads))
        for (const piece of row.pieces) named.add(piece.key);
      const orphans: string[] = [];
      const oldest = now().getTime() - ORPHAN_AGE_MS;
      // Only the documents' two areas are listed: on a bucket, listing the media library every
      // hour would cost requests for nothing.
      for (const area of [DOCUMENTS_AREA, DOCUMENT_UPLOADS_AREA]) {
        for await (const file of files.list(area)) {
          if (named.has(file.key)) continue;
          const stat = await files.stat(file.key);
          if (stat && stat.modifiedAt.getTime() < oldest) orphans.push(file.key);
        }
      }
      await store.deleteAll(orphans);
      if (orphans.length > 0) logger.warn({ files: orphans.length }, "stored documents that no row named were removed");
      return orphans.length;
    },
  };
}

export type DocumentRetention = ReturnType<typeof createDocumentRetention>;
