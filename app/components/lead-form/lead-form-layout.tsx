import type { ComponentProps, ReactNode } from "react";
import type { FieldPath, FieldValues } from "react-hook-form";
import { ConsentCheckbox, HoneypotField, type ConsentCheckboxProps } from "~/components/forms/consent-checkbox";
import type { FormContact } from "~/components/forms/form-contact";
import { SubmissionErrorAlert, SubmitRow } from "~/components/forms/form-footer";
import { useHydrated } from "~/lib/use-hydrated";
import { CONSENT_FIELD, HONEYPOT_FIELD, type LeadForm } from "./use-lead-form";

export interface LeadFormLayoutProps<TInput extends FieldValues, TOutput> {
  lead: LeadForm<TInput, TOutput>;
  /** The form's accessible name. */
  label: string;
  contact: FormContact;
  /** The consent notice's purpose and recipients, when the lead is not about a loan. */
  consent?: Pick<ConsentCheckboxProps, "purpose" | "sharedWith">;
  /** Under the consent notice, across the grid (the loan form's DSA disclosure). */
  afterConsent?: ReactNode;
  /** The WhatsApp message offered beside a failed submission's message. */
  whatsappMessage: string;
  submit: Pick<ComponentProps<typeof SubmitRow>, "label" | "note" | "variant" | "className">;
  /** The form's own fields, in a grid of two columns from sm up. */
  children: ReactNode;
}

/**
 * What every lead form has around its own fields: the consent notice and checkbox, the bot trap,
 * the form-wide error with the ways to call or WhatsApp us, and the submit button. The consent
 * checkbox registers after the fields (they are rendered first), so a failed check focuses the
 * first field in the form's order.
 */
export function LeadFormLayout<TInput extends FieldValues, TOutput>({
  lead,
  label,
  contact,
  consent,
  afterConsent,
  whatsappMessage,
  submit,
  children,
}: LeadFormLayoutProps<TInput, TOutput>) {
  const hydrated = useHydrated();
  const { register, getFieldState, formState } = lead.form;
  const consentField = CONSENT_FIELD as FieldPath<TInput>;

  return (
    // method="post": should a visitor send it before the scripts run, nothing lands in the address bar.
    <form method="post" noValidate onSubmit={lead.onSubmit} aria-label={label} className="relative">
      <div className="grid gap-4 sm:grid-cols-2">
        {children}
        <ConsentCheckbox
          className="sm:col-span-2"
          contactEmail={contact.contactEmail}
          {...consent}
          error={getFieldState(consentField, formState).error?.message}
          {...register(consentField)}
        />
        {afterConsent}
      </div>
      <HoneypotField {...register(HONEYPOT_FIELD as FieldPath<TInput>)} />

      {lead.generalError && (
        <SubmissionErrorAlert
          message={lead.generalError}
          phone={contact.phone}
          whatsappNumber={contact.whatsappNumber}
          whatsappMessage={whatsappMessage}
        />
      )}

      <SubmitRow {...submit} submitting={lead.status === "submitting"} disabled={!hydrated} />
    </form>
  );
}
