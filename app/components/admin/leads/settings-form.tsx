import { TriangleAlert } from "lucide-react";
import { useId, type ReactNode } from "react";
import { Link } from "react-router";
import { useForm, useWatch, type FieldPath, type UseFormReturn } from "react-hook-form";
import { CheckboxField, FieldErrorText, FieldHintText, TextAreaField, TextField } from "~/components/forms/fields";
import { RadioCards } from "~/components/forms/radio-cards";
import { cn } from "~/lib/cn";
import {
  defaultWhatsappTemplates,
  fillWhatsappTemplate,
  LeadAlertRecipientsEditSchema,
  LeadSettingsSchema,
  MAX_LEAD_ALERT_RECIPIENTS,
  WHATSAPP_TEMPLATE_PLACEHOLDERS,
  WhatsappTemplatesEditSchema,
  type LeadSettings,
  type WhatsappTemplates,
} from "~server/leads/lead-settings";
import {
  languageEnglishNames,
  languageNativeNames,
  languages,
  languageTags,
  type Language,
} from "~server/vocabulary/languages";
import { describeWorkingHours, officeWeek } from "~server/leads/working-time";
import { createTranslator } from "~/i18n/translator";
import { whatsappPreviewLeads } from "./whatsapp-preview";
import { useRootData } from "~/root";
import { SaveBar, SettingsSection } from "~/components/admin/settings-section";
import { useSettingsSave } from "~/components/admin/settings/use-settings-save";

/** How the alert e-mails go out: whether they do at all, and the addresses the server's environment fixes. */
export interface AlertDelivery {
  /** Why no alert goes out (no mail server, nobody named); null when they do. */
  offReason: "no_server" | "no_recipients" | null;
  /** LEAD_NOTIFY_EMAIL's addresses: always sent to, not changed here. */
  environmentRecipients: string[];
  /** The signed-in person may set up the mail server (owner). */
  canManageMail: boolean;
}

/** A colleague who may be given new leads in turn (active, may update leads). */
export interface AssignableStaff {
  id: number;
  displayName: string;
  email: string;
}

/** The form's own shape: what checkboxes and text inputs hold (strings), turned into settings on save. */
interface SettingsValues {
  mode: LeadSettings["assignment"]["mode"];
  staffIds: string[];
  /** One message per language: a lead gets its own language's. */
  whatsappTemplates: WhatsappTemplates;
  days: string[];
  start: string;
  end: string;
  retention: "months" | "forever";
  retentionMonths: string;
  /** One address per line. */
  leadAlertRecipients: string;
  documentLinkDays: string;
  documentRetentionDays: string;
}

type SettingsField = FieldPath<SettingsValues>;

/** The settings' paths (as zod and the API name them) and the form fields that show their messages. */
const fieldOfPath: Record<string, SettingsField> = {
  assignment: "staffIds",
  "assignment.mode": "mode",
  "assignment.staffIds": "staffIds",
  whatsappTemplates: "whatsappTemplates.en",
  "whatsappTemplates.en": "whatsappTemplates.en",
  "whatsappTemplates.ml": "whatsappTemplates.ml",
  "whatsappTemplates.hi": "whatsappTemplates.hi",
  workingHours: "end",
  "workingHours.days": "days",
  "workingHours.start": "start",
  "workingHours.end": "end",
  retentionMonths: "retentionMonths",
  leadAlertRecipients: "leadAlertRecipients",
};

/**
 * What the form checks before sending: the stored rules, and the recipients and WhatsApp messages as
 * the API takes them (messages per address; placeholders the same in every language).
 */
const LeadSettingsFormSchema = LeadSettingsSchema.extend({
  leadAlertRecipients: LeadAlertRecipientsEditSchema,
  whatsappTemplates: WhatsappTemplatesEditSchema,
});

const placeholderMeanings: Record<(typeof WHATSAPP_TEMPLATE_PLACEHOLDERS)[number], string> = {
  "{name}": "the visitor's name as they typed it",
  "{reference}": "the lead's reference",
  "{service}": "the loan or service they asked about",
  "{staffName}": "your name (whoever presses the button)",
  "{businessName}": "the business name from the site settings",
};

/** "Message in Malayalam (മലയാളം)": the language in English, and in itself for those who read it. */
function TemplateLabel({ language }: { language: Language }) {
  if (language === "en") return <>Message in English</>;
  return (
    <>
      Message in {languageEnglishNames[language]}{" "}
      <span lang={languageTags[language]} className="font-normal">
        ({languageNativeNames[language]})
      </span>
    </>
  );
}

function toValues(settings: LeadSettings): SettingsValues {
  return {
    mode: settings.assignment.mode,
    staffIds: settings.assignment.staffIds.map(String),
    whatsappTemplates: { ...settings.whatsappTemplates },
    days: settings.workingHours.days.map(String),
    start: settings.workingHours.start,
    end: settings.workingHours.end,
    retention: settings.retentionMonths === null ? "forever" : "months",
    retentionMonths: settings.retentionMonths === null ? "24" : String(settings.retentionMonths),
    leadAlertRecipients: settings.leadAlertRecipients.join("\n"),
    documentLinkDays: String(settings.documentLinkDays),
    documentRetentionDays: String(settings.documentRetentionDays),
  };
}

/** The addresses typed, one a line (commas and semicolons separate too, as people paste lists). */
const recipientsOf = (text: string) =>
  text
    .split(/[\n,;]+/)
    .map((line) => line.trim())
    .filter(Boolean);

/** What the form holds, as the settings document; a months field that is not a number stays NaN for zod to name. */
function toSettings(values: SettingsValues): LeadSettings {
  const months = values.retentionMonths.trim() === "" ? Number.NaN : Number(values.retentionMonths);
  return {
    assignment: { mode: values.mode, staffIds: values.staffIds.map(Number) },
    whatsappTemplates: values.whatsappTemplates,
    workingHours: { days: values.days.map(Number).sort(), start: values.start, end: values.end },
    retentionMonths: values.retention === "forever" ? null : months,
    leadAlertRecipients: recipientsOf(values.leadAlertRecipients),
    documentLinkDays: Number(values.documentLinkDays),
    documentRetentionDays: Number(values.documentRetentionDays),
  };
}

function putErrors(form: UseFormReturn<SettingsValues>, fields: Record<string, string>) {
  for (const [path, message] of Object.entries(fields)) {
    // `leadAlertRecipients.2` (one address of the list) shows on the list's own field.
    const parts = path.split(".");
    const field = fieldOfPath[path] ?? fieldOfPath[parts.slice(0, 2).join(".")] ?? fieldOfPath[parts[0] ?? ""];
    if (field && !form.getFieldState(field).error) form.setError(field, { message });
  }
}

/**
 * The lead settings: how new leads are assigned, who else gets their alert e-mails, the WhatsApp
 * message, office hours and how long finished leads are kept. Read-only (a disabled fieldset, no
 * Save) for a role that may only read.
 */
export function LeadSettingsForm({
  settings,
  staff,
  canChange,
  preview,
  alertDelivery,
}: {
  settings: LeadSettings;
  staff: AssignableStaff[];
  canChange: boolean;
  /** Sample values for the WhatsApp preview (the signed-in person's name, the business's). */
  preview: { staffName: string; businessName: string };
  alertDelivery: AlertDelivery;
}) {
  const form = useForm<SettingsValues>({ defaultValues: toValues(settings) });
  const { errors } = form.formState;
  const [mode, templates, retention, days, start, end] = useWatch({
    control: form.control,
    name: ["mode", "whatsappTemplates", "retention", "days", "start", "end"],
  });
  // The opening hours visitors will read once saved (in English, the staff's language, whose
  // messages the root sends to every page); nothing while the hours are not valid.
  const english = createTranslator("en", useRootData().messages);
  const hours = LeadSettingsSchema.shape.workingHours.safeParse({ days: days.map(Number), start, end });

  const { submit, pending } = useSettingsSave({
    form,
    path: "/api/admin/leads/settings",
    changesOf: toSettings,
    schema: LeadSettingsFormSchema,
    sendParsed: true,
    placeErrors: (fields) => putErrors(form, fields),
    toValues,
    messages: { saved: "Lead settings saved." },
  });

  const fixed = alertDelivery.environmentRecipients;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      <fieldset disabled={!canChange || pending} className="flex min-w-0 flex-col gap-6">
        <SettingsSection
          title="Who gets new leads"
          description="Round robin gives each new lead to the next colleague of the list in turn; they also get its alert."
        >
          <RadioCards
            legend="Assignment of new leads"
            error={errors.mode?.message}
            inputProps={form.register("mode")}
            options={[
              { value: "manual", label: "By hand", description: "New leads arrive unassigned; someone assigns them." },
              {
                value: "round_robin",
                label: "Round robin",
                description: "Each new lead goes to the next of the colleagues ticked below.",
              },
            ]}
          />
          <CheckList
            legend="Colleagues who share new leads"
            hint={
              mode === "round_robin"
                ? "Active staff whose role may work leads (owner and admin)."
                : "Used when assignment is round robin."
            }
            error={errors.staffIds?.message}
            empty="No active colleague may work leads yet. Staff accounts with the owner or admin role can."
            options={staff.map((person) => ({
              value: String(person.id),
              label: (
                <>
                  {person.displayName} <span className="font-normal break-all text-slate-600">{person.email}</span>
                </>
              ),
            }))}
            register={form.register("staffIds")}
          />
        </SettingsSection>

        <SettingsSection
          title="Lead alert e-mails"
          description={
            fixed.length > 0
              ? "Each new lead is e-mailed to the addresses the server is set up with and to the colleague it is assigned to. Add anyone else who should get these e-mails."
              : "Each new lead is e-mailed to the colleague it is assigned to and to the addresses below: name at least one, or leads nobody is assigned to arrive unannounced."
          }
        >
          <AlertDeliveryNotice delivery={alertDelivery} />
          {fixed.length > 0 && (
            <div>
              <h3 className="text-sm font-semibold text-slate-900">Always sent to</h3>
              <ul className="mt-1 text-slate-800">
                {fixed.map((address) => (
                  <li key={address} className="break-all">
                    {address}
                  </li>
                ))}
              </ul>
              <p className="mt-1 text-sm text-slate-600">
                Set on the server as LEAD_NOTIFY_EMAIL; whoever runs the server changes it.
              </p>
            </div>
          )}
          <TextAreaField
            label="Also send new-lead e-mails to"
            optional
            rows={4}
            autoComplete="off"
            spellCheck={false}
            hint={`One e-mail address per line, up to ${MAX_LEAD_ALERT_RECIPIENTS}. Each address receives every new lead's name, mobile number and e-mail: add only people who may see leads. The owners are e-mailed whenever this list changes.`}
            error={errors.leadAlertRecipients?.message}
            {...form.register("leadAlertRecipients")}
          />
        </SettingsSection>

        <SettingsSection
          title="WhatsApp message"
          description="The text the WhatsApp button of a lead prefills, in the language the visitor wrote in. Staff can still edit it in WhatsApp before sending."
        >
          {languages.map((language) => {
            const template = templates?.[language] ?? "";
            const untouchedDefault = language !== "en" && template.trim() === defaultWhatsappTemplates[language];
            return (
              <TextAreaField
                key={language}
                label={<TemplateLabel language={language} />}
                lang={languageTags[language]}
                rows={5}
                maxLength={600}
                error={errors.whatsappTemplates?.[language]?.message}
                hint={
                  untouchedDefault
                    ? `${template.length} of 600 characters. The message the site came with: a native speaker should read it before it is sent to visitors.`
                    : `${template.length} of 600 characters.`
                }
                {...form.register(`whatsappTemplates.${language}`)}
              />
            );
          })}
          <div>
            <h3 className="text-sm font-semibold text-slate-900">Placeholders</h3>
            <p className="text-sm text-slate-600">
              Use the same ones in every language, spelt as they are here: each is replaced for the lead.
            </p>
            <dl className="mt-1 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[9rem_minmax(0,1fr)]">
              {WHATSAPP_TEMPLATE_PLACEHOLDERS.map((placeholder) => (
                <div key={placeholder} className="contents">
                  <dt>
                    <code className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-900">{placeholder}</code>
                  </dt>
                  <dd className="text-slate-700">{placeholderMeanings[placeholder]}</dd>
                </div>
              ))}
            </dl>
          </div>
          <div>
            <h3 className="text-sm font-semibold text-slate-900">Preview</h3>
            <p className="text-sm text-slate-600">For a sample lead, Anjali Menon, who asked about a home loan.</p>
            <div className="mt-2 grid gap-3 lg:grid-cols-3">
              {languages.map((language) => (
                <figure key={language} className="min-w-0">
                  <figcaption className="text-xs font-semibold text-slate-700">
                    {languageEnglishNames[language]}
                  </figcaption>
                  {/* Text only: the template is staff input and the sample visitor's name is shown as typed. */}
                  <p
                    lang={languageTags[language]}
                    aria-live="polite"
                    className="mt-1 rounded-lg rounded-tl-none bg-[#dcf8c6] px-4 py-3 text-sm whitespace-pre-wrap text-slate-900 [overflow-wrap:anywhere]"
                  >
                    {fillWhatsappTemplate(templates?.[language] ?? "", {
                      ...whatsappPreviewLeads[language],
                      reference: "LN-7K3M9Q",
                      staffName: preview.staffName,
                      businessName: preview.businessName,
                    })}
                  </p>
                </figure>
              ))}
            </div>
          </div>
        </SettingsSection>

        <SettingsSection
          title="Working hours"
          description="In IST. They are the opening hours of the website too (the header, /contact and the lead forms), and the dashboard counts how long new leads wait for a first call inside them only."
        >
          <CheckList
            legend="Working days"
            error={errors.days?.message}
            options={officeWeek.map((day) => ({ value: String(day.value), label: day.label }))}
            register={form.register("days")}
            columns
          />
          <div className="grid gap-4 sm:grid-cols-2 sm:max-w-md">
            <TextField label="Opens at" type="time" error={errors.start?.message} {...form.register("start")} />
            <TextField label="Closes at" type="time" error={errors.end?.message} {...form.register("end")} />
          </div>
          <p aria-live="polite" className="text-sm text-slate-700 empty:hidden">
            {hours.success && (
              <>
                Visitors read:{" "}
                <span className="font-semibold text-slate-900">{describeWorkingHours(hours.data, english)}</span>
              </>
            )}
          </p>
        </SettingsSection>

        <SettingsSection
          title="Keeping finished leads"
          description="Leads that are closed or out of the pipeline have their personal data erased after this time; the reference, status, amounts and audit trail stay."
        >
          <RadioCards
            legend="How long to keep them"
            inputProps={form.register("retention")}
            options={[
              {
                value: "months",
                label: "A number of months",
                description: "Erased automatically once that time has passed.",
              },
              {
                value: "forever",
                label: "Until erased by hand",
                description: "Nothing is erased automatically; an owner or admin erases on request.",
              },
            ]}
          />
          {retention === "months" && (
            <TextField
              label="Months after the lead was finished"
              type="number"
              inputMode="numeric"
              min={6}
              max={120}
              className="sm:max-w-xs"
              hint="Between 6 and 120 months."
              error={errors.retentionMonths?.message}
              {...form.register("retentionMonths")}
            />
          )}
        </SettingsSection>
      </fieldset>
      {canChange && <SaveBar label="Save lead settings" pending={pending} />}
    </form>
  );
}

/** Why no alert e-mail goes out yet, and who can change that; nothing while they do. */
function AlertDeliveryNotice({ delivery }: { delivery: AlertDelivery }) {
  if (delivery.offReason === null) return null;
  return (
    <p role="status" className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
      <span>
        {delivery.offReason === "no_recipients" ? (
          "No alert e-mail goes out yet: name at least one address below."
        ) : delivery.canManageMail ? (
          <>
            No alert e-mail goes out yet: no mail server is set up.{" "}
            <Link to="/admin/mail-server" className="font-semibold underline">
              Set up the mail server
            </Link>
            .
          </>
        ) : (
          "No alert e-mail goes out yet: no mail server is set up. An owner sets it up on the Mail server screen."
        )}
      </span>
    </p>
  );
}

/** A group of checkboxes whose ticked values form one list (react-hook-form keeps them as strings). */
function CheckList({
  legend,
  hint,
  error,
  empty,
  options,
  register,
  columns = false,
}: {
  legend: string;
  hint?: string;
  error?: string;
  empty?: string;
  options: { value: string; label: ReactNode }[];
  register: ReturnType<UseFormReturn<SettingsValues>["register"]>;
  columns?: boolean;
}) {
  const id = useId();
  return (
    <fieldset
      className="min-w-0"
      aria-describedby={
        [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined
      }
    >
      <legend className="mb-1 text-sm font-semibold text-slate-900">{legend}</legend>
      {hint && (
        <FieldHintText id={`${id}-hint`} className="mt-0 mb-1">
          {hint}
        </FieldHintText>
      )}
      {options.length === 0 && empty ? (
        <p className="text-sm text-slate-700">{empty}</p>
      ) : (
        <div className={cn("grid", columns ? "grid-cols-2 gap-x-4 sm:grid-cols-4" : "gap-0.5")}>
          {options.map((option) => (
            <CheckboxField
              key={option.value}
              label={option.label}
              value={option.value}
              aria-invalid={error ? true : undefined}
              {...register}
            />
          ))}
        </div>
      )}
      {error && <FieldErrorText id={`${id}-error`}>{error}</FieldErrorText>}
    </fieldset>
  );
}
