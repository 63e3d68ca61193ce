import { ArrowRight, BadgeCheck, FileCheck2, Handshake, Languages, ShieldCheck, Star, Users } from "lucide-react";
import { Link } from "react-router";
import type { HomeTexts } from "~server/content/page-texts";
import { formatIndianPhone } from "~/components/layout/navigation";
import { langOfField } from "~/i18n/english-fallback";
import { useI18n } from "~/i18n/i18n";
import type { LoanServiceSummary } from "~server/loan-services/loan-service.schema";
import { usePageTexts } from "~/components/content/use-page-texts";
import { ServiceCard, ServiceCardSkeleton } from "~/components/service-card";
import { Button } from "~/components/ui/button";
import { CallButton } from "~/components/contact-buttons";
import { HOME_SERVICE_COUNT } from "~/lib/constants";
import { JsonLd } from "~/lib/json-ld";
import { useLoanServices } from "~/lib/loan-services-query";
import { organizationJsonLd, SUPPORT_LANGUAGES } from "~/lib/seo";
import { useRootData } from "~/root";

function ServicesGrid({ initial }: { initial: LoanServiceSummary[] | null }) {
  const { data, isPending, isError } = useLoanServices(initial);
  const { t } = useI18n();
  if (isError) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-center text-red-800">
        {t("services.loadError")}
      </p>
    );
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy={isPending}>
      {isPending
        ? Array.from({ length: HOME_SERVICE_COUNT }, (_, index) => (
            <li key={index}>
              <ServiceCardSkeleton />
            </li>
          ))
        : data.slice(0, HOME_SERVICE_COUNT).map((service) => (
            <li key={service.id}>
              <ServiceCard service={service} />
            </li>
          ))}
    </ul>
  );
}

/** Why borrowers choose us: the icons in order, their words messages `home.reason1Title`… */
const reasonIcons = [Handshake, ShieldCheck, FileCheck2, Languages] as const;
const reasons = [
  { title: "home.reason1Title", text: "home.reason1Text" },
  { title: "home.reason2Title", text: "home.reason2Text" },
  { title: "home.reason3Title", text: "home.reason3Text" },
  { title: "home.reason4Title", text: "home.reason4Text" },
] as const;

const steps = [
  { title: "home.step1Title", text: "home.step1Text" },
  { title: "home.step2Title", text: "home.step2Text" },
  { title: "home.step3Title", text: "home.step3Text" },
] as const;

/**
 * The home page: the hero with the texts staff keep (Pages screen), in the page's language where
 * translated (`english` lists the fields that show English), the first six services, why
 * borrowers choose us and how it works. The route and the staff preview render it.
 */
export function HomePage({
  texts: raw,
  english,
  services,
}: {
  texts: HomeTexts;
  english: readonly string[];
  services: LoanServiceSummary[] | null;
}) {
  const { settings, origin } = useRootData();
  const { t, language, path } = useI18n();
  const texts = usePageTexts(raw);
  const langOf = (field: keyof HomeTexts) => langOfField(language, english, field);

  return (
    <main id="main">
      <JsonLd data={organizationJsonLd(settings, origin)} />
      <section className="relative overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 text-white">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-24 -right-24 size-96 rounded-full bg-accent-400/10 blur-3xl"
        />
        <div className="relative mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-5 lg:px-8">
          <div className="lg:col-span-3">
            <p
              lang={langOf("heroBadge")}
              className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-1.5 text-sm font-medium text-accent-400 ring-1 ring-white/20"
            >
              <BadgeCheck aria-hidden="true" className="size-4 shrink-0" />
              {texts.heroBadge}
            </p>
            <h1
              lang={langOf("heroHeading")}
              className="mt-6 text-3xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl"
            >
              {texts.heroHeading}
            </h1>
            <p lang={langOf("heroSubheading")} className="mt-5 max-w-2xl text-lg leading-8 text-brand-100">
              {texts.heroSubheading}
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Button asChild variant="accent" size="lg">
                <Link to={path("/services")}>
                  <span lang={langOf("heroButtonLabel")}>{texts.heroButtonLabel}</span>
                  <ArrowRight aria-hidden="true" className="size-5" />
                </Link>
              </Button>
              <CallButton
                phone={settings.phone}
                tone="dark"
                size="lg"
                label={t("home.callNumber", { phone: formatIndianPhone(settings.phone) })}
              />
            </div>
          </div>
          <dl className="grid grid-cols-2 gap-4 self-center lg:col-span-2">
            <div className="rounded-2xl bg-white/10 p-5 ring-1 ring-white/15">
              <dt className="text-sm text-brand-100">{t("home.ratingLabel")}</dt>
              <dd className="mt-1 flex items-center gap-1.5 text-3xl font-bold">
                {settings.rating.value}
                <Star aria-hidden="true" className="size-6 fill-accent-400 text-accent-400" />
              </dd>
              <dd className="text-sm text-brand-100">{t("home.ratingCount", { count: settings.rating.count })}</dd>
            </div>
            <div className="rounded-2xl bg-white/10 p-5 ring-1 ring-white/15">
              <dt className="text-sm text-brand-100">{t("home.customersLabel")}</dt>
              <dd className="mt-1 flex items-center gap-1.5 text-3xl font-bold">
                {settings.trustBadgeCount}
                <Users aria-hidden="true" className="size-6 text-accent-400" />
              </dd>
              <dd className="text-sm text-brand-100">{t("home.customersNote")}</dd>
            </div>
            <div className="col-span-2 rounded-2xl bg-white/10 p-5 ring-1 ring-white/15">
              <dt className="text-sm text-brand-100">{t("home.feesLabel")}</dt>
              <dd className="mt-1 text-xl font-bold">{t("home.feesValue")}</dd>
              <dd className="text-sm text-brand-100">{t("home.feesNote")}</dd>
            </div>
          </dl>
        </div>
      </section>

      <section aria-labelledby="services-heading" className="bg-slate-50 py-16 md:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <div className="mx-auto max-w-2xl text-center">
            <h2 id="services-heading" className="text-3xl font-bold tracking-tight text-balance text-slate-900">
              {t("home.servicesHeading")}
            </h2>
            <p className="mt-3 text-slate-700">{t("home.servicesIntro")}</p>
          </div>
          <div className="mt-10">
            <ServicesGrid initial={services} />
          </div>
          <div className="mt-10 flex flex-col items-center gap-3 sm:flex-row sm:justify-center">
            <Button asChild size="lg">
              <Link to={path("/services")}>
                {t("home.viewAllServices")}
                <ArrowRight aria-hidden="true" className="size-5" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={path("/deals")}>{t("home.seeDeals")}</Link>
            </Button>
          </div>
        </div>
      </section>

      <section aria-labelledby="why-heading" className="py-16 md:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="why-heading" className="text-center text-3xl font-bold tracking-tight text-balance text-slate-900">
            {t("home.whyHeading", { businessName: settings.businessName })}
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {reasons.map((reason, index) => {
              const Icon = reasonIcons[index]!;
              return (
                <li key={reason.title} className="rounded-2xl border border-slate-200 p-6">
                  <Icon aria-hidden="true" className="size-8 text-brand-700" />
                  <h3 className="mt-4 font-semibold text-slate-900">{t(reason.title)}</h3>
                  <p className="mt-2 text-sm leading-6 text-slate-700">
                    {t(reason.text, { more: SUPPORT_LANGUAGES.length - 4 })}
                  </p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section aria-labelledby="how-heading" className="bg-brand-50 py-16 md:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="how-heading" className="text-center text-3xl font-bold tracking-tight text-balance text-slate-900">
            {t("home.howHeading")}
          </h2>
          <ol className="mt-10 grid gap-6 md:grid-cols-3">
            {steps.map((step, index) => (
              <li key={step.title} className="rounded-2xl bg-white p-6 shadow-sm">
                <span className="inline-flex size-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
                  {index + 1}
                </span>
                <h3 className="mt-4 font-semibold text-slate-900">{t(step.title)}</h3>
                <p className="mt-2 text-sm leading-6 text-slate-700">{t(step.text)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
    </main>
  );
}
