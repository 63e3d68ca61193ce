import { istDateString } from "../formats/ist";
import { shiftDay } from "../loan-services/lender-offer-rules";
import type { LenderOfferInput } from "../loan-services/lender-offer.schema";

/**
 * Demo lenders' offers for three loan pages, from the fictional lenders of the demo disclosures
 * (disclosures.seed.ts), so a fresh install shows the offers table and never a real bank's rates.
 * Their "as of" days are a few days before the first start: current, none due a check yet. Links
 * go to example.com addresses. Staff replace them on each service's Offers screen.
 */
export function lenderOfferSeed(now: Date = new Date()): { serviceSlug: string; offer: LenderOfferInput }[] {
  const daysAgo = (n: number) => shiftDay(istDateString(now), -n);
  return [
    {
      serviceSlug: "home-loans",
      offer: {
        lenderName: "Demo Bank of Kerala (fictional)",
        rateFrom: 8.4,
        rateTo: 9.85,
        rateType: "floating",
        processingFee: "0.35% of the loan + GST (demo)",
        maxAmount: 50_000_000,
        maxTenureMonths: 360,
        asOf: daysAgo(3),
        linkUrl: "https://demo-bank.example.com/home-loans/key-fact-statement.pdf",
        notes: "Demo offer: salaried applicants with a credit score of 750 or more get the lowest rate.",
      },
    },
    {
      serviceSlug: "home-loans",
      offer: {
        lenderName: "Example Housing Finance Ltd (fictional)",
        rateFrom: 8.75,
        rateTo: 10.5,
        rateType: "floating",
        processingFee: "Up to 0.5% of the loan + GST (demo)",
        maxAmount: 30_000_000,
        maxTenureMonths: 300,
        asOf: daysAgo(6),
        linkUrl: "https://example-housing.example.com/home-loans",
        notes: "Demo offer: self-employed applicants welcome.",
      },
    },
    {
      serviceSlug: "home-loans",
      offer: {
        lenderName: "Sample Small Finance Bank (fictional)",
        rateFrom: 9.5,
        rateTo: 12,
        rateType: "fixed",
        processingFee: "1% of the loan + GST (demo)",
        maxAmount: 7_500_000,
        maxTenureMonths: 240,
        asOf: daysAgo(6),
        linkUrl: null,
        notes: "Demo offer: rate fixed for the whole tenure.",
      },
    },
    {
      serviceSlug: "loan-against-property",
      offer: {
        lenderName: "Demo Bank of Kerala (fictional)",
        rateFrom: 9.25,
        rateTo: 11,
        rateType: "floating",
        processingFee: "0.5% of the loan + GST (demo)",
        maxAmount: 100_000_000,
        maxTenureMonths: 180,
        asOf: daysAgo(4),
        linkUrl: "https://demo-bank.example.com/loan-against-property/kfs.pdf",
        notes: "",
      },
    },
    {
      serviceSlug: "loan-against-property",
      offer: {
        lenderName: "Placeholder Finance NBFC (fictional)",
        rateFrom: 11.5,
        rateTo: 15,
        rateType: "fixed",
        processingFee: "Up to 2% of the loan + GST (demo)",
        maxAmount: 50_000_000,
        maxTenureMonths: 180,
        asOf: daysAgo(8),
        linkUrl: "https://placeholder-finance.example.com/lap",
        notes: "Demo offer: commercial property accepted.",
      },
    },
    {
      serviceSlug: "two-wheeler-loans",
      offer: {
        lenderName: "Sample Small Finance Bank (fictional)",
        rateFrom: 10.99,
        rateTo: 16,
        rateType: "fixed",
        processingFee: "₹1,500 + GST (demo)",
        maxAmount: 300_000,
        maxTenureMonths: 48,
        asOf: daysAgo(2),
        linkUrl: null,
        notes: "",
      },
    },
    {
      serviceSlug: "two-wheeler-loans",
      offer: {
        lenderName: "Placeholder Finance NBFC (fictional)",
        rateFrom: 12.5,
        rateTo: 20,
        rateType: "fixed",
        processingFee: "Up to 3% of the loan + GST (demo)",
        maxAmount: 250_000,
        maxTenureMonths: 36,
        asOf: daysAgo(5),
        linkUrl: "https://placeholder-finance.example.com/two-wheeler-loans",
        notes: "Demo offer: up to 95% of the on-road price.",
      },
    },
  ];
}
