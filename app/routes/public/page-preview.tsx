import { useCallback } from "react";
import { data } from "react-router";
import type { Route } from "./+types/page-preview";
import { AboutPage } from "~/components/content/about-page";
import { PreviewBanner } from "~/components/preview-banner";
import { SmartIntegrationsPage } from "~/components/content/smart-integrations-page";
import { HomePage } from "~/components/home/home-page";
import { BusinessPartnersPage } from "~/components/partner/business-partners-page";
import { VyaparAppPage } from "~/components/vyapar/vyapar-app-page";
import { previewHeaders, previewMeta, useDraftPreview } from "~/lib/draft-preview";
import { requireStaff } from "~server/auth/require-staff.server";
import { isPageTextKey, pageDefinitions, readStoredTexts, type PageTexts } from "~server/content/page-texts";
import type { PageTextKey } from "~server/vocabulary/content";

/**
 * /preview/pages/{key}: a page whose texts staff keep, as it will look with the Pages editor's
 * unsaved texts (app/lib/draft-preview.ts), for signed-in staff with page:read. The saved texts
 * in the server's HTML, the editor's draft once hydrated. Never cached, never indexed.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "page:read");
  if (!isPageTextKey(params.key)) throw data("Not Found", { status: 404 });
  const key = params.key;
  const [texts, services] = await Promise.all([
    context.services.pageTexts.read(key),
    key === "home" ? context.services.loanServices.listActive() : null,
  ]);
  return { key, texts, services };
}

export const headers = previewHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return previewMeta(loaderData ? pageDefinitions[loaderData.key].name : null);
}

/** The page's own component with these texts. */
function PageView({ page, services }: { page: ShownPage; services: Route.ComponentProps["loaderData"]["services"] }) {
  switch (page.key) {
    case "home":
      return <HomePage texts={page.texts} services={services} />;
    case "about":
      return <AboutPage texts={page.texts} />;
    case "smart-integrations":
      return <SmartIntegrationsPage texts={page.texts} />;
    case "business-partners":
      return <BusinessPartnersPage texts={page.texts} />;
    case "vyapar-app":
      return <VyaparAppPage texts={page.texts} />;
  }
}

type ShownPage = { [K in PageTextKey]: { key: K; texts: PageTexts[K] } }[PageTextKey];

export default function PagePreview({ loaderData }: Route.ComponentProps) {
  const { key, texts: saved, services } = loaderData;
  // Field by field: a text the editor has not finished (empty, too long) shows as saved meanwhile.
  const parse = useCallback(
    (draft: unknown) =>
      draft && typeof draft === "object"
        ? readStoredTexts(key, draft as Record<string, unknown>, saved as PageTexts[typeof key])
        : null,
    [key, saved],
  );
  const draft = useDraftPreview("page-text", key, parse);
  const page = { key, texts: draft ?? saved } as ShownPage;
  return (
    <>
      <PreviewBanner back={{ to: `/admin/pages/${key}`, label: "Back to the editor" }}>
        {draft
          ? "this is how the page will look with the changes you have not saved yet. Visitors see them once you save."
          : "these are the saved texts. Changes you type in the editor show here as you type."}
      </PreviewBanner>
      <PageView page={page} services={services} />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
