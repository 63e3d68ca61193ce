// Pure unit tests of the staff alert e-mail and the retry schedule (no database, no SMTP); they live
// beside the outbox integration tests.
import { describe, expect, it } from "vitest";
import { formatLeadAlertEmail } from "~server/notifications/lead-alert-email";
import type { LeadAlertPayload } from "~server/notifications/lead-alert";
import { retryDelayMs } from "~server/notifications/outbox-worker.server";

function samplePayload(overrides: Partial<LeadAlertPayload> = {}): LeadAlertPayload {
  return {
    reference: "LN-24K7Q9",
    kind: "loan_enquiry",
    serviceSlug: "home-loans",
    serviceName: "Home Loans",
    name: "Asha Menon",
    mobile: "+919876543210",
    email: "asha@example.com",
    city: "Kochi",
    pincode: "682001",
    loanAmount: 500000,
    monthlyIncome: 85000,
    employmentType: "salaried",
    message: "Please call after 6 pm.\nI have a co-applicant.",
    details: {},
    landingPage: "https://example.in/loans/home-loans?utm_source=google",
    referrer: "https://www.google.com/",
    utm: { source: "google", medium: "cpc", campaign: "home-loan-kochi", term: "home loan", content: "ad-1" },
    createdAt: "2025-03-12T09:34:00.000Z",
    ...overrides,
  };
}

describe("formatLeadAlertEmail", () => {
  it("summarises a loan enquiry in the subject", () => {
    const { subject } = formatLeadAlertEmail(samplePayload());
    expect(subject).toBe("New loan enquiry LN-24K7Q9: Home Loans, Asha Menon (Kochi)");
  });

  it("names contact messages and partner applications", () => {
    const contact = formatLeadAlertEmail(
      samplePayload({
        reference: "CT-ABC234",
        kind: "contact_message",
        serviceSlug: null,
        serviceName: null,
        loanAmount: null,
        monthlyIncome: null,
        employmentType: null,
        city: null,
        details: { subject: "Question about rates" },
      }),
    );
    expect(contact.subject).toBe("New contact message CT-ABC234: Asha Menon, Question about rates");
    expect(contact.text).not.toContain("LOAN");
    expect(contact.text).toMatch(/^Subject: +Question about rates$/m);

    const partner = formatLeadAlertEmail(
      samplePayload({
        reference: "BP-XYZ789",
        kind: "partner_application",
        serviceSlug: null,
        serviceName: null,
        loanAmount: null,
        monthlyIncome: null,
        employmentType: null,
        details: { partnerType: "chartered_accountant", experienceYears: 7 },
      }),
    );
    expect(partner.subject).toBe("New partner application BP-XYZ789: Asha Menon (Kochi)");
    expect(partner.text).toMatch(/^Partner type: +chartered_accountant$/m);
    expect(partner.text).toMatch(/^Experience \(years\): +7$/m);
  });

  it("lists every field with labels, Indian amounts, a tel: link and the source", () => {
    const { text } = formatLeadAlertEmail(samplePayload({ loanAmount: 12_345_678 }));
    expect(text).toMatch(/^Reference: +LN-24K7Q9$/m);
    expect(text).toMatch(/^Received: +12 Mar 2025, 3:04 pm IST$/m);
    expect(text).toMatch(/^Type: +Loan enquiry$/m);
    expect(text).toMatch(/^Service: +Home Loans \(home-loans\)$/m);
    expect(text).toMatch(/^Name: +Asha Menon$/m);
    expect(text).toMatch(/^Mobile: +\+919876543210 \(tel:\+919876543210\)$/m);
    expect(text).toMatch(/^Email: +asha@example\.com$/m);
    expect(text).toMatch(/^City: +Kochi$/m);
    expect(text).toMatch(/^PIN code: +682001$/m);
    expect(text).toMatch(/^Loan amount: +₹1,23,45,678 \(1\.23 crore\)$/m);
    expect(text).toMatch(/^Monthly income: +₹85,000$/m);
    expect(text).toMatch(/^Employment: +Salaried$/m);
    expect(text).toContain("  Please call after 6 pm.\n  I have a co-applicant.");
    expect(text).toMatch(/^Landing page: +https:\/\/example\.in\/loans\/home-loans\?utm_source=google$/m);
    expect(text).toMatch(/^Referrer: +https:\/\/www\.google\.com\/$/m);
    expect(text).toMatch(/^UTM source: +google$/m);
    expect(text).toMatch(/^UTM medium: +cpc$/m);
    expect(text).toMatch(/^UTM campaign: +home-loan-kochi$/m);
    expect(text).toMatch(/^UTM term: +home loan$/m);
    expect(text).toMatch(/^UTM content: +ad-1$/m);
  });

  it("formats lakh amounts and a bare 10-digit mobile", () => {
    const { text } = formatLeadAlertEmail(samplePayload({ loanAmount: 500000, mobile: "9876543210" }));
    expect(text).toMatch(/^Loan amount: +₹5,00,000 \(5 lakh\)$/m);
    expect(text).toMatch(/^Mobile: +9876543210 \(tel:\+919876543210\)$/m);
  });

  it("names the language the visitor wrote in, in English, under their name", () => {
    const malayalam = formatLeadAlertEmail(samplePayload({ name: "അനിത മേനോൻ", language: "ml" })).text;
    expect(malayalam).toMatch(/^Name: +അനിത മേനോൻ\nLanguage: +Malayalam\nMobile: /m);
    expect(formatLeadAlertEmail(samplePayload({ language: "hi" })).text).toMatch(/^Language: +Hindi$/m);
    expect(formatLeadAlertEmail(samplePayload({ language: "en" })).text).toMatch(/^Language: +English$/m);
    // An alert queued before the language travelled with it, or an unknown value: no line.
    expect(formatLeadAlertEmail(samplePayload()).text).not.toMatch(/^Language:/m);
    const odd = { ...samplePayload(), language: "Malayalam\r\nBcc: x@example.com" } as unknown as LeadAlertPayload;
    expect(formatLeadAlertEmail(odd).text).not.toMatch(/^Language:|Bcc/m);
  });

  it("shows missing values as a dash", () => {
    const { text } = formatLeadAlertEmail(
      samplePayload({ email: null, pincode: null, loanAmount: null, referrer: null, utm: {} }),
    );
    expect(text).toMatch(/^Email: +—$/m);
    expect(text).toMatch(/^PIN code: +—$/m);
    expect(text).toMatch(/^Loan amount: +—$/m);
    expect(text).toMatch(/^Referrer: +—$/m);
    expect(text).toMatch(/^UTM source: +—$/m);
  });

  it("keeps visitor text out of header lines and caps it", () => {
    const { subject, text } = formatLeadAlertEmail(
      samplePayload({
        name: "Asha\r\nBcc: victim@example.com\r\n\r\nInjected",
        city: "Kochi\nX-Evil: 1",
        serviceName: "x".repeat(500),
        message: `${"long ".repeat(2000)}\u0000end`,
      }),
    );
    expect(subject).not.toMatch(/[\r\n]/);
    expect(subject.length).toBeLessThanOrEqual(200);
    expect(subject).toContain("Asha Bcc: victim@example.com Injected");
    expect(text).toMatch(/^Name: +Asha Bcc: victim@example\.com Injected$/m);
    expect(text).toMatch(/^City: +Kochi X-Evil: 1$/m);
    expect(text).not.toContain("\u0000");
    expect(text.length).toBeLessThan(8000);
  });
});

describe("retryDelayMs", () => {
  it("doubles from the base after each failure and stops at the maximum", () => {
    expect([1, 2, 3, 4, 5].map((n) => retryDelayMs(n, 30_000, 3_600_000))).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000,
    ]);
    expect(retryDelayMs(8, 30_000, 3_600_000)).toBe(3_600_000);
    expect(retryDelayMs(1000, 30_000, 3_600_000)).toBe(3_600_000);
  });
});
