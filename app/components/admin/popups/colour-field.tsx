import { AlertTriangle, CheckCircle2 } from "lucide-react";
import { useId } from "react";
import { FieldErrorText, controlClasses } from "~/components/forms/fields";
import { cn } from "~/lib/cn";
import { AA_CONTRAST, contrastRatio, toLongHex } from "./colour-contrast";

/** A colour: the browser's colour picker and the hex code beside it (either changes both). */
export function ColourField({
  label,
  value,
  onChange,
  error,
  name,
  disabled,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  name: string;
  disabled?: boolean;
}) {
  const id = useId();
  const picker = toLongHex(value) ?? "#000000";
  return (
    <div>
      <label htmlFor={`${id}-hex`} className="mb-1.5 block text-sm font-semibold text-slate-900">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          value={picker}
          onChange={(event) => onChange(event.target.value)}
          aria-label={`${label}: colour picker`}
          disabled={disabled}
          className="h-11 w-14 shrink-0 cursor-pointer rounded-md border border-slate-400 bg-white p-1"
        />
        <input
          id={`${id}-hex`}
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          spellCheck={false}
          autoComplete="off"
          maxLength={7}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          className={cn(controlClasses, "h-11 font-mono uppercase")}
        />
      </div>
      {error ? (
        <FieldErrorText id={`${id}-error`}>{error}</FieldErrorText>
      ) : (
        <p id={`${id}-hint`} className="sr-only">
          A hex code such as #1E293B
        </p>
      )}
    </div>
  );
}

/**
 * How readable a text colour is on its background, against WCAG AA (4.5:1): a warning with what
 * to do below it, a quiet confirmation above. Announced politely as the colours change.
 */
export function ContrastNote({
  what,
  foreground,
  background,
}: {
  what: string;
  foreground: string;
  background: string;
}) {
  const ratio = contrastRatio(foreground, background);
  if (ratio === null) return null;
  const shown = `${(Math.floor(ratio * 10) / 10).toFixed(1)}:1`;
  const ok = ratio >= AA_CONTRAST;
  return (
    <p
      role="status"
      className={cn(
        "flex items-start gap-1.5 rounded-md px-2 py-1.5 text-sm",
        ok ? "text-green-800" : "bg-amber-50 font-medium text-amber-950 ring-1 ring-amber-300",
      )}
    >
      {ok ? (
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      ) : (
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      )}
      <span>
        {ok
          ? `${what}: contrast ${shown}, readable (WCAG AA needs 4.5:1).`
          : `${what}: contrast ${shown}, below the 4.5:1 that WCAG AA asks for. Many visitors will struggle to read it: make one colour darker or the other lighter.`}
      </span>
    </p>
  );
}
