import { useState } from "react";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { PasswordField } from "~/components/admin/password-field";

/** A confirmation that asks for the password (turning off two-factor, new recovery codes). */
export function PasswordConfirm({
  open,
  onOpenChange,
  title,
  text,
  confirmLabel,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  text: string;
  confirmLabel: string;
  /** Answers true when done, false when it failed (the dialog stays open). */
  onConfirm: (password: string) => Promise<boolean>;
}) {
  const [password, setPassword] = useState("");
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setPassword("");
        onOpenChange(next);
      }}
      title={title}
      confirmLabel={confirmLabel}
      onConfirm={async () => {
        const done = await onConfirm(password);
        if (done) setPassword("");
        return done;
      }}
    >
      <p>{text}</p>
      <PasswordField
        label="Your password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        className="mt-4"
      />
    </ConfirmDialog>
  );
}
