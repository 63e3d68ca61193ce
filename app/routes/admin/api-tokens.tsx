import { KeyRound, Plus } from "lucide-react";
import { useState } from "react";
import { AboutApiTokens } from "~/components/admin/api-tokens/about-api-tokens";
import { CreateTokenDialog } from "~/components/admin/api-tokens/create-token-dialog";
import { RevokeTokenConfirm } from "~/components/admin/api-tokens/revoke-token-confirm";
import { TokensScreen, tokenListColumns, type TokenRow } from "~/components/admin/api-tokens/token-list-columns";
import { DataTable } from "~/components/admin/data-table";
import { EmptyState } from "~/components/admin/empty-state";
import { PageHeader } from "~/components/admin/page-header";
import { StaffScreenError } from "~/components/admin/staff-error";
import { staffMeta, type StaffHandle } from "~/components/admin/staff-meta";
import { Button } from "~/components/ui/button";
import { rolesAssignableBy } from "~server/auth/permissions";
import { requireStaff } from "~server/auth/require-staff.server";
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

export default function ApiTokens({ loaderData }: Route.ComponentProps) {
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<TokenRow | null>(null);
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
      <AboutApiTokens apiBase={loaderData.apiBase} />
      <DataTable
        caption="API tokens, live ones first"
        columns={tokenListColumns}
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
      <RevokeTokenConfirm token={revoking} onOpenChange={(open) => !open && setRevoking(null)} />
    </TokensScreen.Provider>
  );
}

export const ErrorBoundary = StaffScreenError;
