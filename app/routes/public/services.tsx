import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/services";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { ServiceCard, ServiceCardSkeleton } from "~/components/service-card";
import { JsonLd } from "~/lib/json-ld";
import { loanServicesClientLoader, useLoanServices } from "~/lib/loan-services-query";
import { useI18n } from "~/i18n/i18n";
import { metaTranslator, rootDataFromMatches } from "~/lib/root-meta";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import { useRootData } from "~/root";
import { activeLoanServicesIn } from "~server/loan-services/loan-service-translations.server";
import { languageOfRequest } from "~server/vocabulary/languages";

export async function loader({ context, request }: Route.LoaderArgs) {
  // The cards in the page's language (the client's query asks /api/loan-services?lang= alike).
  return { services: await activeLoanServicesIn(context.services, languageOfRequest(request)) };
}

export const clientLoader = loanServicesClientLoader;

export function meta({ matches }: Route.MetaArgs) {
  const root = rootDataFromMatches(matches);
  const { t } = metaTranslator(matches);
  if (!root) return [{ title: t("loanPage.crumbServices") }];
  return pageMeta({
    title: t("servicesPage.metaTitle", { businessName: root.settings.businessName }),
    description: t("servicesPage.metaDescription"),
    canonicalPath: "/services",
    origin: root.origin,
    language: root.language,
    siteName: root.settings.businessName,
  });
}

export default function Services({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  const { t, path } = useI18n();
  const { data, isPending, isError } = useLoanServices(loaderData.services);
  const crumbs = [
    { name: t("loanPage.crumbHome"), path: path("/") },
    { name: t("loanPage.crumbServices"), path: path("/services") },
  ];
  return (
    <main id="main">
      <JsonLd data={breadcrumbJsonLd(root.origin, crumbs)} />
      <section className="bg-gradient-to-br from-brand-950 to-brand-800 text-white">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 md:py-16 lg:px-8">
          <Breadcrumbs items={crumbs} tone="dark" />
          <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">{t("servicesPage.heading")}</h1>
          <p className="mt-4 max-w-3xl text-lg text-brand-100">{t("servicesPage.intro")}</p>
          <p className="mt-4">
            <Link
              to={path("/deals")}
              className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-white underline underline-offset-4 hover:text-brand-100"
            >
              {t("servicesPage.dealsLink")}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </p>
          {/* Always linked, also before staff publish files: /download then says how to get the right form. */}
          <p>
            <Link
              to={path("/download")}
              className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-white underline underline-offset-4 hover:text-brand-100"
            >
              {t("servicesPage.downloadsLink")}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </p>
        </div>
      </section>
      <section aria-label={t("servicesPage.listLabel")} className="bg-slate-50 py-12 md:py-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          {isError ? (
            <p role="alert" className="rounded-lg bg-red-50 p-4 text-center text-red-800">
              {t("servicesPage.loadError")}
            </p>
          ) : (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy={isPending}>
              {isPending
                ? Array.from({ length: 8 }, (_, index) => (
                    <li key={index}>
                      <ServiceCardSkeleton />
                    </li>
                  ))
                : data.map((service) => (
                    <li key={service.id}>
                      <ServiceCard service={service} headingLevel={2} />
                    </li>
                  ))}
            </ul>
          )}
          <p className="mx-auto mt-10 max-w-3xl text-center text-sm text-slate-600">{t("servicesPage.indicative")}</p>
        </div>
      </section>
    </main>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
