import type { Route } from "./+types/terms";
import { legalPageMeta } from "~/components/content/content-meta";
import { TermsPage } from "~/components/content/legal-pages";
import { localizedLegalPage } from "~/components/content/page-texts.server";

/** The terms of use: staff keep and translate their text on the Pages screen. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return localizedLegalPage(request, context, "terms");
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return legalPageMeta(matches, "/terms", loaderData?.texts);
}

export default function Terms({ loaderData }: Route.ComponentProps) {
  return <TermsPage {...loaderData} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
