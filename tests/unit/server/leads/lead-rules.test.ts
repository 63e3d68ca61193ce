import { describe, expect, it } from "vitest";
import {
  disallowedNameCharacters,
  isValidPincode,
  leadEventValue,
  normalizeIndianMobile,
  normalizePincode,
  parseIndianAmount,
} from "~server/leads/lead-rules";

describe("normalizeIndianMobile", () => {
  it.each([
    ["9876543210", "+919876543210"],
    ["98765 43210", "+919876543210"],
    ["+91-98765-43210", "+919876543210"],
    ["+91 98765 43210", "+919876543210"],
    ["+919876543210", "+919876543210"],
    ["91 98765 43210", "+919876543210"],
    ["919876543210", "+919876543210"],
    ["098765 43210", "+919876543210"],
    ["09876543210", "+919876543210"],
    ["0091 98765 43210", "+919876543210"],
    ["00919876543210", "+919876543210"],
    ["(+91) 98765-43210", "+919876543210"],
    ["+91 (98765) 43210", "+919876543210"],
    ["98765.43210", "+919876543210"],
    ["98-765-432-10", "+919876543210"],
    ["  98765 43210  ", "+919876543210"],
    ["98765\u00a043210", "+919876543210"], // no-break space pasted from a web page
    ["६१२३४ ५६७८९", "+916123456789"], // Devanagari digits
    ["7012345678", "+917012345678"],
    ["8123456789", "+918123456789"],
    ["6000000000", "+916000000000"],
  ])("accepts %j as %s", (input, expected) => {
    expect(normalizeIndianMobile(input)).toBe(expected);
  });

  it.each([
    ["", "empty"],
    ["   ", "blank"],
    ["987654321", "9 digits"],
    ["98765432101", "11 digits without a leading 0"],
    ["9876543210 1", "11 digits"],
    ["5876543210", "starts with 5"],
    ["1234567890", "starts with 1"],
    ["0123456789", "starts with 0"],
    ["+91 58765 43210", "starts with 5 after +91"],
    ["0484 2345678", "a Kochi landline"],
    ["022 2345 6789", "a Mumbai landline"],
    ["+91 484 234 5678", "a landline with +91"],
    ["+1 415 555 2671", "a US number"],
    ["+1 98765 43210", "another country code"],
    ["+44 7911 123456", "a UK mobile"],
    ["+9198765432", "+91 with 8 digits"],
    ["+91 98765 432100", "+91 with 11 digits"],
    ["98765 4321O", "a letter O instead of zero"],
    ["phone: 9876543210", "words around it"],
    ["9876543210 ext 12", "an extension"],
    ["++919876543210", "two plus signs"],
    ["91+9876543210", "a plus in the middle"],
    ["98765/43210", "a slash"],
  ])("rejects %j (%s)", (input) => {
    expect(normalizeIndianMobile(input)).toBeNull();
  });
});

describe("parseIndianAmount", () => {
  it.each([
    ["500000", 500_000],
    ["5,00,000", 500_000],
    ["500,000", 500_000],
    ["12,34,567", 1_234_567],
    ["1,234,567", 1_234_567],
    ["1,00,00,000", 10_000_000],
    ["₹ 5,00,000.00", 500_000],
    ["₹5,00,000", 500_000],
    ["Rs. 5,00,000", 500_000],
    ["Rs 5,00,000", 500_000],
    ["rs.500000", 500_000],
    ["INR 500000", 500_000],
    ["inr 5 lakh", 500_000],
    ["5 lakh", 500_000],
    ["5 lakhs", 500_000],
    ["5 Lakh", 500_000],
    ["5 LAKH", 500_000],
    ["5lakh", 500_000],
    ["5 lac", 500_000],
    ["5 lacs", 500_000],
    ["5L", 500_000],
    ["5 l", 500_000],
    ["5.5 lakh", 550_000],
    ["4.35 lakh", 435_000],
    ["1.25 crore", 12_500_000],
    ["1.25 Crores", 12_500_000],
    ["2 cr", 20_000_000],
    ["2Cr", 20_000_000],
    ["50k", 50_000],
    ["50 K", 50_000],
    ["50 thousand", 50_000],
    ["1.5k", 1_500],
    ["50,000/-", 50_000],
    ["Rs. 50,000/- only", 50_000],
    ["5 lakh rupees", 500_000],
    ["  5   lakh  ", 500_000],
    ["1000.49", 1_000],
    ["1000.5", 1_001],
    ["0", 0],
    ["५ lakh", 500_000], // Devanagari digit with a unit
    // As people write amounts on the Malayalam and Hindi pages.
    ["5 ലക്ഷം", 500_000],
    ["25ലക്ഷം", 2_500_000],
    ["1.5 കോടി", 15_000_000],
    ["75 ആയിരം", 75_000],
    ["25 ലക്ഷം രൂപ", 2_500_000],
    ["൫ ലക്ഷം", 500_000], // Malayalam digit
    ["5 लाख", 500_000],
    ["1.5 करोड़", 15_000_000],
    ["1.5 करो\u0921\u093C", 15_000_000], // ड़ as ड + nukta
    ["2 करोड", 20_000_000],
    ["50 हज़ार", 50_000],
    ["50 हजार", 50_000],
    ["रु. 25,000", 25_000],
    ["5 लाख रुपये", 500_000],
    ["₹5 लाख मात्र", 500_000],
  ])("reads %j as %i rupees", (input, expected) => {
    expect(parseIndianAmount(input)).toBe(expected);
  });

  it.each([
    "",
    "   ",
    "abc",
    "lakh",
    "5 lakh abc",
    "about 5 lakh",
    "1.2.3",
    "-5000",
    "-5 lakh",
    "5 - 6 lakh",
    "5 lakh 50 thousand",
    "5,0000",
    "50,00",
    "5,,000",
    ",5000",
    "5 million",
    "5 ലക്ഷം abc",
    "पाँच लाख",
    "1e5",
    "₹",
    "Rs.",
    "5 lakh crore lakh",
    "99999999999999999999 crore",
  ])("rejects %j", (input) => {
    expect(parseIndianAmount(input)).toBeNull();
  });
});

describe("leadEventValue", () => {
  it.each([
    ["500000", 500_000],
    ["₹ 5,00,000.00", 500_000],
    ["5,00,000", 500_000],
    ["50,000/-", 50_000],
    ["12345.5", 12_345],
    ["5 lakh", 5], // digits only: the forms pass the normalised rupee string, not the typed words
    ["", 0],
    ["abc", 0],
    ["000", 0],
  ])("reads %j as %i", (input, expected) => {
    expect(leadEventValue(input)).toBe(expected);
  });

  it("takes numbers as they are, and treats null, undefined, NaN and negatives as 0", () => {
    expect(leadEventValue(500_000)).toBe(500_000);
    expect(leadEventValue(1234.99)).toBe(1234);
    expect(leadEventValue(null)).toBe(0);
    expect(leadEventValue(undefined)).toBe(0);
    expect(leadEventValue(Number.NaN)).toBe(0);
    expect(leadEventValue(-5)).toBe(0);
  });

  it("matches the parsed amount when the form passes the normalised string", () => {
    for (const typed of ["5 lakh", "₹ 5,00,000.00", "1.25 crore", "50k"]) {
      expect(leadEventValue(String(parseIndianAmount(typed)))).toBe(parseIndianAmount(typed));
    }
  });
});

describe("PIN codes", () => {
  it.each([
    ["682016", "682016"],
    ["682 016", "682016"],
    [" 110001 ", "110001"],
    ["560 001", "560001"],
    ["999999", "999999"],
  ])("accepts %j as %s", (input, expected) => {
    expect(isValidPincode(input)).toBe(true);
    expect(normalizePincode(input)).toBe(expected);
  });

  it.each(["", "012345", "68201", "6820166", "682-016", "68 2016", "682  016", "6820l6", "PIN 682016"])(
    "rejects %j",
    (input) => {
      expect(isValidPincode(input)).toBe(false);
      expect(normalizePincode(input)).toBeNull();
    },
  );
});

describe("the characters of a person's name", () => {
  it("allows letters of every script, spaces, dots, hyphens, apostrophes and brackets", () => {
    for (const name of [
      "Dr. K. R. Nair-Pillai (Jr.)",
      "K. R. O'Brien-Nair",
      "D’Souza",
      "അഞ്ജലി മേനോൻ",
      "अंजलि मेनन",
      "ਹਰਪ੍ਰੀਤ ਸਿੰਘ",
      // Zero-width joiner and non-joiner shape Malayalam and Hindi letters.
      "\u0d28\u0d4d\u200d \u0d28\u0d4d\u200c",
    ])
      expect(disallowedNameCharacters(name), name).toEqual([]);
  });

  it("names each other character once, whole as people see it", () => {
    expect(disallowedNameCharacters("Anitha 🙏")).toEqual(["🙏"]);
    // A hand with a skin tone is one character to the eye, not a hand and a colour.
    expect(disallowedNameCharacters("Anitha 🙏🏽🙏🏽")).toEqual(["🙏🏽"]);
    expect(disallowedNameCharacters("Anjali123 <b>")).toEqual(["1", "2", "3", "<", ">"]);
    expect(disallowedNameCharacters("Nair, K. @home")).toEqual([",", "@"]);
  });
});
