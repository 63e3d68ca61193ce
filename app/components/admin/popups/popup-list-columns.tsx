import { Link } from "react-router";
import { dataColumns } from "~/components/admin/data-table";
import type { StaffPopup } from "~server/popups/popup-admin.schema";
import { formatClickRate, formatCount, formatSchedule, formatScheduleExact, targetPageNames } from "./popup-formats";
import { PopupRowActions, popupEditorPath } from "./popup-row-actions";
import { PopupStateBadge } from "./popup-state-badge";

const column = dataColumns<StaffPopup>();

/** The popup list's columns; `canWrite` decides whether rows offer changes or only a view. */
export function popupListColumns(canWrite: boolean) {
  return column.columns([
    column.accessor("title", {
      header: "Popup",
      meta: { primary: true, className: "min-w-44" },
      cell: ({ row }) => (
        <Link
          to={popupEditorPath(row.original.id)}
          className="font-semibold break-words text-brand-800 underline-offset-2 hover:underline"
        >
          {row.original.title}
        </Link>
      ),
    }),
    column.accessor("state", {
      header: "State",
      meta: { className: "whitespace-nowrap" },
      cell: ({ row }) => (
        <>
          <PopupStateBadge state={row.original.state} />
          <span
            className="mt-1 block text-xs text-slate-600"
            title={formatScheduleExact(row.original.startsAt, row.original.endsAt)}
          >
            {formatSchedule(row.original.startsAt, row.original.endsAt)}
          </span>
        </>
      ),
    }),
    column.accessor("targetPage", {
      header: "Pages",
      meta: { cardLabel: "Target pages", className: "min-w-28" },
      cell: (cell) => (
        <ul className="flex flex-wrap gap-1">
          {targetPageNames(cell.getValue()).map((name) => (
            <li key={name} className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-800">
              {name}
            </li>
          ))}
        </ul>
      ),
    }),
    column.accessor("priority", {
      header: "Priority",
      meta: { className: "text-right tabular-nums" },
      cell: (cell) => cell.getValue(),
    }),
    column.display({
      id: "counts",
      header: "Last 30 days",
      meta: { cardLabel: "Last 30 days", className: "min-w-40" },
      cell: ({ row }) => <CountsCell popup={row.original} />,
    }),
    column.display({
      id: "actions",
      header: "Actions",
      meta: { cardLabel: "Actions", className: "min-w-60" },
      cell: ({ row }) => <PopupRowActions popup={row.original} canWrite={canWrite} />,
    }),
  ]);
}

function CountsCell({ popup }: { popup: StaffPopup }) {
  const recent = popup.counts.last30Days;
  const all = popup.counts.allTime;
  return (
    <div>
      <dl className="grid grid-cols-[auto_auto] gap-x-3 text-sm tabular-nums">
        <dt className="text-slate-600">Shown</dt>
        <dd className="text-right text-slate-900">{formatCount(recent.impressions)}</dd>
        <dt className="text-slate-600">Action clicks</dt>
        <dd className="text-right text-slate-900">{formatCount(recent.actionClicks)}</dd>
        <dt className="text-slate-600">Closed</dt>
        <dd className="text-right text-slate-900">{formatCount(recent.dismissals)}</dd>
        <dt className="text-slate-600">Click rate</dt>
        <dd className="text-right font-semibold text-slate-900">{formatClickRate(recent.clickRate)}</dd>
      </dl>
      <p className="mt-1 text-xs text-slate-600">
        All time: {formatCount(all.impressions)} shown, {formatCount(all.actionClicks)} clicks,{" "}
        {formatClickRate(all.clickRate)}
      </p>
    </div>
  );
}
