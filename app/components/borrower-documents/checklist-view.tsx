import { CheckCircle2, Lock } from "lucide-react";
import { ExternalLink } from "~/components/content/content-page";
import { useI18n } from "~/i18n/i18n";
import type { BorrowerChecklist } from "~server/documents/borrower-documents.schema";
import { AdvisorCard } from "./advisor-card";
import { ApplicationStage } from "./application-stage";
import type { BorrowerOffice } from "./borrower-office";
import { DocumentItem, type UploadControls } from "./document-item";
import type { FileRemovalHandlers } from "./file-row";
import type { UploadTask } from "./upload-queue";
import { useFocusOnArrival } from "./use-focus-on-arrival";

/**
 * The unlocked page: the greeting, where the application stands, the documents to upload, and the
 * advisor. One column on a phone (documents before the advisor: they are why the borrower came);
 * on a wide screen the application and the advisor stand beside the documents.
 */
export function ChecklistView({
  checklist,
  office,
  tasks,
  uploads,
  removal,
}: {
  checklist: BorrowerChecklist;
  office: BorrowerOffice;
  tasks: readonly UploadTask[];
  uploads: UploadControls;
  removal: FileRemovalHandlers;
}) {
  const { t, rich, date, path } = useI18n();
  const heading = useFocusOnArrival<HTMLHeadingElement>();
  const required = checklist.items.filter((item) => item.required);
  const sent = required.filter((item) => item.status === "uploaded" || item.status === "accepted").length;
  const limits = { fileBytes: checklist.limits.fileBytes, filesPerItem: checklist.limits.filesPerItem };

  return (
    <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start lg:gap-x-8">
      <header className="lg:col-span-2">
        <h1
          ref={heading}
          tabIndex={-1}
          className="text-2xl font-bold tracking-tight text-slate-900 focus:outline-hidden sm:text-3xl"
        >
          {t("borrowerDocuments.greeting", { firstName: checklist.firstName })}
        </h1>
        <p className="mt-1 font-medium text-slate-800">
          {checklist.serviceName
            ? t("borrowerDocuments.referenceWithService", {
                serviceName: checklist.serviceName,
                reference: checklist.reference,
              })
            : t("borrowerDocuments.reference", { reference: checklist.reference })}
        </p>
        <p className="mt-2 flex gap-2 text-sm leading-6 text-slate-600">
          <Lock aria-hidden="true" className="mt-1 size-4 shrink-0" />
          <span>{t("borrowerDocuments.linkValidUntil", { date: date(checklist.expiresAt) })}</span>
        </p>
      </header>

      <ApplicationStage stage={checklist.stage} className="mt-6 lg:col-start-2 lg:row-start-2" />

      <section aria-labelledby="documents-heading" className="mt-8 lg:col-start-1 lg:row-span-3 lg:row-start-2 lg:mt-6">
        <h2 id="documents-heading" className="text-xl font-bold text-slate-900">
          {t("borrowerDocuments.documentsHeading")}
        </h2>
        <p className="mt-2 leading-7 text-slate-700">{t("borrowerDocuments.documentsIntro")}</p>
        {required.length > 0 && (
          <p className="mt-2 text-sm font-semibold text-slate-800">
            {t("borrowerDocuments.documentsCount", { sent, total: required.length })}
          </p>
        )}
        {required.length > 0 && sent === required.length && (
          <p className="mt-3 flex gap-2 rounded-lg border border-green-200 bg-green-50 p-3 text-sm leading-6 font-medium text-green-900">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <span>{t("borrowerDocuments.allSent")}</span>
          </p>
        )}
        <ul className="mt-4 space-y-4">
          {checklist.items.map((item) => (
            <DocumentItem
              key={item.id}
              item={item}
              tasks={tasks.filter((task) => task.itemId === item.id)}
              limits={limits}
              uploads={uploads}
              removal={removal}
            />
          ))}
        </ul>
        <p className="mt-6 text-sm leading-6 text-slate-600">
          {rich("borrowerDocuments.privacyNote", {
            link: (chunks) => <ExternalLink href={path("/privacy")}>{chunks}</ExternalLink>,
          })}
        </p>
      </section>

      <AdvisorCard
        advisor={checklist.advisor}
        reference={checklist.reference}
        office={office}
        className="mt-8 lg:col-start-2 lg:row-start-3 lg:mt-6"
      />
    </div>
  );
}
