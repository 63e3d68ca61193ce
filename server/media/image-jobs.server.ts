// What the image worker does with one image (ADR 0023 for the outputs, ADR 0030 for the memory):
// checks its pixels against the limit from its header alone, then makes each output in its own
// pipeline that reads the compressed image again, a few rows at a time (libvips' sequential
// access), shrinking while decoding where the format can (JPEG, WebP). Decoding the whole image
// to raw pixels once and making every output from them, as before, held 3-4 bytes a pixel for
// the whole job: 300 MB for the 100 MP image of issue 23. The image and the outputs pass as
// files, so that neither process holds a copy of them for the other.
import path from "node:path";
import type { Sharp, SharpOptions } from "sharp";
import { MAX_IMAGE_PIXELS, pixelLimitRefusal, type LimitedImageType } from "./image-limits";

type SharpModule = (typeof import("sharp"))["default"];

export interface ImageJob {
  id: number;
  mimeType: LimitedImageType;
  /** The uploaded image's file. */
  input: string;
  /** Where the outputs are written (a folder of this job's own). */
  outputDir: string;
  /** WebP variants to make, at these widths below the image's own (one at its own width if none is). Empty: only the cleaned original. */
  variantWidths: readonly number[];
}

export interface ImageVariant {
  width: number;
  height: number;
  /** Its file, in the job's outputDir. */
  file: string;
}

export type ImageJobAnswer =
  | {
      id: number;
      ok: true;
      /** The file of the image upright, in its own format, with no metadata at all (GPS included). */
      original: string;
      width: number;
      height: number;
      variants: ImageVariant[];
      /** A blurred ~16 px WebP as a data: URI, when variants were asked for. */
      placeholder: string | null;
    }
  | { id: number; ok: false; refusal: string };

export const UNREADABLE_IMAGE_MESSAGE =
  "The image cannot be read: it may be damaged or cut short. Open it in an image editor, save it again as JPEG or PNG, and upload the new file.";

const PLACEHOLDER_WIDTH = 16;
const ANIMATED_TYPES = new Set<LimitedImageType>(["image/gif", "image/webp"]);

export async function runImageJob(sharp: SharpModule, job: ImageJob): Promise<ImageJobAnswer> {
  const { id, mimeType } = job;
  const refuse = (refusal: string): ImageJobAnswer => ({ id, ok: false, refusal });
  let meta;
  try {
    // The header only: an image over the limit is refused before a pixel is decoded.
    meta = await sharp(job.input).metadata();
  } catch {
    return refuse(UNREADABLE_IMAGE_MESSAGE);
  }
  const frames = ANIMATED_TYPES.has(mimeType) ? (meta.pages ?? 1) : 1;
  const refusal = pixelLimitRefusal({ mimeType, width: meta.width, height: meta.height, frames });
  if (refusal) return refuse(refusal);

  const animated = frames > 1;
  const input: SharpOptions = {
    failOn: "error",
    // Again, on what libvips decodes (all frames of an animation), should a header lie.
    limitInputPixels: MAX_IMAGE_PIXELS[mimeType],
    ...(animated ? { animated: true } : {}),
  };
  // Every output reads the compressed file afresh: decoding again is cheaper than holding the
  // pixels. Turned upright after any resize, so only a turned image's full-size original is held whole.
  const open = () => (animated ? sharp(job.input, input) : sharp(job.input, input).autoOrient());
  const width = animated ? meta.width : (meta.autoOrient?.width ?? meta.width);
  const height = animated ? meta.height : (meta.autoOrient?.height ?? meta.height);
  try {
    const original = path.join(job.outputDir, "original");
    await encodeOriginal(open(), mimeType, animated).toFile(original);
    const variants: ImageVariant[] = [];
    if (job.variantWidths.length > 0) {
      const widths = job.variantWidths.filter((candidate) => candidate < width);
      if (widths.length === 0) widths.push(width);
      for (const target of widths) {
        const file = path.join(job.outputDir, `${target}w.webp`);
        const info = await open()
          .resize({ width: target, withoutEnlargement: true })
          .webp({ quality: 78, effort: 4 })
          .toFile(file);
        variants.push({ width: info.width, height: animated ? (info.pageHeight ?? info.height) : info.height, file });
      }
    }
    const placeholder =
      variants.length > 0
        ? `data:image/webp;base64,${(
            await sharp(variants[0]!.file).resize({ width: PLACEHOLDER_WIDTH }).blur(1).webp({ quality: 40 }).toBuffer()
          ).toString("base64")}`
        : null;
    return { id, ok: true, original, width, height, variants, placeholder };
  } catch {
    // Damaged pixel data, or more pixels than the header said (a hostile file): either way unreadable.
    return refuse(UNREADABLE_IMAGE_MESSAGE);
  }
}

/** The original in its own format, upright, with no metadata (sharp writes none unless asked). */
function encodeOriginal(image: Sharp, mimeType: LimitedImageType, animated: boolean): Sharp {
  switch (mimeType) {
    case "image/jpeg":
      // Not mozjpeg, and no optimised Huffman tables: both make libjpeg keep every coefficient of
      // the image until the end (~6 bytes a pixel, 150 MB at 25 MP) for a few per cent fewer bytes.
      return image.jpeg({ quality: 90, optimiseCoding: false });
    case "image/png":
      return image.png({ compressionLevel: 9 });
    case "image/webp":
      return image.webp({ quality: 90 });
    case "image/avif":
      return image.avif({ quality: 70, effort: 3 });
    case "image/gif":
      return image.gif(animated ? {} : { reuse: true });
  }
}
