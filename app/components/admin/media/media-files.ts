import {
  MAX_DOCUMENT_BYTES,
  MAX_IMAGE_BYTES,
  objectPositionOf,
  type MediaItem,
  type MediaKind,
} from "~server/media/media.schema";

export type { MediaKind };

/** The staff API of the media library (docs/decisions/0023-media-library.md). */
export const MEDIA_API = "/api/admin/media";

/** What the browser's file picker offers; the server reads the real type from the bytes. */
export const ACCEPTED: Record<MediaKind | "any", string> = {
  image: ".jpg,.jpeg,.png,.webp,.avif,.gif,image/jpeg,image/png,image/webp,image/avif,image/gif",
  document: ".pdf,application/pdf",
  any: ".jpg,.jpeg,.png,.webp,.avif,.gif,.pdf,image/jpeg,image/png,image/webp,image/avif,image/gif,application/pdf",
};

export const ACCEPTED_TEXT: Record<MediaKind | "any", string> = {
  image: "JPEG, PNG, WebP, AVIF or GIF images of at most 10 MB",
  document: "PDF files of at most 20 MB",
  any: "JPEG, PNG, WebP, AVIF or GIF images of at most 10 MB, or PDF files of at most 20 MB",
};

/** A message when the file is empty or too large (refused here at once, so 30 MB is not sent to hear "too large") for its kind (by its name and type as the browser sees them). */
export function sizeProblem(file: File): string | null {
  if (file.size === 0)
    return "The file is empty. Choose the file again, or save it again from the program that made it.";
  const isPdf = file.type === "application/pdf" || /\.pdf$/i.test(file.name);
  const limit = isPdf ? MAX_DOCUMENT_BYTES : MAX_IMAGE_BYTES;
  if (file.size <= limit) return null;
  return isPdf
    ? "The PDF is larger than 20 MB. Save or print it again with a lower image quality and upload it again."
    : "The image is larger than 10 MB. Export it smaller (2,000 px wide is plenty for the website) and upload it again.";
}

/** The smallest variant a thumbnail of `width` CSS pixels can use (2x screens), or the original. */
export function thumbnailUrl(item: Pick<MediaItem, "url" | "variants">, width = 160): string {
  const wanted = width * 2;
  const fit = item.variants.find((variant) => variant.width >= wanted);
  return fit?.url ?? item.variants.at(-1)?.url ?? item.url;
}

/** `object-position` for the item's focal point, so every crop keeps what matters in view. */
export function focalPosition(point: { x: number; y: number } | undefined): string {
  return objectPositionOf(point ?? { x: 0.5, y: 0.5 });
}

/** "image/jpeg" → "JPEG image", "application/pdf" → "PDF document". */
export function typeLabel(mimeType: string): string {
  if (mimeType === "application/pdf") return "PDF document";
  const sub = mimeType.split("/")[1] ?? mimeType;
  return `${sub === "jpeg" ? "JPEG" : sub.toUpperCase()} image`;
}
