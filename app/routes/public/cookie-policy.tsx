import type { Route } from "./+types/cookie-policy";
import { legalPageMeta } from "~/components/content/content-meta";
import { CookiePolicyPage } from "~/components/content/cookie-policy-page";
import { localizedLegalPage } from "~/components/content/page-texts.server";

/** The cookie policy: staff keep and translate its text on the Pages screen. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return localizedLegalPage(request, context, "cookie-policy");
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return legalPageMeta(matches, "/cookie-policy", loaderData?.texts);
}

export default function CookiePolicy({ loaderData }: Route.ComponentProps) {
  return <CookiePolicyPage {...loaderData} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
