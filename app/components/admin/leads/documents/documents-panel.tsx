import { CircleCheck, FileArchive, ListChecks, Plus } from "lucide-react";
import { useId, useState } from "react";
import { Button, buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import type { StaffDocuments } from "~server/documents/borrower-documents.schema";
import { MAX_CHECKLIST_ITEMS } from "~server/documents/document-limits";
import { formatFileSize } from "~server/downloads/download-labels";
import type { Language } from "~server/vocabulary/languages";
import { useStaffAction } from "../../use-staff-action";
import { ChecklistItem } from "./checklist-item";
import { DocumentLink } from "./document-link";
import { archiveHref, checklistSummary, documentsApi } from "./document-words";
import { AddItemDialog } from "./item-dialogs";

export interface DocumentsPanelProps {
  leadId: number;
  documents: StaffDocuments;
  /** May change the checklist, send links and review (lead:update, and the lead not erased). */
  canChange: boolean;
  /** The lead's language (the borrower's page and the WhatsApp message are in it). */
  language: Language;
}

/**
 * The lead's documents: the checklist the borrower uploads against through a private link,
 * each item's files (viewed and downloaded inside the staff area, every time recorded), the
 * review, and "Download all" as one zip for the lender.
 */
export function DocumentsPanel({ leadId, documents, canChange, language }: DocumentsPanelProps) {
  const headingId = useId();
  const [adding, setAdding] = useState(false);
  const fill = useFillFromService(leadId);
  const { items } = documents;
  const full = items.length >= MAX_CHECKLIST_ITEMS;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            Documents
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            {items.length > 0
              ? checklistSummary(documents)
              : "What the borrower uploads from their phone through a private link, document by document."}
            {documents.totalFiles > 0 &&
              ` · ${documents.totalFiles} ${documents.totalFiles === 1 ? "file" : "files"}, ${formatFileSize(documents.totalBytes)}`}
          </p>
        </div>
        {documents.totalFiles > 0 && (
          <a
            href={archiveHref(leadId)}
            download
            className={cn(buttonVariants({ variant: "outline", size: "sm" }), "h-11 sm:h-9")}
          >
            <FileArchive aria-hidden="true" /> Download all (zip)
          </a>
        )}
      </div>
      {documents.allReceived && (
        <p className="mt-3 flex items-center gap-2 rounded-lg border border-green-300 bg-green-50 p-3 text-sm font-semibold text-green-950">
          <CircleCheck aria-hidden="true" className="size-4 shrink-0 text-green-700" /> All documents received: every
          required document has its file. Review what waits, then send the file to the lender.
        </p>
      )}
      <p className="mt-3 text-sm text-slate-700">
        Viewing or downloading a file is recorded in the activity log. Times in IST.
      </p>

      {/* The link box follows what has to be done first: an empty checklist is filled before a link is sent. */}
      <div className="mt-4 flex flex-col gap-4">
        {items.length === 0 && (
          <EmptyChecklist
            canChange={canChange}
            canFill={documents.canFillFromService}
            fill={fill}
            onAdd={() => setAdding(true)}
          />
        )}
        <DocumentLink
          leadId={leadId}
          link={documents.link}
          canChange={canChange}
          canEmail={documents.canEmail}
          hasItems={items.length > 0}
          language={language}
        />
        {items.length > 0 && (
          <ul className="flex flex-col divide-y divide-slate-200">
            {items.map((item) => (
              <ChecklistItem key={item.id} leadId={leadId} item={item} canChange={canChange} />
            ))}
          </ul>
        )}
      </div>
      {canChange && items.length > 0 && (
        <div className="mt-4 border-t border-slate-200 pt-4">
          {full ? (
            <p className="text-sm text-slate-700">
              The checklist holds {MAX_CHECKLIST_ITEMS} documents, the most it can: remove one to add another.
            </p>
          ) : (
            <Button variant="outline" onClick={() => setAdding(true)}>
              <Plus aria-hidden="true" /> Add a document
            </Button>
          )}
        </div>
      )}
      {canChange && <AddItemDialog leadId={leadId} open={adding} onOpenChange={setAdding} />}
    </section>
  );
}

/** No checklist yet: fill it from the loan service's list (when it has one) or add documents one by one. */
function EmptyChecklist({
  canChange,
  canFill,
  fill,
  onAdd,
}: {
  canChange: boolean;
  canFill: boolean;
  fill: ReturnType<typeof useFillFromService>;
  onAdd: () => void;
}) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed border-slate-300 p-4">
      <p className="flex items-center gap-2 text-slate-700">
        <ListChecks aria-hidden="true" className="size-5 text-slate-500" /> No documents asked for yet.
      </p>
      {canChange && (
        <div className="flex flex-wrap gap-2">
          {canFill && (
            <Button onClick={() => void fill.run()} disabled={fill.pending}>
              <ListChecks aria-hidden="true" /> {fill.pending ? "Filling…" : "Fill from the loan service’s list"}
            </Button>
          )}
          <Button variant="outline" onClick={onAdd}>
            <Plus aria-hidden="true" /> Add a document
          </Button>
        </div>
      )}
    </div>
  );
}

/** "Fill from the loan service's list": the service's documents become this lead's checklist. */
function useFillFromService(leadId: number) {
  const { run, pending } = useStaffAction();
  return {
    pending,
    run: () =>
      run(`${documentsApi(leadId)}/checklist`, {
        success: "Checklist filled from the loan service’s list. Check it, then send the link.",
      }),
  };
}
