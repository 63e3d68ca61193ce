import { useState } from "react";
import type { StaffDocumentItem } from "~server/documents/borrower-documents.schema";
import { StaleVersionNotice } from "../../stale-version-notice";
import { useStaffAction, type StaffActionOptions } from "../../use-staff-action";
import { isConflict } from "../status-dialog";

/** What a dialog about one checklist item is given. */
export interface ItemDialogProps {
  leadId: number;
  item: StaffDocumentItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * After a 409 on a checklist item (a colleague reviewed or changed it, or the borrower uploaded
 * meanwhile): say so, and load the checklist as it is now. A form keeps what was typed, so the
 * change can be sent again on the new version.
 */
export function ChecklistConflictNotice({ onReloaded }: { onReloaded?: () => void }) {
  return (
    <StaleVersionNotice actionLabel="Load the current checklist" onReloaded={onReloaded}>
      This document changed while you were looking at it (a colleague reviewed it or the borrower uploaded a file). Load
      the checklist again, check the files, then try once more.
    </StaleVersionNotice>
  );
}

/**
 * The write of a dialog's form about a checklist item: one call (one toast), the dialog closes on
 * success, and after a 409 `notice` offers to load the checklist again until it is reloaded.
 */
export function useItemWrite(onDone: () => void) {
  const { run, pending } = useStaffAction();
  const [conflict, setConflict] = useState(false);
  const write = async (path: string, options: StaffActionOptions) => {
    setConflict(false);
    const result = await run(path, options);
    if (result.ok) onDone();
    else if (isConflict(result)) setConflict(true);
  };
  const notice = conflict ? <ChecklistConflictNotice onReloaded={() => setConflict(false)} /> : null;
  return { write, pending, notice };
}
