import type { CSSProperties } from "react";
import type { ResponsiveImage } from "~server/media/media.schema";

export type { ResponsiveImage };

/** A page's library images by the URL stored in the content (what loaders answer). */
export type ResponsiveImages = Record<string, ResponsiveImage>;

/** `sizes` of a card in the public grids (one column, two from 640 px, three from 1024 px). */
export const CARD_SIZES = "(min-width: 1024px) 384px, (min-width: 640px) 50vw, 100vw";

/**
 * The attributes that make an `<img>` of a library image responsive, for a box cropped with
 * object-fit: cover: a smaller WebP as `src`, the variants as `srcSet`, the `sizes` given, the
 * focal point as object-position (the crop keeps what matters). Other images keep their own src.
 */
export function responsiveImgProps(
  src: string,
  image: ResponsiveImage | undefined,
  sizes: string,
): { src: string; srcSet?: string; sizes?: string; style?: CSSProperties } {
  if (!image) return { src };
  return {
    src: image.src,
    srcSet: image.srcSet,
    sizes,
    style: { objectPosition: image.objectPosition },
  };
}
