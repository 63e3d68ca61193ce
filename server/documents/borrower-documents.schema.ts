// What the borrower's documents read and write (issue 29): the borrower's page (public API under
// /api/documents, behind the private link and the last four digits of the mobile) and the
// lead's Documents panel in the staff area (/api/admin/leads/{id}/documents). Declared once with
// zod: the API validates and documents with these, the screens take their types from here.
import { z } from "@hono/zod-openapi";
import { languages } from "../vocabulary/languages";
import {
  borrowerStages,
  documentItemKinds,
  documentItemStatuses,
  documentLinkStates,
  documentRefusals,
  documentRejectReasons,
} from "../vocabulary/documents";
import { LAST_DIGITS_PATTERN, LINK_TOKEN_PATTERN, storedDocumentTypes } from "./document-limits";

// ---------------------------------------------------------------------------------------------
// The borrower's side
// ---------------------------------------------------------------------------------------------

export const UnlockLinkInputSchema = z
  .object({
    token: z.string().regex(LINK_TOKEN_PATTERN, "This link is not complete: open it again from the message."),
    lastDigits: z.string().trim().regex(LAST_DIGITS_PATTERN, "Type the last four digits of your mobile number."),
  })
  .openapi("UnlockDocumentLink");

export const BorrowerFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  mediaType: z.enum(storedDocumentTypes),
  sizeBytes: z.number().int(),
  uploadedAt: z.string().openapi({ description: "ISO 8601" }),
});

export const BorrowerItemSchema = z.object({
  id: z.string(),
  kind: z.enum(documentItemKinds),
  /** In the lead's language where the office translated it, else as staff wrote it. */
  label: z.string(),
  required: z.boolean(),
  status: z.enum(documentItemStatuses),
  rejection: z.object({ reason: z.enum(documentRejectReasons), note: z.string().nullable() }).nullable(),
  files: z.array(BorrowerFileSchema),
  /** False once accepted: files can then only be changed by asking the advisor. */
  canChange: z.boolean(),
});

export const BorrowerChecklistSchema = z
  .object({
    language: z.enum(languages),
    reference: z.string(),
    firstName: z.string(),
    serviceName: z.string().nullable(),
    stage: z.enum(borrowerStages),
    advisor: z.object({
      name: z.string().nullable(),
      phone: z.string().nullable(),
      whatsapp: z.string().nullable(),
      businessName: z.string(),
    }),
    expiresAt: z.string(),
    items: z.array(BorrowerItemSchema),
    limits: z.object({
      fileBytes: z.number().int(),
      leadBytes: z.number().int(),
      usedBytes: z.number().int(),
      filesPerItem: z.number().int(),
      chunkBytes: z.number().int(),
    }),
  })
  .openapi("BorrowerChecklist");

export const StartUploadInputSchema = z
  .object({
    itemId: z.string().uuid(),
    fileName: z.string().trim().min(1).max(200),
    sizeBytes: z.number().int().min(0),
    mediaType: z.string().max(100).optional(),
  })
  .openapi("StartDocumentUpload");

export const UploadStateSchema = z
  .object({
    uploadId: z.string(),
    sizeBytes: z.number().int(),
    receivedBytes: z.number().int(),
    chunkBytes: z.number().int(),
    done: z.boolean(),
    /** The checklist after the last piece was kept. */
    checklist: BorrowerChecklistSchema.optional(),
  })
  .openapi("DocumentUploadState");

/** A refused file: the code says which rule (the page words it in its language), the message says it in English. */
export const DocumentRefusalSchema = z.object({ refusal: z.enum(documentRefusals) });

// ---------------------------------------------------------------------------------------------
// The staff side
// ---------------------------------------------------------------------------------------------

export const StaffDocumentFileSchema = BorrowerFileSchema.extend({
  uploadedBy: z.string().openapi({ description: "The borrower, or the staff member who added it" }),
});

export const StaffDocumentItemSchema = z.object({
  id: z.string(),
  kind: z.enum(documentItemKinds),
  label: z.string(),
  borrowerLabel: z.string(),
  required: z.boolean(),
  status: z.enum(documentItemStatuses),
  rejection: z.object({ reason: z.enum(documentRejectReasons), note: z.string().nullable() }).nullable(),
  maskedConfirmed: z.boolean(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  version: z.number().int(),
  files: z.array(StaffDocumentFileSchema),
});

export const StaffDocumentLinkSchema = z.object({
  state: z.enum(documentLinkStates),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  expiresAt: z.string(),
  lastOpenedAt: z.string().nullable(),
  failedTries: z.number().int(),
});

export const StaffDocumentsSchema = z
  .object({
    items: z.array(StaffDocumentItemSchema),
    link: StaffDocumentLinkSchema.nullable(),
    allReceived: z.boolean(),
    totalFiles: z.number().int(),
    totalBytes: z.number().int(),
    /** The lead gave an e-mail address, so the link can go by e-mail. */
    canEmail: z.boolean(),
    /** The loan service's documents list can fill an empty checklist. */
    canFillFromService: z.boolean(),
  })
  .openapi("LeadDocuments");

const itemLabel = z
  .string({ error: "Name the document." })
  .trim()
  .min(2, "Name the document.")
  .max(300, "Keep the name under 300 characters.");

export const AddDocumentItemInputSchema = z
  .object({ label: itemLabel, kind: z.enum(documentItemKinds), required: z.boolean().default(true) })
  .openapi("AddDocumentItem");

export const UpdateDocumentItemInputSchema = z
  .object({ label: itemLabel.optional(), required: z.boolean().optional(), version: z.number().int() })
  .openapi("UpdateDocumentItem");

export const ReviewDocumentItemInputSchema = z
  .object({
    decision: z.enum(["accept", "reject"]),
    /** Required to accept a masked-Aadhaar item: staff looked and the first eight digits are hidden. */
    maskedConfirmed: z.boolean().optional(),
    reason: z.enum(documentRejectReasons).optional(),
    note: z.string().trim().max(500, "Keep the note under 500 characters.").optional(),
    version: z.number().int(),
  })
  .openapi("ReviewDocumentItem");

export const SendDocumentLinkInputSchema = z
  .object({ delivery: z.enum(["none", "email"]).default("none") })
  .openapi("SendDocumentLink");

export const SentDocumentLinkSchema = z
  .object({
    url: z.string(),
    expiresAt: z.string(),
    whatsappText: z.string(),
    whatsappUrl: z.string().nullable(),
    emailed: z.boolean(),
    documents: StaffDocumentsSchema,
  })
  .openapi("SentDocumentLink");

export type BorrowerChecklist = z.output<typeof BorrowerChecklistSchema>;
export type BorrowerItem = z.output<typeof BorrowerItemSchema>;
export type BorrowerFile = z.output<typeof BorrowerFileSchema>;
export type UploadState = z.output<typeof UploadStateSchema>;
export type StaffDocuments = z.output<typeof StaffDocumentsSchema>;
export type StaffDocumentItem = z.output<typeof StaffDocumentItemSchema>;
export type StaffDocumentLink = z.output<typeof StaffDocumentLinkSchema>;
export type SentDocumentLink = z.output<typeof SentDocumentLinkSchema>;
