import type { Route } from "./+types/business-partners";
import { contentPageMeta } from "~/components/content/content-meta";
import { BusinessPartnersPage } from "~/components/partner/business-partners-page";

export async function loader({ context }: Route.LoaderArgs) {
  return { texts: await context.services.pageTexts.read("business-partners") };
}

export function meta({ matches }: Route.MetaArgs) {
  return contentPageMeta(matches, {
    title: "Business Partner Registration",
    description:
      "Refer customers who need a loan and earn a payout on every disbursed loan, under a written agreement. Free to join for DSAs, CAs, real estate agents, dealers and more.",
    canonicalPath: "/business-partners",
  });
}

export default function BusinessPartners({ loaderData }: Route.ComponentProps) {
  return <BusinessPartnersPage texts={loaderData.texts} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
