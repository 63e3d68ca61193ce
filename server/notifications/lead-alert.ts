import type { LeadKind } from "../vocabulary/leads";

/** What the outbox stores for a "lead.created" alert: everything the staff e-mail shows. */
export interface LeadAlertPayload {
  reference: string;
  kind: LeadKind;
  serviceSlug: string | null;
  serviceName: string | null;
  name: string;
  mobile: string;
  email: string | null;
  city: string | null;
  pincode: string | null;
  loanAmount: number | null;
  monthlyIncome: number | null;
  employmentType: string | null;
  message: string | null;
  details: Record<string, unknown>;
  landingPage: string | null;
  referrer: string | null;
  utm: { source?: string; medium?: string; campaign?: string; term?: string; content?: string };
  createdAt: string;
  /** Who the lead was assigned to on arrival (round robin, or a repeat's first enquiry); they get the alert too. */
  assigneeName?: string | null;
  assigneeEmail?: string | null;
}

export const LEAD_ALERT_TOPIC = "lead.created";
