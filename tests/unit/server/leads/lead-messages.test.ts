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
  it("are in English word for word what the forms and the API have always said", () => {
    const { language: _language, nameCharacters, ...messages } = leadMessagesFor("en");
    expect(messages).toEqual({
      name: "Enter your full name",
      nameTooLong: "Enter your full name in at most 100 characters",
      mobile: "Enter a 10-digit Indian mobile number, e.g. 98765 43210",
      email: "Enter a valid e-mail address, e.g. name@example.com",
      emailTooLong: "Enter an e-mail address of at most 200 characters",
      pincode: "Enter your 6-digit PIN code",
      city: "Enter your city or town",
      cityTooLong: "Enter your city or town in at most 80 characters",
      amount: "Enter an amount like 5,00,000 or 5 lakh",
      amountTooSmall: "Enter an amount of at least ₹10,000",
      amountTooLarge: "Enter an amount of at most ₹1,00,00,00,000 (100 crore)",
      amountRequired: "Enter the amount",
      income: "Enter your monthly income like 50,000 or 50k",
      incomeRequired: "Enter your monthly income",
      incomeTooSmall: "Enter a monthly income of at least ₹1,000",
      incomeTooLarge: "Enter a monthly income of at most ₹10,00,00,000 (10 crore)",
      employmentType: "Choose your employment type",
      controlCharacters: "Remove the invisible characters (such as tabs) that came with the text you pasted",
      messageControlCharacters: "Remove the invisible characters that came with the text you pasted into your message",
      message: "Keep your message under 2,000 characters",
      messageRequired: "Tell us a little more (at least 10 characters)",
      subject: "Keep the subject under 120 characters",
      businessName: "Keep the business name under 120 characters",
      serviceSlug: "Choose the loan service you need",
      serviceUnknown: "Choose one of our loan services",
      partnerType: "Choose what describes your work best",
      experienceYears: "Enter your experience in whole years, from 0 to 60",
      consent: "Please agree so we can contact you about your request",
      consentLanguage: "Send the language of the consent notice shown: en, ml or hi",
      formLanguage: "Send the language of the form: en, ml or hi",
      kind: "Choose the kind of request",
      noDetails: "Fill in at least one detail, or close this window: your enquiry is already with us",
      enrichmentToken: "Send the enrichmentToken from the answer to your enquiry",
      enrichmentNotFound:
        "We could not add these details: the link to your enquiry has expired. Your enquiry is safe with us; tell the advisor when they call.",
      someFields: "Some fields are not valid",
    });
    expect(nameCharacters(["🙏"])).toBe("Remove 🙏 from the name: use letters, spaces and . - ' ( )");
    expect(nameCharacters(["1", "2", "3"])).toBe("Remove 1, 2 and 3 from the name: use letters, spaces and . - ' ( )");
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
