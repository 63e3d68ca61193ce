import { useId, type ComponentProps, type ReactNode } from "react";
import { useI18n } from "~/i18n/i18n";
import { CheckboxField, NewTabHint } from "./fields";

/**
 * Which notice a form shows: why we use the details and who receives them. "request" (the loan,
 * contact and partner forms): to contact the person and check their eligibility, shared only with
 * the lenders they choose; "vyapar": about the Vyapar app, shared with nobody outside the team.
 */
export type ConsentNotice = "request" | "vyapar";

const noticeKeys = {
  request: { purpose: "consent.purposeRequest", sharedWith: "consent.sharedWithLenders" },
  vyapar: { purpose: "consent.purposeVyapar", sharedWith: "consent.sharedWithNobody" },
} as const;

export type ConsentCheckboxProps = Omit<ComponentProps<"input">, "type" | "className"> & {
  error?: string;
  /** Where visitors write to withdraw consent (settings.contactEmail). */
  contactEmail: string;
  className?: string;
  notice?: ConsentNotice;
};

/**
 * The consent checkbox with the short notice the DPDP Act 2023 asks for: what we collect, why,
 * who receives it, and how to withdraw, in the page's language (app/i18n/messages/consent.ts).
 * The full policy, in the same language, opens in a new tab so that the form keeps what the
 * visitor typed. The notice's language and its version (consentNoticeVersions in
 * server/leads/lead.schema.ts) are sent with the lead; when this wording changes in a language,
 * change that language's version too.
 */
export function ConsentCheckbox({
  error,
  contactEmail,
  className,
  notice = "request",
  ...props
}: ConsentCheckboxProps) {
  const { t, rich, path } = useI18n();
  const strong = (chunks: ReactNode[]) => <strong className="font-semibold text-slate-900">{chunks}</strong>;
  return (
    <CheckboxField
      className={className}
      error={error}
      label={t("consent.label")}
      description={
        <div className="mt-1 rounded-lg bg-slate-50 p-3 text-[0.8125rem] leading-5 text-slate-700">
          <p className="font-semibold text-slate-900">{t("consent.heading")}</p>
          <p className="mt-1">
            {rich("consent.notice", {
              b: strong,
              purpose: t(noticeKeys[notice].purpose),
              sharedWith: t(noticeKeys[notice].sharedWith),
              email: () => (
                <a
                  href={`mailto:${contactEmail}`}
                  className="font-medium [overflow-wrap:anywhere] text-brand-700 underline underline-offset-2 hover:text-brand-900"
                >
                  {contactEmail}
                </a>
              ),
              privacy: (chunks) => (
                <a
                  href={path("/privacy")}
                  target="_blank"
                  rel="noopener"
                  className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
                >
                  {chunks}
                  <NewTabHint />
                </a>
              ),
            })}
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
  const { t } = useI18n();
  return (
    <div aria-hidden="true" className="absolute top-auto -left-[10000px] size-px overflow-hidden">
      <label htmlFor={id}>{t("forms.honeypot")}</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" {...props} />
    </div>
  );
}
