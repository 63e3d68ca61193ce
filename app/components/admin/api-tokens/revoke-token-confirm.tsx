import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { useStaffAction } from "~/components/admin/use-staff-action";
import type { TokenRow } from "./token-list-columns";

/** Revoke a token, after asking: programs using it are refused from then on. */
export function RevokeTokenConfirm({
  token,
  onOpenChange,
}: {
  /** The token to revoke; null closes the dialog. */
  token: TokenRow | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { run, pending } = useStaffAction();
  return (
    <ConfirmDialog
      open={token !== null}
      onOpenChange={onOpenChange}
      title={`Revoke “${token?.name ?? ""}”?`}
      confirmLabel="Revoke token"
      pending={pending}
      onConfirm={async () => {
        if (!token) return;
        const result = await run(`/api/admin/tokens/${token.id}`, {
          method: "DELETE",
          success: `“${token.name}” is revoked: programs using it are refused from now on.`,
        });
        return result.ok;
      }}
    >
      Programs that use it are refused from now on (they get 401). This cannot be undone: create a new token if one is
      needed again.
    </ConfirmDialog>
  );
}
