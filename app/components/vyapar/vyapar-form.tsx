import type { FieldPath } from "react-hook-form";
import type { z } from "zod";
import { VyaparEnquirySchema } from "~server/leads/lead.schema";
import { TextAreaField, TextField } from "~/components/forms/fields";
import type { FormContact } from "~/components/forms/form-contact";
import { fullNameInput, mobileInput } from "~/components/forms/person-fields";
import { SubmissionSuccess } from "~/components/forms/submission-success";
import { LeadFormLayout } from "~/components/lead-form/lead-form-layout";
import { useLeadForm } from "~/components/lead-form/use-lead-form";
import { useHydrated } from "~/lib/use-hydrated";

type VyaparFormValues = z.input<typeof VyaparEnquirySchema>;
type VyaparFormData = z.output<typeof VyaparEnquirySchema>;

/** The fields in the order they appear (they start empty), for focus and server messages. */
const fieldNames: FieldPath<VyaparFormValues>[] = ["name", "mobile", "businessName", "city", "message"];

/** The enquiry form of /vyapar-app; posts a `vyapar_enquiry` lead and shows its VY- reference. */
export function VyaparForm({ contact }: { contact: FormContact }) {
  const hydrated = useHydrated();
  const lead = useLeadForm<VyaparFormValues, VyaparFormData>({
    kind: "vyapar_enquiry",
    schema: VyaparEnquirySchema,
    fieldNames,
  });

  if (lead.status === "success" && lead.created) {
    return <VyaparSuccess reference={lead.created.reference} contact={contact} />;
  }

  return (
    <LeadFormLayout
      lead={lead}
      label="Vyapar app enquiry"
      contact={contact}
      consent={{
        purpose: "to contact you about the Vyapar app and help you choose, set up and learn it.",
        sharedWith: "nobody outside our team unless you ask us to.",
      }}
      whatsappMessage="Hello, I would like help with the Vyapar billing app."
      submit={{
        label: "Request a call back",
        note: "We tell you about any charge before we start.",
        disabled: !hydrated,
      }}
    >
      <TextField className="sm:col-span-2" {...fullNameInput} {...lead.field("name")} />
      <TextField {...mobileInput} hint="We call or WhatsApp you on this number." {...lead.field("mobile")} />
      <TextField
        label="Business name"
        optional
        autoComplete="organization"
        autoCapitalize="words"
        maxLength={120}
        {...lead.field("businessName")}
      />
      <TextField
        className="sm:col-span-2"
        label="City or town"
        optional
        autoComplete="address-level2"
        autoCapitalize="words"
        maxLength={80}
        {...lead.field("city")}
      />
      <TextAreaField
        className="sm:col-span-2"
        label="What would you like help with?"
        optional
        rows={3}
        maxLength={2000}
        hint="For example: the kind of business, how you bill today, or whether you need GST invoices or e-way bills."
        {...lead.field("message")}
      />
    </LeadFormLayout>
  );
}

function VyaparSuccess({ reference, contact }: { reference: string; contact: FormContact }) {
  return (
    <SubmissionSuccess
      heading="Thank you, we have your enquiry"
      summary="Our team will call you about setting up the Vyapar app."
      reference={reference}
      referenceLabel="Your enquiry reference:"
      nextSteps={[
        `We call you within one working day, during our business hours (${contact.businessHours}).`,
        "Tell us how you bill today and which devices you have, so we can suggest the right set-up.",
        "Keep your GSTIN, your item list and your customer and supplier list handy if you have them.",
      ]}
      contact={contact}
      whatsappMessage={`Hello, my Vyapar app enquiry reference is ${reference}.`}
    />
  );
}
