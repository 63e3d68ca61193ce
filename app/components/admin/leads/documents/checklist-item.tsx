import { Check, PencilLine, ToggleLeft, Trash2, Undo2 } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import type { StaffDocumentItem } from "~server/documents/borrower-documents.schema";
import {
  documentItemKindLabels,
  documentItemStatusLabels,
  documentRejectReasonLabels,
} from "~server/vocabulary/documents";
import { RowAction, RowActionsMenu } from "../../row-actions-menu";
import { useStaffAction } from "../../use-staff-action";
import { isConflict } from "../status-dialog";
import { ChecklistConflictNotice } from "./item-write";
import { itemStatusTones, reviewLine } from "./document-words";
import { FileList } from "./file-list";
import { EditItemDialog, RemoveItemDialog, useRemoveItem, useToggleRequired } from "./item-dialogs";
import { AcceptAadhaarDialog, reviewPath, SendBackDialog } from "./review-dialogs";

type ItemDialog = "accept" | "sendBack" | "edit" | "remove";

export function ItemStatusBadge({ status }: { status: StaffDocumentItem["status"] }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset",
        itemStatusTones[status],
      )}
    >
      {documentItemStatusLabels[status]}
    </span>
  );
}

/**
 * One document of the checklist: what it is, where it stands, why it went back, who reviewed
 * it, its files; and for those who may update the lead, Accept / Send back once it has files,
 * and Rename, Mark optional or required, Remove. Every write sends the version shown; a 409
 * offers to load the checklist again.
 */
export function ChecklistItem({
  leadId,
  item,
  canChange,
}: {
  leadId: number;
  item: StaffDocumentItem;
  canChange: boolean;
}) {
  const [dialog, setDialog] = useState<ItemDialog | null>(null);
  const [conflict, setConflict] = useState(false);
  const close = (open: boolean) => !open && setDialog(null);
  const accept = useAcceptAtOnce(leadId);
  const toggleRequired = useToggleRequired(leadId);
  const removeItem = useRemoveItem(leadId);
  const review = reviewLine(item);
  const hasFiles = item.files.length > 0;
  const isAadhaar = item.kind === "aadhaar";

  const onAccept = async () => {
    if (isAadhaar) return setDialog("accept");
    setConflict(await accept(item));
  };
  const onRemove = async () => {
    if (hasFiles) return setDialog("remove");
    const result = await removeItem.remove(item);
    setConflict(isConflict(result));
  };

  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <div className="min-w-0">
          <h3 className="font-semibold [overflow-wrap:anywhere] text-slate-900">{item.label}</h3>
          <p className="text-sm text-slate-700">
            {documentItemKindLabels[item.kind]} · {item.required ? "Required" : "Optional"}
          </p>
        </div>
        <ItemStatusBadge status={item.status} />
      </div>
      {item.borrowerLabel !== item.label && (
        <p className="text-sm text-slate-700">
          The borrower reads: <span className="[overflow-wrap:anywhere] text-slate-900">{item.borrowerLabel}</span>
        </p>
      )}
      {item.status === "rejected" && item.rejection && (
        <div className="rounded-lg border border-rose-200 bg-rose-50 p-3 text-sm text-rose-950">
          <p>
            <span className="font-semibold">Sent back: </span>
            {documentRejectReasonLabels[item.rejection.reason]}
          </p>
          {item.rejection.note && (
            <p className="mt-1 whitespace-pre-wrap [overflow-wrap:anywhere]">
              <span className="font-semibold">Note to the borrower: </span>
              {item.rejection.note}
            </p>
          )}
        </div>
      )}
      {review && (
        <p className="text-sm text-slate-700">
          {review}
          {item.status === "accepted" && isAadhaar && item.maskedConfirmed ? "; checked as masked." : "."}
        </p>
      )}
      {hasFiles ? (
        <FileList leadId={leadId} files={item.files} />
      ) : (
        <p className="text-sm text-slate-600">No file yet.</p>
      )}
      {conflict && <ChecklistConflictNotice onReloaded={() => setConflict(false)} />}
      {canChange && (
        <div className="flex flex-wrap gap-2">
          {hasFiles && item.status !== "accepted" && (
            <Button size="sm" className="h-11 sm:h-9" onClick={() => void onAccept()}>
              <Check aria-hidden="true" /> Accept <span className="sr-only">{item.label}</span>
            </Button>
          )}
          {hasFiles && item.status !== "rejected" && (
            <Button size="sm" variant="outline" className="h-11 sm:h-9" onClick={() => setDialog("sendBack")}>
              <Undo2 aria-hidden="true" /> Send back <span className="sr-only">{item.label}</span>
            </Button>
          )}
          <RowActionsMenu subject={item.label}>
            <RowAction icon={PencilLine} onSelect={() => setDialog("edit")}>
              Rename
            </RowAction>
            <RowAction
              icon={ToggleLeft}
              disabled={toggleRequired.pending}
              onSelect={() => void toggleRequired.toggle(item).then(setConflict)}
            >
              {item.required ? "Mark optional" : "Mark required"}
            </RowAction>
            <RowAction icon={Trash2} danger disabled={removeItem.pending} onSelect={() => void onRemove()}>
              Remove
            </RowAction>
          </RowActionsMenu>
        </div>
      )}
      {canChange && (
        <>
          {isAadhaar && (
            <AcceptAadhaarDialog leadId={leadId} item={item} open={dialog === "accept"} onOpenChange={close} />
          )}
          <SendBackDialog leadId={leadId} item={item} open={dialog === "sendBack"} onOpenChange={close} />
          <EditItemDialog leadId={leadId} item={item} open={dialog === "edit"} onOpenChange={close} />
          {hasFiles && (
            <RemoveItemDialog
              leadId={leadId}
              item={item}
              open={dialog === "remove"}
              onOpenChange={close}
              onConflict={() => setConflict(true)}
            />
          )}
        </>
      )}
    </li>
  );
}

/** Accept without a dialog (any kind but Aadhaar, which needs the masked tick); answers whether the version was stale. */
function useAcceptAtOnce(leadId: number) {
  const { run } = useStaffAction();
  return async (item: StaffDocumentItem) => {
    const result = await run(reviewPath(leadId, item.id), {
      body: { decision: "accept", version: item.version },
      success: `“${item.label}” accepted. The borrower sees it as accepted.`,
    });
    return isConflict(result);
  };
}
