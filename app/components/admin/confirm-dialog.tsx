import { AlertDialog } from "radix-ui";
import type { ReactNode } from "react";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";

/**
 * Asks before an action that cannot be undone (revoke, deactivate, sign out everywhere). Focus
 * starts on "Cancel", so Enter never confirms by accident.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  children,
  confirmLabel,
  onConfirm,
  destructive = true,
  pending = false,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Runs the action; answering false keeps the dialog open (it failed and said why). */
  onConfirm: () => void | boolean | Promise<void | boolean>;
  destructive?: boolean;
  pending?: boolean;
}) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl focus-visible:outline-hidden">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">{title}</AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="mt-2 text-slate-700">{children}</div>
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonVariants({ variant: "outline" })}>Cancel</AlertDialog.Cancel>
            <AlertDialog.Action
              disabled={pending}
              onClick={(event) => {
                // Close only when the action is done (it may fail and say why).
                event.preventDefault();
                void Promise.resolve(onConfirm()).then((result) => {
                  if (result !== false) onOpenChange(false);
                });
              }}
              className={cn(
                buttonVariants({ variant: "default" }),
                destructive && "bg-red-700 hover:bg-red-800 active:bg-red-900",
              )}
            >
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
