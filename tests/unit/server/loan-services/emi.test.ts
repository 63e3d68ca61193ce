import { describe, expect, it } from "vitest";
import { calculateEmi } from "~server/loan-services/emi";

describe("calculateEmi", () => {
  it("gives ₹8,678 a month for ₹10,00,000 at 8.5% over 240 months", () => {
    expect(calculateEmi({ principal: 1_000_000, annualRatePercent: 8.5, tenureMonths: 240 })).toEqual({
      emi: 8_678,
      totalPayable: 2_082_720,
      totalInterest: 1_082_720,
    });
  });

  it("gives ₹10,747 a month for ₹5,00,000 at 10.5% over 60 months", () => {
    expect(calculateEmi({ principal: 500_000, annualRatePercent: 10.5, tenureMonths: 60 })).toEqual({
      emi: 10_747,
      totalPayable: 644_820,
      totalInterest: 144_820,
    });
  });

  it("splits the principal evenly at 0%", () => {
    expect(calculateEmi({ principal: 120_000, annualRatePercent: 0, tenureMonths: 12 })).toEqual({
      emi: 10_000,
      totalPayable: 120_000,
      totalInterest: 0,
    });
  });

  it("keeps EMI, total payable and total interest consistent", () => {
    const cases = [
      { principal: 1_000_000, annualRatePercent: 8.5, tenureMonths: 240 },
      { principal: 250_000, annualRatePercent: 14, tenureMonths: 36 },
      { principal: 75_000, annualRatePercent: 0, tenureMonths: 7 },
      { principal: 5_000_000, annualRatePercent: 9.25, tenureMonths: 360 },
      { principal: 10_000, annualRatePercent: 24, tenureMonths: 1 },
    ];
    for (const input of cases) {
      const result = calculateEmi(input);
      expect(Number.isInteger(result.emi)).toBe(true);
      expect(result.totalPayable).toBe(result.emi * input.tenureMonths);
      expect(result.totalInterest).toBe(result.totalPayable - input.principal);
    }
  });

  it("charges one month's interest for a one-month loan", () => {
    expect(calculateEmi({ principal: 10_000, annualRatePercent: 24, tenureMonths: 1 }).emi).toBe(10_200);
  });

  it("costs more per month at a higher rate", () => {
    const at8 = calculateEmi({ principal: 1_000_000, annualRatePercent: 8, tenureMonths: 120 }).emi;
    const at12 = calculateEmi({ principal: 1_000_000, annualRatePercent: 12, tenureMonths: 120 }).emi;
    expect(at12).toBeGreaterThan(at8);
  });

  it.each([
    { principal: 0, annualRatePercent: 8, tenureMonths: 12 },
    { principal: -100_000, annualRatePercent: 8, tenureMonths: 12 },
    { principal: Number.NaN, annualRatePercent: 8, tenureMonths: 12 },
    { principal: Number.POSITIVE_INFINITY, annualRatePercent: 8, tenureMonths: 12 },
    { principal: 100_000, annualRatePercent: 8, tenureMonths: 0 },
    { principal: 100_000, annualRatePercent: 8, tenureMonths: -12 },
    { principal: 100_000, annualRatePercent: 8, tenureMonths: Number.NaN },
    { principal: 100_000, annualRatePercent: 8, tenureMonths: 12.5 },
    { principal: 100_000, annualRatePercent: -1, tenureMonths: 12 },
    { principal: 100_000, annualRatePercent: Number.NaN, tenureMonths: 12 },
  ])("throws a RangeError for %o", (input) => {
    expect(() => calculateEmi(input)).toThrow(RangeError);
  });
});
