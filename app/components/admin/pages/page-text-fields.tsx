import { get, useWatch, type FieldErrors, type UseFormReturn } from "react-hook-form";
import { TextAreaField, TextField } from "~/components/forms/fields";
import { cn } from "~/lib/cn";
import type {
  BodyFieldSpec,
  CardsFieldSpec,
  ListFieldSpec,
  PageCard,
  PageFieldSpec,
  TextFieldSpec,
} from "~server/content/page-texts";

/**
 * What the form holds per field: a text; a list as one text a line (or one input per item when
 * icons go with them in order); cards as their titles and texts.
 */
export type PageFormValue = string | string[] | PageCard[];
export type PageFormValues = Record<string, PageFormValue>;
export type PageForm = UseFormReturn<PageFormValues>;

/** Whether a list is typed one item a line (rather than one input per item). */
export const isLinesList = (spec: PageFieldSpec): boolean => spec.kind === "list" && !spec.fixed;

/**
 * The items typed into a list's box: one a line, or (paragraphs) apart by an empty line, a
 * paragraph's own line breaks read as spaces, as the page shows them. Empty ones are dropped.
 */
export function itemsOf(value: string, long = false): string[] {
  const items = long ? value.split(/\n\s*\n/).map((item) => item.replace(/\s*\n\s*/g, " ")) : value.split("\n");
  return items.map((item) => item.trim()).filter(Boolean);
}

/** A list as its box shows it (the reverse of itemsOf). */
export const boxOf = (items: readonly string[], long = false) => items.join(long ? "\n\n" : "\n");

/** "72 of 120 characters", or how many too many: lengths matter where a heading must fit. */
function Counter({ length, max }: { length: number; max: number }) {
  if (length > max)
    return (
      <span className="font-medium text-red-700">
        {length - max} characters too many (at most {max})
      </span>
    );
  return (
    <span>
      {length} of {max} characters
    </span>
  );
}

function Hint({ text, counter }: { text?: string; counter: React.ReactNode }) {
  return (
    <>
      {text && <>{text} </>}
      {counter}
    </>
  );
}

interface FieldProps<S extends PageFieldSpec> {
  form: PageForm;
  name: string;
  spec: S;
  /** The form's errors, read by the form so that a new message renders its field again. */
  errors: FieldErrors<PageFormValues>;
}

function useText(form: PageForm, name: string): string {
  const value = useWatch({ control: form.control, name });
  return typeof value === "string" ? value : "";
}

const errorOf = (errors: FieldErrors<PageFormValues>, name: string): string | undefined =>
  (get(errors, name) as { message?: string } | undefined)?.message;

function TextInput({ form, name, spec, errors }: FieldProps<TextFieldSpec>) {
  const length = useText(form, name).trim().length;
  const props = {
    label: spec.label,
    hint: <Hint text={spec.hint} counter={<Counter length={length} max={spec.max} />} />,
    error: errorOf(errors, name),
    ...form.register(name),
  };
  return spec.multiline ? <TextAreaField rows={3} {...props} /> : <TextField {...props} />;
}

/** A legal page's section: one box, as long as its text, the marks explained in the hint. */
function BodyInput({ form, name, spec, errors }: FieldProps<BodyFieldSpec>) {
  const text = useText(form, name);
  const lines = text.split("\n").length;
  return (
    <TextAreaField
      label={spec.label}
      rows={Math.min(18, Math.max(4, lines + 1))}
      hint={<Hint text={spec.hint} counter={<Counter length={text.trim().length} max={spec.max} />} />}
      error={errorOf(errors, name)}
      {...form.register(name)}
    />
  );
}

function LinesInput({ form, name, spec, errors }: FieldProps<ListFieldSpec>) {
  const lines = itemsOf(useText(form, name), spec.long);
  const longest = Math.max(0, ...lines.map((line) => line.length));
  const how = spec.long ? `An empty line between ${spec.item}s` : `One ${spec.item} a line`;
  return (
    <TextAreaField
      label={spec.label}
      rows={spec.long ? 12 : Math.min(12, Math.max(3, lines.length + 1))}
      hint={
        <Hint
          text={`${spec.hint ? `${spec.hint} ` : ""}${how}, ${spec.minItems === 1 ? "at most" : `${spec.minItems} to`} ${spec.maxItems}.`}
          counter={
            <span
              className={cn((lines.length > spec.maxItems || longest > spec.itemMax) && "font-medium text-red-700")}
            >
              {lines.length} {lines.length === 1 ? spec.item : `${spec.item}s`}; the longest {longest} of {spec.itemMax}{" "}
              characters
            </span>
          }
        />
      }
      error={errorOf(errors, name)}
      {...form.register(name)}
    />
  );
}

function ItemInputs({ form, name, spec, errors }: FieldProps<ListFieldSpec>) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 text-sm font-semibold text-slate-900">{spec.label}</legend>
      {spec.hint && <p className="mb-3 text-sm text-slate-600">{spec.hint}</p>}
      <div className="grid gap-4 md:grid-cols-2">
        {Array.from({ length: spec.maxItems }, (_, index) => (
          <ItemInput
            key={index}
            form={form}
            errors={errors}
            name={`${name}.${index}`}
            label={`${capitalised(spec.item)} ${index + 1}`}
            max={spec.itemMax}
          />
        ))}
      </div>
    </fieldset>
  );
}

function ItemInput({
  form,
  errors,
  name,
  label,
  max,
  multiline,
}: {
  form: PageForm;
  errors: FieldErrors<PageFormValues>;
  name: string;
  label: string;
  max: number;
  multiline?: boolean;
}) {
  const length = useText(form, name).trim().length;
  const props = {
    label,
    hint: <Counter length={length} max={max} />,
    error: errorOf(errors, name),
    ...form.register(name),
  };
  return multiline ? <TextAreaField rows={3} {...props} /> : <TextField {...props} />;
}

function CardInputs({ form, name, spec, errors }: FieldProps<CardsFieldSpec>) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 text-sm font-semibold text-slate-900">{spec.label}</legend>
      {spec.hint && <p className="mb-3 text-sm text-slate-600">{spec.hint}</p>}
      <div className="grid gap-4 md:grid-cols-2">
        {Array.from({ length: spec.count }, (_, index) => (
          <div key={index} className="flex min-w-0 flex-col gap-3 rounded-lg border border-slate-200 p-3 sm:p-4">
            <ItemInput
              form={form}
              errors={errors}
              name={`${name}.${index}.title`}
              label={`${capitalised(spec.item)} ${index + 1}: title`}
              max={spec.titleMax}
            />
            <ItemInput
              form={form}
              errors={errors}
              name={`${name}.${index}.text`}
              label={`${capitalised(spec.item)} ${index + 1}: text`}
              max={spec.textMax}
              multiline
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}

export const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** One field of a page's texts, as its kind is typed. */
export function PageTextField({ spec, ...props }: FieldProps<PageFieldSpec>) {
  switch (spec.kind) {
    case "text":
      return <TextInput spec={spec} {...props} />;
    case "list":
      return spec.fixed ? <ItemInputs spec={spec} {...props} /> : <LinesInput spec={spec} {...props} />;
    case "cards":
      return <CardInputs spec={spec} {...props} />;
    case "body":
      return <BodyInput spec={spec} {...props} />;
  }
}
