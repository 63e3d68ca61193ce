import type { ComponentProps } from "react";
import type { FieldValues, Path, UseFormRegisterReturn, UseFormReturn } from "react-hook-form";
import { TextField } from "~/components/forms/fields";
import { RadioCards, type RadioCardOption } from "~/components/forms/radio-cards";
import { PASSWORD_MIN_LENGTH } from "~server/auth/password-rules";
import { rolesAssignableBy, staffRoleDescriptions } from "~server/auth/permissions";
import { staffRoleLabels, type StaffRole } from "~server/vocabulary/staff";
import type { AccessMethod } from "~server/users/user.schema";
import { PasswordField } from "../password-field";

// What the staff account forms share (add, edit, reset access): role and access choices, the
// account's e-mail, name and role, and the optional temporary password.

function roleOptions(actor: { role: StaffRole }): RadioCardOption<StaffRole>[] {
  return rolesAssignableBy(actor).map((role) => ({
    value: role,
    label: staffRoleLabels[role],
    description: staffRoleDescriptions[role],
  }));
}

export const accessOptions: RadioCardOption<AccessMethod>[] = [
  {
    value: "temporary_password",
    label: "Temporary password",
    description: "You pass it on; they choose their own password when they first sign in.",
  },
  {
    value: "setup_link",
    label: "One-time set-up link",
    description: "They choose their password through a link that works once, for 3 days.",
  },
];

/** Puts the field messages of a 400 answer on the form's fields it has. */
export function fieldErrorsOnto<T extends FieldValues>(form: UseFormReturn<T>, names: readonly Path<T>[]) {
  return (fields: Record<string, string>) => {
    for (const [name, message] of Object.entries(fields)) {
      if ((names as readonly string[]).includes(name)) form.setError(name as Path<T>, { message });
    }
  };
}

const accountFields = ["email", "displayName", "role"] as const;
type AccountField = (typeof accountFields)[number];

/** The registrations and messages of a form's e-mail, name and role, for AccountFields. */
export function accountFieldProps<T extends FieldValues>(form: UseFormReturn<T>) {
  const register = {} as Record<AccountField, UseFormRegisterReturn>;
  const errors: Partial<Record<AccountField, string>> = {};
  const given = form.formState.errors as Record<string, { message?: unknown } | undefined>;
  for (const name of accountFields) {
    register[name] = form.register(name as Path<T>);
    const message = given[name]?.message;
    if (typeof message === "string") errors[name] = message;
  }
  return { register, errors };
}

/** E-mail, name and role: what adding and editing an account share. */
export function AccountFields({
  actor,
  register,
  errors,
  roleLocked,
}: {
  actor: { role: StaffRole };
  register: Record<AccountField, UseFormRegisterReturn>;
  errors: Partial<Record<AccountField, string>>;
  /** Why the role cannot be changed here (your own account), or undefined. */
  roleLocked?: string;
}) {
  return (
    <>
      <TextField
        label="E-mail"
        type="email"
        inputMode="email"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        hint="They sign in with it."
        error={errors.email}
        {...register.email}
      />
      <TextField
        label="Name"
        autoComplete="off"
        hint="As colleagues know them; shown in the staff area and the activity log."
        error={errors.displayName}
        {...register.displayName}
      />
      <RadioCards
        legend="Role"
        options={roleOptions(actor)}
        error={errors.role}
        inputProps={register.role}
        disabled={roleLocked !== undefined}
        hint={roleLocked}
      />
    </>
  );
}

/** "Temporary password: blank for one made up here", shared by adding and resetting. */
export function TemporaryPasswordField(
  props: Omit<ComponentProps<typeof PasswordField>, "label" | "hint" | "autoComplete">,
) {
  return (
    <PasswordField
      label="Temporary password"
      optional
      autoComplete="new-password"
      hint={`Leave it blank and a strong one is made up for you. If you type one: at least ${PASSWORD_MIN_LENGTH} characters.`}
      {...props}
    />
  );
}
