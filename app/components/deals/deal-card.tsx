import { CalendarClock, Check, ExternalLink, Landmark } from "lucide-react";
import type { ReactNode } from "react";
import { buttonVariants } from "~/components/ui/button";
import { ApplyNowButton, type LeadCaptureTarget } from "~/components/lead-form/lead-capture";
import { CARD_SIZES, responsiveImgProps, type ResponsiveImage } from "~/components/media/responsive-image";
import { langOfField } from "~/i18n/english-fallback";
import { useI18n, type I18n } from "~/i18n/i18n";
import { cn } from "~/lib/cn";
import type { PublicDeal } from "~server/deals/deal.schema";
import { defaultCtaLabel, type DealTextField } from "~server/deals/deal-words";

/** The size the card reserves for a deal's image (16:9), so nothing moves when it loads. */
export const DEAL_IMAGE_WIDTH = 640;
export const DEAL_IMAGE_HEIGHT = 360;

/**
 * One deal as visitors see it on /deals, and as staff preview it in the editor: lender, title,
 * summary, offer terms, the end date (IST) and the call to action, which the caller passes in
 * (the public page's opens the enquiry form or the lender's page; the preview's does nothing).
 * Its texts come in the page's language where translated; those still in English (`english`, as
 * the loader localized them) are marked `lang="en"`. The lender's name stays as written.
 */
export function DealCard({
  deal,
  english,
  action,
  headingLevel = 2,
  className,
  image,
}: {
  deal: Omit<PublicDeal, "id" | "serviceSlug" | "ctaUrl" | "validFrom">;
  /** The text fields showing English on a Malayalam or Hindi page. */
  english?: readonly DealTextField[];
  action: ReactNode;
  /** The image's variants and focal point, when it is a library image. */
  image?: ResponsiveImage;
  headingLevel?: 2 | 3;
  className?: string;
}) {
  const { t, rich, date, number, language } = useI18n();
  const langOf = (field: DealTextField) => langOfField(language, english, field);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article
      className={cn(
        "flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm",
        className,
      )}
    >
      {deal.imageUrl && (
        <img
          {...responsiveImgProps(deal.imageUrl, image, CARD_SIZES)}
          alt={deal.imageAlt}
          lang={langOf("imageAlt")}
          width={DEAL_IMAGE_WIDTH}
          height={DEAL_IMAGE_HEIGHT}
          loading="lazy"
          decoding="async"
          className="aspect-video w-full bg-slate-100 object-cover"
        />
      )}
      <div className="flex flex-1 flex-col p-6">
        <p className="flex items-center gap-2 text-sm font-semibold text-brand-800">
          <Landmark aria-hidden="true" className="size-4 shrink-0" />
          {deal.lender}
        </p>
        <Heading
          className="mt-2 text-xl font-bold tracking-tight text-balance break-words text-slate-900"
          lang={langOf("title")}
        >
          {deal.title}
        </Heading>
        {deal.rateFromPercent !== null && (
          <p className="mt-3 text-slate-800">
            {rich("deals.rateFrom", {
              rate: number(deal.rateFromPercent),
              highlight: (chunks: ReactNode[]) => (
                <span className="text-2xl font-extrabold text-brand-800">{chunks}</span>
              ),
            })}
          </p>
        )}
        {deal.summary && (
          <p className="mt-3 leading-7 break-words text-slate-700" lang={langOf("summary")}>
            {deal.summary}
          </p>
        )}
        {deal.offerTerms.length > 0 && (
          <ul className="mt-4 space-y-2 break-words" aria-label={t("deals.offerTerms")} lang={langOf("offerTerms")}>
            {deal.offerTerms.map((term, index) => (
              <li key={`${index}-${term}`} className="flex gap-2 text-sm leading-6 text-slate-800">
                <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-emerald-700" />
                {term}
              </li>
            ))}
          </ul>
        )}
        <div className="mt-auto pt-6">
          {deal.validUntil && (
            <p className="mb-3 flex items-center gap-2 text-sm text-slate-700">
              <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
              <span>
                {rich("deals.validUntil", {
                  date: date(deal.validUntil),
                  time: (chunks: ReactNode[]) => <time dateTime={deal.validUntil ?? undefined}>{chunks}</time>,
                })}
              </span>
            </p>
          )}
          {action}
        </div>
      </div>
    </article>
  );
}

/** The label a deal's button shows: the staff's own, or the default for its kind (the staff side's words). */
export function dealCtaLabel(deal: Pick<PublicDeal, "ctaKind" | "ctaLabel">): string {
  return deal.ctaLabel || defaultCtaLabel(deal.ctaKind);
}

/** The label a deal's button shows visitors: the staff's own (translated), or the page's default for its kind. */
function visitorCtaLabel(deal: Pick<PublicDeal, "ctaKind" | "ctaLabel">, t: I18n["t"]): string {
  return deal.ctaLabel || t(deal.ctaKind === "lead" ? "deals.applyForOffer" : "deals.seeOffer");
}

/**
 * A live deal's call to action on /deals: the enquiry form of its service (the lead records the
 * deal), or the lender's page in a new tab, in the page's language (`english`: as on DealCard).
 */
export function DealAction({
  deal,
  english,
  target,
}: {
  deal: PublicDeal;
  english?: readonly DealTextField[];
  target: LeadCaptureTarget | null;
}) {
  const { t, path, language } = useI18n();
  const label = visitorCtaLabel(deal, t);
  const labelLang = deal.ctaLabel ? langOfField(language, english, "ctaLabel") : undefined;
  if (deal.ctaKind === "link" && deal.ctaUrl) {
    const outside = !deal.ctaUrl.startsWith("/");
    return (
      <a
        href={outside ? deal.ctaUrl : path(deal.ctaUrl)}
        {...(outside ? { target: "_blank", rel: "noopener noreferrer" } : {})}
        className={cn(buttonVariants({ variant: "accent" }), "w-full sm:w-auto")}
      >
        <span lang={labelLang}>{label}</span>
        {outside && (
          <>
            <ExternalLink aria-hidden="true" />
            <span className="sr-only"> {t("deals.opensLenderPage", { lender: deal.lender })}</span>
          </>
        )}
      </a>
    );
  }
  if (!target) return null;
  return (
    <ApplyNowButton
      target={target}
      className="w-full sm:w-auto"
      aria-label={t("deals.applyLabel", { label, title: deal.title })}
    >
      <span lang={labelLang}>{label}</span>
    </ApplyNowButton>
  );
}
