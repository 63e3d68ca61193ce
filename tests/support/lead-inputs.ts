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
