import { AlertCircle, ChevronDown } from "lucide-react";
import { createContext, useContext, useId, useMemo, type ComponentProps, type ReactNode } from "react";
import { useI18n } from "~/i18n/i18n";
import { cn } from "~/lib/cn";

/**
 * Form field primitives for the public forms. Each one keeps its label visible, links the error
 * and the hint to the control with aria-describedby, marks it aria-invalid, and keeps a 44px
 * touch target. They take react-hook-form's `register()` props as they are (`name`, `ref`,
 * `onChange`, `onBlur`); React 19 passes `ref` as an ordinary prop.
 */

export const controlClasses = cn(
  "block w-full rounded-md border border-slate-400 bg-white px-3 text-base text-slate-900 shadow-xs",
  "placeholder:text-slate-500",
  "transition-colors hover:border-slate-500",
  "focus-visible:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-600/40 focus-visible:outline-hidden",
  "aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700",
  "disabled:cursor-not-allowed disabled:bg-slate-100 disabled:opacity-70",
);

/** The words the fields add of their own: the "(optional)" after a label and a select's empty choice. */
export interface FieldWords {
  optional: string;
  choose: string;
}

/** English, as the staff screens (which stay English) read them. */
const FieldWordsContext = createContext<FieldWords>({ optional: "(optional)", choose: "Choose…" });

/**
 * The fields inside say their own words in the page's language: every public form is wrapped in
 * it (app/components/lead-form/), the staff screens are not.
 */
export function FieldWordsInPageLanguage({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  const words = useMemo(() => ({ optional: t("forms.optional"), choose: t("forms.choose") }), [t]);
  return <FieldWordsContext.Provider value={words}>{children}</FieldWordsContext.Provider>;
}

/** Read after a link that opens in a new tab (the privacy policy, WhatsApp), in the page's language. */
export function NewTabHint() {
  const { t } = useI18n();
  return <span className="sr-only"> {t("layout.opensInNewTab")}</span>;
}

interface FieldIds {
  controlId: string;
  hintId: string;
  errorId: string;
  describedBy: string | undefined;
}

function useFieldIds(id: string | undefined, hasHint: boolean, hasError: boolean): FieldIds {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  // Error first: it is what the visitor has to act on.
  const describedBy = [hasError ? errorId : null, hasHint ? hintId : null].filter(Boolean).join(" ") || undefined;
  return { controlId, hintId, errorId, describedBy };
}

/** The message under a field that says what to fix. */
export function FieldErrorText({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700">
      <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

export function FieldHintText({ id, children, className }: { id: string; children: ReactNode; className?: string }) {
  return (
    <p id={id} className={cn("mt-1.5 text-sm text-slate-600", className)}>
      {children}
    </p>
  );
}

function FieldLabel({ htmlFor, children, optional }: { htmlFor: string; children: ReactNode; optional?: boolean }) {
  const words = useContext(FieldWordsContext);
  return (
    <label htmlFor={htmlFor} className="mb-1.5 block text-sm font-semibold text-slate-900">
      {children}
      {optional && <span className="font-normal text-slate-600"> {words.optional}</span>}
    </label>
  );
}

interface FieldBaseProps {
  label: ReactNode;
  /** Help text under the control (format example, what the value is used for). */
  hint?: ReactNode;
  /** The message to show; the control is marked invalid while there is one. */
  error?: string;
  /** Adds "(optional)" (in the form's language) to the label; required fields carry no marker and aria-required. */
  optional?: boolean;
  /** Classes for the wrapper (grid placement). */
  className?: string;
}

/**
 * The frame every labelled field shares: ids that tie the label, error and hint to the control,
 * and the ARIA the control carries. `control` receives those props.
 */
export function LabelledField({
  label,
  hint,
  error,
  optional,
  className,
  id,
  control,
}: FieldBaseProps & { id: string | undefined; control: (aria: ControlAria) => ReactNode }) {
  const ids = useFieldIds(id, Boolean(hint), Boolean(error));
  return (
    <div className={className}>
      <FieldLabel htmlFor={ids.controlId} optional={optional}>
        {label}
      </FieldLabel>
      {control({
        id: ids.controlId,
        "aria-invalid": error ? true : undefined,
        "aria-required": optional ? undefined : true,
        "aria-describedby": ids.describedBy,
      })}
      {error && <FieldErrorText id={ids.errorId}>{error}</FieldErrorText>}
      {hint && <FieldHintText id={ids.hintId}>{hint}</FieldHintText>}
    </div>
  );
}

interface ControlAria {
  id: string;
  "aria-invalid": true | undefined;
  "aria-required": true | undefined;
  "aria-describedby": string | undefined;
}

export type TextFieldProps = FieldBaseProps & Omit<ComponentProps<"input">, "className">;

export function TextField({ label, hint, error, optional, className, id, type = "text", ...props }: TextFieldProps) {
  return (
    <LabelledField
      {...{ label, hint, error, optional, className, id }}
      control={(aria) => <input {...aria} type={type} className={cn(controlClasses, "h-11")} {...props} />}
    />
  );
}

export type TextAreaFieldProps = FieldBaseProps & Omit<ComponentProps<"textarea">, "className">;

export function TextAreaField({ label, hint, error, optional, className, id, rows = 3, ...props }: TextAreaFieldProps) {
  return (
    <LabelledField
      {...{ label, hint, error, optional, className, id }}
      control={(aria) => (
        <textarea {...aria} rows={rows} className={cn(controlClasses, "min-h-24 resize-y py-2.5")} {...props} />
      )}
    />
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export type SelectFieldProps = FieldBaseProps &
  Omit<ComponentProps<"select">, "className" | "children"> & {
    options: readonly SelectOption[];
    /** The first, empty choice ("Choose…" in the form's language by default); its value is "". */
    placeholder?: string;
  };

/** A native select: the phone's own picker, reliable with screen readers and autofill. */
export function SelectField({
  label,
  hint,
  error,
  optional,
  className,
  id,
  options,
  placeholder,
  ...props
}: SelectFieldProps) {
  const words = useContext(FieldWordsContext);
  return (
    <LabelledField
      {...{ label, hint, error, optional, className, id }}
      control={(aria) => (
        <div className="relative">
          <select {...aria} className={cn(controlClasses, "h-11 cursor-pointer appearance-none pr-10")} {...props}>
            <option value="">{placeholder ?? words.choose}</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <ChevronDown
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-600"
          />
        </div>
      )}
    />
  );
}

export type CheckboxFieldProps = Omit<FieldBaseProps, "optional"> &
  Omit<ComponentProps<"input">, "className" | "type"> & {
    /** Extra text tied to the checkbox (read with it), shown under the label. */
    description?: ReactNode;
  };

/** A checkbox whose whole label row is the 44px tap target. */
export function CheckboxField({ label, hint, error, description, className, id, ...props }: CheckboxFieldProps) {
  const ids = useFieldIds(id, Boolean(hint), Boolean(error));
  const descriptionId = `${ids.controlId}-description`;
  const describedBy = [ids.describedBy, description ? descriptionId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={ids.controlId} className="flex min-h-11 cursor-pointer items-start gap-3 py-1.5">
        <input
          id={ids.controlId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(
            "mt-0.5 size-5 shrink-0 cursor-pointer rounded border-slate-400 accent-brand-700",
            "aria-invalid:outline-2 aria-invalid:outline-offset-2 aria-invalid:outline-red-700",
          )}
          {...props}
        />
        <span className="text-sm leading-6 font-medium text-slate-900">{label}</span>
      </label>
      {/* The error right under its label, before a long description, so it is seen with the box. */}
      {error && (
        <div className="-mt-1 mb-1 pl-8">
          <FieldErrorText id={ids.errorId}>{error}</FieldErrorText>
        </div>
      )}
      {description && (
        <div id={descriptionId} className="pl-8 text-sm leading-6 text-slate-700">
          {description}
        </div>
      )}
      {hint && (
        <div className="pl-8">
          <FieldHintText id={ids.hintId}>{hint}</FieldHintText>
        </div>
      )}
    </div>
  );
}

/** The error for the whole form (the server or the network failed); announced when it appears. */
export function FormAlert({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      role="alert"
      className={cn("flex gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800", className)}
    >
      <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div>{children}</div>
    </div>
  );
}
