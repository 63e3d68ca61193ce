import { Check, Undo2 } from "lucide-react";
import { useId } from "react";
import { get, type FieldErrors, type UseFormReturn } from "react-hook-form";
import { FieldErrorText, LabelledField, controlClasses } from "~/components/forms/fields";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import type { TranslatedFieldStateName } from "~server/content/translation.schema";
import type { TextFields } from "~server/content/translated-fields";
import { FieldStateBadge } from "./translation-badges";
import { humanise, placeholdersIn } from "./translation-form-values";
import { languageName, type TranslatedLanguage } from "./translation-words";

export type TranslationForm = UseFormReturn<TextFields>;

/** What every text of a field needs to render its English and its input. */
interface TextContext {
  form: TranslationForm;
  errors: FieldErrors<TextFields>;
  language: TranslatedLanguage;
  /** The English changed after translation: its texts are highlighted as the current English. */
  changed: boolean;
}

/** A part of a field: where it is in the form, its English, and how it is named. */
interface PartProps<E> {
  /** The dotted path of the form's value (and of the API's messages): `faqs.2.answer`. */
  path: string;
  english: E;
  /** The part's full name, for the input's accessible name: "FAQs, item 2, answer". */
  name: string;
  /** The part's own heading above it (a nested text), if any. */
  heading?: string;
  context: TextContext;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * A text box that grows with its text for anything longer than a short label: Malayalam and Hindi
 * take more room than the English, and a line that scrolls sideways hides what was typed.
 */
function isLong(text: string): boolean {
  return text.length > 40 || text.includes("\n");
}

/**
 * One English text beside its translation's input: the English read-only (marked as English for
 * screen readers and highlighted when it changed since translation), the input in the language
 * (its `lang` set, so the script's font and a screen reader's voice fit), and what the input must keep.
 */
function TextPair({ path, english, name, heading, context }: PartProps<string>) {
  const { form, errors, language, changed } = context;
  const englishId = useId();
  const error = (get(errors, path) as { message?: string } | undefined)?.message;
  const placeholders = placeholdersIn(english);
  const long = isLong(english);
  return (
    <div className="min-w-0">
      {heading && <h3 className="mb-2 text-sm font-semibold text-slate-900">{heading}</h3>}
      <div className="grid gap-3 md:grid-cols-2">
        <div className="min-w-0">
          <p className="mb-1.5 text-sm font-semibold text-slate-900" aria-hidden="true">
            {changed ? "English, as it reads now" : "English"}
          </p>
          <div
            id={englishId}
            lang="en"
            className={cn(
              "rounded-md border p-3 text-sm leading-6 whitespace-pre-wrap text-slate-900 [overflow-wrap:anywhere]",
              changed ? "border-amber-400 bg-amber-50" : "border-slate-200 bg-slate-50",
            )}
          >
            <span className="sr-only">{changed ? "The English, changed since translation: " : "The English: "}</span>
            {english}
          </div>
        </div>
        <LabelledField
          label={
            <>
              <span className="sr-only">{name} in </span>
              {languageName(language)}
            </>
          }
          error={error}
          hint={
            placeholders.length > 0
              ? `Keep ${placeholders.join(", ")} as ${placeholders.length === 1 ? "it is" : "they are"}: the page fills in the fact.`
              : undefined
          }
          id={undefined}
          control={(aria) => {
            const props = {
              ...aria,
              // A text left empty shows the English: nothing here is required.
              "aria-required": undefined,
              "aria-describedby": [aria["aria-describedby"], englishId].filter(Boolean).join(" "),
              lang: language,
              ...form.register(path),
            };
            return long ? (
              <textarea
                {...props}
                rows={2}
                className={cn(controlClasses, "field-sizing-content max-h-96 min-h-20 resize-y py-2.5 leading-7")}
              />
            ) : (
              <input {...props} type="text" className={cn(controlClasses, "h-11")} />
            );
          }}
        />
      </div>
    </div>
  );
}

/**
 * The English value of a field, or of a part of it, beside inputs of the same shape: a text, a
 * list (one item after another, same count and order), an object (each part, such as an FAQ's
 * question and answer), nested as deep as the English is.
 */
function TranslatedValue({ path, english, name, heading, context }: PartProps<unknown>) {
  if (typeof english === "string") {
    // An empty optional text has nothing to translate (its translation stays empty).
    if (english.trim() === "") return null;
    return <TextPair path={path} english={english} name={name} heading={heading} context={context} />;
  }
  if (Array.isArray(english)) {
    return (
      <ol className="flex flex-col gap-5">
        {english.map((item, index) => {
          const itemName = `${name}, item ${index + 1}`;
          const itemHeading = `Item ${index + 1} of ${english.length}`;
          return (
            <li key={index} className={cn(isPlainObject(item) && "rounded-lg border border-slate-200 p-3 sm:p-4")}>
              {isPlainObject(item) ? (
                <fieldset className="flex min-w-0 flex-col gap-4">
                  <legend className="mb-1 text-sm font-semibold text-slate-900">{itemHeading}</legend>
                  <TranslatedValue path={`${path}.${index}`} english={item} name={itemName} context={context} />
                </fieldset>
              ) : (
                <TranslatedValue
                  path={`${path}.${index}`}
                  english={item}
                  name={itemName}
                  heading={itemHeading}
                  context={context}
                />
              )}
            </li>
          );
        })}
      </ol>
    );
  }
  if (isPlainObject(english)) {
    return (
      <div className="flex flex-col gap-4">
        {Object.entries(english).map(([key, part]) => (
          <TranslatedValue
            key={key}
            path={`${path}.${key}`}
            english={part}
            name={`${name}, ${humanise(key).toLowerCase()}`}
            heading={humanise(key)}
            context={context}
          />
        ))}
      </div>
    );
  }
  // A number or a switch belongs to the structure: the translation repeats it, nobody types it.
  return null;
}

/**
 * One text field of the entry: its label and state (Missing, English changed, Translated), the
 * English beside the translation's inputs, and for a changed English the choice to keep the
 * translation as it is (it still fits) rather than edit it.
 */
export function TranslatedFieldSection({
  field,
  label,
  english,
  state,
  form,
  errors,
  language,
  error,
  confirmed,
  onConfirmChange,
  canChange,
}: {
  field: string;
  label: string;
  english: unknown;
  state: TranslatedFieldStateName;
  form: TranslationForm;
  errors: FieldErrors<TextFields>;
  language: TranslatedLanguage;
  /** A message about the field as a whole (a list of the wrong length). */
  error?: string;
  /** The editor said the translation still fits the changed English (saved with the next save). */
  confirmed: boolean;
  onConfirmChange: (confirmed: boolean) => void;
  canChange: boolean;
}) {
  const headingId = useId();
  const changed = state === "english-changed" && !confirmed;
  const context: TextContext = { form, errors, language, changed };
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <div className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-1">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {label}
        </h2>
        <FieldStateBadge state={confirmed ? "translated" : state} />
      </div>
      {state === "english-changed" && (
        <div
          className={cn(
            "mb-4 flex flex-col items-start gap-2 rounded-lg border p-3 text-sm",
            confirmed ? "border-slate-200 bg-slate-50 text-slate-800" : "border-amber-300 bg-amber-50 text-amber-950",
          )}
        >
          {confirmed ? (
            <>
              <p>Marked as still right for the new English. It is saved with your next save.</p>
              <Button type="button" variant="ghost" size="sm" onClick={() => onConfirmChange(false)}>
                <Undo2 aria-hidden="true" /> Undo<span className="sr-only">: {label} still needs a look</span>
              </Button>
            </>
          ) : (
            <>
              <p>
                The English changed after this was translated. The English below is how it reads now: compare, then
                update the {languageName(language)}. If it still says the same, keep it as it is.
              </p>
              {canChange && (
                <Button type="button" variant="outline" size="sm" onClick={() => onConfirmChange(true)}>
                  <Check aria-hidden="true" /> Keep the translation as it is
                  <span className="sr-only">: {label}</span>
                </Button>
              )}
            </>
          )}
        </div>
      )}
      {state === "missing" && (
        <p className="mb-4 text-sm text-slate-700">
          Visitors of the {languageName(language)} pages read this in English until each of its texts is translated.
        </p>
      )}
      {error && (
        <div className="mb-4">
          <FieldErrorText id={`${headingId}-error`}>{error}</FieldErrorText>
        </div>
      )}
      <TranslatedValue path={field} english={english} name={label} context={context} />
    </section>
  );
}
