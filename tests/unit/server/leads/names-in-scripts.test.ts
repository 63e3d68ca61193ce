import { describe, expect, it } from "vitest";
import { fieldErrorsFromZod } from "~server/shared/field-errors";
import { leadSchemasFor } from "~server/leads/lead-schemas.server";
import { consentNoticeVersions } from "~server/leads/lead.schema";
import { languages } from "~server/vocabulary/languages";

/** Real names as people in Kerala and North India write them. */
const names = [
  "അനിത തോമസ്",
  "ശ്രീക്കുട്ടൻ", // the chillu ൻ as one letter (U+0D7B)
  "രാജേഷ് കുമാർ", // virama, the chillu ർ
  "राजेश कुमार",
  "सुनीता देवी",
  "ഫാത്തിമ ബീവി",
  "ज़ोया ख़ान", // nukta letters
];

const consent = { accepted: true, noticeVersion: consentNoticeVersions.ml, language: "ml" };
const forms = {
  loan_enquiry: { kind: "loan_enquiry", serviceSlug: "home-loans", mobile: "9447012345", consent },
  contact_message: { kind: "contact_message", mobile: "9447012345", message: "ഹോം ലോണിനെക്കുറിച്ച് അറിയണം", consent },
  partner_application: {
    kind: "partner_application",
    mobile: "9447012345",
    email: "partner@example.com",
    city: "കോഴിക്കോട്",
    partnerType: "individual_agent",
    consent,
  },
  vyapar_enquiry: { kind: "vyapar_enquiry", mobile: "9447012345", businessName: "ശ്രീ ഗണേഷ് ട്രേഡേഴ്സ്", consent },
};

describe("names in Malayalam and Devanagari", () => {
  it.each(Object.keys(forms))("are accepted in the name field of a %s, in every language's schemas", (kind) => {
    for (const language of languages) {
      for (const name of names) {
        const result = leadSchemasFor(language).LeadInputSchema.safeParse({
          ...forms[kind as keyof typeof forms],
          name,
        });
        expect(result.success ? {} : fieldErrorsFromZod(result.error), `${name} (${language})`).toEqual({});
        expect(result.data?.name).toBe(name.normalize("NFC"));
      }
    }
  });

  it("keep the joiners that shape Malayalam: a chillu written the old way (ന + ് + ZWJ), and ZWNJ", () => {
    const oldChillu = "ശ്രീക്കുട്ട\u0D28\u0D4D\u200D";
    const withNonJoiner = "കൃഷ്ണ\u200Cൻ";
    for (const name of [oldChillu, withNonJoiner]) {
      expect(leadSchemasFor("ml").LeadInputSchema.parse({ ...forms.loan_enquiry, name }).name).toBe(name);
    }
  });

  it("are stored composed (NFC), so the same letters typed differently are the same name", () => {
    // "ज़ोया ख़ान" with ज़ typed as one code point (U+095B), which NFC writes as ज + nukta.
    const typed = "\u095B\u094B\u092F\u093E \u0916\u093C\u093E\u0928";
    const parsed = leadSchemasFor("hi").LeadInputSchema.parse({ ...forms.contact_message, name: typed });
    expect(parsed.name).toBe(typed.normalize("NFC"));
    expect(parsed.name).not.toBe(typed);
    // A Malayalam vowel sign typed in its two parts (ൊ = െ + ാ) is composed too.
    const split = "ജ\u0D46\u0D3Eസഫ്";
    expect(leadSchemasFor("ml").LeadInputSchema.parse({ ...forms.contact_message, name: split }).name).toBe(
      "ജ\u0D4Aസഫ്",
    );
  });

  it("still say in the page's language which characters a name cannot have", () => {
    const result = leadSchemasFor("ml").LeadInputSchema.safeParse({ ...forms.loan_enquiry, name: "അനിത 🙏" });
    expect(result.success ? {} : fieldErrorsFromZod(result.error)).toEqual({
      name: "പേരിൽ നിന്ന് 🙏 ഒഴിവാക്കുക: അക്ഷരങ്ങളും സ്പേസും . - ' ( ) എന്നിവയും മാത്രം ഉപയോഗിക്കുക",
    });
  });
});
