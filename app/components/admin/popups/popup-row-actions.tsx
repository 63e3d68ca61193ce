import { Copy, Pencil, Power, PowerOff, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import type { StaffPopup } from "~server/popups/popup-admin.schema";
import { ConfirmDialog } from "../confirm-dialog";
import { useStaffAction } from "../use-staff-action";

/** The API address of one popup (and of what hangs under it). */
export const popupApiPath = (id: number, tail = "") => `/api/admin/popups/${id}${tail}`;

/** The editor's address of one popup. */
export const popupEditorPath = (id: number) => `/admin/popups/${id}`;

/**
 * A popup's row actions: edit, duplicate (then open the copy), switch on or off, delete after a
 * confirmation. Each write is one API call with one toast; the list reloads afterwards.
 */
export function PopupRowActions({ popup, canWrite }: { popup: StaffPopup; canWrite: boolean }) {
  const { run, pending } = useStaffAction();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const small = cn(buttonVariants({ variant: "outline", size: "sm" }), "min-h-11 sm:min-h-9");

  if (!canWrite) {
    return (
      <Link to={popupEditorPath(popup.id)} className={small} aria-label={`View “${popup.title}”`}>
        View
      </Link>
    );
  }

  const duplicate = async () => {
    const result = await run<StaffPopup>(popupApiPath(popup.id, "/duplicate"), {
      success: `Copied as “Copy of ${popup.title}”, switched off. Edit it here.`,
      revalidate: false,
    });
    if (result.ok && result.data) navigate(popupEditorPath(result.data.id));
  };

  const toggle = () =>
    run(popupApiPath(popup.id), {
      method: "PATCH",
      body: { isActive: !popup.isActive },
      success: popup.isActive ? `“${popup.title}” is switched off` : `“${popup.title}” is switched on`,
    });

  const remove = async () => {
    const result = await run(popupApiPath(popup.id), { method: "DELETE", success: `“${popup.title}” was deleted` });
    return result.ok;
  };

  return (
    <div className="flex flex-wrap gap-2">
      <Link to={popupEditorPath(popup.id)} className={small} aria-label={`Edit “${popup.title}”`}>
        <Pencil aria-hidden="true" />
        Edit
      </Link>
      <Button
        variant="outline"
        size="sm"
        className="min-h-11 sm:min-h-9"
        disabled={pending}
        onClick={() => void duplicate()}
        aria-label={`Duplicate “${popup.title}”`}
      >
        <Copy aria-hidden="true" />
        Duplicate
      </Button>
      <Button
        variant="outline"
        size="sm"
        className="min-h-11 sm:min-h-9"
        disabled={pending}
        onClick={() => void toggle()}
        aria-label={`${popup.isActive ? "Deactivate" : "Activate"} “${popup.title}”`}
      >
        {popup.isActive ? <PowerOff aria-hidden="true" /> : <Power aria-hidden="true" />}
        {popup.isActive ? "Deactivate" : "Activate"}
      </Button>
      <Button
        variant="outline"
        size="sm"
        className="min-h-11 border-red-700 text-red-700 hover:bg-red-50 sm:min-h-9"
        disabled={pending}
        onClick={() => setConfirming(true)}
        aria-label={`Delete “${popup.title}”`}
      >
        <Trash2 aria-hidden="true" />
        Delete
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete “${popup.title}”?`}
        confirmLabel="Delete popup"
        onConfirm={remove}
        pending={pending}
      >
        It disappears from the site at once, with its counts. To stop showing it for now, deactivate it instead.
      </ConfirmDialog>
    </div>
  );
}
