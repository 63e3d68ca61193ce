import { useId, type ComponentProps, type ReactNode } from "react";
import { cn } from "~/lib/cn";
import { FieldErrorText } from "./fields";

export interface RadioCardOption<T extends string> {
  value: T;
  label: string;
  /** Read with the choice: what it means. */
  description?: ReactNode;
}

/**
 * A choice of a few options, each with a line that explains it (a role and what it may do): native
 * radio buttons in a fieldset, every card a 44px-plus tap target. Takes react-hook-form's
 * `register()` props as `inputProps`, spread on each radio.
 */
export function RadioCards<T extends string>({
  legend,
  options,
  error,
  inputProps,
  disabled,
  hint,
  className,
}: {
  legend: ReactNode;
  options: readonly RadioCardOption<T>[];
  error?: string;
  inputProps: Omit<ComponentProps<"input">, "type" | "value" | "id">;
  disabled?: boolean;
  /** Under the legend (why the choice is locked, for example). */
  hint?: ReactNode;
  className?: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <fieldset
      className={cn("min-w-0", className)}
      aria-describedby={[error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined}
      disabled={disabled}
    >
      <legend className="mb-1.5 text-sm font-semibold text-slate-900">{legend}</legend>
      {hint && (
        <p id={hintId} className="mb-2 text-sm text-slate-600">
          {hint}
        </p>
      )}
      <div className="flex flex-col gap-2">
        {options.map((option) => {
          const optionId = `${id}-${option.value}`;
          return (
            <label
              key={option.value}
              htmlFor={optionId}
              className={cn(
                "flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-slate-300 bg-white px-3 py-2.5",
                "has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:ring-2 has-focus-visible:ring-brand-600",
                "has-disabled:cursor-not-allowed has-disabled:opacity-70",
              )}
            >
              <input
                {...inputProps}
                id={optionId}
                type="radio"
                value={option.value}
                aria-invalid={error ? true : undefined}
                aria-describedby={option.description ? `${optionId}-description` : undefined}
                className="mt-0.5 size-5 shrink-0 cursor-pointer accent-brand-700"
              />
              <span className="min-w-0">
                <span className="block text-sm font-semibold text-slate-900">{option.label}</span>
                {option.description && (
                  <span id={`${optionId}-description`} className="block text-sm text-slate-700">
                    {option.description}
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </div>
      {error && <FieldErrorText id={errorId}>{error}</FieldErrorText>}
    </fieldset>
  );
}
