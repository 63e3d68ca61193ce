import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { LoanServiceSummary } from "~server/loan-services/loan-service.schema";
import { Skeleton } from "~/components/ui/skeleton";
import { useI18n } from "~/i18n/i18n";
import { ServiceIcon } from "./service-icon";

export function loanServicePath(slug: string): string {
  return `/loan-services/${slug}`;
}

/**
 * A service card: icon, name, description clamped to three lines, 'Explore Details' leading to the
 * service's page in the page's language (the name and description come in that language too).
 */
export function ServiceCard({ service, headingLevel = 3 }: { service: LoanServiceSummary; headingLevel?: 2 | 3 }) {
  const { t, path } = useI18n();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="group relative flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-md">
      <ServiceIcon icon={service.icon} color={service.color} />
      <Heading className="mt-4 text-lg font-semibold text-slate-900">{service.name}</Heading>
      <p className="mt-2 line-clamp-3 text-sm leading-6 text-slate-700">{service.description}</p>
      <Link
        to={path(loanServicePath(service.slug))}
        prefetch="intent"
        className="mt-auto inline-flex items-center gap-1.5 pt-5 text-sm font-semibold text-brand-700 after:absolute after:inset-0 after:rounded-2xl group-hover:text-brand-800"
      >
        {t("servicesPage.cardLink")}
        <span className="sr-only"> {t("servicesPage.cardLinkOf", { service: service.name })}</span>
        <ArrowRight aria-hidden="true" className="size-4 transition group-hover:translate-x-0.5" />
      </Link>
    </article>
  );
}

export function ServiceCardSkeleton() {
  return (
    <div
      data-testid="service-card-skeleton"
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6"
    >
      <Skeleton className="size-12 rounded-xl" />
      <Skeleton className="mt-4 h-6 w-2/3" />
      <Skeleton className="mt-3 h-4 w-full" />
      <Skeleton className="mt-2 h-4 w-full" />
      <Skeleton className="mt-2 h-4 w-3/4" />
      <Skeleton className="mt-6 h-5 w-32" />
    </div>
  );
}
