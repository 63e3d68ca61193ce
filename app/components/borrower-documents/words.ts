// The borrower's page's words for the contract's codes (server/vocabulary/documents.ts): each
// kind's help, each status, each reason staff sent a document back, each refusal of a file.
// Records over the code lists, so a code added there is a type error here until it has words.
import type { MessageKey } from "~/i18n/messages";
import type { Translator } from "~/i18n/translator";
import type {
  BorrowerStage,
  DocumentItemKind,
  DocumentItemStatus,
  DocumentRefusal,
  DocumentRejectReason,
} from "~server/vocabulary/documents";

export const kindHelp: Record<DocumentItemKind, MessageKey> = {
  aadhaar: "borrowerDocuments.helpAadhaar",
  pan: "borrowerDocuments.helpPan",
  photo: "borrowerDocuments.helpPhoto",
  income: "borrowerDocuments.helpIncome",
  bank_statement: "borrowerDocuments.helpBankStatement",
  address_proof: "borrowerDocuments.helpAddressProof",
  business: "borrowerDocuments.helpBusiness",
  property: "borrowerDocuments.helpProperty",
  other: "borrowerDocuments.helpOther",
};

export const statusWords: Record<DocumentItemStatus, MessageKey> = {
  requested: "borrowerDocuments.statusRequested",
  uploaded: "borrowerDocuments.statusUploaded",
  accepted: "borrowerDocuments.statusAccepted",
  rejected: "borrowerDocuments.statusRejected",
};

export const rejectReasonWords: Record<DocumentRejectReason, MessageKey> = {
  unreadable: "borrowerDocuments.reasonUnreadable",
  incomplete: "borrowerDocuments.reasonIncomplete",
  wrong_document: "borrowerDocuments.reasonWrongDocument",
  expired: "borrowerDocuments.reasonExpired",
  aadhaar_not_masked: "borrowerDocuments.reasonAadhaarNotMasked",
  other: "borrowerDocuments.reasonOther",
};

const refusalWords: Record<DocumentRefusal, MessageKey> = {
  empty: "borrowerDocuments.refusalEmpty",
  too_large: "borrowerDocuments.refusalTooLarge",
  lead_full: "borrowerDocuments.refusalLeadFull",
  too_many_files: "borrowerDocuments.refusalTooManyFiles",
  unsupported_type: "borrowerDocuments.refusalUnsupportedType",
  pdf_javascript: "borrowerDocuments.refusalPdfJavascript",
  pdf_password: "borrowerDocuments.refusalPdfPassword",
  pdf_unreadable: "borrowerDocuments.refusalPdfUnreadable",
  image_unreadable: "borrowerDocuments.refusalImageUnreadable",
  image_too_many_pixels: "borrowerDocuments.refusalImageTooManyPixels",
  duplicate: "borrowerDocuments.refusalDuplicate",
  item_closed: "borrowerDocuments.refusalItemClosed",
};

/** The refused file's message: what went wrong and what to do, with the limits it names. */
export function refusalMessage(
  t: Translator["t"],
  refusal: DocumentRefusal,
  limits: { fileBytes: number; filesPerItem: number },
): string {
  return t(refusalWords[refusal], { maxMb: megabytes(limits.fileBytes), max: limits.filesPerItem });
}

/** The steps of an application as the borrower follows them; `closed` ends it off this path. */
export const stageSteps: readonly { stage: Exclude<BorrowerStage, "closed">; label: MessageKey }[] = [
  { stage: "received", label: "borrowerDocuments.stageReceived" },
  { stage: "documents_complete", label: "borrowerDocuments.stageDocumentsComplete" },
  { stage: "with_bank", label: "borrowerDocuments.stageWithBank" },
  { stage: "sanctioned", label: "borrowerDocuments.stageSanctioned" },
  { stage: "disbursed", label: "borrowerDocuments.stageDisbursed" },
];

export const stageNow: Record<BorrowerStage, MessageKey> = {
  received: "borrowerDocuments.stageNowReceived",
  documents_complete: "borrowerDocuments.stageNowDocumentsComplete",
  with_bank: "borrowerDocuments.stageNowWithBank",
  sanctioned: "borrowerDocuments.stageNowSanctioned",
  disbursed: "borrowerDocuments.stageNowDisbursed",
  closed: "borrowerDocuments.stageNowClosed",
};

const MEGABYTE = 1024 * 1024;

function megabytes(bytes: number): number {
  return Math.round(bytes / MEGABYTE);
}

/** A file's size as people read it: "340 KB", "2.4 MB". */
export function fileSize(translator: Pick<Translator, "t" | "number">, bytes: number): string {
  if (bytes < MEGABYTE) {
    return translator.t("borrowerDocuments.sizeKb", {
      size: translator.number(Math.max(1, Math.round(bytes / 1024)), 0),
    });
  }
  return translator.t("borrowerDocuments.sizeMb", { size: translator.number(bytes / MEGABYTE, 1) });
}
