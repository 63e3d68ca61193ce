import { XIcon } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import type * as React from "react";
import { cn } from "../../lib/cn";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;
export const DialogPortal = DialogPrimitive.Portal;

export function DialogOverlay({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      data-slot="dialog-overlay"
      className={cn("fixed inset-0 z-50 bg-slate-950/60 transition-opacity duration-200 starting:opacity-0", className)}
      {...props}
    />
  );
}

export type DialogContentProps = React.ComponentProps<typeof DialogPrimitive.Content> & {
  /** Leave out the corner close button (provide another way to close, e.g. a DialogClose). */
  hideClose?: boolean;
  /** Where the dialog is rendered (default: the end of the body), e.g. a preview frame. */
  container?: HTMLElement | null;
  /** Without the opening animation: it takes the place of a frame that was already on screen. */
  appearAtOnce?: boolean;
};

/** Centered panel over a dimmed overlay; scrolls inside when taller than the screen. */
export function DialogContent({
  className,
  children,
  hideClose = false,
  container,
  appearAtOnce = false,
  ...props
}: DialogContentProps) {
  return (
    <DialogPortal container={container}>
      <DialogOverlay className={appearAtOnce ? "starting:opacity-100" : undefined} />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(
          "fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4",
          "max-h-[calc(100dvh-2rem)] overflow-y-auto overscroll-contain",
          "rounded-xl border border-slate-200 bg-white p-5 text-slate-800 shadow-xl sm:p-6",
          "transition-[opacity,scale] duration-200 starting:scale-95 starting:opacity-0",
          "focus-visible:outline-hidden",
          appearAtOnce && "starting:scale-100 starting:opacity-100",
          className,
        )}
        {...props}
      >
        {children}
        {!hideClose && (
          <DialogPrimitive.Close
            aria-label="Close"
            className={cn(
              "absolute top-2 right-2 inline-flex size-11 cursor-pointer items-center justify-center rounded-md text-slate-600",
              "transition-colors hover:bg-slate-100 hover:text-slate-900",
              "focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-brand-600",
            )}
          >
            <XIcon className="size-5" aria-hidden="true" />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

export function DialogHeader({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="dialog-header" className={cn("flex flex-col gap-1.5 pr-8 text-left", className)} {...props} />;
}

export function DialogFooter({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)}
      {...props}
    />
  );
}

export function DialogTitle({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn("text-lg leading-tight font-semibold text-slate-900", className)}
      {...props}
    />
  );
}

export function DialogDescription({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn("text-sm text-slate-600", className)}
      {...props}
    />
  );
}
