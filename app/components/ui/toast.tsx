import { cva, type VariantProps } from "class-variance-authority";
import { XIcon } from "lucide-react";
import { Toast as ToastPrimitive } from "radix-ui";
import type * as React from "react";
import { cn } from "../../lib/cn";

export const ToastProvider = ToastPrimitive.Provider;

/** Bottom, full width on phones; bottom-right column on larger screens. */
export function ToastViewport({ className, ...props }: React.ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      data-slot="toast-viewport"
      className={cn(
        "pointer-events-none fixed right-0 bottom-0 z-[100] m-0 flex max-h-dvh w-full list-none flex-col-reverse gap-2 p-4",
        "sm:max-w-[420px]",
        className,
      )}
      {...props}
    />
  );
}

const toastVariants = cva(
  [
    "group pointer-events-auto relative flex w-full items-center justify-between gap-3 overflow-hidden",
    "rounded-lg border p-4 pr-12 shadow-lg",
    "transition-[opacity,translate] duration-200 starting:translate-y-2 starting:opacity-0",
    "data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]",
    "data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=move]:transition-none",
  ],
  {
    variants: {
      variant: {
        default: "border-slate-200 bg-white text-slate-900",
        destructive: "destructive border-red-800 bg-red-700 text-white",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

export type ToastProps = React.ComponentProps<typeof ToastPrimitive.Root> & VariantProps<typeof toastVariants>;

export function Toast({ className, variant, ...props }: ToastProps) {
  return <ToastPrimitive.Root data-slot="toast" className={cn(toastVariants({ variant }), className)} {...props} />;
}

export function ToastTitle({ className, ...props }: React.ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title data-slot="toast-title" className={cn("text-sm font-semibold", className)} {...props} />;
}

export function ToastDescription({ className, ...props }: React.ComponentProps<typeof ToastPrimitive.Description>) {
  return (
    <ToastPrimitive.Description
      data-slot="toast-description"
      className={cn("text-sm text-slate-700 group-[.destructive]:text-white", className)}
      {...props}
    />
  );
}

/** Secondary action inside a toast; `altText` tells screen-reader users how to reach it. */
export function ToastAction({ className, ...props }: React.ComponentProps<typeof ToastPrimitive.Action>) {
  return (
    <ToastPrimitive.Action
      data-slot="toast-action"
      className={cn(
        "inline-flex h-9 shrink-0 cursor-pointer items-center justify-center rounded-md border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-900",
        "transition-colors hover:bg-slate-100",
        "focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2",
        "group-[.destructive]:border-white/60 group-[.destructive]:bg-transparent group-[.destructive]:text-white group-[.destructive]:hover:bg-red-800",
        className,
      )}
      {...props}
    />
  );
}

export function ToastClose({
  className,
  "aria-label": ariaLabel = "Close notification",
  ...props
}: React.ComponentProps<typeof ToastPrimitive.Close>) {
  return (
    <ToastPrimitive.Close
      data-slot="toast-close"
      aria-label={ariaLabel}
      className={cn(
        "absolute top-1/2 right-1 inline-flex size-10 -translate-y-1/2 cursor-pointer items-center justify-center rounded-md text-slate-600",
        "transition-colors hover:bg-slate-100 hover:text-slate-900",
        "focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-brand-600",
        "group-[.destructive]:text-white group-[.destructive]:hover:bg-red-800",
        className,
      )}
      {...props}
    >
      <XIcon className="size-4" aria-hidden="true" />
    </ToastPrimitive.Close>
  );
}

export type ToastActionElement = React.ReactElement<React.ComponentProps<typeof ToastAction>>;
