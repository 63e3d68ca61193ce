import { useEffect, useRef } from "react";
import { useBlocker } from "react-router";
import { ConfirmDialog } from "./confirm-dialog";

/**
 * Keeps unsaved changes from being lost: a link or Back inside the app asks first; closing or
 * reloading the tab gets the browser's own question. `allowNext()` lets one navigation through
 * (after saving). `message` says what would be lost, and what to do instead.
 */
export function useUnsavedChanges(dirty: boolean, message: string) {
  const allowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const dialog = (
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
      {message}
    </ConfirmDialog>
  );

  return {
    dialog,
    allowNext() {
      allowed.current = true;
    },
  };
}
