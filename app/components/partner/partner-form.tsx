import type { FieldPath } from "react-hook-form";
import type { z } from "zod";
import { partnerTypeLabels, partnerTypes } from "~server/vocabulary/leads";
import { PartnerApplicationSchema } from "~server/leads/lead.schema";
import { SelectField, TextAreaField, TextField } from "~/components/forms/fields";
import type { FormContact } from "~/components/forms/form-contact";
import { emailInput, fullNameInput, mobileInput } from "~/components/forms/person-fields";
import { SubmissionSuccess } from "~/components/forms/submission-success";
import { LeadFormLayout } from "~/components/lead-form/lead-form-layout";
import { useLeadForm } from "~/components/lead-form/use-lead-form";
import { useHydrated } from "~/lib/use-hydrated";

type PartnerFormValues = z.input<typeof PartnerApplicationSchema>;
type PartnerFormData = z.output<typeof PartnerApplicationSchema>;

const partnerTypeOptions = partnerTypes.map((value) => ({ value, label: partnerTypeLabels[value] }));

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

/** The registration form of /business-partners; posts a `partner_application` lead (BP- reference). */
export function PartnerForm({ contact }: { contact: FormContact }) {
  const hydrated = useHydrated();
  const lead = useLeadForm<PartnerFormValues, PartnerFormData>({
    kind: "partner_application",
    schema: PartnerApplicationSchema,
    fieldNames,
  });

  if (lead.status === "success" && lead.created) {
    return <PartnerSuccess reference={lead.created.reference} contact={contact} />;
  }

  return (
    <LeadFormLayout
      lead={lead}
      label="Business partner registration"
      contact={contact}
      whatsappMessage="Hello, I would like to become a business partner."
      submit={{
        label: "Register as a partner",
        note: "Free to join. We never charge a joining fee.",
        disabled: !hydrated,
      }}
    >
      <TextField className="sm:col-span-2" {...fullNameInput} hint="As on your PAN card." {...lead.field("name")} />
      <TextField {...mobileInput} hint="For the verification call." {...lead.field("mobile")} />
      <TextField {...emailInput} hint="We send the partner agreement here." {...lead.field("email")} />
      <TextField
        label="City or town"
        autoComplete="address-level2"
        autoCapitalize="words"
        maxLength={80}
        {...lead.field("city")}
      />
      <TextField
        label="PIN code"
        optional
        inputMode="numeric"
        autoComplete="postal-code"
        placeholder="682016"
        maxLength={7}
        {...lead.field("pincode")}
      />
      <SelectField label="What describes your work best?" options={partnerTypeOptions} {...lead.field("partnerType")} />
      <TextField
        label="Years of experience"
        optional
        inputMode="numeric"
        autoComplete="off"
        placeholder="e.g. 3"
        maxLength={2}
        hint="In loans, insurance, real estate or your own trade."
        {...lead.field("experienceYears")}
      />
      <TextAreaField
        className="sm:col-span-2"
        label="Anything you would like to tell us?"
        optional
        rows={3}
        maxLength={2000}
        hint="For example the kind of customers you meet, or the loans they usually ask for."
        {...lead.field("message")}
      />
    </LeadFormLayout>
  );
}

function PartnerSuccess({ reference, contact }: { reference: string; contact: FormContact }) {
  return (
    <SubmissionSuccess
      heading="Thank you for registering"
      summary="Your partner application has reached our partnerships team."
      reference={reference}
      referenceLabel="Your application reference:"
      nextSteps={[
        `We call you for a short verification within two working days, during our business hours (${contact.businessHours}).`,
        "Keep your PAN, Aadhaar and the details of a bank account in your name ready for KYC.",
        "Once verified, we e-mail you the partner agreement to read and sign. Joining is free.",
      ]}
      contact={contact}
      whatsappMessage={`Hello, my partner application reference is ${reference}.`}
    />
  );
}
