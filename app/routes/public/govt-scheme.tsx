import { data, redirect } from "react-router";
import type { Route } from "./+types/govt-scheme";
import { SchemePage } from "~/components/schemes/scheme-page";
import { rootDataFromMatches } from "~/lib/root-meta";
import { pageMeta } from "~/lib/seo";
import { schemePath } from "~server/schemes/scheme.schema";

/** /govt-schemes/{slug}: an active scheme's page; a slug it had before answers 301, anything else 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { schemes, loanServices } = context.services;
  const scheme = await schemes.getActiveBySlug(params.slug);
  if (!scheme) {
    const current = await schemes.currentSlugOf(params.slug);
    if (current) throw redirect(schemePath(current), 301);
    throw data("Not Found", { status: 404 });
  }
  const related = scheme.relatedService ? await loanServices.getActiveBySlug(scheme.relatedService.slug) : null;
  const service = related
    ? { slug: related.slug, name: related.name, enquiryFields: related.enquiryFields, documents: related.documents }
    : null;
  return { scheme, service };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = rootDataFromMatches(matches);
  if (!loaderData || !root) return [{ title: "404 Page Not Found" }, { name: "robots", content: "noindex" }];
  const { scheme } = loaderData;
  const siteName = root.settings.businessName;
  return pageMeta({
    title: scheme.seoTitle || `${scheme.name} | ${siteName}`,
    description: scheme.seoDescription || scheme.summary,
    canonicalPath: schemePath(scheme.slug),
    origin: root.origin,
    language: root.language,
    siteName,
  });
}

export default function GovtSchemeRoute({ loaderData }: Route.ComponentProps) {
  return <SchemePage {...loaderData} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
