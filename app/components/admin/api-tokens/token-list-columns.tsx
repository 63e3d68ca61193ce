import { createContext, useContext } from "react";
import { dataColumns } from "~/components/admin/data-table";
import { RelativeTime } from "~/components/admin/relative-time";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { staffRoleLabels, type StaffRole } from "~server/vocabulary/staff";
import { formatDateIST, formatDateTimeIST } from "~server/formats/ist";

/** A token as the list shows it, its times as ISO strings (app/routes/admin/api-tokens.tsx's loader). */
export interface TokenRow {
  id: number;
  name: string;
  tokenPrefix: string;
  userEmail: string;
  userRole: StaffRole;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/** What the list's cells need from the screen: the page's time, and a way to ask to revoke. */
export const TokensScreen = createContext<{ now: string; revoke: (token: TokenRow) => void }>({
  now: "",
  revoke: () => {},
});

const column = dataColumns<TokenRow>();
export const tokenListColumns = column.columns([
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
