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

type VyaparFormValues = z.input<LeadSchemas["VyaparEnquirySchema"]>;
type VyaparFormData = z.output<LeadSchemas["VyaparEnquirySchema"]>;

/** The fields in the order they appear (they start empty), for focus and server messages. */
const fieldNames: FieldPath<VyaparFormValues>[] = ["name", "mobile", "businessName", "city", "message"];

/** The enquiry form of /vyapar-app, in the page's language; posts a `vyapar_enquiry` lead and shows its VY- reference. */
export function VyaparForm({ contact }: { contact: FormContact }) {
  const hydrated = useHydrated();
  const { t } = useI18n();
  const { fullNameInput, mobileInput } = usePersonInputs();
  const lead = useLeadForm<VyaparFormValues, VyaparFormData>({
    kind: "vyapar_enquiry",
    schema: useLeadSchemas().VyaparEnquirySchema,
    fieldNames,
  });

  if (lead.status === "success" && lead.created) {
    return <VyaparSuccess reference={lead.created.reference} contact={contact} />;
  }

  return (
    <LeadFormLayout
      lead={lead}
      label={t("vyaparForm.label")}
      contact={contact}
      consentNotice="vyapar"
      whatsappMessage={t("vyaparForm.whatsappFailed")}
      submit={{
        label: t("vyaparForm.submit"),
        note: t("vyaparForm.submitNote"),
        disabled: !hydrated,
      }}
    >
      <TextField className="sm:col-span-2" {...fullNameInput} {...lead.field("name")} />
      <TextField {...mobileInput} hint={t("vyaparForm.mobileHint")} {...lead.field("mobile")} />
      <TextField
        label={t("vyaparForm.businessName")}
        optional
        autoComplete="organization"
        autoCapitalize="words"
        maxLength={120}
        {...lead.field("businessName")}
      />
      <TextField
        className="sm:col-span-2"
        label={t("forms.city")}
        optional
        autoComplete="address-level2"
        autoCapitalize="words"
        maxLength={80}
        {...lead.field("city")}
      />
      <TextAreaField
        className="sm:col-span-2"
        label={t("vyaparForm.message")}
        optional
        rows={3}
        maxLength={2000}
        hint={t("vyaparForm.messageHint")}
        {...lead.field("message")}
      />
    </LeadFormLayout>
  );
}

function VyaparSuccess({ reference, contact }: { reference: string; contact: FormContact }) {
  const { t, rich } = useI18n();
  return (
    <SubmissionSuccess
      heading={t("vyaparForm.successHeading")}
      summary={t("vyaparForm.successSummary")}
      reference={reference}
      referenceLabel={t("vyaparForm.referenceLabel")}
      nextSteps={[
        rich("vyaparForm.stepCall", { hours: contact.businessHours }),
        t("vyaparForm.stepBilling"),
        t("vyaparForm.stepLists"),
      ]}
      contact={contact}
      whatsappMessage={t("vyaparForm.whatsappReference", { reference })}
    />
  );
}
