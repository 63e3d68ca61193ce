import { KeyRound, Pencil, UserCheck, UserX } from "lucide-react";
import { useContext } from "react";
import { Link } from "react-router";
import { RowAction, RowActionsMenu } from "~/components/admin/row-actions-menu";
import type { StaffUser } from "~server/auth/staff-user";
import { UsersScreen } from "./users-screen-context";

/** A row's actions; your own account cannot reset or deactivate itself (the API refuses too). */
export function UserActions({ user }: { user: StaffUser }) {
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
