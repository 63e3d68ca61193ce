import type { FieldPath } from "react-hook-form";
import type { z } from "zod";
import type { LeadSchemas } from "~server/leads/lead.schema";
import { TextAreaField, TextField } from "~/components/forms/fields";
import type { FormContact } from "~/components/forms/form-contact";
import { usePersonInputs } from "~/components/forms/person-fields";
import { SubmissionSuccess } from "~/components/forms/submission-success";
import { LeadFormLayout } from "~/components/lead-form/lead-form-layout";
import { useLeadForm } from "~/components/lead-form/use-lead-form";
import { useLeadSchemas } from "~/components/lead-form/use-lead-schemas";
import { useI18n } from "~/i18n/i18n";
import { useHydrated } from "~/lib/use-hydrated";

type ContactFormValues = z.input<LeadSchemas["ContactMessageSchema"]>;
type ContactFormData = z.output<LeadSchemas["ContactMessageSchema"]>;

/** The fields in the order they appear (they start empty), for focus and server messages. */
const fieldNames: FieldPath<ContactFormValues>[] = ["name", "mobile", "email", "subject", "message"];

/** The contact form of /contact, in the page's language; posts a `contact_message` lead and shows its CT- reference. */
export function ContactForm({ contact }: { contact: FormContact }) {
  const hydrated = useHydrated();
  const { t } = useI18n();
  const { fullNameInput, mobileInput, emailInput } = usePersonInputs();
  const lead = useLeadForm<ContactFormValues, ContactFormData>({
    kind: "contact_message",
    schema: useLeadSchemas().ContactMessageSchema,
    fieldNames,
  });

  if (lead.status === "success" && lead.created) {
    return <ContactSuccess reference={lead.created.reference} contact={contact} />;
  }

  return (
    <LeadFormLayout
      lead={lead}
      label={t("contactForm.label")}
      contact={contact}
      whatsappMessage={t("contactForm.whatsappFailed")}
      submit={{
        label: t("contactForm.send"),
        note: t("contactForm.replyNote"),
        variant: "default",
        disabled: !hydrated,
      }}
    >
      <TextField className="sm:col-span-2" {...fullNameInput} {...lead.field("name")} />
      <TextField {...mobileInput} hint={t("contactForm.mobileHint")} {...lead.field("mobile")} />
      <TextField {...emailInput} optional hint={t("contactForm.emailHint")} {...lead.field("email")} />
      <TextField
        className="sm:col-span-2"
        label={t("contactForm.subject")}
        optional
        autoComplete="off"
        placeholder={t("contactForm.subjectPlaceholder")}
        maxLength={120}
        {...lead.field("subject")}
      />
      <TextAreaField
        className="sm:col-span-2"
        label={t("contactForm.message")}
        rows={5}
        maxLength={2000}
        hint={t("contactForm.messageHint")}
        {...lead.field("message")}
      />
    </LeadFormLayout>
  );
}

function ContactSuccess({ reference, contact }: { reference: string; contact: FormContact }) {
  const { t, rich } = useI18n();
  return (
    <SubmissionSuccess
      heading={t("contactForm.successHeading")}
      summary={t("contactForm.successSummary")}
      reference={reference}
      contact={contact}
      whatsappMessage={t("contactForm.whatsappReference", { reference })}
    >
      <p className="text-sm leading-6 text-slate-700">
        {rich("contactForm.whenWeReply", {
          b: (chunks) => <strong className="font-semibold text-slate-900">{chunks}</strong>,
          hours: contact.businessHours,
        })}
      </p>
    </SubmissionSuccess>
  );
}
