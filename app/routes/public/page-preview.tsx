import { useCallback } from "react";
import { data } from "react-router";
import type { Route } from "./+types/page-preview";
import { AboutPage } from "~/components/content/about-page";
import { CookiePolicyPage } from "~/components/content/cookie-policy-page";
import { DisclaimerPage, PrivacyPage, TermsPage } from "~/components/content/legal-pages";
import { legalLastUpdated } from "~/components/content/page-texts.server";
import { PreviewBanner } from "~/components/preview-banner";
import { SmartIntegrationsPage } from "~/components/content/smart-integrations-page";
import { HomePage } from "~/components/home/home-page";
import { BusinessPartnersPage } from "~/components/partner/business-partners-page";
import { VyaparAppPage } from "~/components/vyapar/vyapar-app-page";
import { previewHeaders, previewMeta, useDraftPreview } from "~/lib/draft-preview";
import { requireStaff } from "~server/auth/require-staff.server";
import {
  isLegalPageKey,
  isPageTextKey,
  pageDefinitions,
  pageTextFields,
  readStoredTexts,
  type LegalTexts,
  type PageTexts,
} from "~server/content/page-texts";
import { localizeFields } from "~server/content/translated-fields";
import type { PageTextKey } from "~server/vocabulary/content";
import { languageEnglishNames, languageOfRequest } from "~server/vocabulary/languages";

/**
 * /preview/pages/{key}: a page whose texts staff keep, for signed-in staff with page:read. In
 * English, the saved texts in the server's HTML and the Pages editor's unsaved ones once hydrated
 * (app/lib/draft-preview.ts). Under /ml and /hi, the page in that language as its translation is
 * saved now, a draft translation included (visitors see it once published), English where a field
 * has none, marked as on the page. Never cached, never indexed.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "page:read");
  if (!isPageTextKey(params.key)) throw data("Not Found", { status: 404 });
  const key = params.key;
  const language = languageOfRequest(request);
  const [page, services, disclosures, translations] = await Promise.all([
    context.services.pageTexts.readPage(key),
    key === "home" ? context.services.loanServices.listActive() : null,
    key === "disclaimer" ? context.services.disclosures.get() : null,
    language === "en" ? null : context.services.translations.get("page-text", key),
  ]);
  const translation = translations?.translations.find((candidate) => candidate.language === language);
  const shown =
    language === "en"
      ? { value: page.texts, english: [] as string[] }
      : localizeFields(
          page.texts as Record<string, unknown>,
          pageTextFields[key] as readonly string[],
          translation?.fields,
        );
  return {
    key,
    language,
    translationState: translation?.state ?? null,
    texts: shown.value as PageTexts[typeof key],
    english: shown.english,
    lastUpdated: isLegalPageKey(key) ? legalLastUpdated(key, page.updatedAt) : null,
    services,
    disclosures,
  };
}

export const headers = previewHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return previewMeta(loaderData ? pageDefinitions[loaderData.key].name : null);
}

type LoaderData = Route.ComponentProps["loaderData"];
type ShownPage = { [K in PageTextKey]: { key: K; texts: PageTexts[K] } }[PageTextKey];

/** The page's own component with these texts. */
function PageView({ page, data }: { page: ShownPage; data: LoaderData }) {
  const { english, services, disclosures, lastUpdated } = data;
  const legal = { english, lastUpdated, texts: page.texts as LegalTexts };
  switch (page.key) {
    case "home":
      return <HomePage texts={page.texts} english={english} services={services} />;
    case "about":
      return <AboutPage texts={page.texts} english={english} />;
    case "smart-integrations":
      return <SmartIntegrationsPage texts={page.texts} english={english} />;
    case "business-partners":
      return <BusinessPartnersPage texts={page.texts} english={english} />;
    case "vyapar-app":
      return <VyaparAppPage texts={page.texts} english={english} />;
    case "privacy":
      return <PrivacyPage {...legal} />;
    case "terms":
      return <TermsPage {...legal} />;
    case "cookie-policy":
      return <CookiePolicyPage {...legal} />;
    case "disclaimer":
      return <DisclaimerPage {...legal} disclosures={disclosures!} />;
  }
}

export default function PagePreview({ loaderData }: Route.ComponentProps) {
  const { key, language, translationState, texts: saved } = loaderData;
  // Field by field: a text the editor has not finished (empty, too long) shows as saved meanwhile.
  const parse = useCallback(
    (draft: unknown) =>
      draft && typeof draft === "object"
        ? readStoredTexts(key, draft as Record<string, unknown>, saved as PageTexts[typeof key])
        : null,
    [key, saved],
  );
  // The Pages editor's draft is English: it shows on the English preview only.
  const draft = useDraftPreview("page-text", key, parse);
  const shownDraft = language === "en" ? draft : null;
  const page = { key, texts: shownDraft ?? saved } as ShownPage;
  const languageName = languageEnglishNames[language];
  return (
    <>
      <PreviewBanner back={{ to: `/admin/pages/${key}`, label: "Back to the editor" }}>
        {language !== "en"
          ? translationState === null
            ? `there is no ${languageName} translation of this page yet, so it shows the English, marked as English.`
            : `the ${languageName} translation as saved (${translationState === "draft" ? "a draft: visitors do not see it yet" : "published"}); texts it does not translate show in English.`
          : shownDraft
            ? "this is how the page will look with the changes you have not saved yet. Visitors see them once you save."
            : "these are the saved texts. Changes you type in the editor show here as you type."}
      </PreviewBanner>
      <PageView page={page} data={loaderData} />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
