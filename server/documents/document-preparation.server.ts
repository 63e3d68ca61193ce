// What a borrower's upload is, and what of it is stored (issue 29; ADR 0041). The type comes from
// the bytes, never from the name or the type the browser declared: a PDF is kept byte for byte
// once it is known to open, to run nothing and to need no password; a photo is made again by the
// image worker (the media library's child process, one image at a time: ADR 0030), upright,
// without EXIF, GPS, XMP or colour profile, scaled down to STORED_IMAGE_LONG_EDGE; an iPhone's
// HEIC/HEIF photo becomes a JPEG, which every lender's portal and every staff browser opens.
//
// Taken: PDF, JPEG, PNG, HEIC/HEIF (document-limits.ts). Refused as `unsupported_type`: Word and
// other office files (lenders want PDFs, and the site cannot check their macros), ZIP, SVG (a page
// that can run scripts), GIF and WebP (no phone camera or scanner writes them for a document; a
// WebP saved from a chat app is a screenshot the borrower can send as the PNG or JPEG it came
// from), AVIF, HEIC image sequences, and anything else, a renamed program included.
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { copyFile, readFile, rm, stat } from "node:fs/promises";
import { fileTypeFromFile } from "file-type";
import type { DocumentImageAnswer, DocumentImageType } from "../media/document-image-job.server";
import { imageQueue } from "../media/image-queue.server";
import { ImageWorkerError, imageWorker } from "../media/image-worker-client.server";
import type { DocumentRefusal } from "../vocabulary/documents";
import { MAX_DOCUMENT_FILE_BYTES, type StoredDocumentType } from "./document-limits";
import { pdfRefusal } from "./document-pdf-check.server";

export type PreparedDocument =
  | {
      ok: true;
      mediaType: StoredDocumentType;
      sizeBytes: number;
      /** sha256 hex of the ORIGINAL input bytes, to find the same file sent twice */
      sourceSha256: string;
      width?: number;
      height?: number;
    }
  | { ok: false; refusal: DocumentRefusal; detail?: string /* English, for logs and staff */ };

/**
 * The longest side of a stored photo. 3000 pixels across an A4 page is ~260 dots per inch: a
 * payslip's smallest print stays sharp when staff zoom in, and lenders' portals (which often cap
 * an upload at 2-5 MB) take the file. A 12-megapixel phone photo (4032 × 3024) comes down to
 * 3000 × 2250, about 1-2 MB as JPEG instead of 3-5 MB; smaller photos are kept at their size.
 */
export const STORED_IMAGE_LONG_EDGE = 3000;
/** JPEG quality of stored photos: small print stays readable without the blocks of lower settings. */
export const STORED_JPEG_QUALITY = 85;

const IMAGE_TYPES = new Set<string>(["image/jpeg", "image/png", "image/heic", "image/heif"]);
const isDocumentImage = (mimeType: string): mimeType is DocumentImageType => IMAGE_TYPES.has(mimeType);

/**
 * Reads the plaintext file at inputPath (local disk, up to MAX_DOCUMENT_FILE_BYTES), decides its
 * type from its bytes (never the name or declared type), and writes what is to be stored to
 * outputPath: a PDF unchanged; JPEG/PNG re-encoded upright (EXIF orientation applied) without any
 * metadata (EXIF, GPS, XMP, ICC beyond sRGB); HEIC/HEIF (iPhone) decoded with heic-decode and
 * written as JPEG. On a refusal nothing is left at outputPath.
 */
export async function prepareDocumentFile(inputPath: string, outputPath: string): Promise<PreparedDocument> {
  const { size } = await stat(inputPath);
  if (size === 0) return { ok: false, refusal: "empty", detail: "the file has no bytes" };
  if (size > MAX_DOCUMENT_FILE_BYTES)
    return { ok: false, refusal: "too_large", detail: `${size} bytes, over ${MAX_DOCUMENT_FILE_BYTES}` };
  const type = await fileTypeFromFile(inputPath);
  if (type?.mime === "application/pdf") return preparePdf(inputPath, outputPath);
  if (type && isDocumentImage(type.mime)) return prepareImage(inputPath, outputPath, type.mime);
  return {
    ok: false,
    refusal: "unsupported_type",
    detail: type
      ? `the bytes are ${type.mime} (.${type.ext})`
      : "the bytes are not a known file type (text, or unknown)",
  };
}

async function preparePdf(inputPath: string, outputPath: string): Promise<PreparedDocument> {
  // Read whole (at most 15 MB) for the check, as the media library does.
  const bytes = await readFile(inputPath);
  const refused = await pdfRefusal(bytes);
  if (refused) return { ok: false, ...refused };
  await copyFile(inputPath, outputPath);
  return {
    ok: true,
    mediaType: "application/pdf",
    sizeBytes: bytes.length,
    sourceSha256: createHash("sha256").update(bytes).digest("hex"),
  };
}

async function prepareImage(
  inputPath: string,
  outputPath: string,
  mimeType: DocumentImageType,
): Promise<PreparedDocument> {
  const sourceSha256 = await sha256OfFile(inputPath);
  let answer: DocumentImageAnswer;
  try {
    answer = await imageQueue.run(() =>
      imageWorker.run({
        kind: "document",
        mimeType,
        input: inputPath,
        output: outputPath,
        maxLongEdge: STORED_IMAGE_LONG_EDGE,
        jpegQuality: STORED_JPEG_QUALITY,
      }),
    );
  } catch (error) {
    // The worker died on this image (a decoder's crash, out of memory) or took too long: the image is at fault.
    if (error instanceof ImageWorkerError && error.reason !== "start") {
      await rm(outputPath, { force: true });
      return { ok: false, refusal: "image_unreadable", detail: error.message };
    }
    throw error;
  }
  if (!answer.ok) {
    await rm(outputPath, { force: true });
    return { ok: false, refusal: answer.refusal, detail: answer.detail };
  }
  const { size } = await stat(outputPath);
  return {
    ok: true,
    mediaType: answer.mediaType,
    sizeBytes: size,
    sourceSha256,
    width: answer.width,
    height: answer.height,
  };
}

/** Read in pieces: a photo never sits whole in the server's memory (the worker reads it itself). */
async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}
