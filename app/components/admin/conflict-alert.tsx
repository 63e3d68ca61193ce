import { RotateCw } from "lucide-react";
import { useRevalidator } from "react-router";
import { FormAlert } from "~/components/forms/fields";
import { Button } from "~/components/ui/button";

/**
 * What a form shows after a 409 (someone else saved meanwhile): the server's message and a button
 * that reloads the screen's data, after which the form starts again from what is saved now.
 */
export function ConflictAlert({ message, reloadLabel }: { message: string; reloadLabel: string }) {
  const revalidator = useRevalidator();
  return (
    <FormAlert>
      <p>{message}</p>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="mt-2"
        onClick={() => void revalidator.revalidate()}
        disabled={revalidator.state === "loading"}
      >
        <RotateCw aria-hidden="true" /> {reloadLabel}
      </Button>
    </FormAlert>
  );
}
