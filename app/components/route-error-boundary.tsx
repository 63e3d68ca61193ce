import { isRouteErrorResponse, useLocation, useRouteError } from "react-router";
import { useOptionalRootData } from "~/root";
import { languageOfPath } from "~server/vocabulary/languages";
import { CrashFallback } from "./crash-fallback";
import { NotFound } from "./not-found";

/** For screens inside the public layout: a 404 keeps the header and footer; anything else is a crash. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const data = useOptionalRootData();
  const language = languageOfPath(useLocation().pathname);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return <CrashFallback language={language} contactEmail={data?.settings.contactEmail} />;
}
