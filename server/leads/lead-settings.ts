// How the office works its leads: assignment of new leads, the WhatsApp message staff send (one
// per language the visitor may have written in), the working hours that the "waiting longer than
// an hour" figure counts in, how long finished leads are kept, and who else gets each new lead's
// alert e-mail (ADR 0032). Stored as the `leads` document of site_settings; read by the lead
// service, the workbench, the dashboard and the retention job. Isomorphic (zod only): the settings
// screen validates with the same schema.
import { z } from "zod";
import { languageEnglishNames, type Language } from "../vocabulary/languages";
import type { LeadKind } from "../vocabulary/leads";

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use a 24-hour time such as 09:30 or 18:00");

export const WHATSAPP_TEMPLATE_PLACEHOLDERS = [
  "{name}",
  "{reference}",
  "{service}",
  "{staffName}",
  "{businessName}",
] as const;

const WHATSAPP_TEMPLATE_MAX = 600;

/** The `{word}`s of a template, each once, in the order they first appear. */
export function whatsappPlaceholdersOf(template: string): string[] {
  return [...new Set(template.match(/\{[^{}\s]*\}/g) ?? [])];
}

const isKnownPlaceholder = (placeholder: string) =>
  (WHATSAPP_TEMPLATE_PLACEHOLDERS as readonly string[]).includes(placeholder);

/** "{name} and {service}", "{name}, {service} and {reference}". */
function listed(placeholders: readonly string[]): string {
  if (placeholders.length <= 1) return placeholders.join("");
  return `${placeholders.slice(0, -1).join(", ")} and ${placeholders.at(-1)}`;
}

/** One language's template as stored: what the WhatsApp button of that language's leads prefills. */
function storedTemplate(language: Language) {
  const name = languageEnglishNames[language];
  const write = `Write the ${name} message that the WhatsApp button prefills.`;
  return z
    .string({ error: (issue) => (issue.input === undefined ? write : `Write the ${name} message as text.`) })
    .trim()
    .min(1, write)
    .max(WHATSAPP_TEMPLATE_MAX, `Keep the ${name} WhatsApp message under ${WHATSAPP_TEMPLATE_MAX} characters.`);
}

/** A template as staff send it: as stored, and every `{word}` in it one of the placeholders. */
function editedTemplate(language: Language) {
  return storedTemplate(language).superRefine((template, ctx) => {
    const unknown = whatsappPlaceholdersOf(template).filter((placeholder) => !isKnownPlaceholder(placeholder));
    if (unknown.length > 0)
      ctx.addIssue({
        code: "custom",
        message: `${listed(unknown)} ${unknown.length === 1 ? "is not a placeholder" : "are not placeholders"}: use only ${listed(WHATSAPP_TEMPLATE_PLACEHOLDERS)}, spelt as they are here.`,
      });
  });
}

/** The WhatsApp message in each language, as stored (older documents are upgraded by leadSettingsDocument). */
export const WhatsappTemplatesSchema = z.object({
  en: storedTemplate("en"),
  ml: storedTemplate("ml"),
  hi: storedTemplate("hi"),
});
export type WhatsappTemplates = z.infer<typeof WhatsappTemplatesSchema>;

/**
 * The three templates as staff send them (PATCH /api/admin/leads/settings and the settings
 * screen), always all three: each checked on its own, then the Malayalam and Hindi ones against the
 * English, which they translate: the same placeholders, none left out and none added, so a
 * Malayalam lead's message names what an English one does. Messages by language
 * (`whatsappTemplates.ml`).
 */
export const WhatsappTemplatesEditSchema = z
  .object(
    { en: editedTemplate("en"), ml: editedTemplate("ml"), hi: editedTemplate("hi") },
    { error: "Send the WhatsApp message of each language: en, ml and hi." },
  )
  .superRefine((templates, ctx) => {
    const english = whatsappPlaceholdersOf(templates.en).filter(isKnownPlaceholder);
    for (const language of ["ml", "hi"] as const) {
      const name = languageEnglishNames[language];
      const used = whatsappPlaceholdersOf(templates[language]).filter(isKnownPlaceholder);
      const missing = english.filter((placeholder) => !used.includes(placeholder));
      const added = used.filter((placeholder) => !english.includes(placeholder));
      const problems = [
        missing.length > 0 ? `leaves out ${listed(missing)}` : null,
        added.length > 0 ? `adds ${listed(added)}, which the English message does not have` : null,
      ].filter(Boolean);
      if (problems.length > 0)
        ctx.addIssue({
          code: "custom",
          path: [language],
          message: `The ${name} message ${problems.join(" and ")}: use the same placeholders as the English one.`,
        });
    }
  });

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

/** How many days a private documents link stays valid after staff send it (issue 29). */
export const documentLinkDaysField = z
  .number()
  .int("Use whole days.")
  .min(1, "Keep a documents link valid for at least 1 day.")
  .max(60, "Keep a documents link valid for at most 60 days: send a new one after that.");

/**
 * Days after a lead is disbursed, closed or out of the pipeline before its borrower's documents
 * are deleted (the lead itself stays, by retentionMonths).
 */
export const documentRetentionDaysField = z
  .number()
  .int("Use whole days.")
  .min(7, "Keep documents for at least 7 days after a lead is finished (a lender may ask again).")
  .max(3650, "Keep documents for at most 3650 days.");

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
  /**
   * The prefilled text of the WhatsApp button, in each language a visitor may write in: a lead gets
   * the one of its language (consent_language); placeholders are replaced per lead.
   */
  whatsappTemplates: WhatsappTemplatesSchema,
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
  documentLinkDays: documentLinkDaysField.default(14),
  documentRetentionDays: documentRetentionDaysField.default(90),
});

export type LeadSettings = z.infer<typeof LeadSettingsSchema>;

/**
 * The messages until staff write their own. The Malayalam and Hindi ones are written for the
 * visitor, not word for word, and are still to be reviewed by a native speaker (ADR 0038): the
 * settings screen says so while a language's message is this one. The sender signs at the end, so
 * no Malayalam case ending is glued to the business's Latin name and no Hindi verb takes the
 * sender's gender: any colleague may send them.
 */
export const defaultWhatsappTemplates: WhatsappTemplates = {
  en: "Namaste {name}, this is {staffName} from {businessName} about your {service} enquiry (reference {reference}). When is a good time to call you?",
  ml: "നമസ്കാരം {name}, നിങ്ങൾ അയച്ച അന്വേഷണം ({service}, റഫറൻസ് {reference}) ഞങ്ങൾക്ക് ലഭിച്ചു. വിളിക്കാൻ ഏത് സമയമാണ് സൗകര്യം? - {staffName}, {businessName}",
  hi: "नमस्ते {name} जी, आपकी पूछताछ ({service}, रेफ़रेंस {reference}) हमें मिल गई है। आपको कॉल करने के लिए कौन-सा समय ठीक रहेगा? - {staffName}, {businessName}",
};

export const defaultLeadSettings: LeadSettings = {
  assignment: { mode: "manual", staffIds: [] },
  whatsappTemplates: defaultWhatsappTemplates,
  workingHours: { days: [1, 2, 3, 4, 5, 6], start: "09:30", end: "18:00" },
  retentionMonths: 24,
  leadAlertRecipients: [],
  documentLinkDays: 14,
  documentRetentionDays: 90,
};

/**
 * The lead settings document as stored, in today's shape. Documents written before the message
 * existed per language held one `whatsappTemplate`: it was the English one (staff read and wrote
 * it in English), so it stays the English message and Malayalam and Hindi start from the defaults.
 */
export function leadSettingsDocument(stored: unknown): Record<string, unknown> {
  if (!stored || typeof stored !== "object") return {};
  const { whatsappTemplate, ...document } = stored as Record<string, unknown>;
  if (document.whatsappTemplates === undefined && typeof whatsappTemplate === "string")
    document.whatsappTemplates = { ...defaultWhatsappTemplates, en: whatsappTemplate };
  return document;
}

/**
 * What {service} reads for a lead without a loan service (a contact message, a partner
 * application, a Vyapar enquiry), in the lead's language: the templates put it where a loan's name
 * goes. To be reviewed by a native speaker like the default messages (ADR 0038).
 */
export const whatsappServiceWords: Record<Language, Record<LeadKind, string>> = {
  en: {
    loan_enquiry: "loan",
    contact_message: "contact message",
    partner_application: "partner application",
    // The app's name keeps its capital.
    vyapar_enquiry: "Vyapar app",
  },
  ml: {
    loan_enquiry: "ലോൺ",
    contact_message: "സന്ദേശം",
    partner_application: "പാർട്ണർ അപേക്ഷ",
    vyapar_enquiry: "Vyapar ആപ്പ്",
  },
  hi: {
    loan_enquiry: "लोन",
    contact_message: "मैसेज",
    partner_application: "पार्टनर आवेदन",
    vyapar_enquiry: "Vyapar ऐप",
  },
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
