import { AlertTriangle, CloudOff, Loader2 } from "lucide-react";
import { Button } from "~/components/ui/button";
import { useI18n } from "~/i18n/i18n";
import type { UploadLimits, UploadTask } from "./upload-queue";
import { fileSize, refusalMessage } from "./words";

/** Refusals the borrower can clear from this page (remove a page, then try the same file again). */
const RETRIABLE_REFUSALS = new Set(["lead_full", "too_many_files"]);

/**
 * A file on its way, or one that did not make it: its progress (a real <progress>, named after the
 * file), why it waits, and Cancel; or the refusal in the page's language with what to do.
 */
export function UploadTaskRow({
  task,
  limits,
  onCancel,
  onRetry,
  onDismiss,
}: {
  task: UploadTask;
  limits: UploadLimits;
  onCancel: () => void;
  onRetry: () => void;
  onDismiss: () => void;
}) {
  const translator = useI18n();
  const { t } = translator;
  const name = task.file.name;
  const { receivedBytes, sizeBytes, waiting, checking } = task.progress;
  const percent = sizeBytes > 0 ? Math.floor((receivedBytes / sizeBytes) * 100) : 0;
  const ended = task.status === "refused" || task.status === "failed";

  let state: string;
  if (task.status === "queued") state = t("borrowerDocuments.uploadQueued");
  else if (task.status === "paused") state = t("borrowerDocuments.uploadPaused");
  else if (waiting === "offline") state = t("borrowerDocuments.uploadOffline");
  else if (waiting === "retrying") state = t("borrowerDocuments.uploadRetrying");
  else if (waiting === "busy") state = t("borrowerDocuments.uploadBusy");
  else if (checking) state = t("borrowerDocuments.uploadChecking");
  else state = t("borrowerDocuments.uploadSending", { percent });

  return (
    <li
      className={
        ended
          ? "rounded-lg border border-red-200 bg-red-50 p-3"
          : "rounded-lg border border-brand-200 bg-brand-50/60 p-3"
      }
    >
      <p className="font-medium [overflow-wrap:anywhere] text-slate-900">{name}</p>
      <p className="text-sm text-slate-600">{fileSize(translator, task.file.size)}</p>
      {ended ? (
        <>
          <p className="mt-2 flex gap-2 text-sm leading-6 font-medium text-red-800">
            <AlertTriangle aria-hidden="true" className="mt-1 size-4 shrink-0" />
            <span>{task.refusal ? refusalMessage(t, task.refusal, limits) : t("borrowerDocuments.uploadFailed")}</span>
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            {(task.status === "failed" || (task.refusal && RETRIABLE_REFUSALS.has(task.refusal))) && (
              <Button
                variant="outline"
                onClick={onRetry}
                aria-label={t("borrowerDocuments.retryUploadLabel", { name })}
              >
                {t("borrowerDocuments.retryUpload")}
              </Button>
            )}
            <Button
              variant="ghost"
              onClick={onDismiss}
              aria-label={t("borrowerDocuments.dismissUploadLabel", { name })}
            >
              {t("borrowerDocuments.dismissUpload")}
            </Button>
          </div>
        </>
      ) : (
        <>
          <progress
            className="mt-2 h-2 w-full overflow-hidden rounded-full accent-brand-700 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-700 [&::-moz-progress-bar]:bg-brand-700"
            max={sizeBytes || 1}
            value={receivedBytes}
            aria-label={t("borrowerDocuments.progressLabel", { name })}
          />
          <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
            <p className="flex items-center gap-2 text-sm leading-6 text-slate-700">
              {waiting === "offline" ? (
                <CloudOff aria-hidden="true" className="size-4 shrink-0" />
              ) : task.status === "uploading" ? (
                <Loader2 aria-hidden="true" className="size-4 shrink-0 animate-spin" />
              ) : null}
              <span>{state}</span>
            </p>
            <Button variant="ghost" onClick={onCancel} aria-label={t("borrowerDocuments.cancelUploadLabel", { name })}>
              {t("borrowerDocuments.cancelUpload")}
            </Button>
          </div>
        </>
      )}
    </li>
  );
}
