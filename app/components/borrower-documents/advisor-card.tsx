import { UserRound } from "lucide-react";
import { CallButton, WhatsAppButton } from "~/components/contact-buttons";
import { useI18n } from "~/i18n/i18n";
import type { BorrowerChecklist } from "~server/documents/borrower-documents.schema";
import type { BorrowerOffice } from "./borrower-office";
import { SideCard } from "./panels";

/** Who looks after the application, and a tap to call or write to them (the office's numbers if the lead has no assignee's). */
export function AdvisorCard({
  advisor,
  reference,
  office,
  className,
}: {
  advisor: BorrowerChecklist["advisor"];
  reference: string;
  office: BorrowerOffice;
  className?: string;
}) {
  const { t } = useI18n();
  const phone = advisor.phone ?? office.phone;
  const whatsapp = advisor.whatsapp ?? office.whatsappNumber;
  return (
    <SideCard id="advisor-heading" title={t("borrowerDocuments.advisorHeading")} className={className}>
      <p className="mt-3 flex items-center gap-3 text-slate-800">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-800">
          <UserRound aria-hidden="true" className="size-5" />
        </span>
        <span>
          {advisor.name ? (
            <>
              <span className="block font-semibold text-slate-900">{advisor.name}</span>
              <span className="block text-sm text-slate-600">{advisor.businessName}</span>
            </>
          ) : (
            <span className="block font-semibold text-slate-900">
              {t("borrowerDocuments.advisorUnnamed", { businessName: advisor.businessName })}
            </span>
          )}
        </span>
      </p>
      <div className="mt-4 flex flex-col gap-2">
        <CallButton phone={phone} />
        <WhatsAppButton
          number={whatsapp}
          message={t("borrowerDocuments.advisorWhatsAppMessage", { reference })}
          label={t("borrowerDocuments.advisorWhatsApp")}
        />
      </div>
    </SideCard>
  );
}
