import type { Route } from "./+types/smart-integrations";
import { contentPageMeta } from "~/components/content/content-meta";
import { SmartIntegrationsPage } from "~/components/content/smart-integrations-page";

export async function loader({ context }: Route.LoaderArgs) {
  return { texts: await context.services.pageTexts.read("smart-integrations") };
}

export function meta({ matches }: Route.MetaArgs) {
  return contentPageMeta(matches, {
    title: "Smart Integrations: Paperless, Consent-Based Loans",
    description:
      "How we use instant eligibility checks, Aadhaar e-KYC, DigiLocker, Video KYC, Account Aggregator, e-sign, e-NACH and WhatsApp updates, always with your consent.",
    canonicalPath: "/smart-integrations",
  });
}

export default function SmartIntegrations({ loaderData }: Route.ComponentProps) {
  return <SmartIntegrationsPage texts={loaderData.texts} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
