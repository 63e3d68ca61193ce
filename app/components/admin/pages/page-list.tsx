import { ExternalLink, FileText, Pencil } from "lucide-react";
import { Link } from "react-router";
import { dataColumns, DataTable } from "~/components/admin/data-table";
import { EmptyState } from "~/components/admin/empty-state";
import { buttonVariants } from "~/components/ui/button";
import type { PageTextSummary } from "~server/content/page-text.schema";
import { formatDateTimeIST } from "~server/formats/ist";

/** When and by whom a page's texts last changed, or that they never did. */
export function LastChanged({ page }: { page: Pick<PageTextSummary, "updatedAt" | "updatedByLabel"> }) {
  if (!page.updatedAt) return <span className="text-slate-700">Never: the texts the site came with</span>;
  return (
    <span className="text-slate-800 [overflow-wrap:anywhere]">
      {formatDateTimeIST(page.updatedAt)} IST
      {page.updatedByLabel && <span className="block text-sm text-slate-700">by {page.updatedByLabel}</span>}
    </span>
  );
}

const column = dataColumns<PageTextSummary>();
const columns = column.columns([
  column.accessor("name", {
    header: "Page",
    meta: { primary: true },
    cell: ({ row }) => (
      <Link
        to={`/admin/pages/${row.original.key}`}
        className="font-semibold text-brand-700 underline-offset-2 hover:underline"
      >
        {row.original.name}
      </Link>
    ),
  }),
  column.accessor("path", {
    header: "Address",
    cell: ({ getValue }) => (
      <a
        href={getValue()}
        target="_blank"
        rel="noreferrer"
        className="text-brand-700 underline underline-offset-2 [overflow-wrap:anywhere]"
      >
        {getValue()}
        <ExternalLink aria-hidden="true" className="ml-1 inline size-3.5 align-[-0.125em]" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    ),
  }),
  column.accessor("summary", { header: "Texts kept here", cell: ({ getValue }) => getValue() }),
  column.accessor("updatedAt", {
    header: "Last changed",
    cell: ({ row }) => <LastChanged page={row.original} />,
  }),
  column.display({
    id: "actions",
    header: "Actions",
    meta: { cardLabel: false, className: "text-right" },
    cell: ({ row }) => (
      <Link to={`/admin/pages/${row.original.key}`} className={buttonVariants({ variant: "outline", size: "sm" })}>
        <Pencil aria-hidden="true" />
        Edit<span className="sr-only"> the texts of {row.original.name}</span>
      </Link>
    ),
  }),
]);

/** The pages whose texts staff keep, each with when and by whom it last changed. */
export function PageList({ pages }: { pages: readonly PageTextSummary[] }) {
  return (
    <DataTable
      caption="Pages whose texts you can change"
      columns={columns}
      data={pages}
      getRowId={(page) => page.key}
      empty={<EmptyState icon={FileText} title="No pages with texts to change" />}
    />
  );
}
