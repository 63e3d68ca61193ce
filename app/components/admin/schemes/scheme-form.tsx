import { Eye, ExternalLink, History, Power, PowerOff, RefreshCw, Save, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm, useWatch, type UseFormReturn } from "react-hook-form";
import { useNavigate } from "react-router";
import { CheckboxField, FormAlert } from "~/components/forms/fields";
import { SCHEME_DRAFT_KIND } from "~/components/schemes/scheme-draft";
import { Button, buttonVariants } from "~/components/ui/button";
import { toast } from "~/components/ui/use-toast";
import { apiRequest } from "~/lib/api-client";
import { clearDraftPreview, writeDraftPreview } from "~/lib/draft-preview";
import { slugFromTitle } from "~server/blog/post-slug";
import type { ContentRevisionSummary } from "~server/content/content-revision.schema";
import { fieldErrorsFromZod } from "~server/shared/field-errors";
import {
  SchemeInputSchema,
  schemePath,
  type SchemeServiceChoice,
  type StaffScheme,
} from "~server/schemes/scheme.schema";
import { schemeGroupLabels } from "~server/vocabulary/content";
import { ConfirmDialog } from "../confirm-dialog";
import { readActionError, useStaffAction } from "../use-staff-action";
import { useUnsavedChanges } from "../use-unsaved-changes";
import {
  emptySchemeValues,
  schemeBodyOf,
  schemeFieldOf,
  schemeValuesOf,
  type SchemeField,
  type SchemeValues,
} from "./scheme-form-values";
import { SchemeFieldSections } from "./scheme-fields";
import { SchemeRevisions } from "./scheme-revisions";

/** Puts the API's (or the schema's) field messages on their inputs and focuses the first. */
function putErrors(form: UseFormReturn<SchemeValues>, fields: Record<string, string>) {
  let first: SchemeField | null = null;
  for (const [path, message] of Object.entries(fields)) {
    const field = schemeFieldOf(path, form.getValues());
    if (!field || form.getFieldState(field).error) continue;
    form.setError(field, { message });
    if (field !== "whoFor" && field !== "offers" && field !== "faqs") first ??= field;
  }
  if (first) form.setFocus(first);
}

export interface SchemeFormProps {
  scheme: StaffScheme | null;
  services: readonly SchemeServiceChoice[];
  canChange: boolean;
  /** The site's address and name, for the search-result preview. */
  origin: string;
  siteName: string;
}

/**
 * The scheme editor: every field a scheme's page shows, checked with the API's own schema before
 * sending, each mistake next to its field and one toast per outcome. A save carries the version it
 * started from: when someone else saved meanwhile, nothing is written and the editor offers their
 * version. Preview (a tab showing the unsaved text as the page), revisions, switching on and off
 * and deleting sit beside Save; leaving with unsaved changes asks first.
 */
export function SchemeForm({ scheme, services, canChange, origin, siteName }: SchemeFormProps) {
  const [saved, setSaved] = useState<StaffScheme | null>(scheme);
  const [conflict, setConflict] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const { run, pending } = useStaffAction();
  const navigate = useNavigate();
  const form = useForm<SchemeValues>({ defaultValues: scheme ? schemeValuesOf(scheme) : emptySchemeValues() });
  const { isDirty } = form.formState;
  const values = useWatch({ control: form.control }) as SchemeValues;
  const guard = useUnsavedChanges(
    canChange && isDirty,
    "Your changes to this scheme are not saved. Stay and save them, or leave and lose them.",
  );

  // A new scheme's address follows its short name (or name) until staff type one of their own.
  const slugEdited = Boolean(form.formState.dirtyFields.slug);
  useEffect(() => {
    if (saved || slugEdited) return;
    form.setValue("slug", slugFromTitle(values.shortName || values.name), { shouldDirty: false });
  }, [saved, slugEdited, values.shortName, values.name, form]);

  // The preview tab follows what is typed (app/lib/draft-preview.ts); saved text needs no draft.
  useEffect(() => {
    if (!saved) return;
    if (isDirty) writeDraftPreview(SCHEME_DRAFT_KIND, saved.id, schemeBodyOf(values));
    else clearDraftPreview(SCHEME_DRAFT_KIND, saved.id);
  }, [saved, isDirty, values]);

  /** Puts a scheme from the server in the editor, `keepEdits` keeping what staff typed meanwhile. */
  function load(next: StaffScheme, keepEdits = false) {
    setSaved(next);
    setConflict(false);
    form.reset(schemeValuesOf(next), { keepDirtyValues: keepEdits });
  }

  const failedOn409 = (result: { ok: boolean; error?: { status: number } }) => {
    if (!result.ok && result.error?.status === 409) setConflict(true);
  };

  const submit = form.handleSubmit(async (current) => {
    form.clearErrors();
    const body = { ...schemeBodyOf(current), isActive: saved ? saved.isActive : current.isActive };
    const checked = SchemeInputSchema.safeParse(body);
    if (!checked.success) {
      const fields = fieldErrorsFromZod(checked.error);
      putErrors(form, fields);
      const messages = Object.values(fields);
      toast({
        variant: "destructive",
        title:
          messages.length === 1
            ? `${messages[0]}: nothing was saved.`
            : "Check the highlighted fields: nothing was saved.",
      });
      return;
    }
    if (!saved) {
      const result = await run<StaffScheme>("/api/admin/schemes", {
        body,
        success: body.isActive
          ? `“${body.name}” added. /govt-schemes and its own page show it now.`
          : `“${body.name}” added, switched off. Switch it on when it is ready.`,
        onFieldErrors: (fields) => putErrors(form, fields),
        revalidate: false,
      });
      if (result.ok && result.data) {
        guard.allowNext();
        void navigate(`/admin/schemes/${result.data.id}`, { replace: true });
      }
      return;
    }
    const { isActive: _unchanged, ...changes } = body;
    const result = await run<StaffScheme>(`/api/admin/schemes/${saved.id}`, {
      method: "PATCH",
      body: { ...changes, version: saved.version },
      success: saved.isActive
        ? "Scheme saved. /govt-schemes and its page show the change now."
        : "Scheme saved. It stays switched off until you switch it on.",
      onFieldErrors: (fields) => putErrors(form, fields),
      revalidate: false,
    });
    if (result.ok && result.data) load(result.data);
    failedOn409(result);
  });

  async function reloadLatest() {
    if (!saved) return;
    try {
      load((await apiRequest<StaffScheme>(`/api/admin/schemes/${saved.id}`)) as StaffScheme);
      toast({ title: "The latest version is in the editor. Make your changes again, then save." });
    } catch (failure) {
      toast({ variant: "destructive", title: readActionError(failure).message });
    }
  }

  async function switchOnOrOff() {
    if (!saved) return;
    const on = !saved.isActive;
    const result = await run<StaffScheme>(`/api/admin/schemes/${saved.id}`, {
      method: "PATCH",
      body: { isActive: on, version: saved.version },
      success: on
        ? `“${saved.name}” is switched on: /govt-schemes and its page show it now.`
        : `“${saved.name}” is switched off: it is gone from /govt-schemes and the sitemap, and its page answers 404.`,
      revalidate: false,
    });
    // What staff typed meanwhile stays in the editor, on top of the new version.
    if (result.ok && result.data) load(result.data, true);
    failedOn409(result);
  }

  async function restore(revision: ContentRevisionSummary): Promise<boolean> {
    if (!saved) return false;
    const result = await run<StaffScheme>(`/api/admin/schemes/${saved.id}/revisions/${revision.id}/restore`, {
      body: { version: saved.version },
      success: `Version ${revision.version} is back, saved as version ${saved.version + 1}.${saved.isActive ? " Its page shows it now." : ""}`,
      onFieldErrors: () => undefined,
      revalidate: false,
    });
    if (result.ok && result.data) load(result.data);
    failedOn409(result);
    return result.ok;
  }

  async function remove() {
    if (!saved) return false;
    const result = await run(`/api/admin/schemes/${saved.id}`, {
      method: "DELETE",
      success: `“${saved.name}” deleted.`,
      revalidate: false,
    });
    if (result.ok) {
      clearDraftPreview(SCHEME_DRAFT_KIND, saved.id);
      guard.allowNext();
      void navigate("/admin/schemes");
    }
    return result.ok;
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={saved ? `Edit ${saved.name}` : "New scheme"}
      className="flex min-w-0 flex-col gap-6"
    >
      {saved && <SchemeStatus scheme={saved} />}
      <fieldset disabled={!canChange || pending} className="flex min-w-0 flex-col gap-6">
        <SchemeFieldSections form={form} services={services} isNew={!saved} origin={origin} siteName={siteName} />

        {!saved && (
          <CheckboxField
            label="Show it on the site once added"
            description="On /govt-schemes, at its own address and in the sitemap. Leave it off to prepare it first."
            {...form.register("isActive")}
          />
        )}
      </fieldset>

      {conflict && (
        <FormAlert>
          <p>
            Someone else saved this scheme after you opened it, so nothing of yours was saved. Load their version to
            continue; your changes in this editor are replaced (copy anything you want to keep first).
          </p>
          <Button type="button" variant="outline" size="sm" className="mt-2" onClick={() => void reloadLatest()}>
            <RefreshCw aria-hidden="true" /> Load the latest version
          </Button>
        </FormAlert>
      )}

      {canChange && (
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={pending}>
            <Save aria-hidden="true" />
            {pending ? "Saving…" : saved ? "Save scheme" : "Add scheme"}
          </Button>
          {saved && (
            <>
              <a
                href={`/govt-schemes/preview/${saved.id}`}
                target="_blank"
                rel="noopener"
                className={buttonVariants({ variant: "outline" })}
                onClick={() => {
                  if (isDirty) writeDraftPreview(SCHEME_DRAFT_KIND, saved.id, schemeBodyOf(form.getValues()));
                }}
              >
                <Eye aria-hidden="true" /> Preview<span className="sr-only"> (opens in a new tab)</span>
              </a>
              <Button type="button" variant="outline" onClick={() => setHistoryOpen(true)}>
                <History aria-hidden="true" /> Revisions
              </Button>
              <Button type="button" variant="outline" disabled={pending} onClick={() => void switchOnOrOff()}>
                {saved.isActive ? <PowerOff aria-hidden="true" /> : <Power aria-hidden="true" />}
                {saved.isActive ? "Switch off" : "Switch on"}
              </Button>
              <Button
                type="button"
                variant="outline"
                disabled={pending}
                className="text-red-700 hover:bg-red-50 hover:text-red-800"
                onClick={() => setConfirmingDelete(true)}
              >
                <Trash2 aria-hidden="true" /> Delete
              </Button>
            </>
          )}
        </div>
      )}

      {saved && (
        <>
          <ConfirmDialog
            open={confirmingDelete}
            onOpenChange={setConfirmingDelete}
            title={`Delete “${saved.name}”?`}
            confirmLabel="Delete scheme"
            pending={pending}
            onConfirm={remove}
          >
            It disappears from /govt-schemes at once, its page and old addresses answer “not found”, and its revisions
            go with it. To hide it for a while instead, switch it off.
          </ConfirmDialog>
          <SchemeRevisions
            schemeId={saved.id}
            open={historyOpen}
            onOpenChange={setHistoryOpen}
            onRestore={restore}
            services={services}
          />
        </>
      )}
      {guard.dialog}
    </form>
  );
}

/** Whether visitors see the scheme, with a link to its page when they do. */
function SchemeStatus({ scheme }: { scheme: StaffScheme }) {
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm text-slate-800">
      <span className="font-semibold">
        {scheme.isActive ? "Switched on: shown on /govt-schemes" : "Switched off: visitors do not see it"}
      </span>
      <span className="text-slate-600">
        {schemeGroupLabels[scheme.schemeGroup]} · version {scheme.version}
      </span>
      {scheme.isActive && (
        <a
          href={schemePath(scheme.slug)}
          target="_blank"
          rel="noopener"
          className="inline-flex items-center gap-1 font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
        >
          Open its page <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      )}
    </p>
  );
}
