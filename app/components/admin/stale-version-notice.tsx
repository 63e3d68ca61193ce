import { RotateCw } from "lucide-react";
import type { ReactNode } from "react";
import { useRevalidator } from "react-router";
import { FormAlert } from "~/components/forms/fields";
import { Button } from "~/components/ui/button";

/**
 * After a 409 (someone else saved meanwhile): what happened, and a button that loads the
 * screen's data again, as it is now. `children` says what changed and what becomes of what was
 * typed; `onReloaded` runs once the current version is in.
 */
export function StaleVersionNotice({
  children,
  actionLabel,
  onReloaded,
}: {
  children: ReactNode;
  actionLabel: string;
  onReloaded?: () => void;
}) {
  const revalidator = useRevalidator();
  return (
    <FormAlert>
      <div className="flex flex-col items-start gap-2">
        <span>{children}</span>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={revalidator.state === "loading"}
          onClick={async () => {
            await revalidator.revalidate();
            onReloaded?.();
          }}
        >
          <RotateCw aria-hidden="true" /> {actionLabel}
        </Button>
      </div>
    </FormAlert>
  );
}
