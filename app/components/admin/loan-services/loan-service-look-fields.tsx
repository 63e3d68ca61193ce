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

/** The two choices, each a row of radios drawn as tiles showing the card's icon as it will look. */
const choices = [
  {
    name: "icon",
    legend: "Icon",
    hint: "Shown on the service's card and at the top of its page.",
    options: loanServiceIcons,
    words: iconWords as Record<string, string>,
  },
  {
    name: "color",
    legend: "Colour",
    hint: "The colour of the icon's tile.",
    options: loanServiceColors,
    words: colourWords as Record<string, string>,
  },
] as const;

/** The icon and colour of the service's card and page (only the spec's lists). */
export function LookFields({ form }: { form: UseFormReturn<LoanServiceValues> }) {
  const [icon, color] = useWatch({ control: form.control, name: ["icon", "color"] });
  const id = useId();
  return choices.map((choice) => {
    const error = form.formState.errors[choice.name]?.message;
    const ids = { hint: `${id}-${choice.name}-hint`, error: `${id}-${choice.name}-error` };
    return (
      <fieldset key={choice.name} className="min-w-0 sm:col-span-2" aria-describedby={error ? ids.error : ids.hint}>
        <legend className="text-sm font-semibold text-slate-900">{choice.legend}</legend>
        <p id={ids.hint} className="mt-1 text-sm text-slate-700">
          {choice.hint}
        </p>
        <div className="mt-2 flex flex-wrap gap-2">
          {choice.options.map((option) => (
            <label
              key={option}
              className={cn(
                "inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white py-1 pr-3 pl-1 text-sm font-medium text-slate-900",
                "has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:ring-1 has-checked:ring-brand-600",
                "has-focus-visible:ring-2 has-focus-visible:ring-brand-600",
              )}
            >
              <input type="radio" value={option} className="sr-only" {...form.register(choice.name)} />
              <ServiceIcon
                icon={choice.name === "icon" ? (option as typeof icon) : icon}
                color={choice.name === "color" ? (option as typeof color) : color}
                className="size-9 rounded-md [&>svg]:size-5"
              />
              {choice.words[option]}
            </label>
          ))}
        </div>
        {error && <FieldErrorText id={ids.error}>{error}</FieldErrorText>}
      </fieldset>
    );
  });
}
