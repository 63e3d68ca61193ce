import type { Route } from "./+types/about";
import { AboutPage } from "~/components/content/about-page";
import { contentPageMeta } from "~/components/content/content-meta";

export async function loader({ context }: Route.LoaderArgs) {
  return { texts: await context.services.pageTexts.read("about") };
}

export function meta({ matches }: Route.MetaArgs) {
  return contentPageMeta(matches, {
    title: "About Us",
    description:
      "Who we are: an approved loan agent (DSA) of banks and NBFCs in Kerala, serving all of India. Free for borrowers, transparent and careful with your data.",
    canonicalPath: "/about",
  });
}

export default function About({ loaderData }: Route.ComponentProps) {
  return <AboutPage texts={loaderData.texts} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
