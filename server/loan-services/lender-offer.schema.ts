// Lenders' offers on a loan page (issue 26 item 2): what staff send (create, and an update with the
// version it started from), what the API answers, what visitors see, and the two freshness
// settings. Isomorphic plain zod: the staff dialog checks with the same rules before it sends. The
// rules that need today's date and the disclosures' lender list take them as a context
// (`lenderOfferInputSchema`), so the browser checks with the loader's and the service with its own.
import { z } from "zod";
import { plainText } from "../content/content-text";
import { httpsUrl } from "../settings/site-settings-edit";
import { rateTypes } from "../vocabulary/content";
import { defaultOfferFreshness, formatDay, formatRate, offerStates } from "./lender-offer-rules";

/**
 * The visitor-facing texts of an offer, in its own columns (English). The next issue's
 * translations are rows holding these fields per language; the lender's name stays the
 * disclosures' (one list of lenders), and numbers and dates are shown in each language's format.
 */
export const lenderOfferTextFields = ["processingFee", "notes"] as const;

export const MAX_OFFER_RATE = 50;
export const MIN_OFFER_AMOUNT = 10_000;
export const MAX_OFFER_AMOUNT = 1_000_000_000;
export const MAX_OFFER_TENURE_MONTHS = 480;
/** No rate table goes back further: an earlier "as of" day is a typing mistake. */
const EARLIEST_AS_OF = "2000-01-01";

const blankToNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);

/** Numbers as JSON sends them, or as a person types them ("8.5", "8.5%", "75,00,000"). */
const numberLike = (value: unknown) => {
  if (typeof value !== "string") return value;
  const cleaned = value.trim().replace(/%$/, "").replace(/,/g, "").trim();
  return cleaned === "" ? null : Number(cleaned);
};

const rate = (what: string) =>
  z.preprocess(
    numberLike,
    z
      .number({ error: `Enter the ${what} as a number from 0 to ${MAX_OFFER_RATE}, e.g. 8.35` })
      .min(0, `Enter the ${what} from 0 to ${MAX_OFFER_RATE} % a year`)
      .max(MAX_OFFER_RATE, `Enter the ${what} from 0 to ${MAX_OFFER_RATE} % a year`)
      .refine(
        (value) => Math.round(value * 100) === Number((value * 100).toFixed(6)),
        `Give the ${what} with at most two decimals, e.g. 8.35`,
      ),
  );

const maxAmount = z.preprocess(
  (value) => numberLike(blankToNull(value)),
  z
    .number({ error: "Enter the largest loan in rupees as a whole number, e.g. 7500000 for ₹75 lakh" })
    .int("Enter the largest loan in whole rupees, e.g. 7500000 for ₹75 lakh")
    .min(MIN_OFFER_AMOUNT, "Enter the largest loan from ₹10,000 to ₹100 crore, or leave it empty")
    .max(MAX_OFFER_AMOUNT, "Enter the largest loan from ₹10,000 to ₹100 crore, or leave it empty")
    .nullable(),
);

const maxTenureMonths = z.preprocess(
  (value) => numberLike(blankToNull(value)),
  z
    .number({ error: "Enter the longest tenure in months as a whole number, e.g. 240 for 20 years" })
    .int("Enter the longest tenure in whole months, e.g. 240 for 20 years")
    .min(1, `Enter the longest tenure from 1 to ${MAX_OFFER_TENURE_MONTHS} months (40 years), or leave it empty`)
    .max(
      MAX_OFFER_TENURE_MONTHS,
      `Enter the longest tenure from 1 to ${MAX_OFFER_TENURE_MONTHS} months (40 years), or leave it empty`,
    )
    .nullable(),
);

const validDay = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

const asOf = z
  .string({ error: "Enter the day you checked the lender's rates, e.g. 2026-11-20" })
  .trim()
  .refine(validDay, "Enter the day you checked the lender's rates as a date, e.g. 2026-11-20")
  .refine((value) => value >= EARLIEST_AS_OF, "Enter the day you checked the lender's rates: this one is years ago");

/** Every field of an offer, without the rules between fields. */
const lenderOfferFields = {
  lenderName: z
    .string({ error: "Choose the lender" })
    .trim()
    .min(1, "Choose the lender")
    .max(120, "Choose one of the lenders on the Disclosures screen"),
  rateFrom: rate("lowest rate"),
  rateTo: rate("highest rate"),
  rateType: z.enum(rateTypes, { error: "Choose whether the rate is fixed or floating" }),
  processingFee: plainText("processing fee, e.g. 0.5% of the loan + GST", 2, 120),
  maxAmount,
  maxTenureMonths,
  asOf,
  linkUrl: z.preprocess(blankToNull, httpsUrl("https://lender.example.com/home-loan-kfs.pdf").nullable()),
  notes: plainText("note for visitors", 0, 300),
};

/** Every field with the defaults of a new offer (rate floating, no maximum, no link, no note). */
const LenderOfferFieldsSchema = z.object({
  ...lenderOfferFields,
  rateType: lenderOfferFields.rateType.default("floating"),
  maxAmount: lenderOfferFields.maxAmount.default(null),
  maxTenureMonths: lenderOfferFields.maxTenureMonths.default(null),
  linkUrl: lenderOfferFields.linkUrl.default(null),
  notes: lenderOfferFields.notes.default(""),
});

type LenderOfferFields = z.output<typeof LenderOfferFieldsSchema>;

/** What the rules between an offer and the rest of the site need: today (IST) and the lender list. */
export interface LenderOfferContext {
  /** Today in IST, `YYYY-MM-DD`. */
  today: string;
  /** The lenders' names on the disclosures (/admin/disclosures). */
  lenders: readonly string[];
}

function checkOffer(offer: LenderOfferFields, ctx: z.RefinementCtx, context?: LenderOfferContext) {
  if (offer.rateTo < offer.rateFrom)
    ctx.addIssue({
      code: "custom",
      path: ["rateTo"],
      message: `Make the highest rate at least the lowest rate (${formatRate(offer.rateFrom)})`,
    });
  if (!context) return;
  if (!context.lenders.includes(offer.lenderName))
    ctx.addIssue({
      code: "custom",
      path: ["lenderName"],
      message:
        context.lenders.length === 0
          ? "Add the lender on the Disclosures screen first: offers name the lenders listed there"
          : `Choose one of the lenders on the Disclosures screen: ${offer.lenderName} is not listed there`,
    });
  if (offer.asOf > context.today)
    ctx.addIssue({
      code: "custom",
      path: ["asOf"],
      message: `The “as of” day cannot be after today (${formatDay(context.today)}): use the day you checked the lender's rates`,
    });
}

/** A new offer (POST /api/admin/loan-services/{id}/offers), as documented: the rates in order. */
export const LenderOfferInputSchema = LenderOfferFieldsSchema.strict().superRefine((offer, ctx) =>
  checkOffer(offer, ctx),
);
export type LenderOfferInput = z.input<typeof LenderOfferInputSchema>;
export type LenderOfferData = z.output<typeof LenderOfferInputSchema>;

/** A whole offer checked with every rule: the lender listed, the "as of" day not after today. */
export function lenderOfferInputSchema(context: LenderOfferContext) {
  return LenderOfferFieldsSchema.strict().superRefine((offer, ctx) => checkOffer(offer, ctx, context));
}

const version = z
  .number({ error: "Send back the version of the offer you read" })
  .int("Send back the version of the offer you read")
  .positive("Send back the version of the offer you read");

/** The version a change started from, read before anything else of it (a stale one answers 409). */
export const OfferVersionSchema = z.object({ version }, { error: "Send the change as a JSON object" });

/**
 * A change (PATCH …/offers/{offerId}): any fields, with the `version` the edit started from (an
 * offer changed since answers 409). The merged offer is checked whole.
 */
export const LenderOfferPatchSchema = z.object(lenderOfferFields).partial().extend({ version }).strict();
export type LenderOfferPatch = z.input<typeof LenderOfferPatchSchema>;

/** The fields an edit may change (what a patch is merged into). */
export const lenderOfferEditableFields = Object.keys(lenderOfferFields) as (keyof typeof lenderOfferFields)[];

/** An offer as stored and answered to staff. */
export const LenderOfferSchema = z.object({
  id: z.number().int(),
  serviceId: z.number().int(),
  lenderName: z.string(),
  rateFrom: z.number(),
  rateTo: z.number(),
  rateType: z.enum(rateTypes),
  processingFee: z.string(),
  maxAmount: z.number().int().nullable(),
  maxTenureMonths: z.number().int().nullable(),
  /** The IST day staff checked the lender's rates, `YYYY-MM-DD`. */
  asOf: z.string(),
  linkUrl: z.string().nullable(),
  notes: z.string(),
  version: z.number().int(),
  /** Today: current, stale (shown, due a check: on the dashboard) or hidden (no longer shown to visitors). */
  state: z.enum(offerStates),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LenderOffer = z.output<typeof LenderOfferSchema>;

/** GET …/loan-services/{id}/offers: the service and every offer of it, hidden ones too, in the page's order. */
export const LenderOfferListSchema = z.object({
  service: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  items: z.array(LenderOfferSchema),
});
export type LenderOfferList = z.output<typeof LenderOfferListSchema>;

/** What a loan page shows of a current offer (nothing staff-only). */
export const PublicLenderOfferSchema = LenderOfferSchema.pick({
  id: true,
  lenderName: true,
  rateFrom: true,
  rateTo: true,
  rateType: true,
  processingFee: true,
  maxAmount: true,
  maxTenureMonths: true,
  asOf: true,
  linkUrl: true,
  notes: true,
});
export type PublicLenderOffer = z.output<typeof PublicLenderOfferSchema>;

const days = (what: string, min: number, max: number) =>
  z
    .number({ error: `Enter the ${what} as a number of days, e.g. ${min === 1 ? 45 : 90}` })
    .int(`Enter the ${what} in whole days`)
    .min(min, `Enter the ${what} from ${min} to ${max} days`)
    .max(max, `Enter the ${what} from ${min} to ${max} days`);

const freshnessFields = {
  flagAfterDays: days("days after which offers are flagged", 1, 365),
  hideAfterDays: days("days after which offers are hidden", 2, 730),
};

/** The freshness settings, stored as their own document and answered whole. */
export const OfferFreshnessSchema = z
  .object(freshnessFields)
  .strict()
  .superRefine((value, ctx) => {
    if (value.hideAfterDays <= value.flagAfterDays)
      ctx.addIssue({
        code: "custom",
        path: ["hideAfterDays"],
        message: `Hide offers later than you flag them: more than ${value.flagAfterDays} days`,
      });
  });
export type OfferFreshnessSettings = z.output<typeof OfferFreshnessSchema>;

/** PATCH …/lender-offers/settings: either or both; the result is checked whole. */
export const OfferFreshnessEditSchema = z.object(freshnessFields).partial().strict();

/** The defaults (45 and 90 days), as the stored document's shape. */
export const defaultOfferFreshnessSettings: OfferFreshnessSettings = { ...defaultOfferFreshness };

/** The dashboard's list of offers whose rates are due a check (older than "flag after"). */
export const StaleOffersSchema = z.object({
  freshness: z.object(freshnessFields),
  /** How many offers are due a check (the list holds the oldest few). */
  total: z.number().int(),
  items: z.array(
    z.object({
      offerId: z.number().int(),
      serviceId: z.number().int(),
      serviceName: z.string(),
      lenderName: z.string(),
      asOf: z.string(),
      /** stale: still shown to visitors; hidden: older than "hide after", no longer shown. */
      state: z.enum(["stale", "hidden"]),
    }),
  ),
});
export type StaleOffers = z.output<typeof StaleOffersSchema>;
