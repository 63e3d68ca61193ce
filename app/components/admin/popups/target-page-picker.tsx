import { useId } from "react";
import { FieldErrorText, controlClasses } from "~/components/forms/fields";
import { cn } from "~/lib/cn";
import { matchingPages, toggledTarget } from "./editor-values";

export interface PageChoice {
  name: string;
  label: string;
}

/**
 * The pages a popup shows on. The text is what is stored (spec: the popup shows where its
 * targetPage *contains* the page name), so any name can be typed; the boxes add or remove the
 * site's real page names, and the line under them says which pages the text matches today.
 */
export function TargetPagePicker({
  value,
  onChange,
  pages,
  error,
  disabled,
}: {
  value: string;
  onChange: (value: string) => void;
  pages: readonly PageChoice[];
  error?: string;
  disabled?: boolean;
}) {
  const id = useId();
  const listed = value
    .split(",")
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
  const matches = matchingPages(
    value,
    pages.map((page) => page.name),
  );
  const labelOf = new Map(pages.map((page) => [page.name, page.label]));
  return (
    <div>
      <label htmlFor={`${id}-text`} className="mb-1.5 block text-sm font-semibold text-slate-900">
        Show on pages
      </label>
      <input
        id={`${id}-text`}
        name="targetPage"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="off"
        spellCheck={false}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${error ? `${id}-error ` : ""}${id}-rule ${id}-matches`}
        className={cn(controlClasses, "h-11 font-mono")}
      />
      {error && <FieldErrorText id={`${id}-error`}>{error}</FieldErrorText>}
      <p id={`${id}-rule`} className="mt-1.5 text-sm text-slate-600">
        Page names separated by commas. A popup shows on every page whose name is contained in this text, so
        “home-loans” also matches “home”.
      </p>
      <p id={`${id}-matches`} className="mt-1 text-sm font-medium text-slate-800" aria-live="polite">
        {matches.length > 0
          ? `Shows on: ${matches.map((name) => labelOf.get(name) ?? name).join(", ")}`
          : "Matches none of the site’s pages yet."}
      </p>
      <details className="mt-2 rounded-lg border border-slate-200 bg-slate-50">
        <summary className="flex min-h-11 cursor-pointer items-center px-3 text-sm font-semibold text-brand-800">
          Choose from the site’s pages
        </summary>
        <fieldset className="grid gap-x-4 gap-y-1 p-3 pt-0 sm:grid-cols-2" disabled={disabled}>
          <legend className="sr-only">The site’s pages</legend>
          {pages.map((page) => (
            <label key={page.name} className="flex min-h-11 cursor-pointer items-center gap-2 text-sm text-slate-900">
              <input
                type="checkbox"
                checked={listed.includes(page.name)}
                onChange={(event) => onChange(toggledTarget(value, page.name, event.target.checked))}
                className="size-5 accent-brand-700"
              />
              <span>
                {page.label} <span className="font-mono text-xs text-slate-600">{page.name}</span>
              </span>
            </label>
          ))}
        </fieldset>
      </details>
    </div>
  );
}
