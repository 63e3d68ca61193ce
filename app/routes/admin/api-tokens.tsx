import { KeyRound, Plus } from "lucide-react";
import { createContext, useContext, useState } from "react";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { DataTable, dataColumns } from "~/components/admin/data-table";
import { EmptyState } from "~/components/admin/empty-state";
import { FormDialogFooter, ShownOnceDialog } from "~/components/admin/form-dialog";
import { PageHeader } from "~/components/admin/page-header";
import { RelativeTime } from "~/components/admin/relative-time";
import { ShownOnce } from "~/components/admin/shown-once";
import { StaffScreenError } from "~/components/admin/staff-error";
import { staffMeta, type StaffHandle } from "~/components/admin/staff-meta";
import { useStaffAction } from "~/components/admin/use-staff-action";
import { SelectField, TextField } from "~/components/forms/fields";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { rolesAssignableBy } from "~server/auth/permissions";
import { staffRoleLabels } from "~server/vocabulary/staff";
import { requireStaff } from "~server/auth/require-staff.server";
import { formatDateIST, formatDateTimeIST } from "~server/formats/ist";
import { publicOrigin } from "~server/shared/public-origin.server";
import type { Route } from "./+types/api-tokens";

export const handle: StaffHandle = { breadcrumb: "API tokens" };
export const meta: Route.MetaFunction = () => staffMeta("API tokens");

export async function loader({ request, context }: Route.LoaderArgs) {
  const principal = await requireStaff(request, context, "token:manage");
  const { apiTokens, users } = context.services;
  const [tokens, active] = await Promise.all([apiTokens.list(), users.listActive()]);
  const assignable = rolesAssignableBy(principal.user);
  return {
    tokens: tokens.map((token) => ({
      ...token,
      createdAt: token.createdAt.toISOString(),
      lastUsedAt: token.lastUsedAt?.toISOString() ?? null,
      revokedAt: token.revokedAt?.toISOString() ?? null,
    })),
    // A token may act only as an account whose role this person could hand out.
    accounts: active
      .filter((user) => assignable.includes(user.role))
      .map(({ id, displayName, email, role }) => ({ id, displayName, email, role })),
    apiBase: `${publicOrigin(context.services, request)}/api/admin`,
    now: new Date().toISOString(),
  };
}

type LoaderData = Route.ComponentProps["loaderData"];
type TokenRow = LoaderData["tokens"][number];

const TokensScreen = createContext<{ now: string; revoke: (token: TokenRow) => void }>({
  now: "",
  revoke: () => {},
});

const column = dataColumns<TokenRow>();
const columns = column.columns([
  column.accessor("name", {
    header: "Name",
    meta: { primary: true, className: "min-w-48" },
    cell: ({ row }) => (
      <>
        <span className="block font-semibold text-slate-900">{row.original.name}</span>
        <span className="block font-mono text-sm text-slate-600">
          {row.original.tokenPrefix}…<span className="sr-only"> (the token&rsquo;s first characters)</span>
        </span>
      </>
    ),
  }),
  column.accessor("userEmail", {
    header: "Acts as",
    cell: ({ row }) => (
      <>
        <span className="block break-all">{row.original.userEmail}</span>
        <span className="block text-sm text-slate-600">{staffRoleLabels[row.original.userRole]}</span>
      </>
    ),
  }),
  column.accessor("createdAt", {
    header: "Created",
    meta: { className: "whitespace-nowrap" },
    cell: (cell) => (
      <time dateTime={cell.getValue()} title={`${formatDateTimeIST(cell.getValue())} IST`}>
        {formatDateIST(cell.getValue())}
      </time>
    ),
  }),
  column.accessor("lastUsedAt", {
    header: "Last used",
    meta: { className: "whitespace-nowrap" },
    cell: (cell) => <LastUsed at={cell.getValue()} />,
  }),
  column.accessor("revokedAt", {
    header: "Status",
    cell: (cell) => {
      const revokedAt = cell.getValue();
      return (
        <span
          className={cn(
            "rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap",
            revokedAt ? "bg-slate-200 text-slate-800" : "bg-green-100 text-green-900",
          )}
        >
          {revokedAt ? `Revoked ${formatDateIST(revokedAt)}` : "Live"}
        </span>
      );
    },
  }),
  column.display({
    id: "actions",
    header: "Actions",
    meta: { cardLabel: false, className: "w-0 text-right" },
    cell: ({ row }) => <RevokeButton token={row.original} />,
  }),
]);

export default function ApiTokens({ loaderData }: Route.ComponentProps) {
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<TokenRow | null>(null);
  const { run, pending } = useStaffAction();
  return (
    <TokensScreen.Provider value={{ now: loaderData.now, revoke: setRevoking }}>
      <PageHeader
        title="API tokens"
        description="Keys that let another program use the staff API without anyone signing in."
        actions={
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" /> Create token
          </Button>
        }
      />
      <section
        aria-labelledby="about-tokens"
        className="mb-6 rounded-xl border border-slate-200 bg-white p-5 text-slate-700 sm:p-6"
      >
        <h2 id="about-tokens" className="text-lg font-semibold text-slate-900">
          What a token is for
        </h2>
        <ul className="mt-2 flex list-disc flex-col gap-1.5 pl-5">
          <li>
            A spreadsheet, your accounts software or a script can read and change things in the staff area through the
            API at <code className="font-mono text-sm break-all text-slate-900">{loaderData.apiBase}</code>.
          </li>
          <li>
            The program sends the token with every request, in the header{" "}
            <code className="font-mono text-sm text-slate-900">Authorization: Bearer dsa_…</code>
          </li>
          <li>
            It acts as the account you choose, with that account&rsquo;s role: it can do exactly what that person can,
            and the activity log shows it under their name.
          </li>
          <li>
            <strong className="text-slate-900">Treat it like a password.</strong> Anyone who has it can act as that
            account. Revoke a token you no longer use or that may have leaked; deactivating the account stops its tokens
            too.
          </li>
        </ul>
      </section>
      <DataTable
        caption="API tokens, live ones first"
        columns={columns}
        data={loaderData.tokens}
        getRowId={(token) => String(token.id)}
        empty={
          <EmptyState
            icon={KeyRound}
            title="No API tokens yet"
            actions={<Button onClick={() => setCreating(true)}>Create token</Button>}
          >
            Create one when a program needs to use the staff API.
          </EmptyState>
        }
      />
      <CreateTokenDialog
        open={creating}
        onOpenChange={setCreating}
        accounts={loaderData.accounts}
        apiBase={loaderData.apiBase}
      />
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={`Revoke “${revoking?.name ?? ""}”?`}
        confirmLabel="Revoke token"
        pending={pending}
        onConfirm={async () => {
          if (!revoking) return;
          const result = await run(`/api/admin/tokens/${revoking.id}`, {
            method: "DELETE",
            success: `“${revoking.name}” is revoked: programs using it are refused from now on.`,
          });
          return result.ok;
        }}
      >
        Programs that use it are refused from now on (they get 401). This cannot be undone: create a new token if one is
        needed again.
      </ConfirmDialog>
    </TokensScreen.Provider>
  );
}

function LastUsed({ at }: { at: string | null }) {
  return <RelativeTime at={at} now={useContext(TokensScreen).now} />;
}

function RevokeButton({ token }: { token: TokenRow }) {
  const { revoke } = useContext(TokensScreen);
  if (token.revokedAt) return null;
  return (
    <Button variant="outline" size="sm" className="h-11 sm:h-9" onClick={() => revoke(token)}>
      Revoke<span className="sr-only"> {token.name}</span>
    </Button>
  );
}

interface CreatedToken {
  id: number;
  name: string;
  tokenPrefix: string;
  token: string;
}

function CreateTokenDialog({
  open,
  onOpenChange,
  accounts,
  apiBase,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  accounts: LoaderData["accounts"];
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
  accounts: LoaderData["accounts"];
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

export const ErrorBoundary = StaffScreenError;
