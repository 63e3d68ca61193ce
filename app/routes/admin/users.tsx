import { KeyRound, Pencil, SearchX, ShieldCheck, ShieldOff, UserCheck, UserPlus, UserX } from "lucide-react";
import { Switch } from "radix-ui";
import { createContext, useContext, useId, useState } from "react";
import { Link, useLocation, useRouteLoaderData } from "react-router";
import { DataTable, dataColumns } from "~/components/admin/data-table";
import { EmptyState } from "~/components/admin/empty-state";
import { FilterBar, FilterSelect, FilterText, LIST_VIEW_PARAMS } from "~/components/admin/filter-bar";
import { IgnoredParamsNotice } from "~/components/admin/ignored-params-notice";
import { clearedHref, parseListParams } from "~/components/admin/list-params";
import { PageHeader } from "~/components/admin/page-header";
import { RelativeTime } from "~/components/admin/relative-time";
import { Pagination } from "~/components/admin/pagination";
import {
  ActiveStateConfirm,
  AddStaffDialog,
  EditStaffDialog,
  ResetAccessDialog,
  type SignInPlace,
} from "~/components/admin/staff-account-dialogs";
import { StaffScreenError } from "~/components/admin/staff-error";
import { staffMeta, type StaffHandle } from "~/components/admin/staff-meta";
import { useStaffAction } from "~/components/admin/use-staff-action";
import { FieldErrorText } from "~/components/forms/fields";
import { Button, buttonVariants } from "~/components/ui/button";
import { RowAction, RowActionsMenu } from "~/components/admin/row-actions-menu";
import { cn } from "~/lib/cn";
import { staffRoleLabels, staffRoles } from "~server/vocabulary/staff";
import { requireStaff } from "~server/auth/require-staff.server";
import type { StaffUser } from "~server/auth/staff-user";
import { UserListQuerySchema } from "~server/users/user-list.schema";
import { publicOrigin } from "~server/shared/public-origin.server";
import type { Route } from "./+types/users";
import type { loader as shellLoader } from "./shell";

export const handle: StaffHandle = { breadcrumb: "Staff accounts" };
export const meta: Route.MetaFunction = () => staffMeta("Staff accounts");

const FILTERS = ["search", "role", "status"] as const;

/** The address's parameters in the screen's words, for the note about ones it could not use. */
const paramLabels: Record<string, string> = {
  search: "name or e-mail",
  role: "role",
  status: "status",
  page: "page",
  pageSize: "rows per page",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const principal = await requireStaff(request, context, "user:manage");
  const { users, securityPolicy } = context.services;
  const { query, ignored } = parseListParams(UserListQuerySchema, new URL(request.url).searchParams);
  const [list, policy, active] = await Promise.all([users.list(query), securityPolicy.get(), users.listActive()]);
  return {
    ...list,
    query,
    ignored,
    me: principal.user,
    policy,
    twoFactor: { active: active.length, enabled: active.filter((user) => user.twoFactorEnabled).length },
    signInUrl: `${publicOrigin(context.services, request)}/admin/login`,
    // Relative times are worked out from the moment the page was made, so server and browser agree.
    now: new Date().toISOString(),
  };
}

type Dialog = { kind: "edit" | "reset" | "active"; userId: number } | { kind: "add" } | null;

/** What the list's cells need from the screen: who is looking, and a way to open a dialog. */
const UsersScreen = createContext<{ meId: number; now: string; open: (dialog: Dialog) => void }>({
  meId: 0,
  now: "",
  open: () => {},
});

const column = dataColumns<StaffUser>();
const columns = column.columns([
  column.accessor("displayName", {
    header: "Name",
    meta: { primary: true, className: "min-w-56" },
    cell: ({ row }) => <NameCell user={row.original} />,
  }),
  column.accessor("role", { header: "Role", cell: (cell) => staffRoleLabels[cell.getValue()] }),
  column.accessor("twoFactorEnabled", {
    header: "Two-factor",
    cell: (cell) =>
      cell.getValue() ? (
        <span className="inline-flex items-center gap-1.5 text-green-800">
          <ShieldCheck aria-hidden="true" className="size-4" /> On
        </span>
      ) : (
        <span className="inline-flex items-center gap-1.5 text-slate-700">
          <ShieldOff aria-hidden="true" className="size-4" /> Off
        </span>
      ),
  }),
  column.accessor("lastSignInAt", {
    header: "Last sign-in",
    meta: { className: "whitespace-nowrap" },
    cell: (cell) => <LastSignIn at={cell.getValue()} />,
  }),
  column.accessor("isActive", { header: "Status", cell: ({ row }) => <StatusCell user={row.original} /> }),
  column.display({
    id: "actions",
    header: "Actions",
    meta: { cardLabel: false, className: "w-0 text-right" },
    cell: ({ row }) => <UserActions user={row.original} />,
  }),
]);

export default function Users({ loaderData }: Route.ComponentProps) {
  const { items, total, query, me, now } = loaderData;
  const location = useLocation();
  const shell = useRouteLoaderData<typeof shellLoader>("routes/admin/shell");
  const [dialog, setDialog] = useState<Dialog>(null);
  // Dialogs read the account from the list as it is now, so a reload shows the saved version.
  const dialogUser = (kind: "edit" | "reset" | "active") =>
    dialog && dialog.kind === kind ? (items.find((user) => user.id === dialog.userId) ?? null) : null;
  const close = (open: boolean) => !open && setDialog(null);
  const place: SignInPlace = { signInUrl: loaderData.signInUrl, businessName: shell?.businessName ?? "the office" };
  const filtered = FILTERS.some((name) => query[name] !== undefined);

  return (
    <UsersScreen.Provider value={{ meId: me.id, now, open: setDialog }}>
      <PageHeader
        title="Staff accounts"
        description="Who can sign in to the staff area, with which role. Only owners see this screen."
        actions={
          <Button onClick={() => setDialog({ kind: "add" })}>
            <UserPlus aria-hidden="true" /> Add staff
          </Button>
        }
      />
      <IgnoredParamsNotice ignored={loaderData.ignored} labels={paramLabels} />
      <FilterBar filters={FILTERS} label="Filter staff accounts">
        <FilterText label="Name or e-mail" name="search" type="search" />
        <FilterSelect
          label="Role"
          name="role"
          placeholder="Any role"
          options={staffRoles.map((role) => ({ value: role, label: staffRoleLabels[role] }))}
        />
        <FilterSelect
          label="Status"
          name="status"
          placeholder="Active and inactive"
          options={[
            { value: "active", label: "Active" },
            { value: "inactive", label: "Inactive" },
          ]}
        />
      </FilterBar>
      <DataTable
        caption="Staff accounts"
        columns={columns}
        data={items}
        stackBelow="4xl"
        getRowId={(user) => String(user.id)}
        total={total}
        page={query.page}
        empty={
          <EmptyState
            icon={SearchX}
            title={filtered ? "Nobody matches these filters" : "No staff accounts"}
            actions={
              filtered && (
                <Link to={clearedHref(location, LIST_VIEW_PARAMS)} className={buttonVariants({ variant: "outline" })}>
                  Clear filters
                </Link>
              )
            }
          >
            {filtered ? "Try another name or e-mail, or fewer filters." : "Add the first member of staff."}
          </EmptyState>
        }
      />
      <Pagination
        page={query.page}
        pageSize={query.pageSize}
        total={total}
        noun={{ one: "account", other: "accounts" }}
        label="Pages of staff accounts"
      />
      <SignInRules
        requireTwoFactor={loaderData.policy.requireTwoFactor}
        ownTwoFactor={me.twoFactorEnabled}
        counts={loaderData.twoFactor}
      />

      <AddStaffDialog open={dialog?.kind === "add"} onOpenChange={close} actor={me} place={place} />
      <EditStaffDialog
        user={dialogUser("edit")}
        onOpenChange={close}
        actor={me}
        isSelf={dialog?.kind === "edit" && dialog.userId === me.id}
      />
      <ResetAccessDialog user={dialogUser("reset")} onOpenChange={close} place={place} />
      <ActiveStateConfirm user={dialogUser("active")} onOpenChange={close} />
    </UsersScreen.Provider>
  );
}

function NameCell({ user }: { user: StaffUser }) {
  const { meId } = useContext(UsersScreen);
  return (
    <div className="min-w-0">
      {/* Staff-supplied: React renders it as text. */}
      <span className="font-semibold text-slate-900">{user.displayName}</span>
      {user.id === meId && (
        <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">You</span>
      )}
      <span className="block text-sm break-all text-slate-600">{user.email}</span>
    </div>
  );
}

function LastSignIn({ at }: { at: string | null }) {
  return <RelativeTime at={at} now={useContext(UsersScreen).now} />;
}

function StatusCell({ user }: { user: StaffUser }) {
  return (
    <>
      <span
        className={cn(
          "rounded-full px-2.5 py-0.5 text-xs font-semibold",
          user.isActive ? "bg-green-100 text-green-900" : "bg-slate-200 text-slate-800",
        )}
      >
        {user.isActive ? "Active" : "Inactive"}
      </span>
      {user.isActive && user.mustChangePassword && (
        <span className="mt-1 block text-xs text-slate-600">Still on a temporary password</span>
      )}
    </>
  );
}

/** A row's actions; your own account cannot reset or deactivate itself (the API refuses too). */
function UserActions({ user }: { user: StaffUser }) {
  const { meId, open } = useContext(UsersScreen);
  const self = user.id === meId;
  return (
    <RowActionsMenu subject={user.displayName} wide>
      <RowAction icon={Pencil} onSelect={() => open({ kind: "edit", userId: user.id })}>
        Edit
      </RowAction>
      <RowAction icon={KeyRound} disabled={self} onSelect={() => open({ kind: "reset", userId: user.id })}>
        Reset access
      </RowAction>
      <RowAction
        icon={user.isActive ? UserX : UserCheck}
        disabled={self}
        onSelect={() => open({ kind: "active", userId: user.id })}
      >
        {user.isActive ? "Deactivate" : "Reactivate"}
      </RowAction>
      {self && (
        <p className="px-3 py-2 text-xs text-slate-600">
          This is you: change your password on{" "}
          <Link to="/admin/account" className="font-semibold text-brand-700 underline">
            My account
          </Link>
          . Another owner can change your role or deactivate you.
        </p>
      )}
    </RowActionsMenu>
  );
}

/** The owner's rule: two-factor sign-in for everyone, or not. */
function SignInRules({
  requireTwoFactor,
  ownTwoFactor,
  counts,
}: {
  requireTwoFactor: boolean;
  ownTwoFactor: boolean;
  counts: { active: number; enabled: number };
}) {
  const { run, pending } = useStaffAction();
  const [error, setError] = useState<string | undefined>();
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="mt-10 rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        Sign-in rules
      </h2>
      <p className="mt-1 text-slate-700">
        {counts.enabled} of {counts.active} active staff use two-factor sign-in (a code from an app on their phone after
        the password).
      </p>
      <div className="mt-4 flex items-start gap-3">
        <Switch.Root
          id={id}
          checked={requireTwoFactor}
          disabled={pending}
          aria-describedby={`${id}-description${error ? ` ${id}-error` : ""}`}
          aria-invalid={error ? true : undefined}
          onCheckedChange={async (checked) => {
            setError(undefined);
            await run("/api/admin/security", {
              method: "PATCH",
              body: { requireTwoFactor: checked },
              success: checked
                ? "Two-factor sign-in is now required for all staff."
                : "Two-factor sign-in is now up to each person.",
              onFieldErrors: (fields) => setError(fields.requireTwoFactor ?? Object.values(fields)[0]),
            });
          }}
          className={cn(
            "relative mt-0.5 inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full transition-colors",
            "bg-slate-500 data-[state=checked]:bg-brand-700 disabled:cursor-wait disabled:opacity-70",
            "focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-hidden",
          )}
        >
          <Switch.Thumb className="block size-5 translate-x-1 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-6" />
        </Switch.Root>
        <div className="min-w-0">
          <label htmlFor={id} className="cursor-pointer font-semibold text-slate-900">
            Require two-factor sign-in for all staff
          </label>
          <p id={`${id}-description`} className="text-sm text-slate-700">
            Anyone without it is asked to turn it on before they can use anything else.
            {!ownTwoFactor && !requireTwoFactor && (
              <>
                {" "}
                Turn it on for your own account first, on{" "}
                <Link to="/admin/account" className="font-semibold text-brand-700 underline">
                  My account
                </Link>
                .
              </>
            )}
          </p>
          {error && <FieldErrorText id={`${id}-error`}>{error}</FieldErrorText>}
        </div>
      </div>
    </section>
  );
}

export const ErrorBoundary = StaffScreenError;
