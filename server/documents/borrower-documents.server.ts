// The borrower's side of documents (issue 29): the page behind the private link, and uploads in
// pieces that survive a dropped mobile connection. Each piece is stored encrypted in the file
// store as it arrives (so any instance can take the next one); when the last is in, the pieces are
// joined in a private temporary folder, the file is checked and prepared (type from its bytes,
// images re-encoded without metadata, PDFs with scripts or a password refused) and stored
// encrypted as a document. Everything is reached through a session bound to one link: a link of
// lead A never reaches lead B.
import { and, eq, lte, sql } from "drizzle-orm";
import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { Logger } from "pino";
import type { Database } from "../db/client.server";
import { leadDocumentFiles, leadDocumentItems, leadDocumentUploads, leads, users } from "../db/schema";
import { NotFoundError, ValidationError } from "../domain-errors";
import type { SettingsService } from "../settings/settings.server";
import { checkedInput } from "../shared/checked-input";
import type { DocumentRefusal } from "../vocabulary/documents";
import type { Language } from "../vocabulary/languages";
import type { BorrowerChecklist, UploadState } from "./borrower-documents.schema";
import { StartUploadInputSchema } from "./borrower-documents.schema";
import { borrowerStageOf, firstNameOf } from "./checklist-rules";
import {
  MAX_DOCUMENT_FILE_BYTES,
  MAX_FILES_PER_ITEM,
  MAX_LEAD_DOCUMENTS_BYTES,
  UPLOAD_CHUNK_BYTES,
  type StoredDocumentType,
} from "./document-limits";
import type { DocumentLinks, UsableLink } from "./document-links.server";
import { prepareDocumentFile } from "./document-preparation.server";
import { checklistOf, recordDocumentEvent, refreshDocumentsState } from "./document-records.server";
import type { DocumentStore } from "./document-store.server";

/** A file the rules refuse: the page words the code in its language. */
export class DocumentRefusedError extends Error {
  override readonly name = "DocumentRefusedError";
  constructor(
    readonly refusal: DocumentRefusal,
    message: string,
  ) {
    super(message);
  }
}

/** A piece sent for another offset than the upload has reached: the answer says where it stands. */
export class UploadOffsetError extends Error {
  override readonly name = "UploadOffsetError";
  constructor(readonly state: UploadState) {
    super(`This upload has ${state.receivedBytes} bytes: send the piece that starts there.`);
  }
}

const refusalMessages: Record<DocumentRefusal, string> = {
  empty: "The file is empty. Choose the file again.",
  too_large: `The file is larger than ${MAX_DOCUMENT_FILE_BYTES / 1024 / 1024} MB. Send a smaller scan or photo.`,
  lead_full: "This application has as many documents stored as it can take. Ask your advisor.",
  too_many_files: `This document already has ${MAX_FILES_PER_ITEM} pages. Remove one before adding another.`,
  unsupported_type: "Send a PDF, or a photo (JPEG, PNG or an iPhone HEIC photo).",
  pdf_javascript: "This PDF contains program code, which we cannot accept. Print it to a new PDF and send that.",
  pdf_password: "This PDF is protected with a password. Save a copy without the password and send that.",
  pdf_unreadable: "This PDF could not be read. Save or scan it again and send the new file.",
  image_unreadable: "This photo could not be read. Take the photo again.",
  image_too_many_pixels: "This photo is too large to process. Take it again with a lower camera resolution.",
  duplicate: "You have already uploaded this same file.",
  item_closed: "This document has already been accepted. Ask your advisor if it needs to change.",
};

function refused(refusal: DocumentRefusal, detail?: string): DocumentRefusedError {
  return new DocumentRefusedError(
    refusal,
    detail ? `${refusalMessages[refusal]} (${detail})` : refusalMessages[refusal],
  );
}

/** A file name for staff and the zip: no folders, no control characters, at most 120 characters. */
function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return (cleaned || "document").slice(0, 120);
}

/** A name that says what is stored: a HEIC photo is kept as JPEG, so its name says .jpg. */
function storedName(name: string, mediaType: StoredDocumentType): string {
  const extension = { "application/pdf": ".pdf", "image/jpeg": ".jpg", "image/png": ".png" }[mediaType];
  const stem = name.replace(/\.[A-Za-z0-9]{1,5}$/, "");
  return `${stem}${extension}`;
}

/** Extensions and declared types a borrower's file may have before its bytes are read. */
const ACCEPTED_NAME = /\.(pdf|jpe?g|png|heic|heif)$/i;
const ACCEPTED_TYPE = /^(application\/pdf|image\/(jpeg|png|heic|heif|heic-sequence|heif-sequence))$/i;

export interface BorrowerDocumentsDeps {
  db: Database;
  links: DocumentLinks;
  store: DocumentStore;
  settings: Pick<SettingsService, "getSite">;
  siteUrl: string | null;
  logger: Logger;
  /** Where pieces are joined for the checks (a private folder is made inside it per file). */
  workDir?: string;
  now?: () => Date;
}

export function createBorrowerDocumentService({
  db,
  links,
  store,
  settings,
  siteUrl,
  logger,
  workDir = os.tmpdir(),
  now = () => new Date(),
}: BorrowerDocumentsDeps) {
  async function checklist(link: UsableLink, language: Language): Promise<BorrowerChecklist> {
    const [lead] = await db
      .select({
        reference: leads.reference,
        name: leads.name,
        status: leads.status,
        documentsState: leads.documentsState,
        serviceSlug: leads.serviceSlug,
        assigneeName: users.displayName,
      })
      .from(leads)
      .leftJoin(users, and(eq(users.id, leads.assignedToId), eq(users.isActive, true)))
      .where(eq(leads.id, link.leadId))
      .limit(1);
    if (!lead) throw new NotFoundError("This link does not work any more. Ask your advisor for a new link.");
    const items = await checklistOf(db, link.leadId);
    const site = await settings.getSite(language);
    const files = items.flatMap((item) => item.files);
    return {
      language,
      reference: lead.reference,
      firstName: firstNameOf(lead.name),
      serviceName: await links.serviceNameOf(db, lead.serviceSlug, language),
      stage: borrowerStageOf(lead.status, lead.documentsState),
      advisor: {
        name: lead.assigneeName,
        phone: site.phone ?? null,
        whatsapp: site.whatsappNumber ?? null,
        businessName: site.businessName,
      },
      expiresAt: link.expiresAt.toISOString(),
      items: items.map((item) => ({
        id: item.id,
        kind: item.kind,
        label: item.borrowerLabel,
        required: item.required,
        status: item.status,
        rejection:
          item.status === "rejected" && item.rejectReason ? { reason: item.rejectReason, note: item.rejectNote } : null,
        files: item.files.map((file) => ({
          id: file.id,
          name: file.fileName,
          mediaType: file.mediaType as StoredDocumentType,
          sizeBytes: file.sizeBytes,
          uploadedAt: file.uploadedAt.toISOString(),
        })),
        canChange: item.status !== "accepted",
      })),
      limits: {
        fileBytes: MAX_DOCUMENT_FILE_BYTES,
        leadBytes: MAX_LEAD_DOCUMENTS_BYTES,
        usedBytes: files.reduce((sum, file) => sum + file.sizeBytes, 0),
        filesPerItem: MAX_FILES_PER_ITEM,
        chunkBytes: UPLOAD_CHUNK_BYTES,
      },
    };
  }

  function stateOf(upload: typeof leadDocumentUploads.$inferSelect): UploadState {
    return {
      uploadId: upload.id,
      sizeBytes: upload.sizeBytes,
      receivedBytes: upload.receivedBytes,
      chunkBytes: UPLOAD_CHUNK_BYTES,
      done: upload.fileId !== null,
    };
  }

  async function uploadOf(t: Database, link: UsableLink, uploadId: string, lock: boolean) {
    if (!/^[0-9a-f-]{36}$/i.test(uploadId)) throw new NotFoundError("This upload is not known: start it again.");
    const query = t
      .select()
      .from(leadDocumentUploads)
      .where(and(eq(leadDocumentUploads.id, uploadId), eq(leadDocumentUploads.leadId, link.leadId)))
      .limit(1);
    const [upload] = lock ? await query.for("update") : await query;
    if (!upload) throw new NotFoundError("This upload is not known any more: start it again.");
    return upload;
  }

  /** The item of the link's lead; `lock`: held until the transaction ends (two phones finishing at once). */
  async function itemOf(t: Database, link: UsableLink, itemId: string, lock = false) {
    const query = t
      .select()
      .from(leadDocumentItems)
      .where(and(eq(leadDocumentItems.id, itemId), eq(leadDocumentItems.leadId, link.leadId)))
      .limit(1);
    const [item] = lock ? await query.for("update") : await query;
    if (!item) throw new ValidationError({ itemId: "This document is no longer on your list. Reload the page." });
    return item;
  }

  async function usedBytes(t: Database, leadId: number): Promise<number> {
    const [row] = await t
      .select({ bytes: sql<number>`coalesce(sum(${leadDocumentFiles.sizeBytes}), 0)::bigint` })
      .from(leadDocumentFiles)
      .where(eq(leadDocumentFiles.leadId, leadId));
    return Number(row?.bytes ?? 0);
  }

  /** Joins the pieces into `target`, decrypting each in turn. */
  async function joinPieces(pieces: { key: string; sealedKey: string }[], target: string): Promise<void> {
    const out = createWriteStream(target, { mode: 0o600 });
    try {
      for (const piece of pieces) {
        const plain = await store.openPlain(piece);
        if (!plain) throw new Error("a piece of the upload is missing from the file store");
        await pipeline(plain, out, { end: false });
      }
    } finally {
      await new Promise<void>((resolve, reject) =>
        out.end((error?: Error | null) => (error ? reject(error) : resolve())),
      );
    }
  }

  /** The last piece is in: check, prepare and store the file, then answer the checklist. */
  async function finish(
    link: UsableLink,
    upload: typeof leadDocumentUploads.$inferSelect,
    language: Language,
  ): Promise<UploadState> {
    const folder = await mkdtemp(path.join(workDir, "dsa-document-"));
    const pieceKeys = upload.pieces.map((piece) => piece.key);
    try {
      const source = path.join(folder, "source");
      const prepared = path.join(folder, "prepared");
      await joinPieces(upload.pieces, source);
      const result = await prepareDocumentFile(source, prepared);
      if (!result.ok) {
        await dropUpload(upload.id, pieceKeys);
        throw refused(result.refusal, result.detail);
      }
      const stored = await store.storeFile(prepared);
      let keep = false;
      try {
        await db.transaction(async (t) => {
          // One finishing upload per lead at a time: the same file sent from two phones at once is
          // then refused as the duplicate it is, and the lead's total is counted once.
          await t.select({ id: leads.id }).from(leads).where(eq(leads.id, link.leadId)).for("update");
          const current = await uploadOf(t, link, upload.id, true);
          if (current.fileId !== null) return;
          // Locked: the same file finished on two phones at once is then seen as the duplicate it is.
          const item = await itemOf(t, link, current.itemId, true);
          if (item.status === "accepted") throw refused("item_closed");
          const [same] = await t
            .select({ id: leadDocumentFiles.id })
            .from(leadDocumentFiles)
            .where(
              and(eq(leadDocumentFiles.leadId, link.leadId), eq(leadDocumentFiles.sourceSha256, result.sourceSha256)),
            )
            .limit(1);
          if (same) throw refused("duplicate");
          const [count] = await t
            .select({ n: sql<number>`count(*)::int` })
            .from(leadDocumentFiles)
            .where(eq(leadDocumentFiles.itemId, item.id));
          if ((count?.n ?? 0) >= MAX_FILES_PER_ITEM) throw refused("too_many_files");
          if ((await usedBytes(t, link.leadId)) + result.sizeBytes > MAX_LEAD_DOCUMENTS_BYTES)
            throw refused("lead_full");
          const name = storedName(cleanFileName(current.fileName), result.mediaType);
          const [file] = await t
            .insert(leadDocumentFiles)
            .values({
              itemId: item.id,
              leadId: link.leadId,
              storageKey: stored.key,
              sealedKey: stored.sealedKey,
              fileName: name,
              mediaType: result.mediaType,
              sizeBytes: result.sizeBytes,
              sourceSha256: result.sourceSha256,
              uploadedAt: now(),
            })
            .returning({ id: leadDocumentFiles.id });
          await t
            .update(leadDocumentItems)
            .set({
              status: "uploaded",
              rejectReason: null,
              rejectNote: null,
              maskedConfirmed: false,
              version: sql`${leadDocumentItems.version} + 1`,
            })
            .where(eq(leadDocumentItems.id, item.id));
          await t
            .update(leadDocumentUploads)
            .set({ fileId: file!.id, pieces: [], updatedAt: now() })
            .where(eq(leadDocumentUploads.id, upload.id));
          await recordDocumentEvent(t, link.leadId, "borrower", "document_uploaded", {
            item: item.label,
            file: name,
            by: "borrower",
          });
          await refreshDocumentsState(t, link.leadId, "borrower", siteUrl);
          keep = true;
        });
      } finally {
        if (!keep) await store.deleteAll([stored.key]);
      }
      if (!keep) {
        // Another request finished the same upload meanwhile: answer as it did.
        const [current] = await db.select().from(leadDocumentUploads).where(eq(leadDocumentUploads.id, upload.id));
        if (!current) throw new NotFoundError("This upload is not known any more: start it again.");
        return { ...stateOf(current), checklist: await checklist(link, language) };
      }
      await store.deleteAll(pieceKeys);
      const [done] = await db.select().from(leadDocumentUploads).where(eq(leadDocumentUploads.id, upload.id));
      return { ...stateOf(done!), checklist: await checklist(link, language) };
    } catch (error) {
      if (error instanceof DocumentRefusedError) await dropUpload(upload.id, pieceKeys);
      throw error;
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  async function dropUpload(uploadId: string, pieceKeys: string[]): Promise<void> {
    await db.delete(leadDocumentUploads).where(eq(leadDocumentUploads.id, uploadId));
    await store.deleteAll(pieceKeys);
  }

  return {
    /** What the borrower's page shows for a token: nothing, the digits form, or the checklist. */
    async openPage({
      token,
      language,
      cookieHeader,
    }: {
      token: string;
      language: Language;
      cookieHeader: string | null;
    }): Promise<
      | { state: "unusable" }
      | { state: "needs_digits"; triesLeft: number }
      | { state: "open"; checklist: BorrowerChecklist }
    > {
      const link = await links.usableLinkOf(token);
      if (!link) return { state: "unusable" };
      const session = await links.linkOfSession(cookieHeader);
      if (session && session.id === link.id) return { state: "open", checklist: await checklist(link, language) };
      return { state: "needs_digits", triesLeft: links.triesLeft(link) };
    },

    checklist,

    async startUpload(link: UsableLink, input: unknown): Promise<UploadState> {
      const { itemId, fileName, sizeBytes, mediaType } = checkedInput(StartUploadInputSchema, input);
      if (sizeBytes === 0) throw refused("empty");
      if (sizeBytes > MAX_DOCUMENT_FILE_BYTES) throw refused("too_large");
      if (!ACCEPTED_NAME.test(fileName) && !(mediaType && ACCEPTED_TYPE.test(mediaType)))
        throw refused("unsupported_type");
      const item = await itemOf(db, link, itemId);
      if (item.status === "accepted") throw refused("item_closed");
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(leadDocumentFiles)
        .where(eq(leadDocumentFiles.itemId, item.id));
      if ((count?.n ?? 0) >= MAX_FILES_PER_ITEM) throw refused("too_many_files");
      if ((await usedBytes(db, link.leadId)) + sizeBytes > MAX_LEAD_DOCUMENTS_BYTES) throw refused("lead_full");
      const [upload] = await db
        .insert(leadDocumentUploads)
        .values({ linkId: link.id, itemId: item.id, leadId: link.leadId, fileName: cleanFileName(fileName), sizeBytes })
        .returning();
      return stateOf(upload!);
    },

    async uploadState(link: UsableLink, uploadId: string): Promise<UploadState> {
      return stateOf(await uploadOf(db, link, uploadId, false));
    },

    /**
     * Takes the piece that starts at `offset`. A piece for another offset answers where the upload
     * stands (UploadOffsetError), so a client that lost an answer resumes without sending twice.
     */
    async putPiece(
      link: UsableLink,
      uploadId: string,
      offset: number,
      bytes: Uint8Array,
      language: Language,
    ): Promise<UploadState> {
      if (bytes.byteLength === 0)
        throw new ValidationError({ body: "Send the next piece of the file (the body was empty)." });
      if (bytes.byteLength > UPLOAD_CHUNK_BYTES)
        throw new ValidationError({ body: `Send the file in pieces of at most ${UPLOAD_CHUNK_BYTES} bytes.` });
      const acceptsPiece = (current: typeof leadDocumentUploads.$inferSelect) => {
        if (current.fileId !== null || offset !== current.receivedBytes) throw new UploadOffsetError(stateOf(current));
        if (current.receivedBytes + bytes.byteLength > current.sizeBytes)
          throw new ValidationError({
            body: "This piece goes past the size the upload was started with. Start the upload again.",
          });
      };
      // A first look without a lock refuses a piece at the wrong place before it is written. The
      // piece is then stored outside any transaction: the embedded database has one connection,
      // and holding it while 512 KiB are encrypted, written and synced would make every other
      // request wait. The locked look inside the transaction decides; a piece that lost a race
      // with a repeated one is deleted again.
      acceptsPiece(await uploadOf(db, link, uploadId, false));
      const stored = await store.storePiece(bytes);
      const upload = await db
        .transaction(async (t) => {
          const current = await uploadOf(t, link, uploadId, true);
          acceptsPiece(current);
          const [updated] = await t
            .update(leadDocumentUploads)
            .set({
              receivedBytes: current.receivedBytes + bytes.byteLength,
              pieces: [...current.pieces, { ...stored, bytes: bytes.byteLength }],
              updatedAt: now(),
            })
            .where(eq(leadDocumentUploads.id, uploadId))
            .returning();
          return updated!;
        })
        .catch(async (error: unknown) => {
          await store.deleteAll([stored.key]);
          throw error;
        });
      if (upload.receivedBytes < upload.sizeBytes) return stateOf(upload);
      return finish(link, upload, language);
    },

    /** Removes a file the borrower sent, while the item is not accepted. */
    async deleteFile(link: UsableLink, fileId: string, language: Language): Promise<BorrowerChecklist> {
      if (!/^[0-9a-f-]{36}$/i.test(fileId)) throw new NotFoundError("This file is no longer stored. Reload the page.");
      const key = await db.transaction(async (t) => {
        const [file] = await t
          .select()
          .from(leadDocumentFiles)
          .where(and(eq(leadDocumentFiles.id, fileId), eq(leadDocumentFiles.leadId, link.leadId)))
          .limit(1)
          .for("update");
        if (!file) throw new NotFoundError("This file is no longer stored. Reload the page.");
        const item = await itemOf(t, link, file.itemId);
        if (item.status === "accepted") throw refused("item_closed");
        await t.delete(leadDocumentFiles).where(eq(leadDocumentFiles.id, file.id));
        const [left] = await t
          .select({ n: sql<number>`count(*)::int` })
          .from(leadDocumentFiles)
          .where(eq(leadDocumentFiles.itemId, item.id));
        const status = (left?.n ?? 0) > 0 ? item.status : item.status === "rejected" ? "rejected" : "requested";
        await t
          .update(leadDocumentItems)
          .set({ status, version: sql`${leadDocumentItems.version} + 1` })
          .where(eq(leadDocumentItems.id, item.id));
        await recordDocumentEvent(t, link.leadId, "borrower", "document_deleted", {
          item: item.label,
          files: 1,
          reason: "borrower",
        });
        await refreshDocumentsState(t, link.leadId, "borrower", siteUrl);
        return file.storageKey;
      });
      await store.deleteAll([key]);
      return checklist(link, language);
    },

    /** Uploads left unfinished for a day: their pieces go. Answers how many. */
    async dropAbandonedUploads(): Promise<number> {
      const cutoff = new Date(now().getTime() - 86_400_000);
      const gone = await db
        .delete(leadDocumentUploads)
        .where(lte(leadDocumentUploads.updatedAt, cutoff))
        .returning({ pieces: leadDocumentUploads.pieces });
      await store.deleteAll(gone.flatMap((row) => row.pieces.map((piece) => piece.key)));
      if (gone.length > 0) logger.info({ uploads: gone.length }, "unfinished document uploads removed");
      return gone.length;
    },
  };
}

export type BorrowerDocumentService = ReturnType<typeof createBorrowerDocumentService>;
