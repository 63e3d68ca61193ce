import type { Translator } from "~/i18n/translator";
import type { PublicDeal } from "~server/deals/deal.schema";
import { istDateString } from "~server/formats/ist";

/**
 * schema.org Offer for each live deal on /deals (an ItemList of them), in the page's language: the
 * lender as the offering Organization, the dates it runs, the rate as a description (schema.org has
 * no plain "interest rate from" on an Offer), and the page it is on (the page's own language's).
 */
export function dealOffersJsonLd(
  deals: PublicDeal[],
  origin: string,
  businessName: string,
  { t, path }: Pick<Translator, "t" | "path">,
) {
  const page = `${origin}${path("/deals")}`;
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: t("deals.structuredListName", { businessName }),
    itemListElement: deals.map((deal, index) => ({
      "@type": "ListItem",
      position: index + 1,
      item: {
        "@type": "Offer",
        "@id": `${page}#deal-${deal.id}`,
        name: deal.title,
        description: [deal.summary, ...deal.offerTerms].filter(Boolean).join(" · ") || deal.title,
        category: deal.serviceSlug ?? t("deals.structuredCategory"),
        url:
          deal.ctaKind === "link" && deal.ctaUrl && !deal.ctaUrl.startsWith("/")
            ? deal.ctaUrl
            : `${page}#deal-${deal.id}`,
        offeredBy: { "@type": "Organization", name: deal.lender },
        seller: { "@type": "Organization", name: deal.lender },
        ...(deal.validFrom ? { validFrom: deal.validFrom } : {}),
        ...(deal.validUntil ? { validThrough: deal.validUntil, priceValidUntil: istDateString(deal.validUntil) } : {}),
        ...(deal.imageUrl
          ? { image: deal.imageUrl.startsWith("/") ? `${origin}${deal.imageUrl}` : deal.imageUrl }
          : {}),
        ...(deal.rateFromPercent !== null
          ? {
              priceSpecification: {
                "@type": "UnitPriceSpecification",
                name: t("deals.structuredRateName"),
                price: deal.rateFromPercent,
                unitText: t("deals.structuredRateUnit"),
              },
            }
          : {}),
      },
    })),
  };
}
