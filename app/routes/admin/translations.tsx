import { Languages } from "lucide-react";
import { data } from "react-router";
import { DataTable } from "~/components/admin/data-table";
import { EmptyState, FilteredEmptyState } from "~/components/admin/empty-state";
import { IgnoredParamsNotice } from "~/components/admin/ignored-params-notice";
import { parseListParams } from "~/components/admin/list-params";
import { PageHeader } from "~/components/admin/page-header";
import { Pagination } from "~/components/admin/pagination";
import { StaffScreenError } from "~/components/admin/staff-error";
import { staffMeta, type StaffHandle } from "~/components/admin/staff-meta";
import { TranslationEditorScreen } from "~/components/admin/translations/translation-editor-screen";
import {
  TRANSLATION_FILTERS,
  TranslationFilters,
  translationListColumns,
} from "~/components/admin/translations/translation-list";
import { MessageReviewPanel, TranslationSummaryCards } from "~/components/admin/translations/translation-summary";
import { isTranslatedLanguage, languageName } from "~/components/admin/translations/translation-words";
import { messageReviewStates } from "~/i18n/messages";
import { can } from "~server/auth/permissions";
import { requireStaff } from "~server/auth/require-staff.server";
import { TranslationKindSchema, TranslationListQuerySchema } from "~server/content/translation.schema";
import { isNotFoundError } from "~server/domain-errors";
import type { Route } from "./+types/translations";

// Two screens at one route (/admin/translations and /admin/translations/{kind}/{entryId}): the
// list of every entry's translations, and one entry's translation editor.
export const handle: StaffHandle = { breadcrumb: "Translations" };
export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffMeta(
    loaderData?.screen === "editor"
      ? `${loaderData.view.label} in ${languageName(loaderData.language)}`
      : "Translations",
  );

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const principal = await requireStaff(request, context, "translation:read");
  const canChange = can(principal.user, "translation:write");
  const url = new URL(request.url);
  const { translations } = context.services;

  if (params.kind !== undefined || params.entryId !== undefined) {
    const kind = TranslationKindSchema.safeParse(params.kind);
    if (!kind.success || !params.entryId || params.entryId.length > 80) {
      throw data("No such translation", { status: 404 });
    }
    const requested = url.searchParams.get("language");
    try {
      return {
        screen: "editor" as const,
        view: await translations.get(kind.data, params.entryId),
        // Malayalam unless the address asks for Hindi; anything else is read as Malayalam.
        language: isTranslatedLanguage(requested) ? requested : ("ml" as const),
        canChange,
      };
    } catch (error) {
      if (isNotFoundError(error)) throw data("No such entry", { status: 404 });
      throw error;
    }
  }

  const { query, ignored } = parseListParams(TranslationListQuerySchema, url.searchParams);
  const overview = await translations.overview(query);
  return {
    screen: "list" as const,
    ...overview,
    page: query.page,
    pageSize: query.pageSize,
    language: query.language ?? null,
    kinds: translations.kinds(),
    filtered: TRANSLATION_FILTERS.some((name) => query[name] !== undefined),
    ignored,
    // The interface texts live in the code (app/i18n/messages): their review state is read there.
    messageAreas: messageReviewStates(),
  };
}

export default function Translations({ loaderData }: Route.ComponentProps) {
  if (loaderData.screen === "editor") {
    return (
      <TranslationEditorScreen view={loaderData.view} language={loaderData.language} canChange={loaderData.canChange} />
    );
  }
  const { items, total, page, pageSize, language, filtered } = loaderData;
  return (
    <>
      <PageHeader
        title="Translations"
        description="The Malayalam and Hindi of every text staff keep on the site: what is missing, what is a draft, what changed in English after it was translated, and what a native speaker still has to review. A text without a published translation shows in English on the Malayalam and Hindi pages."
      />
      <TranslationSummaryCards summary={loaderData.summary} />
      <IgnoredParamsNotice
        ignored={loaderData.ignored}
        labels={{
          search: "Search",
          kind: "Kind",
          language: "Language",
          state: "State",
          review: "Review",
          needsWork: "Needs work",
        }}
      />
      <TranslationFilters kinds={loaderData.kinds} />
      <DataTable
        caption="Entries and the state of their translations"
        columns={translationListColumns[language ?? "both"]}
        data={items}
        getRowId={(entry) => `${entry.kind}/${entry.entryId}`}
        total={total}
        page={page}
        empty={
          filtered ? (
            <FilteredEmptyState title="No entries match these filters">
              Try another kind, language or state, or clear the filters to see every entry.
            </FilteredEmptyState>
          ) : (
            <EmptyState icon={Languages} title="Nothing to translate yet">
              Loan services, schemes, page texts and the other content staff keep appear here once they have texts.
            </EmptyState>
          )
        }
      />
      <Pagination
        page={page}
        pageSize={pageSize}
        total={total}
        noun={{ one: "entry", other: "entries" }}
        label="Pages of the translations"
      />
      <MessageReviewPanel areas={loaderData.messageAreas} />
    </>
  );
}

export const ErrorBoundary = StaffScreenError;
