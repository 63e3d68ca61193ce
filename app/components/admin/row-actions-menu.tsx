import { ChevronDown, type LucideIcon } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import type { ReactNode } from "react";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";

/**
 * A list row's "Manage" menu. Not modal: an item usually hands over to a dialog, which traps focus
 * itself. `subject` names the row for screen readers ("Manage Priya Nair").
 */
export function RowActionsMenu({ subject, wide, children }: { subject: string; wide?: boolean; children: ReactNode }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={cn(buttonVariants({ variant: "outline", size: "sm" }), "h-11 sm:h-9")}>
        Manage<span className="sr-only"> {subject}</span>
        <ChevronDown aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className={cn("z-40 rounded-lg border border-slate-200 bg-white p-1.5 shadow-lg", wide ? "w-64" : "w-56")}
        >
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** One action of a RowActionsMenu; `danger` for the destructive one (delete). Tap targets are 44 px. */
export function RowAction({
  icon: Icon,
  onSelect,
  disabled,
  danger,
  children,
}: {
  icon: LucideIcon;
  onSelect: () => void;
  disabled?: boolean;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <DropdownMenu.Item
      className={cn(
        "flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-3 text-sm text-slate-800 outline-hidden data-highlighted:bg-slate-100 data-disabled:cursor-not-allowed data-disabled:text-slate-500",
        danger && "text-red-800",
      )}
      disabled={disabled}
      onSelect={onSelect}
    >
      <Icon aria-hidden="true" className={cn("size-4", !danger && "text-slate-500")} /> {children}
    </DropdownMenu.Item>
  );
}
