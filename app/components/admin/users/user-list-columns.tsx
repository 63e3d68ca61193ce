import { ShieldCheck, ShieldOff } from "lucide-react";
import { useContext } from "react";
import { dataColumns } from "~/components/admin/data-table";
import { RelativeTime } from "~/components/admin/relative-time";
import { cn } from "~/lib/cn";
import { staffRoleLabels } from "~server/vocabulary/staff";
import type { StaffUser } from "~server/auth/staff-user";
import { UserActions } from "./user-row-actions";
import { UsersScreen } from "./users-screen-context";

const column = dataColumns<StaffUser>();
/** The staff list's columns; the cells read who is looking from UsersScreen. */
export const userListColumns = column.columns([
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
