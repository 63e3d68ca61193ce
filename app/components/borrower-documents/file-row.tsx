import { FileText, ImageIcon, Loader2, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { useI18n } from "~/i18n/i18n";
import type { BorrowerChecklist, BorrowerFile } from "~server/documents/borrower-documents.schema";
import { useAnnounce } from "./announcer";
import { removeFile } from "./borrower-api";
import { fileSize, refusalMessage } from "./words";

export interface FileRemovalHandlers {
  /** The page came off: the checklist without it (undefined: reload the page's data). */
  onRemoved(checklist: BorrowerChecklist | undefined): void;
  onSessionEnded(): void;
  onUnusable(): void;
}

/**
 * One kept page of an item: its name and size, and, until staff review it, "Remove" (asked twice:
 * a slip of the thumb must not delete a page the borrower had to fetch from net banking).
 */
export function FileRow({
  file,
  canRemove,
  limits,
  handlers,
}: {
  file: BorrowerFile;
  canRemove: boolean;
  limits: { fileBytes: number; filesPerItem: number };
  handlers: FileRemovalHandlers;
}) {
  const translator = useI18n();
  const { t, language } = translator;
  const announce = useAnnounce();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const removeButton = useRef<HTMLButtonElement>(null);
  const keepButton = useRef<HTMLButtonElement>(null);
  const Icon = file.mediaType === "application/pdf" ? FileText : ImageIcon;

  function ask() {
    setFailure(null);
    setConfirming(true);
    // The question replaces the button that had focus: the safe answer takes it.
    requestAnimationFrame(() => keepButton.current?.focus());
  }

  function keep() {
    setConfirming(false);
    requestAnimationFrame(() => removeButton.current?.focus());
  }

  async function remove() {
    if (busy) return;
    setBusy(true);
    const result = await removeFile(file.id, language);
    setBusy(false);
    switch (result.kind) {
      case "removed":
        announce(t("borrowerDocuments.removeDone", { name: file.name }));
        handlers.onRemoved(result.checklist);
        return;
      case "session_ended":
        setConfirming(false);
        handlers.onSessionEnded();
        return;
      case "unusable":
        handlers.onUnusable();
        return;
      case "refused":
      case "failed": {
        const message =
          result.kind === "refused"
            ? refusalMessage(t, result.refusal, limits)
            : t("borrowerDocuments.removeFailed", { name: file.name });
        setFailure(message);
        announce(message);
        return;
      }
    }
  }

  return (
    <li className="rounded-lg border border-slate-200 bg-slate-50 p-3">
      {/* A long name keeps its line: Remove moves below it rather than squeezing it. */}
      <div className="flex flex-wrap items-start gap-x-3 gap-y-1">
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-600" />
        <div className="min-w-0 flex-1 basis-28">
          <p className="font-medium [overflow-wrap:anywhere] text-slate-900">{file.name}</p>
          <p className="text-sm text-slate-600">{fileSize(translator, file.sizeBytes)}</p>
        </div>
        {canRemove && !confirming && (
          <Button
            ref={removeButton}
            variant="ghost"
            className="-my-1 -mr-1 ml-auto px-3 text-red-800 hover:bg-red-50"
            aria-label={t("borrowerDocuments.removeFileLabel", { name: file.name })}
            onClick={ask}
          >
            <Trash2 aria-hidden="true" />
            {t("borrowerDocuments.removeFile")}
          </Button>
        )}
      </div>
      {confirming && (
        <div className="mt-3 border-t border-slate-200 pt-3">
          <p className="font-medium [overflow-wrap:anywhere] text-slate-900">
            {t("borrowerDocuments.removeConfirm", { name: file.name })}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button
              variant="default"
              className="bg-red-700 hover:bg-red-800 active:bg-red-900"
              aria-disabled={busy || undefined}
              onClick={remove}
            >
              {busy && <Loader2 aria-hidden="true" className="animate-spin" />}
              {t("borrowerDocuments.removeYes")}
            </Button>
            <Button ref={keepButton} variant="outline" onClick={keep}>
              {t("borrowerDocuments.removeNo")}
            </Button>
          </div>
          {failure && <p className="mt-2 text-sm font-medium text-red-800">{failure}</p>}
        </div>
      )}
    </li>
  );
}
