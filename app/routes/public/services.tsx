import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/services";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { ServiceCard, ServiceCardSkeleton } from "~/components/service-card";
import { useI18n } from "~/i18n/i18n";
import { JsonLd } from "~/lib/json-ld";
import { loanServicesClientLoader, useLoanServices } from "~/lib/loan-services-query";
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
  if (!root) return [{ title: "Loan services" }];
  const { t } = metaTranslator(matches);
  return pageMeta({
    title: t("services.metaTitle", { businessName: root.settings.businessName }),
    description: t("services.metaDescription"),
    canonicalPath: "/services",
    origin: root.origin,
    language: root.language,
    siteName: root.settings.businessName,
  });
}

const linkClass =
  "inline-flex min-h-11 items-center gap-1.5 font-semibold text-white underline underline-offset-4 hover:text-brand-100";

export default function Services({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  const i18n = useI18n();
  const { t, path } = i18n;
  const { data, isPending, isError } = useLoanServices(loaderData.services);
  const crumbs = [
    { name: t("breadcrumbs.home"), path: "/" },
    { name: t("services.breadcrumb"), path: "/services" },
  ];
  return (
    <main id="main">
      <JsonLd data={breadcrumbJsonLd(root.origin, crumbs, i18n)} />
      <section className="bg-gradient-to-br from-brand-950 to-brand-800 text-white">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 md:py-16 lg:px-8">
          <Breadcrumbs items={crumbs} tone="dark" />
          <h1 className="mt-4 text-3xl font-extrabold tracking-tight [overflow-wrap:anywhere] sm:text-4xl">
            {t("services.heading")}
          </h1>
          <p className="mt-4 max-w-3xl text-lg text-brand-100">{t("services.intro")}</p>
          <p className="mt-4">
            <Link to={path("/deals")} className={linkClass}>
              {t("services.dealsLink")}
              <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
            </Link>
          </p>
          {/* Always linked, also before staff publish files: /download then says how to get the right form. */}
          <p className="mt-2">
            <Link to={path("/download")} className={linkClass}>
              {t("services.downloadLink")}
              <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
            </Link>
          </p>
        </div>
      </section>
      <section aria-label={t("services.listLabel")} className="bg-slate-50 py-12 md:py-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          {isError ? (
            <p role="alert" className="rounded-lg bg-red-50 p-4 text-center text-red-800">
              {t("services.loadError")}
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
          <p className="mx-auto mt-10 max-w-3xl text-center text-sm text-slate-600">{t("services.disclaimer")}</p>
        </div>
      </section>
    </main>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
