import { cva } from "class-variance-authority";
import { XIcon } from "lucide-react";
import { Dialog as SheetPrimitive } from "radix-ui";
import type * as React from "react";
import { cn } from "../../lib/cn";

/** Side drawer (e.g. the mobile menu), built on the accessible Radix Dialog. */
export const Sheet = SheetPrimitive.Root;
export const SheetTrigger = SheetPrimitive.Trigger;
export const SheetClose = SheetPrimitive.Close;

const sheetVariants = cva(
  [
    "fixed inset-y-0 z-50 flex h-full w-[min(20rem,85vw)] flex-col gap-4 overflow-y-auto overscroll-contain",
    "bg-white p-5 text-slate-800 shadow-xl",
    "transition-transform duration-300 ease-out focus-visible:outline-hidden",
  ],
  {
    variants: {
      side: {
        right: "right-0 border-l border-slate-200 starting:translate-x-full",
        left: "left-0 border-r border-slate-200 starting:-translate-x-full",
      },
    },
    defaultVariants: { side: "right" },
  },
);

export type SheetContentProps = React.ComponentProps<typeof SheetPrimitive.Content> & {
  side?: "left" | "right";
  /** Accessible name of the corner close button. */
  closeLabel?: string;
};

export function SheetContent({
  side = "right",
  closeLabel = "Close menu",
  className,
  children,
  ...props
}: SheetContentProps) {
  return (
    <SheetPrimitive.Portal>
      <SheetPrimitive.Overlay
        data-slot="sheet-overlay"
        className="fixed inset-0 z-50 bg-slate-950/60 transition-opacity duration-300 starting:opacity-0"
      />
      <SheetPrimitive.Content
        data-slot="sheet-content"
        data-side={side}
        className={cn(sheetVariants({ side }), className)}
        {...props}
      >
        {children}
        <SheetPrimitive.Close
          aria-label={closeLabel}
          className={cn(
            "absolute top-2 right-2 inline-flex size-11 cursor-pointer items-center justify-center rounded-md text-slate-600",
            "transition-colors hover:bg-slate-100 hover:text-slate-900",
            "focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-brand-600",
          )}
        >
          <XIcon className="size-5" aria-hidden="true" />
        </SheetPrimitive.Close>
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  );
}

export function SheetHeader({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="sheet-header" className={cn("flex flex-col gap-1.5 pr-10", className)} {...props} />;
}

export function SheetTitle({ className, ...props }: React.ComponentProps<typeof SheetPrimitive.Title>) {
  return (
    <SheetPrimitive.Title
      data-slot="sheet-title"
      className={cn("text-lg font-semibold text-slate-900", className)}
      {...props}
    />
  );
}

export function SheetDescription({ className, ...props }: React.ComponentProps<typeof SheetPrimitive.Description>) {
  return (
    <SheetPrimitive.Description
      data-slot="sheet-description"
      className={cn("text-sm text-slate-600", className)}
      {...props}
    />
  );
}
