import { describe, expect, it } from "vitest";
import { formatAmountInWords, formatIndianNumber, formatINR } from "~server/formats/rupees";
import { parseIndianAmount } from "~server/leads/lead-rules";

describe("formatINR and formatIndianNumber", () => {
  it.each([
    [1_234_567, "₹12,34,567"],
    [10_000_000, "₹1,00,00,000"],
    [1_000_000_000, "₹1,00,00,00,000"],
    [500_000, "₹5,00,000"],
    [100_000, "₹1,00,000"],
    [99_999, "₹99,999"],
    [10_000, "₹10,000"],
    [1_000, "₹1,000"],
    [999, "₹999"],
    [5, "₹5"],
    [0, "₹0"],
    [-5_000, "-₹5,000"],
    [-1_234_567, "-₹12,34,567"],
    [8_678.4, "₹8,678"],
    [8_678.5, "₹8,679"],
    [-0.4, "₹0"],
  ])("formats %d as %s", (amount, expected) => {
    expect(formatINR(amount)).toBe(expected);
  });

  it("groups without the sign", () => {
    expect(formatIndianNumber(1_234_567)).toBe("12,34,567");
    expect(formatIndianNumber(123)).toBe("123");
    expect(formatIndianNumber(1_000_000_000_000)).toBe("10,00,00,00,00,000");
    expect(formatIndianNumber(-50_000)).toBe("-50,000");
  });

  it("refuses NaN and Infinity", () => {
    expect(() => formatINR(Number.NaN)).toThrow(RangeError);
    expect(() => formatIndianNumber(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe("formatAmountInWords", () => {
  it.each([
    [500_000, "5 lakh"],
    [550_000, "5.5 lakh"],
    [125_000, "1.25 lakh"],
    [100_000, "1 lakh"],
    [9_950_000, "99.5 lakh"],
    [15_000_000, "1.5 crore"],
    [10_000_000, "1 crore"],
    [12_345_678, "1.23 crore"],
    [1_000_000_000, "100 crore"],
    [75_000, "75 thousand"],
    [12_500, "12.5 thousand"],
    [10_000, "10 thousand"],
    [2_500, "2,500"],
    [999, "999"],
    [0, "0"],
    [9_999_999, "1 crore"],
    [99_999, "1 lakh"],
    [-500_000, "-5 lakh"],
  ])("describes %d as %j", (amount, expected) => {
    expect(formatAmountInWords(amount)).toBe(expected);
  });

  it("shows nothing for a half-typed (NaN) amount", () => {
    expect(formatAmountInWords(Number.NaN)).toBe("");
  });

  it("agrees with the parser: what it prints reads back to about the same amount", () => {
    for (const amount of [500_000, 15_000_000, 75_000, 125_000]) {
      expect(parseIndianAmount(formatAmountInWords(amount))).toBe(amount);
    }
  });
});
