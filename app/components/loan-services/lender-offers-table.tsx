import { ExternalLink } from "lucide-react";
import { langOfField } from "~/i18n/english-fallback";
import { useI18n, type I18n } from "~/i18n/i18n";
import { cn } from "~/lib/cn";
import { formatRate, formatRateRange, offerLinkKind, ratesAsOf } from "~server/loan-services/lender-offer-rules";
import type { PublicLenderOffer } from "~server/loan-services/lender-offer.schema";
import { tenureInWords } from "./tenure-words";

const columnHeadings = [
  "offers.lender",
  "offers.interestRate",
  "offers.processingFee",
  "offers.upTo",
  "offers.longestTenure",
  "offers.asOf",
] as const;

const maxAmountText = ({ t, amountInWords }: I18n, amount: number | null) =>
  amount === null ? t("offers.notStated") : amountInWords(amount, { rupees: true });
const maxTenureText = ({ t }: I18n, months: number | null) =>
  months === null ? t("offers.notStated") : tenureInWords(t, months);

/**
 * The lender's own page or Key Fact Statement, in a new tab that cannot reach back; the lender is
 * named for screen readers. The staff's list of offers shows the same link (in English there).
 */
export function LenderOfferLink({
  offer,
  className,
}: {
  offer: { lenderName: string; linkUrl: string | null };
  className?: string;
}) {
  const { t } = useI18n();
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
      {offerLinkKind(offer.linkUrl) === "kfs" ? t("offers.keyFactStatement") : t("offers.lenderPage")}
      <span className="sr-only"> {t("offers.linkOf", { lender: offer.lenderName })}</span>
      <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
    </a>
  );
}

function Rate({ offer }: { offer: PublicLenderOffer }) {
  const { t } = useI18n();
  return (
    <>
      <span className="font-semibold whitespace-nowrap text-slate-900">{formatRateRange(offer)}</span>{" "}
      <span className="text-slate-600">{t(offer.rateType === "fixed" ? "offers.fixed" : "offers.floating")}</span>
    </>
  );
}

/**
 * "Lenders’ offers" on a loan page: each current offer with its own "as of" day, in the order the
 * page states (lowest rate first), under the line naming the oldest of those days, so no rate
 * reads as newer than it is. A table on wide screens; one card per offer on phones and tablets.
 * The lenders' notes and fees are in the page's language where translated; `english` names, per
 * offer, those that show English (marked `lang="en"`).
 */
export function LenderOffersSection({
  offers,
  english = {},
  serviceName,
  calculatorBelow,
}: {
  offers: PublicLenderOffer[];
  /** Per offer id, the text fields that fell back to English. */
  english?: Readonly<Record<number, readonly string[]>>;
  serviceName: string;
  /** Whether the page's EMI calculator follows (it starts from the lowest rate shown here). */
  calculatorBelow: boolean;
}) {
  const i18n = useI18n();
  const { t, date, language } = i18n;
  const asOf = ratesAsOf(offers);
  if (!asOf) return null;
  const langOf = (offer: PublicLenderOffer, field: string) => langOfField(language, english[offer.id], field);
  return (
    <section aria-labelledby="lender-offers-heading" className="border-b border-slate-200 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <h2 id="lender-offers-heading" className="text-2xl font-bold text-slate-900">
          {t("offers.heading")}
        </h2>
        <p className="mt-2 text-slate-700">{t("offers.ratesAsOf", { date: date(asOf) })}</p>
        <p className="mt-1 text-sm text-slate-600">
          {t("offers.orderRule")}
          {calculatorBelow && ` ${t("offers.calculatorStart", { rate: formatRate(offers[0]!.rateFrom) })}`}
        </p>

        <table className="mt-6 hidden w-full border-collapse text-left text-sm lg:table">
          <caption className="sr-only">{t("offers.caption", { service: serviceName })}</caption>
          <thead>
            <tr className="border-b-2 border-slate-200 text-xs tracking-wide text-slate-600 uppercase">
              {columnHeadings.map((heading) => (
                <th key={heading} scope="col" className="py-3 pr-4 font-semibold">
                  {t(heading)}
                </th>
              ))}
              <th scope="col" className="py-3 font-semibold">
                <span className="sr-only">{t("offers.lenderDetails")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {offers.map((offer) => (
              <tr key={offer.id} className="border-b border-slate-100 align-top">
                <th scope="row" className="py-4 pr-4 font-semibold text-slate-900">
                  {offer.lenderName}
                  {offer.notes && (
                    <p lang={langOf(offer, "notes")} className="mt-1 max-w-xs font-normal text-slate-600">
                      {offer.notes}
                    </p>
                  )}
                </th>
                <td className="py-4 pr-4">
                  <Rate offer={offer} />
                </td>
                <td lang={langOf(offer, "processingFee")} className="py-4 pr-4 text-slate-700">
                  {offer.processingFee}
                </td>
                <td className="py-4 pr-4 whitespace-nowrap text-slate-700">{maxAmountText(i18n, offer.maxAmount)}</td>
                <td className="py-4 pr-4 whitespace-nowrap text-slate-700">
                  {maxTenureText(i18n, offer.maxTenureMonths)}
                </td>
                <td className="py-4 pr-4 whitespace-nowrap text-slate-700">{date(offer.asOf)}</td>
                <td className="py-4">
                  <LenderOfferLink offer={offer} className="min-h-11 text-brand-800 lg:min-h-0" />
                </td>
              </tr>
            ))}
          </tbody>
        </table>

        <ol className="mt-6 space-y-4 lg:hidden" aria-label={t("offers.listLabel", { service: serviceName })}>
          {offers.map((offer) => (
            <li key={offer.id} className="rounded-xl border border-slate-200 p-4">
              <h3 className="font-semibold text-slate-900">{offer.lenderName}</h3>
              <p className="mt-1 text-lg">
                <Rate offer={offer} />
              </p>
              <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                <div className="col-span-2">
                  <dt className="text-slate-600">{t("offers.processingFee")}</dt>
                  <dd lang={langOf(offer, "processingFee")} className="text-slate-900">
                    {offer.processingFee}
                  </dd>
                </div>
                <div>
                  <dt className="text-slate-600">{t("offers.upTo")}</dt>
                  <dd className="text-slate-900">{maxAmountText(i18n, offer.maxAmount)}</dd>
                </div>
                <div>
                  <dt className="text-slate-600">{t("offers.longestTenure")}</dt>
                  <dd className="text-slate-900">{maxTenureText(i18n, offer.maxTenureMonths)}</dd>
                </div>
                <div className="col-span-2">
                  <dt className="text-slate-600">{t("offers.ratesAsOfLabel")}</dt>
                  <dd className="text-slate-900">{date(offer.asOf)}</dd>
                </div>
              </dl>
              {offer.notes && (
                <p lang={langOf(offer, "notes")} className="mt-3 text-sm text-slate-600">
                  {offer.notes}
                </p>
              )}
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
