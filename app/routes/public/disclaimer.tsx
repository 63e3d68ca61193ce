import type { Route } from "./+types/disclaimer";
import { legalPageMeta } from "~/components/content/content-meta";
import { DisclaimerPage } from "~/components/content/legal-pages";
import { localizedLegalPage } from "~/components/content/page-texts.server";
import { languageOfRequest } from "~server/vocabulary/languages";

/** The disclaimer: staff keep and translate its text on the Pages screen, the disclosures on theirs. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { disclosures, translations } = context.services;
  const [page, pageDisclosures] = await Promise.all([
    localizedLegalPage(request, context, "disclaimer"),
    // The full RBI / DSA disclosures (staff edit them at /admin/disclosures), in the page's language.
    disclosures.forVisitors(languageOfRequest(request), translations),
  ]);
  return { ...page, disclosures: pageDisclosures };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return legalPageMeta(matches, "/disclaimer", loaderData?.texts);
}

export default function Disclaimer({ loaderData }: Route.ComponentProps) {
  return <DisclaimerPage {...loaderData} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
