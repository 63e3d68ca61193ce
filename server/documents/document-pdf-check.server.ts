// Whether a borrower's PDF can be kept (issue 29): one a reader opens, that runs nothing by
// itself, without a password. The scripts and the encryption are read by the media library's
// check (server/media/pdf-active-content.server.ts), which reads the file's tokens as a reader
// does; this adds what a document needs besides.
import { inspectPdf } from "../media/pdf-active-content.server";
import type { DocumentRefusal } from "../vocabulary/documents";

export interface PdfRefusal {
  refusal: Extract<DocumentRefusal, "pdf_javascript" | "pdf_password" | "pdf_unreadable">;
  /** English, for logs and staff. */
  detail: string;
}

/** How far from the end a writer's closing marks may sit (readers look in the last 1 KiB; some files carry a little after). */
const TAIL_BYTES = 2048;

/**
 * Why bytes that start as a PDF are not a file a reader opens, or null. Not a full parse: every
 * PDF writer ends the file with `startxref`, the offset of its cross-reference and `%%EOF`, and
 * names the document's catalog (`/Root`) in its trailer; a file cut short on its way (a download
 * or an upload that stopped) or something else behind a PDF header lacks them. Where the offset
 * points is not checked: readers rebuild a wrong one, and a file that opens everywhere is kept.
 */
export function pdfStructureProblem(bytes: Buffer): string | null {
  if (!/^%PDF-\d\.\d/.test(bytes.toString("latin1", 0, 8))) return "no PDF header";
  const tail = bytes.toString("latin1", Math.max(0, bytes.length - TAIL_BYTES));
  const end = tail.lastIndexOf("%%EOF");
  if (end < 0) return "no %%EOF at the end: the file is cut short or damaged";
  const startxref = /startxref\s+(\d+)\s*$/.exec(tail.slice(0, end));
  if (!startxref) return "no startxref before %%EOF: the file is damaged";
  if (Number(startxref[1]) >= bytes.length) return "startxref points past the end of the file: it is cut short";
  if (bytes.indexOf("/Root") < 0) return "no document catalog (/Root): the file is damaged";
  return null;
}

/** Null for a PDF that can be kept as it is, else why not. */
export async function pdfRefusal(bytes: Buffer): Promise<PdfRefusal | null> {
  const problem = pdfStructureProblem(bytes);
  if (problem) return { refusal: "pdf_unreadable", detail: problem };
  const { encrypted, activeContent } = await inspectPdf(bytes);
  // First: with the password gone, the file can be checked for scripts (and staff can open it).
  // A file with restrictions only (no password to open) is refused too: its object streams cannot
  // be checked, lenders' portals refuse it as well, and printing it to PDF removes both.
  if (encrypted)
    return { refusal: "pdf_password", detail: "the PDF is encrypted (a password, or restrictions): /Encrypt" };
  switch (activeContent) {
    case null:
      return null;
    case "script":
      return { refusal: "pdf_javascript", detail: "the PDF runs JavaScript when opened or used" };
    case "launch":
      // The borrower's fix is the same as for a script: print it to PDF again.
      return { refusal: "pdf_javascript", detail: "the PDF can start another program (a Launch action)" };
    case "unchecked":
      return {
        refusal: "pdf_unreadable",
        detail:
          "the PDF's object streams cannot be read (an unusual filter, or damaged), so it cannot be checked for scripts",
      };
  }
}
