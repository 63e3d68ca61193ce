import { ExternalLink } from "lucide-react";
import { cn } from "~/lib/cn";
import { formatAmountInWords } from "~server/formats/rupees";
import {
  formatDay,
  formatRate,
  formatRateRange,
  formatTenure,
  OFFER_ORDER_RULE,
  offerLinkKind,
  offerLinkLabels,
  ratesAsOf,
  rateTypeLabels,
} from "~server/loan-services/lender-offer-rules";
import type { PublicLenderOffer } from "~server/loan-services/lender-offer.schema";

const columnHeadings = [
  "Lender",
  "Interest rate (% a year)",
  "Processing fee",
  "Up to",
  "Longest tenure",
  "As of",
] as const;

const maxAmountText = (amount: number | null) => (amount === null ? "Not stated" : `₹${formatAmountInWords(amount)}`);
const maxTenureText = (months: number | null) => (months === null ? "Not stated" : formatTenure(months));

/**
 * The lender's own page or Key Fact Statement, in a new tab that cannot reach back; the lender is
 * named for screen readers. The staff's list of offers shows the same link.
 */
export function LenderOfferLink({
  offer,
  className,
}: {
  offer: { lenderName: string; linkUrl: string | null };
  className?: string;
}) {
  if (!offer.linkUrl) return null;
  return (
    <a
      href={offer.linkUrl}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        "inline-flex items-center gap-1 font-medium whitespace-nowrap underline underline-offset-2",
        className,
      )}
    >
      {offerLinkLabels[offerLinkKind(offer.linkUrl)]}
      <span className="sr-only"> of {offer.lenderName} (opens in a new tab)</span>
      <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
    </a>
  );
}

function Rate({ offer }: { offer: PublicLenderOffer }) {
  return (
    <>
      <span className="font-semibold whitespace-nowrap text-slate-900">{formatRateRange(offer)}</span>{" "}
      <span className="text-slate-600">{rateTypeLabels[offer.rateType].toLowerCase()}</span>
    </>
  );
}

/**
 * "Lenders' offers" on a loan page: each current offer with its own "as of" day, in the order the
 * page states (lowest rate first), under the line naming the oldest of those days, so no rate
 * reads as newer than it is. A table on wide screens; one card per offer on phones and tablets.
 */
export function LenderOffersSection({
  offers,
  serviceName,
  calculatorBelow,
}: {
  offers: PublicLenderOffer[];
  serviceName: string;
  /** Whether the page's EMI calculator follows (it starts from the lowest rate shown here). */
  calculatorBelow: boolean;
}) {
  const asOf = ratesAsOf(offers);
  if (!asOf) return null;
  return (
    <section aria-labelledby="lender-offers-heading" className="border-b border-slate-200 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <h2 id="lender-offers-heading" className="text-2xl font-bold text-slate-900">
          Lenders’ offers
        </h2>
        <p className="mt-2 text-slate-700">{`Rates as of ${formatDay(asOf)}, set by each lender; our help is free.`}</p>
        <p className="mt-1 text-sm text-slate-600">
          {`${OFFER_ORDER_RULE}: ordered by the lowest rate, then the highest rate, then the lender’s name. The rate you get depends on your profile; the lender decides.`}
          {calculatorBelow &&
            ` The EMI calculator below starts at the lowest rate, ${formatRate(offers[0]!.rateFrom)}.`}
        </p>

        <table className="mt-6 hidden w-full border-collapse text-left text-sm lg:table">
          <caption className="sr-only">{`Lenders’ offers for ${serviceName}, ${OFFER_ORDER_RULE.toLowerCase()}`}</caption>
          <thead>
            <tr className="border-b-2 border-slate-200 text-xs tracking-wide text-slate-600 uppercase">
              {columnHeadings.map((heading) => (
                <th key={heading} scope="col" className="py-3 pr-4 font-semibold">
                  {heading}
                </th>
              ))}
              <th scope="col" className="py-3 font-semibold">
                <span className="sr-only">Lender’s details</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {offers.map((offer) => (
              <tr key={offer.id} className="border-b border-slate-100 align-top">
                <th scope="row" className="py-4 pr-4 font-semibold text-slate-900">
                  {offer.lenderName}
                  {offer.notes && <p className="mt-1 max-w-xs font-normal text-slate-600">{offer.notes}</p>}
                </th>
                <td className="py-4 pr-4">
                  <Rate offer={offer} />
                </td>
                <td className="py-4 pr-4 text-slate-700">{offer.processingFee}</td>
                <td className="py-4 pr-4 whitespace-nowrap text-slate-700">{maxAmountText(offer.maxAmount)}</td>
                <td className="py-4 pr-4 whitespace-nowrap text-slate-700">{maxTenureText(offer.maxTenureMonths)}</td>
                <td className="py-4 pr-4 whitespace-nowrap text-slate-700">{formatDay(offer.asOf)}</td>
                <td className="py-4">
                  <LenderOfferLink offer={offer} className="min-h-11 text-brand-800 lg:min-h-0" />
                </td>
              </tr>
            ))}
          </tbody>
        </table>

        <ol className="mt-6 space-y-4 lg:hidden" aria-label={`Lenders’ offers for ${serviceName}`}>
          {offers.map((offer) => (
            <li key={offer.id} className="rounded-xl border border-slate-200 p-4">
              <h3 className="font-semibold text-slate-900">{offer.lenderName}</h3>
              <p className="mt-1 text-lg">
                <Rate offer={offer} />
              </p>
              <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                <div className="col-span-2">
                  <dt className="text-slate-600">Processing fee</dt>
                  <dd className="text-slate-900">{offer.processingFee}</dd>
                </div>
                <div>
                  <dt className="text-slate-600">Up to</dt>
                  <dd className="text-slate-900">{maxAmountText(offer.maxAmount)}</dd>
                </div>
                <div>
                  <dt className="text-slate-600">Longest tenure</dt>
                  <dd className="text-slate-900">{maxTenureText(offer.maxTenureMonths)}</dd>
                </div>
                <div className="col-span-2">
                  <dt className="text-slate-600">Rates as of</dt>
                  <dd className="text-slate-900">{formatDay(offer.asOf)}</dd>
                </div>
              </dl>
              {offer.notes && <p className="mt-3 text-sm text-slate-600">{offer.notes}</p>}
              <div className="mt-2 text-sm">
                <LenderOfferLink offer={offer} className="min-h-11 text-brand-800 lg:min-h-0" />
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
