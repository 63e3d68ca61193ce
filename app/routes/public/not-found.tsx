import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFound } from "~/components/not-found";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { metaTranslator } from "~/lib/root-meta";

export function loader() {
  throw data("Not Found", { status: 404 });
}

export function meta({ matches }: Route.MetaArgs) {
  const { t } = metaTranslator(matches);
  return [{ title: t("notFound.metaTitle") }, { name: "robots", content: "noindex" }];
}

export default function NotFoundRoute() {
  return <NotFound />;
}

export const ErrorBoundary = RouteErrorBoundary;
