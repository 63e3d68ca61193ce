import { SearchX, UserPlus } from "lucide-react";
import { useState } from "react";
import { Link, useLocation, useRouteLoaderData } from "react-router";
import { DataTable } from "~/components/admin/data-table";
import { EmptyState } from "~/components/admin/empty-state";
import { LIST_VIEW_PARAMS } from "~/components/admin/filter-bar";
import { IgnoredParamsNotice } from "~/components/admin/ignored-params-notice";
import { clearedHref, parseListParams } from "~/components/admin/list-params";
import { PageHeader } from "~/components/admin/page-header";
import { Pagination } from "~/components/admin/pagination";
import { StaffScreenError } from "~/components/admin/staff-error";
import { staffMeta, type StaffHandle } from "~/components/admin/staff-meta";
import type { SignInPlace } from "~/components/admin/users/access-grant";
import { ActiveStateConfirm } from "~/components/admin/users/active-state-confirm";
import { AddStaffDialog } from "~/components/admin/users/add-staff-dialog";
import { EditStaffDialog } from "~/components/admin/users/edit-staff-dialog";
import { ResetAccessDialog } from "~/components/admin/users/reset-access-dialog";
import { SignInRules } from "~/components/admin/users/sign-in-rules";
import { USER_FILTERS, UserFilters, userParamLabels } from "~/components/admin/users/user-filters";
import { userListColumns } from "~/components/admin/users/user-list-columns";
import { UsersScreen, type UserDialog } from "~/components/admin/users/users-screen-context";
import { Button, buttonVariants } from "~/components/ui/button";
import { requireStaff } from "~server/auth/require-staff.server";
import { UserListQuerySchema } from "~server/users/user-list.schema";
import { publicOrigin } from "~server/shared/public-origin.server";
import type { Route } from "./+types/users";
import type { loader as shellLoader } from "./shell";

export const handle: StaffHandle = { breadcrumb: "Staff accounts" };
export const meta: Route.MetaFunction = () => staffMeta("Staff accounts");

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

export default function Users({ loaderData }: Route.ComponentProps) {
  const { items, total, query, me, now } = loaderData;
  const location = useLocation();
  const shell = useRouteLoaderData<typeof shellLoader>("routes/admin/shell");
  const [dialog, setDialog] = useState<UserDialog>(null);
  // Dialogs read the account from the list as it is now, so a reload shows the saved version.
  const dialogUser = (kind: "edit" | "reset" | "active") =>
    dialog && dialog.kind === kind ? (items.find((user) => user.id === dialog.userId) ?? null) : null;
  const close = (open: boolean) => !open && setDialog(null);
  const place: SignInPlace = { signInUrl: loaderData.signInUrl, businessName: shell?.businessName ?? "the office" };
  const filtered = USER_FILTERS.some((name) => query[name] !== undefined);

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
      <IgnoredParamsNotice ignored={loaderData.ignored} labels={userParamLabels} />
      <UserFilters />
      <DataTable
        caption="Staff accounts"
        columns={userListColumns}
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

export const ErrorBoundary = StaffScreenError;
