import { FileDown, Upload } from "lucide-react";
import { useState } from "react";
import { DataTable } from "~/components/admin/data-table";
import { DownloadsScreen, downloadColumns, type DownloadDialog } from "~/components/admin/downloads/download-columns";
import {
  DeleteDialog,
  EditDialog,
  ReplaceFileDialog,
  UploadDialog,
} from "~/components/admin/downloads/download-dialogs";
import { EmptyState, FilteredEmptyState } from "~/components/admin/empty-state";
import { FilterBar, FilterSelect, FilterText } from "~/components/admin/filter-bar";
import { IgnoredParamsNotice } from "~/components/admin/ignored-params-notice";
import { parseListParams } from "~/components/admin/list-params";
import { PageHeader } from "~/components/admin/page-header";
import { Pagination } from "~/components/admin/pagination";
import { StaffScreenError } from "~/components/admin/staff-error";
import { staffMeta, type StaffHandle } from "~/components/admin/staff-meta";
import { Button } from "~/components/ui/button";
import { can } from "~server/auth/permissions";
import { requireStaff } from "~server/auth/require-staff.server";
import { downloadCategories, downloadCategoryLabels } from "~server/downloads/download-labels";
import { DownloadListQuerySchema } from "~server/downloads/download.schema";
import type { Route } from "./+types/downloads";

export const handle: StaffHandle = { breadcrumb: "Downloads" };
export const meta: Route.MetaFunction = () => staffMeta("Downloads");

const FILTERS = ["search", "category", "published"] as const;

const paramLabels: Record<string, string> = {
  search: "search",
  category: "kind of file",
  published: "published",
  page: "page",
  pageSize: "rows per page",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const principal = await requireStaff(request, context, "download:read");
  const { downloads } = context.services;
  const { query, ignored } = parseListParams(DownloadListQuerySchema, new URL(request.url).searchParams);
  const filtered = FILTERS.some((name) => query[name] !== undefined);
  const [list, order] = await Promise.all([downloads.list(query), downloads.order()]);
  return {
    ...list,
    query,
    ignored,
    filtered,
    order: filtered ? null : order,
    canWrite: can(principal.user, "download:write"),
  };
}

export default function Downloads({ loaderData }: Route.ComponentProps) {
  const { items, total, query, filtered, order, canWrite } = loaderData;
  const [dialog, setDialog] = useState<DownloadDialog>(null);
  const dialogItem = (kind: "edit" | "replace" | "delete") =>
    dialog && dialog.kind === kind ? (items.find((item) => item.id === dialog.id) ?? null) : null;
  const close = (open: boolean) => !open && setDialog(null);

  return (
    <DownloadsScreen.Provider value={{ canWrite, order, open: setDialog }}>
      <PageHeader
        title="Downloads"
        description={
          <>
            Application forms, document checklists and brochures that visitors can download from the{" "}
            <a href="/download" className="font-semibold text-brand-700 underline underline-offset-2">
              Downloads page
            </a>
            . Published files show there at once, in this order.
          </>
        }
        actions={
          canWrite && (
            <Button onClick={() => setDialog({ kind: "upload" })}>
              <Upload aria-hidden="true" /> Upload a file
            </Button>
          )
        }
      />
      {!canWrite && (
        <p className="mb-6 rounded-lg border border-slate-200 bg-white p-4 text-slate-700">
          You can see the files; an owner, admin or editor can upload and change them.
        </p>
      )}
      <IgnoredParamsNotice ignored={loaderData.ignored} labels={paramLabels} />
      <FilterBar filters={FILTERS} label="Filter downloads">
        <FilterText label="Title, description or file name" name="search" type="search" />
        <FilterSelect
          label="Kind of file"
          name="category"
          placeholder="Any kind"
          options={downloadCategories.map((value) => ({ value, label: downloadCategoryLabels[value].one }))}
        />
        <FilterSelect
          label="Published"
          name="published"
          placeholder="Published and hidden"
          options={[
            { value: "yes", label: "Published" },
            { value: "no", label: "Hidden" },
          ]}
        />
      </FilterBar>
      <DataTable
        caption="Downloads, in the order the Downloads page shows them"
        columns={downloadColumns}
        data={items}
        stackBelow="4xl"
        getRowId={(item) => String(item.id)}
        total={total}
        page={query.page}
        empty={
          filtered ? (
            <FilteredEmptyState title="No files match these filters">
              Try other words, or fewer filters.
            </FilteredEmptyState>
          ) : (
            <EmptyState
              icon={FileDown}
              title="No files yet"
              actions={
                canWrite && (
                  <Button onClick={() => setDialog({ kind: "upload" })}>
                    <Upload aria-hidden="true" /> Upload a file
                  </Button>
                )
              }
            >
              Upload your application forms and document checklists as PDFs: visitors can fill them in before they come,
              and the Downloads page stops saying there is nothing yet.
            </EmptyState>
          )
        }
      />
      <Pagination
        page={query.page}
        pageSize={query.pageSize}
        total={total}
        noun={{ one: "file", other: "files" }}
        label="Pages of downloads"
      />
      {canWrite && (
        <>
          <UploadDialog open={dialog?.kind === "upload"} onOpenChange={close} />
          <EditDialog download={dialogItem("edit")} onOpenChange={close} />
          <ReplaceFileDialog download={dialogItem("replace")} onOpenChange={close} />
          <DeleteDialog download={dialogItem("delete")} onOpenChange={close} />
        </>
      )}
    </DownloadsScreen.Provider>
  );
}

export const ErrorBoundary = StaffScreenError;
