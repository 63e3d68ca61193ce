// Indian number and rupee formatting (lakh/crore grouping, amounts in words). Isomorphic: no Node
// or DOM imports, so the browser (forms, EMI calculator) and the server (lead alert e-mails, form
// messages) print amounts the same way.

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

/** An amount split for reading: its sign, its unit (none under 10,000) and the figure in that unit. */
export interface AmountInWords {
  sign: "" | "-";
  unit: "crore" | "lakh" | "thousand" | null;
  /** The figure in the unit, rounded to two decimals; whole rupees when there is no unit. */
  value: number;
}

/**
 * How an amount reads: `500000` → 5 lakh, `15000000` → 1.5 crore, `75000` → 75 thousand, `2500` →
 * 2,500 (no unit under 10,000). Up to two decimals; a value that rounds up to the next unit uses it
 * (`9999999` → 1 crore). Null for NaN or ±Infinity. The words of each language are messages
 * (app/i18n/translator.ts); formatAmountInWords is the English.
 */
export function splitAmountInWords(amount: number): AmountInWords | null {
  if (!Number.isFinite(amount)) return null;
  const value = Math.abs(amount);
  const rounded = Math.round(value);
  const sign = amount < 0 && rounded !== 0 ? "-" : "";
  const lakh = Math.round((value / 100_000) * 100) / 100;
  const thousand = Math.round((value / 1_000) * 100) / 100;
  if (value >= 10_000_000 || lakh >= 100) return { sign, unit: "crore", value: Math.round(value / 100_000) / 100 };
  if (value >= 100_000 || thousand >= 100) return { sign, unit: "lakh", value: lakh };
  if (value >= 10_000) return { sign, unit: "thousand", value: thousand };
  return { sign: rounded === 0 ? "" : sign, unit: null, value: rounded };
}

/**
 * Short reading aid shown under an amount field, in English: `500000` → `5 lakh`, `15000000` →
 * `1.5 crore`, `75000` → `75 thousand`, `2500` → `2,500`. Returns "" for NaN or ±Infinity, so a
 * half-typed field shows nothing.
 */
export function formatAmountInWords(amount: number): string {
  const words = splitAmountInWords(amount);
  if (!words) return "";
  if (!words.unit) return `${words.sign}${formatIndianNumber(words.value)}`;
  return `${words.sign}${shortDecimal(words.value)} ${words.unit}`;
}
