// Deals (issue 11 item 5): the offers of the lenders and brands the business works with, shown on
// /deals while active and within their dates. Isomorphic (plain zod): the staff editor checks with
// the same schema before it sends, and the API answers the same messages. Whether `serviceSlug`
// names a real loan service is checked by the service (deal.server.ts), which can read the database.
import { z } from "zod";
import { isSafePopupUrl } from "../popups/popup-rules";
import { dealCtaKinds, dealStates, type DealState } from "./deal-words";

// What pages need without zod lives in deal-words.ts (ADR 0043).
export {
  dealCtaKinds,
  dealStates,
  dealTextFields,
  defaultCtaLabel,
  type DealCtaKind,
  type DealState,
  type DealTextField,
} from "./deal-words";

export const MAX_OFFER_TERMS = 6;
export const MAX_RATE_PERCENT = 40;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const blankToNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);

const text = (what: string, min: number, max: number) =>
  z
    .string({ error: `Enter the ${what}` })
    .trim()
    .min(min, min <= 1 ? `Enter the ${what}` : `Enter the ${what} (at least ${min} characters)`)
    .max(max, `Keep the ${what} under ${max} characters`);

/** An address staff may store: http(s) or a site path (the popups' rule, popup-rules.ts). */
const address = (example: string, what: string) =>
  z.preprocess(
    blankToNull,
    z
      .string({ error: `Enter the ${what} as text, e.g. ${example}` })
      .trim()
      .max(500, `Keep the ${what} under 500 characters`)
      .refine(
        isSafePopupUrl,
        `Use an address starting with https:// or a page of this site starting with /, e.g. ${example}`,
      )
      .nullable(),
  );

/** A moment as an ISO 8601 date-time with its offset (`2026-12-31T23:59:59+05:30`), or null for none. */
const moment = (what: string) =>
  z.preprocess(
    blankToNull,
    z
      .string({ error: `Enter the ${what} as a date and time, e.g. 2026-12-31T23:59:59+05:30` })
      .refine(
        (value) =>
          /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value) &&
          !Number.isNaN(Date.parse(value)),
        `Enter the ${what} as a date and time, e.g. 2026-12-31T23:59:59+05:30`,
      )
      .transform((value) => new Date(value).toISOString())
      .nullable(),
  );

const rate = z.preprocess(
  (value) => {
    if (value === null || value === undefined) return null;
    if (typeof value === "string") return value.trim() === "" ? null : Number(value.trim().replace(/%$/, ""));
    return value;
  },
  z
    .number({ error: `Enter the rate as a number from 0 to ${MAX_RATE_PERCENT}, e.g. 8.5` })
    .min(0, `Enter a rate from 0 to ${MAX_RATE_PERCENT} per cent`)
    .max(MAX_RATE_PERCENT, `Enter a rate from 0 to ${MAX_RATE_PERCENT} per cent`)
    .refine(
      (value) => Math.round(value * 100) === Number((value * 100).toFixed(6)),
      "Use at most two decimals, e.g. 8.35",
    )
    .nullable(),
);

/** Every field a deal has, without the rules between fields. */
const dealFields = {
  title: text("deal's title, e.g. Festive home loan offer", 3, 120),
  lender: text("lender or brand, e.g. Demo Bank of Kerala", 2, 120),
  summary: z.string({ error: "Enter the summary as text" }).trim().max(400, "Keep the summary under 400 characters"),
  offerTerms: z
    .array(text("offer term, e.g. Processing fee waived", 2, 120), { error: "Give the offer terms as a list of lines" })
    .max(MAX_OFFER_TERMS, `List up to ${MAX_OFFER_TERMS} offer terms`),
  rateFromPercent: rate,
  serviceSlug: z.preprocess(
    blankToNull,
    z
      .string({ error: "Choose one of the loan services" })
      .trim()
      .regex(SLUG, "Choose one of the loan services")
      .max(80, "Choose one of the loan services")
      .nullable(),
  ),
  imageUrl: address("https://yourbusiness.in/media/offer.jpg", "image address"),
  imageAlt: z
    .string({ error: "Describe the image as text" })
    .trim()
    .max(200, "Keep the image description under 200 characters"),
  ctaKind: z.enum(dealCtaKinds, {
    error: "Choose what the button does: lead (our enquiry form) or link (an outside page)",
  }),
  ctaLabel: z
    .string({ error: "Enter the button's label as text" })
    .trim()
    .max(40, "Keep the button's label under 40 characters"),
  ctaUrl: address("https://lender.example.com/offer", "button's link"),
  validFrom: moment("start"),
  validUntil: moment("end"),
  isActive: z.boolean({ error: "Say whether the deal is active: true or false" }),
};

/** Every field a deal has, with the defaults of a new deal, without the rules between fields. */
export const DealFieldsSchema = z.object({
  ...dealFields,
  summary: dealFields.summary.default(""),
  offerTerms: dealFields.offerTerms.default([]),
  rateFromPercent: dealFields.rateFromPercent.default(null),
  serviceSlug: dealFields.serviceSlug.default(null),
  imageUrl: dealFields.imageUrl.default(null),
  imageAlt: dealFields.imageAlt.default(""),
  ctaKind: dealFields.ctaKind.default("lead"),
  ctaLabel: dealFields.ctaLabel.default(""),
  ctaUrl: dealFields.ctaUrl.default(null),
  validFrom: dealFields.validFrom.default(null),
  validUntil: dealFields.validUntil.default(null),
  isActive: dealFields.isActive.default(false),
});

type DealFields = z.output<typeof DealFieldsSchema>;

/** The rules between fields, on a whole deal (a create, or an edit merged with what is stored). */
function checkDeal(deal: DealFields, ctx: z.RefinementCtx) {
  if (deal.imageUrl && deal.imageAlt === "")
    ctx.addIssue({
      code: "custom",
      path: ["imageAlt"],
      message: "Describe the image for people who cannot see it, e.g. Couple outside their new home",
    });
  if (deal.ctaKind === "lead" && !deal.serviceSlug)
    ctx.addIssue({
      code: "custom",
      path: ["serviceSlug"],
      message: "Choose the loan service whose enquiry form the button opens",
    });
  if (deal.ctaKind === "link") {
    if (!deal.ctaUrl)
      ctx.addIssue({
        code: "custom",
        path: ["ctaUrl"],
        message: "Enter the page the button opens, starting with https://, e.g. https://lender.example.com/offer",
      });
    else if (/^http:/i.test(deal.ctaUrl))
      ctx.addIssue({
        code: "custom",
        path: ["ctaUrl"],
        message: "Use a secure address starting with https:// (or a page of this site starting with /)",
      });
  }
  if (deal.validFrom && deal.validUntil && Date.parse(deal.validUntil) <= Date.parse(deal.validFrom))
    ctx.addIssue({ code: "custom", path: ["validUntil"], message: "Make the end later than the start" });
}

/** A new deal (POST /api/admin/deals). */
export const DealInputSchema = DealFieldsSchema.strict().superRefine(checkDeal);
export type DealInput = z.input<typeof DealInputSchema>;
export type DealData = z.output<typeof DealInputSchema>;

/**
 * A change (PATCH /api/admin/deals/{id}): any fields; the result is checked whole. `updatedAt`, when
 * sent, is the version the edit started from: a deal changed since answers 409.
 */
export const DealPatchSchema = z
  .object(dealFields)
  .partial()
  .extend({ updatedAt: z.string({ error: "Send back the updatedAt you read" }).optional() })
  .strict();
export type DealPatch = z.input<typeof DealPatchSchema>;

/** A deal as stored and answered. */
export const DealSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  lender: z.string(),
  summary: z.string(),
  offerTerms: z.array(z.string()),
  rateFromPercent: z.number().nullable(),
  serviceSlug: z.string().nullable(),
  imageUrl: z.string().nullable(),
  imageAlt: z.string(),
  ctaKind: z.enum(dealCtaKinds),
  ctaLabel: z.string(),
  ctaUrl: z.string().nullable(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  isActive: z.boolean(),
  sortOrder: z.number().int(),
  /** Where it stands at the moment of the answer. */
  state: z.enum(dealStates),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Deal = z.output<typeof DealSchema>;

/** A deal in the staff list: with its place in the whole order (1 = shown first). */
export const DealListItemSchema = DealSchema.extend({ position: z.number().int() });
export type DealListItem = z.output<typeof DealListItemSchema>;

export const DealListSchema = z.object({ items: z.array(DealListItemSchema), total: z.number().int() });
export type DealList = z.output<typeof DealListSchema>;

/** What /deals and GET /api/deals show of a live deal (nothing staff-only). */
export const PublicDealSchema = DealSchema.pick({
  id: true,
  title: true,
  lender: true,
  summary: true,
  offerTerms: true,
  rateFromPercent: true,
  serviceSlug: true,
  imageUrl: true,
  imageAlt: true,
  ctaKind: true,
  ctaLabel: true,
  ctaUrl: true,
  validFrom: true,
  validUntil: true,
});
export type PublicDeal = z.output<typeof PublicDealSchema>;

/** POST /api/admin/deals/reorder: the whole order, or one deal one place up or down. */
export const DealReorderSchema = z.union(
  [
    z
      .object({
        ids: z
          .array(
            z
              .number({ error: "Give the ids as numbers" })
              .int("Give the ids as whole numbers")
              .positive("Give the ids as positive numbers"),
            {
              error: "Give every deal's id, in the new order",
            },
          )
          .min(1, "Give every deal's id, in the new order")
          .max(1000, "Give at most 1000 ids"),
      })
      .strict(),
    z
      .object({
        id: z
          .number({ error: "Give the deal's id as a number" })
          .int("Give the deal's id as a whole number")
          .positive("Give the deal's id as a positive number"),
        direction: z.enum(["up", "down"], { error: "Move it up or down" }),
      })
      .strict(),
  ],
  { error: "Send either ids (every deal, in order) or id and direction (up or down)" },
);
export type DealReorder = z.output<typeof DealReorderSchema>;

/** Where a deal stands at `now`. */
export function dealStateAt(
  deal: { isActive: boolean; validFrom: string | Date | null; validUntil: string | Date | null },
  now: Date,
): DealState {
  if (!deal.isActive) return "inactive";
  if (deal.validFrom && new Date(deal.validFrom).getTime() > now.getTime()) return "scheduled";
  if (deal.validUntil && new Date(deal.validUntil).getTime() <= now.getTime()) return "expired";
  return "live";
}
