import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { CheckboxField } from "~/components/forms/fields";
import type { StaffRole } from "~server/vocabulary/staff";
import type { StaffUser } from "~server/auth/staff-user";
import { displayNameSchema, emailSchema, roleSchema } from "~server/users/user.schema";
import { ConflictAlert } from "../conflict-alert";
import { FormDialog, FormDialogFooter } from "../form-dialog";
import { useStaffAction } from "../use-staff-action";
import { AccountFields, accountFieldProps, fieldErrorsOnto } from "./staff-form-fields";

const SELF_LOCKED = "You cannot change your own role or deactivate yourself. Another owner can.";

const EditFormSchema = z.object({
  email: emailSchema,
  displayName: displayNameSchema,
  role: roleSchema,
  isActive: z.boolean(),
});
type EditValues = z.input<typeof EditFormSchema>;

/** Edit e-mail, name, role and active state; sends the version it showed (409: changed meanwhile). */
export function EditStaffDialog({
  user,
  onOpenChange,
  actor,
  isSelf,
}: {
  /** The account as the list shows it now; null closes the dialog. */
  user: StaffUser | null;
  onOpenChange: (open: boolean) => void;
  actor: { role: StaffRole };
  isSelf: boolean;
}) {
  return (
    <FormDialog
      open={user !== null}
      onOpenChange={onOpenChange}
      title={`Edit ${user?.displayName ?? ""}`}
      description="Changes apply at once; the activity log records them."
    >
      {user && (
        // A fresh version (after Reload) starts the form again from what is saved now.
        <EditStaffForm
          key={`${user.id}-${user.version}`}
          user={user}
          actor={actor}
          isSelf={isSelf}
          onDone={() => onOpenChange(false)}
        />
      )}
    </FormDialog>
  );
}

function EditStaffForm({
  user,
  actor,
  isSelf,
  onDone,
}: {
  user: StaffUser;
  actor: { role: StaffRole };
  isSelf: boolean;
  onDone: () => void;
}) {
  const { run, pending } = useStaffAction();
  const [conflict, setConflict] = useState<string | null>(null);
  const form = useForm<EditValues>({
    resolver: zodResolver(EditFormSchema),
    defaultValues: { email: user.email, displayName: user.displayName, role: user.role, isActive: user.isActive },
  });
  const { errors, isDirty } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    const output = EditFormSchema.parse(values);
    const changes = {
      ...(output.email !== user.email ? { email: output.email } : {}),
      ...(output.displayName !== user.displayName ? { displayName: output.displayName } : {}),
      ...(output.role !== user.role && !isSelf ? { role: output.role } : {}),
      ...(output.isActive !== user.isActive && !isSelf ? { isActive: output.isActive } : {}),
    };
    if (Object.keys(changes).length === 0) {
      onDone();
      return;
    }
    const result = await run(`/api/admin/users/${user.id}`, {
      method: "PATCH",
      body: { version: user.version, ...changes },
      success: `${output.displayName}'s account is saved.`,
      onFieldErrors: fieldErrorsOnto(form, ["email", "displayName", "role", "isActive"]),
    });
    if (result.ok) onDone();
    else if (result.error.status === 409) setConflict(result.error.message);
  });
  return (
    <form onSubmit={submit} noValidate className="flex min-w-0 flex-col gap-5">
      {conflict && <ConflictAlert message={conflict} reloadLabel="Reload the account" />}
      <AccountFields actor={actor} roleLocked={isSelf ? SELF_LOCKED : undefined} {...accountFieldProps(form)} />
      <CheckboxField
        label="Active: can sign in"
        description={
          isSelf
            ? SELF_LOCKED
            : "Turning this off signs them out everywhere at once and stops API tokens that act as them."
        }
        disabled={isSelf}
        error={errors.isActive?.message}
        {...form.register("isActive")}
      />
      <FormDialogFooter
        onCancel={onDone}
        pending={pending}
        disabled={!isDirty || conflict !== null}
        submitLabel="Save changes"
        pendingLabel="Saving…"
      />
    </form>
  );
}
