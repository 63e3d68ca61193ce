import type * as React from "react";
import { cn } from "../../lib/cn";

/** Loading placeholder; hidden from assistive technology (announce loading state elsewhere). */
export function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="skeleton"
      className={cn("animate-pulse rounded-md bg-slate-200", className)}
      {...props}
      aria-hidden="true"
    />
  );
}
