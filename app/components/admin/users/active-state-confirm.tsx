import { useRevalidator } from "react-router";
import type { StaffUser } from "~server/auth/staff-user";
import { ConfirmDialog } from "../confirm-dialog";
import { useStaffAction } from "../use-staff-action";

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
