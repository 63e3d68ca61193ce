import { describe, expect, it } from "vitest";
import { fieldOfPath, toBody, toValues } from "~/components/admin/loan-services/loan-service-form-values";
import { LoanServiceCreateSchema } from "~server/loan-services/loan-service-admin.schema";

const typed = () => {
  const values = toValues(null);
  values.name = "Education Loan";
  values.features = [{ text: "Covers fees" }, { text: "  " }, { text: "<b>Hostel</b>" }];
  values.faqs = [
    { question: "", answer: "" },
    { question: "Is collateral needed?", answer: "No." },
  ];
  values.hasCalculator = true;
  values.emiDefaults = { ...values.emiDefaults, amount: "5,00,000", ratePercent: "9.5%", tenureMonths: "ten" };
  return values;
};

describe("the loan service editor's values", () => {
  it("sends the lines typed, the figures as numbers and what is not a number as typed, for the API to name", () => {
    const body = toBody(typed(), true);
    expect(body.features).toEqual(["Covers fees", "<b>Hostel</b>"]);
    expect(body.faqs).toEqual([{ question: "Is collateral needed?", answer: "No." }]);
    expect(body.emiDefaults).toEqual({ amount: 500000, ratePercent: 9.5, tenureMonths: "ten" });
    expect(body).toMatchObject({ isActive: false, icon: "building", color: "blue" });
    expect(toBody({ ...typed(), hasCalculator: false }, false)).not.toHaveProperty("isActive");
    expect(toBody({ ...typed(), hasCalculator: false }, false).emiDefaults).toBeNull();
  });

  it("puts each message of the API on the box it is about, counting only the lines that were sent", () => {
    const values = typed();
    const result = LoanServiceCreateSchema.safeParse(toBody(values, true));
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((issue) => issue.path.join("."));
    expect(paths).toContain("features.1");
    // The second line sent is the third box: the empty one between them was not sent.
    expect(fieldOfPath("features.1", values)).toBe("features.2.text");
    expect(fieldOfPath("features", values)).toBe("features");
    expect(paths).toContain("faqs.0.answer");
    expect(fieldOfPath("faqs.0.answer", values)).toBe("faqs.1.answer");
    expect(fieldOfPath("faqs", values)).toBe("faqs");
    expect(fieldOfPath("emiDefaults.tenureMonths", values)).toBe("emiDefaults.tenureMonths");
    expect(fieldOfPath("emiDefaults", values)).toBe("hasCalculator");
    expect(fieldOfPath("enquiryFields.amountLabel", values)).toBe("enquiryFields.amountLabel");
    expect(fieldOfPath("enquiryFields", values)).toBe("enquiryFields.loanAmount");
    expect(fieldOfPath("slug", values)).toBe("slug");
    expect(fieldOfPath("_", values)).toBeNull();
    expect(fieldOfPath("rating", values)).toBeNull();
  });
});
