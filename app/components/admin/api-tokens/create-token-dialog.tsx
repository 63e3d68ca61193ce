import { useState } from "react";
import { FormDialogFooter, ShownOnceDialog } from "~/components/admin/form-dialog";
import { ShownOnce } from "~/components/admin/shown-once";
import { useStaffAction } from "~/components/admin/use-staff-action";
import { SelectField, TextField } from "~/components/forms/fields";
import { staffRoleLabels } from "~server/vocabulary/staff";
import type { StaffUser } from "~server/auth/staff-user";

/** An account a token may act as: active, with a role the person creating it could hand out. */
export type TokenAccount = Pick<StaffUser, "id" | "displayName" | "email" | "role">;

interface CreatedToken {
  id: number;
  name: string;
  tokenPrefix: string;
  token: string;
}

export function CreateTokenDialog({
  open,
  onOpenChange,
  accounts,
  apiBase,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  accounts: TokenAccount[];
  apiBase: string;
}) {
  return (
    <ShownOnceDialog<CreatedToken>
      open={open}
      onOpenChange={onOpenChange}
      title={(created) => (created ? `Token “${created.name}” is ready` : "Create an API token")}
      description={(created) =>
        created
          ? "Put it into the program that needs it now."
          : "Name it after what uses it, and choose the account it acts as."
      }
      form={({ onAnswer, onCancel }) => (
        <CreateTokenForm accounts={accounts} onCreated={onAnswer} onCancel={onCancel} />
      )}
      answer={(created, onDone) => (
        <ShownOnce label="API token" value={created.token} onDone={onDone}>
          <p>Try it from a computer with curl:</p>
          <pre className="mt-1 overflow-x-auto rounded-md bg-slate-900 p-3 font-mono text-xs break-all whitespace-pre-wrap text-slate-100">
            {`curl -H "Authorization: Bearer ${created.token}" \\\n  ${apiBase}/auth/me`}
          </pre>
        </ShownOnce>
      )}
    />
  );
}

function CreateTokenForm({
  accounts,
  onCreated,
  onCancel,
}: {
  accounts: TokenAccount[];
  onCreated: (token: CreatedToken) => void;
  onCancel: () => void;
}) {
  const { run, pending } = useStaffAction();
  const [name, setName] = useState("");
  const [userId, setUserId] = useState("");
  // The API checks both fields and says what to fix; the form shows its messages.
  const [errors, setErrors] = useState<Record<string, string>>({});
  return (
    <form
      noValidate
      className="flex min-w-0 flex-col gap-5"
      onSubmit={async (event) => {
        event.preventDefault();
        setErrors({});
        const result = await run<CreatedToken>("/api/admin/tokens", {
          body: { name, userId: userId ? Number(userId) : undefined },
          success: `Token “${name.trim()}” created. Copy it now.`,
          onFieldErrors: setErrors,
        });
        if (result.ok && result.data) onCreated(result.data);
      }}
    >
      <TextField
        label="Name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        autoComplete="off"
        maxLength={80}
        hint="After the program that uses it, e.g. “Accounts spreadsheet”."
        error={errors.name}
      />
      <SelectField
        label="Acts as"
        value={userId}
        onChange={(event) => setUserId(event.target.value)}
        placeholder="Choose an account…"
        options={accounts.map((account) => ({
          value: String(account.id),
          label: `${account.displayName} · ${account.email} (${staffRoleLabels[account.role]})`,
        }))}
        hint="The token can do what this account can. Only active accounts with a role you may hand out are listed."
        error={errors.userId}
      />
      <FormDialogFooter onCancel={onCancel} pending={pending} submitLabel="Create token" pendingLabel="Creating…" />
    </form>
  );
}
