import { StaleVersionNotice } from "../../stale-version-notice";

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
