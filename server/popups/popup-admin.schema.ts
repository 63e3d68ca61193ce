// What the popup manager reads and writes (GET/POST/PATCH/DELETE /api/admin/popups, the
// /admin/popups screens): the list's filters, a popup as staff see it with its counts, the
// partial edit and the daily counts. Declared once with zod: the API validates and documents
// with these, the loaders parse the address with them, the screens take their types from here.
import { z } from "@hono/zod-openapi";
import { pageQuery, searchParam } from "../shared/list-query";
import { PopupFieldsSchema, PublicPopupSchema } from "./popup.schema";
import { popupStates } from "./popup-state";

export const PopupStateSchema = z.enum(popupStates).openapi("PopupState", {
  description:
    "active: on and within its dates; scheduled: on, starts later; ended: on, its end has passed; inactive: switched off",
});

/** GET /api/admin/popups: filters and paging, as query parameters. */
export const PopupListQuerySchema = z.object({
  state: z
    .enum(popupStates, { error: `Use one of ${popupStates.join(", ")}` })
    .optional()
    .openapi({ param: { name: "state", in: "query" } }),
  search: searchParam.openapi({ description: "Finds the text in the title or the target pages" }),
  ...pageQuery,
});
export type PopupListQuery = z.output<typeof PopupListQuerySchema>;

type FieldShape = typeof PopupFieldsSchema.shape;
type OptionalShape = {
  [K in keyof FieldShape]: z.ZodOptional<z.ZodType<z.output<FieldShape[K]>, z.input<FieldShape[K]>>>;
};

/** Every field optional and without its default: an edit changes only what it sends. */
const optionalFields = Object.fromEntries(
  Object.entries(PopupFieldsSchema.shape).map(([name, schema]) => [
    name,
    (schema instanceof z.ZodDefault ? (schema.unwrap() as z.ZodType) : (schema as z.ZodType)).optional(),
  ]),
) as unknown as OptionalShape;

/** PATCH /api/admin/popups/{id}: the fields that change; the merged popup is checked whole. */
export const PopupPatchSchema = z
  .object({
    ...optionalFields,
    updatedAt: z.iso
      .datetime({ offset: true, error: "Send the updatedAt you read, or leave it out" })
      .transform((value) => new Date(value))
      .optional()
      .openapi({ description: "The updatedAt you read: if someone changed the popup since, the answer is 409" }),
  })
  .openapi("PopupPatch");
export type PopupPatch = z.input<typeof PopupPatchSchema>;

/** Counts over a period: impressions, action clicks, dismissals and action clicks per impression. */
export const PopupCountTotalsSchema = z
  .object({
    impressions: z.number().int(),
    actionClicks: z.number().int(),
    dismissals: z.number().int(),
    clickRate: z
      .number()
      .nullable()
      .openapi({ description: "actionClicks / impressions (0 to 1); null without impressions" }),
  })
  .openapi("PopupCountTotals");
export type PopupCountTotals = z.infer<typeof PopupCountTotalsSchema>;

/** A stored popup with every field of spec section 3, its schedule, state and counts. */
export const StaffPopupSchema = z
  .object({
    ...PublicPopupSchema.omit({ englishFields: true }).shape,
    isActive: z.boolean(),
    language: PopupFieldsSchema.shape.language.unwrap(),
    targetPage: z.string(),
    startsAt: z.string().nullable().openapi({ format: "date-time" }),
    endsAt: z.string().nullable().openapi({ format: "date-time" }),
    createdAt: z.string().openapi({ format: "date-time" }),
    updatedAt: z.string().openapi({ format: "date-time" }),
    state: PopupStateSchema,
    counts: z.object({ last30Days: PopupCountTotalsSchema, allTime: PopupCountTotalsSchema }),
  })
  .openapi("StaffPopup");
export type StaffPopup = z.infer<typeof StaffPopupSchema>;

export const PopupListSchema = z
  .object({ items: z.array(StaffPopupSchema), total: z.number().int() })
  .openapi("PopupList");
export type PopupList = z.infer<typeof PopupListSchema>;

/** One IST day of counts. */
export const PopupDayCountsSchema = z
  .object({
    day: z.string().openapi({ description: "IST calendar day, YYYY-MM-DD", example: "2026-11-22" }),
    impressions: z.number().int(),
    actionClicks: z.number().int(),
    dismissals: z.number().int(),
  })
  .openapi("PopupDayCounts");

export const PopupCountsSchema = z
  .object({
    days: z.array(PopupDayCountsSchema).openapi({ description: "The last 30 IST days, oldest first, zeros included" }),
    last30Days: PopupCountTotalsSchema,
    allTime: PopupCountTotalsSchema,
  })
  .openapi("PopupCounts");
export type PopupCounts = z.infer<typeof PopupCountsSchema>;

/** What a visitor's browser reports (POST /api/popups/{id}/events/{event}). */
export const popupEvents = ["impression", "action", "dismissal"] as const;
export type PopupEvent = (typeof popupEvents)[number];
