// The rules of lenders' offers that need no database (issue 26 item 2): how old an offer's rates
// are, when the staff are told to check them again and when visitors stop seeing them, the order
// the loan page states ("Lowest rate first"), and what a lender's link is called. Isomorphic: the
// service, the staff screen, the dashboard and the public page read the same rules.
import type { RateType } from "../vocabulary/content";

/** When an offer's "as of" day is too old: flagged to staff after one, hidden from visitors after the other. */
export interface OfferFreshness {
  /** Offers checked more than this many days ago are flagged on the staff dashboard. */
  flagAfterDays: number;
  /** Offers checked more than this many days ago leave the public table (and the lowest rate). */
  hideAfterDays: number;
}

export const defaultOfferFreshness: OfferFreshness = { flagAfterDays: 45, hideAfterDays: 90 };

/** Where an offer stands today: shown as it is, shown but due a check, or no longer shown. */
export const offerStates = ["current", "stale", "hidden"] as const;
export type OfferState = (typeof offerStates)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

const dayNumber = (day: string) =>
  Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / DAY_MS;

/** Whole days from the "as of" day to `today` (both `YYYY-MM-DD`, IST days): 0 when checked today. */
export function offerAgeDays(asOf: string, today: string): number {
  return dayNumber(today) - dayNumber(asOf);
}

/** The day `n` days after `day` (`YYYY-MM-DD`; negative: before). */
export function shiftDay(day: string, n: number): string {
  return new Date((dayNumber(day) + n) * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Current while its age is at most `flagAfterDays`; stale (still shown, flagged to staff) up to
 * `hideAfterDays`; hidden once older. With the defaults, rates checked on 1 March are stale from
 * 16 April and hidden from 31 May.
 */
export function offerState(asOf: string, today: string, freshness: OfferFreshness): OfferState {
  const age = offerAgeDays(asOf, today);
  if (age > freshness.hideAfterDays) return "hidden";
  if (age > freshness.flagAfterDays) return "stale";
  return "current";
}

/** The oldest "as of" day visitors may still see `today`: offers checked before it are hidden. */
export function oldestShownAsOf(today: string, freshness: OfferFreshness): string {
  return shiftDay(today, -freshness.hideAfterDays);
}

/** The first IST day on which an offer checked on `asOf` is hidden from visitors. */
export function firstHiddenDay(asOf: string, freshness: OfferFreshness): string {
  return shiftDay(asOf, freshness.hideAfterDays + 1);
}

/** What the order compares: the page states it as "Lowest rate first". */
export interface OrderedOffer {
  id: number;
  lenderName: string;
  rateFrom: number;
  rateTo: number;
}

/** Lowest starting rate first; then the lower top rate; then the lender's name (A to Z); then the older entry. */
export function compareOffers(a: OrderedOffer, b: OrderedOffer): number {
  return (
    a.rateFrom - b.rateFrom ||
    a.rateTo - b.rateTo ||
    a.lenderName.localeCompare(b.lenderName, "en", { sensitivity: "base" }) ||
    a.id - b.id
  );
}

/** A sorted copy, in the order the loan page shows and states. */
export function sortOffers<T extends OrderedOffer>(offers: readonly T[]): T[] {
  return [...offers].sort(compareOffers);
}

/** The order, in the words the page shows beside the table. */
export const OFFER_ORDER_RULE = "Lowest rate first";

/** The day the page's "Rates as of" line names: the oldest of the shown offers (no rate claims to be newer than it is). */
export function ratesAsOf(offers: readonly { asOf: string }[]): string | null {
  let oldest: string | null = null;
  for (const offer of offers) if (oldest === null || offer.asOf < oldest) oldest = offer.asOf;
  return oldest;
}

/** What a lender's link is called on the page: a PDF, or an address naming a KFS, is the Key Fact Statement. */
export type OfferLinkKind = "kfs" | "lender-page";

const KFS_ADDRESS = /\.pdf$|(^|[^a-z])kfs([^a-z]|$)|key[-_ ]?facts?/i;

export function offerLinkKind(url: string): OfferLinkKind {
  let path = url;
  try {
    const parsed = new URL(url);
    path = decodeURIComponent(parsed.pathname + parsed.search);
  } catch {
    // Not a URL: judged as written.
  }
  return KFS_ADDRESS.test(path) ? "kfs" : "lender-page";
}

export const offerLinkLabels: Record<OfferLinkKind, string> = {
  kfs: "Key Fact Statement",
  "lender-page": "Lender’s page",
};

export const rateTypeLabels: Record<RateType, string> = { fixed: "Fixed", floating: "Floating" };

/** `8.4` → "8.40%": rates with two decimals, as lenders print them. */
export function formatRate(rate: number): string {
  return `${rate.toFixed(2)}%`;
}

/** "8.40% – 9.85%", or "8.40%" when the offer names one rate. */
export function formatRateRange(offer: { rateFrom: number; rateTo: number }): string {
  return offer.rateFrom === offer.rateTo
    ? formatRate(offer.rateFrom)
    : `${formatRate(offer.rateFrom)} – ${formatRate(offer.rateTo)}`;
}

/** 360 → "30 years", 18 → "1 year 6 months", 9 → "9 months". */
export function formatTenure(months: number): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const part = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;
  if (years === 0) return part(rest, "month");
  return rest === 0 ? part(years, "year") : `${part(years, "year")} ${part(rest, "month")}`;
}

/** `2026-11-22` → "22/11/2026" (an "as of" day is a calendar day already: no time zone to apply). */
export function formatDay(day: string): string {
  return `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
}
