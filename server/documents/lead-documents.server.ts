// The staff side of a lead's documents (issue 29): the checklist (filled from the loan service's
// documents list, then kept per lead) and the review of each item (accept, masked Aadhaar
// confirmed; or send back with a reason the borrower reads). Reading the stored files is
// document-files.server.ts. Every write is audited and goes on the timeline, in the transaction
// of the change.
import { and, eq, max, sql } from "drizzle-orm";
import { recordAudit } from "../audit/audit.server";
import { actorOf } from "../auth/request-actor";
import type { StaffPrincipal } from "../auth/staff-user";
import type { ContentLocalizer } from "../loan-services/loan-service-translations.server";
import type { Database } from "../db/client.server";
import { leadDocumentFiles, leadDocumentItems, leadDocumentLinks, leads, loanServices, users } from "../db/schema";
import { ConflictError, NotFoundError, ValidationError } from "../domain-errors";
import { leadLanguage } from "../leads/lead-list.server";
import { documentRejectReasonLabels } from "../vocabulary/documents";
import type { StaffDocuments } from "./borrower-documents.schema";
import {
  AddDocumentItemInputSchema,
  ReviewDocumentItemInputSchema,
  UpdateDocumentItemInputSchema,
} from "./borrower-documents.schema";
import { kindOfDocumentLine, linkStateOf } from "./checklist-rules";
import { checkedInput } from "../shared/checked-input";
import { MAX_CHECKLIST_ITEMS } from "./document-limits";
import { checklistOf, recordDocumentEvent, refreshDocumentsState, type DocumentActor } from "./document-records.server";
import type { DocumentStore } from "./document-store.server";

export interface LeadDocumentsDeps {
  db: Database;
  store: DocumentStore;
  translations: Pick<ContentLocalizer, "localize">;
  siteUrl: string | null;
  now?: () => Date;
}

export function createLeadDocumentService({
  db,
  store,
  translations,
  siteUrl,
  now = () => new Date(),
}: LeadDocumentsDeps) {
  const staffActor = (principal: StaffPrincipal): DocumentActor => ({
    userId: principal.user.id,
    label: principal.user.displayName,
  });

  async function leadOf(t: Database, leadId: number) {
    const [lead] = await t
      .select({
        id: leads.id,
        reference: leads.reference,
        email: leads.email,
        erasedAt: leads.erasedAt,
        consentLanguage: leads.consentLanguage,
        serviceSlug: leads.serviceSlug,
      })
      .from(leads)
      .where(eq(leads.id, leadId))
      .limit(1);
    if (!lead) throw new NotFoundError("No lead with this id: it may have been deleted. Go back to the list.");
    return lead;
  }

  /** The loan service's documents list, in English and in the lead's language. */
  async function serviceDocuments(t: Database, serviceSlug: string | null, consentLanguage: string) {
    if (!serviceSlug) return null;
    const [service] = await t
      .select({ id: loanServices.id, documents: loanServices.documents })
      .from(loanServices)
      .where(eq(loanServices.slug, serviceSlug))
      .limit(1);
    if (!service || service.documents.length === 0) return null;
    const language = leadLanguage(consentLanguage);
    const localized = await translations.localize("loan-service", language, service.id, {
      documents: service.documents,
    });
    const translated = localized.value.documents;
    return service.documents.map((english, index) => ({ english, borrower: translated[index] ?? english }));
  }

  function writable(lead: { erasedAt: Date | null }) {
    if (lead.erasedAt)
      throw new ConflictError("This person's data was erased: the lead's documents can no longer be asked for.");
  }

  async function lockedItem(t: Database, leadId: number, itemId: string, version: number | undefined) {
    const [item] = await t
      .select()
      .from(leadDocumentItems)
      .where(and(eq(leadDocumentItems.id, itemId), eq(leadDocumentItems.leadId, leadId)))
      .limit(1)
      .for("update");
    if (!item) throw new NotFoundError("This document is no longer on the checklist. Reload the lead.");
    if (version !== undefined && item.version !== version)
      throw new ConflictError(
        "Someone changed this document meanwhile (or the borrower uploaded a page). Reload to see it, then try again.",
      );
    return item;
  }

  async function audit(
    t: Database,
    principal: StaffPrincipal,
    ip: string | null,
    leadId: number,
    action: Parameters<typeof recordAudit>[2]["action"],
    changes: Record<string, unknown>,
  ) {
    await recordAudit(t, actorOf(principal, ip), { action, entity: "lead", entityId: leadId, changes });
  }

  async function forStaff(leadId: number): Promise<StaffDocuments> {
    const lead = await leadOf(db, leadId);
    const items = await checklistOf(db, leadId);
    const [link] = await db
      .select()
      .from(leadDocumentLinks)
      .where(eq(leadDocumentLinks.leadId, leadId))
      .orderBy(sql`${leadDocumentLinks.createdAt} desc`)
      .limit(1);
    const people = new Map(
      (await db.select({ id: users.id, name: users.displayName }).from(users)).map((user) => [user.id, user.name]),
    );
    const at = now();
    const files = items.flatMap((item) => item.files);
    return {
      items: items.map((item) => ({
        id: item.id,
        kind: item.kind,
        label: item.label,
        borrowerLabel: item.borrowerLabel,
        required: item.required,
        status: item.status,
        rejection:
          item.status === "rejected" && item.rejectReason ? { reason: item.rejectReason, note: item.rejectNote } : null,
        maskedConfirmed: item.maskedConfirmed,
        reviewedBy: item.reviewedById !== null ? (people.get(item.reviewedById) ?? null) : null,
        reviewedAt: item.reviewedAt?.toISOString() ?? null,
        version: item.version,
        files: item.files.map((file) => ({
          id: file.id,
          name: file.fileName,
          mediaType: file.mediaType as "application/pdf" | "image/jpeg" | "image/png",
          sizeBytes: file.sizeBytes,
          uploadedAt: file.uploadedAt.toISOString(),
          uploadedBy: file.uploadedById === null ? "Borrower" : (people.get(file.uploadedById) ?? "Staff"),
        })),
      })),
      link: link
        ? {
            state: linkStateOf(link, at),
            createdAt: link.createdAt.toISOString(),
            createdBy: link.createdByLabel,
            expiresAt: link.expiresAt.toISOString(),
            lastOpenedAt: link.lastOpenedAt?.toISOString() ?? null,
            failedTries: link.failedTries,
          }
        : null,
      allReceived: items.length > 0 && (await documentsStateOf(leadId)) === "received",
      totalFiles: files.length,
      totalBytes: files.reduce((sum, file) => sum + file.sizeBytes, 0),
      canEmail: lead.erasedAt === null && Boolean(lead.email),
      canFillFromService:
        lead.erasedAt === null &&
        items.length === 0 &&
        (await serviceDocuments(db, lead.serviceSlug, lead.consentLanguage)) !== null,
    };
  }

  async function documentsStateOf(leadId: number) {
    const [row] = await db.select({ state: leads.documentsState }).from(leads).where(eq(leads.id, leadId)).limit(1);
    return row?.state ?? "none";
  }

  async function nextPosition(t: Database, leadId: number): Promise<number> {
    const [row] = await t
      .select({ last: max(leadDocumentItems.position) })
      .from(leadDocumentItems)
      .where(eq(leadDocumentItems.leadId, leadId));
    return (row?.last ?? -1) + 1;
  }

  async function itemCount(t: Database, leadId: number): Promise<number> {
    const [row] = await t
      .select({ count: sql<number>`count(*)::int` })
      .from(leadDocumentItems)
      .where(eq(leadDocumentItems.leadId, leadId));
    return row?.count ?? 0;
  }

  /** Deletes items' rows and then their stored files; answers how many files went. */
  async function deleteItemFiles(t: Database, itemIds: string[]): Promise<string[]> {
    const keys: string[] = [];
    for (const itemId of itemIds) {
      const gone = await t
        .delete(leadDocumentFiles)
        .where(eq(leadDocumentFiles.itemId, itemId))
        .returning({ key: leadDocumentFiles.storageKey });
      keys.push(...gone.map((row) => row.key));
    }
    return keys;
  }

  return {
    forStaff,

    /** Fills an empty checklist from the loan service's documents list (409 when it has items). */
    async fillFromService(principal: StaffPrincipal, leadId: number, ip: string | null): Promise<StaffDocuments> {
      // Read before the transaction: the translations are read through the pool, and the embedded
      // database's one connection is the transaction's while it runs.
      const found = await leadOf(db, leadId);
      const lines = await serviceDocuments(db, found.serviceSlug, found.consentLanguage);
      await db.transaction(async (t) => {
        const lead = await leadOf(t, leadId);
        writable(lead);
        await t.select({ id: leads.id }).from(leads).where(eq(leads.id, leadId)).for("update");
        if ((await itemCount(t, leadId)) > 0)
          throw new ConflictError(
            "This lead already has a checklist. Reload to see it, and add documents to it one by one.",
          );
        if (!lines)
          throw new ValidationError(
            { service: "This lead's loan service has no documents list. Add the documents one by one instead." },
            "Nothing to fill from",
          );
        const chosen = lines.slice(0, MAX_CHECKLIST_ITEMS);
        await t.insert(leadDocumentItems).values(
          chosen.map((line, position) => ({
            leadId,
            position,
            kind: kindOfDocumentLine(line.english),
            label: line.english,
            borrowerLabel: line.borrower,
            required: true,
          })),
        );
        await refreshDocumentsState(t, leadId, staffActor(principal), siteUrl);
        await audit(t, principal, ip, leadId, "lead.documents_change", {
          filled: chosen.length,
          from: lead.serviceSlug,
        });
      });
      return forStaff(leadId);
    },

    async addItem(
      principal: StaffPrincipal,
      leadId: number,
      input: unknown,
      ip: string | null,
    ): Promise<StaffDocuments> {
      const { label, kind, required } = checkedInput(AddDocumentItemInputSchema, input);
      await db.transaction(async (t) => {
        writable(await leadOf(t, leadId));
        await t.select({ id: leads.id }).from(leads).where(eq(leads.id, leadId)).for("update");
        if ((await itemCount(t, leadId)) >= MAX_CHECKLIST_ITEMS)
          throw new ValidationError({ label: `A checklist holds at most ${MAX_CHECKLIST_ITEMS} documents.` });
        await t.insert(leadDocumentItems).values({
          leadId,
          position: await nextPosition(t, leadId),
          kind,
          label,
          borrowerLabel: label,
          required,
        });
        await refreshDocumentsState(t, leadId, staffActor(principal), siteUrl);
        await audit(t, principal, ip, leadId, "lead.documents_change", { added: { label, kind, required } });
      });
      return forStaff(leadId);
    },

    async updateItem(
      principal: StaffPrincipal,
      leadId: number,
      itemId: string,
      input: unknown,
      ip: string | null,
    ): Promise<StaffDocuments> {
      const change = checkedInput(UpdateDocumentItemInputSchema, input);
      await db.transaction(async (t) => {
        writable(await leadOf(t, leadId));
        const item = await lockedItem(t, leadId, itemId, change.version);
        const set: Partial<typeof leadDocumentItems.$inferInsert> = {};
        const diff: Record<string, { from: unknown; to: unknown }> = {};
        if (change.label !== undefined && change.label !== item.label) {
          set.label = change.label;
          // What the borrower reads follows a rename: staff wrote the new name for them too.
          set.borrowerLabel = change.label;
          diff.label = { from: item.label, to: change.label };
        }
        if (change.required !== undefined && change.required !== item.required) {
          set.required = change.required;
          diff.required = { from: item.required, to: change.required };
        }
        if (Object.keys(diff).length === 0) return;
        await t
          .update(leadDocumentItems)
          .set({ ...set, version: sql`${leadDocumentItems.version} + 1` })
          .where(eq(leadDocumentItems.id, itemId));
        await refreshDocumentsState(t, leadId, staffActor(principal), siteUrl);
        await audit(t, principal, ip, leadId, "lead.documents_change", { item: itemId, ...diff });
      });
      return forStaff(leadId);
    },

    async removeItem(
      principal: StaffPrincipal,
      leadId: number,
      itemId: string,
      version: number | undefined,
      ip: string | null,
    ): Promise<StaffDocuments> {
      const keys = await db.transaction(async (t) => {
        await leadOf(t, leadId);
        const item = await lockedItem(t, leadId, itemId, version);
        const gone = await deleteItemFiles(t, [item.id]);
        await t.delete(leadDocumentItems).where(eq(leadDocumentItems.id, item.id));
        if (gone.length > 0)
          await recordDocumentEvent(t, leadId, staffActor(principal), "document_deleted", {
            item: item.label,
            files: gone.length,
            reason: "item_removed",
          });
        await refreshDocumentsState(t, leadId, staffActor(principal), siteUrl);
        await audit(t, principal, ip, leadId, "lead.documents_change", {
          removed: { label: item.label, files: gone.length },
        });
        return gone;
      });
      await store.deleteAll(keys);
      return forStaff(leadId);
    },

    async review(
      principal: StaffPrincipal,
      leadId: number,
      itemId: string,
      input: unknown,
      ip: string | null,
    ): Promise<StaffDocuments> {
      const decision = checkedInput(ReviewDocumentItemInputSchema, input);
      await db.transaction(async (t) => {
        writable(await leadOf(t, leadId));
        const item = await lockedItem(t, leadId, itemId, decision.version);
        const [files] = await t
          .select({ count: sql<number>`count(*)::int` })
          .from(leadDocumentFiles)
          .where(eq(leadDocumentFiles.itemId, itemId));
        if ((files?.count ?? 0) === 0)
          throw new ValidationError({
            decision: "Nothing to review yet: the borrower has not uploaded this document.",
          });
        const at = now();
        if (decision.decision === "accept") {
          if (item.kind === "aadhaar" && decision.maskedConfirmed !== true)
            throw new ValidationError({
              maskedConfirmed:
                "Look at the copy first: accept it only when the first 8 digits of the Aadhaar number are hidden (masked Aadhaar).",
            });
          await t
            .update(leadDocumentItems)
            .set({
              status: "accepted",
              rejectReason: null,
              rejectNote: null,
              maskedConfirmed: item.kind === "aadhaar",
              reviewedById: principal.user.id,
              reviewedAt: at,
              version: sql`${leadDocumentItems.version} + 1`,
            })
            .where(eq(leadDocumentItems.id, itemId));
          await recordDocumentEvent(t, leadId, staffActor(principal), "document_accepted", {
            item: item.label,
            ...(item.kind === "aadhaar" ? { maskedConfirmed: true } : {}),
          });
          await audit(t, principal, ip, leadId, "lead.document_review", {
            item: itemId,
            decision: "accept",
            ...(item.kind === "aadhaar" ? { maskedConfirmed: true } : {}),
          });
        } else {
          if (!decision.reason)
            throw new ValidationError({ reason: "Choose why the document goes back: the borrower reads it." });
          if (decision.reason === "other" && !decision.note)
            throw new ValidationError({ note: "Say in the note what is wrong: the borrower reads it." });
          await t
            .update(leadDocumentItems)
            .set({
              status: "rejected",
              rejectReason: decision.reason,
              rejectNote: decision.note || null,
              maskedConfirmed: false,
              reviewedById: principal.user.id,
              reviewedAt: at,
              version: sql`${leadDocumentItems.version} + 1`,
            })
            .where(eq(leadDocumentItems.id, itemId));
          await recordDocumentEvent(t, leadId, staffActor(principal), "document_rejected", {
            item: item.label,
            reason: decision.reason,
            note: decision.note || null,
          });
          await audit(t, principal, ip, leadId, "lead.document_review", {
            item: itemId,
            decision: "reject",
            reason: documentRejectReasonLabels[decision.reason],
            note: decision.note || null,
          });
        }
        await refreshDocumentsState(t, leadId, staffActor(principal), siteUrl);
      });
      return forStaff(leadId);
    },
  };
}

export type LeadDocumentService = ReturnType<typeof createLeadDocumentService>;
