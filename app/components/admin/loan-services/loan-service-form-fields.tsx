import type { ComponentProps } from "react";
import { useWatch, type UseFormReturn } from "react-hook-form";
import { CheckboxField, TextAreaField, TextField } from "~/components/forms/fields";
import { cn } from "~/lib/cn";
import { formatAmountInWords } from "~server/formats/rupees";
import { SettingsSection } from "../settings-section";
import { enquiryChoices, type EmiKey, type LoanServiceValues } from "./loan-service-form-values";

/** A titled part of the editor: its fields two to a row from 640 px. */
export function EditorSection({ children, ...heading }: ComponentProps<typeof SettingsSection>) {
  return (
    <SettingsSection {...heading}>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </SettingsSection>
  );
}

/** "42 of 70 characters", red past the limit. */
function Counter({ length, max }: { length: number; max: number }) {
  return (
    <span className={cn(length > max ? "font-semibold text-red-700" : "text-slate-700")}>
      {length} of {max} characters
      {length > max ? `: shorten it by ${length - max} to save` : ""}
    </span>
  );
}

/** The title and description search results and link previews show, with their counters. */
export function SeoFields({ form }: { form: UseFormReturn<LoanServiceValues> }) {
  const [title, description] = useWatch({ control: form.control, name: ["seoTitle", "seoDescription"] });
  const { errors } = form.formState;
  return (
    <>
      <TextField
        label="SEO title"
        className="sm:col-span-2"
        error={errors.seoTitle?.message}
        hint={<Counter length={title.trim().length} max={70} />}
        {...form.register("seoTitle")}
      />
      <TextAreaField
        label="SEO description"
        className="sm:col-span-2"
        rows={3}
        error={errors.seoDescription?.message}
        hint={<Counter length={description.trim().length} max={170} />}
        {...form.register("seoDescription")}
      />
    </>
  );
}

const startFields: FigureField[] = [
  { key: "amount", label: "Amount (₹)", hint: "e.g. 3000000", rupees: true },
  { key: "ratePercent", label: "Rate (% a year)", hint: "e.g. 8.5" },
  { key: "tenureMonths", label: "Tenure (months)", hint: "e.g. 240 for 20 years" },
];
const rangeFields: FigureField[] = [
  { key: "amountMin", label: "Smallest amount (₹)", hint: "The amount slider's left end", rupees: true },
  { key: "amountMax", label: "Largest amount (₹)", hint: "Its right end", rupees: true },
  { key: "tenureMinMonths", label: "Shortest tenure (months)", hint: "e.g. 12" },
  { key: "tenureMaxMonths", label: "Longest tenure (months)", hint: "e.g. 360" },
];

interface FigureField {
  key: EmiKey;
  label: string;
  hint: string;
  rupees?: boolean;
}

/** The EMI calculator of the page: where it starts and its ranges, or no calculator. */
export function CalculatorFields({ form }: { form: UseFormReturn<LoanServiceValues> }) {
  const [shown, figures] = useWatch({ control: form.control, name: ["hasCalculator", "emiDefaults"] });
  const { errors } = form.formState;
  const box = (field: FigureField, optional: boolean) => {
    const typed = figures[field.key].trim();
    const words = field.rupees && typed ? formatAmountInWords(Number(typed.replace(/[,\s₹]/g, ""))) : "";
    return (
      <TextField
        key={field.key}
        label={field.label}
        optional={optional}
        inputMode="decimal"
        error={errors.emiDefaults?.[field.key]?.message}
        hint={words ? `₹${words}` : field.hint}
        {...form.register(`emiDefaults.${field.key}`)}
      />
    );
  };
  return (
    <>
      <CheckboxField
        label="Show the EMI calculator"
        className="sm:col-span-2"
        error={errors.hasCalculator?.message}
        description="Off for a service without instalments (forex, say)."
        {...form.register("hasCalculator")}
      />
      {shown && (
        <>
          <fieldset className="min-w-0 sm:col-span-2">
            <legend className="text-sm font-semibold text-slate-900">Where it starts</legend>
            <div className="mt-2 grid gap-4 sm:grid-cols-3">{startFields.map((field) => box(field, false))}</div>
          </fieldset>
          <fieldset className="min-w-0 sm:col-span-2">
            <legend className="text-sm font-semibold text-slate-900">Slider ranges</legend>
            <p className="mt-1 text-sm text-slate-700">
              Give both ends of a range, or neither: the calculator's general range is used then.
            </p>
            <div className="mt-2 grid gap-4 sm:grid-cols-2">{rangeFields.map((field) => box(field, true))}</div>
          </fieldset>
        </>
      )}
    </>
  );
}

const choiceWords: Record<(typeof enquiryChoices)[number], string> = {
  loanAmount: "Amount",
  monthlyIncome: "Monthly income",
  employmentType: "Employment type",
  city: "City",
  pincode: "PIN code",
};

/** Which optional fields the service's enquiry form asks for (each one asked is required), and the amount's words. */
export function EnquiryFields({ form }: { form: UseFormReturn<LoanServiceValues> }) {
  const asksAmount = useWatch({ control: form.control, name: "enquiryFields.loanAmount" });
  const { errors } = form.formState;
  return (
    <>
      <fieldset className="min-w-0 sm:col-span-2">
        <legend className="text-sm font-semibold text-slate-900">The form asks for</legend>
        <p className="mt-1 text-sm text-slate-700">Besides the name and mobile number, which it always asks for.</p>
        {errors.enquiryFields?.loanAmount?.message && (
          <p role="alert" className="mt-2 text-sm font-medium text-red-700">
            {errors.enquiryFields.loanAmount.message}
          </p>
        )}
        <div className="mt-2 grid gap-x-4 sm:grid-cols-3">
          {enquiryChoices.map((choice) => (
            <CheckboxField key={choice} label={choiceWords[choice]} {...form.register(`enquiryFields.${choice}`)} />
          ))}
        </div>
      </fieldset>
      {asksAmount && (
        <>
          <TextField
            label="Amount box's label"
            maxLength={60}
            error={errors.enquiryFields?.amountLabel?.message}
            hint="e.g. Cost of the solar system (₹)"
            {...form.register("enquiryFields.amountLabel")}
          />
          <TextField
            label="Message when the amount is missing"
            maxLength={120}
            error={errors.enquiryFields?.amountMessage?.message}
            hint="e.g. Enter the cost of the solar system"
            {...form.register("enquiryFields.amountMessage")}
          />
        </>
      )}
    </>
  );
}
