// The fixed vocabularies of leads: kinds (loan enquiry, contact message, partner application and
// Vyapar app enquiry), statuses (the staff pipeline), employment and partner
// types, each with the label people read. Plain data, shared by the forms, the API and the admin.

export const leadKinds = ["loan_enquiry", "contact_message", "partner_application", "vyapar_enquiry"] as const;
export type LeadKind = (typeof leadKinds)[number];
export const leadKindLabels: Record<LeadKind, string> = {
  loan_enquiry: "Loan enquiry",
  contact_message: "Contact message",
  partner_application: "Partner application",
  vyapar_enquiry: "Vyapar app enquiry",
};

export const employmentTypes = [
  "salaried",
  "self_employed_business",
  "self_employed_professional",
  "business_owner",
  "retired",
  "student",
  "homemaker",
  "other",
] as const;
export type EmploymentType = (typeof employmentTypes)[number];
export const employmentTypeLabels: Record<EmploymentType, string> = {
  salaried: "Salaried",
  self_employed_business: "Self-employed (business)",
  self_employed_professional: "Self-employed professional (doctor, CA, architect…)",
  business_owner: "Business owner / company director",
  retired: "Retired / pensioner",
  student: "Student",
  homemaker: "Homemaker",
  other: "Other",
};

// The pipeline's statuses live with its rules.
export { leadStatuses, leadStatusLabels, type LeadStatus } from "./lead-pipeline";

export const partnerTypes = [
  "individual_agent",
  "chartered_accountant",
  "tax_consultant",
  "real_estate_agent",
  "insurance_agent",
  "business",
  "other",
] as const;
export type PartnerType = (typeof partnerTypes)[number];
export const partnerTypeLabels: Record<PartnerType, string> = {
  individual_agent: "Individual loan agent / DSA",
  chartered_accountant: "Chartered accountant",
  tax_consultant: "Tax consultant",
  real_estate_agent: "Real estate agent",
  insurance_agent: "Insurance agent",
  business: "Business (dealer, builder, shop)",
  other: "Other",
};
