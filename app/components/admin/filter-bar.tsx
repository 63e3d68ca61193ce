import { SlidersHorizontal } from "lucide-react";
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
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === "string" && value.trim() !== "") params.append(name, value.trim());
    }
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
