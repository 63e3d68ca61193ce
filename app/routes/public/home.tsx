import type { Route } from "./+types/home";
import { HomePage } from "~/components/home/home-page";
import { rootDataFromMatches } from "~/lib/root-meta";
import { geoMeta, pageMeta } from "~/lib/seo";
import { activeLoanServicesIn } from "~server/loan-services/loan-service-translations.server";
import { languageOfRequest } from "~server/vocabulary/languages";

export async function loader({ context, request }: Route.LoaderArgs) {
  const [services, texts] = await Promise.all([
    // The service grid in the page's language (the client's query asks /api/loan-services?lang= alike).
    activeLoanServicesIn(context.services, languageOfRequest(request)),
    context.services.pageTexts.read("home"),
  ]);
  return { services, texts };
}

/**
 * Client navigations: the hero's texts from the server, the services from the query cache (the
 * grid shows its placeholders while they load, spec section 3).
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const { texts } = await serverLoader();
  return { services: null, texts };
}

export function meta({ matches }: Route.MetaArgs) {
  const root = rootDataFromMatches(matches);
  if (!root) return [{ title: "Loans and financial services" }];
  const { settings, origin } = root;
  return [
    ...pageMeta({
      title: `${settings.businessName}: Home, Personal, Business & Gold Loans in Kerala and across India`,
      description:
        "Compare home, personal, business, gold, two-wheeler, property and rooftop solar loans from leading banks and NBFCs. Free expert help from an approved DSA based in Kerala.",
      keywords:
        "home loan Kerala, personal loan, business loan, gold loan, two-wheeler loan, loan against property, rooftop solar loan, forex remittance, DSA Kerala, Kochi loan agent",
      canonicalPath: "/",
      origin,
      language: root.language,
      siteName: settings.businessName,
    }),
    ...geoMeta(settings),
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage texts={loaderData.texts} services={loaderData.services} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
