import { fileTypeFromBuffer } from "file-type";
import type { Sharp } from "sharp";
import {
  isMediaMimeType,
  MAX_DOCUMENT_BYTES,
  MAX_IMAGE_BYTES,
  mediaFileTypes,
  MEDIA_WRONG_TYPE_MESSAGE,
  VARIANT_WIDTHS,
  type MediaMimeType,
} from "./media.schema";
import { loadOnce } from "../load-once";

/**
 * sharp and libvips are loaded at the first image upload, not at start: they cost ~25 MB of the
 * server's resident memory, and most processes (every visitor page, most days) never need them.
 */
const loadSharp = loadOnce(async () => {
  const { default: sharp } = await import("sharp");
  // The server keeps no decoded images between uploads: memory goes back as soon as one is done.
  sharp.cache(false);
  return sharp;
});

/** The largest image the server decodes (a 50 MP phone photo is well below). */
const MAX_INPUT_PIXELS = 100_000_000;
const PLACEHOLDER_WIDTH = 16;

/** An upload the library cannot take, with the message for the form's `file` field (400). */
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
  bytes: Buffer;
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
const MARKUP = /<(?:script|html|body|head|iframe|svg|!doctype\s+html|object|embed|form)[\s/>]/i;

/** The type of the bytes (never the name), or a MediaFileError that says what to do instead. */
export async function detectMediaType(bytes: Uint8Array): Promise<MediaMimeType> {
  if (bytes.byteLength === 0) {
    throw new MediaFileError(
      "The file is empty. Choose the file again; if it still fails, save it again from its program.",
    );
  }
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !isMediaMimeType(type.mime)) throw new MediaFileError(MEDIA_WRONG_TYPE_MESSAGE);
  if (MARKUP.test(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1"))) {
    throw new MediaFileError(
      "This file hides web-page code (HTML or script) inside it, so it is refused. Open it in an image editor or PDF program, export it again, and upload the new file.",
    );
  }
  return type.mime;
}

/** The size limit of a type: 10 MB for images, 20 MB for PDFs. */
export function byteLimitOf(mimeType: MediaMimeType): number {
  return mediaFileTypes[mimeType].kind === "document" ? MAX_DOCUMENT_BYTES : MAX_IMAGE_BYTES;
}

/**
 * Checks an upload and prepares what is stored: the type from the bytes (SVG, HTML, polyglots
 * and empty files refused), the size limit of that type, and for images the cleaned original
 * (turned upright by its EXIF orientation, then every piece of metadata, GPS included, left out),
 * its size, WebP variants at VARIANT_WIDTHS below its width (at least one) and a blurred
 * ~16 px placeholder. Animated GIFs stay animated (variants are animated WebP).
 */
export async function processUpload(bytes: Uint8Array): Promise<ProcessedUpload> {
  const mimeType = await detectMediaType(bytes);
  if (bytes.byteLength > byteLimitOf(mimeType)) throw new MediaTooLargeError();
  const { kind, extension } = mediaFileTypes[mimeType];
  if (kind === "document") {
    return { kind, mimeType, extension, bytes, width: null, height: null, placeholder: null, variants: [] };
  }

  const sharp = await loadSharp();
  const animated = mimeType === "image/gif" || mimeType === "image/webp";
  const input = { failOn: "error", limitInputPixels: MAX_INPUT_PIXELS } as const;
  let pages: number;
  try {
    pages = animated ? ((await sharp(bytes, { ...input, animated: true }).metadata()).pages ?? 1) : 1;
  } catch (error) {
    throw unreadable(error);
  }

  try {
    // Decoded once (upright), then every output is made from the pixels: a 12 MP photo is
    // decoded one time instead of seven. Animations keep their frames, so they go the long way.
    let open: () => Sharp;
    let width: number;
    let height: number;
    if (pages > 1) {
      const meta = await sharp(bytes, { ...input, animated: true }).metadata();
      width = meta.width;
      height = meta.pageHeight ?? meta.height;
      open = () => sharp(bytes, { ...input, animated: true });
    } else {
      const { data, info } = await sharp(bytes, input).rotate().raw().toBuffer({ resolveWithObject: true });
      width = info.width;
      height = info.height;
      const raw = { width: info.width, height: info.height, channels: info.channels };
      open = () => sharp(data, { raw });
    }
    const original = await encodeOriginal(open(), mimeType, pages > 1);
    const widths: number[] = VARIANT_WIDTHS.filter((candidate) => candidate < width);
    if (widths.length === 0) widths.push(width);
    const variants: ProcessedVariant[] = [];
    for (const target of widths) {
      const { data, info } = await open()
        .resize({ width: target, withoutEnlargement: true })
        .webp({ quality: 78, effort: 4 })
        .toBuffer({ resolveWithObject: true });
      variants.push({
        width: info.width,
        height: pages > 1 ? (info.pageHeight ?? info.height) : info.height,
        bytes: data,
      });
    }
    const smallest = variants[0]!.bytes;
    const tiny = await sharp(smallest).resize({ width: PLACEHOLDER_WIDTH }).blur(1).webp({ quality: 40 }).toBuffer();
    return {
      kind,
      mimeType,
      extension,
      bytes: original,
      width,
      height,
      placeholder: `data:image/webp;base64,${tiny.toString("base64")}`,
      variants,
    };
  } catch (error) {
    if (error instanceof MediaFileError) throw error;
    throw unreadable(error);
  }
}

/** The original in its own format, upright, with no metadata (sharp writes none unless asked). */
async function encodeOriginal(image: Sharp, mimeType: MediaMimeType, animated: boolean): Promise<Buffer> {
  switch (mimeType) {
    case "image/jpeg":
      // Not mozjpeg: it takes 10–20 times as long for a few per cent fewer bytes.
      return image.jpeg({ quality: 90 }).toBuffer();
    case "image/png":
      return image.png({ compressionLevel: 9 }).toBuffer();
    case "image/webp":
      return image.webp({ quality: 90 }).toBuffer();
    case "image/avif":
      return image.avif({ quality: 70, effort: 3 }).toBuffer();
    case "image/gif":
      return image.gif(animated ? {} : { reuse: true }).toBuffer();
    default:
      throw new MediaFileError(MEDIA_WRONG_TYPE_MESSAGE);
  }
}

function unreadable(error: unknown): MediaFileError {
  const tooBig = error instanceof Error && /pixel limit/i.test(error.message);
  return new MediaFileError(
    tooBig
      ? "The image has too many pixels to process (more than 100 megapixels). Export it smaller, for example 4000 px wide, and upload it again."
      : "The image cannot be read: it may be damaged or cut short. Open it in an image editor, save it again as JPEG or PNG, and upload the new file.",
  );
}
