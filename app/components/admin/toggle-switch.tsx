import { Switch } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

/**
 * The staff area's on/off switch (Radix Switch, role "switch"): brand colour and the thumb to the
 * right when on. Its label is the caller's, tied by `id` or `aria-labelledby`.
 */
export function ToggleSwitch({ className, ...props }: Omit<ComponentProps<typeof Switch.Root>, "children">) {
  return (
    <Switch.Root
      {...props}
      className={cn(
        "relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full transition-colors",
        "bg-slate-500 data-[state=checked]:bg-brand-700 disabled:cursor-wait disabled:opacity-70",
        "focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-hidden",
        className,
      )}
    >
      <Switch.Thumb className="block size-5 translate-x-1 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-6" />
    </Switch.Root>
  );
}
