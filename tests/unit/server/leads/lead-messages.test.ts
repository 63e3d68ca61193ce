import { describe, expect, it } from "vitest";
import { fieldErrorsFromZod } from "~server/shared/field-errors";
import { leadMessagesFor, leadSchemasFor } from "~server/leads/lead-schemas.server";
import { consentNoticeVersions } from "~server/leads/lead.schema";
import { languages } from "~server/vocabulary/languages";

/** The letters of each translated language's script. */
const script = { ml: /[\u0D00-\u0D7F]/, hi: /[\u0900-\u097F]/ };

/** Latin words a translated message may keep: the e-mail example, the API's field name, the language codes, "50k". */
const KEPT_AS_THEY_ARE = /name@example\.com|enrichmentToken|\b(en|ml|hi)\b|\d+k\b/g;

describe("the lead forms' messages", () => {
  it("are in English word for word what the forms and the API have always said, amounts filled in as before", () => {
    // The plain messages are pinned where they are used (lead.schema.test.ts, enquiry-requirements.test.ts,
    // the API's integration tests); here the ones this module builds from parts.
    const english = leadMessagesFor("en");
    expect(english.amountTooSmall).toBe("Enter an amount of at least ₹10,000");
    expect(english.amountTooLarge).toBe("Enter an amount of at most ₹1,00,00,00,000 (100 crore)");
    expect(english.incomeTooSmall).toBe("Enter a monthly income of at least ₹1,000");
    expect(english.incomeTooLarge).toBe("Enter a monthly income of at most ₹10,00,00,000 (10 crore)");
    expect(english.nameCharacters(["🙏"])).toBe("Remove 🙏 from the name: use letters, spaces and . - ' ( )");
    expect(english.nameCharacters(["1", "2", "3"])).toBe(
      "Remove 1, 2 and 3 from the name: use letters, spaces and . - ' ( )",
    );
    expect(english.nameCharacters(["\u200b", "@"])).toBe(
      "Remove the invisible spaces and @ from the name: use letters, spaces and . - ' ( )",
    );
    expect(english.enrichmentNotFound).toBe(
      "We could not add these details: the link to your enquiry has expired. Your enquiry is safe with us; tell the advisor when they call.",
    );
    expect(english.language).toBe("en");
  });

  it.each(["ml", "hi"] as const)("are all written in %s, amounts in its words", (language) => {
    const { language: named, nameCharacters, ...messages } = leadMessagesFor(language);
    expect(named).toBe(language);
    for (const [key, message] of Object.entries(messages)) {
      expect(script[language].test(message), `${key}: ${message}`).toBe(true);
      expect(message.replace(KEPT_AS_THEY_ARE, ""), `${key} keeps English words`).not.toMatch(/[A-Za-z]{3,}/);
    }
    const crore = { ml: "കോടി", hi: "करोड़" }[language];
    expect(messages.amountTooLarge).toContain(`₹1,00,00,00,000 (100 ${crore})`);
    expect(messages.incomeTooLarge).toContain(`₹10,00,00,000 (10 ${crore})`);
    expect(messages.amountTooSmall).toContain("₹10,000");
    expect(nameCharacters(["😀"])).toContain("😀");
  });

  it("list the characters a name cannot have as each language lists things", () => {
    expect(leadMessagesFor("ml").nameCharacters(["1", "2", "3"])).toBe(
      "പേരിൽ നിന്ന് 1, 2, 3 എന്നിവ ഒഴിവാക്കുക: അക്ഷരങ്ങളും സ്പേസും . - ' ( ) എന്നിവയും മാത്രം ഉപയോഗിക്കുക",
    );
    expect(leadMessagesFor("hi").nameCharacters(["1", "2", "3"])).toBe(
      "नाम से 1, 2 और 3 हटाएँ: सिर्फ़ अक्षर, स्पेस और . - ' ( ) इस्तेमाल करें",
    );
    expect(leadMessagesFor("ml").nameCharacters(["\u200b"])).toContain("കാണാനാവാത്ത സ്പേസുകൾ");
    expect(leadMessagesFor("hi").nameCharacters(["1", "2", "3", "4", "5", "6"])).toContain("बाकी चिह्न");
  });
});

describe("the lead schemas in each language", () => {
  const bad = {
    kind: "loan_enquiry",
    serviceSlug: "Home Loans",
    name: "A",
    mobile: "0484 2345678",
    email: "anjali@",
    city: "1",
    pincode: "12345",
    loanAmount: "5 lakh abc",
    monthlyIncome: "500",
    employmentType: "astronaut",
    message: "x".repeat(2001),
    consent: { accepted: false, noticeVersion: "2026-11-22", language: "en" },
  };
  const errorsIn = (language: (typeof languages)[number], input: unknown) => {
    const result = leadSchemasFor(language).LeadInputSchema.safeParse(input);
    return result.success ? {} : fieldErrorsFromZod(result.error);
  };

  it("refuse the same fields in every language, each in its own words", () => {
    const english = errorsIn("en", bad);
    expect(Object.keys(english)).toHaveLength(11);
    for (const language of ["ml", "hi"] as const) {
      const translated = errorsIn(language, bad);
      expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
      for (const [field, message] of Object.entries(translated)) {
        expect(message, field).not.toBe(english[field]);
        expect(script[language].test(message), `${field}: ${message}`).toBe(true);
      }
    }
  });

  it("accept the same input in every language and make the same of it", () => {
    const good = {
      kind: "loan_enquiry",
      serviceSlug: "home-loans",
      name: "അനിത തോമസ്",
      mobile: "൯൮൭൬൫ ൪൩൨൧൦",
      loanAmount: "25 ലക്ഷം",
      monthlyIncome: "50 हज़ार",
      consent: { accepted: true, noticeVersion: consentNoticeVersions.ml, language: "ml" },
    };
    const parsed = languages.map((language) => leadSchemasFor(language).LeadInputSchema.parse(good));
    expect(parsed[0]).toMatchObject({ mobile: "+919876543210", loanAmount: 2_500_000, monthlyIncome: 50_000 });
    expect(parsed[1]).toEqual(parsed[0]);
    expect(parsed[2]).toEqual(parsed[0]);
  });

  it("are built once per language", () => {
    expect(leadSchemasFor("ml")).toBe(leadSchemasFor("ml"));
    expect(leadSchemasFor("ml")).not.toBe(leadSchemasFor("hi"));
  });
});
