import { Eye, History } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { SaveBar, SettingsSection } from "~/components/admin/settings-section";
import { useStaffAction } from "~/components/admin/use-staff-action";
import { useUnsavedChanges } from "~/components/admin/use-unsaved-changes";
import { StaleVersionNotice } from "~/components/admin/stale-version-notice";
import { FormAlert } from "~/components/forms/fields";
import { Button, buttonVariants } from "~/components/ui/button";
import { toast } from "~/components/ui/use-toast";
import { clearDraftPreview, writeDraftPreview } from "~/lib/draft-preview";
import type { StaffPageTexts } from "~server/content/page-text.schema";
import {
  definitionOf,
  pagePlaceholderMeanings,
  pageTextSchemas,
  type PageDefinition,
  type PageFacts,
  type PagePlaceholder,
} from "~server/content/page-texts";
import { fieldErrorsFromZod } from "~server/shared/field-errors";
import {
  boxOf,
  capitalised,
  isLinesList,
  itemsOf,
  PageTextField,
  type PageForm,
  type PageFormValues,
} from "./page-text-fields";
import { PageRevisions } from "./page-revisions";

/** The kind of content the preview tab reads drafts of (app/lib/draft-preview.ts). */
export const PAGE_DRAFT_KIND = "page-text";

function toValues(definition: PageDefinition, texts: Record<string, unknown>): PageFormValues {
  return Object.fromEntries(
    Object.entries(definition.fields).map(([name, spec]) => {
      const value = texts[name];
      return [
        name,
        isLinesList(spec) && spec.kind === "list" ? boxOf(value as string[], spec.long) : structuredClone(value),
      ];
    }),
  ) as PageFormValues;
}

/** The page's document from what the form holds (a one-item-a-line box becomes its list). */
function toTexts(definition: PageDefinition, values: PageFormValues): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(definition.fields).map(([name, spec]) => {
      const value = values[name];
      return [
        name,
        isLinesList(spec) && spec.kind === "list" && typeof value === "string" ? itemsOf(value, spec.long) : value,
      ];
    }),
  );
}

/**
 * Puts the messages of the API's (or the schema's) paths on the inputs that show them:
 * `heroHeading`, `values.1.title`, `highlights.2`; an item of a list's box as "Step 3: …".
 * Answers the messages no input shows (a list of the wrong size), for the alert above the form.
 */
function putErrors(form: PageForm, definition: PageDefinition, fields: Record<string, string>): string[] {
  const others: string[] = [];
  let first: string | null = null;
  for (const [path, message] of Object.entries(fields)) {
    const [name = "", index, part] = path.split(".");
    const spec = definition.fields[name];
    let input: string | null = null;
    let shown = message;
    if (spec?.kind === "text" || spec?.kind === "body") input = name;
    else if (spec?.kind === "list" && isLinesList(spec)) {
      input = name;
      if (index !== undefined) shown = `${capitalised(spec.item)} ${Number(index) + 1}: ${message}`;
    } else if (spec?.kind === "list" && index !== undefined) input = `${name}.${index}`;
    else if (spec?.kind === "cards" && index !== undefined && part) input = `${name}.${index}.${part}`;
    if (!input) {
      others.push(spec ? `${spec.label}: ${message}` : message);
      continue;
    }
    if (form.getFieldState(input).error) continue;
    form.setError(input, { message: shown });
    first ??= input;
  }
  if (first) form.setFocus(first);
  return others;
}

/** The placeholders the page's fields may hold, with what each shows now. */
function Placeholders({ definition, facts }: { definition: PageDefinition; facts: PageFacts }) {
  const used = new Set<PagePlaceholder>(Object.values(definition.fields).flatMap((spec) => spec.placeholders));
  return (
    <SettingsSection
      title="Placeholders"
      description="Write one of these, braces included, where a text should show a fact of the site settings: the page shows the fact as it is set now, so a new business name reaches every page at once."
    >
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
        {[...used].map((name) => (
          <div key={name} className="contents">
            <dt className="font-mono font-semibold text-slate-900">{`{${name}}`}</dt>
            <dd className="text-slate-700 [overflow-wrap:anywhere]">
              {pagePlaceholderMeanings[name]}: now “{facts[name]}”
            </dd>
          </div>
        ))}
      </dl>
    </SettingsSection>
  );
}

/**
 * The editor of one page's texts: its fields grouped as the page shows them, each length counted;
 * checked with the API's own schema before sending (a message per field, one toast); saved with
 * the version it started from, a stale one offering to load the current texts; a preview of the
 * unsaved texts in another tab; the revisions, with restore. Leaving with unsaved texts asks.
 */
export function PageTextForm({
  page,
  facts,
  canChange,
}: {
  page: StaffPageTexts;
  facts: PageFacts;
  canChange: boolean;
}) {
  const definition = definitionOf(page.key);
  const texts = page.texts as Record<string, unknown>;
  const form = useForm<PageFormValues>({ defaultValues: toValues(definition, texts) });
  // Read while rendering: react-hook-form tracks only the parts of formState that are read.
  const { isDirty, errors } = form.formState;
  const values = useWatch({ control: form.control }) as PageFormValues;
  const { run, pending } = useStaffAction();
  const [others, setOthers] = useState<string[]>([]);
  const [stale, setStale] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const leave = useUnsavedChanges(
    isDirty,
    `Your changes to the texts of ${definition.name} are not saved. Stay and save them, or leave and lose them.`,
  );

  // The preview tab shows what the form holds as it is typed; nothing typed, nothing to show.
  useEffect(() => {
    if (isDirty) writeDraftPreview(PAGE_DRAFT_KIND, page.key, toTexts(definition, values));
    else clearDraftPreview(PAGE_DRAFT_KIND, page.key);
  }, [values, isDirty, definition, page.key]);

  const showErrors = (fields: Record<string, string>) => setOthers(putErrors(form, definition, fields));

  const submit = form.handleSubmit(async (current) => {
    form.clearErrors();
    setOthers([]);
    const body = toTexts(definition, current);
    const checked = pageTextSchemas[page.key].safeParse(body);
    if (!checked.success) {
      showErrors(fieldErrorsFromZod(checked.error));
      toast({ variant: "destructive", title: "Check the highlighted texts: nothing was saved." });
      return;
    }
    const result = await run<StaffPageTexts>(`/api/admin/pages/${page.key}`, {
      method: "PATCH",
      body: { version: page.version, ...body },
      success: `Texts saved. ${page.path} shows them from the next visit.`,
      onFieldErrors: showErrors,
    });
    if (result.ok) {
      clearDraftPreview(PAGE_DRAFT_KIND, page.key);
      // The screen's data is reloaded with the new version: the editor starts again from it.
    } else if (result.error.status === 409) setStale(true);
  });

  async function restore(revision: { id: number; version: number }): Promise<boolean> {
    const result = await run<StaffPageTexts>(`/api/admin/pages/${page.key}/revisions/${revision.id}/restore`, {
      body: { version: page.version },
      success: `Version ${revision.version} restored as a new version. ${page.path} shows it from the next visit.`,
    });
    if (!result.ok && result.error.status === 409) setStale(true);
    if (result.ok) clearDraftPreview(PAGE_DRAFT_KIND, page.key);
    return result.ok;
  }

  return (
    <>
      <form onSubmit={submit} noValidate aria-label={`Texts of ${definition.name}`} className="flex flex-col gap-6">
        <div className="flex flex-wrap gap-2">
          <a
            href={`/preview/pages/${page.key}`}
            target="_blank"
            rel="noopener"
            onClick={() => {
              if (isDirty) writeDraftPreview(PAGE_DRAFT_KIND, page.key, toTexts(definition, form.getValues()));
            }}
            className={buttonVariants({ variant: "outline", size: "sm" })}
          >
            <Eye aria-hidden="true" />
            Preview<span className="sr-only"> with the unsaved texts (opens in a new tab)</span>
          </a>
          <Button type="button" variant="outline" size="sm" onClick={() => setHistoryOpen(true)}>
            <History aria-hidden="true" />
            Revisions
          </Button>
        </div>

        {stale && (
          // The screen keys the editor by version: the current texts open in a fresh form.
          <StaleVersionNotice
            actionLabel="Load the current texts"
            onReloaded={() => clearDraftPreview(PAGE_DRAFT_KIND, page.key)}
          >
            Someone saved this page&rsquo;s texts while you were editing, so yours were not saved. Load their version,
            check it, then make your change again (what you typed here is replaced).
          </StaleVersionNotice>
        )}
        {others.length > 0 && (
          <FormAlert>
            <ul className="list-disc pl-4">
              {others.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </FormAlert>
        )}

        <fieldset disabled={!canChange || pending} className="flex min-w-0 flex-col gap-6">
          <Placeholders definition={definition} facts={facts} />
          {definition.groups.map((group) => (
            <SettingsSection key={group.title} title={group.title} description={group.description}>
              {group.fields.map((name) => (
                <PageTextField key={name} form={form} name={name} spec={definition.fields[name]!} errors={errors} />
              ))}
            </SettingsSection>
          ))}
        </fieldset>
        {canChange && <SaveBar label="Save texts" pending={pending} />}
      </form>
      {leave.dialog}
      <PageRevisions
        page={page}
        definition={definition}
        open={historyOpen}
        onOpenChange={setHistoryOpen}
        onRestore={restore}
      />
    </>
  );
}
