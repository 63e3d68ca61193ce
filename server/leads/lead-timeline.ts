// What each timeline event of a lead keeps (table lead_events; the event types and their labels:
// server/vocabulary/leads.ts). Plain data, shared by the server, which appends events in the same
// transaction as the change, and the admin screens, which describe them. Not stored as events:
// the enquiry's arrival (the lead's own created_at) and its staff alert (the notification_outbox
// row, sent or failed); the timeline reads those where they live.
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
}

/** Longest note staff can add: a call summary, not a document. */
export const MAX_NOTE_LENGTH = 2000;
