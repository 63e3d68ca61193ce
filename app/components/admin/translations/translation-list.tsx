import { Link } from "react-router";
import { dataColumns, type DataColumns } from "~/components/admin/data-table";
import { FilterBar, FilterSelect, FilterText } from "~/components/admin/filter-bar";
import { translationListStates, type TranslationOverviewItem } from "~server/content/translation.schema";
import { translationReviewStates, type TranslationKind } from "~server/vocabulary/content";
import { ReviewBadge, TranslationStateBadge } from "./translation-badges";
import {
  languageName,
  reviewLabels,
  translatedLanguages,
  translationEditorPath,
  translationKindLabels,
  translationStateLabels,
  type TranslatedLanguage,
} from "./translation-words";

export const TRANSLATION_FILTERS = ["search", "kind", "language", "state", "review", "needsWork"] as const;

/** The list's filters, in the address: the kinds offered are those that have translations. */
export function TranslationFilters({ kinds }: { kinds: readonly TranslationKind[] }) {
  return (
    <FilterBar filters={TRANSLATION_FILTERS} label="Filter translations">
      <FilterText label="Search" name="search" placeholder="Entry name" />
      <FilterSelect
        label="Kind"
        name="kind"
        placeholder="Any kind"
        options={kinds.map((kind) => ({ value: kind, label: translationKindLabels[kind] }))}
      />
      <FilterSelect
        label="Language"
        name="language"
        placeholder="Both"
        options={translatedLanguages.map((language) => ({ value: language, label: languageName(language) }))}
      />
      <FilterSelect
        label="State"
        name="state"
        placeholder="Any state"
        options={translationListStates.map((state) => ({ value: state, label: translationStateLabels[state] }))}
      />
      <FilterSelect
        label="Review"
        name="review"
        placeholder="Any review"
        options={translationReviewStates.map((review) => ({ value: review, label: reviewLabels[review] }))}
      />
      <FilterSelect
        label="Needs work"
        name="needsWork"
        placeholder="Any"
        options={[
          { value: "true", label: "Needs work: missing or English changed" },
          { value: "false", label: "Up to date" },
        ]}
      />
    </FilterBar>
  );
}

type LanguageState = TranslationOverviewItem["languages"][number];

/** What is left to do in one language, in words. */
function workLeft(state: LanguageState): string {
  if (state.fields === 0) return "Nothing to translate";
  if (state.state === null) return `${state.fields} ${state.fields === 1 ? "field" : "fields"} to translate`;
  const parts = [
    state.missing > 0 ? `${state.missing} missing` : null,
    state.englishChanged > 0 ? `${state.englishChanged} with a changed English` : null,
  ].filter(Boolean);
  return parts.length > 0 ? `Fields: ${parts.join(", ")}` : "Every field translated";
}

function LanguageCell({ entry, language }: { entry: TranslationOverviewItem; language: TranslatedLanguage }) {
  const state = entry.languages.find((candidate) => candidate.language === language);
  if (!state) return null;
  return (
    <div className="flex flex-col items-start gap-1">
      <span className="flex flex-wrap gap-1">
        <TranslationStateBadge state={state.state} />
        <ReviewBadge review={state.review} />
      </span>
      <span className="text-sm text-slate-700">{workLeft(state)}</span>
      <Link
        to={translationEditorPath(entry.kind, entry.entryId, language)}
        className="text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
      >
        {state.state === null ? "Translate" : "Open"}
        <span className="sr-only">
          {" "}
          the {languageName(language)} of {entry.label}
        </span>
      </Link>
    </div>
  );
}

const column = dataColumns<TranslationOverviewItem>();

function columnsFor(languages: readonly TranslatedLanguage[]) {
  return column.columns([
    column.accessor("label", {
      header: "Entry",
      meta: { primary: true, className: "min-w-56" },
      cell: ({ row }) => (
        <>
          <Link
            to={translationEditorPath(row.original.kind, row.original.entryId, languages[0]!)}
            className="font-semibold text-slate-900 underline-offset-2 hover:text-brand-800 hover:underline"
          >
            {row.original.label}
          </Link>
          <span className="block text-sm text-slate-700">{translationKindLabels[row.original.kind]}</span>
        </>
      ),
    }),
    ...languages.map((language) =>
      column.display({
        id: language,
        header: languageName(language),
        cell: ({ row }) => <LanguageCell entry={row.original} language={language} />,
      }),
    ),
  ]);
}

/** The list's columns: both languages, or the one the filter names. */
export const translationListColumns: Record<TranslatedLanguage | "both", DataColumns<TranslationOverviewItem>> = {
  both: columnsFor(translatedLanguages),
  ml: columnsFor(["ml"]),
  hi: columnsFor(["hi"]),
};
