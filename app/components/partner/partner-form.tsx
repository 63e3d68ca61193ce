import type { FieldPath } from "react-hook-form";
import type { z } from "zod";
import { partnerTypeLabels, partnerTypes } from "~server/leads/lead-enums";
import { PartnerApplicationSchema } from "~server/leads/lead.schema";
import { SelectField, TextAreaField, TextField } from "~/components/forms/fields";
import type { FormContact } from "~/components/forms/form-contact";
import { emailInput, fullNameInput, mobileInput } from "~/components/forms/person-fields";
import { SubmissionSuccess } from "~/components/forms/submission-success";
import { LeadFormLayout } from "~/components/lead-form/lead-form-layout";
import { useLeadForm } from "~/components/lead-form/use-lead-form";

type PartnerFormValues = z.input<typeof PartnerApplicationSchema>;
type PartnerFormData = z.output<typeof PartnerApplicationSchema>;

const partnerTypeOptions = partnerTypes.map((value) => ({ value, label: partnerTypeLabels[value] }));

/** The fields in the order they appear, for focus and server messages. */
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
  const lead = useLeadForm<PartnerFormValues, PartnerFormData>({
    kind: "partner_application",
    schema: PartnerApplicationSchema,
    defaultValues: {
      name: "",
      mobile: "",
      email: "",
      city: "",
      pincode: "",
      // The select starts on its empty "Choose…" option; the schema asks for a choice.
      partnerType: "" as never,
      experienceYears: "",
      message: "",
    },
    fieldNames,
  });

  const {
    register,
    formState: { errors },
  } = lead.form;

  if (lead.status === "success" && lead.created) {
    return <PartnerSuccess reference={lead.created.reference} contact={contact} />;
  }

  return (
    <LeadFormLayout
      lead={lead}
      label="Business partner registration"
      contact={contact}
      whatsappMessage="Hello, I would like to become a business partner."
      submit={{ label: "Register as a partner", note: "Free to join. We never charge a joining fee." }}
    >
      <TextField
        className="sm:col-span-2"
        {...fullNameInput}
        hint="As on your PAN card."
        error={errors.name?.message}
        {...register("name")}
      />
      <TextField
        {...mobileInput}
        hint="For the verification call."
        error={errors.mobile?.message}
        {...register("mobile")}
      />
      <TextField
        {...emailInput}
        hint="We send the partner agreement here."
        error={errors.email?.message}
        {...register("email")}
      />
      <TextField
        label="City or town"
        autoComplete="address-level2"
        autoCapitalize="words"
        maxLength={80}
        error={errors.city?.message}
        {...register("city")}
      />
      <TextField
        label="PIN code"
        optional
        inputMode="numeric"
        autoComplete="postal-code"
        placeholder="682016"
        maxLength={7}
        error={errors.pincode?.message}
        {...register("pincode")}
      />
      <SelectField
        label="What describes your work best?"
        options={partnerTypeOptions}
        error={errors.partnerType?.message}
        {...register("partnerType")}
      />
      <TextField
        label="Years of experience"
        optional
        inputMode="numeric"
        autoComplete="off"
        placeholder="e.g. 3"
        maxLength={2}
        hint="In loans, insurance, real estate or your own trade."
        error={errors.experienceYears?.message}
        {...register("experienceYears")}
      />
      <TextAreaField
        className="sm:col-span-2"
        label="Anything you would like to tell us?"
        optional
        rows={3}
        maxLength={2000}
        hint="For example the kind of customers you meet, or the loans they usually ask for."
        error={errors.message?.message}
        {...register("message")}
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
