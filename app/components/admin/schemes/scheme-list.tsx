import { ArrowDown, ArrowUp, Copy, Pencil } from "lucide-react";
import { createContext, useContext, useId } from "react";
import { Link } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { schemePath, type SchemeServiceChoice, type StaffScheme } from "~server/schemes/scheme.schema";
import { dataColumns } from "../data-table";
import { ToggleSwitch } from "../toggle-switch";
import { useStaffAction } from "../use-staff-action";

/** What the rows need from the screen: may this person change schemes, the loan services by id. */
export const SchemeListContext = createContext<{
  canChange: boolean;
  services: ReadonlyMap<number, SchemeServiceChoice>;
}>({ canChange: false, services: new Map() });

/** A scheme in its group's table: its place there (1 first) and how many the group has. */
export type SchemeListRow = StaffScheme & { position: number; groupSize: number };

function NameCell({ scheme }: { scheme: SchemeListRow }) {
  const { services } = useContext(SchemeListContext);
  const service = scheme.relatedServiceId === null ? null : services.get(scheme.relatedServiceId);
  return (
    <div className="min-w-0">
      <Link
        to={`/admin/schemes/${scheme.id}`}
        className="font-semibold break-words text-slate-900 underline-offset-2 hover:text-brand-800 hover:underline"
      >
        {scheme.name}
      </Link>
      <span className="block text-sm [overflow-wrap:anywhere] text-slate-700">{schemePath(scheme.slug)}</span>
      <span className="block text-sm text-slate-700">
        {service
          ? `Enquiry form: ${service.name}${service.isActive ? "" : " (switched off)"}`
          : "No loan service: points to /contact"}
      </span>
    </div>
  );
}

function ShownCell({ scheme }: { scheme: SchemeListRow }) {
  const { canChange } = useContext(SchemeListContext);
  const { run, pending } = useStaffAction();
  const id = useId();
  if (!canChange) return <span>{scheme.isActive ? "Shown" : "Switched off"}</span>;
  return (
    <div className="flex items-center gap-2">
      <ToggleSwitch
        id={id}
        checked={scheme.isActive}
        disabled={pending}
        onCheckedChange={(checked) =>
          void run(`/api/admin/schemes/${scheme.id}`, {
            method: "PATCH",
            body: { isActive: checked, version: scheme.version },
            success: checked
              ? `“${scheme.shortName}” is switched on: /govt-schemes and its page show it now.`
              : `“${scheme.shortName}” is switched off: it is gone from /govt-schemes and its page answers 404.`,
          })
        }
      />
      <label htmlFor={id} className="cursor-pointer text-sm whitespace-nowrap text-slate-800">
        {scheme.isActive ? "Shown" : "Switched off"}
        <span className="sr-only">: {scheme.name}</span>
      </label>
    </div>
  );
}

function OrderCell({ scheme }: { scheme: SchemeListRow }) {
  const { canChange } = useContext(SchemeListContext);
  const { run, pending } = useStaffAction();
  if (!canChange) return <span className="tabular-nums">{scheme.position}</span>;
  const move = (direction: "up" | "down") =>
    void run(`/api/admin/schemes/${scheme.id}/move`, {
      body: { direction },
      success: `“${scheme.shortName}” moved ${direction} to place ${scheme.position + (direction === "up" ? -1 : 1)}.`,
    });
  return (
    <div className="flex items-center gap-1.5">
      <span className="w-5 text-right tabular-nums" aria-hidden="true">
        {scheme.position}
      </span>
      <Button
        type="button"
        variant="outline"
        size="icon"
        className="size-11 sm:size-9"
        disabled={pending || scheme.position <= 1}
        onClick={() => move("up")}
      >
        <ArrowUp aria-hidden="true" />
        <span className="sr-only">Move “{scheme.shortName}” up</span>
      </Button>
      <Button
        type="button"
        variant="outline"
        size="icon"
        className="size-11 sm:size-9"
        disabled={pending || scheme.position >= scheme.groupSize}
        onClick={() => move("down")}
      >
        <ArrowDown aria-hidden="true" />
        <span className="sr-only">Move “{scheme.shortName}” down</span>
      </Button>
    </div>
  );
}

function ActionsCell({ scheme }: { scheme: SchemeListRow }) {
  const { canChange } = useContext(SchemeListContext);
  const { run, pending } = useStaffAction();
  return (
    <div className="flex flex-wrap items-center gap-1 @3xl:flex-nowrap @3xl:justify-end">
      <Link to={`/admin/schemes/${scheme.id}`} className={buttonVariants({ variant: "outline", size: "sm" })}>
        <Pencil aria-hidden="true" />
        {canChange ? "Edit" : "View"}
        <span className="sr-only"> “{scheme.name}”</span>
      </Link>
      {canChange && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={pending}
          onClick={() =>
            void run(`/api/admin/schemes/${scheme.id}/duplicate`, {
              success: `Copied as “Copy of ${scheme.name}”, switched off. Edit it, then switch it on.`,
            })
          }
        >
          <Copy aria-hidden="true" />
          Copy<span className="sr-only"> “{scheme.name}”</span>
        </Button>
      )}
    </div>
  );
}

const column = dataColumns<SchemeListRow>();
export const schemeListColumns = column.columns([
  column.accessor("position", {
    header: "Order",
    meta: { cardLabel: "Order", className: "w-0" },
    cell: ({ row }) => <OrderCell scheme={row.original} />,
  }),
  column.accessor("name", {
    header: "Scheme",
    meta: { primary: true, className: "min-w-56" },
    cell: ({ row }) => <NameCell scheme={row.original} />,
  }),
  column.accessor("isActive", {
    header: "On the site",
    cell: ({ row }) => <ShownCell scheme={row.original} />,
  }),
  column.display({
    id: "actions",
    header: "Actions",
    // On phones a row of its own under the details: beside the name it would squeeze it.
    meta: { cardLabel: "Actions", className: "w-0 text-right" },
    cell: ({ row }) => <ActionsCell scheme={row.original} />,
  }),
]);
