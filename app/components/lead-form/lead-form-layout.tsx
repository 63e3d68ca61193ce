import type { ComponentProps, ReactNode } from "react";
import type { FieldPath, FieldValues } from "react-hook-form";
import { ConsentCheckbox, HoneypotField, type ConsentNotice } from "~/components/forms/consent-checkbox";
import type { FormContact } from "~/components/forms/form-contact";
import { FieldWordsInPageLanguage, FormAlert, NewTabHint } from "~/components/forms/fields";
import { SubmitRow } from "~/components/forms/form-footer";
import { formatIndianPhone, whatsappLink } from "~/components/layout/navigation";
import { useI18n } from "~/i18n/i18n";
import { CONSENT_FIELD, HONEYPOT_FIELD, type LeadForm } from "./use-lead-form";

export interface LeadFormLayoutProps<TInput extends FieldValues, TOutput> {
  lead: LeadForm<TInput, TOutput>;
  /** The form's accessible name. */
  label: string;
  contact: FormContact;
  /** The consent notice's purpose and recipients, when the lead is not a request we answer (the Vyapar app). */
  consentNotice?: ConsentNotice;
  /** Under the consent notice, across the grid (the loan form's DSA disclosure). */
  afterConsent?: ReactNode;
  /** The WhatsApp message offered beside a failed submission's message. */
  whatsappMessage: string;
  submit: Pick<ComponentProps<typeof SubmitRow>, "label" | "note" | "disabled" | "variant" | "className">;
  /** The form's own fields, in a grid of two columns from sm up. */
  children: ReactNode;
}

/**
 * What every lead form has around its own fields: the consent notice and checkbox, the bot trap,
 * the form-wide error with the ways to call or WhatsApp us, and the submit button, all in the
 * page's language (the form's own texts come translated from the form). The consent checkbox
 * registers after the fields (they are rendered first), so a failed check focuses the first field
 * in the form's order.
 */
export function LeadFormLayout<TInput extends FieldValues, TOutput>({
  lead,
  label,
  contact,
  consentNotice,
  afterConsent,
  whatsappMessage,
  submit,
  children,
}: LeadFormLayoutProps<TInput, TOutput>) {
  const { rich } = useI18n();
  return (
    // method="post": should a visitor send it before the scripts run, nothing lands in the address bar.
    <form method="post" noValidate onSubmit={lead.onSubmit} aria-label={label} className="relative">
      <FieldWordsInPageLanguage>
        <div className="grid gap-4 sm:grid-cols-2">
          {children}
          <ConsentCheckbox
            className="sm:col-span-2"
            contactEmail={contact.contactEmail}
            notice={consentNotice}
            {...lead.field(CONSENT_FIELD as FieldPath<TInput>)}
          />
          {afterConsent}
        </div>
      </FieldWordsInPageLanguage>
      <HoneypotField {...lead.form.register(HONEYPOT_FIELD as FieldPath<TInput>)} />

      {/* The form-wide error (rate limit, network, server) with the two ways to reach us that always
          work, so a visitor whose submission failed is never stuck. What they typed stays in the form. */}
      {lead.generalError && (
        <FormAlert className="mt-4">
          <p>{lead.generalError}</p>
          <p className="mt-1">
            {rich("forms.callOrWhatsApp", {
              phone: formatIndianPhone(contact.phone),
              call: (chunks) => (
                <a href={`tel:${contact.phone}`} className="font-semibold underline underline-offset-2">
                  {chunks}
                </a>
              ),
              whatsapp: (chunks) => (
                <a
                  href={whatsappLink(contact.whatsappNumber, whatsappMessage)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-semibold underline underline-offset-2"
                >
                  {chunks}
                  <NewTabHint />
                </a>
              ),
            })}
          </p>
        </FormAlert>
      )}

      <SubmitRow {...submit} submitting={lead.status === "submitting"} />
    </form>
  );
}
