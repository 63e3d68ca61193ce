// What each timeline event of a lead keeps (table lead_events; the event types and their labels:
// server/vocabulary/leads.ts). Plain data, shared by the server, which appends events in the same
// transaction as the change, and the admin screens, which describe them. Not stored as events:
// the enquiry's arrival (the lead's own created_at) and its staff alert (the notification_outbox
// row, sent or failed); the timeline reads those where they live.
import type { DocumentRejectReason } from "../vocabulary/documents";
import type { LeadStatus } from "../vocabulary/leads";

/** The `data` of each event type. Visitor text never appears here: only staff input and ids. */
export interface LeadEventData {
  enriched: { fields: string[] };
  status_changed: { from: LeadStatus; to: LeadStatus; details?: Record<string, string | number | null> };
  note_added: { text: string };
  assigned: { fromUserId: number | null; toUserId: number | null; toLabel: string | null; auto?: boolean };
  follow_up_set: { at: string | null };
  call_logged: { outcome?: string };
  whatsapp_logged: Record<string, never>;
  commission_updated: { expected: number | null; received: number | null };
  exported: { format: "csv" };
  erased: { reason: "request" | "retention" };
  documents_link_sent: { expiresAt: string; delivery: "none" | "email" };
  documents_link_opened: Record<string, never>;
  documents_link_locked: { tries: number };
  documents_link_revoked: Record<string, never>;
  documents_link_expired: Record<string, never>;
  /** The item's staff label and the stored file's name; `by` null: the borrower. */
  document_uploaded: { item: string; file: string; by: "borrower" | "staff" };
  document_accepted: { item: string; maskedConfirmed?: boolean };
  document_rejected: { item: string; reason: DocumentRejectReason; note: string | null };
  document_deleted: {
    item: string;
    files: number;
    reason: "borrower" | "staff" | "item_removed" | "retention" | "erasure";
  };
  documents_received: { items: number };
}

/** Longest note staff can add: a call summary, not a document. */
export const MAX_NOTE_LENGTH = 2000;
