// The EMI formula behind the loan pages' calculator. Pure and dependency-free, so the browser and
// the server compute the same instalment.

export interface EmiInput {
  principal: number;
  annualRatePercent: number;
  tenureMonths: number;
}

export interface EmiResult {
  /** Monthly instalment, rounded to the nearest rupee. */
  emi: number;
  /** totalPayable − principal. */
  totalInterest: number;
  /** emi × tenureMonths. */
  totalPayable: number;
}

/**
 * Standard reducing-balance EMI: r = annual / 12 / 100, EMI = P·r·(1+r)^n / ((1+r)^n − 1), and
 * P / n when the rate is 0. The EMI is rounded to the nearest rupee and the totals are derived
 * from it, so `totalPayable = emi × n` and `totalInterest = totalPayable − principal` always agree.
 *
 * @throws RangeError for a non-finite or non-positive principal, a tenure that is not a positive
 *   whole number of months, or a negative or non-finite rate.
 */
export function calculateEmi({ principal, annualRatePercent, tenureMonths }: EmiInput): EmiResult {
  if (!Number.isFinite(principal) || principal <= 0) {
    throw new RangeError(`principal must be a positive number of rupees, got ${principal}`);
  }
  if (!Number.isFinite(tenureMonths) || tenureMonths <= 0 || !Number.isInteger(tenureMonths)) {
    throw new RangeError(`tenureMonths must be a positive whole number, got ${tenureMonths}`);
  }
  if (!Number.isFinite(annualRatePercent) || annualRatePercent < 0) {
    throw new RangeError(`annualRatePercent must be zero or more, got ${annualRatePercent}`);
  }
  const r = annualRatePercent / 12 / 100;
  let exact: number;
  if (r === 0) {
    exact = principal / tenureMonths;
  } else {
    const growth = (1 + r) ** tenureMonths;
    exact = (principal * r * growth) / (growth - 1);
  }
  const emi = Math.round(exact);
  const totalPayable = emi * tenureMonths;
  return { emi, totalInterest: totalPayable - principal, totalPayable };
}
