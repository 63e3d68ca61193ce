import { BadgeCheck, CircleDashed, EyeOff, Save, Send, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { StaleVersionNotice } from "~/components/admin/stale-version-notice";
import { useStaffAction } from "~/components/admin/use-staff-action";
import { useUnsavedChanges } from "~/components/admin/use-unsaved-changes";
import { FormAlert } from "~/components/forms/fields";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/use-toast";
import type { StaffTranslationsView, StaffTranslationView } from "~server/content/translation.schema";
import type { TextFields } from "~server/content/translated-fields";
import { pathInLanguage } from "~server/vocabulary/languages";
import { TranslatedFieldSection } from "./translated-field";
import { TranslationStatus } from "./translation-status";
import {
  fieldLabelsOf,
  fieldsToTranslate,
  formErrorsOf,
  formValuesOf,
  isTextPath,
  textCounts,
} from "./translation-form-values";
import { languageName, type TranslatedLanguage } from "./translation-words";

/** What a button of the editor does; each is one PUT (or the DELETE) and one toast. */
type Intent = "draft" | "publish" | "unpublish" | "review" | "unreview";

/** Texts with words in the form's values, and how many of them are filled in. */
function countsOf(fields: readonly string[], english: TextFields, values: TextFields) {
  return fields.reduce(
    (sum, field) => {
      const counts = textCounts(english[field], values[field]);
      return { texts: sum.texts + counts.texts, filled: sum.filled + counts.filled };
    },
    { texts: 0, filled: 0 },
  );
}

/**
 * The translation of one entry into one language: each text field's English beside inputs of the
 * same shape with the field's state, and the translation's own state. Saves with the version it
 * started from (a stale one offers to load the current translation); checks with the server's rules
 * first (a message at each text, one toast); leaving with unsaved texts asks. A save that changes
 * the words sets the review back to "To review" (a native speaker has not read the new words);
 * "Mark reviewed" saves what is typed as reviewed.
 */
export function TranslationEditor({
  view,
  translation,
  language,
  canChange,
  onDirtyChange,
}: {
  view: StaffTranslationsView;
  translation: StaffTranslationView;
  language: TranslatedLanguage;
  canChange: boolean;
  /** Tells the screen whether there are unsaved changes (its language switch asks before leaving them). */
  onDirtyChange: (dirty: boolean) => void;
}) {
  const name = languageName(language);
  const fields = fieldsToTranslate(view.textFields, view.english);
  const labels = fieldLabelsOf(fields, view.fieldLabels);
  const form = useForm<TextFields>({ defaultValues: formValuesOf(fields, view.english, translation.fields) });
  const { isDirty, errors } = form.formState;
  const [confirmed, setConfirmed] = useState<ReadonlySet<string>>(new Set());
  const [fieldMessages, setFieldMessages] = useState<Record<string, string>>({});
  const [otherMessages, setOtherMessages] = useState<string[]>([]);
  const [stale, setStale] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const { run, pending } = useStaffAction();
  const unsaved = isDirty || confirmed.size > 0;
  const leave = useUnsavedChanges(
    unsaved,
    `Your changes to the ${name} of ${view.label} are not saved. Stay and save them, or leave and lose them.`,
  );
  useEffect(() => onDirtyChange(unsaved), [unsaved, onDirtyChange]);

  const endpoint = `/api/admin/translations/${view.kind}/${encodeURIComponent(view.entryId)}/${language}`;
  const sitePath = view.publicPath ? pathInLanguage(view.publicPath, language) : null;

  /** Puts each message at its text's input; a message about a whole field at the field; others above the form. */
  function showErrors(messages: Record<string, string>) {
    const atFields: Record<string, string> = {};
    const others: string[] = [];
    let first: string | null = null;
    for (const [path, message] of Object.entries(messages)) {
      const field = path.split(".")[0]!;
      if (isTextPath(view.english, path)) {
        form.setError(path, { message });
        first ??= path;
      } else if (fields.includes(field)) atFields[field] = message;
      else others.push(message);
    }
    setFieldMessages(atFields);
    setOtherMessages(others);
    if (first) form.setFocus(first);
  }

  function successMessage(intent: Intent, values: TextFields): string {
    const { texts, filled } = countsOf(fields, view.english, values);
    const untranslated =
      filled < texts
        ? ` ${texts - filled} of ${texts} texts are not translated yet: visitors read those in English.`
        : "";
    switch (intent) {
      case "draft":
        return `${name} draft saved. Visitors read the English until you publish it.`;
      case "publish":
        return `${name} published: ${sitePath ?? "the site"} shows it from the next visit.${untranslated}`;
      case "unpublish":
        return `${name} unpublished: it is a draft again, and visitors read the English.`;
      case "review":
        return `${name} marked as reviewed${isDirty ? ", with your changes saved" : ""}.`;
      case "unreview":
        return `${name} marked as to review again.`;
    }
  }

  async function send(intent: Intent, values: TextFields) {
    form.clearErrors();
    setFieldMessages({});
    setOtherMessages([]);
    const problems = formErrorsOf(view.english, values);
    if (Object.keys(problems).length > 0) {
      showErrors(problems);
      toast({ variant: "destructive", title: "Check the highlighted texts: nothing was saved." });
      return;
    }
    const state =
      intent === "publish"
        ? "published"
        : intent === "review" || intent === "unreview"
          ? (translation.state ?? "draft")
          : "draft";
    const review =
      intent === "review"
        ? "reviewed"
        : intent === "unreview" || isDirty
          ? "to-review"
          : (translation.review ?? "to-review");
    const result = await run(endpoint, {
      method: "PUT",
      body: { fields: values, state, review, version: translation.version, confirmed: [...confirmed] },
      success: successMessage(intent, values),
      onFieldErrors: showErrors,
    });
    if (!result.ok && result.error.status === 409) setStale(true);
    // Saved: the screen's data comes back with the new version, and the editor starts again from it.
  }

  const act = (intent: Intent) => form.handleSubmit((values) => send(intent, values));
  const published = translation.state === "published";

  const wholeActions = canChange && translation.state !== null && (
    <>
      {translation.review === "reviewed" ? (
        <Button type="button" variant="outline" size="sm" disabled={pending} onClick={act("unreview")}>
          <CircleDashed aria-hidden="true" /> Mark to review
        </Button>
      ) : (
        <Button type="button" variant="outline" size="sm" disabled={pending} onClick={act("review")}>
          <BadgeCheck aria-hidden="true" /> Mark reviewed
        </Button>
      )}
      <Button
        type="button"
        variant="ghost"
        size="sm"
        disabled={pending}
        onClick={() => setDeleting(true)}
        className="text-red-700 hover:bg-red-50 hover:text-red-800"
      >
        <Trash2 aria-hidden="true" /> Delete translation
      </Button>
    </>
  );

  return (
    <>
      <TranslationStatus translation={translation} language={language} actions={wholeActions} />
      <form
        onSubmit={act(published ? "publish" : "draft")}
        noValidate
        aria-label={`${name} of ${view.label}`}
        className="flex flex-col gap-6"
      >
        {stale && (
          <StaleVersionNotice actionLabel="Load the current translation">
            Someone saved this {name} translation while you were editing, so yours was not saved. Load their version,
            check it, then make your change again (what you typed here is replaced).
          </StaleVersionNotice>
        )}
        {otherMessages.length > 0 && (
          <FormAlert>
            <ul className="list-disc pl-4">
              {otherMessages.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </FormAlert>
        )}
        <fieldset disabled={!canChange || pending} className="flex min-w-0 flex-col gap-6">
          <legend className="sr-only">Texts</legend>
          {fields.map((field) => (
            <TranslatedFieldSection
              key={field}
              field={field}
              label={labels[field]!}
              english={view.english[field]}
              state={translation.fieldStates[field] ?? "missing"}
              form={form}
              errors={errors}
              language={language}
              error={fieldMessages[field]}
              confirmed={confirmed.has(field)}
              onConfirmChange={(on) =>
                setConfirmed((current) => {
                  const next = new Set(current);
                  if (on) next.add(field);
                  else next.delete(field);
                  return next;
                })
              }
              canChange={canChange}
            />
          ))}
        </fieldset>
        {canChange && (
          // Kept in view while the texts scroll by: whether anything is unsaved, and the saves.
          <div className="sticky bottom-0 z-10 flex flex-wrap items-center justify-end gap-x-3 gap-y-2 rounded-xl border border-slate-200 bg-white/95 p-3 shadow-sm">
            <span className="mr-auto text-sm text-slate-700" aria-live="polite">
              {unsaved ? "Unsaved changes" : "No unsaved changes"}
            </span>
            {published ? (
              <>
                <Button type="button" variant="outline" disabled={pending} onClick={act("unpublish")}>
                  <EyeOff aria-hidden="true" />
                  <span>
                    Unpublish<span className="sr-only sm:not-sr-only"> (save as draft)</span>
                  </span>
                </Button>
                <Button type="submit" disabled={pending || !unsaved}>
                  <Send aria-hidden="true" /> {pending ? "Saving…" : "Publish changes"}
                </Button>
              </>
            ) : (
              <>
                <Button type="submit" variant="outline" disabled={pending}>
                  <Save aria-hidden="true" /> Save as draft
                </Button>
                <Button type="button" disabled={pending} onClick={act("publish")}>
                  <Send aria-hidden="true" /> {pending ? "Saving…" : "Publish"}
                </Button>
              </>
            )}
          </div>
        )}
      </form>
      {leave.dialog}
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={`Delete the ${name} of ${view.label}?`}
        confirmLabel={`Delete the ${name}`}
        pending={pending}
        onConfirm={async () => {
          const result = await run(endpoint, {
            method: "DELETE",
            success: `${name} translation deleted: visitors read the English.`,
          });
          return result.ok;
        }}
      >
        Every {name} text of this entry is deleted{published ? ", and its pages show the English at once" : ""}. It
        cannot be brought back; writing it again starts from nothing.
      </ConfirmDialog>
    </>
  );
}
