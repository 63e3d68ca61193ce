// The image worker's second kind of job (issue 29): the one stored image of a borrower's document
// photo. Like the media library's job (image-jobs.server.ts) it checks the pixels against the
// limit from the header alone, then reads the file a few rows at a time, turns it upright and
// writes it with no metadata; unlike it, it makes one file and no variants, scales a large photo
// down to a long edge the caller chooses, and decodes iPhones' HEIC/HEIF photos, which libvips'
// prebuilt libheif cannot (no HEVC decoder), with libheif-js (libheif and libde265 compiled to
// WebAssembly), then writes them as JPEG. HEIC is decoded whole, to RGB (3 bytes a pixel) in
// WebAssembly's memory, where sharp reads it; that memory never shrinks until the worker exits, so
// a HEIC counts against the JPEG limit of image-limits.ts like the JPEG the camera would otherwise
// have written (ADR 0041 has what it costs).
import { readFile } from "node:fs/promises";
import type { DecodedHeifImage, HeifError, HeifImageHandle, Libheif } from "libheif-js/wasm-bundle.js";
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

/** An iPhone photo as a JPEG: the file's primary image (the photo, not a thumbnail or depth map), upright. */
async function heicToJpeg(sharp: SharpModule, job: DocumentImageJob): Promise<DocumentImageAnswer> {
  // Loaded at the first HEIC only: its 2 MB of WebAssembly stay out of a worker that never sees one.
  const { default: libheif } = await import("libheif-js/wasm-bundle.js");
  const bytes = await readFile(job.input);
  const context = libheif.heif_context_alloc();
  try {
    const parsed = libheif.heif_context_read_from_memory(context, bytes);
    if (parsed.code.value !== libheif.heif_error_code.heif_error_Ok.value) {
      return unreadable(job, `the HEIC file cannot be parsed: ${parsed.message}`);
    }
    const photo = libheif.heif_js_context_get_primary_image_handle(context);
    if (isHeifError(photo)) return unreadable(job, `the HEIC file holds no image: ${photo.message}`);
    try {
      return await photoToJpeg(sharp, job, libheif, photo);
    } finally {
      libheif.heif_image_handle_release(photo);
    }
  } finally {
    libheif.heif_context_free(context);
  }
}

const isHeifError = (result: object): result is HeifError => "code" in result;

async function photoToJpeg(
  sharp: SharpModule,
  job: DocumentImageJob,
  libheif: Libheif,
  photo: HeifImageHandle,
): Promise<DocumentImageAnswer> {
  // From the file's boxes, turned as the photo is shown: refused before a pixel is decoded.
  const width = libheif.heif_image_handle_get_width(photo);
  const height = libheif.heif_image_handle_get_height(photo);
  const limit = MAX_IMAGE_PIXELS["image/jpeg"];
  if (width * height > limit) {
    return {
      id: job.id,
      ok: false,
      refusal: "image_too_many_pixels",
      detail: `This HEIC photo is ${width} × ${height} pixels (${((width * height) / 1e6).toFixed(1)} megapixels); photos can have at most ${limit / 1e6} megapixels.`,
    };
  }
  // A camera's photo has no alpha and is decoded to RGB, 3 bytes a pixel. An edited image with
  // transparent parts keeps its alpha (4 bytes a pixel) to be laid on white: dropped, it would
  // show whatever colour its transparent pixels hold, often black behind black print.
  const hasAlpha = libheif.heif_image_handle_has_alpha_channel(photo) !== 0;
  const decoded = libheif.heif_js_decode_image2(
    photo,
    libheif.heif_colorspace.heif_colorspace_RGB,
    hasAlpha ? libheif.heif_chroma.heif_chroma_interleaved_RGBA : libheif.heif_chroma.heif_chroma_interleaved_RGB,
  );
  if (isHeifError(decoded)) return unreadable(job, `the HEIC image cannot be decoded: ${decoded.message}`);
  try {
    const plane = decoded.channels.find(
      (channel) => channel.id.value === libheif.heif_channel.heif_channel_interleaved.value,
    );
    if (!plane) return unreadable(job, "the HEIC image decodes to no RGB pixels");
    const channels = hasAlpha ? 4 : 3;
    const pixels = packedRows(plane, channels);
    // sharp reads the pixels where libheif decoded them, in WebAssembly's memory: no copy of the
    // whole image. Nothing calls into libheif until sharp has written the file, so that memory
    // neither moves (it would if WebAssembly's memory grew) nor is freed under sharp.
    const raw = sharp(pixels, {
      raw: { width: plane.width, height: plane.height, channels },
      limitInputPixels: limit,
    });
    const info = await fitted(hasAlpha ? raw.flatten({ background: "#ffffff" }) : raw, job)
      .jpeg({ quality: job.jpegQuality, optimiseCoding: false })
      .toFile(job.output);
    return { id: job.id, ok: true, mediaType: "image/jpeg", width: info.width, height: info.height };
  } finally {
    libheif.heif_image_release(decoded.image);
  }
}

/**
 * The plane's rows one after the other, as sharp takes raw pixels. libheif pads each row to a
 * multiple of 16 bytes: an RGB row of a 4032-pixel-wide photo needs none, one of a 4284-pixel-wide
 * photo (a 24 MP portrait) does. Padded rows are moved up in place, each to where the previous
 * ended (never past a row not yet moved), in the decoded image that is freed right after: a
 * second image of 35 to 70 MiB would cost as much as the copy avoided.
 */
function packedRows(plane: DecodedHeifImage["channels"][number], channels: number): Buffer {
  const rowBytes = plane.width * channels;
  const { data, stride } = plane;
  if (stride !== rowBytes) {
    for (let row = 1; row < plane.height; row++) {
      data.copyWithin(row * rowBytes, row * stride, row * stride + rowBytes);
    }
  }
  return Buffer.from(data.buffer, data.byteOffset, rowBytes * plane.height);
}
