import { zodResolver } from "@hookform/resolvers/zod";
import type { ResolverOptions } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { loanEnquirySchemaForService } from "~server/leads/enquiry-requirements";
import { CONSENT_NOTICE_VERSION } from "~server/leads/lead.schema";
import { leadSchemasFor } from "~server/leads/lead-schemas.server";
import { seededEnquiryFields } from "../../../support/enquiry-fields";

// The form validates with zodResolver on the shared schema, whose fields are zod 4 transforms
// (mobile → +91…, "25 lakh" → 2500000). These tests pin that the resolver runs them and maps the
// issues onto the form's field names, dotted paths included.

const options = { fields: {}, shouldUseNativeValidation: false } as unknown as ResolverOptions<never>;

function emptyForm(slug: string) {
  return {
    kind: "loan_enquiry" as const,
    serviceSlug: slug,
    name: "",
    mobile: "",
    email: "",
    city: "",
    pincode: "",
    loanAmount: "",
    monthlyIncome: "",
    employmentType: "",
    message: "",
    consent: { noticeVersion: CONSENT_NOTICE_VERSION, language: "en" },
    website: "",
  };
}

async function resolve(slug: string, values: Record<string, unknown>) {
  const resolver = zodResolver(loanEnquirySchemaForService(seededEnquiryFields(slug), leadSchemasFor("en")));
  return resolver(values as never, undefined, options as never);
}

describe("zodResolver with the shared loan enquiry schema (zod 4 transforms)", () => {
  it("an empty home loan form gives one message per required field, consent under consent.accepted", async () => {
    const { errors } = await resolve("home-loans", emptyForm("home-loans"));
    expect(Object.keys(errors).sort()).toEqual(
      ["city", "consent", "employmentType", "loanAmount", "mobile", "monthlyIncome", "name", "pincode"].sort(),
    );
    expect(errors.name?.message).toBe("Enter your full name");
    expect(errors.mobile?.message).toBe("Enter a 10-digit Indian mobile number, e.g. 98765 43210");
    expect(errors.loanAmount?.message).toBe("Enter the loan amount you need");
    expect((errors.consent as Record<string, { message: string }>).accepted?.message).toBe(
      "Please agree so we can contact you about your request",
    );
    // Optional fields stay quiet when blank.
    expect(errors.email).toBeUndefined();
    expect(errors.message).toBeUndefined();
  });

  it("valid input as people type it comes back normalised", async () => {
    const result = await resolve("home-loans", {
      ...emptyForm("home-loans"),
      name: "  Priya   Nair ",
      mobile: "098765 43210",
      city: "Kochi",
      pincode: "682 016",
      loanAmount: "25 lakh",
      monthlyIncome: "75k",
      employmentType: "salaried",
      consent: { accepted: true, noticeVersion: CONSENT_NOTICE_VERSION, language: "en" },
    });
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({
      name: "Priya Nair",
      mobile: "+919876543210",
      pincode: "682016",
      loanAmount: 2_500_000,
      monthlyIncome: 75_000,
      email: undefined,
    });
  });

  it("asks only for what the service needs (gold loan: no income or employment)", async () => {
    const { errors } = await resolve("gold-loan", {
      ...emptyForm("gold-loan"),
      monthlyIncome: undefined,
      employmentType: undefined,
    });
    expect(errors.monthlyIncome).toBeUndefined();
    expect(errors.employmentType).toBeUndefined();
    expect(errors.loanAmount?.message).toBe("Enter the loan amount you need");
  });

  it("uses the service's own wording for the amount", async () => {
    const { errors } = await resolve("rooftop-solar-finance", emptyForm("rooftop-solar-finance"));
    expect(errors.loanAmount?.message).toBe("Enter the cost of the solar system");
  });
});
