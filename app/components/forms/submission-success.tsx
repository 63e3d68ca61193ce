import { CheckCircle2, Phone } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { WhatsAppButton } from "~/components/contact-buttons";
import { formatIndianPhone } from "~/components/layout/navigation";
import { Button } from "~/components/ui/button";
import { useI18n } from "~/i18n/i18n";
import type { FormContact } from "./form-contact";

/**
 * The office's opening hours as the site settings word them (in English: settings.server.ts),
 * marked as English inside a sentence of another language, so a screen reader reads them right.
 */
export interface SubmissionSuccessProps {
  heading: string;
  /** One sentence under the heading: what reached us. */
  summary: string;
  reference: string;
  /** What the reference is called ("Your reference:" in the page's language when left out). */
  referenceLabel?: string;
  /** The steps under "What happens next", if the form lists them. */
  nextSteps?: ReactNode[];
  /** Anything else to say before the buttons. */
  children?: ReactNode;
  /** Something to do right after the reference, before "What happens next" (e.g. an optional second step). */
  afterReference?: ReactNode;
  contact: FormContact;
  /** The prefilled WhatsApp message (it should quote the reference). */
  whatsappMessage: string;
  /** Extra buttons (e.g. a dialog's Close). */
  actions?: ReactNode;
}

/**
 * What a visitor sees once a lead form's submission is stored: the reference to quote, what
 * happens next, and WhatsApp and call buttons. It replaces the form, so focus moves to its heading.
 */
export function SubmissionSuccess({
  heading,
  summary,
  reference,
  referenceLabel,
  nextSteps,
  children,
  afterReference,
  contact,
  whatsappMessage,
  actions,
}: SubmissionSuccessProps) {
  const { t } = useI18n();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form (and the focused submit button) is gone: put focus where the news is.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <div className="space-y-5">
      <div className="flex items-start gap-3">
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-7 shrink-0 text-emerald-600" />
        <div>
          <h3
            ref={headingRef}
            tabIndex={-1}
            className="scroll-mt-32 text-lg font-semibold text-slate-900 focus:outline-hidden"
          >
            {heading}
          </h3>
          <p className="mt-1 text-sm leading-6 text-slate-700">{summary}</p>
        </div>
      </div>

      <div className="rounded-xl border-2 border-dashed border-brand-200 bg-brand-50 px-4 py-4 text-center">
        <p className="text-sm font-medium text-brand-900">{referenceLabel ?? t("forms.referenceLabel")}</p>
        <p
          className="mt-1 font-mono text-3xl font-bold tracking-wider text-brand-900 sm:text-4xl"
          data-testid="lead-reference"
        >
          {reference}
        </p>
        <p className="mt-1 text-xs text-slate-700">{t("forms.quoteReference")}</p>
      </div>

      {afterReference}

      {nextSteps && (
        <div>
          <h4 className="font-semibold text-slate-900">{t("forms.whatHappensNext")}</h4>
          <ol className="mt-2 list-decimal space-y-2 pl-5 text-sm leading-6 text-slate-700 marker:font-semibold marker:text-brand-700">
            {nextSteps.map((step, index) => (
              <li key={index}>{step}</li>
            ))}
          </ol>
        </div>
      )}

      {children}

      {/* Side by side while they fit; longer labels (Malayalam, Hindi) take the next line. */}
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <WhatsAppButton number={contact.whatsappNumber} message={whatsappMessage} label={t("forms.chatOnWhatsApp")} />
        <Button asChild variant="outline">
          <a href={`tel:${contact.phone}`}>
            <Phone aria-hidden="true" />
            {t("forms.callPhone", { phone: formatIndianPhone(contact.phone) })}
          </a>
        </Button>
        {actions}
      </div>
    </div>
  );
}
