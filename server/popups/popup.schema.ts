import { z } from "@hono/zod-openapi";
import { languages } from "../vocabulary/languages";
import { popupImagePositions, popupPositions, popupSizes } from "../vocabulary/popups";
import { hexColourPattern, isSafePopupUrl, popupPagePattern } from "./popup-rules";

export const PopupPositionSchema = z.enum(popupPositions).openapi("PopupPosition");
export const PopupSizeSchema = z.enum(popupSizes).openapi("PopupSize");
export const PopupImagePositionSchema = z.enum(popupImagePositions).openapi("PopupImagePosition");

// Shared with the browser (popup host), which must not import this zod module.
export { isSafePopupUrl, popupPagePattern };

const hexColour = z.string().trim().regex(hexColourPattern, "Use a hex colour such as #fff or #1e293b");

const safeUrl = z
  .string()
  .trim()
  .max(2000)
  .refine(isSafePopupUrl, "Use an http(s) address or a path on this site starting with /");

/**
 * An optional moment of the schedule: an ISO 8601 date-time with its offset (the editor sends
 * IST, +05:30), or null for "no limit".
 */
const scheduleMoment = z.iso
  .datetime({ offset: true, error: "Use a date and time such as 2026-12-01T09:00:00+05:30" })
  .transform((value) => new Date(value))
  .nullable()
  .default(null)
  .openapi({ example: "2026-12-01T09:00:00+05:30" });

/**
 * A popup's visitor texts: what its Malayalam and Hindi translations hold (content is HTML, sanitized
 * like the English: popup-translations.server.ts).
 */
export const popupTextFields = ["title", "content", "actionButtonText"] as const;
export type PopupTextField = (typeof popupTextFields)[number];

/** The fields staff write, each on its own (PopupInputSchema adds the rules across fields). */
export const PopupFieldsSchema = z.object({
  isActive: z.boolean().default(false),
  language: z
    .enum(languages, {
      error: "Choose which pages show it: every language's (null), or en, ml or hi for one language's pages only",
    })
    .nullable()
    .default(null)
    .openapi({
      description:
        "null: on every language's pages, in the page's language where translated; en, ml or hi: on that language's pages only, as written",
    }),
  targetPage: z
    .string({ error: "Name at least one page, such as home" })
    .trim()
    .toLowerCase()
    .min(1, "Name at least one page, such as home")
    .max(500, "Keep the page names to 500 characters")
    .regex(/^[a-z0-9,\s-]+$/, "Page names: lower-case letters, digits and hyphens, separated by commas")
    .openapi({ description: "Matched when it contains the page name, e.g. 'home,gold-loan'" }),
  priority: z
    .number({ error: "Use a whole number from -1000 to 1000" })
    .int("Use a whole number from -1000 to 1000")
    .min(-1000, "Use a whole number from -1000 to 1000")
    .max(1000, "Use a whole number from -1000 to 1000")
    .default(0),
  delayShow: z
    .number({ error: "Use milliseconds from 0 to 600000 (10 minutes)" })
    .int("Use whole milliseconds from 0 to 600000 (10 minutes)")
    .min(0, "Use milliseconds from 0 to 600000 (10 minutes)")
    .max(600_000, "Use milliseconds from 0 to 600000 (10 minutes)")
    .default(0)
    .openapi({ description: "Milliseconds" }),
  autoClose: z
    .number({ error: "Use seconds from 1 to 3600, or leave it empty to keep the popup open" })
    .int("Use whole seconds from 1 to 3600")
    .min(1, "Use seconds from 1 to 3600, or leave it empty to keep the popup open")
    .max(3600, "Use seconds from 1 to 3600 (one hour)")
    .nullable()
    .default(null)
    .openapi({ description: "Seconds" }),
  position: PopupPositionSchema.default("center"),
  size: PopupSizeSchema.default("medium"),
  backgroundColor: hexColour.default("#ffffff"),
  textColor: hexColour.default("#1e293b"),
  showCloseButton: z.boolean().default(true),
  showImage: z.boolean().default(false),
  imageUrl: safeUrl.nullable().default(null),
  imagePosition: PopupImagePositionSchema.default("top"),
  title: z
    .string({ error: "Give the popup a title" })
    .trim()
    .min(1, "Give the popup a title")
    .max(150, "Keep the title to 150 characters"),
  content: z.string().max(20_000).default("").openapi({ description: "HTML; sanitized on save and on read" }),
  showActionButton: z.boolean().default(false),
  actionButtonText: z.string().trim().max(60).default(""),
  actionButtonLink: safeUrl.nullable().default(null),
  actionButtonColor: hexColour.default("#2563eb"),
  actionButtonTextColor: hexColour.default("#ffffff"),
  startsAt: scheduleMoment.openapi({ description: "Shown from this moment on; null: at once" }),
  endsAt: scheduleMoment.openapi({ description: "Shown until this moment; null: no end" }),
});

/** What staff write (id and timestamps come from the database). */
export const PopupInputSchema = PopupFieldsSchema.superRefine((value, ctx) => {
  if (value.showImage && !value.imageUrl) {
    ctx.addIssue({ code: "custom", path: ["imageUrl"], message: "Give an image address or turn the image off" });
  }
  if (value.showActionButton && (!value.actionButtonText || !value.actionButtonLink)) {
    const path = value.actionButtonText ? "actionButtonLink" : "actionButtonText";
    ctx.addIssue({ code: "custom", path: [path], message: "The action button needs a text and a link" });
  }
  if (value.startsAt && value.endsAt && value.endsAt.getTime() <= value.startsAt.getTime()) {
    ctx.addIssue({
      code: "custom",
      path: ["endsAt"],
      message: "Choose an end after the start, or leave the end empty",
    });
  }
});

/** What the browser needs to show a popup: no targeting, state or timestamps. */
export const PublicPopupSchema = z
  .object({
    id: z.number().int(),
    priority: z.number().int(),
    delayShow: z.number().int().openapi({ description: "Milliseconds before showing" }),
    autoClose: z.number().int().nullable().openapi({ description: "Seconds before closing; null: stays open" }),
    position: PopupPositionSchema,
    size: PopupSizeSchema,
    backgroundColor: z.string(),
    textColor: z.string(),
    showCloseButton: z.boolean(),
    showImage: z.boolean(),
    imageUrl: z.string().nullable(),
    imagePosition: PopupImagePositionSchema,
    title: z.string(),
    content: z.string().openapi({ description: "Sanitized HTML" }),
    showActionButton: z.boolean(),
    actionButtonText: z.string(),
    actionButtonLink: z.string().nullable(),
    actionButtonColor: z.string(),
    actionButtonTextColor: z.string(),
    englishFields: z.array(z.enum(popupTextFields)).openapi({
      description:
        'The texts shown in English on a Malayalam or Hindi page (no translation yet): the site marks them lang="en". Empty in English.',
    }),
  })
  .openapi("PublicPopup");

export type PopupInput = z.input<typeof PopupInputSchema>;
/** A partial staff edit; cross-field rules are checked on the merged record. */
export type PopupChanges = Partial<PopupInput>;
export type PopupValues = z.output<typeof PopupInputSchema>;
export type PublicPopup = z.infer<typeof PublicPopupSchema>;

/** A stored popup's fields as staff would write them (to merge a partial edit into and check again). */
export function popupInputOf(
  row: Omit<PopupValues, "startsAt" | "endsAt"> & { startsAt: Date | null; endsAt: Date | null },
): PopupInput {
  return { ...row, startsAt: row.startsAt?.toISOString() ?? null, endsAt: row.endsAt?.toISOString() ?? null };
}
