import { Pencil } from "lucide-react";
import { createContext, useContext, useId } from "react";
import { Link } from "react-router";
import { dataColumns } from "~/components/admin/data-table";
import { MoveButtons } from "~/components/admin/move-buttons";
import { ToggleSwitch } from "~/components/admin/toggle-switch";
import { useStaffAction } from "~/components/admin/use-staff-action";
import { ServiceIcon } from "~/components/service-icon";
import { loanServicePath } from "~/components/service-card";
import { buttonVariants } from "~/components/ui/button";
import type { LoanServiceListItem } from "~server/loan-services/loan-service-admin.schema";

/** What the rows' actions need from the screen: may this person change services, how many there are. */
export const LoanServiceListContext = createContext<{ canChange: boolean; count: number }>({
  canChange: false,
  count: 0,
});

const figure = (value: number) => value.toLocaleString("en-IN");

/** On the site or not: a switch for those who may change it, words for the others. */
function ActiveSwitch({ service }: { service: LoanServiceListItem }) {
  const { canChange } = useContext(LoanServiceListContext);
  const { run, pending } = useStaffAction();
  const labelId = useId();
  const words = service.isActive ? "On the site" : "Switched off";
  if (!canChange) return <span className="text-sm whitespace-nowrap text-slate-800">{words}</span>;
  return (
    <span className="inline-flex items-center gap-3">
      <ToggleSwitch
        checked={service.isActive}
        disabled={pending}
        aria-labelledby={labelId}
        onCheckedChange={(isActive) =>
          void run(`/api/admin/loan-services/${service.id}`, {
            method: "PATCH",
            body: { isActive, version: service.version },
            success: isActive
              ? `“${service.name}” is on the site again: /services and its page show it now.`
              : `“${service.name}” is switched off: it left /services, the home page and the sitemap, and its page answers “no longer offered”.`,
          })
        }
      />
      <span id={labelId} className="text-sm whitespace-nowrap text-slate-800">
        <span className="sr-only">{service.name}: </span>
        {words}
      </span>
    </span>
  );
}

function RowActions({ service }: { service: LoanServiceListItem }) {
  const { canChange, count } = useContext(LoanServiceListContext);
  const { run, pending } = useStaffAction();
  const move = (direction: "up" | "down") =>
    run("/api/admin/loan-services/reorder", {
      body: { id: service.id, direction },
      success: `“${service.name}” moved ${direction} to place ${direction === "up" ? service.position - 1 : service.position + 1}.`,
    });
  return (
    <div className="flex flex-wrap items-center gap-1 @3xl:flex-nowrap @3xl:justify-end">
      {canChange && (
        <MoveButtons
          name={`“${service.name}”`}
          first={service.position <= 1}
          last={service.position >= count}
          disabled={pending}
          onMove={(direction) => void move(direction)}
        />
      )}
      <Link
        to={`/admin/loan-services/${service.id}`}
        className={buttonVariants({ variant: "ghost", size: "icon" })}
        aria-label={`${canChange ? "Edit" : "View"} “${service.name}”`}
        title={`${canChange ? "Edit" : "View"} “${service.name}”`}
      >
        <Pencil aria-hidden="true" />
      </Link>
    </div>
  );
}

const column = dataColumns<LoanServiceListItem>();
export const loanServiceListColumns = column.columns([
  column.accessor("position", {
    header: "Order",
    meta: { className: "w-0 text-right tabular-nums" },
    cell: (cell) => cell.getValue(),
  }),
  column.accessor("name", {
    header: "Service",
    meta: { primary: true, className: "min-w-56" },
    cell: ({ row }) => (
      <span className="flex items-center gap-3">
        <ServiceIcon icon={row.original.icon} color={row.original.color} className="size-9 rounded-lg [&>svg]:size-5" />
        <span className="min-w-0">
          <Link
            to={`/admin/loan-services/${row.original.id}`}
            className="font-semibold text-slate-900 underline-offset-2 hover:text-brand-800 hover:underline"
          >
            {row.original.name}
          </Link>
          <span className="block text-sm break-words text-slate-700">{loanServicePath(row.original.slug)}</span>
          <Link
            to={`/admin/loan-services/${row.original.id}/offers`}
            className="text-sm font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900"
          >
            Lenders' offers<span className="sr-only"> of {row.original.name}</span>
          </Link>
        </span>
      </span>
    ),
  }),
  column.accessor("isActive", { header: "State", cell: ({ row }) => <ActiveSwitch service={row.original} /> }),
  column.accessor("leads30Days", {
    header: "Leads, 30 days",
    meta: { className: "w-0 text-right whitespace-nowrap tabular-nums" },
    cell: (cell) => figure(cell.getValue()),
  }),
  column.accessor("pageViews30Days", {
    header: "Page views, 30 days",
    meta: { className: "w-0 text-right whitespace-nowrap tabular-nums" },
    cell: (cell) => figure(cell.getValue()),
  }),
  column.display({
    id: "actions",
    header: "Actions",
    meta: { cardLabel: "Actions", className: "w-0 text-right" },
    cell: ({ row }) => <RowActions service={row.original} />,
  }),
]);
