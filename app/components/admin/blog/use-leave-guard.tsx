import { useEffect } from "react";
import { useBlocker } from "react-router";
import { ConfirmDialog } from "../confirm-dialog";

/**
 * Asks before the writer leaves with words not yet on the server: a link or Back inside the app
 * opens a dialog; closing or reloading the tab gets
 * the browser's own question.
 */
export function useLeaveGuard(unsaved: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [unsaved]);

  return (
    <ConfirmDialog
      open={blocker.state === "blocked"}
      onOpenChange={(open) => {
        if (!open && blocker.state === "blocked") blocker.reset();
      }}
      title="Leave without saving?"
      confirmLabel="Leave and lose the changes"
      onConfirm={() => {
        if (blocker.state === "blocked") blocker.proceed();
      }}
    >
      Your latest changes to this post are not saved yet. Stay and save them (or wait for “Saved”), or leave and lose
      them.
    </ConfirmDialog>
  );
}
