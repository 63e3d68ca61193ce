import { Tooltip as TooltipPrimitive } from "radix-ui";
import type * as React from "react";
import { cn } from "../../lib/cn";
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from "../../lib/constants";

/** Mounted once at the root; shares open delays between all tooltips. */
export function TooltipProvider({
  delayDuration = TOOLTIP_DELAY_MS,
  skipDelayDuration = TOOLTIP_SKIP_DELAY_MS,
  ...props
}: React.ComponentProps<typeof TooltipPrimitive.Provider>) {
  return <TooltipPrimitive.Provider delayDuration={delayDuration} skipDelayDuration={skipDelayDuration} {...props} />;
}

/**
 * A tooltip that brings its own provider (with the spec's delays), so a page that uses one does
 * not need a provider at the root and pages without tooltips never load this code. Screens with
 * many tooltips can wrap them in one shared TooltipProvider to get the skip delay between them.
 */
export function Tooltip(props: React.ComponentProps<typeof TooltipPrimitive.Root>) {
  return (
    <TooltipProvider>
      <TooltipPrimitive.Root {...props} />
    </TooltipProvider>
  );
}
export const TooltipTrigger = TooltipPrimitive.Trigger;

export type TooltipContentProps = React.ComponentProps<typeof TooltipPrimitive.Content> & {
  /** Draw a small arrow pointing at the trigger (default true). */
  arrow?: boolean;
};

export function TooltipContent({ className, sideOffset = 6, arrow = true, children, ...props }: TooltipContentProps) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        data-slot="tooltip-content"
        sideOffset={sideOffset}
        className={cn(
          "z-50 max-w-xs rounded-md bg-slate-900 px-3 py-1.5 text-sm text-white shadow-md",
          "transition-opacity duration-150 starting:opacity-0",
          className,
        )}
        {...props}
      >
        {children}
        {arrow && <TooltipPrimitive.Arrow className="fill-slate-900" width={10} height={5} />}
      </TooltipPrimitive.Content>
    </TooltipPrimitive.Portal>
  );
}
