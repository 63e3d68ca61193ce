import { useState, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";

/** A staff dialog holding a form: title, what it does, the form. */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}

/** Cancel and the submit button of a dialog's form; the submit says when it is working. */
export function FormDialogFooter({
  onCancel,
  pending,
  submitLabel,
  pendingLabel,
  disabled = false,
}: {
  onCancel: () => void;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  disabled?: boolean;
}) {
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={pending || disabled}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </DialogFooter>
  );
}

/**
 * A form whose answer is shown once (a temporary password, a set-up link, an API token): the
 * form until it succeeds, then the answer in the same dialog. Closing forgets the answer.
 */
export function ShownOnceDialog<T>({
  open,
  onOpenChange,
  title,
  description,
  form,
  answer,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The title before (null) and after the answer. */
  title: (answer: T | null) => string;
  description: (answer: T | null) => string;
  form: (props: { onAnswer: (answer: T) => void; onCancel: () => void }) => ReactNode;
  answer: (answer: T, onDone: () => void) => ReactNode;
}) {
  const [answered, setAnswered] = useState<T | null>(null);
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) setAnswered(null);
  };
  return (
    <FormDialog open={open} onOpenChange={close} title={title(answered)} description={description(answered)}>
      {answered !== null
        ? answer(answered, () => close(false))
        : form({ onAnswer: setAnswered, onCancel: () => close(false) })}
    </FormDialog>
  );
}
