import type { DealInput } from "../deals/deal.schema";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Demo deals: clearly fictional lenders ("(fictional)" in every name, as in the demo disclosures),
 * so a fresh install never advertises a real bank's offer. One ends 90 days after the first start,
 * to show a "Valid until" date; the others run until staff end them. Staff replace them at /admin/deals.
 */
export function dealSeed(now: Date = new Date()): DealInput[] {
  return [
    {
      title: "Festive home loan offer",
      lender: "Demo Bank of Kerala (fictional)",
      summary:
        "A demo offer for salaried and self-employed buyers of a first home in Kerala. Staff replace these demo offers with the lenders' real ones.",
      offerTerms: [
        "Processing fee waived (demo)",
        "Tenure up to 30 years",
        "Women co-applicants: 0.05% lower rate (demo)",
      ],
      rateFromPercent: 8.4,
      serviceSlug: "home-loans",
      ctaKind: "lead",
      ctaLabel: "Check my eligibility",
      validFrom: null,
      validUntil: new Date(now.getTime() + 90 * DAY_MS).toISOString(),
      isActive: true,
    },
    {
      title: "Gold loan at a lower rate for shop owners",
      lender: "Sample Small Finance Bank (fictional)",
      summary: "A demo offer: same-day gold loans for small traders, with part-payment at any time.",
      offerTerms: ["Disbursal the same day (demo)", "No charge for part-payment"],
      rateFromPercent: 9.25,
      serviceSlug: "gold-loan",
      ctaKind: "lead",
      ctaLabel: "",
      validFrom: null,
      validUntil: null,
      isActive: true,
    },
    {
      title: "Rooftop solar with a longer tenure",
      lender: "Placeholder Finance NBFC (fictional)",
      summary: "A demo offer for homes adding a rooftop solar system under the PM Surya Ghar scheme.",
      offerTerms: ["Tenure up to 7 years (demo)", "No collateral up to ₹3 lakh (demo)"],
      rateFromPercent: null,
      serviceSlug: "rooftop-solar-finance",
      ctaKind: "lead",
      ctaLabel: "",
      validFrom: null,
      validUntil: null,
      isActive: true,
    },
  ];
}
