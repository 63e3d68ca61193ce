// The fixed vocabularies of leads: kinds (loan enquiry, contact message, partner application and
// Vyapar app enquiry), employment and partner types, statuses (the staff pipeline) and the
// timeline's event types, each with the label people read. Plain data, shared by the database
// schema, the forms, the API and the admin; the rules about them live in server/leads/ (which
// moves the pipeline allows: lead-pipeline.ts; what each event keeps: lead-timeline.ts).

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

// The loan pipeline's statuses (which moves exist between them: server/leads/lead-pipeline.ts).
// Indian DSA portals call the stages Documentation → Login → Sanction → Disbursal; "submitted to
// lender" is their "login".

/** The open stages, in order, then the end of a successful file. */
export const pipelineStages = [
  "new",
  "contacted",
  "documents_pending",
  "submitted_to_lender",
  "sanctioned",
  "disbursed",
  "closed",
] as const;

/** Ways out of the pipeline before a disbursal. */
export const pipelineExits = ["not_interested", "not_eligible", "rejected_by_lender", "duplicate", "spam"] as const;

export const leadStatuses = [...pipelineStages, ...pipelineExits] as const;
export type LeadStatus = (typeof leadStatuses)[number];
export type PipelineStage = (typeof pipelineStages)[number];
export type PipelineExit = (typeof pipelineExits)[number];

export const leadStatusLabels: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  documents_pending: "Documents pending",
  submitted_to_lender: "Submitted to lender",
  sanctioned: "Sanctioned",
  disbursed: "Disbursed",
  closed: "Closed",
  not_interested: "Not interested",
  not_eligible: "Not eligible",
  rejected_by_lender: "Rejected by lender",
  duplicate: "Duplicate",
  spam: "Spam",
};

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === "string" && (leadStatuses as readonly string[]).includes(value);
}

// What can happen to a lead, as timeline events (table lead_events; what each keeps in its `data`:
// server/leads/lead-timeline.ts).
export const leadEventTypes = [
  "enriched",
  "status_changed",
  "note_added",
  "assigned",
  "follow_up_set",
  "call_logged",
  "whatsapp_logged",
  "commission_updated",
  "exported",
  "erased",
  // The borrower's documents (issue 29).
  "documents_link_sent",
  "documents_link_opened",
  "documents_link_locked",
  "documents_link_revoked",
  "documents_link_expired",
  "document_uploaded",
  "document_accepted",
  "document_rejected",
  "document_deleted",
  "documents_received",
] as const;
export type LeadEventType = (typeof leadEventTypes)[number];

export const leadEventLabels: Record<LeadEventType, string> = {
  enriched: "Details added by the visitor",
  status_changed: "Status changed",
  note_added: "Note",
  assigned: "Assigned",
  follow_up_set: "Follow-up",
  call_logged: "Call",
  whatsapp_logged: "WhatsApp message",
  commission_updated: "Commission updated",
  exported: "Exported",
  erased: "Personal data erased",
  documents_link_sent: "Documents link sent",
  documents_link_opened: "Documents link opened",
  documents_link_locked: "Documents link locked",
  documents_link_revoked: "Documents link revoked",
  documents_link_expired: "Documents link expired",
  document_uploaded: "Document uploaded",
  document_accepted: "Document accepted",
  document_rejected: "Document sent back",
  document_deleted: "Document deleted",
  documents_received: "All documents received",
};

/**
 * The lead's personal fields: what the person told us and what their visit said about them. An
 * erasure replaces each of them (server/leads/lead-privacy.server.ts), the staff alert and the
 * answer to an access request carry them. The amounts, kind, service, status, lender fields and the
 * consent record are the business's and stay after an erasure.
 */
export const leadPersonalFields = [
  "name",
  "mobile",
  "email",
  "city",
  "pincode",
  "monthlyIncome",
  "employmentType",
  "message",
  "details",
  "landingPage",
  "referrer",
  "utmSource",
  "utmMedium",
  "utmCampaign",
  "utmTerm",
  "utmContent",
] as const;
export type LeadPersonalField = (typeof leadPersonalFields)[number];
