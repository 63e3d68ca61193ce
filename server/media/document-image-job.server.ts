// The image worker's second kind of job (issue 29): the one stored image of a borrower's document
// photo. Like the media library's job (image-jobs.server.ts) it checks the pixels against the
// limit from the header alone, then reads the file a few rows at a time, turns it upright and
// writes it with no metadata; unlike it, it makes one file and no variants, scales a large photo
// down to a long edge the caller chooses, and decodes iPhones' HEIC/HEIF photos, which libvips'
// prebuilt libheif cannot (no HEVC decoder), with heic-decode (libheif and libde265 compiled to
// WebAssembly), then writes them as JPEG. HEIC is decoded whole (4 bytes a pixel, twice: in
// WebAssembly's memory and as the copy handed back), so it counts against the JPEG limit of
// image-limits.ts like the JPEG the camera would otherwise have written.
import { readFile } from "node:fs/promises";
import type { Sharp } from "sharp";
import type { DocumentRefusal } from "../vocabulary/documents";
import { MAX_IMAGE_PIXELS, pixelLimitRefusal } from "./image-limits";

type SharpModule = (typeof import("sharp"))["default"];

export type DocumentImageType = "image/jpeg" | "image/png" | "image/heic" | "image/heif";

export interface DocumentImageJob {
  id: number;
  kind: "document";
  /** The type read from the file's bytes. */
  mimeType: DocumentImageType;
  /** The uploaded photo's file. */
  input: string;
  /** Where the stored image is written. */
  output: string;
  /** A larger image is scaled down so that its longer side has this many pixels. */
  maxLongEdge: number;
  /** The quality of the JPEG written (for JPEG and HEIC photos; PNGs stay PNG). */
  jpegQuality: number;
}

export type DocumentImageAnswer =
  | { id: number; ok: true; mediaType: "image/jpeg" | "image/png"; width: number; height: number }
  | {
      id: number;
      ok: false;
      refusal: Extract<DocumentRefusal, "image_unreadable" | "image_too_many_pixels">;
      /** English, for logs and staff. */
      detail: string;
    };

export async function runDocumentImageJob(sharp: SharpModule, job: DocumentImageJob): Promise<DocumentImageAnswer> {
  return job.mimeType === "image/heic" || job.mimeType === "image/heif"
    ? heicToJpeg(sharp, job)
    : cleanImage(sharp, job, job.mimeType);
}

function unreadable(job: DocumentImageJob, detail: string): DocumentImageAnswer {
  return { id: job.id, ok: false, refusal: "image_unreadable", detail };
}

function fitted(image: Sharp, job: DocumentImageJob): Sharp {
  return image.resize({ width: job.maxLongEdge, height: job.maxLongEdge, fit: "inside", withoutEnlargement: true });
}

/** A JPEG or PNG upright, within the long edge, in its own format, with no metadata (sharp writes none unless asked). */
async function cleanImage(
  sharp: SharpModule,
  job: DocumentImageJob,
  mimeType: "image/jpeg" | "image/png",
): Promise<DocumentImageAnswer> {
  let meta;
  try {
    // The header only: an image over the limit is refused before a pixel is decoded.
    meta = await sharp(job.input).metadata();
  } catch {
    return unreadable(job, `the ${mimeType} header cannot be read`);
  }
  const refusal = pixelLimitRefusal({ mimeType, width: meta.width, height: meta.height });
  if (refusal) return { id: job.id, ok: false, refusal: "image_too_many_pixels", detail: refusal };
  // Again on what libvips decodes, should the header lie.
  const image = fitted(
    sharp(job.input, { failOn: "error", limitInputPixels: MAX_IMAGE_PIXELS[mimeType] }).autoOrient(),
    job,
  );
  try {
    const info = await (
      mimeType === "image/jpeg"
        ? // No optimised Huffman tables: they make libjpeg keep every coefficient until the end (image-jobs.server.ts).
          image.jpeg({ quality: job.jpegQuality, optimiseCoding: false })
        : image.png({ compressionLevel: 9 })
    ).toFile(job.output);
    return { id: job.id, ok: true, mediaType: mimeType, width: info.width, height: info.height };
  } catch (error) {
    return unreadable(job, `the ${mimeType} pixels cannot be decoded: ${(error as Error).message}`);
  }
}

/** An iPhone photo as a JPEG: its first top-level image (the photo; thumbnails and depth maps are not top-level). */
async function heicToJpeg(sharp: SharpModule, job: DocumentImageJob): Promise<DocumentImageAnswer> {
  // Loaded at the first HEIC only: its 2 MB of WebAssembly stay out of a worker that never sees one.
  const { default: decodeHeic } = await import("heic-decode");
  let images;
  try {
    images = await decodeHeic.all({ buffer: await readFile(job.input) });
  } catch (error) {
    return unreadable(job, `the HEIC file cannot be parsed: ${(error as Error).message}`);
  }
  try {
    const photo = images[0];
    if (!photo) return unreadable(job, "the HEIC file holds no image");
    const { width, height } = photo;
    // Parsed, not decoded: the size comes from the file's boxes.
    const limit = MAX_IMAGE_PIXELS["image/jpeg"];
    if (width * height > limit) {
      return {
        id: job.id,
        ok: false,
        refusal: "image_too_many_pixels",
        detail: `This HEIC photo is ${width} × ${height} pixels (${((width * height) / 1e6).toFixed(1)} megapixels); photos can have at most ${limit / 1e6} megapixels.`,
      };
    }
    let pixels;
    try {
      pixels = await photo.decode();
    } catch (error) {
      return unreadable(job, `the HEIC image cannot be decoded: ${(error as Error).message}`);
    }
    const raw = Buffer.from(pixels.data.buffer, pixels.data.byteOffset, pixels.data.byteLength);
    const info = await fitted(
      sharp(raw, { raw: { width, height, channels: 4 } }).flatten({ background: "#ffffff" }),
      job,
    )
      .jpeg({ quality: job.jpegQuality, optimiseCoding: false })
      .toFile(job.output);
    return { id: job.id, ok: true, mediaType: "image/jpeg", width: info.width, height: info.height };
  } finally {
    images.dispose();
  }
}
