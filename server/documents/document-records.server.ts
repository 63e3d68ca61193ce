// The steps the staff side and the borrower's side of documents share inside a transaction: read
// a lead's checklist with its files, write a timeline event, and keep the lead's documents state
// (none, waiting, received) in step with its items, telling the assignee when the last required
// document arrives. Not a service: both services call these with their own transaction.
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { leadDocumentFiles, leadDocumentItems, leadEvents, leads, notificationOutbox, users } from "../db/schema";
import type { LeadEventData } from "../leads/lead-timeline";
import type { LeadDocumentState } from "../vocabulary/documents";
import { DOCUMENTS_RECEIVED_TOPIC, type DocumentsReceivedPayload } from "../notifications/documents-notice";
import { leadDocumentsState } from "./checklist-rules";

export type DocumentItemRow = typeof leadDocumentItems.$inferSelect;
export type DocumentFileRow = typeof leadDocumentFiles.$inferSelect;
export type ItemWithFiles = DocumentItemRow & { files: DocumentFileRow[] };

/** Who did it: a member of staff, or the borrower through the link (null), or the system. */
export type DocumentActor = { userId: number; label: string } | "borrower" | "system";

export async function checklistOf(t: Database, leadId: number): Promise<ItemWithFiles[]> {
  const items = await t
    .select()
    .from(leadDocumentItems)
    .where(eq(leadDocumentItems.leadId, leadId))
    .orderBy(asc(leadDocumentItems.position), asc(leadDocumentItems.createdAt));
  if (items.length === 0) return [];
  const files = await t
    .select()
    .from(leadDocumentFiles)
    .where(
      inArray(
        leadDocumentFiles.itemId,
        items.map((item) => item.id),
      ),
    )
    .orderBy(asc(leadDocumentFiles.uploadedAt));
  return items.map((item) => ({ ...item, files: files.filter((file) => file.itemId === item.id) }));
}

export async function recordDocumentEvent<T extends keyof LeadEventData>(
  t: Database,
  leadId: number,
  actor: DocumentActor,
  type: T,
  data: LeadEventData[T],
): Promise<void> {
  await t.insert(leadEvents).values({
    leadId,
    type,
    actorUserId: typeof actor === "object" ? actor.userId : null,
    actorLabel: typeof actor === "object" ? actor.label : actor === "borrower" ? "Borrower (documents link)" : null,
    data: data as Record<string, unknown>,
  });
}

/**
 * Sets the lead's documents state from its items. When it becomes `received`, the timeline says
 * so and the assignee (when there is one with an e-mail address) gets an e-mail through the
 * outbox, in the same transaction: once per arrival at "all received".
 */
export async function refreshDocumentsState(
  t: Database,
  leadId: number,
  actor: DocumentActor,
  siteUrl: string | null,
): Promise<LeadDocumentState> {
  const items = await t
    .select({ required: leadDocumentItems.required, status: leadDocumentItems.status })
    .from(leadDocumentItems)
    .where(eq(leadDocumentItems.leadId, leadId));
  const state = leadDocumentsState(items);
  const [lead] = await t
    .select({
      state: leads.documentsState,
      reference: leads.reference,
      assigneeEmail: users.email,
      assigneeName: users.displayName,
    })
    .from(leads)
    .leftJoin(users, and(eq(users.id, leads.assignedToId), eq(users.isActive, true)))
    .where(eq(leads.id, leadId))
    .limit(1);
  if (!lead || lead.state === state) return state;
  await t.update(leads).set({ documentsState: state }).where(eq(leads.id, leadId));
  if (state === "received") {
    await recordDocumentEvent(t, leadId, actor, "documents_received", { items: items.length });
    if (lead.assigneeEmail) {
      const payload: DocumentsReceivedPayload = {
        to: [lead.assigneeEmail],
        reference: lead.reference,
        leadId,
        assigneeName: lead.assigneeName,
        items: items.length,
        siteUrl,
      };
      await t.insert(notificationOutbox).values({ topic: DOCUMENTS_RECEIVED_TOPIC, leadId, payload: { ...payload } });
    }
  }
  return state;
}
