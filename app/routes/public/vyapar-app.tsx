import type { Route } from "./+types/vyapar-app";
import { messagesPageMeta } from "~/components/content/content-meta";
import { localizedPageTexts } from "~/components/content/page-texts.server";
import { VyaparAppPage } from "~/components/vyapar/vyapar-app-page";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { texts, english } = await localizedPageTexts(request, context, "vyapar-app");
  return { texts, english };
}

export function meta({ matches }: Route.MetaArgs) {
  return messagesPageMeta(matches, "/vyapar-app", {
    title: "vyaparPage.metaTitle",
    description: "vyaparPage.metaDescription",
  });
}

export default function VyaparApp({ loaderData }: Route.ComponentProps) {
  return <VyaparAppPage texts={loaderData.texts} english={loaderData.english} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
