import { Plus, Trash2 } from "lucide-react";
import { useFieldArray, type UseFormReturn } from "react-hook-form";
import type { ComponentProps, ReactNode } from "react";
import { controlClasses, LabelledField, TextField } from "~/components/forms/fields";
import { cn } from "~/lib/cn";
import { Button } from "~/components/ui/button";
import { MoveButtons } from "../move-buttons";
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
  const name = `${what.toLowerCase()} ${index + 1}`;
  return (
    <div className="flex shrink-0 gap-1">
      <MoveButtons
        name={name}
        first={index === 0}
        last={index === count - 1}
        onMove={(direction) => move(index, direction === "up" ? index - 1 : index + 1)}
      />
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

/** An editable list: its legend and hint, the list's own message, its rows, and "Add …". */
function ListFrame({
  legend,
  hint,
  error,
  addLabel,
  full,
  onAdd,
  children,
}: {
  legend: string;
  hint: string;
  error: unknown;
  addLabel: string;
  /** At its limit: nothing more can be added. */
  full: boolean;
  onAdd: () => void;
  children: ReactNode;
}) {
  const message = listMessage(error);
  return (
    <fieldset className="min-w-0 sm:col-span-2">
      <legend className="text-sm font-semibold text-slate-900">{legend}</legend>
      <p className="mt-1 text-sm text-slate-700">{hint}</p>
      {message && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {message}
        </p>
      )}
      <ol className="mt-3 flex flex-col gap-4">{children}</ol>
      <Button type="button" variant="outline" size="sm" className="mt-3" disabled={full} onClick={onAdd}>
        <Plus aria-hidden="true" />
        {addLabel}
      </Button>
    </fieldset>
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
  return (
    <ListFrame
      legend={legend}
      hint={hint}
      error={errors}
      addLabel={`Add ${what.toLowerCase()}`}
      full={lines.fields.length >= loanServiceListLimits[name]}
      onAdd={() => lines.append({ text: "" })}
    >
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
    </ListFrame>
  );
}

/** The questions and answers of the page (and of its FAQ structured data). */
export function FaqListField({ form }: { form: UseFormReturn<LoanServiceValues> }) {
  const faqs = useFieldArray({ control: form.control, name: "faqs" });
  const errors = form.formState.errors.faqs;
  return (
    <ListFrame
      legend="Questions and answers"
      hint={`Shown under “Frequently asked questions” and given to search engines, up to ${loanServiceListLimits.faqs}.`}
      error={errors}
      addLabel="Add a question"
      full={faqs.fields.length >= loanServiceListLimits.faqs}
      onAdd={() => faqs.append({ question: "", answer: "" })}
    >
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
    </ListFrame>
  );
}
