import { CalendarClock, Check, ExternalLink, Landmark } from "lucide-react";
import type { ReactNode } from "react";
import { buttonVariants } from "~/components/ui/button";
import { ApplyNowButton, type LeadCaptureTarget } from "~/components/lead-form/lead-capture";
import { CARD_SIZES, responsiveImgProps, type ResponsiveImage } from "~/components/media/responsive-image";
import { cn } from "~/lib/cn";
import { defaultCtaLabel, type PublicDeal } from "~server/deals/deal.schema";
import { formatDateIST } from "~server/formats/ist";

/** The size the card reserves for a deal's image (16:9), so nothing moves when it loads. */
export const DEAL_IMAGE_WIDTH = 640;
export const DEAL_IMAGE_HEIGHT = 360;

/** "8.5%" for 8.5, "9.25%" for 9.25. */
export function formatRate(percent: number): string {
  return `${Number(percent.toFixed(2))}%`;
}

/**
 * One deal as visitors see it on /deals, and as staff preview it in the editor: lender, title,
 * summary, offer terms, the end date (IST) and the call to action, which the caller passes in
 * (the public page's opens the enquiry form or the lender's page; the preview's does nothing).
 */
export function DealCard({
  deal,
  action,
  headingLevel = 2,
  className,
  image,
}: {
  deal: Omit<PublicDeal, "id" | "serviceSlug" | "ctaUrl" | "validFrom">;
  action: ReactNode;
  /** The image's variants and focal point, when it is a library image. */
  image?: ResponsiveImage;
  headingLevel?: 2 | 3;
  className?: string;
}) {
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
        <Heading className="mt-2 text-xl font-bold tracking-tight text-balance text-slate-900">{deal.title}</Heading>
        {deal.rateFromPercent !== null && (
          <p className="mt-3 text-slate-800">
            Rate from <span className="text-2xl font-extrabold text-brand-800">{formatRate(deal.rateFromPercent)}</span>{" "}
            p.a.
          </p>
        )}
        {deal.summary && <p className="mt-3 leading-7 text-slate-700">{deal.summary}</p>}
        {deal.offerTerms.length > 0 && (
          <ul className="mt-4 space-y-2" aria-label="Offer terms">
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
                Valid until <time dateTime={deal.validUntil}>{formatDateIST(deal.validUntil)}</time>
              </span>
            </p>
          )}
          {action}
        </div>
      </div>
    </article>
  );
}

/** The label a deal's button shows: the staff's own, or the default for its kind. */
export function dealCtaLabel(deal: Pick<PublicDeal, "ctaKind" | "ctaLabel">): string {
  return deal.ctaLabel || defaultCtaLabel(deal.ctaKind);
}

/**
 * A live deal's call to action on /deals: the enquiry form of its service (the lead records the
 * deal), or the lender's page in a new tab.
 */
export function DealAction({ deal, target }: { deal: PublicDeal; target: LeadCaptureTarget | null }) {
  const label = dealCtaLabel(deal);
  if (deal.ctaKind === "link" && deal.ctaUrl) {
    const outside = !deal.ctaUrl.startsWith("/");
    return (
      <a
        href={deal.ctaUrl}
        {...(outside ? { target: "_blank", rel: "noopener noreferrer" } : {})}
        className={cn(buttonVariants({ variant: "accent" }), "w-full sm:w-auto")}
      >
        {label}
        {outside && (
          <>
            <ExternalLink aria-hidden="true" />
            <span className="sr-only"> (opens {deal.lender}'s page in a new tab)</span>
          </>
        )}
      </a>
    );
  }
  if (!target) return null;
  return (
    <ApplyNowButton target={target} className="w-full sm:w-auto" aria-label={`${label}: ${deal.title}`}>
      {label}
    </ApplyNowButton>
  );
}
