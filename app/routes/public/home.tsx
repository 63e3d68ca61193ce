import type { Route } from "./+types/home";
import { localizedPageTexts } from "~/components/content/page-texts.server";
import { HomePage } from "~/components/home/home-page";
import { metaTranslator, rootDataFromMatches } from "~/lib/root-meta";
import { geoMeta, pageMeta } from "~/lib/seo";
import { activeLoanServicesIn } from "~server/loan-services/loan-service-translations.server";
import { languageOfRequest } from "~server/vocabulary/languages";

export async function loader({ request, context }: Route.LoaderArgs) {
  const [services, { texts, english }] = await Promise.all([
    // The service grid in the page's language (the client's query asks /api/loan-services?lang= alike).
    activeLoanServicesIn(context.services, languageOfRequest(request)),
    localizedPageTexts(request, context, "home"),
  ]);
  return { services, texts, english };
}

/**
 * Client navigations: the hero's texts from the server, the services from the query cache (the
 * grid shows its placeholders while they load, spec section 3).
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const { texts, english } = await serverLoader();
  return { services: null, texts, english };
}

export function meta({ matches }: Route.MetaArgs) {
  const root = rootDataFromMatches(matches);
  if (!root) return [{ title: "Loans and financial services" }];
  const { settings, origin } = root;
  const { t } = metaTranslator(matches);
  return [
    ...pageMeta({
      title: t("home.metaTitle", { businessName: settings.businessName }),
      description: t("home.metaDescription"),
      keywords: t("home.metaKeywords"),
      canonicalPath: "/",
      origin,
      language: root.language,
      siteName: settings.businessName,
    }),
    ...geoMeta(settings),
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage texts={loaderData.texts} english={loaderData.english} services={loaderData.services} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
