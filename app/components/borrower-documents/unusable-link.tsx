import { LinkIcon } from "lucide-react";
import { CallButton, WhatsAppButton } from "~/components/contact-buttons";
import { useI18n } from "~/i18n/i18n";
import type { BorrowerOffice } from "./borrower-office";
import { StatePanel } from "./panels";

/**
 * The one page for every link that does not open: wrong, expired, revoked, locked, or never made.
 * It says what to do and nothing else, so it gives no hint whether there is a loan behind the link.
 */
export function UnusableLink({ office }: { office: BorrowerOffice }) {
  const { t } = useI18n();
  return (
    <StatePanel
      id="unusable-heading"
      icon={LinkIcon}
      title={t("borrowerDocuments.unusableHeading")}
      className="max-w-xl"
    >
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
    </StatePanel>
  );
}
