import { ArrowDown, ArrowUp } from "lucide-react";
import { Button } from "~/components/ui/button";

/**
 * "Move up" and "Move down" of one entry of an ordered list (deals, loan services, the lines of a
 * list being edited): icon buttons named for screen readers, the first entry's up and the last's
 * down disabled.
 */
export function MoveButtons({
  name,
  first,
  last,
  disabled = false,
  onMove,
}: {
  /** How the entry is named in the buttons' labels, e.g. “Gold Loan” or feature 2. */
  name: string;
  first: boolean;
  last: boolean;
  disabled?: boolean;
  onMove: (direction: "up" | "down") => void;
}) {
  return (
    <>
      {(["up", "down"] as const).map((direction) => (
        <Button
          key={direction}
          type="button"
          variant="ghost"
          size="icon"
          aria-label={`Move ${name} ${direction}`}
          title={`Move ${name} ${direction}`}
          disabled={disabled || (direction === "up" ? first : last)}
          onClick={() => onMove(direction)}
        >
          {direction === "up" ? <ArrowUp aria-hidden="true" /> : <ArrowDown aria-hidden="true" />}
        </Button>
      ))}
    </>
  );
}
