// Staff reading a borrower's stored documents (issue 29): one file decrypted for viewing or
// download, or every file of the lead as one zip for the lender, streamed. Each read is audited
// before its first byte; a file sealed by a data key this server lacks is refused before any byte
// too, so a zip is never cut off half-way by it.
import { and, eq } from "drizzle-orm";
import type { Readable } from "node:stream";
import type { Logger } from "pino";
import { recordAudit } from "../audit/audit.server";
import { actorOf } from "../auth/request-actor";
import type { StaffPrincipal } from "../auth/staff-user";
import type { Database } from "../db/client.server";
import { leadDocumentFiles, leads } from "../db/schema";
import { ConflictError, NotFoundError } from "../domain-errors";
import { checklistOf } from "./document-records.server";
import type { DocumentStore } from "./document-store.server";
import { safeZipName, zipDocuments } from "./document-zip.server";

/** A document sealed by a data key this server lacks: after a restore on a server with another key. */
const MISSING_DATA_KEY =
  "This document cannot be opened here: it was encrypted with a data key this server does not have. Set DATA_ENCRYPTION_KEY (or DATA_ENCRYPTION_KEY_PREVIOUS) to the key the site had when it was uploaded, and restart.";

const extensionOf: Record<string, string> = { "application/pdf": "pdf", "image/jpeg": "jpg", "image/png": "png" };

export function createLeadDocumentFiles({ db, store, logger }: { db: Database; store: DocumentStore; logger: Logger }) {
  const audit = (
    principal: StaffPrincipal,
    ip: string | null,
    leadId: number,
    action: "lead.document_view" | "lead.document_download" | "lead.documents_download_all",
    changes: Record<string, unknown>,
  ) => recordAudit(db, actorOf(principal, ip), { action, entity: "lead", entityId: leadId, changes });

  return {
    /** One stored file, decrypted, for the staff area; the view or download is audited first. */
    async openFile(principal: StaffPrincipal, leadId: number, fileId: string, download: boolean, ip: string | null) {
      const [file] = await db
        .select()
        .from(leadDocumentFiles)
        .where(and(eq(leadDocumentFiles.id, fileId), eq(leadDocumentFiles.leadId, leadId)))
        .limit(1);
      if (!file)
        throw new NotFoundError(
          "This document is no longer stored: it may have been replaced or deleted. Reload the lead.",
        );
      if (!store.canOpen(file.sealedKey)) throw new ConflictError(MISSING_DATA_KEY);
      await audit(principal, ip, leadId, download ? "lead.document_download" : "lead.document_view", { file: file.id });
      const stream = await store.openPlain({ key: file.storageKey, sealedKey: file.sealedKey });
      if (!stream) {
        logger.error({ leadId, file: file.id }, "a stored document's file is missing from the file store");
        throw new NotFoundError(
          "This document's file is missing from the file store. Ask the borrower to upload it again.",
        );
      }
      return { stream, fileName: file.fileName, mediaType: file.mediaType, sizeBytes: file.sizeBytes };
    },

    /** Every stored file of the lead as one zip, named by item and page, streamed; audited. */
    async archive(
      principal: StaffPrincipal,
      leadId: number,
      ip: string | null,
    ): Promise<{ stream: Readable; fileName: string }> {
      const [lead] = await db.select({ reference: leads.reference }).from(leads).where(eq(leads.id, leadId)).limit(1);
      if (!lead) throw new NotFoundError("No lead with this id: it may have been deleted. Go back to the list.");
      const items = await checklistOf(db, leadId);
      const files = items.flatMap((item) =>
        item.files.map((file, index) => ({
          file,
          name: safeZipName(
            item.files.length > 1 ? `${item.label} - page ${index + 1}` : item.label,
            extensionOf[file.mediaType] ?? "bin",
          ),
        })),
      );
      if (files.length === 0) throw new NotFoundError("This lead has no documents to download yet.");
      // Checked before the first byte: a zip cut off half-way would look like a whole one.
      if (files.some(({ file }) => !store.canOpen(file.sealedKey))) throw new ConflictError(MISSING_DATA_KEY);
      await audit(principal, ip, leadId, "lead.documents_download_all", { files: files.length });
      const stream = zipDocuments(
        files.map(({ file, name }) => ({
          name,
          modifiedAt: file.uploadedAt,
          async open() {
            const plain = await store.openPlain({ key: file.storageKey, sealedKey: file.sealedKey });
            if (!plain) throw new Error(`the stored file of document ${file.id} is missing`);
            return plain;
          },
        })),
      );
      return { stream, fileName: `${lead.reference}-documents.zip` };
    },
  };
}

export type LeadDocumentFiles = ReturnType<typeof createLeadDocumentFiles>;
