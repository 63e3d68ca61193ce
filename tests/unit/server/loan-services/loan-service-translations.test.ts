import { describe, expect, it } from "vitest";
// First: the OpenAPI schemas extend zod before the plain zod shapes they name are made.
import { loanServiceTextFields, type LoanServiceDetail } from "~server/loan-services/loan-service.schema";
import { localizeFields, type TextFields } from "~server/content/translated-fields";
import { pathsOfSlug } from "~server/loan-services/loan-service-figures.server";
import { loanServiceTextsOf, withLoanServiceTexts } from "~server/loan-services/loan-service-texts";
import { localizeLoanService, type ContentLocalizer } from "~server/loan-services/loan-service-translations.server";
import { EnquiryFieldsSchema } from "~server/vocabulary/loan-services";

const service: LoanServiceDetail = {
  id: 7,
  slug: "rooftop-solar-finance",
  name: "Rooftop Solar Finance",
  description: "Finance a rooftop solar system for your home with bank loans.",
  icon: "zap",
  color: "green",
  summary: "A rooftop solar system can cut your electricity bill sharply.",
  features: ["Central subsidy", "Collateral-free loans"],
  eligibility: ["Owns the house"],
  documents: ["PAN card and Aadhaar"],
  faqs: [{ question: "How much subsidy?", answer: "Up to ₹78,000." }],
  interestRate: "About 6% – 7% p.a.",
  loanAmount: "Up to ₹2 lakh",
  tenure: "Up to 10 years",
  emiDefaults: null,
  enquiryFields: EnquiryFieldsSchema.parse({
    city: false,
    amountLabel: "Cost of the solar system (₹)",
    amountMessage: "Enter the cost of the solar system",
  }),
  seoTitle: "Rooftop Solar Loan in Kerala",
  seoDescription: "Finance rooftop solar with bank loans under PM Surya Ghar and its central subsidy.",
};

/** The translation service's way of localising, over one published translation (or none). */
function localizerWith(published: TextFields | undefined): ContentLocalizer {
  return {
    localize: async (_kind, language, _id, entry) =>
      language === "en" ? { value: entry, english: [] } : localizeFields(entry, [...loanServiceTextFields], published),
    localizeAll: async () => {
      throw new Error("not used here");
    },
  } as ContentLocalizer;
}

describe("a loan service's texts as one flat record", () => {
  it("names the enquiry form's two words with dotted keys and puts them back inside enquiryFields", () => {
    const texts = loanServiceTextsOf(service);
    expect(Object.keys(texts)).toEqual([...loanServiceTextFields]);
    expect(texts["enquiryFields.amountLabel"]).toBe("Cost of the solar system (₹)");
    expect(texts["enquiryFields.amountMessage"]).toBe("Enter the cost of the solar system");
    expect(texts.faqs).toEqual(service.faqs);

    const back = withLoanServiceTexts(service, {
      ...texts,
      name: "റൂഫ്ടോപ്പ് സോളാർ ലോൺ",
      "enquiryFields.amountLabel": "സോളാർ സിസ്റ്റത്തിന്റെ ചെലവ് (₹)",
    });
    expect(back.name).toBe("റൂഫ്ടോപ്പ് സോളാർ ലോൺ");
    expect(back.enquiryFields).toEqual({ ...service.enquiryFields, amountLabel: "സോളാർ സിസ്റ്റത്തിന്റെ ചെലവ് (₹)" });
    // The service given is left as it was.
    expect(service.enquiryFields.amountLabel).toBe("Cost of the solar system (₹)");
    expect(service.name).toBe("Rooftop Solar Finance");
  });
});

describe("a loan service in a language", () => {
  it("takes each translated field, and names every field that shows English, dotted ones included", async () => {
    const { service: shown, english } = await localizeLoanService(
      localizerWith({
        name: "റൂഫ്ടോപ്പ് സോളാർ ലോൺ",
        faqs: [{ question: "എത്ര സബ്സിഡി കിട്ടും?", answer: "₹78,000 വരെ." }],
        "enquiryFields.amountLabel": "സോളാർ സിസ്റ്റത്തിന്റെ ചെലവ് (₹)",
        // Two features for the English's two, but one left empty: not the English's shape.
        features: ["കേന്ദ്ര സബ്സിഡി", ""],
      }),
      "ml",
      service,
    );
    expect(shown.name).toBe("റൂഫ്ടോപ്പ് സോളാർ ലോൺ");
    expect(shown.faqs[0]!.question).toBe("എത്ര സബ്സിഡി കിട്ടും?");
    expect(shown.enquiryFields).toMatchObject({ amountLabel: "സോളാർ സിസ്റ്റത്തിന്റെ ചെലവ് (₹)", city: false });
    expect(shown.features).toEqual(service.features);
    expect(english.sort()).toEqual(
      [
        "description",
        "summary",
        "features",
        "eligibility",
        "documents",
        "interestRate",
        "loanAmount",
        "tenure",
        "seoTitle",
        "seoDescription",
        "enquiryFields.amountMessage",
      ].sort(),
    );
  });

  it("is the service itself in English, and all English without a translation", async () => {
    expect(await localizeLoanService(localizerWith({ name: "x" }), "en", service)).toEqual({ service, english: [] });
    const untranslated = await localizeLoanService(localizerWith(undefined), "hi", service);
    expect(untranslated.service).toEqual(service);
    expect(untranslated.english).toEqual([...loanServiceTextFields]);
  });
});

describe("a loan service's page views", () => {
  it("count every address of its page in every language", () => {
    const paths = pathsOfSlug("home-loans");
    for (const path of ["/loan-services/home-loans", "/home-loans", "/ml/loans/home-loans", "/hi/home-loans"]) {
      expect(paths).toContain(path);
    }
    expect(pathsOfSlug("gold-loan")).toHaveLength(12);
  });
});
