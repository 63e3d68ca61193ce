import { data, redirect } from "react-router";
import type { Route } from "./+types/govt-scheme";
import { SchemePage } from "~/components/schemes/scheme-page";
import { metaTranslator, rootDataFromMatches } from "~/lib/root-meta";
import { pageMeta } from "~/lib/seo";
import { localizeLoanService } from "~server/loan-services/loan-service-translations.server";
import { schemePath } from "~server/schemes/scheme.schema";
import { localizeScheme } from "~server/schemes/scheme-translations.server";
import { languageOfRequest, pathInLanguage } from "~server/vocabulary/languages";

/**
 * /govt-schemes/{slug} (and under /ml, /hi): an active scheme's page in the address's language; a
 * slug it had before answers 301 to its page in the same language, anything else 404.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { schemes, loanServices, translations } = context.services;
  const language = languageOfRequest(request);
  const found = await schemes.getActiveBySlug(params.slug);
  if (!found) {
    const current = await schemes.currentSlugOf(params.slug);
    if (current) throw redirect(pathInLanguage(schemePath(current), language), 301);
    throw data("Not Found", { status: 404 });
  }
  const [{ scheme, english }, related] = await Promise.all([
    localizeScheme(translations, language, found),
    found.relatedService ? loanServices.getActiveBySlug(found.relatedService.slug) : null,
  ]);
  // The enquiry form names the service and asks for its amount in the page's language.
  const form = related ? (await localizeLoanService(translations, language, related)).service : null;
  const service = form
    ? { slug: form.slug, name: form.name, enquiryFields: form.enquiryFields, documents: form.documents }
    : null;
  return { scheme, english, service };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = rootDataFromMatches(matches);
  const { t } = metaTranslator(matches);
  if (!loaderData || !root) return [{ title: t("notFound.metaTitle") }, { name: "robots", content: "noindex" }];
  const { scheme } = loaderData;
  const siteName = root.settings.businessName;
  // The SEO texts in the page's language (the English's where untranslated); empty ones, the name and summary.
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
