import { FileText } from "lucide-react";
import type { MediaItem } from "~server/media/media.schema";
import { cn } from "~/lib/cn";
import { focalPosition, thumbnailUrl } from "./media-files";

/**
 * A square preview of a library item: the smallest WebP variant that is sharp enough, cropped
 * around its focal point, over the blurred placeholder while it loads. Documents show an icon.
 * Decorative (alt=""): the file name is always written next to it.
 */
export function MediaThumb({
  item,
  width = 160,
  className,
}: {
  item: Pick<MediaItem, "kind" | "url" | "variants" | "placeholder" | "focalPoint" | "width" | "height">;
  width?: number;
  className?: string;
}) {
  if (item.kind === "document") {
    return (
      <span className={cn("flex aspect-square items-center justify-center bg-slate-100", className)}>
        <FileText aria-hidden="true" className="size-10 text-slate-600" />
      </span>
    );
  }
  return (
    <img
      src={thumbnailUrl(item, width)}
      alt=""
      loading="lazy"
      decoding="async"
      width={width}
      height={width}
      className={cn("aspect-square w-full bg-slate-100 bg-cover bg-center object-cover", className)}
      style={{
        objectPosition: focalPosition(item.focalPoint),
        backgroundImage: item.placeholder ? `url("${item.placeholder}")` : undefined,
      }}
    />
  );
}
