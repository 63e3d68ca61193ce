import type { FieldPath } from "react-hook-form";
import type { z } from "zod";
import { partnerTypes, type PartnerType } from "~server/vocabulary/leads";
import type { LeadSchemas } from "~server/leads/lead.schema";
import { SelectField, TextAreaField, TextField } from "~/components/forms/fields";
import type { FormContact } from "~/components/forms/form-contact";
import { usePersonInputs } from "~/components/forms/person-fields";
import { SubmissionSuccess } from "~/components/forms/submission-success";
import { LeadFormLayout } from "~/components/lead-form/lead-form-layout";
import { useLeadForm } from "~/components/lead-form/use-lead-form";
import { useLeadSchemas } from "~/components/lead-form/use-lead-schemas";
import { useI18n } from "~/i18n/i18n";
import type { MessageKey } from "~/i18n/messages";
import { useHydrated } from "~/lib/use-hydrated";

type PartnerFormValues = z.input<LeadSchemas["PartnerApplicationSchema"]>;
type PartnerFormData = z.output<LeadSchemas["PartnerApplicationSchema"]>;

/** Each partner type as the form names it (the staff screens use partnerTypeLabels, in English). */
const partnerTypeMessages: Record<PartnerType, MessageKey> = {
  individual_agent: "partnerForm.typeIndividualAgent",
  chartered_accountant: "partnerForm.typeCharteredAccountant",
  tax_consultant: "partnerForm.typeTaxConsultant",
  real_estate_agent: "partnerForm.typeRealEstateAgent",
  insurance_agent: "partnerForm.typeInsuranceAgent",
  business: "partnerForm.typeBusiness",
  other: "partnerForm.typeOther",
};

/** The fields in the order they appear (they start empty), for focus and server messages. */
const fieldNames: FieldPath<PartnerFormValues>[] = [
  "name",
  "mobile",
  "email",
  "city",
  "pincode",
  "partnerType",
  "experienceYears",
  "message",
];

/** The registration form of /business-partners, in the page's language; posts a `partner_application` lead (BP- reference). */
export function PartnerForm({ contact }: { contact: FormContact }) {
  const hydrated = useHydrated();
  const { t } = useI18n();
  const { fullNameInput, mobileInput, emailInput } = usePersonInputs();
  const lead = useLeadForm<PartnerFormValues, PartnerFormData>({
    kind: "partner_application",
    schema: useLeadSchemas().PartnerApplicationSchema,
    fieldNames,
  });

  if (lead.status === "success" && lead.created) {
    return <PartnerSuccess reference={lead.created.reference} contact={contact} />;
  }

  return (
    <LeadFormLayout
      lead={lead}
      label={t("partnerForm.label")}
      contact={contact}
      whatsappMessage={t("partnerForm.whatsappFailed")}
      submit={{
        label: t("partnerForm.submit"),
        note: t("partnerForm.submitNote"),
        disabled: !hydrated,
      }}
    >
      <TextField
        className="sm:col-span-2"
        {...fullNameInput}
        hint={t("partnerForm.nameHint")}
        {...lead.field("name")}
      />
      <TextField {...mobileInput} hint={t("partnerForm.mobileHint")} {...lead.field("mobile")} />
      <TextField {...emailInput} hint={t("partnerForm.emailHint")} {...lead.field("email")} />
      <TextField
        label={t("forms.city")}
        autoComplete="address-level2"
        autoCapitalize="words"
        maxLength={80}
        {...lead.field("city")}
      />
      <TextField
        label={t("forms.pincode")}
        optional
        inputMode="numeric"
        autoComplete="postal-code"
        placeholder="682016"
        maxLength={7}
        {...lead.field("pincode")}
      />
      <SelectField
        label={t("partnerForm.partnerType")}
        options={partnerTypes.map((value) => ({ value, label: t(partnerTypeMessages[value]) }))}
        {...lead.field("partnerType")}
      />
      <TextField
        label={t("partnerForm.experience")}
        optional
        inputMode="numeric"
        autoComplete="off"
        placeholder={t("partnerForm.experiencePlaceholder")}
        maxLength={2}
        hint={t("partnerForm.experienceHint")}
        {...lead.field("experienceYears")}
      />
      <TextAreaField
        className="sm:col-span-2"
        label={t("partnerForm.message")}
        optional
        rows={3}
        maxLength={2000}
        hint={t("partnerForm.messageHint")}
        {...lead.field("message")}
      />
    </LeadFormLayout>
  );
}

function PartnerSuccess({ reference, contact }: { reference: string; contact: FormContact }) {
  const { t, rich } = useI18n();
  return (
    <SubmissionSuccess
      heading={t("partnerForm.successHeading")}
      summary={t("partnerForm.successSummary")}
      reference={reference}
      referenceLabel={t("partnerForm.referenceLabel")}
      nextSteps={[
        rich("partnerForm.stepCall", { hours: contact.businessHours }),
        t("partnerForm.stepKyc"),
        t("partnerForm.stepAgreement"),
      ]}
      contact={contact}
      whatsappMessage={t("partnerForm.whatsappReference", { reference })}
    />
  );
}
