import { ArrowDown, ArrowUp, FileUp, Pencil, Trash2 } from "lucide-react";
import { createContext, useContext, useId } from "react";
import { buttonVariants } from "~/components/ui/button";
import { RowAction, RowActionsMenu } from "~/components/admin/row-actions-menu";
import { cn } from "~/lib/cn";
import { formatDateTimeIST } from "~server/formats/ist";
import { formatIndianNumber } from "~server/formats/rupees";
import { downloadCategoryLabels, fileKindLabel, formatFileSize } from "~server/downloads/download-labels";
import type { Download } from "~server/downloads/download.schema";
import { dataColumns } from "../data-table";
import { ToggleSwitch } from "../toggle-switch";
import { useStaffAction } from "../use-staff-action";
import { DOWNLOADS_API } from "./download-dialogs";

export type DownloadDialog = { kind: "edit" | "replace" | "delete"; id: number } | { kind: "upload" } | null;

/** What the list's cells need from the screen. */
export const DownloadsScreen = createContext<{
  canWrite: boolean;
  /** Every download's id in display order; null while filters hide some (no moving then). */
  order: number[] | null;
  open: (dialog: DownloadDialog) => void;
}>({ canWrite: false, order: null, open: () => {} });

const column = dataColumns<Download>();
export const downloadColumns = column.columns([
  column.accessor("title", {
    header: "File",
    meta: { primary: true, className: "min-w-56" },
    cell: ({ row }) => <TitleCell download={row.original} />,
  }),
  column.accessor("isPublished", {
    header: "Published",
    cell: ({ row }) => <PublishCell download={row.original} />,
  }),
  column.accessor("downloadCount", {
    header: "Downloads",
    meta: { className: "text-right tabular-nums" },
    cell: (cell) => formatIndianNumber(cell.getValue()),
  }),
  column.accessor("lastDownloadedAt", {
    header: "Last downloaded",
    meta: { className: "whitespace-nowrap" },
    cell: (cell) => {
      const at = cell.getValue();
      return at ? <time dateTime={at}>{formatDateTimeIST(at)}</time> : <span className="text-slate-600">Never</span>;
    },
  }),
  column.display({
    id: "order",
    header: "Order",
    meta: { cardLabel: "Order" },
    cell: ({ row }) => <MoveCell download={row.original} />,
  }),
  column.display({
    id: "actions",
    header: "Actions",
    meta: { cardLabel: false, className: "w-0 text-right" },
    cell: ({ row }) => <ActionsCell download={row.original} />,
  }),
]);

function TitleCell({ download }: { download: Download }) {
  return (
    <div className="min-w-0">
      {/* Staff-written: React renders it as text. */}
      <span className="font-semibold break-words text-slate-900">{download.title}</span>
      <span className="block text-sm [overflow-wrap:anywhere] text-slate-600">{download.fileName}</span>
      <span className="block text-sm text-slate-600">
        {downloadCategoryLabels[download.category].one} ·{" "}
        <span className="whitespace-nowrap">
          {fileKindLabel(download.contentType)} · {formatFileSize(download.byteSize)}
        </span>
      </span>
    </div>
  );
}

function PublishCell({ download }: { download: Download }) {
  const { canWrite } = useContext(DownloadsScreen);
  const { run, pending } = useStaffAction();
  const id = useId();
  if (!canWrite) return <span>{download.isPublished ? "Yes" : "No"}</span>;
  return (
    <div className="flex items-center gap-2">
      <ToggleSwitch
        id={id}
        checked={download.isPublished}
        disabled={pending}
        onCheckedChange={(checked) =>
          void run(`${DOWNLOADS_API}/${download.id}`, {
            method: "PATCH",
            body: { isPublished: checked },
            success: checked
              ? `“${download.title}” is on the Downloads page.`
              : `“${download.title}” is no longer on the Downloads page.`,
          })
        }
      />
      <label htmlFor={id} className="cursor-pointer text-sm text-slate-800">
        {download.isPublished ? "Published" : "Hidden"}
        <span className="sr-only">: {download.title}</span>
      </label>
    </div>
  );
}

function MoveCell({ download }: { download: Download }) {
  const { canWrite, order } = useContext(DownloadsScreen);
  const { run, pending } = useStaffAction();
  if (!canWrite) return <span className="tabular-nums">{download.sortOrder}</span>;
  if (!order) return <span className="text-sm text-slate-600">Clear the filters to move</span>;
  const index = order.indexOf(download.id);
  const move = (by: -1 | 1) => {
    const next = [...order];
    const [id] = next.splice(index, 1);
    next.splice(index + by, 0, id!);
    void run(`${DOWNLOADS_API}/reorder`, {
      method: "POST",
      body: { ids: next },
      success: `Moved “${download.title}” ${by < 0 ? "up" : "down"}.`,
    });
  };
  const button = cn(buttonVariants({ variant: "outline", size: "icon" }), "size-11 sm:size-9");
  return (
    <div className="flex gap-1.5">
      <button type="button" className={button} disabled={pending || index <= 0} onClick={() => move(-1)}>
        <ArrowUp aria-hidden="true" />
        <span className="sr-only">Move “{download.title}” up</span>
      </button>
      <button
        type="button"
        className={button}
        disabled={pending || index < 0 || index >= order.length - 1}
        onClick={() => move(1)}
      >
        <ArrowDown aria-hidden="true" />
        <span className="sr-only">Move “{download.title}” down</span>
      </button>
    </div>
  );
}

function ActionsCell({ download }: { download: Download }) {
  const { canWrite, open } = useContext(DownloadsScreen);
  if (!canWrite) return null;
  return (
    <RowActionsMenu subject={download.title}>
      <RowAction icon={Pencil} onSelect={() => open({ kind: "edit", id: download.id })}>
        Edit details
      </RowAction>
      <RowAction icon={FileUp} onSelect={() => open({ kind: "replace", id: download.id })}>
        Replace file
      </RowAction>
      <RowAction icon={Trash2} danger onSelect={() => open({ kind: "delete", id: download.id })}>
        Delete
      </RowAction>
    </RowActionsMenu>
  );
}
