import { ArrowDown, ArrowUp, Trash2 } from "lucide-react";
import { Button } from "~/components/ui/button";

/**
 * Move up, move down and remove for one entry of an editable list (a line, a question). `what`
 * names the entry for screen readers ("line 2 of who it is for").
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
  return (
    <div className="flex flex-wrap gap-1">
      <Button type="button" variant="ghost" size="sm" disabled={index === 0} onClick={() => onMove(index, index - 1)}>
        <ArrowUp aria-hidden="true" /> Move up<span className="sr-only"> {what}</span>
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        disabled={index === count - 1}
        onClick={() => onMove(index, index + 1)}
      >
        <ArrowDown aria-hidden="true" /> Move down<span className="sr-only"> {what}</span>
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className="text-red-700 hover:bg-red-50 hover:text-red-800"
        onClick={() => onRemove(index)}
      >
        <Trash2 aria-hidden="true" /> Remove<span className="sr-only"> {what}</span>
      </Button>
    </div>
  );
}

/** A list's own message (no lines at all, too many), announced when it appears. */
export function ListError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-sm font-medium text-red-700">
      {message}
    </p>
  );
}
