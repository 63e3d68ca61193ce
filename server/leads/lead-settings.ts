// How the office works its leads: assignment of new leads, the WhatsApp message staff send, the
// working hours that the "waiting longer than an hour" figure counts in, and how long finished
// leads are kept. Stored as the `leads` document of site_settings; read by the lead service, the
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
});

export type LeadSettings = z.infer<typeof LeadSettingsSchema>;

export const defaultLeadSettings: LeadSettings = {
  assignment: { mode: "manual", staffIds: [] },
  whatsappTemplate:
    "Namaste {name}, this is {staffName} from {businessName} about your {service} enquiry (reference {reference}). When is a good time to call you?",
  workingHours: { days: [1, 2, 3, 4, 5, 6], start: "09:30", end: "18:00" },
  retentionMonths: 24,
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
