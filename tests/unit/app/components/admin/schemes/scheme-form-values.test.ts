import { describe, expect, it } from "vitest";
import {
  emptySchemeValues,
  schemeBodyOf,
  schemeFieldOf,
  type SchemeValues,
} from "~/components/admin/schemes/scheme-form-values";
import { schemeOfDraft } from "~/components/schemes/scheme-draft";
import { SchemeInputSchema } from "~server/schemes/scheme.schema";

const values: SchemeValues = {
  ...emptySchemeValues("kerala"),
  name: "Kerala Startup Mission Idea Grant",
  shortName: "KSUM Idea Grant",
  slug: " ksum-idea-grant ",
  summary: "A grant for students and first-time founders in Kerala.",
  runBy: "Kerala Startup Mission",
  whoFor: [{ value: "Students in Kerala." }, { value: "First-time founders." }],
  offers: [{ value: "A grant to build a first version." }],
  howWeHelp: "We arrange a working-capital loan once the business runs.",
  portalLabel: "startupmission.kerala.gov.in",
  portalUrl: "https://startupmission.kerala.gov.in ",
  relatedServiceId: "3",
  faqs: [{ question: "Is it a loan?", answer: "No, it is a grant." }],
};

describe("the scheme editor's values", () => {
  it("become the API's scheme: lines as texts, the service as an id or null", () => {
    const body = schemeBodyOf(values);
    expect(body).toMatchObject({
      slug: "ksum-idea-grant",
      whoFor: ["Students in Kerala.", "First-time founders."],
      portalUrl: "https://startupmission.kerala.gov.in",
      relatedServiceId: 3,
    });
    expect(SchemeInputSchema.safeParse({ ...body, isActive: true }).success).toBe(true);
    expect(schemeBodyOf({ ...values, relatedServiceId: "" }).relatedServiceId).toBeNull();
  });

  it("put each of the API's messages on the input that shows it", () => {
    expect(schemeFieldOf("portalUrl", values)).toBe("portalUrl");
    expect(schemeFieldOf("whoFor.1", values)).toBe("whoFor.1.value");
    expect(schemeFieldOf("whoFor", values)).toBe("whoFor");
    // A line the form no longer has: the list as a whole.
    expect(schemeFieldOf("whoFor.5", values)).toBe("whoFor");
    expect(schemeFieldOf("faqs.0.answer", values)).toBe("faqs.0.answer");
    expect(schemeFieldOf("faqs.0", values)).toBe("faqs");
    expect(schemeFieldOf("_", values)).toBeNull();
    expect(schemeFieldOf("sortOrder", values)).toBeNull();
  });
});

describe("a scheme's draft in the preview", () => {
  const services = [
    { id: 3, slug: "business-loans", name: "Business Loans", enquiryFields: {} as never, documents: [] },
  ];

  it("shows what is typed, with the chosen service's form and without empty lines", () => {
    const draft = schemeOfDraft(
      { ...schemeBodyOf(values), offers: ["A grant.", "  "], faqs: [{ question: "", answer: "" }] },
      services,
    );
    expect(draft?.scheme).toMatchObject({
      name: "Kerala Startup Mission Idea Grant",
      offers: ["A grant."],
      faqs: [],
      relatedService: { slug: "business-loans", name: "Business Loans" },
    });
    expect(draft?.service?.slug).toBe("business-loans");
  });

  it("is ignored when it is not a scheme's draft (the saved page shows)", () => {
    expect(schemeOfDraft({ name: 5 }, services)).toBeNull();
    expect(schemeOfDraft(null, services)).toBeNull();
  });
});
