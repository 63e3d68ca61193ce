import { useId } from "react";
import { useWatch, type UseFormReturn } from "react-hook-form";
import { FieldErrorText } from "~/components/forms/fields";
import { ServiceIcon } from "~/components/service-icon";
import { cn } from "~/lib/cn";
import { loanServiceColors, loanServiceIcons } from "~server/vocabulary/loan-services";
import type { LoanServiceValues } from "./loan-service-form-values";

const iconWords: Record<(typeof loanServiceIcons)[number], string> = {
  building: "Building",
  home: "Home",
  user: "Person",
  coins: "Coins",
  "credit-card": "Card",
  "graduation-cap": "Graduation cap",
  trending: "Rising chart",
  zap: "Lightning",
};

const colourWords: Record<(typeof loanServiceColors)[number], string> = {
  blue: "Blue",
  green: "Green",
  purple: "Purple",
  yellow: "Yellow",
  red: "Red",
  indigo: "Indigo",
  orange: "Orange",
};

/** Radios drawn as tiles: each choice shows how the service's card will look with it. */
function TileChoice<T extends string>({
  form,
  name,
  legend,
  hint,
  options,
  tile,
}: {
  form: UseFormReturn<LoanServiceValues>;
  name: "icon" | "color";
  legend: string;
  hint: string;
  options: readonly T[];
  tile: (option: T) => React.ReactNode;
}) {
  const id = useId();
  const error = form.formState.errors[name]?.message;
  return (
    <fieldset className="min-w-0 sm:col-span-2" aria-describedby={error ? `${id}-error` : `${id}-hint`}>
      <legend className="text-sm font-semibold text-slate-900">{legend}</legend>
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-700">
        {hint}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option}
            className={cn(
              "inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white py-1 pr-3 pl-1 text-sm font-medium text-slate-900",
              "has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:ring-1 has-checked:ring-brand-600",
              "has-focus-visible:ring-2 has-focus-visible:ring-brand-600",
            )}
          >
            <input type="radio" value={option} className="sr-only" {...form.register(name)} />
            {tile(option)}
          </label>
        ))}
      </div>
      {error && <FieldErrorText id={`${id}-error`}>{error}</FieldErrorText>}
    </fieldset>
  );
}

/** The icon and colour of the service's card and page (only the spec's lists). */
export function LookFields({ form }: { form: UseFormReturn<LoanServiceValues> }) {
  const [icon, color] = useWatch({ control: form.control, name: ["icon", "color"] });
  return (
    <>
      <TileChoice
        form={form}
        name="icon"
        legend="Icon"
        hint="Shown on the service's card and at the top of its page."
        options={loanServiceIcons}
        tile={(option) => (
          <>
            <ServiceIcon icon={option} color={color} className="size-9 rounded-md [&>svg]:size-5" />
            {iconWords[option]}
          </>
        )}
      />
      <TileChoice
        form={form}
        name="color"
        legend="Colour"
        hint="The colour of the icon's tile."
        options={loanServiceColors}
        tile={(option) => (
          <>
            <ServiceIcon icon={icon} color={option} className="size-9 rounded-md [&>svg]:size-5" />
            {colourWords[option]}
          </>
        )}
      />
    </>
  );
}
