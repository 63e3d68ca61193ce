import { describe, expect, it } from "vitest";
import { fieldErrorsFromZod } from "~server/shared/field-errors";
import {
  loanEnquirySchemaForService,
  requiredFieldsForService,
  validateLoanEnquiryForService,
} from "~server/leads/enquiry-requirements";
import { EnquiryFieldsSchema } from "~server/vocabulary/loan-services";
import { LeadInputSchema, leadMessages, leadSchemasFor } from "~server/leads/lead-schemas.server";
import { loanServiceSeed } from "~server/seed/loan-services.seed";
import { seededEnquiryFields } from "../../../support/enquiry-fields";
import { loanEnquiry } from "../../../support/lead-inputs";

// What each loan service's enquiry form asks for is data of the service (its enquiryFields, filled
// by the seed); these tests pin today's choices and the rules that read them.

const parse = (input: unknown) => LeadInputSchema.parse(input);
const english = leadSchemasFor("en");

describe("fields each service requires", () => {
  it("asks a home loan for amount, income, employment, city and PIN", () => {
    for (const slug of [
      "home-loans",
      "personal-loan",
      "business-loans",
      "loan-against-property",
      "two-wheeler-loans",
    ]) {
      expect(requiredFieldsForService(seededEnquiryFields(slug))).toEqual({
        loanAmount: true,
        monthlyIncome: true,
        employmentType: true,
        city: true,
        pincode: true,
      });
    }
  });

  it("asks a gold loan for amount, city and PIN but not income or employment", () => {
    expect(requiredFieldsForService(seededEnquiryFields("gold-loan"))).toEqual({
      loanAmount: true,
      monthlyIncome: false,
      employmentType: false,
      city: true,
      pincode: true,
    });
  });

  it("asks rooftop solar for the system cost and PIN, and forex for the amount and city", () => {
    expect(requiredFieldsForService(seededEnquiryFields("rooftop-solar-finance"))).toEqual({
      loanAmount: true,
      monthlyIncome: false,
      employmentType: false,
      city: false,
      pincode: true,
    });
    expect(requiredFieldsForService(seededEnquiryFields("outward-remittance-forex"))).toEqual({
      loanAmount: true,
      monthlyIncome: false,
      employmentType: false,
      city: true,
      pincode: false,
    });
  });

  it("asks a service without enquiry fields of its own (the column default {}) for amount and city", () => {
    expect(requiredFieldsForService({})).toEqual({
      loanAmount: true,
      monthlyIncome: false,
      employmentType: false,
      city: true,
      pincode: false,
    });
  });

  it("returns a copy the caller may change", () => {
    const goldLoan = seededEnquiryFields("gold-loan");
    requiredFieldsForService(goldLoan).monthlyIncome = true;
    expect(requiredFieldsForService(goldLoan).monthlyIncome).toBe(false);
    expect(goldLoan.monthlyIncome).toBe(false);
  });

  it("reports what a home-loan enquiry is missing, and nothing for a gold loan without income", () => {
    const bare = { loanAmount: undefined, city: "" };
    expect(validateLoanEnquiryForService(bare, seededEnquiryFields("home-loans"), leadMessages)).toEqual({
      loanAmount: "Enter the loan amount you need",
      monthlyIncome: "Enter your monthly income",
      employmentType: "Choose your employment type",
      city: "Enter your city or town",
      pincode: "Enter your 6-digit PIN code",
    });
    expect(
      validateLoanEnquiryForService(
        { loanAmount: 200_000, city: "Thrissur", pincode: "680001" },
        seededEnquiryFields("gold-loan"),
        leadMessages,
      ),
    ).toEqual({});
    expect(validateLoanEnquiryForService({ city: "Thrissur" }, seededEnquiryFields("gold-loan"), leadMessages)).toEqual(
      {
        loanAmount: "Enter the loan amount you need",
        pincode: "Enter your 6-digit PIN code",
      },
    );
  });

  it("words the amount for solar and forex", () => {
    expect(
      validateLoanEnquiryForService({ pincode: "682016" }, seededEnquiryFields("rooftop-solar-finance"), leadMessages),
    ).toEqual({
      loanAmount: "Enter the cost of the solar system",
    });
    expect(
      validateLoanEnquiryForService({ city: "Pune" }, seededEnquiryFields("outward-remittance-forex"), leadMessages),
    ).toEqual({
      loanAmount: "Enter the amount in rupees you want to send",
    });
  });

  it("passes a complete parsed home-loan enquiry (server side)", () => {
    const data = parse(loanEnquiry);
    if (data.kind !== "loan_enquiry") throw new Error("expected a loan enquiry");
    expect(validateLoanEnquiryForService(data, seededEnquiryFields("home-loans"), leadMessages)).toEqual({});
    const partial = parse({ ...loanEnquiry, monthlyIncome: "", employmentType: "" });
    if (partial.kind !== "loan_enquiry") throw new Error("expected a loan enquiry");
    expect(validateLoanEnquiryForService(partial, seededEnquiryFields("home-loans"), leadMessages)).toEqual({
      monthlyIncome: "Enter your monthly income",
      employmentType: "Choose your employment type",
    });
  });

  it("gives the form the same rule through the per-service schema, with every error at once", () => {
    const homeLoanForm = loanEnquirySchemaForService(seededEnquiryFields("home-loans"), english);
    const result = homeLoanForm.safeParse({
      ...loanEnquiry,
      mobile: "12345",
      loanAmount: "",
      monthlyIncome: "",
      employmentType: "",
      city: "",
      pincode: "",
    });
    expect(result.success).toBe(false);
    expect(result.success ? {} : fieldErrorsFromZod(result.error)).toEqual({
      mobile: "Enter a 10-digit Indian mobile number, e.g. 98765 43210",
      loanAmount: "Enter the loan amount you need",
      monthlyIncome: "Enter your monthly income",
      employmentType: "Choose your employment type",
      city: "Enter your city or town",
      pincode: "Enter your 6-digit PIN code",
    });

    const goldLoanForm = loanEnquirySchemaForService(seededEnquiryFields("gold-loan"), english);
    const gold = goldLoanForm.parse({
      ...loanEnquiry,
      serviceSlug: "gold-loan",
      monthlyIncome: "",
      employmentType: "",
      loanAmount: "2 lakh",
    });
    expect(gold).toMatchObject({ loanAmount: 200_000, city: "Kochi", pincode: "682016" });
    expect(gold.monthlyIncome).toBeUndefined();
    expect(goldLoanForm.safeParse({ ...loanEnquiry, serviceSlug: "gold-loan", loanAmount: "" }).success).toBe(false);
  });

  it("is data of every seeded service, and labels the amount as the service says", () => {
    for (const service of loanServiceSeed) expect(service.enquiryFields, service.slug).toBeDefined();
    expect(seededEnquiryFields("home-loans").amountLabel).toBe("Loan amount (₹)");
    expect(seededEnquiryFields("rooftop-solar-finance").amountLabel).toBe("Cost of the solar system (₹)");
    expect(seededEnquiryFields("outward-remittance-forex").amountLabel).toBe("Amount to send (₹)");
    expect(EnquiryFieldsSchema.parse({})).toMatchObject({
      amountLabel: "Loan amount (₹)",
      amountMessage: "Enter the loan amount you need",
    });
  });
});
