// Pure rules for the lead forms: Indian mobile numbers, rupee amounts as typed, PIN codes and the
// lead event value. No dependencies at all, so the same code runs in the browser forms and on the
// server (POST /api/leads) and both sides agree on what is valid. Rupee formatting lives in
// server/formats/rupees.ts, the EMI formula in server/loan-services/emi.ts.

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

/**
 * The units people write after an amount, in English, Malayalam and Hindi (the site's languages),
 * keys in NFC as the input is normalised: "5 lakh", "5 ലക്ഷം", "5 लाख", "1.5 കോടി", "1.5 करोड़".
 */
const UNIT_MULTIPLIERS: Record<string, number> = {
  ആയിരം: 1_000,
  ലക്ഷം: 100_000,
  കോടി: 10_000_000,
  हज़ार: 1_000,
  हजार: 1_000,
  लाख: 100_000,
  करोड़: 10_000_000,
  करोड: 10_000_000,
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

/** The unit words the amount parser reads, which the browser's copy of it holds too. */
export const amountUnitWords: readonly string[] = Object.keys(UNIT_MULTIPLIERS);

/** `5,00,000` / `12,34,567` (Indian) or `500,000` / `1,000,000` (western) or no commas at all. */
function hasValidGrouping(integerPart: string): boolean {
  if (!integerPart.includes(",")) return /^\d+$/.test(integerPart);
  return /^\d{1,2}(?:,\d{2})*,\d{3}$/.test(integerPart) || /^\d{1,3}(?:,\d{3})+$/.test(integerPart);
}

/** The word for rupees before or after an amount: English, Malayalam (രൂപ) and Hindi (रुपये, रु.). */
const RUPEES = String.raw`(?:₹|rs\.?|inr|rupees?|രൂപ|रुपये|रुपए|रुपया|रु\.?)`;
const LEADING_RUPEES = new RegExp(String.raw`^${RUPEES}\s*`, "u");
const TRAILING_WORD = new RegExp(String.raw`\s*(?:\/-|only|मात्र|${RUPEES})$`, "u");

/**
 * Parses a rupee amount as people type it and returns whole rupees (rounded), or null.
 *
 * Understands `500000`, `5,00,000`, `500,000`, `₹ 5,00,000.00`, `Rs. 5,00,000`, `INR 500000`,
 * `50,000/-`, `5 lakh`, `5 lakhs`, `5 lac`, `5L`, `5.5 lakh`, `1.25 crore`, `2 cr`, `50k`,
 * `50 thousand` and a trailing `rupees` / `only`, case-insensitive and tolerant of spaces; the
 * same in Malayalam and Hindi words and digits (`5 ലക്ഷം`, `1.5 കോടി`, `५ लाख रुपये`, `50 हज़ार`).
 * Returns null for empty input, negative amounts, anything non-numeric (`abc`, `5 lakh abc`,
 * `1.2.3`), malformed comma grouping (`5,0000`) and amounts beyond Number.MAX_SAFE_INTEGER.
 * `0` parses to 0 (the form schemas apply the allowed range).
 */
export function parseIndianAmount(input: string): number | null {
  if (typeof input !== "string") return null;
  let text = toAsciiDigits(input.normalize("NFC")).toLowerCase().replace(/\s+/g, " ").trim();
  if (!text) return null;

  text = text.replace(LEADING_RUPEES, "");
  // Suffixes may come in any order: "5 lakh rupees only", "50,000/- only".
  let previous: string;
  do {
    previous = text;
    text = text.replace(TRAILING_WORD, "").trim();
  } while (text !== previous);

  const match = /^(\d[\d,]*)(?:\.(\d+))?\s*([\p{L}\p{M}]+)?$/u.exec(text);
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
// Names
// ---------------------------------------------------------------------------------------------

/**
 * What a person's name may hold: letters of any script with their combining marks (Malayalam,
 * Devanagari, Tamil…), the zero-width joiner and non-joiner that shape them, spaces, and the
 * punctuation of names such as "Dr. K. R. Nair-Pillai (Jr.)" or "D’Souza".
 */
const NAME_CHARACTER = /[\p{L}\p{M}\p{Join_Control} .'’()-]/u;

/** The punctuation a name may have, as the form's message lists it. */
export const NAME_PUNCTUATION = ". - ' ( )";

let graphemes: Intl.Segmenter | null | undefined;

/**
 * Splits text into what a reader sees as characters (an emoji with its skin tone is one); code
 * points where the browser has no Intl.Segmenter (Firefox before 125).
 */
function visibleCharacters(text: string): string[] {
  graphemes ??=
    typeof Intl !== "undefined" && "Segmenter" in Intl ? new Intl.Segmenter("en", { granularity: "grapheme" }) : null;
  return graphemes ? Array.from(graphemes.segment(text), (part) => part.segment) : Array.from(text);
}

/**
 * The characters of a name that a name cannot have (emoji, digits, @, commas…), each once, in
 * the order they appear, whole as a reader sees them, so the form can say what to remove.
 */
export function disallowedNameCharacters(name: string): string[] {
  const found = new Set<string>();
  for (const character of visibleCharacters(name)) {
    if (!Array.from(character).every((codePoint) => NAME_CHARACTER.test(codePoint))) found.add(character);
  }
  return [...found];
}
