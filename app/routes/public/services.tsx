import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/services";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { ServiceCard, ServiceCardSkeleton } from "~/components/service-card";
import { JsonLd } from "~/lib/json-ld";
import { loanServicesClientLoader, useLoanServices } from "~/lib/loan-services-query";
import { rootDataFromMatches } from "~/lib/root-meta";
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
  return pageMeta({
    title: `Loan Services: Compare Home, Personal, Business & Gold Loans | ${root.settings.businessName}`,
    description:
      "All our loan and financial services in one place: home, personal, business, gold, two-wheeler, loan against property, rooftop solar finance and forex remittance.",
    canonicalPath: "/services",
    origin: root.origin,
    language: root.language,
    siteName: root.settings.businessName,
  });
}

const crumbs = [
  { name: "Home", path: "/" },
  { name: "Services", path: "/services" },
];

export default function Services({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  const { data, isPending, isError } = useLoanServices(loaderData.services);
  return (
    <main id="main">
      <JsonLd data={breadcrumbJsonLd(root.origin, crumbs)} />
      <section className="bg-gradient-to-br from-brand-950 to-brand-800 text-white">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 md:py-16 lg:px-8">
          <Breadcrumbs items={crumbs} tone="dark" />
          <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">Our loan and financial services</h1>
          <p className="mt-4 max-w-3xl text-lg text-brand-100">
            Whether you are buying a home, growing a business, funding a wedding or sending money abroad for studies, we
            match you with lenders whose terms fit, and help you through every step at no cost to you.
          </p>
          <p className="mt-4">
            <Link
              to="/deals"
              className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-white underline underline-offset-4 hover:text-brand-100"
            >
              See the current offers of our partner lenders
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </p>
          {/* Always linked, also before staff publish files: /download then says how to get the right form. */}
          <p>
            <Link
              to="/download"
              className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-white underline underline-offset-4 hover:text-brand-100"
            >
              Download application forms and document checklists
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </p>
        </div>
      </section>
      <section aria-label="All services" className="bg-slate-50 py-12 md:py-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          {isError ? (
            <p role="alert" className="rounded-lg bg-red-50 p-4 text-center text-red-800">
              We could not load our services just now. Please refresh the page or call us.
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
          <p className="mx-auto mt-10 max-w-3xl text-center text-sm text-slate-600">
            Interest rates, amounts and tenures shown on our pages are indicative. The lender decides the final terms
            after assessing your application. We are an approved agent (DSA) and do not lend money ourselves.
          </p>
        </div>
      </section>
    </main>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
