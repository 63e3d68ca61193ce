import type { Route } from "./+types/about";
import { AboutPage } from "~/components/content/about-page";
import { messagesPageMeta } from "~/components/content/content-meta";
import { localizedPageTexts } from "~/components/content/page-texts.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { texts, english } = await localizedPageTexts(request, context, "about");
  return { texts, english };
}

export function meta({ matches }: Route.MetaArgs) {
  return messagesPageMeta(matches, "/about", { title: "about.metaTitle", description: "about.metaDescription" });
}

export default function About({ loaderData }: Route.ComponentProps) {
  return <AboutPage texts={loaderData.texts} english={loaderData.english} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
