import { FileText, ImageIcon, Loader2, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { useI18n } from "~/i18n/i18n";
import type { BorrowerChecklist, BorrowerFile } from "~server/documents/borrower-documents.schema";
import { useAnnounce } from "./announcer";
import { removeFile } from "./borrower-api";
import { fileSize } from "./words";

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
  handlers,
}: {
  file: BorrowerFile;
  canRemove: boolean;
  handlers: FileRemovalHandlers;
}) {
  const translator = useI18n();
  const { t } = translator;
  const announce = useAnnounce();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const removeButton = useRef<HTMLButtonElement>(null);
  const keepButton = useRef<HTMLButtonElement>(null);
  const Icon = file.mediaType === "application/pdf" ? FileText : ImageIcon;

  function ask() {
    setFailed(false);
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
    const result = await removeFile(file.id);
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
      case "failed":
        setFailed(true);
        announce(t("borrowerDocuments.removeFailed", { name: file.name }));
        return;
    }
  }

  return (
    <li className="rounded-lg border border-slate-200 bg-slate-50 p-3">
      <div className="flex items-start gap-3">
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-600" />
        <div className="min-w-0 flex-1">
          <p className="font-medium [overflow-wrap:anywhere] text-slate-900">{file.name}</p>
          <p className="text-sm text-slate-600">{fileSize(translator, file.sizeBytes)}</p>
        </div>
        {canRemove && !confirming && (
          <Button
            ref={removeButton}
            variant="ghost"
            className="-my-1 -mr-1 px-3 text-red-800 hover:bg-red-50"
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
          {failed && (
            <p className="mt-2 text-sm font-medium text-red-800">
              {t("borrowerDocuments.removeFailed", { name: file.name })}
            </p>
          )}
        </div>
      )}
    </li>
  );
}
