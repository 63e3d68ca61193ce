import { useId, type ComponentProps } from "react";
import { CheckboxField } from "./fields";

export type ConsentCheckboxProps = Omit<ComponentProps<"input">, "type" | "className"> & {
  error?: string;
  /** Where visitors write to withdraw consent (settings.contactEmail). */
  contactEmail: string;
  className?: string;
  /** Why we use the details, when a form's purpose is not a loan (the lead kind's consent purpose). */
  purpose?: string;
  /** Who receives the details, when that is not the lenders the visitor applies with. */
  sharedWith?: string;
};

/**
 * The consent checkbox with the short notice the DPDP Act 2023 asks for: what we collect, why,
 * who receives it, and how to withdraw. The full policy opens in a new tab so that the form keeps
 * what the visitor typed. The notice's version (CONSENT_NOTICE_VERSION) is sent with the lead; when
 * this wording changes, change that version too.
 */
export function ConsentCheckbox({
  error,
  contactEmail,
  className,
  purpose = "to contact you about your request and check your eligibility.",
  sharedWith = "only the RBI-regulated banks and NBFCs you choose to apply with.",
  ...props
}: ConsentCheckboxProps) {
  return (
    <CheckboxField
      className={className}
      error={error}
      label="I agree that you may use these details to contact me about my request, as explained below."
      description={
        <div className="mt-1 rounded-lg bg-slate-50 p-3 text-[0.8125rem] leading-5 text-slate-700">
          <p className="font-semibold text-slate-900">How we use your details (DPDP Act 2023)</p>
          <p className="mt-1">
            <strong className="font-semibold text-slate-900">What we collect:</strong> the details in this form.{" "}
            <strong className="font-semibold text-slate-900">Why:</strong> {purpose}{" "}
            <strong className="font-semibold text-slate-900">Shared with:</strong> {sharedWith} We never sell your
            details. <strong className="font-semibold text-slate-900">Withdraw any time:</strong> e-mail{" "}
            <a
              href={`mailto:${contactEmail}`}
              className="font-medium [overflow-wrap:anywhere] text-brand-700 underline underline-offset-2 hover:text-brand-900"
            >
              {contactEmail}
            </a>{" "}
            or reply STOP on WhatsApp.{" "}
            <a
              href="/privacy"
              target="_blank"
              rel="noopener"
              className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
            >
              Privacy Policy<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </p>
        </div>
      }
      {...props}
    />
  );
}

/**
 * The bot trap: a field named `website` that people neither see nor reach with Tab. The server
 * answers a lead that fills it as if it were stored, and keeps nothing. It is moved off-screen rather than `display:none`, which some bots
 * skip.
 */
export function HoneypotField(props: Omit<ComponentProps<"input">, "type" | "tabIndex" | "autoComplete">) {
  const id = `website-${useId()}`;
  return (
    <div aria-hidden="true" className="absolute top-auto -left-[10000px] size-px overflow-hidden">
      <label htmlFor={id}>Website (leave this empty)</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" {...props} />
    </div>
  );
}
