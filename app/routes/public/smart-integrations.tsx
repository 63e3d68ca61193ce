import type { Route } from "./+types/smart-integrations";
import { messagesPageMeta } from "~/components/content/content-meta";
import { localizedPageTexts } from "~/components/content/page-texts.server";
import { SmartIntegrationsPage } from "~/components/content/smart-integrations-page";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { texts, english } = await localizedPageTexts(request, context, "smart-integrations");
  return { texts, english };
}

export function meta({ matches }: Route.MetaArgs) {
  return messagesPageMeta(matches, "/smart-integrations", {
    title: "smartIntegrations.metaTitle",
    description: "smartIntegrations.metaDescription",
  });
}

export default function SmartIntegrations({ loaderData }: Route.ComponentProps) {
  return <SmartIntegrationsPage texts={loaderData.texts} english={loaderData.english} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
