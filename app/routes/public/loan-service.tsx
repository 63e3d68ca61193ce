import { data, redirect } from "react-router";
import type { Route } from "./+types/loan-service";
import { LoanServicePage } from "~/components/loan-services/loan-service-page";
import { LoanServiceRetired } from "~/components/loan-services/loan-service-retired";
import { loanServicePath } from "~/components/service-card";
import { rootDataFromMatches } from "~/lib/root-meta";
import { pageMeta } from "~/lib/seo";
import { languageOfRequest } from "~server/vocabulary/languages";

/**
 * One screen for /loan-services/:slug, its aliases (/loan-service, /services, /loans) and the
 * fixed paths such as /home-loans, whose slug is the path itself.
 */
export function loanServiceSlug(params: { slug?: string }, url: string): string {
  if (params.slug) return params.slug;
  return new URL(url).pathname.replace(/^\/+|\/+$/g, "");
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const slug = loanServiceSlug(params, request.url);
  const service = await context.services.loanServices.getActiveBySlug(slug);
  if (!service) {
    // Renamed: 301 to the current address, keeping the query (campaign tags). Switched off: 410.
    const fate = await context.services.loanServices.findMovedOrRetired(slug);
    if (fate && "movedTo" in fate)
      throw redirect(`${loanServicePath(fate.movedTo)}${new URL(request.url).search}`, 301);
    if (fate) return data({ retired: fate.retired }, { status: 410 });
    throw data("Not Found", { status: 404 });
  }
  const others = (await context.services.loanServices.listActive()).filter((s) => s.slug !== slug);
  // The RBI / DSA disclosure every loan page carries (staff edit it at /admin/disclosures), in the page's language.
  const disclosures = await context.services.disclosures.forVisitors(
    languageOfRequest(request),
    context.services.translations,
  );
  // Forms and checklists to download, when staff have published any (/download).
  const hasDownloads = await context.services.downloads.hasPublished();
  // The lenders' current offers (kept per service until a content change: one query on a miss).
  const offers = await context.services.lenderOffers.currentForService(service.id);
  return { service, others, disclosures, hasDownloads, offers };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = rootDataFromMatches(matches);
  if (!loaderData || !root) return [{ title: "404 Page Not Found" }, { name: "robots", content: "noindex" }];
  if ("retired" in loaderData)
    return [{ title: `${loaderData.retired.name}: no longer offered` }, { name: "robots", content: "noindex" }];
  const { service } = loaderData;
  return pageMeta({
    title: service.seoTitle,
    description: service.seoDescription,
    canonicalPath: loanServicePath(service.slug),
    origin: root.origin,
    language: root.language,
    siteName: root.settings.businessName,
  });
}

export default function LoanServiceRoute({ loaderData }: Route.ComponentProps) {
  if ("retired" in loaderData) return <LoanServiceRetired name={loaderData.retired.name} />;
  return <LoanServicePage {...loaderData} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
