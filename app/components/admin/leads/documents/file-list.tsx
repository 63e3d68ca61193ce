import { Download, ExternalLink, FileImage, FileText } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import type { StaffDocumentItem } from "~server/documents/borrower-documents.schema";
import { formatFileSize } from "~server/downloads/download-labels";
import { formatWhen } from "../detail-format";
import { fileDownloadHref, fileViewHref, storedTypeLabel } from "./document-words";

const linkClasses = cn(buttonVariants({ variant: "outline", size: "sm" }), "h-11 sm:h-9");

/**
 * An item's files (its pages): name, type, size, who uploaded it and when, with View (a new tab,
 * the file shown inline) and Download. Both go through the staff API, which records each view
 * and download; file names are the borrower's and render as text.
 */
export function FileList({ leadId, files }: { leadId: number; files: StaffDocumentItem["files"] }) {
  if (files.length === 0) return null;
  return (
    <ul className="flex flex-col divide-y divide-slate-100 rounded-lg border border-slate-200">
      {files.map((file, index) => {
        const Icon = file.mediaType === "application/pdf" ? FileText : FileImage;
        const page = files.length > 1 ? ` (page ${index + 1} of ${files.length})` : "";
        return (
          <li key={file.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex min-w-0 gap-2">
              <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-500" />
              <div className="min-w-0">
                <p className="text-sm font-semibold [overflow-wrap:anywhere] text-slate-900">{file.name}</p>
                <p className="text-xs text-slate-700">
                  {storedTypeLabel(file.mediaType)} · {formatFileSize(file.sizeBytes)} · Uploaded by {file.uploadedBy},{" "}
                  {formatWhen(file.uploadedAt)}
                </p>
              </div>
            </div>
            <div className="flex shrink-0 gap-2">
              <a href={fileViewHref(leadId, file.id)} target="_blank" rel="noopener noreferrer" className={linkClasses}>
                <ExternalLink aria-hidden="true" /> View{" "}
                <span className="sr-only">
                  {file.name}
                  {page} (opens in a new tab)
                </span>
              </a>
              <a href={fileDownloadHref(leadId, file.id)} download className={linkClasses}>
                <Download aria-hidden="true" /> Download{" "}
                <span className="sr-only">
                  {file.name}
                  {page}
                </span>
              </a>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
