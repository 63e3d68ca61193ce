import { zodResolver } from "@hookform/resolvers/zod";
import { RotateCw } from "lucide-react";
import { useState, type ComponentProps } from "react";
import {
  useForm,
  useWatch,
  type FieldValues,
  type Path,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from "react-hook-form";
import { useRevalidator } from "react-router";
import { z } from "zod";
import { CheckboxField, FormAlert, TextField } from "~/components/forms/fields";
import { RadioCards, type RadioCardOption } from "~/components/forms/radio-cards";
import { Button } from "~/components/ui/button";
import { PASSWORD_MIN_LENGTH } from "~server/auth/password-rules";
import { rolesAssignableBy, staffRoleDescriptions } from "~server/auth/permissions";
import { staffRoleLabels, type StaffRole } from "~server/vocabulary/staff";
import type { StaffUser } from "~server/auth/staff-user";
import { formatDateTimeIST } from "~server/formats/ist";
import {
  CreateUserSchema,
  ResetAccessSchema,
  displayNameSchema,
  emailSchema,
  roleSchema,
  type AccessMethod,
} from "~server/users/user.schema";
import { ConfirmDialog } from "./confirm-dialog";
import { FormDialog, FormDialogFooter, ShownOnceDialog } from "./form-dialog";
import { PasswordField } from "./password-field";
import { ShownOnce } from "./shown-once";
import { useStaffAction } from "./use-staff-action";

/** What POST /api/admin/users and POST /api/admin/users/{id}/reset answer, once. */
export interface AccessGrant {
  user: StaffUser;
  temporaryPassword?: string;
  setupLink?: string;
  setupLinkExpiresAt?: string;
}

/** Where the passed-on message sends a new colleague, and whose staff area it is. */
export interface SignInPlace {
  signInUrl: string;
  businessName: string;
}

const SELF_LOCKED = "You cannot change your own role or deactivate yourself. Another owner can.";

function roleOptions(actor: { role: StaffRole }): RadioCardOption<StaffRole>[] {
  return rolesAssignableBy(actor).map((role) => ({
    value: role,
    label: staffRoleLabels[role],
    description: staffRoleDescriptions[role],
  }));
}

const accessOptions: RadioCardOption<AccessMethod>[] = [
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
function fieldErrorsOnto<T extends FieldValues>(form: UseFormReturn<T>, names: readonly Path<T>[]) {
  return (fields: Record<string, string>) => {
    for (const [name, message] of Object.entries(fields)) {
      if ((names as readonly string[]).includes(name)) form.setError(name as Path<T>, { message });
    }
  };
}

const accountFields = ["email", "displayName", "role"] as const;
type AccountField = (typeof accountFields)[number];

/** The registrations and messages of a form's e-mail, name and role, for AccountFields. */
function accountFieldProps<T extends FieldValues>(form: UseFormReturn<T>) {
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
function AccountFields({
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
function TemporaryPasswordField(props: Omit<ComponentProps<typeof PasswordField>, "label" | "hint" | "autoComplete">) {
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

/** The one-time answer: the temporary password or the set-up link, with Copy and WhatsApp. */
export function AccessGrantPanel({
  grant,
  place,
  onDone,
}: {
  grant: AccessGrant;
  place: SignInPlace;
  onDone: () => void;
}) {
  const { user } = grant;
  const firstName = user.displayName.split(" ")[0] ?? user.displayName;
  if (grant.setupLink) {
    const until = grant.setupLinkExpiresAt ? formatDateTimeIST(grant.setupLinkExpiresAt) : "";
    return (
      <ShownOnce
        label={`Set-up link for ${user.displayName}`}
        value={grant.setupLink}
        onDone={onDone}
        whatsappText={`Hello ${firstName}, your staff account at ${place.businessName} is ready. Choose your password with this link (it works once${until ? `, until ${until}` : ""}): ${grant.setupLink}\nThen sign in with ${user.email}.`}
      >
        Send it to {user.displayName} ({user.email}). It works once{until ? `, until ${until} (IST)` : ""}; then they
        sign in with their e-mail and the password they chose.
      </ShownOnce>
    );
  }
  return (
    <ShownOnce
      label={`Temporary password for ${user.displayName}`}
      value={grant.temporaryPassword ?? ""}
      onDone={onDone}
      whatsappText={`Hello ${firstName}, your staff account at ${place.businessName} is ready. Sign in at ${place.signInUrl} with ${user.email} and this temporary password: ${grant.temporaryPassword ?? ""}\nYou will choose your own password straight after.`}
    >
      Give it to {user.displayName} with the sign-in address, {place.signInUrl}. When they sign in with {user.email} and
      this password, they are asked to choose their own.
    </ShownOnce>
  );
}

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
  const revalidator = useRevalidator();
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
      {conflict && (
        <FormAlert>
          <p>{conflict}</p>
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="mt-2"
            onClick={() => void revalidator.revalidate()}
            disabled={revalidator.state === "loading"}
          >
            <RotateCw aria-hidden="true" /> Reload the account
          </Button>
        </FormAlert>
      )}
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

/** Deactivate (sessions end, tokens stop) or reactivate, after asking. */
export function ActiveStateConfirm({
  user,
  onOpenChange,
}: {
  user: StaffUser | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { run, pending } = useStaffAction();
  const revalidator = useRevalidator();
  const deactivating = user?.isActive ?? true;
  return (
    <ConfirmDialog
      open={user !== null}
      onOpenChange={onOpenChange}
      title={deactivating ? `Deactivate ${user?.displayName}?` : `Reactivate ${user?.displayName}?`}
      confirmLabel={deactivating ? "Deactivate" : "Reactivate"}
      destructive={deactivating}
      pending={pending}
      onConfirm={async () => {
        if (!user) return;
        const result = await run(`/api/admin/users/${user.id}`, {
          method: "PATCH",
          body: { version: user.version, isActive: !user.isActive },
          success: user.isActive
            ? `${user.displayName} is deactivated and signed out everywhere.`
            : `${user.displayName} can sign in again.`,
        });
        // Changed meanwhile: show the list as it is now (the toast said so), rather than retry blind.
        if (!result.ok && result.error.status === 409) {
          await revalidator.revalidate();
          return true;
        }
        return result.ok;
      }}
    >
      {deactivating ? (
        <p>
          They cannot sign in any more, every session of theirs ends at once, and API tokens that act as them stop
          working. Their history stays in the activity log, and you can reactivate the account later.
        </p>
      ) : (
        <p>
          They can sign in again with their password (if they have lost it, reset their access afterwards), and API
          tokens that act as them work again unless revoked.
        </p>
      )}
    </ConfirmDialog>
  );
}
