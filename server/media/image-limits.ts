// How many pixels an uploaded image may have (issue 23 item 6; ADR 0030), for the media library and
// the downloads alike. The limits come from measuring what one image costs the image worker
// against the memory budget (server and worker together at most 400 MiB on the embedded
// database, whose server idles near 300): JPEG and PNG are decoded and encoded a few rows at a
// time, so only an image turned by its EXIF orientation is held whole (3-4 bytes a pixel, ~100 MiB
// at 25 MP); libwebp, libaom and the GIF encoder hold the whole image, at 12-24 bytes a pixel.
// Plain TypeScript without dependencies: the worker and the staff screens can use it.

export type LimitedImageType = "image/jpeg" | "image/png" | "image/webp" | "image/avif" | "image/gif";

const MEGAPIXEL = 1_000_000;

/** The most pixels an image of each type may have; an animation counts every frame. */
export const MAX_IMAGE_PIXELS: Record<LimitedImageType, number> = {
  "image/jpeg": 25 * MEGAPIXEL,
  "image/png": 25 * MEGAPIXEL,
  "image/webp": 4 * MEGAPIXEL,
  "image/avif": 4 * MEGAPIXEL,
  "image/gif": 4 * MEGAPIXEL,
};

const TYPE_NAMES: Record<LimitedImageType, string> = {
  "image/jpeg": "JPEG",
  "image/png": "PNG",
  "image/webp": "WebP",
  "image/avif": "AVIF",
  "image/gif": "GIF",
};

/** A size that fits each limit, for the message. */
const EXAMPLES: Record<number, string> = { [25 * MEGAPIXEL]: "6000 × 4000", [4 * MEGAPIXEL]: "2400 × 1600" };

export interface ImageSize {
  mimeType: LimitedImageType;
  width: number;
  /** The height of one frame. */
  height: number;
  /** Frames of an animation (1 for a still image). */
  frames?: number;
}

/** Null when the image is within its type's limit, else the message for the upload form's file field. */
export function pixelLimitRefusal({ mimeType, width, height, frames = 1 }: ImageSize): string | null {
  const limit = MAX_IMAGE_PIXELS[mimeType];
  const pixels = width * height * frames;
  if (pixels <= limit) return null;
  const megapixels = pixels / MEGAPIXEL;
  const shown = megapixels < 100 ? megapixels.toFixed(1) : String(Math.round(megapixels));
  const most = limit / MEGAPIXEL;
  if (frames > 1) {
    const perFrame = Math.floor(limit / (width * height));
    const example = perFrame >= 2 ? `${width} × ${height} with ${perFrame} frames` : "500 × 400 with 20 frames";
    return `This animation is ${width} × ${height} pixels with ${frames} frames (${shown} megapixels in all); GIF and WebP animations can have at most ${most} megapixels counting every frame (for example ${example}). Make it smaller or shorter and upload it again.`;
  }
  const wholeImage = limit < MAX_IMAGE_PIXELS["image/jpeg"];
  return (
    `This image is ${width} × ${height} pixels (${shown} megapixels); ${TYPE_NAMES[mimeType]} images can have at most ${most} megapixels (for example ${EXAMPLES[limit] ?? "2000 × 1500"}). ` +
    (wholeImage
      ? `Make it smaller in an image editor, or save it as JPEG (up to ${MAX_IMAGE_PIXELS["image/jpeg"] / MEGAPIXEL} megapixels), and upload it again.`
      : "Make it smaller in an image editor and upload it again.")
  );
}
