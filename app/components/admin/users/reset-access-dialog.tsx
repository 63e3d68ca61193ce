import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { CheckboxField } from "~/components/forms/fields";
import { RadioCards } from "~/components/forms/radio-cards";
import type { StaffUser } from "~server/auth/staff-user";
import { ResetAccessSchema } from "~server/users/user.schema";
import { FormDialogFooter, ShownOnceDialog } from "../form-dialog";
import { useStaffAction } from "../use-staff-action";
import { AccessGrantPanel, type AccessGrant, type SignInPlace } from "./access-grant";
import { TemporaryPasswordField, accessOptions, fieldErrorsOnto } from "./staff-form-fields";

type ResetValues = z.input<typeof ResetAccessSchema>;

/** A new temporary password or set-up link (forgotten password, lost phone); then the one-time answer. */
export function ResetAccessDialog({
  user,
  onOpenChange,
  place,
}: {
  user: StaffUser | null;
  onOpenChange: (open: boolean) => void;
  place: SignInPlace;
}) {
  return (
    <ShownOnceDialog<AccessGrant>
      open={user !== null}
      onOpenChange={onOpenChange}
      title={(grant) =>
        grant ? `New access for ${grant.user.displayName}` : `Reset access for ${user?.displayName ?? ""}`
      }
      description={(grant) =>
        grant
          ? "Their old password no longer works and they are signed out everywhere."
          : "For a forgotten password or a lost phone. Their current password stops working at once and they are signed out everywhere."
      }
      form={({ onAnswer, onCancel }) =>
        user && <ResetAccessForm key={user.id} user={user} onReset={onAnswer} onCancel={onCancel} />
      }
      answer={(grant, onDone) => <AccessGrantPanel grant={grant} place={place} onDone={onDone} />}
    />
  );
}

function ResetAccessForm({
  user,
  onReset,
  onCancel,
}: {
  user: StaffUser;
  onReset: (grant: AccessGrant) => void;
  onCancel: () => void;
}) {
  const { run, pending } = useStaffAction();
  const form = useForm<ResetValues>({
    resolver: zodResolver(ResetAccessSchema),
    defaultValues: { access: "temporary_password", temporaryPassword: "", resetTwoFactor: false },
  });
  const { errors } = form.formState;
  const access = useWatch({ control: form.control, name: "access" });
  const submit = form.handleSubmit(async (values) => {
    const result = await run<AccessGrant>(`/api/admin/users/${user.id}/reset`, {
      body: values,
      success: `${user.displayName}'s access is reset. Pass on the new way in now.`,
      onFieldErrors: fieldErrorsOnto(form, ["access", "temporaryPassword", "resetTwoFactor"]),
    });
    if (result.ok && result.data) onReset(result.data);
  });
  return (
    <form onSubmit={submit} noValidate className="flex min-w-0 flex-col gap-5">
      <RadioCards
        legend="How they get back in"
        options={accessOptions}
        error={errors.access?.message}
        inputProps={form.register("access")}
      />
      {access === "temporary_password" && (
        <TemporaryPasswordField error={errors.temporaryPassword?.message} {...form.register("temporaryPassword")} />
      )}
      <CheckboxField
        label="Also turn off two-factor sign-in (lost phone)"
        description={
          user.twoFactorEnabled
            ? "Their authenticator app and recovery codes stop working; they can set it up again on their account page."
            : "Two-factor sign-in is off for them already."
        }
        disabled={!user.twoFactorEnabled}
        {...form.register("resetTwoFactor")}
      />
      <FormDialogFooter onCancel={onCancel} pending={pending} submitLabel="Reset access" pendingLabel="Resetting…" />
    </form>
  );
}
