import type { Route } from "./+types/home";
import { HomePage } from "~/components/home/home-page";
import { metaTranslator, rootDataFromMatches } from "~/lib/root-meta";
import { geoMeta, pageMeta } from "~/lib/seo";

export async function loader({ context }: Route.LoaderArgs) {
  const [services, texts] = await Promise.all([
    context.services.loanServices.listActive(),
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
  const { t } = metaTranslator(matches);
  return [
    ...pageMeta({
      title: t("homeMeta.title", { businessName: settings.businessName }),
      description: t("homeMeta.description"),
      keywords: t("homeMeta.keywords"),
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
