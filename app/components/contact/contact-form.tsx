import type { FieldPath } from "react-hook-form";
import type { z } from "zod";
import { ContactMessageSchema } from "~server/leads/lead.schema";
import { TextAreaField, TextField } from "~/components/forms/fields";
import type { FormContact } from "~/components/forms/form-contact";
import { emailInput, fullNameInput, mobileInput } from "~/components/forms/person-fields";
import { SubmissionSuccess } from "~/components/forms/submission-success";
import { LeadFormLayout } from "~/components/lead-form/lead-form-layout";
import { useLeadForm } from "~/components/lead-form/use-lead-form";
import { useHydrated } from "~/lib/use-hydrated";

type ContactFormValues = z.input<typeof ContactMessageSchema>;
type ContactFormData = z.output<typeof ContactMessageSchema>;

/** The fields in the order they appear (they start empty), for focus and server messages. */
const fieldNames: FieldPath<ContactFormValues>[] = ["name", "mobile", "email", "subject", "message"];

/** The contact form of /contact; posts a `contact_message` lead and shows its CT- reference. */
export function ContactForm({ contact }: { contact: FormContact }) {
  const hydrated = useHydrated();
  const lead = useLeadForm<ContactFormValues, ContactFormData>({
    kind: "contact_message",
    schema: ContactMessageSchema,
    fieldNames,
  });

  if (lead.status === "success" && lead.created) {
    return <ContactSuccess reference={lead.created.reference} contact={contact} />;
  }

  return (
    <LeadFormLayout
      lead={lead}
      label="Contact form"
      contact={contact}
      whatsappMessage="Hello, I tried to send you a message from your website."
      submit={{
        label: "Send message",
        note: "We reply within one working day.",
        variant: "default",
        disabled: !hydrated,
      }}
    >
      <TextField className="sm:col-span-2" {...fullNameInput} {...lead.field("name")} />
      <TextField {...mobileInput} hint="We may call or WhatsApp you on this number." {...lead.field("mobile")} />
      <TextField {...emailInput} optional hint="Add it if you prefer a reply by e-mail." {...lead.field("email")} />
      <TextField
        className="sm:col-span-2"
        label="Subject"
        optional
        autoComplete="off"
        placeholder="e.g. Home loan balance transfer"
        maxLength={120}
        {...lead.field("subject")}
      />
      <TextAreaField
        className="sm:col-span-2"
        label="Your message"
        rows={5}
        maxLength={2000}
        hint="Tell us what you need help with. Please do not share OTPs, passwords or card numbers."
        {...lead.field("message")}
      />
    </LeadFormLayout>
  );
}

function ContactSuccess({ reference, contact }: { reference: string; contact: FormContact }) {
  return (
    <SubmissionSuccess
      heading="Thank you, your message has reached us"
      summary="A member of our team will read it and get back to you."
      reference={reference}
      contact={contact}
      whatsappMessage={`Hello, my message reference is ${reference}.`}
    >
      <p className="text-sm leading-6 text-slate-700">
        <strong className="font-semibold text-slate-900">When we reply:</strong> within one working day, during our
        business hours ({contact.businessHours}), by phone, WhatsApp or e-mail. If it is urgent, call us.
      </p>
    </SubmissionSuccess>
  );
}
