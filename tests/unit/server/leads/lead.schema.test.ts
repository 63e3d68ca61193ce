import { describe, expect, it } from "vitest";
import { fieldErrorsFromZod } from "~server/shared/field-errors";
import { leadMessages } from "~server/leads/lead-schemas.server";
import {
  employmentTypeLabels,
  employmentTypes,
  leadStatusLabels,
  leadStatuses,
  partnerTypeLabels,
  partnerTypes,
} from "~server/vocabulary/leads";
import { CONSENT_NOTICE_VERSION, type LeadData, type LeadInput } from "~server/leads/lead.schema";
import { ContactMessageSchema, LeadInputSchema } from "~server/leads/lead-schemas.server";
import { consent, loanEnquiry } from "../../../support/lead-inputs";

const contactMessage = {
  kind: "contact_message",
  name: "Ravi Kumar",
  mobile: "+91-98765-43210",
  message: "Please call me about a gold loan.",
  consent,
} satisfies LeadInput;

const partnerApplication = {
  kind: "partner_application",
  name: "Suresh Iyer",
  mobile: "0091 98765 43210",
  email: "suresh@example.com",
  city: "Chennai",
  partnerType: "chartered_accountant",
  experienceYears: "12",
  consent,
} satisfies LeadInput;

/** The field errors a visitor would see for `input` (empty when it is accepted). */
function errorsFor(input: unknown): Record<string, string> {
  const result = LeadInputSchema.safeParse(input);
  return result.success ? {} : fieldErrorsFromZod(result.error);
}

function parse(input: unknown): LeadData {
  return LeadInputSchema.parse(input);
}

describe("loan enquiry", () => {
  it("normalises the mobile number, amounts and PIN, and drops blank optional fields", () => {
    const data = parse(loanEnquiry);
    expect(data).toMatchObject({
      kind: "loan_enquiry",
      serviceSlug: "home-loans",
      name: "Anjali Menon",
      mobile: "+919876543210",
      city: "Kochi",
      pincode: "682016",
      loanAmount: 500_000,
      monthlyIncome: 75_000,
      employmentType: "salaried",
      consent: { accepted: true, noticeVersion: "2026-11-22", language: "en" },
    });
    expect(data).not.toHaveProperty("email", "");
    expect("email" in data ? data.email : undefined).toBeUndefined();
    expect("message" in data ? data.message : undefined).toBeUndefined();
  });

  it.each([
    ["5 lakh", 500_000],
    ["₹ 5,00,000.00", 500_000],
    ["1.25 crore", 12_500_000],
    ["Rs. 50,000/-", 50_000],
  ])("reads a loan amount of %j as %i rupees", (loanAmount, rupees) => {
    const data = parse({ ...loanEnquiry, loanAmount });
    expect(data.kind === "loan_enquiry" && data.loanAmount).toBe(rupees);
  });

  it("accepts the minimum fields: service, name, mobile and consent", () => {
    const data = parse({ kind: "loan_enquiry", serviceSlug: "gold-loan", name: "Ravi", mobile: "9876543210", consent });
    expect(data).toMatchObject({ kind: "loan_enquiry", serviceSlug: "gold-loan", mobile: "+919876543210" });
  });

  it("tidies white space in the name and accepts names in Indian scripts", () => {
    expect(parse({ ...loanEnquiry, name: "  Anjali   Menon " })).toMatchObject({ name: "Anjali Menon" });
    for (const name of ["अंजलि मेनन", "அஞ்சலி", "അഞ്ജലി മേനോൻ", "K. R. O'Brien-Nair", "ਹਰਪ੍ਰੀਤ ਸਿੰਘ"]) {
      expect(errorsFor({ ...loanEnquiry, name })).toEqual({});
    }
  });

  it("names each bad field and says what to fix", () => {
    const errors = errorsFor({
      ...loanEnquiry,
      name: "A",
      mobile: "0484 2345678",
      email: "anjali@",
      pincode: "12345",
      loanAmount: "5 lakh abc",
      monthlyIncome: "lots",
      employmentType: "astronaut",
    });
    expect(errors).toEqual({
      name: "Enter your full name",
      mobile: "Enter a 10-digit Indian mobile number, e.g. 98765 43210",
      email: "Enter a valid e-mail address, e.g. name@example.com",
      pincode: "Enter your 6-digit PIN code",
      loanAmount: "Enter an amount like 5,00,000 or 5 lakh",
      monthlyIncome: "Enter your monthly income like 50,000 or 50k",
      employmentType: "Choose your employment type",
    });
  });

  it.each([["x".repeat(101)], [""], ["   "], ["A"], [". - ()"]])("rejects the name %j", (name) => {
    expect(errorsFor({ ...loanEnquiry, name }).name).toMatch(/^Enter your full name/);
  });

  it("takes brackets, and says which characters a name cannot have", () => {
    expect(errorsFor({ ...loanEnquiry, name: "Dr. K. R. Nair-Pillai (Jr.)" })).toEqual({});
    expect(errorsFor({ ...loanEnquiry, name: "Anitha 🙏" })).toEqual({
      name: "Remove 🙏 from the name: use letters, spaces and . - ' ( )",
    });
    expect(errorsFor({ ...loanEnquiry, name: "Anjali123" }).name).toBe(
      "Remove 1, 2 and 3 from the name: use letters, spaces and . - ' ( )",
    );
    expect(errorsFor({ ...loanEnquiry, name: "<script>" }).name).toBe(
      "Remove < and > from the name: use letters, spaces and . - ' ( )",
    );
    expect(errorsFor({ ...loanEnquiry, name: "Anitha\u200bMenon" }).name).toBe(
      "Remove the invisible spaces from the name: use letters, spaces and . - ' ( )",
    );
    expect(errorsFor({ ...loanEnquiry, name: "Ravi 9876543210" }).name).toBe(
      "Remove 9, 8, 7, 6, 5 and the others from the name: use letters, spaces and . - ' ( )",
    );
  });

  it.each([["+1 415 555 2671"], ["98765"], ["5876543210"], ["mobile"], [""]])("rejects the mobile %j", (mobile) => {
    expect(errorsFor({ ...loanEnquiry, mobile })).toEqual({
      mobile: "Enter a 10-digit Indian mobile number, e.g. 98765 43210",
    });
  });

  it("answers quickly for a long hostile name (no regex backtracking)", () => {
    const started = performance.now();
    expect(errorsFor({ ...loanEnquiry, name: `a${". ".repeat(20_000)}1` }).name).toMatch(/^Enter your full name/);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it("asks for the mobile number when it is missing altogether", () => {
    const { mobile: _mobile, ...withoutMobile } = loanEnquiry;
    expect(errorsFor(withoutMobile)).toEqual({ mobile: "Enter a 10-digit Indian mobile number, e.g. 98765 43210" });
  });

  it("states the allowed loan amount range in rupees", () => {
    expect(errorsFor({ ...loanEnquiry, loanAmount: "5,000" })).toEqual({
      loanAmount: "Enter an amount of at least ₹10,000",
    });
    expect(errorsFor({ ...loanEnquiry, loanAmount: "101 crore" })).toEqual({
      loanAmount: "Enter an amount of at most ₹1,00,00,00,000 (100 crore)",
    });
    expect(errorsFor({ ...loanEnquiry, loanAmount: "10,000" })).toEqual({});
    expect(errorsFor({ ...loanEnquiry, loanAmount: "100 crore" })).toEqual({});
  });

  it("states the allowed monthly income range in rupees", () => {
    expect(errorsFor({ ...loanEnquiry, monthlyIncome: "500" })).toEqual({
      monthlyIncome: "Enter a monthly income of at least ₹1,000",
    });
    expect(errorsFor({ ...loanEnquiry, monthlyIncome: "11 crore" })).toEqual({
      monthlyIncome: "Enter a monthly income of at most ₹10,00,00,000 (10 crore)",
    });
  });

  it("rejects a service slug that is not a lower-case slug", () => {
    expect(errorsFor({ ...loanEnquiry, serviceSlug: "Home Loans" })).toHaveProperty("serviceSlug");
    expect(errorsFor({ ...loanEnquiry, serviceSlug: "x" })).toHaveProperty("serviceSlug");
  });

  it("limits the message to 2000 characters", () => {
    expect(errorsFor({ ...loanEnquiry, message: "a".repeat(2000) })).toEqual({});
    expect(errorsFor({ ...loanEnquiry, message: "a".repeat(2001) })).toEqual({
      message: "Keep your message under 2,000 characters",
    });
  });

  it("limits the e-mail address to 200 characters", () => {
    expect(errorsFor({ ...loanEnquiry, email: `${"a".repeat(190)}@example.com` })).toHaveProperty("email");
    expect(parse({ ...loanEnquiry, email: " anjali@example.com " })).toMatchObject({ email: "anjali@example.com" });
  });
});

describe("consent", () => {
  it("rejects an unticked consent box with the message shown next to it", () => {
    expect(errorsFor({ ...loanEnquiry, consent: { ...consent, accepted: false } })).toEqual({
      "consent.accepted": "Please agree so we can contact you about your request",
    });
  });

  it("rejects a missing consent with the same message", () => {
    const { consent: _consent, ...withoutConsent } = contactMessage;
    expect(errorsFor(withoutConsent)).toEqual({ consent: "Please agree so we can contact you about your request" });
    expect(
      errorsFor({ ...contactMessage, consent: { noticeVersion: CONSENT_NOTICE_VERSION, language: "en" } }),
    ).toEqual({ "consent.accepted": "Please agree so we can contact you about your request" });
  });

  it("records the notice version and language", () => {
    expect(CONSENT_NOTICE_VERSION).toBe("2026-11-22");
    expect(parse({ ...contactMessage, consent: { ...consent, language: "ml" } }).consent).toEqual({
      accepted: true,
      noticeVersion: "2026-11-22",
      language: "ml",
    });
    expect(errorsFor({ ...contactMessage, consent: { ...consent, language: "e" } })).toHaveProperty("consent.language");
  });
});

describe("contact message", () => {
  it("is accepted with name, mobile and a message", () => {
    expect(parse(contactMessage)).toMatchObject({
      kind: "contact_message",
      mobile: "+919876543210",
      message: "Please call me about a gold loan.",
    });
  });

  it("requires a message of at least 10 characters", () => {
    const { message: _message, ...withoutMessage } = contactMessage;
    const expected = { message: "Tell us a little more (at least 10 characters)" };
    expect(errorsFor(withoutMessage)).toEqual(expected);
    expect(errorsFor({ ...contactMessage, message: "" })).toEqual(expected);
    expect(errorsFor({ ...contactMessage, message: "Call me   " })).toEqual(expected);
    expect(errorsFor({ ...contactMessage, message: "Call me now" })).toEqual({});
  });

  it("limits the subject to 120 characters", () => {
    expect(errorsFor({ ...contactMessage, subject: "s".repeat(121) })).toEqual({
      subject: "Keep the subject under 120 characters",
    });
    expect(ContactMessageSchema.parse({ ...contactMessage, subject: "" }).subject).toBeUndefined();
  });
});

describe("partner application", () => {
  it("is accepted and coerces the years of experience", () => {
    expect(parse(partnerApplication)).toMatchObject({
      kind: "partner_application",
      mobile: "+919876543210",
      email: "suresh@example.com",
      city: "Chennai",
      partnerType: "chartered_accountant",
      experienceYears: 12,
    });
    expect(parse({ ...partnerApplication, experienceYears: 0 })).toMatchObject({ experienceYears: 0 });
    expect(parse({ ...partnerApplication, experienceYears: "" })).not.toHaveProperty("experienceYears", "");
  });

  it("requires an e-mail address and a city", () => {
    expect(errorsFor({ ...partnerApplication, email: "", city: "" })).toEqual({
      email: "Enter a valid e-mail address, e.g. name@example.com",
      city: "Enter your city or town",
    });
    const { email: _email, city: _city, ...withoutBoth } = partnerApplication;
    expect(Object.keys(errorsFor(withoutBoth)).sort()).toEqual(["city", "email"]);
  });

  it("requires a known partner type", () => {
    expect(errorsFor({ ...partnerApplication, partnerType: "" })).toEqual({
      partnerType: "Choose what describes your work best",
    });
  });

  it.each([["61"], ["-1"], ["2.5"], ["ten"]])("rejects %j years of experience", (experienceYears) => {
    expect(errorsFor({ ...partnerApplication, experienceYears })).toEqual({
      experienceYears: "Enter your experience in whole years, from 0 to 60",
    });
  });
});

describe("kind, tracking and honeypot", () => {
  it("asks for a known kind of request", () => {
    expect(errorsFor({ ...contactMessage, kind: "newsletter" })).toEqual({ kind: "Choose the kind of request" });
    expect(errorsFor({})).toEqual({ kind: "Choose the kind of request" });
  });

  it("accepts the honeypot field so the server can tell a bot's submission itself", () => {
    expect(parse({ ...contactMessage, website: "http://spam.example" })).toMatchObject({
      website: "http://spam.example",
    });
    expect(parse({ ...contactMessage, website: "" })).toMatchObject({ website: "" });
  });

  it("keeps the tracking context and cuts over-long values instead of failing the lead", () => {
    const data = parse({
      ...contactMessage,
      landingPage: `https://loans.example.com/?q=${"x".repeat(1000)}`,
      referrer: "https://www.google.com/",
      utm: { source: "google", medium: "cpc", campaign: "c".repeat(300) },
    });
    expect(data.landingPage).toHaveLength(500);
    expect(data.referrer).toBe("https://www.google.com/");
    expect(data.utm).toEqual({ source: "google", medium: "cpc", campaign: "c".repeat(200) });
  });

  it("removes control characters from tracking values the visitor cannot fix, instead of failing the lead", () => {
    const data = parse({
      ...contactMessage,
      landingPage: "/loan-services/home-loans?utm_source=a\u0000b",
      referrer: "https://www.google.com/\u0007\u007f",
      utm: { source: "goo\u0000gle", medium: "c\tp\nc", campaign: "\u0001x\u009f", term: "\u0000", content: "ok" },
    });
    expect(data.landingPage).toBe("/loan-services/home-loans?utm_source=ab");
    expect(data.referrer).toBe("https://www.google.com/");
    expect(data.utm).toStrictEqual({ source: "google", medium: "cpc", campaign: "x", term: undefined, content: "ok" });
  });

  it("ignores fields the form does not know", () => {
    expect(parse({ ...contactMessage, isAdmin: true })).not.toHaveProperty("isAdmin");
  });
});

describe("control characters", () => {
  const single = leadMessages.controlCharacters;
  // NUL (PostgreSQL refuses it in text), other C0 controls, DEL and C1 controls.
  const controls = ["\u0000", "\u0001", "\u0008", "\t", "\n", "\r", "\u001b", "\u007f", "\u0085"];

  it.each(controls.map((c) => [`U+${c.charCodeAt(0).toString(16).padStart(4, "0")}`, c]))(
    "refuses %s in a single-line field, saying what to fix",
    (_label, control) => {
      expect(errorsFor({ ...loanEnquiry, name: `Anjali${control}Menon` })).toStrictEqual({ name: single });
      expect(errorsFor({ ...loanEnquiry, email: `anjali${control}@example.com` })).toStrictEqual({ email: single });
      expect(errorsFor({ ...loanEnquiry, city: `Ko${control}chi` })).toStrictEqual({ city: single });
      expect(errorsFor({ ...loanEnquiry, mobile: `98765${control}43210` })).toStrictEqual({ mobile: single });
      expect(errorsFor({ ...loanEnquiry, loanAmount: `5 lakh${control}` })).toStrictEqual({ loanAmount: single });
      expect(errorsFor({ ...contactMessage, subject: `Gold${control}loan` })).toStrictEqual({ subject: single });
      expect(errorsFor({ ...partnerApplication, email: `suresh@example.com${control}` })).toStrictEqual({
        email: single,
      });
    },
  );

  it("refuses a control character in the consent record", () => {
    expect(errorsFor({ ...contactMessage, consent: { ...consent, noticeVersion: "2026\u0000" } })).toStrictEqual({
      "consent.noticeVersion": leadMessages.consent,
    });
    expect(errorsFor({ ...contactMessage, consent: { ...consent, language: "e\u0000n" } })).toStrictEqual({
      "consent.language": leadMessages.consent,
    });
  });

  it("keeps line breaks and tabs in a message, and refuses the other control characters there", () => {
    expect(parse({ ...contactMessage, message: "Hello,\r\nplease call me.\tThanks" })).toMatchObject({
      message: "Hello,\r\nplease call me.\tThanks",
    });
    for (const control of ["\u0000", "\u0007", "\u007f", "\u0085"]) {
      expect(errorsFor({ ...contactMessage, message: `Please call me${control} today` })).toStrictEqual({
        message: leadMessages.messageControlCharacters,
      });
      expect(errorsFor({ ...loanEnquiry, message: `Hi${control}` })).toStrictEqual({
        message: leadMessages.messageControlCharacters,
      });
    }
  });
});

describe("labels", () => {
  it("has a human label for every employment type, lead status and partner type", () => {
    for (const type of employmentTypes) expect(employmentTypeLabels[type]).toMatch(/\w/);
    for (const status of leadStatuses) expect(leadStatusLabels[status]).toMatch(/\w/);
    for (const type of partnerTypes) expect(partnerTypeLabels[type]).toMatch(/\w/);
    expect(leadStatusLabels.submitted_to_lender).toBe("Submitted to lender");
  });
});
