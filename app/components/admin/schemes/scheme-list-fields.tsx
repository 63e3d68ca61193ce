import { useId } from "react";
import { useFieldArray, type UseFormReturn } from "react-hook-form";
import { TextAreaField, TextField } from "~/components/forms/fields";
import { SCHEME_LIMITS } from "~server/schemes/scheme.schema";
import { AddItemButton, ListError, ListItemControls } from "../list-item-controls";
import type { SchemeValues } from "./scheme-form-values";

type Form = UseFormReturn<SchemeValues>;

/** The message react-hook-form keeps for a list as a whole (set on its name, or on its root). */
function listMessage(error: unknown): string | undefined {
  const value = error as { message?: string; root?: { message?: string } } | undefined;
  return value?.message ?? value?.root?.message;
}

/**
 * A list of plain-text lines (who it is for, what it offers): one box per line, each one moved,
 * removed or added on its own, in the order visitors read them.
 */
export function LinesField({
  form,
  name,
  label,
  hint,
  lineLabel,
}: {
  form: Form;
  name: "whoFor" | "offers";
  label: string;
  hint: string;
  /** Names a line, e.g. "who it is for": "Line 2 of who it is for". */
  lineLabel: string;
}) {
  const lines = useFieldArray({ control: form.control, name });
  const errors = form.formState.errors[name];
  const hintId = useId();
  return (
    // Not a flex box: a legend takes no part in one, and the hint would slide under it.
    <fieldset aria-describedby={hintId} className="min-w-0 space-y-3 sm:col-span-2">
      <legend className="text-sm font-semibold text-slate-900">{label}</legend>
      <p id={hintId} className="text-sm text-slate-600">
        {hint}
      </p>
      <ListError message={listMessage(errors)} />
      <ol className="flex flex-col gap-3">
        {lines.fields.map((field, index) => (
          <li key={field.id} className="rounded-lg border border-slate-200 p-3">
            <TextAreaField
              label={`Line ${index + 1} of ${lineLabel}`}
              rows={2}
              maxLength={600}
              error={errors?.[index]?.value?.message}
              {...form.register(`${name}.${index}.value`)}
            />
            <div className="mt-2">
              <ListItemControls
                index={index}
                count={lines.fields.length}
                what={`line ${index + 1} of ${lineLabel}`}
                onMove={lines.move}
                onRemove={lines.remove}
              />
            </div>
          </li>
        ))}
      </ol>
      <AddItemButton full={lines.fields.length >= SCHEME_LIMITS.listItems} onAdd={() => lines.append({ value: "" })}>
        Add a line<span className="sr-only"> to {lineLabel}</span>
      </AddItemButton>
    </fieldset>
  );
}

/** The scheme's questions and answers, in the order its page shows them. */
export function FaqsField({ form }: { form: Form }) {
  const faqs = useFieldArray({ control: form.control, name: "faqs" });
  const errors = form.formState.errors.faqs;
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <ListError message={listMessage(errors)} />
      {faqs.fields.length === 0 && (
        <p className="text-sm text-slate-700">
          No questions: the page has no questions section and no FAQ structured data.
        </p>
      )}
      <ol className="flex flex-col gap-3">
        {faqs.fields.map((field, index) => (
          <li key={field.id} className="rounded-lg border border-slate-200 p-3">
            <fieldset className="min-w-0 space-y-3">
              <legend className="text-base font-semibold text-slate-900">Question {index + 1}</legend>
              <TextField
                label="Question"
                maxLength={300}
                error={errors?.[index]?.question?.message}
                {...form.register(`faqs.${index}.question`)}
              />
              <TextAreaField
                label="Answer"
                rows={3}
                maxLength={2000}
                error={errors?.[index]?.answer?.message}
                {...form.register(`faqs.${index}.answer`)}
              />
              <ListItemControls
                index={index}
                count={faqs.fields.length}
                what={`question ${index + 1}`}
                onMove={faqs.move}
                onRemove={faqs.remove}
              />
            </fieldset>
          </li>
        ))}
      </ol>
      <AddItemButton
        full={faqs.fields.length >= SCHEME_LIMITS.faqs}
        onAdd={() => faqs.append({ question: "", answer: "" })}
      >
        Add a question
      </AddItemButton>
    </div>
  );
}
