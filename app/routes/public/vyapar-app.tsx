import type { Route } from "./+types/vyapar-app";
import { contentPageMeta } from "~/components/content/content-meta";
import { VyaparAppPage } from "~/components/vyapar/vyapar-app-page";

export async function loader({ context }: Route.LoaderArgs) {
  return { texts: await context.services.pageTexts.read("vyapar-app") };
}

export function meta({ matches }: Route.MetaArgs) {
  return contentPageMeta(matches, {
    title: "Vyapar App: GST Billing and Bookkeeping Set-up",
    description:
      "GST invoices, stock, e-way bills, expenses and reports with the Vyapar app. We help Kerala shops and small businesses choose a plan, set it up, import their data and train staff in Malayalam or English.",
    canonicalPath: "/vyapar-app",
  });
}

export default function VyaparApp({ loaderData }: Route.ComponentProps) {
  return <VyaparAppPage texts={loaderData.texts} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
