import type { Route } from "./+types/business-partners";
import { messagesPageMeta } from "~/components/content/content-meta";
import { localizedPageTexts } from "~/components/content/page-texts.server";
import { BusinessPartnersPage } from "~/components/partner/business-partners-page";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { texts, english } = await localizedPageTexts(request, context, "business-partners");
  return { texts, english };
}

export function meta({ matches }: Route.MetaArgs) {
  return messagesPageMeta(matches, "/business-partners", {
    title: "partnerPage.metaTitle",
    description: "partnerPage.metaDescription",
  });
}

export default function BusinessPartners({ loaderData }: Route.ComponentProps) {
  return <BusinessPartnersPage texts={loaderData.texts} english={loaderData.english} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
