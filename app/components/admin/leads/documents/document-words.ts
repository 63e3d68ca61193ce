// How the lead's Documents panel words and colours what the API answers (StaffDocuments), and
// where its files and writes live. Plain functions over the contract's types, so the panel's
// components share them and unit tests can read them without rendering.
import type { StaffDocumentItem, StaffDocumentLink, StaffDocuments } from "~server/documents/borrower-documents.schema";
import type { DocumentItemStatus } from "~server/vocabulary/documents";
import { formatWhen } from "../detail-format";

/** The staff API of one lead's documents (server/http/api/admin: /api/admin/leads/{id}/documents). */
export function documentsApi(leadId: number): string {
  return `/api/admin/leads/${leadId}/documents`;
}

/** Opens a file inline in a new tab (the server answers it inline and records the view). */
export function fileViewHref(leadId: number, fileId: string): string {
  return `${documentsApi(leadId)}/files/${encodeURIComponent(fileId)}`;
}

/** The same file as an attachment (the download is recorded too). */
export function fileDownloadHref(leadId: number, fileId: string): string {
  return `${fileViewHref(leadId, fileId)}?download=1`;
}

/** Every file of the lead as one zip, streamed ("Download all"). */
export function archiveHref(leadId: number): string {
  return `${documentsApi(leadId)}/archive`;
}

/**
 * Colours by what staff have to do: an upload waiting for review stands out, accepted is green,
 * sent back is red, requested is calm. Each pair keeps 4.5:1 contrast (axe checks the screen).
 */
export const itemStatusTones: Record<DocumentItemStatus, string> = {
  requested: "bg-slate-100 text-slate-800 ring-slate-300",
  uploaded: "bg-amber-100 text-amber-950 ring-amber-300",
  accepted: "bg-green-100 text-green-950 ring-green-300",
  rejected: "bg-rose-100 text-rose-950 ring-rose-300",
};

/** "PDF", "JPEG image", "PNG image": what a stored file is (the server reads the type from its bytes). */
export function storedTypeLabel(mediaType: string): string {
  if (mediaType === "application/pdf") return "PDF";
  if (mediaType === "image/jpeg") return "JPEG image";
  if (mediaType === "image/png") return "PNG image";
  return mediaType;
}

/** Who decided and when: "Accepted by Anita Thomas, 22/11/2026, 3:05 pm IST". Null before a review. */
export function reviewLine(item: StaffDocumentItem): string | null {
  if (item.status !== "accepted" && item.status !== "rejected") return null;
  const verb = item.status === "accepted" ? "Accepted" : "Sent back";
  const who = item.reviewedBy ? ` by ${item.reviewedBy}` : "";
  const when = item.reviewedAt ? `, ${formatWhen(item.reviewedAt)}` : "";
  return `${verb}${who}${when}`;
}

/** Where the checklist stands, in one line: "2 to review · 3 of 5 required accepted". */
export function checklistSummary(documents: Pick<StaffDocuments, "items">): string {
  const { items } = documents;
  if (items.length === 0) return "No documents asked for yet.";
  const toReview = items.filter((item) => item.status === "uploaded").length;
  const required = items.filter((item) => item.required);
  const acceptedRequired = required.filter((item) => item.status === "accepted").length;
  const parts: string[] = [];
  if (toReview > 0) parts.push(`${toReview} to review`);
  parts.push(
    required.length > 0
      ? `${acceptedRequired} of ${required.length} required accepted`
      : `${items.filter((item) => item.status === "accepted").length} of ${items.length} accepted (all optional)`,
  );
  return parts.join(" · ");
}

/** The private link's state as one sentence of what it means, and what to do about it. */
export function linkStateSentence(link: StaffDocumentLink): string {
  switch (link.state) {
    case "active":
      return `Active until ${formatWhen(link.expiresAt)}.`;
    case "expired":
      return `Expired on ${formatWhen(link.expiresAt)}. Send a new link if documents are still missing.`;
    case "revoked":
      return "Revoked: it no longer opens. Send a new link if the borrower still has documents to upload.";
    case "locked":
      return "Locked after 5 wrong tries of the last four digits of the mobile number. Check with the borrower that they type the number they gave, then send a new link.";
  }
}

/** "Last opened 22/11/2026, 3:05 pm IST" or "Not opened yet". */
export function lastOpenedLine(link: StaffDocumentLink): string {
  return link.lastOpenedAt ? `Last opened ${formatWhen(link.lastOpenedAt)}.` : "Not opened yet.";
}
