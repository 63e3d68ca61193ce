import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import { RadioCards } from "~/components/forms/radio-cards";
import type { StaffRole } from "~server/vocabulary/staff";
import { CreateUserSchema } from "~server/users/user.schema";
import { FormDialogFooter, ShownOnceDialog } from "../form-dialog";
import { useStaffAction } from "../use-staff-action";
import { AccessGrantPanel, type AccessGrant, type SignInPlace } from "./access-grant";
import {
  AccountFields,
  TemporaryPasswordField,
  accessOptions,
  accountFieldProps,
  fieldErrorsOnto,
} from "./staff-form-fields";

const AddStaffFormSchema = CreateUserSchema;
type AddStaffValues = z.input<typeof AddStaffFormSchema>;

/** "Add staff": e-mail, name, role, how they get in; then the one-time answer. */
export function AddStaffDialog({
  open,
  onOpenChange,
  actor,
  place,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  actor: { role: StaffRole };
  place: SignInPlace;
}) {
  return (
    <ShownOnceDialog<AccessGrant>
      open={open}
      onOpenChange={onOpenChange}
      title={(grant) => (grant ? `${grant.user.displayName} is added` : "Add a member of staff")}
      description={(grant) =>
        grant
          ? "Pass on how they sign in. Their account works as soon as they do."
          : "They sign in at the staff area with their e-mail address and a password."
      }
      form={({ onAnswer, onCancel }) => <AddStaffForm actor={actor} onAdded={onAnswer} onCancel={onCancel} />}
      answer={(grant, onDone) => <AccessGrantPanel grant={grant} place={place} onDone={onDone} />}
    />
  );
}

function AddStaffForm({
  actor,
  onAdded,
  onCancel,
}: {
  actor: { role: StaffRole };
  onAdded: (grant: AccessGrant) => void;
  onCancel: () => void;
}) {
  const { run, pending } = useStaffAction();
  const form = useForm<AddStaffValues>({
    resolver: zodResolver(AddStaffFormSchema),
    defaultValues: { email: "", displayName: "", role: "viewer", access: "temporary_password", temporaryPassword: "" },
  });
  const { errors } = form.formState;
  const access = useWatch({ control: form.control, name: "access" });
  const submit = form.handleSubmit(async (values) => {
    const result = await run<AccessGrant>("/api/admin/users", {
      body: values,
      success: `${values.displayName} is added. Pass on how they sign in now.`,
      onFieldErrors: fieldErrorsOnto(form, ["email", "displayName", "role", "access", "temporaryPassword"]),
    });
    if (result.ok && result.data) onAdded(result.data);
  });
  return (
    <form onSubmit={submit} noValidate className="flex min-w-0 flex-col gap-5">
      <AccountFields actor={actor} {...accountFieldProps(form)} />
      <RadioCards
        legend="How they get in"
        options={accessOptions}
        error={errors.access?.message}
        inputProps={form.register("access")}
      />
      {access === "temporary_password" && (
        <TemporaryPasswordField error={errors.temporaryPassword?.message} {...form.register("temporaryPassword")} />
      )}
      <FormDialogFooter onCancel={onCancel} pending={pending} submitLabel="Add staff member" pendingLabel="Adding…" />
    </form>
  );
}
