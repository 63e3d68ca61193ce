// How the office works its leads: assignment of new leads, the WhatsApp message staff send, the
// working hours that the "waiting longer than an hour" figure counts in, how long finished leads
// are kept, and who else gets each new lead's alert e-mail (ADR 0032). Stored as the `leads` document of site_settings; read by the lead service, the
// workbench, the dashboard and the retention job. Isomorphic (zod only): the settings screen
// validates with the same schema.
import { z } from "zod";

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use a 24-hour time such as 09:30 or 18:00");

export const WHATSAPP_TEMPLATE_PLACEHOLDERS = [
  "{name}",
  "{reference}",
  "{service}",
  "{staffName}",
  "{businessName}",
] as const;

export const MAX_LEAD_ALERT_RECIPIENTS = 10;

/**
 * The alert recipients as staff send them (PATCH /api/admin/leads/settings and the screen): each
 * address checked on its own (messages by index, `leadAlertRecipients.2`), then trimmed,
 * lower-cased and each kept once.
 */
export const LeadAlertRecipientsEditSchema = z
  .array(z.string({ error: "Give each address as text" }), { error: "Give the addresses as a list" })
  .max(MAX_LEAD_ALERT_RECIPIENTS, `Up to ${MAX_LEAD_ALERT_RECIPIENTS} addresses; a shared inbox can reach more people`)
  .superRefine((list, ctx) => {
    list.forEach((value, index) => {
      if (!z.email().safeParse(value.trim()).success)
        ctx.addIssue({
          code: "custom",
          path: [index],
          message: `“${value.trim().slice(0, 80)}” is not an e-mail address: write one address such as office@yourbusiness.in per line`,
        });
    });
  })
  .transform((list) => [...new Set(list.map((value) => value.trim().toLowerCase()))]);

/** What a change of the recipients added and removed (compared as the stored, lower-case addresses). */
export function recipientChanges(
  before: readonly string[],
  after: readonly string[],
): { added: string[]; removed: string[] } {
  return {
    added: after.filter((address) => !before.includes(address)),
    removed: before.filter((address) => !after.includes(address)),
  };
}

export const LeadSettingsSchema = z.object({
  assignment: z
    .object({
      /** manual: staff assign; round_robin: each new lead goes to the next of `staffIds` in turn. */
      mode: z.enum(["manual", "round_robin"]),
      staffIds: z.array(z.number().int().positive()).max(50),
    })
    .refine((value) => value.mode === "manual" || value.staffIds.length > 0, {
      message: "Choose at least one colleague to share new leads between, or assign them by hand.",
      path: ["staffIds"],
    }),
  /** The prefilled text of the WhatsApp button; placeholders are replaced per lead. */
  whatsappTemplate: z
    .string()
    .trim()
    .min(1, "Write the message that the WhatsApp button prefills.")
    .max(600, "Keep the WhatsApp message under 600 characters."),
  /** Office hours in IST: the first-response figures count waiting time inside them only. */
  workingHours: z
    .object({
      /** 0 = Sunday … 6 = Saturday */
      days: z.array(z.number().int().min(0).max(6)).min(1, "Choose at least one working day.").max(7),
      start: clockTime,
      end: clockTime,
    })
    .refine((value) => value.start < value.end, {
      message: "The office must close after it opens.",
      path: ["end"],
    }),
  /**
   * Leads closed (or out of the pipeline) for more than this many months have their personal data
   * erased by the retention job; null keeps them until erased by hand.
   */
  retentionMonths: z
    .number()
    .int("Use whole months.")
    .min(6, "Keep finished leads for at least 6 months (complaints and lender queries come late).")
    .max(120, "Keep finished leads for at most 120 months.")
    .nullable(),
  /**
   * Who else gets every new lead's alert (name, mobile, e-mail), besides LEAD_NOTIFY_EMAIL and the
   * assignee; read by the outbox worker for each alert. A lead setting, not a site setting, because
   * it decides who receives personal data (ADR 0032); documents stored before it read as none.
   */
  leadAlertRecipients: z.array(z.email().max(200)).max(MAX_LEAD_ALERT_RECIPIENTS).default([]),
});

export type LeadSettings = z.infer<typeof LeadSettingsSchema>;

export const defaultLeadSettings: LeadSettings = {
  assignment: { mode: "manual", staffIds: [] },
  whatsappTemplate:
    "Namaste {name}, this is {staffName} from {businessName} about your {service} enquiry (reference {reference}). When is a good time to call you?",
  workingHours: { days: [1, 2, 3, 4, 5, 6], start: "09:30", end: "18:00" },
  retentionMonths: 24,
  leadAlertRecipients: [],
};

/** The WhatsApp message for one lead: the template with its placeholders filled in. */
export function fillWhatsappTemplate(
  template: string,
  values: { name: string; reference: string; service: string; staffName: string; businessName: string },
): string {
  return template.replace(
    /\{(name|reference|service|staffName|businessName)\}/g,
    (_, key: keyof typeof values) => values[key],
  );
}
