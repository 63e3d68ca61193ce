// The media library (issue 12 item 6; docs/decisions/0023-media-library.md): images and PDFs
// uploaded once and used by posts, deals, popups and the disclosures. Isomorphic: the staff
// screens import the types and limits (type-only or plain constants), the API uses the schemas.
import { z } from "@hono/zod-openapi";
import { hasControlCharacters } from "../formats/control-characters";
import { pageQuery, searchParam } from "../shared/list-query";

/** Where the files of the library are served (`/media/<yyyy>/<mm>/<name>.<ext>`). */
export const MEDIA_URL_PREFIX = "/media/";

export const MAX_IMAGE_MB = 10;
export const MAX_DOCUMENT_MB = 20;
export const MAX_IMAGE_BYTES = MAX_IMAGE_MB * 1024 * 1024;
export const MAX_DOCUMENT_BYTES = MAX_DOCUMENT_MB * 1024 * 1024;
export const MAX_ALT_LENGTH = 250;
export const MAX_MEDIA_TITLE_LENGTH = 120;

/** The widths of the WebP variants made of each image (only those below the original's width). */
export const VARIANT_WIDTHS = [320, 640, 960, 1280, 1920] as const;

export const mediaKinds = ["image", "document"] as const;
export type MediaKind = (typeof mediaKinds)[number];

/** What the library accepts, by the type read from the bytes, and the extension the key gets. */
export const mediaFileTypes = {
  "image/jpeg": { kind: "image", extension: "jpg" },
  "image/png": { kind: "image", extension: "png" },
  "image/webp": { kind: "image", extension: "webp" },
  "image/avif": { kind: "image", extension: "avif" },
  "image/gif": { kind: "image", extension: "gif" },
  "application/pdf": { kind: "document", extension: "pdf" },
} as const satisfies Record<string, { kind: MediaKind; extension: string }>;
export type MediaMimeType = keyof typeof mediaFileTypes;
export const mediaMimeTypes = Object.keys(mediaFileTypes) as MediaMimeType[];

export function isMediaMimeType(value: string): value is MediaMimeType {
  return Object.hasOwn(mediaFileTypes, value);
}

export const ALLOWED_MEDIA_TEXT = `a JPEG, PNG, WebP, AVIF or GIF image of at most ${MAX_IMAGE_MB} MB, or a PDF of at most ${MAX_DOCUMENT_MB} MB`;
export const MEDIA_WRONG_TYPE_MESSAGE = `This file is not one the library takes: choose ${ALLOWED_MEDIA_TEXT}. SVG and HTML files are refused, whatever their name; export the image as PNG or JPEG instead.`;
export const MEDIA_TOO_LARGE_MESSAGE = `The file is too large: images can be at most ${MAX_IMAGE_MB} MB and PDFs at most ${MAX_DOCUMENT_MB} MB. Make the image smaller (for example export it at 2000 px wide) and upload it again.`;

const noControls = (value: string) => !hasControlCharacters(value);

export const mediaAlt = z
  .string({ error: "Describe the image for people who cannot see it, or leave the alt text empty" })
  .trim()
  .max(MAX_ALT_LENGTH, `Keep the alt text to ${MAX_ALT_LENGTH} characters or fewer`)
  .refine(noControls, "Remove the invisible characters (such as tabs or line breaks) from the alt text");

export const mediaTitle = z
  .string({ error: "Give the file a title staff will recognise, or leave it empty" })
  .trim()
  .max(MAX_MEDIA_TITLE_LENGTH, `Keep the title to ${MAX_MEDIA_TITLE_LENGTH} characters or fewer`)
  .refine(noControls, "Remove the invisible characters (such as tabs or line breaks) from the title");

const unit = (axis: string) =>
  z
    .number({ error: `Give the focal point's ${axis} as a number from 0 to 1` })
    .min(0, `The focal point's ${axis} is at least 0 (the ${axis === "x" ? "left" : "top"} edge)`)
    .max(1, `The focal point's ${axis} is at most 1 (the ${axis === "x" ? "right" : "bottom"} edge)`);

export const FocalPointSchema = z.object({ x: unit("x"), y: unit("y") }).openapi("FocalPoint");
export type FocalPoint = z.output<typeof FocalPointSchema>;

export const MediaVariantSchema = z
  .object({
    width: z.number().int(),
    height: z.number().int(),
    url: z.string().openapi({ example: "/media/2026/11/3kF9yQ0v1bQpZ7hV2mWc8A-640w.webp" }),
    byteSize: z.number().int(),
  })
  .openapi("MediaVariant");
export type MediaVariant = z.output<typeof MediaVariantSchema>;

export const mediaUsageKinds = ["post", "deal", "popup", "settings", "download"] as const;
export const MediaUsageSchema = z
  .object({
    kind: z.enum(mediaUsageKinds),
    label: z.string().openapi({ example: "Post “Documents for a home loan in Kerala”" }),
    editPath: z.string().openapi({ example: "/admin/blog/edit/3" }),
  })
  .openapi("MediaUsage");
export type MediaUsage = z.output<typeof MediaUsageSchema>;

export const MediaItemSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(mediaKinds),
    mimeType: z.enum(mediaMimeTypes as [MediaMimeType, ...MediaMimeType[]]),
    fileName: z.string().openapi({ description: "The name it was uploaded with (shown to staff only)" }),
    url: z.string().openapi({
      description: "The original, metadata (GPS included) stripped",
      example: "/media/2026/11/3kF9yQ0v1bQpZ7hV2mWc8A.jpg",
    }),
    byteSize: z.number().int(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    alt: z.string(),
    title: z.string(),
    focalPoint: FocalPointSchema,
    placeholder: z
      .string()
      .nullable()
      .openapi({ description: "A tiny blurred WebP (about 16 px wide) as a data: URI; images only" }),
    variants: z.array(MediaVariantSchema).openapi({ description: "WebP variants, ascending width" }),
    usedIn: z.array(MediaUsageSchema).openapi({ description: "Where the file is used; it cannot be deleted then" }),
    uploadedBy: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    version: z.number().int(),
  })
  .openapi("MediaItem");
export type MediaItem = z.output<typeof MediaItemSchema>;

export const MediaListSchema = z
  .object({ items: z.array(MediaItemSchema), total: z.number().int() })
  .openapi("MediaList");
export type MediaList = z.output<typeof MediaListSchema>;

export const MediaListQuerySchema = z.object({
  ...pageQuery,
  search: searchParam.openapi({ description: "Words of the file name, title or alt text" }),
  kind: z
    .enum(mediaKinds, { error: "Use image or document" })
    .optional()
    .openapi({ param: { name: "kind", in: "query" } }),
});
export type MediaListQuery = z.output<typeof MediaListQuerySchema>;

/** PATCH /api/admin/media/{id}: what changes, and the version the change was made from. */
export const MediaEditSchema = z
  .object({
    alt: mediaAlt.optional(),
    title: mediaTitle.optional(),
    focalPoint: FocalPointSchema.optional(),
    version: z
      .number({ error: "Send the version of the item you changed (reload the library if unsure)" })
      .int()
      .positive(),
  })
  .strict()
  .openapi("MediaEdit");
export type MediaEdit = z.output<typeof MediaEditSchema>;

/** The multipart form of an upload, for the OpenAPI document; the service checks each part. */
export const MediaUploadFormSchema = z
  .object({
    file: z
      .any()
      .optional()
      .openapi({
        type: "string",
        format: "binary",
        description: `One file: ${ALLOWED_MEDIA_TEXT}. Its type is read from its bytes.`,
      }),
    alt: z.any().optional().openapi({ type: "string", example: "A family outside their new home in Kochi" }),
    title: z.any().optional().openapi({ type: "string" }),
  })
  .openapi("MediaUpload");

/** What a public page needs to show a library image well (services.media.responsiveImage). */
export interface ResponsiveImage {
  src: string;
  srcSet: string;
  sizes?: string;
  width: number;
  height: number;
  placeholder: string | null;
  /** CSS object-position from the focal point, e.g. "30% 60%". */
  objectPosition: string;
}

/** CSS object-position for a focal point (what crops with object-fit: cover use). */
export function objectPositionOf(point: FocalPoint): string {
  const percent = (value: number) => `${Math.round(value * 1000) / 10}%`;
  return `${percent(point.x)} ${percent(point.y)}`;
}
