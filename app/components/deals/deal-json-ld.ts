import type { PublicDeal } from "~server/deals/deal.schema";
import { istDateString } from "~server/formats/ist";

/**
 * schema.org Offer for each live deal on /deals (an ItemList of them): the lender as the offering
 * Organization, the dates it runs, the rate as a description (schema.org has no plain "interest
 * rate from" on an Offer), and the page it is on.
 */
export function dealOffersJsonLd(deals: PublicDeal[], origin: string, businessName: string) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: `Loan deals from ${businessName}'s partner lenders`,
    itemListElement: deals.map((deal, index) => ({
      "@type": "ListItem",
      position: index + 1,
      item: {
        "@type": "Offer",
        "@id": `${origin}/deals#deal-${deal.id}`,
        name: deal.title,
        description: [deal.summary, ...deal.offerTerms].filter(Boolean).join(" · ") || deal.title,
        category: deal.serviceSlug ?? "Loan",
        url:
          deal.ctaKind === "link" && deal.ctaUrl && !deal.ctaUrl.startsWith("/")
            ? deal.ctaUrl
            : `${origin}/deals#deal-${deal.id}`,
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
                name: "Interest rate from (per annum)",
                price: deal.rateFromPercent,
                unitText: "percent per annum",
              },
            }
          : {}),
      },
    })),
  };
}
