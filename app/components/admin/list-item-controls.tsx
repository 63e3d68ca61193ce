import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";

// The controls of a list staff edit entry by entry in a form (react-hook-form's field arrays): the
// disclosures' lenders, a scheme's lines and questions.

/**
 * Move up, move down and remove for one entry. `what` names the entry for screen readers
 * ("lender 2", "line 2 of who it is for").
 */
export function ListItemControls({
  index,
  count,
  what,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  what: string;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}) {
  const last = index === count - 1;
  return (
    <div className="flex flex-wrap gap-2">
      {[
        { label: "Move up", icon: ArrowUp, disabled: index === 0, to: index - 1 },
        { label: "Move down", icon: ArrowDown, disabled: last, to: index + 1 },
      ].map(({ label, icon: Icon, disabled, to }) => (
        <Button
          key={label}
          type="button"
          variant="ghost"
          size="sm"
          disabled={disabled}
          onClick={() => onMove(index, to)}
        >
          <Icon aria-hidden="true" /> {label}
          <span className="sr-only"> {what}</span>
        </Button>
      ))}
      <Button type="button" variant="ghost" size="sm" onClick={() => onRemove(index)}>
        <Trash2 aria-hidden="true" /> Remove<span className="sr-only"> {what}</span>
      </Button>
    </div>
  );
}

/** Adds an entry at the end, until the list holds as many as it may. */
export function AddItemButton({
  onAdd,
  full,
  children,
}: {
  onAdd: () => void;
  /** The list holds its most entries already. */
  full: boolean;
  children: ReactNode;
}) {
  return (
    <div>
      <Button type="button" variant="outline" disabled={full} onClick={onAdd}>
        <Plus aria-hidden="true" /> {children}
      </Button>
    </div>
  );
}

/** A list's own message (no entries at all, too many), announced when it appears. */
export function ListError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-sm font-medium text-red-700">
      {message}
    </p>
  );
}
