import { describe, expect, it } from "vitest";
import {
  defaultOfferFreshness,
  firstHiddenDay,
  formatDay,
  formatRateRange,
  formatTenure,
  offerAgeDays,
  offerLinkKind,
  offerState,
  oldestShownAsOf,
  ratesAsOf,
  shiftDay,
  sortOffers,
} from "~server/loan-services/lender-offer-rules";
import { lenderOfferInputSchema, OfferFreshnessSchema } from "~server/loan-services/lender-offer.schema";
import { fieldErrorsFromZod } from "~server/shared/field-errors";

describe("how old an offer's rates are", () => {
  it("counts whole IST days, across months and leap days", () => {
    expect(offerAgeDays("2026-11-20", "2026-11-20")).toBe(0);
    expect(offerAgeDays("2026-10-31", "2026-11-01")).toBe(1);
    expect(offerAgeDays("2028-02-28", "2028-03-01")).toBe(2);
    expect(shiftDay("2026-03-01", -1)).toBe("2026-02-28");
    expect(shiftDay("2026-12-31", 1)).toBe("2027-01-01");
  });

  it("is current up to “flag after”, stale up to “hide after”, hidden after (checked on 1 March: stale from 16 April, hidden from 31 May)", () => {
    const state = (today: string) => offerState("2026-03-01", today, defaultOfferFreshness);
    expect(state("2026-03-01")).toBe("current");
    expect(state("2026-04-15")).toBe("current"); // 45 days
    expect(state("2026-04-16")).toBe("stale"); // 46 days
    expect(state("2026-05-30")).toBe("stale"); // 90 days
    expect(state("2026-05-31")).toBe("hidden"); // 91 days
    expect(firstHiddenDay("2026-03-01", defaultOfferFreshness)).toBe("2026-05-31");
    expect(oldestShownAsOf("2026-05-30", defaultOfferFreshness)).toBe("2026-03-01");
    expect(offerState("2026-03-01", "2026-03-05", { flagAfterDays: 3, hideAfterDays: 4 })).toBe("stale");
  });
});

describe("the order the page states: lowest rate first", () => {
  const offer = (id: number, lenderName: string, rateFrom: number, rateTo: number) => ({
    id,
    lenderName,
    rateFrom,
    rateTo,
  });

  it("orders by the lowest rate, then the highest rate, then the lender's name, then the older entry", () => {
    const sorted = sortOffers([
      offer(1, "Zeta Bank", 9, 10),
      offer(2, "beta Bank", 8.5, 11),
      offer(3, "Alpha Bank", 8.5, 11),
      offer(4, "Gamma Bank", 8.5, 9.5),
      offer(5, "Alpha Bank", 8.5, 11),
    ]);
    expect(sorted.map((o) => o.id)).toEqual([4, 3, 5, 2, 1]);
  });

  it("names the oldest “as of” day of the offers shown, or none without offers", () => {
    expect(ratesAsOf([{ asOf: "2026-11-10" }, { asOf: "2026-10-30" }, { asOf: "2026-11-02" }])).toBe("2026-10-30");
    expect(ratesAsOf([])).toBeNull();
  });
});

describe("what visitors read", () => {
  it("calls a PDF or an address naming a KFS the Key Fact Statement, anything else the lender's page", () => {
    expect(offerLinkKind("https://bank.example.com/docs/home-loan.pdf")).toBe("kfs");
    expect(offerLinkKind("https://bank.example.com/kfs/home-loan")).toBe("kfs");
    expect(offerLinkKind("https://bank.example.com/home-loan?doc=KFS")).toBe("kfs");
    expect(offerLinkKind("https://bank.example.com/key-fact-statement")).toBe("kfs");
    expect(offerLinkKind("https://bank.example.com/loans/home")).toBe("lender-page");
    expect(offerLinkKind("https://kfsbank.example.com/loans")).toBe("lender-page");
  });

  it("writes rates with two decimals, tenures in years and months, days as DD/MM/YYYY", () => {
    expect(formatRateRange({ rateFrom: 8.4, rateTo: 9.85 })).toBe("8.40% – 9.85%");
    expect(formatRateRange({ rateFrom: 10, rateTo: 10 })).toBe("10.00%");
    expect(formatTenure(360)).toBe("30 years");
    expect(formatTenure(18)).toBe("1 year 6 months");
    expect(formatTenure(1)).toBe("1 month");
    expect(formatDay("2026-11-05")).toBe("05/11/2026");
  });
});

describe("the rules an offer is checked with (the same in the browser)", () => {
  const context = { today: "2026-11-20", lenders: ["Demo Bank (fictional)"] };
  const check = (offer: Record<string, unknown>) => {
    const result = lenderOfferInputSchema(context).safeParse({
      lenderName: "Demo Bank (fictional)",
      rateFrom: 8.5,
      rateTo: 9.5,
      processingFee: "Nil",
      asOf: "2026-11-20",
      ...offer,
    });
    return result.success ? {} : fieldErrorsFromZod(result.error);
  };

  it("takes a whole offer with the defaults of what it leaves out", () => {
    expect(check({})).toEqual({});
    expect(
      lenderOfferInputSchema(context).parse({
        lenderName: "Demo Bank (fictional)",
        rateFrom: "8.5%",
        rateTo: "9.5",
        processingFee: " Nil ",
        asOf: "2026-11-20",
        maxAmount: "75,00,000",
      }),
    ).toEqual({
      lenderName: "Demo Bank (fictional)",
      rateFrom: 8.5,
      rateTo: 9.5,
      rateType: "floating",
      processingFee: "Nil",
      maxAmount: 7_500_000,
      maxTenureMonths: null,
      asOf: "2026-11-20",
      linkUrl: null,
      notes: "",
    });
  });

  it("names each broken rule on its own field", () => {
    expect(
      check({ lenderName: "Other Bank", rateFrom: 10, rateTo: 9, asOf: "2026-11-21", linkUrl: "http://x.example.com" }),
    ).toEqual({
      lenderName: "Choose one of the lenders on the Disclosures screen: Other Bank is not listed there",
      rateTo: "Make the highest rate at least the lowest rate (10.00%)",
      asOf: "The “as of” day cannot be after today (20/11/2026): use the day you checked the lender's rates",
      linkUrl: "Use the secure address: it starts with https://, not http://",
    });
    expect(check({ rateFrom: 50, rateTo: 50 })).toEqual({});
    expect(check({ rateFrom: 0, rateTo: 0 })).toEqual({});
    expect(Object.keys(check({ rateTo: 50.01 }))).toEqual(["rateTo"]);
    expect(Object.keys(check({ notes: "<script>x</script>" }))).toEqual(["notes"]);
  });

  it("keeps “hide after” longer than “flag after”", () => {
    expect(OfferFreshnessSchema.safeParse({ flagAfterDays: 45, hideAfterDays: 90 }).success).toBe(true);
    const same = OfferFreshnessSchema.safeParse({ flagAfterDays: 45, hideAfterDays: 45 });
    expect(same.success ? {} : fieldErrorsFromZod(same.error)).toEqual({
      hideAfterDays: "Hide offers later than you flag them: more than 45 days",
    });
  });
});
