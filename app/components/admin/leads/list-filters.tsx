import { Link, useLocation } from "react-router";
import {
  FilterBar,
  FilterMultiSelect,
  FilterSelect,
  FilterText,
  LIST_VIEW_PARAMS,
} from "~/components/admin/filter-bar";
import { clearedHref, filledParams } from "~/components/admin/list-params";
import { cn } from "~/lib/cn";
import { languageEnglishNames, languages } from "~server/vocabulary/languages";
import { leadDocumentStateLabels } from "~server/vocabulary/documents";
import { leadKindLabels, leadKinds, leadStatuses, leadStatusLabels } from "~server/vocabulary/leads";
import type { LeadListOptions } from "~server/leads/lead-workbench.schema";
import { sourceLabel } from "./list-formats";

/** The list's filter parameters (cleared together; counted on the phone's "Filters" button). */
export const LEAD_FILTERS = [
  "status",
  "kind",
  "service",
  "assignee",
  "from",
  "to",
  "source",
  "repeats",
  "overdue",
  "language",
  "documents",
  "search",
] as const;

/** The address's parameters in the screen's words, for the note about ones it could not use. */
export const leadParamLabels: Record<string, string> = {
  status: "status",
  kind: "kind",
  service: "service",
  assignee: "assignee",
  from: "from",
  to: "to (it must not be before from)",
  source: "source",
  repeats: "repeats",
  overdue: "overdue",
  language: "language",
  documents: "documents",
  search: "search",
  page: "page",
  pageSize: "rows per page",
  sort: "sort",
  dir: "order",
};

/** Saved views: each one is a filter in the address, so it can be bookmarked and shared. */
const views = [
  { label: "All", params: {} },
  { label: "My leads", params: { assignee: "mine" } },
  { label: "Unassigned", params: { assignee: "unassigned" } },
  { label: "Overdue follow-ups", params: { overdue: "true" } },
  { label: "Open", params: { status: "open" } },
] as const satisfies readonly { label: string; params: Record<string, string> }[];

/** The views as links above the filters; the one whose filters are exactly the address's is marked. */
export function LeadViews() {
  const location = useLocation();
  const filled = filledParams(location.search);
  const active = Object.fromEntries(LEAD_FILTERS.filter((name) => filled[name]).map((name) => [name, filled[name]]));
  const base = clearedHref(location, LIST_VIEW_PARAMS);
  return (
    <nav aria-label="Views of the leads" className="-mx-1 mb-4 overflow-x-auto">
      <ul className="flex gap-1 border-b border-slate-200 px-1">
        {views.map((view) => {
          const params: Record<string, string> = view.params;
          const current =
            Object.keys(active).length === Object.keys(params).length &&
            Object.entries(params).every(([name, value]) => active[name] === value);
          const [path, search = ""] = base.split("?");
          const next = new URLSearchParams(search);
          for (const [name, value] of Object.entries(params)) next.set(name, value);
          const query = next.toString();
          return (
            <li key={view.label}>
              <Link
                to={`${path}${query ? `?${query}` : ""}`}
                aria-current={current ? "page" : undefined}
                className={cn(
                  "-mb-px inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-semibold whitespace-nowrap",
                  current
                    ? "border-brand-700 text-brand-800"
                    : "border-transparent text-slate-700 hover:border-slate-300 hover:text-slate-900",
                )}
              >
                {view.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The filter bar: every filter of the list's API, in the address. */
export function LeadFilters({ options }: { options: LeadListOptions }) {
  return (
    <FilterBar filters={LEAD_FILTERS} label="Filter the leads">
      <FilterText label="Name, reference or mobile" name="search" type="search" />
      <FilterMultiSelect
        label="Status"
        name="status"
        placeholder="Any status"
        options={[
          { value: "open", label: "Open (not closed or exited)" },
          ...leadStatuses.map((status) => ({ value: status, label: leadStatusLabels[status] })),
        ]}
      />
      <FilterSelect
        label="Kind"
        name="kind"
        placeholder="Any kind"
        options={leadKinds.map((kind) => ({ value: kind, label: leadKindLabels[kind] }))}
      />
      <FilterSelect
        label="Service"
        name="service"
        placeholder="Any service"
        options={options.services.map((service) => ({ value: service.slug, label: service.name }))}
      />
      <FilterSelect
        label="Assignee"
        name="assignee"
        placeholder="Anyone"
        options={[
          { value: "mine", label: "Me" },
          { value: "unassigned", label: "Unassigned" },
          ...options.staff.map((person) => ({ value: String(person.id), label: person.displayName })),
        ]}
      />
      <FilterText label="From day" name="from" type="date" />
      <FilterText label="To day (included)" name="to" type="date" />
      <FilterSelect
        label="Source"
        name="source"
        placeholder="Any source"
        options={options.sources.map((row) => ({
          value: row.source,
          label: `${sourceLabel(row.source)} (${row.count})`,
        }))}
      />
      <FilterSelect
        label="Repeat enquiries"
        name="repeats"
        placeholder="Show them"
        options={[
          { value: "only", label: "Only repeats" },
          { value: "hide", label: "Hide repeats" },
        ]}
      />
      <FilterSelect
        label="Language"
        name="language"
        placeholder="Any language"
        options={languages.map((language) => ({ value: language, label: languageEnglishNames[language] }))}
      />
      <FilterSelect
        label="Documents"
        name="documents"
        placeholder="Any"
        options={(["received", "waiting"] as const).map((state) => ({
          value: state,
          label: leadDocumentStateLabels[state],
        }))}
      />
      <FilterSelect
        label="Follow-up"
        name="overdue"
        placeholder="Any"
        options={[{ value: "true", label: "Overdue" }]}
      />
    </FilterBar>
  );
}
