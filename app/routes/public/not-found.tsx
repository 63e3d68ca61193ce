import { data } from "react-router";
import { NotFound } from "~/components/not-found";
import { RouteErrorBoundary } from "~/components/route-error-boundary";

export function loader() {
  throw data("Not Found", { status: 404 });
}

export function meta() {
  return [{ title: "404 Page Not Found" }, { name: "robots", content: "noindex" }];
}

export default function NotFoundRoute() {
  return <NotFound />;
}

export const ErrorBoundary = RouteErrorBoundary;
