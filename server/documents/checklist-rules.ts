// The rules of a lead's documents checklist that need no database (issue 29): which kind of paper
// a line of a loan service's documents list asks for, where the lead's documents stand as a
// whole, and how far the application has come in the borrower's words. Plain functions, shared by
// the services and the screens, unit tested on their own.
import type {
  BorrowerStage,
  DocumentItemKind,
  DocumentItemStatus,
  DocumentLinkState,
  LeadDocumentState,
} from "../vocabulary/documents";
import { pipelineExits, type LeadStatus } from "../vocabulary/leads";

/**
 * The kinds, in the order they are tried: Aadhaar first, because a line that names it anywhere
 * ("PAN card and Aadhaar of all applicants") must carry the masked-Aadhaar rule. Each pattern
 * reads English, Malayalam and Hindi, since a translated list may be read too.
 */
const kindPatterns: [DocumentItemKind, RegExp][] = [
  ["aadhaar", /aadh?aar|ആധാർ|आधार/i],
  ["pan", /\bpan\b|pan card|e-pan|പാൻ|पैन/i],
  ["bank_statement", /bank statement|passbook|cancell?ed cheque|ബാങ്ക് സ്റ്റേറ്റ്മെന്റ്|बैंक स्टेटमेंट/i],
  ["income", /salary|pay ?slip|form 16|\bitr\b|income tax return|computation of income|ശമ്പള|सैलरी|वेतन/i],
  ["business", /\bgst|udyam|trade licen|shops and establishments|fssai|partnership deed|\bllp\b|moa|balance sheet/i],
  [
    "property",
    /title deed|encumbrance|sale agreement|building permit|approved plan|land tax|possession certificate|rera|property/i,
  ],
  ["photo", /photograph|photo\b|ഫോട്ടോ|फ़ोटो|फोटो/i],
  ["address_proof", /address proof|rent agreement|utility bill|electricity bill/i],
];

/** The kind of document a line of a service's documents list asks for. */
export function kindOfDocumentLine(line: string): DocumentItemKind {
  for (const [kind, pattern] of kindPatterns) if (pattern.test(line)) return kind;
  return "other";
}

/**
 * Where a lead's documents stand: `none` without a checklist, `received` once every required
 * item has a file that staff have not sent back (uploaded or accepted), `waiting` otherwise. A
 * checklist of optional items only counts as received once each has been looked at or filled.
 */
export function leadDocumentsState(
  items: readonly { required: boolean; status: DocumentItemStatus }[],
): LeadDocumentState {
  if (items.length === 0) return "none";
  const counted = items.some((item) => item.required) ? items.filter((item) => item.required) : items;
  return counted.every((item) => item.status === "uploaded" || item.status === "accepted") ? "received" : "waiting";
}

const exits: readonly LeadStatus[] = pipelineExits;

/** The application's stage as the borrower reads it, from the pipeline status and the documents. */
export function borrowerStageOf(status: LeadStatus, documents: LeadDocumentState): BorrowerStage {
  if (exits.includes(status)) return "closed";
  switch (status) {
    case "submitted_to_lender":
      return "with_bank";
    case "sanctioned":
      return "sanctioned";
    case "disbursed":
    case "closed":
      return "disbursed";
    default:
      return documents === "received" ? "documents_complete" : "received";
  }
}

/** Statuses after which the file is finished: the documents' retention counts from the move there. */
export function isFinishedForDocuments(status: LeadStatus): boolean {
  return status === "disbursed" || status === "closed" || exits.includes(status);
}

/** The first word of a name, for the borrower page's greeting ("Namaste Anil"). */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? "";
}

/** Where a private link stands at `now`: revoked and locked win over expired, whatever the time. */
export function linkStateOf(
  link: { revokedAt: Date | null; lockedAt: Date | null; expiresAt: Date },
  now: Date,
): DocumentLinkState {
  if (link.revokedAt) return "revoked";
  if (link.lockedAt) return "locked";
  if (link.expiresAt <= now) return "expired";
  return "active";
}
