import type { Route } from "./+types/privacy";
import { legalPageMeta } from "~/components/content/content-meta";
import { PrivacyPage } from "~/components/content/legal-pages";
import { localizedLegalPage } from "~/components/content/page-texts.server";

/** The privacy notice (DPDP Act): staff keep and translate its text on the Pages screen. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return localizedLegalPage(request, context, "privacy");
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return legalPageMeta(matches, "/privacy", loaderData?.texts);
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return <PrivacyPage {...loaderData} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
