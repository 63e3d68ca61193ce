import { Save } from "lucide-react";
import { lazy, Suspense, useState, type FormEvent, type ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { CheckboxField, TextField } from "~/components/forms/fields";
import { Button, buttonVariants } from "~/components/ui/button";
import { formatDateTimeIST } from "~server/formats/ist";
import type { StaffPopup } from "~server/popups/popup-admin.schema";
import { popupImagePositions, popupPositions, popupSizes } from "~server/vocabulary/popups";
import { languageEnglishNames, languages } from "~server/vocabulary/languages";
import { ImageField } from "../media/media-picker";
import { EditorLoading } from "../rich-text/editor-loading";
import { useStaffAction } from "../use-staff-action";
import { ChoiceGroup } from "./choice-group";
import { ColourField, ContrastNote } from "./colour-field";
import {
  fromIstInput,
  inputOf,
  newPopupValues,
  previewOf,
  valuesOf,
  type EditorValues,
  type PopupShowOn,
} from "./editor-values";
import { formatClickRate, formatCount } from "./popup-formats";
import { PopupPreview } from "./popup-preview";
import { popupApiPath, popupEditorPath } from "./popup-row-actions";
import { TargetPagePicker, type PageChoice } from "./target-page-picker";
import { useUnsavedChanges } from "../use-unsaved-changes";

// TipTap is loaded when an editor is first shown, not with the admin (see EditorLoading).
const ContentEditor = lazy(() => import("./content-editor").then((module) => ({ default: module.ContentEditor })));

const words: Record<string, string> = {
  top: "Top",
  center: "Centre",
  bottom: "Bottom",
  small: "Small",
  medium: "Medium",
  large: "Large",
  left: "Left",
  right: "Right",
};
const choices = <T extends string>(values: readonly T[]) =>
  values.map((value) => ({ value, label: words[value] ?? value }));

/** "Show on": every language's pages, or one language's only (popups.language). */
const showOnChoices: { value: PopupShowOn; label: string }[] = [
  { value: "every", label: "Every language" },
  ...languages.map((language) => ({ value: language, label: `${languageEnglishNames[language]} pages only` })),
];

function Section({ title, children, description }: { title: string; children: ReactNode; description?: string }) {
  return (
    <fieldset className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <legend className="px-1 text-base font-semibold text-slate-900">{title}</legend>
      {description && <p className="mb-3 text-sm text-slate-600">{description}</p>}
      <div className="flex flex-col gap-4">{children}</div>
    </fieldset>
  );
}

/** The delay in words as it is typed ("5000" → "5 seconds after the page opens"). */
function delayHint(text: string): string {
  const ms = Number(text);
  if (text.trim() === "" || !Number.isFinite(ms) || ms < 0)
    return "Milliseconds after the page opens: 3000 = 3 seconds.";
  const seconds = Math.round(ms / 100) / 10;
  return `${seconds} second${seconds === 1 ? "" : "s"} after the page opens (milliseconds: 3000 = 3 seconds).`;
}

/** The moment a schedule field's text stands for, in words (DD/MM/YYYY, IST). */
function momentHint(value: string, none: string): string {
  const iso = fromIstInput(value);
  if (!iso) return none;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "Enter a date and a time" : `${formatDateTimeIST(date)} IST`;
}

/**
 * Create or edit a popup: every field of spec section 3 and its dates, with a live preview drawn by
 * the public site's PopupView. Saves through the staff API (one toast); the server's field messages
 * show next to their fields; leaving with unsaved changes asks first.
 */
export function PopupEditorForm({
  popup,
  pages,
  canWrite,
}: {
  popup: StaffPopup | null;
  pages: readonly PageChoice[];
  canWrite: boolean;
}) {
  const initial = popup ? valuesOf(popup) : newPopupValues;
  const [values, setValues] = useState<EditorValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { run, pending } = useStaffAction();
  const navigate = useNavigate();
  const dirty = JSON.stringify(values) !== JSON.stringify(initial);
  const guard = useUnsavedChanges(
    dirty && canWrite,
    "Your changes to this popup are not saved yet. Stay to save them, or leave and lose them.",
  );
  const disabled = !canWrite;

  function set<K extends keyof EditorValues>(name: K, value: EditorValues[K]) {
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors(({ [name]: _gone, ...rest }) => rest);
  }
  const text = (name: keyof EditorValues) => ({
    name,
    value: String(values[name]),
    onChange: (event: { target: { value: string } }) => set(name, event.target.value as never),
    error: errors[name],
    disabled,
  });

  async function save(event: FormEvent) {
    event.preventDefault();
    const body = inputOf(values);
    const result = await run<StaffPopup>(popup ? popupApiPath(popup.id) : "/api/admin/popups", {
      method: popup ? "PATCH" : "POST",
      body: popup ? { ...body, updatedAt: popup.updatedAt } : body,
      success: popup ? "Popup saved. The site shows it on the next page load." : "Popup created.",
      revalidate: Boolean(popup),
      onFieldErrors: (fields) => {
        setErrors(fields);
        const first = Object.keys(fields)[0];
        if (first) document.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      },
    });
    if (result.ok && !popup && result.data) {
      guard.allowNext();
      navigate(popupEditorPath(result.data.id), { replace: true });
    }
  }

  return (
    <form
      onSubmit={(event) => void save(event)}
      noValidate
      // Half the width for the preview beside the form: its desktop frame then shows at 70 % or more.
      className="grid items-start gap-6 xl:grid-cols-2"
    >
      <div className="flex min-w-0 flex-col gap-6">
        <Section title="Message">
          <TextField
            label="Title"
            {...text("title")}
            maxLength={150}
            hint="Shown in large type; screen readers announce it first."
          />
          <Suspense fallback={<EditorLoading label="Text" bodyClassName="min-h-32" />}>
            <ContentEditor
              label="Text"
              value={values.content}
              onChange={(html) => set("content", html)}
              error={errors.content}
              disabled={disabled}
            />
          </Suspense>
        </Section>

        <Section title="Where and when">
          <TargetPagePicker
            value={values.targetPage}
            onChange={(value) => set("targetPage", value)}
            pages={pages}
            error={errors.targetPage}
            disabled={disabled}
          />
          <div>
            <ChoiceGroup
              legend="Show on"
              name="language"
              value={values.showOn}
              options={showOnChoices}
              onChange={(value) => {
                set("showOn", value);
                // The API names this field "language".
                setErrors(({ language: _gone, ...rest }) => rest);
              }}
              error={errors.language}
              disabled={disabled}
            />
            <p className="mt-1.5 text-sm text-slate-600">
              {values.showOn === "every"
                ? "Shown on English, Malayalam and Hindi pages, in each page's language where its translation is published (Translations), else in English."
                : `Shown only on ${languageEnglishNames[values.showOn]} pages, exactly as written here: write it in ${languageEnglishNames[values.showOn]}.`}
            </p>
          </div>
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField
              label="Priority"
              type="number"
              inputMode="numeric"
              step={1}
              {...text("priority")}
              hint="Higher shows first when several target a page."
            />
            <TextField
              label="Delay (ms)"
              type="number"
              inputMode="numeric"
              min={0}
              step={500}
              {...text("delayShow")}
              hint={delayHint(values.delayShow)}
            />
            <TextField
              label="Close after (s)"
              type="number"
              inputMode="numeric"
              min={1}
              {...text("autoClose")}
              optional
              hint="Seconds; leave empty to stay open until closed."
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Starts (IST)"
              type="datetime-local"
              {...text("startsAt")}
              optional
              hint={momentHint(values.startsAt, "Empty: from when it is switched on.")}
            />
            <TextField
              label="Ends (IST)"
              type="datetime-local"
              {...text("endsAt")}
              optional
              hint={momentHint(values.endsAt, "Empty: no end.")}
            />
          </div>
          <CheckboxField
            label="Active"
            {...checkProps("isActive")}
            description="Switched on: it shows on its pages within its dates. Switched off: it stays here, hidden. Visitors see popups after they answer the cookie banner. To check yours in a new browser, answer the banner there first."
          />
        </Section>

        <Section title="Look">
          <ChoiceGroup legend="Position" {...choiceProps("position", popupPositions)} />
          <ChoiceGroup legend="Size" {...choiceProps("size", popupSizes)} />
          <div className="grid gap-4 sm:grid-cols-2">
            <ColourField label="Background colour" {...colourProps("backgroundColor")} />
            <ColourField label="Text colour" {...colourProps("textColor")} />
          </div>
          <ContrastNote
            what="Text on the background"
            foreground={values.textColor}
            background={values.backgroundColor}
          />
          <CheckboxField
            label="Show a close button"
            {...checkProps("showCloseButton")}
            description="Without it visitors close the popup by clicking beside it or with Escape; keyboard users still get a button."
          />
        </Section>

        <Section title="Image">
          <CheckboxField label="Show an image" {...checkProps("showImage")} />
          {values.showImage && (
            <>
              <ImageField
                label="Image"
                required
                alt={false}
                value={values.imageUrl.trim() ? { url: values.imageUrl, alt: "" } : null}
                onChange={(image) => set("imageUrl", image?.url ?? "")}
                error={errors.imageUrl}
                hint="Choose one from the media library or upload it there. It is decorative: the popup's title says what it is about."
                disabled={disabled}
              />
              <ChoiceGroup legend="Image position" {...choiceProps("imagePosition", popupImagePositions)} />
            </>
          )}
        </Section>

        <Section title="Action button">
          <CheckboxField
            label="Show an action button"
            {...checkProps("showActionButton")}
            description="It opens its link in a new tab."
          />
          {values.showActionButton && (
            <>
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField label="Button text" {...text("actionButtonText")} maxLength={60} />
                <TextField
                  label="Button link"
                  {...text("actionButtonLink")}
                  inputMode="url"
                  hint="A path such as /loan-services/gold-loan, or an https:// address."
                />
              </div>
              <div className="grid gap-4 sm:grid-cols-2">
                <ColourField label="Button colour" {...colourProps("actionButtonColor")} />
                <ColourField label="Button text colour" {...colourProps("actionButtonTextColor")} />
              </div>
              <ContrastNote
                what="Button text on the button"
                foreground={values.actionButtonTextColor}
                background={values.actionButtonColor}
              />
            </>
          )}
        </Section>

        {popup && <CountsSummary popup={popup} />}

        <div className="sticky bottom-0 z-10 -mx-1 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-slate-50/95 px-1 py-3">
          {canWrite && (
            <Button type="submit" disabled={pending}>
              <Save aria-hidden="true" />
              {popup ? "Save" : "Create popup"}
            </Button>
          )}
          <Link to="/admin/popups" className={buttonVariants({ variant: "ghost" })}>
            Back to the popups
          </Link>
          {dirty && canWrite && <span className="text-sm text-slate-700">Unsaved changes</span>}
        </div>
      </div>

      <div className="min-w-0 xl:sticky xl:top-4">
        <PopupPreview popup={previewOf(values)} />
      </div>
      {guard.dialog}
    </form>
  );

  function checkProps(name: "isActive" | "showCloseButton" | "showImage" | "showActionButton") {
    return {
      name,
      checked: values[name],
      onChange: (event: { target: { checked: boolean } }) => set(name, event.target.checked),
      error: errors[name],
      disabled,
    };
  }

  function choiceProps<K extends "position" | "size" | "imagePosition">(name: K, options: readonly EditorValues[K][]) {
    return {
      name,
      value: values[name],
      options: choices(options),
      onChange: (value: EditorValues[K]) => set(name, value),
      error: errors[name],
      disabled,
    };
  }

  function colourProps(name: "backgroundColor" | "textColor" | "actionButtonColor" | "actionButtonTextColor") {
    return { name, value: values[name], onChange: (value: string) => set(name, value), error: errors[name], disabled };
  }
}

function CountsSummary({ popup }: { popup: StaffPopup }) {
  const recent = popup.counts.last30Days;
  return (
    <section aria-labelledby="popup-counts-heading" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id="popup-counts-heading" className="text-base font-semibold text-slate-900">
        Last 30 days
      </h2>
      <p className="mt-1 text-slate-800">
        Shown {formatCount(recent.impressions)} times, action clicked {formatCount(recent.actionClicks)} times (click
        rate {formatClickRate(recent.clickRate)}), closed {formatCount(recent.dismissals)} times.
      </p>
      <p className="mt-1 text-sm text-slate-600">
        Counted anonymously per day (IST): no cookies, nothing about the visitor.
      </p>
    </section>
  );
}
