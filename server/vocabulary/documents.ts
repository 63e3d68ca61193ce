// The words of borrowers' documents (issue 29): what kind of paper a checklist item asks for,
// where the item stands, why staff sent one back, how far the application has come as the
// borrower reads it, and where a private link stands. Plain data, shared by the database schema,
// the API, the staff screens and the borrower's page (which says each word in its language).

/**
 * What a checklist item asks for. The kind decides the help the borrower reads ("how to get it")
 * and one rule: an `aadhaar` item is accepted only once staff confirm the copy is masked.
 */
export const documentItemKinds = [
  "aadhaar",
  "pan",
  "photo",
  "income",
  "bank_statement",
  "address_proof",
  "business",
  "property",
  "other",
] as const;
export type DocumentItemKind = (typeof documentItemKinds)[number];

/** The staff area's names of the kinds (staff read English: ADR 0038). */
export const documentItemKindLabels: Record<DocumentItemKind, string> = {
  aadhaar: "Masked Aadhaar",
  pan: "PAN card",
  photo: "Photograph",
  income: "Income proof (salary slips, Form 16, ITR)",
  bank_statement: "Bank statement",
  address_proof: "Address proof",
  business: "Business proof (GST, Udyam, licence)",
  property: "Property papers",
  other: "Other",
};

/** requested → uploaded → accepted or rejected (a rejected item goes back to uploaded on a new file). */
export const documentItemStatuses = ["requested", "uploaded", "accepted", "rejected"] as const;
export type DocumentItemStatus = (typeof documentItemStatuses)[number];

export const documentItemStatusLabels: Record<DocumentItemStatus, string> = {
  requested: "Requested",
  uploaded: "Uploaded, to review",
  accepted: "Accepted",
  rejected: "Sent back",
};

/** Why staff sent an item back; the borrower reads the reason in their language, with staff's note. */
export const documentRejectReasons = [
  "unreadable",
  "incomplete",
  "wrong_document",
  "expired",
  "aadhaar_not_masked",
  "other",
] as const;
export type DocumentRejectReason = (typeof documentRejectReasons)[number];

export const documentRejectReasonLabels: Record<DocumentRejectReason, string> = {
  unreadable: "Not readable (blurred, dark or cut off)",
  incomplete: "Pages or months missing",
  wrong_document: "Not the document asked for",
  expired: "Expired or too old",
  aadhaar_not_masked: "Aadhaar not masked",
  other: "Other (say why in the note)",
};

/** Where the application stands, in the borrower's words (from the pipeline: server/documents/borrower-stage.ts). */
export const borrowerStages = [
  "received",
  "documents_complete",
  "with_bank",
  "sanctioned",
  "disbursed",
  "closed",
] as const;
export type BorrowerStage = (typeof borrowerStages)[number];

/** A private link's state as staff see it. */
export const documentLinkStates = ["active", "expired", "revoked", "locked"] as const;
export type DocumentLinkState = (typeof documentLinkStates)[number];

/** Where a lead's documents stand, as the leads list shows and filters it. */
export const leadDocumentStates = ["none", "waiting", "received"] as const;
export type LeadDocumentState = (typeof leadDocumentStates)[number];

export const leadDocumentStateLabels: Record<LeadDocumentState, string> = {
  none: "No documents asked",
  waiting: "Waiting for documents",
  received: "All documents received",
};

/**
 * Why an uploaded file was not kept. The borrower's page says each in the page's language; the
 * staff area in English.
 */
export const documentRefusals = [
  "empty",
  "too_large",
  "lead_full",
  "too_many_files",
  "unsupported_type",
  "pdf_javascript",
  "pdf_password",
  "pdf_unreadable",
  "image_unreadable",
  "image_too_many_pixels",
  "duplicate",
  "item_closed",
] as const;
export type DocumentRefusal = (typeof documentRefusals)[number];
