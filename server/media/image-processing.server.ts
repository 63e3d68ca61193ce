// The one check of every upload (the media library's and the downloads'; ADRs 0023 and 0030):
// the type read from the bytes against the caller's allowlist, files hiding page markup, PDFs
// that would run a script or start a program, and images cleaned (upright, every piece of
// metadata left out, GPS included) by the image worker, one image at a time.
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileTypeFromBuffer } from "file-type";
import { MAX_IMAGE_PIXELS, type LimitedImageType } from "./image-limits";
import { type ImageJobAnswer, UNREADABLE_IMAGE_MESSAGE } from "./image-jobs.server";
import { imageQueue } from "./image-queue.server";
import { ImageWorkerError, imageWorker } from "./image-worker-client.server";
import {
  isMediaMimeType,
  MAX_DOCUMENT_BYTES,
  MAX_IMAGE_BYTES,
  mediaFileTypes,
  MEDIA_WRONG_TYPE_MESSAGE,
  VARIANT_WIDTHS,
  type MediaMimeType,
} from "./media.schema";
import { pdfActiveContent, type PdfActiveContent } from "./pdf-active-content.server";

/** An upload the site cannot take (library or downloads), with the message for the form's `file` field (400). */
export class MediaFileError extends Error {
  override readonly name = "MediaFileError";
  constructor(message: string) {
    super(message);
  }
}

/** An upload over its type's size limit (413). */
export class MediaTooLargeError extends Error {
  override readonly name = "MediaTooLargeError";
}

export interface ProcessedVariant {
  width: number;
  height: number;
  bytes: Uint8Array;
}

export interface ProcessedUpload {
  kind: "image" | "document";
  mimeType: MediaMimeType;
  extension: string;
  /** What is stored as the original: images re-encoded without any metadata; PDFs as sent. */
  bytes: Uint8Array;
  width: number | null;
  height: number | null;
  placeholder: string | null;
  /** WebP variants, ascending width (images only). */
  variants: ProcessedVariant[];
}

/**
 * Markup inside a file: what makes a "polyglot" (a valid JPEG or PDF that a browser could also
 * read as a page). Real photos and PDFs do not carry these tags; XMP metadata (`<x:xmpmeta`,
 * `<rdf:…`) is not matched.
 */
const MARKUP = /^<(?:script|html|body|head|iframe|svg|!doctype\s+html|object|embed|form)[\s/>]/i;

/** Whether the bytes hold markup anywhere: each `<` is looked at, without copying the file into a string. */
function hidesMarkup(bytes: Uint8Array): boolean {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = buffer.indexOf(0x3c); at >= 0; at = buffer.indexOf(0x3c, at + 1)) {
    let window = buffer.toString("latin1", at, at + 32);
    // `<!doctype` followed by more white space than the window holds: look further.
    if (/^<!doctype\s*$/i.test(window)) window = buffer.toString("latin1", at, at + 64 * 1024);
    if (MARKUP.test(window)) return true;
  }
  return false;
}

export const PDF_REFUSALS: Record<PdfActiveContent, string> = {
  script:
    "This PDF runs a script (JavaScript) when it is opened or used, so it is refused. Print it to PDF again (or export it without scripts) and upload the new file.",
  launch:
    "This PDF can start another program on the computer of whoever opens it (a Launch action), so it is refused. Print it to PDF again and upload the new file.",
  unchecked:
    "This PDF is protected or packed in a way the site cannot look inside, so it cannot be checked for scripts and is refused. Print it to PDF again (without a password) and upload the new file.",
};

export interface UploadRules<T extends string> {
  /** Whether a type read from the bytes is one the caller takes. */
  accepts: (mimeType: string) => mimeType is T;
  /** The message for any other type: what the caller takes, and what to do. */
  wrongType: string;
}

/**
 * The checks every upload passes, whoever takes it: not empty, a type the caller takes by its
 * bytes (never the name or the browser's word), no hidden page markup, and for a PDF, nothing
 * that runs by itself. Returns the type; a refusal is a MediaFileError with what to do.
 */
export async function checkUploadedFile<T extends string>(bytes: Uint8Array, rules: UploadRules<T>): Promise<T> {
  if (bytes.byteLength === 0) {
    throw new MediaFileError(
      "The file is empty. Choose the file again; if it still fails, save it again from its program.",
    );
  }
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !rules.accepts(type.mime)) throw new MediaFileError(rules.wrongType);
  if (hidesMarkup(bytes)) {
    throw new MediaFileError(
      "This file hides web-page code (HTML or script) inside it, so it is refused. Open it in an image editor or PDF program, export it again, and upload the new file.",
    );
  }
  if (type.mime === "application/pdf") {
    const active = await pdfActiveContent(bytes);
    if (active) throw new MediaFileError(PDF_REFUSALS[active]);
  }
  return type.mime;
}

/** The type of the bytes as the library takes it, or a MediaFileError that says what to do instead. */
export function detectMediaType(bytes: Uint8Array): Promise<MediaMimeType> {
  return checkUploadedFile(bytes, { accepts: isMediaMimeType, wrongType: MEDIA_WRONG_TYPE_MESSAGE });
}

/** The size limit of a type: 10 MB for images, 20 MB for PDFs. */
export function byteLimitOf(mimeType: MediaMimeType): number {
  return mediaFileTypes[mimeType].kind === "document" ? MAX_DOCUMENT_BYTES : MAX_IMAGE_BYTES;
}

function isLimitedImage(mimeType: string): mimeType is LimitedImageType {
  return Object.hasOwn(MAX_IMAGE_PIXELS, mimeType);
}

interface ProcessedImage {
  original: Uint8Array;
  width: number;
  height: number;
  variants: ProcessedVariant[];
  placeholder: string | null;
}

/**
 * The image worker's work on one image, in its turn; its refusals as MediaFileErrors. The image
 * and the outputs pass through a folder of the job's own under the system's temporary folder
 * (TMPDIR), removed at the end.
 */
async function processImage(
  bytes: Uint8Array,
  mimeType: LimitedImageType,
  variantWidths: readonly number[],
): Promise<ProcessedImage> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "dsa-image-"));
  try {
    const input = path.join(dir, "upload");
    await writeFile(input, bytes);
    let answer: ImageJobAnswer;
    try {
      answer = await imageQueue.run(() => imageWorker.run({ input, outputDir: dir, mimeType, variantWidths }));
    } catch (error) {
      if (error instanceof ImageWorkerError && error.reason === "timeout") {
        throw new MediaFileError(
          "This image takes too long to process. Make it smaller in an image editor, save it as JPEG, and upload it again.",
        );
      }
      // The worker died on this image (a crash in a decoder, or out of memory): the image is at fault.
      if (error instanceof ImageWorkerError && error.reason === "crashed") {
        throw new MediaFileError(UNREADABLE_IMAGE_MESSAGE);
      }
      throw error;
    }
    if (!answer.ok) throw new MediaFileError(answer.refusal);
    const variants: ProcessedVariant[] = [];
    for (const variant of answer.variants) {
      variants.push({ width: variant.width, height: variant.height, bytes: await readFile(variant.file) });
    }
    return {
      original: await readFile(answer.original),
      width: answer.width,
      height: answer.height,
      variants,
      placeholder: answer.placeholder,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * An image cleaned for keeping as it is (the downloads): turned upright by its EXIF orientation,
 * in its own format, without any metadata (GPS included); its pixels within the type's limit.
 */
export async function cleanImage(
  bytes: Uint8Array,
  mimeType: LimitedImageType,
): Promise<{ bytes: Uint8Array; width: number; height: number }> {
  const { original, width, height } = await processImage(bytes, mimeType, []);
  return { bytes: original, width, height };
}

/**
 * Checks an upload and prepares what is stored: the type from the bytes (SVG, HTML, polyglots,
 * PDFs with scripts and empty files refused), the size limit of that type, and for images the
 * cleaned original (upright, without metadata), its size, WebP variants at VARIANT_WIDTHS below
 * its width (at least one) and a blurred ~16 px placeholder. Animated GIFs stay animated
 * (variants are animated WebP).
 */
export async function processUpload(bytes: Uint8Array): Promise<ProcessedUpload> {
  const mimeType = await detectMediaType(bytes);
  if (bytes.byteLength > byteLimitOf(mimeType)) throw new MediaTooLargeError();
  const { kind, extension } = mediaFileTypes[mimeType];
  if (kind === "document" || !isLimitedImage(mimeType)) {
    return { kind, mimeType, extension, bytes, width: null, height: null, placeholder: null, variants: [] };
  }
  const image = await processImage(bytes, mimeType, VARIANT_WIDTHS);
  return {
    kind,
    mimeType,
    extension,
    bytes: image.original,
    width: image.width,
    height: image.height,
    placeholder: image.placeholder,
    variants: image.variants,
  };
}
