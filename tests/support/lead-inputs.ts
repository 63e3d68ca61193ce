import { CONSENT_NOTICE_VERSION, type LeadInput } from "~server/leads/lead.schema";

/** The consent record a lead form sends once the box is ticked. */
export const consent = { accepted: true as const, noticeVersion: CONSENT_NOTICE_VERSION, language: "en" };

/** A complete home-loan enquiry, typed the way visitors type it. */
export const loanEnquiry = {
  kind: "loan_enquiry",
  serviceSlug: "home-loans",
  name: "Anjali Menon",
  mobile: "98765 43210",
  email: "",
  city: "Kochi",
  pincode: "682 016",
  loanAmount: "5,00,000",
  monthlyIncome: "75k",
  employmentType: "salaried",
  message: "",
  consent,
} satisfies LeadInput;

/** A home-loan enquiry as a client of POST /api/leads sends it (with tracking), with `overrides`. */
export function loanEnquiryBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    kind: "loan_enquiry",
    serviceSlug: "home-loans",
    name: "Asha Menon",
    mobile: "+91-98765-43210",
    email: "asha@example.com",
    city: "Kochi",
    pincode: "682016",
    loanAmount: "25 lakh",
    monthlyIncome: "85,000",
    employmentType: "salaried",
    consent,
    landingPage: "/loan-services/home-loans?utm_source=google",
    utm: { source: "google", medium: "cpc", campaign: "home-loans-kerala" },
    ...overrides,
  };
}

/** A contact message as a client of POST /api/leads sends it, with `overrides`. */
export function contactMessageBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    kind: "contact_message",
    name: "Ravi K",
    mobile: "98765 43210",
    message: "Please call me about a gold loan.",
    consent,
    ...overrides,
  };
}
