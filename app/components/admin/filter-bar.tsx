import { ChevronDown, SlidersHorizontal } from "lucide-react";
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { Form, Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { SelectField, TextField, type SelectFieldProps, type TextFieldProps } from "~/components/forms/fields";
import { Button, buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { activeFilterCount, clearedHref, paramsNamed } from "./list-params";

/** Parameters that are not filters: applying or clearing filters keeps them (page goes back to 1). */
export const LIST_VIEW_PARAMS = ["pageSize", "sort", "dir"] as const;

/**
 * The filters of a server-paged list: a GET form whose fields (children with `name` and a
 * `defaultValue` from the URL) become the address's parameters, so a filtered list can be
 * reloaded, bookmarked and shared. Empty fields are left out of the address; the page goes back
 * to 1, page size and sort stay. "Clear filters" is a link. On phones the fields fold away behind
 * a "Filters" button that says how many are on.
 */
export function FilterBar({
  filters,
  children,
  label = "Filters",
  keep = LIST_VIEW_PARAMS,
}: {
  /** The names of the filter parameters (to count them and to clear them). */
  filters: readonly string[];
  /** The fields: TextField, SelectField… each with `name` and `defaultValue`. */
  children: ReactNode;
  /** The form's accessible name. */
  label?: string;
  /** Parameters kept when filtering (not filters themselves). */
  keep?: readonly string[];
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const formId = useId();
  const active = activeFilterCount(location.search, filters);
  const cleared = clearedHref(location, keep);

  const apply = (event: FormEvent<HTMLFormElement>) => {
    // With scripts: the same GET, without the empty fields (`?role=&status=` means nothing).
    event.preventDefault();
    // A field with several values (FilterMultiSelect's boxes) becomes one comma-separated parameter.
    const values = new Map<string, string[]>();
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === "string" && value.trim() !== "")
        values.set(name, [...(values.get(name) ?? []), value.trim()]);
    }
    const params = new URLSearchParams();
    for (const [name, list] of values) params.set(name, list.join(","));
    const search = params.toString();
    setOpen(false);
    void navigate(`${location.pathname}${search ? `?${search}` : ""}`);
  };

  const clearLink = active > 0 && (
    <Link to={cleared} className={cn(buttonVariants({ variant: "ghost" }), "text-brand-700")}>
      Clear filters
    </Link>
  );

  return (
    <div className="mb-4 md:rounded-xl md:border md:border-slate-200 md:bg-white md:p-4">
      <div className="flex items-center justify-between gap-2 md:hidden">
        <Button
          variant="outline"
          aria-expanded={open}
          aria-controls={formId}
          onClick={() => setOpen((shown) => !shown)}
        >
          <SlidersHorizontal aria-hidden="true" />
          Filters
          {active > 0 && <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs text-white">{active} on</span>}
        </Button>
        {clearLink}
      </div>
      <Form
        // A new address (a link, "Clear filters", Back) shows its own values in the fields.
        key={location.search}
        id={formId}
        method="get"
        action={location.pathname}
        aria-label={label}
        onSubmit={apply}
        className={cn(
          "flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 md:flex",
          "md:rounded-none md:border-0 md:bg-transparent md:p-0",
          open ? "mt-3 flex md:mt-0" : "hidden",
        )}
      >
        {paramsNamed(location.search, keep).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="grid min-w-0 flex-1 gap-4 sm:grid-cols-2 lg:grid-cols-[repeat(auto-fit,minmax(10rem,1fr))]">
          {children}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit">Apply filters</Button>
          <span className="hidden md:contents">{clearLink}</span>
        </div>
      </Form>
    </div>
  );
}

/** A filter's text box: its value comes from the address; never required. */
export function FilterText({ name, ...props }: Omit<TextFieldProps, "defaultValue" | "optional"> & { name: string }) {
  const [params] = useSearchParams();
  return (
    <TextField name={name} defaultValue={params.get(name) ?? ""} autoComplete="off" aria-required={false} {...props} />
  );
}

/** A filter's choice: its value comes from the address; the empty first choice means "any". */
export function FilterSelect({
  name,
  ...props
}: Omit<SelectFieldProps, "defaultValue" | "optional"> & { name: string }) {
  const [params] = useSearchParams();
  return <SelectField name={name} defaultValue={params.get(name) ?? ""} aria-required={false} {...props} />;
}

/**
 * A filter with several choices at once (statuses): checkboxes in a fold-out under a labelled
 * summary ("2 chosen"). The address holds them comma-separated (`?status=new,contacted`).
 */
export function FilterMultiSelect({
  name,
  label,
  options,
  placeholder = "Any",
}: {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  /** The summary when nothing is chosen. */
  placeholder?: string;
}) {
  const [params] = useSearchParams();
  const initial = (params.get(name) ?? "")
    .split(",")
    .map((value) => value.trim())
    .filter(Boolean);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(initial));
  const labelId = useId();
  const summary =
    chosen.size === 0
      ? placeholder
      : chosen.size === 1
        ? (options.find((option) => chosen.has(option.value))?.label ?? "1 chosen")
        : `${chosen.size} chosen`;
  return (
    <fieldset className="min-w-0">
      <legend id={labelId} className="mb-1.5 block text-sm font-semibold text-slate-900">
        {label}
      </legend>
      <details className="group relative">
        <summary
          className={cn(
            "flex h-11 cursor-pointer list-none items-center justify-between gap-2 rounded-md border border-slate-400 bg-white px-3 text-base text-slate-900 shadow-xs",
            "hover:border-slate-500 focus-visible:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-600/40 focus-visible:outline-hidden",
            "[&::-webkit-details-marker]:hidden",
          )}
        >
          <span className="truncate">
            <span className="sr-only">{label}: </span>
            {summary}
          </span>
          <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-slate-600 group-open:rotate-180" />
        </summary>
        <div className="absolute z-30 mt-1 max-h-80 w-full min-w-60 overflow-y-auto rounded-lg border border-slate-200 bg-white p-2 shadow-lg">
          {options.map((option) => (
            <label
              key={option.value}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 text-sm text-slate-900 hover:bg-slate-50"
            >
              <input
                type="checkbox"
                name={name}
                value={option.value}
                checked={chosen.has(option.value)}
                onChange={(event) => {
                  const on = event.currentTarget.checked;
                  setChosen((current) => {
                    const next = new Set(current);
                    if (on) next.add(option.value);
                    else next.delete(option.value);
                    return next;
                  });
                }}
                className="size-5 shrink-0 cursor-pointer rounded border-slate-400 accent-brand-700"
              />
              {option.label}
            </label>
          ))}
        </div>
      </details>
    </fieldset>
  );
}
