import { LinkIcon } from "lucide-react";
import { CallButton, WhatsAppButton } from "~/components/contact-buttons";
import { useI18n } from "~/i18n/i18n";
import type { BorrowerOffice } from "./borrower-office";
import { useFocusOnArrival } from "./use-focus-on-arrival";

/**
 * The one page for every link that does not open: wrong, expired, revoked, locked, or never made.
 * It says what to do and nothing else, so it gives no hint whether there is a loan behind the link.
 */
export function UnusableLink({ office }: { office: BorrowerOffice }) {
  const { t } = useI18n();
  const heading = useFocusOnArrival<HTMLHeadingElement>();
  return (
    <section
      aria-labelledby="unusable-heading"
      className="mx-auto max-w-xl rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <LinkIcon aria-hidden="true" className="size-8 text-brand-700" />
      <h1
        id="unusable-heading"
        ref={heading}
        tabIndex={-1}
        className="mt-3 text-2xl font-bold tracking-tight text-slate-900 focus:outline-hidden"
      >
        {t("borrowerDocuments.unusableHeading")}
      </h1>
      <p className="mt-3 leading-7 text-slate-700">{t("borrowerDocuments.unusableText")}</p>
      <p className="mt-3 leading-7 font-medium text-slate-900">{t("borrowerDocuments.unusableWhatToDo")}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <CallButton phone={office.phone} />
        <WhatsAppButton
          number={office.whatsappNumber}
          message={t("borrowerDocuments.unusableWhatsAppMessage")}
          label={t("borrowerDocuments.unusableWhatsApp")}
        />
      </div>
    </section>
  );
}
