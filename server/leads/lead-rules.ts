// Pure rules for the lead forms: Indian mobile numbers, rupee amounts, PIN codes, EMI and rupee
// formatting. No dependencies at all, so the same code runs in the browser forms and on the server
// (POST /api/leads) and both sides agree on what is valid.

// ---------------------------------------------------------------------------------------------
// Digits
// ---------------------------------------------------------------------------------------------

/**
 * Turns the decimal digits of the Indian scripts (Devanagari, Bengali, Gurmukhi, Gujarati, Oriya,
 * Tamil, Telugu, Kannada, Malayalam: each block has its zero at U+0966 + k·0x80) and full-width
 * digits into ASCII digits, so a number typed on a Hindi or Tamil keyboard is understood.
 */
function toAsciiDigits(input: string): string {
  return input.replace(/[\u0966-\u0d6f\uff10-\uff19]/g, (char) => {
    const code = char.charCodeAt(0);
    if (code >= 0xff10) return String(code - 0xff10);
    const offset = (code - 0x0966) % 0x80;
    return offset < 10 ? String(offset) : char;
  });
}

// ---------------------------------------------------------------------------------------------
// Mobile numbers
// ---------------------------------------------------------------------------------------------

/** Spaces (including no-break spaces), dashes of all widths, dots and brackets people type. */
const PHONE_SEPARATORS = /[\s\-\u2010-\u2015\u2212.()[\]]/g;

/**
 * Normalises an Indian mobile number as people type it to `+91XXXXXXXXXX`.
 *
 * Accepted: `9876543210`, `98765 43210`, `+91-98765-43210`, `+91 98765 43210`, `(+91) 98765 43210`,
 * `91 98765 43210`, `098765 43210`, `0091 98765 43210`, with spaces, dashes, dots and brackets
 * anywhere. The ten digits must start with 6, 7, 8 or 9.
 *
 * Returns null for anything else: landlines (`0484 2345678`), 9 or 11 digits, numbers starting
 * 0-5 after the prefix, letters, or another country code (`+1 …`, `+44 …`).
 */
export function normalizeIndianMobile(input: string): string | null {
  if (typeof input !== "string") return null;
  const compact = toAsciiDigits(input.trim()).replace(PHONE_SEPARATORS, "");
  const match = /^(\+?)(\d+)$/.exec(compact);
  if (!match) return null;
  const [, plus, digits = ""] = match;

  let national: string;
  if (plus) {
    // With a "+" the country code must be India's.
    if (!digits.startsWith("91")) return null;
    national = digits.slice(2);
  } else if (digits.length === 10) {
    national = digits;
  } else if (digits.length === 11 && digits.startsWith("0")) {
    national = digits.slice(1); // trunk prefix: 098765 43210
  } else if (digits.length === 12 && digits.startsWith("91")) {
    national = digits.slice(2); // 91 98765 43210
  } else if (digits.length === 14 && digits.startsWith("0091")) {
    national = digits.slice(4); // international prefix: 0091 98765 43210
  } else {
    return null;
  }
  return /^[6-9]\d{9}$/.test(national) ? `+91${national}` : null;
}

// ---------------------------------------------------------------------------------------------
// Rupee amounts
// ---------------------------------------------------------------------------------------------

const UNIT_MULTIPLIERS: Record<string, number> = {
  k: 1_000,
  thousand: 1_000,
  thousands: 1_000,
  l: 100_000,
  lakh: 100_000,
  lakhs: 100_000,
  lac: 100_000,
  lacs: 100_000,
  cr: 10_000_000,
  crs: 10_000_000,
  crore: 10_000_000,
  crores: 10_000_000,
};

/** `5,00,000` / `12,34,567` (Indian) or `500,000` / `1,000,000` (western) or no commas at all. */
function hasValidGrouping(integerPart: string): boolean {
  if (!integerPart.includes(",")) return /^\d+$/.test(integerPart);
  return /^\d{1,2}(?:,\d{2})*,\d{3}$/.test(integerPart) || /^\d{1,3}(?:,\d{3})+$/.test(integerPart);
}

/**
 * Parses a rupee amount as people type it and returns whole rupees (rounded), or null.
 *
 * Understands `500000`, `5,00,000`, `500,000`, `₹ 5,00,000.00`, `Rs. 5,00,000`, `INR 500000`,
 * `50,000/-`, `5 lakh`, `5 lakhs`, `5 lac`, `5L`, `5.5 lakh`, `1.25 crore`, `2 cr`, `50k`,
 * `50 thousand` and a trailing `rupees` / `only`, case-insensitive and tolerant of spaces.
 * Returns null for empty input, negative amounts, anything non-numeric (`abc`, `5 lakh abc`,
 * `1.2.3`), malformed comma grouping (`5,0000`) and amounts beyond Number.MAX_SAFE_INTEGER.
 * `0` parses to 0 (the form schemas apply the allowed range).
 */
export function parseIndianAmount(input: string): number | null {
  if (typeof input !== "string") return null;
  let text = toAsciiDigits(input).toLowerCase().replace(/\s+/g, " ").trim();
  if (!text) return null;

  text = text.replace(/^(?:₹|rs\.?|inr|rupees?)\s*/, "");
  // Suffixes may come in any order: "5 lakh rupees only", "50,000/- only".
  let previous: string;
  do {
    previous = text;
    text = text.replace(/\s*(?:\/-|only|rupees?|rs\.?|inr|₹)$/, "").trim();
  } while (text !== previous);

  const match = /^(\d[\d,]*)(?:\.(\d+))?\s*([a-z]+)?$/.exec(text);
  if (!match) return null;
  const [, integerPart = "", fraction = "", unit] = match;
  if (!hasValidGrouping(integerPart)) return null;

  let multiplier = 1;
  if (unit !== undefined) {
    const found = UNIT_MULTIPLIERS[unit];
    if (found === undefined) return null;
    multiplier = found;
  }
  const value = Number(`${integerPart.replace(/,/g, "")}.${fraction || "0"}`) * multiplier;
  const rupees = Math.round(value);
  return Number.isSafeInteger(rupees) ? rupees : null;
}

/**
 * The value for GA4 / Meta Pixel lead events. The spec says "The lead value is parsed from the
 * digits of a string": take the string form, drop a trailing decimal fraction (`.00`, `.5`) and a
 * trailing `/-`, keep only the digits and parse them; 0 when there are no digits.
 *
 * It does NOT understand words: `"5 lakh"` gives 5. The forms therefore pass the normalised rupee
 * amount (`String(parseIndianAmount(input))`, e.g. `"500000"`), not what the visitor typed.
 * A number argument is used directly (truncated); NaN, Infinity and negative numbers give 0.
 */
export function leadEventValue(amount: string | number | null | undefined): number {
  if (amount === null || amount === undefined) return 0;
  if (typeof amount === "number") return Number.isFinite(amount) && amount > 0 ? Math.trunc(amount) : 0;
  const withoutFraction = String(amount)
    .trim()
    .replace(/\s*\/-$/, "")
    .replace(/\.\d*$/, "");
  const digits = withoutFraction.replace(/\D/g, "");
  if (!digits) return 0;
  const value = Number(digits);
  return Number.isFinite(value) ? value : 0;
}

// ---------------------------------------------------------------------------------------------
// PIN codes
// ---------------------------------------------------------------------------------------------

/**
 * Six-digit Indian PIN code (first digit 1-9), optionally written with one space after the third
 * digit (`682 016`). Returns the six digits, or null.
 */
export function normalizePincode(input: string): string | null {
  if (typeof input !== "string") return null;
  const match = /^([1-9]\d{2}) ?(\d{3})$/.exec(toAsciiDigits(input.trim()));
  return match ? `${match[1]}${match[2]}` : null;
}

/** True for a valid Indian PIN code: `682016` or `682 016`. */
export function isValidPincode(input: string): boolean {
  return normalizePincode(input) !== null;
}

// ---------------------------------------------------------------------------------------------
// EMI
// ---------------------------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------------------------
// Formatting
// ---------------------------------------------------------------------------------------------

/**
 * Groups a number the Indian way (last three digits, then pairs): `1234567` → `12,34,567`.
 * Rounds to whole rupees; negative numbers get a leading `-`. Implemented by hand because small
 * ICU builds may lack the `en-IN` locale data.
 *
 * @throws RangeError for NaN or ±Infinity.
 */
export function formatIndianNumber(n: number): string {
  if (!Number.isFinite(n)) throw new RangeError(`cannot format ${n} as an amount`);
  const rounded = Math.round(Math.abs(n));
  const digits = BigInt(rounded).toString();
  let grouped = digits.slice(-3);
  for (let end = digits.length - 3; end > 0; end -= 2) {
    grouped = `${digits.slice(Math.max(0, end - 2), end)},${grouped}`;
  }
  return n < 0 && rounded !== 0 ? `-${grouped}` : grouped;
}

/**
 * Rupees with the sign and Indian grouping, no decimals: `₹12,34,567`, `₹0`, `-₹5,000`.
 *
 * @throws RangeError for NaN or ±Infinity.
 */
export function formatINR(amount: number): string {
  const grouped = formatIndianNumber(amount);
  return grouped.startsWith("-") ? `-₹${grouped.slice(1)}` : `₹${grouped}`;
}

/** At most two decimals, trailing zeros dropped, Indian grouping: 1.5 → "1.5", 12345 → "12,345". */
function shortDecimal(value: number): string {
  const hundredths = Math.round(value * 100);
  const whole = Math.floor(hundredths / 100);
  const fraction = String(hundredths % 100)
    .padStart(2, "0")
    .replace(/0+$/, "");
  return fraction ? `${formatIndianNumber(whole)}.${fraction}` : formatIndianNumber(whole);
}

/**
 * Short reading aid shown under an amount field: `500000` → `5 lakh`, `15000000` → `1.5 crore`,
 * `75000` → `75 thousand`, `2500` → `2,500` (amounts under 10,000 are just grouped). Up to two
 * decimals; a value that rounds up to the next unit uses it (`9999999` → `1 crore`). Returns ""
 * for NaN or ±Infinity, so a half-typed field shows nothing.
 */
export function formatAmountInWords(amount: number): string {
  if (!Number.isFinite(amount)) return "";
  const sign = amount < 0 ? "-" : "";
  const value = Math.abs(amount);

  const lakh = Math.round((value / 100_000) * 100) / 100;
  const thousand = Math.round((value / 1_000) * 100) / 100;

  if (value >= 10_000_000 || lakh >= 100) return `${sign}${shortDecimal(value / 10_000_000)} crore`;
  if (value >= 100_000 || thousand >= 100) return `${sign}${shortDecimal(lakh)} lakh`;
  if (value >= 10_000) return `${sign}${shortDecimal(thousand)} thousand`;
  const grouped = formatIndianNumber(value);
  return grouped === "0" ? "0" : `${sign}${grouped}`;
}
