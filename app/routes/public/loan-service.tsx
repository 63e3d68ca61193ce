import { data, redirect } from "react-router";
import type { Route } from "./+types/loan-service";
import { LoanServicePage } from "~/components/loan-services/loan-service-page";
import { LoanServiceRetired } from "~/components/loan-services/loan-service-retired";
import { loanServicePath } from "~/components/service-card";
import { metaTranslator, rootDataFromMatches } from "~/lib/root-meta";
import { pageMeta } from "~/lib/seo";
import { localizeLoanPage } from "~server/loan-services/loan-service-translations.server";
import { languageOfRequest, pathInLanguage, pathWithoutLanguage } from "~server/vocabulary/languages";

/**
 * One screen for /loan-services/:slug, its aliases (/loan-service, /services, /loans) and the
 * fixed paths such as /home-loans, whose slug is the path itself; each under /ml and /hi too.
 */
export function loanServiceSlug(params: { slug?: string }, url: string): string {
  if (params.slug) return params.slug;
  return pathWithoutLanguage(new URL(url).pathname).replace(/^\/+|\/+$/g, "");
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { loanServices, translations } = context.services;
  const language = languageOfRequest(request);
  const slug = loanServiceSlug(params, request.url);
  const service = await loanServices.getActiveBySlug(slug);
  if (!service) {
    // Renamed: 301 to the current address in the page's language, keeping the query (campaign
    // tags). Switched off: 410, naming the loan in the page's language.
    const fate = await loanServices.findMovedOrRetired(slug);
    if (fate && "movedTo" in fate)
      throw redirect(`${pathInLanguage(loanServicePath(fate.movedTo), language)}${new URL(request.url).search}`, 301);
    if (fate) {
      const { value, english } = await translations.localize("loan-service", language, fate.retired.id, {
        name: fate.retired.name,
      });
      return data({ retired: { name: value.name, nameInEnglish: english.includes("name") } }, { status: 410 });
    }
    throw data("Not Found", { status: 404 });
  }
  const [page, disclosures, hasDownloads] = await Promise.all([
    Promise.all([
      loanServices.listActive(),
      // The lenders' current offers (kept per service until a content change: one query on a miss).
      context.services.lenderOffers.currentForService(service.id),
    ]).then(([all, offers]) =>
      localizeLoanPage(translations, language, {
        service,
        others: all.filter((other) => other.slug !== slug),
        offers,
      }),
    ),
    // The RBI / DSA disclosure every loan page carries (staff edit it at /admin/disclosures), in the page's language.
    context.services.disclosures.forVisitors(language, translations),
    // Forms and checklists to download, when staff have published any (/download).
    context.services.downloads.hasPublished(),
  ]);
  return { ...page, disclosures, hasDownloads };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = rootDataFromMatches(matches);
  const { t } = metaTranslator(matches);
  if (!loaderData || !root) return [{ title: t("notFound.metaTitle") }, { name: "robots", content: "noindex" }];
  if ("retired" in loaderData)
    return [
      { title: t("loanPage.retiredTitle", { name: loaderData.retired.name }) },
      { name: "robots", content: "noindex" },
    ];
  const { service } = loaderData;
  // The SEO texts in the page's language; one without a translation is the English's.
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
  if ("retired" in loaderData)
    return (
      <LoanServiceRetired
        name={loaderData.retired.name}
        nameLang={loaderData.retired.nameInEnglish ? "en" : undefined}
      />
    );
  return <LoanServicePage {...loaderData} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
