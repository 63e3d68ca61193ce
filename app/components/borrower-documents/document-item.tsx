import { AlertTriangle, Camera, CheckCircle2, ChevronDown, Circle, Clock, FolderOpen, ShieldAlert } from "lucide-react";
import { useId, useRef, type ChangeEvent, type ReactNode } from "react";
import { ExternalLink } from "~/components/content/content-page";
import { buttonVariants } from "~/components/ui/button";
import { useI18n } from "~/i18n/i18n";
import { cn } from "~/lib/cn";
import type { BorrowerItem } from "~server/documents/borrower-documents.schema";
import type { DocumentItemStatus } from "~server/vocabulary/documents";
import { FileRow, type FileRemovalHandlers } from "./file-row";
import type { UploadLimits, UploadTask } from "./upload-queue";
import { UploadTaskRow } from "./upload-task-row";
import { kindHelp, rejectReasonWords, statusWords } from "./words";

/** The file picker's choice; the server decides from the bytes (HEIC photos are kept as JPEG). */
const FILE_ACCEPT = ".pdf,.jpg,.jpeg,.png,.heic,.heif,application/pdf,image/jpeg,image/png,image/heic,image/heif";

/** UIDAI's own site, where anyone with an Aadhaar downloads the masked copy. */
const MY_AADHAAR_URL = "https://myaadhaar.uidai.gov.in/";

const statusLook: Record<DocumentItemStatus, { icon: typeof Circle; className: string }> = {
  requested: { icon: Circle, className: "bg-slate-100 text-slate-800" },
  uploaded: { icon: Clock, className: "bg-brand-50 text-brand-800" },
  accepted: { icon: CheckCircle2, className: "bg-green-50 text-green-800" },
  rejected: { icon: AlertTriangle, className: "bg-red-50 text-red-800" },
};

export interface UploadControls {
  add(itemId: string, files: readonly File[], limits: UploadLimits, filesInItem: number): void;
  cancel(taskId: string): void;
  retry(taskId: string): void;
  dismiss(taskId: string): void;
}

/**
 * One document of the checklist: what it is and how to get it, where it stands (with staff's
 * reason when it was sent back), its pages, the uploads on their way, and the two ways to add a
 * page: the camera, or a file already on the phone.
 */
export function DocumentItem({
  item,
  tasks,
  limits,
  uploads,
  removal,
}: {
  item: BorrowerItem;
  tasks: readonly UploadTask[];
  limits: UploadLimits;
  uploads: UploadControls;
  removal: FileRemovalHandlers;
}) {
  const { t, rich } = useI18n();
  const id = useId();
  const headingId = `${id}-heading`;
  const heading = useRef<HTMLHeadingElement>(null);
  const look = statusLook[item.status];
  const StatusIcon = look.icon;

  function picked(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.currentTarget.files ?? [])];
    // Cleared, so that choosing the same file again (after a refusal) still counts as a choice.
    event.currentTarget.value = "";
    if (files.length > 0) uploads.add(item.id, files, limits, item.files.length);
  }

  const fileRemoval: FileRemovalHandlers = {
    ...removal,
    onRemoved(checklist) {
      // The button that had focus is gone with its page: the document's name takes it.
      heading.current?.focus();
      removal.onRemoved(checklist);
    },
  };

  return (
    <li>
      <article aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
        <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
          <h3
            id={headingId}
            ref={heading}
            tabIndex={-1}
            className="min-w-0 flex-1 basis-48 text-lg leading-snug font-bold text-slate-900 focus:outline-hidden"
          >
            {item.label}
          </h3>
          <span className="text-sm font-medium text-slate-600">
            {item.required ? t("borrowerDocuments.required") : t("borrowerDocuments.optional")}
          </span>
        </div>
        <p
          className={cn(
            "mt-2 inline-flex items-center gap-1.5 rounded-lg px-2.5 py-1 text-sm font-semibold",
            look.className,
          )}
        >
          <StatusIcon aria-hidden="true" className="size-4 shrink-0" />
          {t(statusWords[item.status])}
        </p>

        {item.kind === "aadhaar" && (
          <p className="mt-3 flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm leading-6 font-medium text-amber-950">
            <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <span>{t("borrowerDocuments.aadhaarMaskedOnly")}</span>
          </p>
        )}

        {item.status === "rejected" && item.rejection && (
          <div className="mt-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm leading-6 text-red-950">
            <p className="font-semibold">{t("borrowerDocuments.rejectedHeading")}</p>
            <p className="mt-1">{t(rejectReasonWords[item.rejection.reason])}</p>
            {item.rejection.note && (
              <p className="mt-1 [overflow-wrap:anywhere]">
                {t("borrowerDocuments.advisorNote", { note: item.rejection.note })}
              </p>
            )}
          </div>
        )}

        {item.status === "accepted" && !item.canChange && (
          <p className="mt-3 text-sm leading-6 text-slate-700">{t("borrowerDocuments.acceptedNoChange")}</p>
        )}

        {item.canChange && (
          <details className="group mt-3 rounded-lg border border-slate-200">
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 px-3 py-2 text-sm font-semibold text-brand-800 [&::-webkit-details-marker]:hidden">
              {t("borrowerDocuments.helpSummary")}
              <ChevronDown aria-hidden="true" className="size-4 shrink-0 transition-transform group-open:rotate-180" />
            </summary>
            <div className="space-y-2 border-t border-slate-200 px-3 py-3 text-sm leading-6 text-slate-700">
              <p>
                {item.kind === "aadhaar"
                  ? rich("borrowerDocuments.helpAadhaar", {
                      link: (chunks: ReactNode[]) => <ExternalLink href={MY_AADHAAR_URL}>{chunks}</ExternalLink>,
                    })
                  : t(kindHelp[item.kind])}
              </p>
              <p>{t("borrowerDocuments.photoTips")}</p>
            </div>
          </details>
        )}

        {item.files.length > 0 && (
          <ul aria-label={t("borrowerDocuments.pagesOf", { label: item.label })} className="mt-3 space-y-2">
            {item.files.map((file) => (
              <FileRow key={file.id} file={file} canRemove={item.canChange} limits={limits} handlers={fileRemoval} />
            ))}
          </ul>
        )}

        {tasks.length > 0 && (
          <ul className="mt-3 space-y-2">
            {tasks.map((task) => (
              <UploadTaskRow
                key={task.id}
                task={task}
                limits={limits}
                onCancel={() => uploads.cancel(task.id)}
                onRetry={() => uploads.retry(task.id)}
                onDismiss={() => uploads.dismiss(task.id)}
              />
            ))}
          </ul>
        )}

        {item.canChange && (
          <div role="group" aria-label={t("borrowerDocuments.addPageGroup", { label: item.label })} className="mt-4">
            {item.files.length > 0 && (
              <p className="mb-2 text-sm font-semibold text-slate-900">{t("borrowerDocuments.addAnotherPage")}</p>
            )}
            {/* Side by side once both fit; a phone stacks them, full width, so no label breaks inside a word. */}
            <div className="grid grid-cols-1 gap-2 min-[30rem]:grid-cols-2">
              <PickerButton
                icon={<Camera aria-hidden="true" />}
                label={t("borrowerDocuments.takePhoto")}
                variant="default"
                // The phone's back camera straight away; desktops without one open a file picker.
                input={{ accept: "image/*", capture: "environment", onChange: picked }}
              />
              <PickerButton
                icon={<FolderOpen aria-hidden="true" />}
                label={t("borrowerDocuments.chooseFiles")}
                variant="outline"
                input={{ accept: FILE_ACCEPT, multiple: true, onChange: picked }}
              />
            </div>
            <p className="mt-2 text-sm text-slate-600">
              {t("borrowerDocuments.fileTypesHint", { maxMb: Math.round(limits.fileBytes / (1024 * 1024)) })}
            </p>
          </div>
        )}
      </article>
    </li>
  );
}

/**
 * A file input dressed as a button: the label is what is tapped and read, the input inside it
 * stays in the tab order (visually hidden) and shows its focus on the label.
 */
function PickerButton({
  icon,
  label,
  variant,
  input,
}: {
  icon: ReactNode;
  label: string;
  variant: "default" | "outline";
  input: {
    accept: string;
    capture?: "environment";
    multiple?: boolean;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  };
}) {
  return (
    <label
      className={cn(
        buttonVariants({ variant }),
        "h-auto min-h-11 w-full px-3 py-2 text-center whitespace-normal",
        "has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 has-[:focus-visible]:ring-offset-2",
      )}
    >
      {icon}
      {label}
      <input type="file" className="sr-only" {...input} />
    </label>
  );
}
