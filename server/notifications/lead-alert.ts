import type { leads } from "../db/schema";
import type { Language } from "../vocabulary/languages";
import { leadPersonalFields, type LeadKind, type LeadPersonalField } from "../vocabulary/leads";

/** The lead's personal fields the alert carries as they are stored; the UTM ones travel as `utm`. */
export type AlertPersonalField = Exclude<LeadPersonalField, `utm${string}`>;
export const alertPersonalFields = leadPersonalFields.filter(
  (field): field is AlertPersonalField => !field.startsWith("utm"),
);

/** What the outbox stores for a "lead.created" alert: everything the staff e-mail shows. */
export interface LeadAlertPayload extends Pick<typeof leads.$inferSelect, AlertPersonalField> {
  reference: string;
  kind: LeadKind;
  serviceSlug: string | null;
  serviceName: string | null;
  loanAmount: number | null;
  utm: { source?: string; medium?: string; campaign?: string; term?: string; content?: string };
  createdAt: string;
  /**
   * The language of the page the visitor wrote from, so staff know which to call back in. Absent
   * from alerts queued before it was recorded.
   */
  language?: Language;
  /** Who the lead was assigned to on arrival (round robin, or a repeat's first enquiry); they get the alert too. */
  assigneeName?: string | null;
  assigneeEmail?: string | null;
}

export const LEAD_ALERT_TOPIC = "lead.created";
