// Where words about a lead's person sit outside the lead's own row, for erasure to replace
// (docs/decisions/0029-erasure-reaches-every-copy.md). Plain data: every timeline event type and
// every audit action of a lead is listed, so whoever adds one has to say whether staff can write
// about the person in it; the compiler refuses a type or action left out.
import type { AuditAction } from "../vocabulary/audit";
import type { LeadEventType } from "../vocabulary/leads";

/** What erased staff text reads: the entry stays (who did what, when), its words go. */
export const ERASED_TEXT = "[erased]";

/** A path of keys into a JSON column, e.g. ["details", "reason"]. Constant keys only. */
export type JsonPath = readonly string[];

/** The free text inside `lead_events.data`, by event type; `[]`: the event holds none. */
export const erasedEventText: Record<LeadEventType, readonly JsonPath[]> = {
  // The names of the fields the visitor added, not their values.
  enriched: [],
  // The reason typed with a status change (an exit's reason, or a note on any move). Lender,
  // application id, amounts and dates are the business record and stay, as on the lead itself.
  status_changed: [["details", "reason"]],
  note_added: [["text"]],
  // Colleagues' ids and names.
  assigned: [],
  // A time only: the follow-up dialog takes no note.
  follow_up_set: [],
  call_logged: [["outcome"]],
  whatsapp_logged: [],
  commission_updated: [],
  exported: [],
  erased: [],
  documents_link_sent: [],
  documents_link_opened: [],
  documents_link_locked: [],
  documents_link_revoked: [],
  documents_link_expired: [],
  // The name the borrower's file had (often their own name); the item's label is the checklist's.
  document_uploaded: [["file"]],
  document_accepted: [],
  // Staff's note to the borrower.
  document_rejected: [["note"]],
  document_deleted: [],
  documents_received: [],
};

/** The audit actions written about leads (entity "lead"). */
export const leadAuditActions = [
  "lead.update",
  "lead.note_add",
  "lead.contact_log",
  "lead.export",
  "lead.erase",
  "lead.documents_change",
  "lead.document_review",
  "lead.documents_link",
  "lead.document_view",
  "lead.document_download",
  "lead.documents_download_all",
] as const satisfies readonly AuditAction[];
export type LeadAuditAction = (typeof leadAuditActions)[number];

/**
 * The free text inside `audit_log.changes` of a lead's own entries (entity "lead", entity id the
 * lead's id), by action; `[]`: none there.
 */
export const erasedAuditText: Record<LeadAuditAction, readonly JsonPath[]> = {
  // `{field: {from, to}}`: status, lender fields, dates, amounts, assignee, follow-up time and
  // commission stay; the reason typed with a status change, before and after, goes.
  "lead.update": [
    ["reason", "from"],
    ["reason", "to"],
  ],
  "lead.note_add": [["text"]],
  "lead.contact_log": [["outcome"]],
  // Not one lead's entry (no entity id): its search box text is matched against the person
  // instead (`filters.search`, lead-privacy.server.ts). Filters, ids and the row count stay.
  "lead.export": [],
  // References, counts and the reason for the erasure, never the mobile or e-mail asked for.
  "lead.erase": [],
  // Item labels and kinds, required or optional: the checklist's words, not the person's.
  "lead.documents_change": [],
  // The note staff wrote to the borrower.
  "lead.document_review": [["note"]],
  // Expiry and delivery only: the address is never written.
  "lead.documents_link": [],
  // File ids only.
  "lead.document_view": [],
  "lead.document_download": [],
  "lead.documents_download_all": [],
};

/** `["details", "reason"]` as PostgreSQL's text[] literal for `#>` and jsonb_set. */
export function pgJsonPath(path: JsonPath): string {
  return `{${path.join(",")}}`;
}
