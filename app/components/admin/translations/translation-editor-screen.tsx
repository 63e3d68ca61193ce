import { ArrowLeft, ExternalLink, Pencil } from "lucide-react";
import { useCallback, useState } from "react";
import { Link, useNavigate } from "react-router";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { PageHeader } from "~/components/admin/page-header";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import type { StaffTranslationsView } from "~server/content/translation.schema";
import { pathInLanguage } from "~server/vocabulary/languages";
import { TranslationStateBadge } from "./translation-badges";
import { TranslationEditor } from "./translation-editor";
import {
  englishEditorPath,
  languageName,
  translatedLanguages,
  translationEditorPath,
  translationKindLabels,
  type TranslatedLanguage,
} from "./translation-words";

/** Malayalam | Hindi, each with its state; the language lives in the address (`?language=hi`). */
function LanguageSwitch({
  view,
  language,
  onSwitch,
}: {
  view: StaffTranslationsView;
  language: TranslatedLanguage;
  /** Answers false to stop the link (there are unsaved changes: the screen asks first). */
  onSwitch: (language: TranslatedLanguage) => boolean;
}) {
  return (
    <nav aria-label="Language of the translation" className="mb-6">
      <ul className="flex flex-wrap gap-2">
        {translatedLanguages.map((other) => {
          const translation = view.translations.find((candidate) => candidate.language === other);
          const current = other === language;
          return (
            <li key={other}>
              <Link
                to={translationEditorPath(view.kind, view.entryId, other)}
                aria-current={current ? "page" : undefined}
                onClick={(event) => {
                  if (!current && !onSwitch(other)) event.preventDefault();
                }}
                className={cn(
                  "flex min-h-11 items-center gap-2 rounded-lg border px-4 py-2 text-sm font-semibold",
                  current
                    ? "border-brand-700 bg-brand-50 text-brand-900 ring-1 ring-brand-700"
                    : "border-slate-300 bg-white text-slate-800 hover:bg-slate-50",
                )}
              >
                {languageName(other)}
                <TranslationStateBadge state={translation?.state ?? null} />
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * The translation editor's screen (/admin/translations/{kind}/{entryId}?language=ml): the entry's
 * name, the way to its English and to its page in the language, the language switch, the state, and
 * the editor. The language's script font is loaded here only (the staff area loads none).
 */
export function TranslationEditorScreen({
  view,
  language,
  canChange,
}: {
  view: StaffTranslationsView;
  language: TranslatedLanguage;
  canChange: boolean;
}) {
  const navigate = useNavigate();
  const translation = view.translations.find((candidate) => candidate.language === language)!;
  const [dirty, setDirty] = useState(false);
  const [switchTo, setSwitchTo] = useState<TranslatedLanguage | null>(null);
  const onDirtyChange = useCallback((unsaved: boolean) => setDirty(unsaved), []);
  const name = languageName(language);
  const englishPath = englishEditorPath(view.kind, view.entryId);
  const sitePath = view.publicPath ? pathInLanguage(view.publicPath, language) : null;

  return (
    <>
      <Link
        to="/admin/translations"
        className={buttonVariants({ variant: "ghost", size: "sm", className: "mb-2 -ml-3" })}
      >
        <ArrowLeft aria-hidden="true" />
        All translations
      </Link>
      <PageHeader
        title={`${view.label} in ${name}`}
        description={`${translationKindLabels[view.kind]}. Each English text is on the left, its ${name} on the right. A text left empty shows in English.`}
        actions={
          <>
            {englishPath && (
              <Link to={englishPath} className={buttonVariants({ variant: "outline", size: "sm" })}>
                <Pencil aria-hidden="true" />
                Edit the English
              </Link>
            )}
            {sitePath && (
              <a
                href={sitePath}
                target="_blank"
                rel="noopener"
                className={buttonVariants({ variant: "outline", size: "sm" })}
              >
                <ExternalLink aria-hidden="true" />
                View on site
                <span className="sr-only">
                  {" "}
                  in {name}: {sitePath} (opens in a new tab)
                </span>
              </a>
            )}
          </>
        }
      />
      <LanguageSwitch
        view={view}
        language={language}
        onSwitch={(other) => {
          if (!dirty) return true;
          setSwitchTo(other);
          return false;
        }}
      />
      {!canChange && (
        <p className="mb-6 rounded-lg border border-slate-200 bg-white p-4 text-slate-700">
          You can read this translation; an owner, admin or editor can change it.
        </p>
      )}
      {/* A save, a delete or another language comes back with a new version: a fresh form. */}
      <TranslationEditor
        key={`${language}-${translation.version}`}
        view={view}
        translation={translation}
        language={language}
        canChange={canChange}
        onDirtyChange={onDirtyChange}
      />
      <ConfirmDialog
        open={switchTo !== null}
        onOpenChange={(open) => {
          if (!open) setSwitchTo(null);
        }}
        title={`Switch to ${switchTo ? languageName(switchTo) : ""} without saving?`}
        confirmLabel="Switch and lose the changes"
        onConfirm={() => {
          if (switchTo) void navigate(translationEditorPath(view.kind, view.entryId, switchTo));
          setSwitchTo(null);
        }}
      >
        Your changes to the {name} of {view.label} are not saved. Stay and save them, or switch and lose them.
      </ConfirmDialog>
    </>
  );
}
