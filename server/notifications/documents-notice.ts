// The e-mails of borrowers' documents (issue 29): to the lead's assignee when the last required
// document arrives or when a link locks after wrong digits, and to the borrower with the private
// link. Each is queued in the outbox in the transaction of what it announces. Staff e-mails carry
// the lead's reference and a link to it, never the borrower's data; the borrower's e-mail is
// written when queued, in the lead's language (server/documents/lead-documents.server.ts).
import { singleLine } from "./lead-alert-email";

export const DOCUMENTS_RECEIVED_TOPIC = "documents.received";
export const DOCUMENT_LINK_LOCKED_TOPIC = "documents.link_locked";
export const DOCUMENT_LINK_EMAIL_TOPIC = "documents.link_email";

/** To the assignee: every required document of a lead has arrived. */
export interface DocumentsReceivedPayload {
  to: string[];
  reference: string;
  leadId: number;
  assigneeName: string | null;
  items: number;
  siteUrl: string | null;
}

/** To the assignee (or the office's lead alert recipients): a link locked after wrong digits. */
export interface DocumentLinkLockedPayload {
  to: string[];
  reference: string;
  leadId: number;
  tries: number;
  siteUrl: string | null;
}

/** To the borrower: the link, in their language, as written when staff sent it. */
export interface DocumentLinkEmailPayload {
  to: string[];
  subject: string;
  text: string;
  reference: string;
}

const strings = (value: unknown) => Array.isArray(value) && value.every((item) => typeof item === "string");

export function isDocumentsStaffPayload(
  payload: unknown,
): payload is DocumentsReceivedPayload | DocumentLinkLockedPayload {
  if (!payload || typeof payload !== "object") return false;
  const p = payload as Record<string, unknown>;
  return strings(p.to) && typeof p.reference === "string" && typeof p.leadId === "number";
}

export function isDocumentLinkEmailPayload(payload: unknown): payload is DocumentLinkEmailPayload {
  if (!payload || typeof payload !== "object") return false;
  const p = payload as Record<string, unknown>;
  return (
    strings(p.to) && typeof p.subject === "string" && typeof p.text === "string" && typeof p.reference === "string"
  );
}

function leadAddress(payload: { siteUrl: string | null; leadId: number }): string {
  const base = payload.siteUrl ? singleLine(payload.siteUrl, 200).replace(/\/+$/, "") : "";
  return `${base}/admin/leads/${payload.leadId}`;
}

export function formatDocumentsReceivedEmail(payload: DocumentsReceivedPayload): { subject: string; text: string } {
  const reference = singleLine(payload.reference, 40);
  return {
    subject: `All documents received for lead ${reference}`,
    text: [
      `The borrower of lead ${reference} has uploaded every required document (${payload.items} on the checklist).`,
      "",
      `Review them, accept each one or send it back with a reason: ${leadAddress(payload)}`,
      "",
      "This e-mail holds no personal data: open the lead in the staff area to see the documents.",
    ].join("\n"),
  };
}

export function formatDocumentLinkLockedEmail(payload: DocumentLinkLockedPayload): { subject: string; text: string } {
  const reference = singleLine(payload.reference, 40);
  return {
    subject: `Documents link locked for lead ${reference}`,
    text: [
      `Someone typed wrong last digits of the mobile number ${payload.tries} times on the documents link of lead ${reference}, so the link is locked.`,
      "",
      "If it was the borrower, call them and send a new link from the lead. If the borrower did not try, someone else may have the link: send a new one only after talking to the borrower.",
      "",
      `The lead: ${leadAddress(payload)}`,
    ].join("\n"),
  };
}
