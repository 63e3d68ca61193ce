import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { useFieldArray, type UseFormReturn } from "react-hook-form";
import type { ComponentProps, ReactNode } from "react";
import { controlClasses, LabelledField, TextField } from "~/components/forms/fields";
import { cn } from "~/lib/cn";
import { Button } from "~/components/ui/button";
import { loanServiceListLimits } from "~server/loan-services/loan-service-admin.schema";
import type { LoanServiceValues, TextList } from "./loan-service-form-values";

/**
 * A text box that grows with what it holds (a long feature or answer is read whole, not scrolled
 * through a slit), up to about twelve lines.
 */
export function GrowingTextField({
  label,
  hint,
  error,
  className,
  singleLine = false,
  ...props
}: {
  label: string;
  hint?: ReactNode;
  error?: string;
  className?: string;
  /** One line that wraps as it grows: Enter adds no line break. */
  singleLine?: boolean;
} & Omit<ComponentProps<"textarea">, "className">) {
  return (
    <LabelledField
      {...{ label, hint, error, className, id: undefined }}
      control={(aria) => (
        <textarea
          {...aria}
          rows={1}
          className={cn(controlClasses, "field-sizing-content max-h-80 min-h-11 resize-y py-2")}
          onKeyDown={(event) => {
            if (singleLine && event.key === "Enter") event.preventDefault();
          }}
          {...props}
        />
      )}
    />
  );
}

/** A list's own message (too many lines), as react-hook-form keeps it on the array. */
function listMessage(error: unknown): string | undefined {
  const message = (error as { message?: string; root?: { message?: string } } | undefined) ?? undefined;
  return message?.message ?? message?.root?.message;
}

/** Move up, move down and remove for row `index` of a list of `count`, named for screen readers. */
function RowButtons({
  what,
  index,
  count,
  move,
  remove,
}: {
  what: string;
  index: number;
  count: number;
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
}) {
  const name = `${what} ${index + 1}`;
  return (
    <div className="flex shrink-0 gap-1">
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={`Move ${name} up`}
        title={`Move ${name} up`}
        disabled={index === 0}
        onClick={() => move(index, index - 1)}
      >
        <ArrowUp aria-hidden="true" />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={`Move ${name} down`}
        title={`Move ${name} down`}
        disabled={index === count - 1}
        onClick={() => move(index, index + 1)}
      >
        <ArrowDown aria-hidden="true" />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={`Remove ${name}`}
        title={`Remove ${name}`}
        onClick={() => remove(index)}
        className="text-red-700 hover:bg-red-50 hover:text-red-800"
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}

/** The features, eligibility or documents: one line each, added, removed and reordered. */
export function TextListField({
  form,
  name,
  legend,
  what,
  hint,
}: {
  form: UseFormReturn<LoanServiceValues>;
  name: TextList;
  legend: string;
  /** One line's name, e.g. "Feature": labels and buttons say "Feature 2". */
  what: string;
  hint: string;
}) {
  const lines = useFieldArray({ control: form.control, name });
  const errors = form.formState.errors[name];
  const limit = loanServiceListLimits[name];
  const message = listMessage(errors);
  return (
    <fieldset className="min-w-0 sm:col-span-2">
      <legend className="text-sm font-semibold text-slate-900">{legend}</legend>
      <p className="mt-1 text-sm text-slate-700">{hint}</p>
      {message && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {message}
        </p>
      )}
      <ol className="mt-3 flex flex-col gap-3">
        {lines.fields.map((field, index) => (
          <li key={field.id} className="flex flex-col gap-1 sm:flex-row sm:items-start sm:gap-2">
            <GrowingTextField
              singleLine
              label={`${what} ${index + 1}`}
              className="min-w-0 flex-1"
              maxLength={300}
              error={errors?.[index]?.text?.message}
              {...form.register(`${name}.${index}.text`)}
            />
            <div className="sm:pt-7">
              <RowButtons what={what} index={index} count={lines.fields.length} {...lines} />
            </div>
          </li>
        ))}
      </ol>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="mt-3"
        disabled={lines.fields.length >= limit}
        onClick={() => lines.append({ text: "" })}
      >
        <Plus aria-hidden="true" />
        Add {what.toLowerCase()}
      </Button>
    </fieldset>
  );
}

/** The questions and answers of the page (and of its FAQ structured data). */
export function FaqListField({ form }: { form: UseFormReturn<LoanServiceValues> }) {
  const faqs = useFieldArray({ control: form.control, name: "faqs" });
  const errors = form.formState.errors.faqs;
  const message = listMessage(errors);
  return (
    <fieldset className="min-w-0 sm:col-span-2">
      <legend className="text-sm font-semibold text-slate-900">Questions and answers</legend>
      <p className="mt-1 text-sm text-slate-700">
        Shown under “Frequently asked questions” and given to search engines, up to {loanServiceListLimits.faqs}.
      </p>
      {message && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {message}
        </p>
      )}
      <ol className="mt-3 flex flex-col gap-4">
        {faqs.fields.map((field, index) => (
          <li key={field.id} className="rounded-lg border border-slate-200 p-3 sm:p-4">
            <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:gap-2">
              <div className="grid min-w-0 flex-1 gap-3">
                <TextField
                  label={`Question ${index + 1}`}
                  maxLength={300}
                  error={errors?.[index]?.question?.message}
                  {...form.register(`faqs.${index}.question`)}
                />
                <GrowingTextField
                  label={`Answer ${index + 1}`}
                  maxLength={2000}
                  error={errors?.[index]?.answer?.message}
                  {...form.register(`faqs.${index}.answer`)}
                />
              </div>
              <div className="sm:pt-7">
                <RowButtons what="Question" index={index} count={faqs.fields.length} {...faqs} />
              </div>
            </div>
          </li>
        ))}
      </ol>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="mt-3"
        disabled={faqs.fields.length >= loanServiceListLimits.faqs}
        onClick={() => faqs.append({ question: "", answer: "" })}
      >
        <Plus aria-hidden="true" />
        Add a question
      </Button>
    </fieldset>
  );
}
