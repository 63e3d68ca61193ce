// The limits of borrowers' documents (issue 29): sizes, counts, the upload's piece size and the
// link's shape. Plain constants without dependencies, so the borrower's page and the staff panel
// can import them without pulling the API's schema library into a public bundle.

const MEGABYTE = 1024 * 1024;

/** The most one file may weigh as sent (a phone's PDF scan or photo; images shrink when re-encoded). */
export const MAX_DOCUMENT_FILE_MB = 15;
export const MAX_DOCUMENT_FILE_BYTES = MAX_DOCUMENT_FILE_MB * MEGABYTE;
/** The most one lead's documents may weigh together, as stored. */
export const MAX_LEAD_DOCUMENTS_MB = 150;
export const MAX_LEAD_DOCUMENTS_BYTES = MAX_LEAD_DOCUMENTS_MB * MEGABYTE;
/** Pages (files) one checklist item takes. */
export const MAX_FILES_PER_ITEM = 10;
/** Items one lead's checklist holds. */
export const MAX_CHECKLIST_ITEMS = 30;
/** What one upload request carries: small enough to finish on slow mobile data, resumed from there. */
export const UPLOAD_CHUNK_BYTES = 512 * 1024;
/** The file types a borrower may send; HEIC/HEIF photos (iPhones) are kept as JPEG. */
export const acceptedDocumentTypes = [
  "application/pdf",
  "image/jpeg",
  "image/png",
  "image/heic",
  "image/heif",
] as const;
/** What is stored and shown to staff. */
export const storedDocumentTypes = ["application/pdf", "image/jpeg", "image/png"] as const;
export type StoredDocumentType = (typeof storedDocumentTypes)[number];

/** A link token: 32 random bytes in base64url. */
export const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const LAST_DIGITS_PATTERN = /^\d{4}$/;
/** Wrong tries of the last four digits before the link locks. */
export const MAX_DIGIT_TRIES = 5;
